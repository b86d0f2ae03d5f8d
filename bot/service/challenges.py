"""Challenges and tables: creating a match (the one way: ``_new_match``), answering a challenge,
and a table's lobby (join, leave, deal); and the games and start states a new match is made of
(``find_game``, ``start_state``, ``new_state``), which the computer's matches share."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

import engines
from bot import kinds, seeds
from bot.errors import BoardChanged, NotYourMatch, UserError
from bot.service.core import ServiceCore
from bot.service.policy import challengeable, table_game
from bot.service.match import Match, challenger_of, opponent_of
from bot.service.commits import announced, as_match
from bot.service.turns import DAY_PRESETS, DEFAULT_DAYS, turn_fields
from bot.storage import UNSET, SeatsLocked, Unset

First = Literal["challenger", "opponent", "random"]
FIRST_CHOICES: tuple[First, ...] = ("challenger", "opponent", "random")
#: what a new match starts with, from its seed: the state (None: dealt later), the seats, and
#: what the match's options keep besides the engine's options, the seed and the time control.
Start = Callable[[int], tuple[Any, Sequence[int], dict[str, Any]]]
#: how often a join or a leave is tried on a table other processes keep changing.
RESEAT_ATTEMPTS = 5


class Challenges:
    """Challenges and tables, over the service's core."""

    def __init__(self, core: ServiceCore, default_days: int | None = DEFAULT_DAYS) -> None:
        self.core = core
        #: the bot's default time control, when the guild set none (None: unlimited).
        self.default_days = default_days

    async def resolve_days(self, guild_id: int, days: int | None | Unset = UNSET) -> int | None:
        """The time control of a new match: ``days`` if given (None: unlimited; one of
        DAY_PRESETS), else the guild's default, else the bot's (3 days)."""
        if days is UNSET:
            settings = await self.core.storage.settings.guild(guild_id)
            if settings.default_unlimited:
                return None
            days = settings.default_days if settings.default_days is not None else self.default_days
        if days is None or days == 0:
            return None
        if isinstance(days, bool) or not isinstance(days, int) or days not in DAY_PRESETS:
            raise UserError("bad_days", days=days)
        return days

    async def _new_match(self, game: engines.AnyGame, engine_options: dict[str, Any], start: Start, *,
                         guild_id: int, channel_id: int, days: int | None | Unset, rated: bool) -> Match:
        """Create a match (status ``challenge`` until accepted or dealt, expiring like one): the
        options checked, the time control resolved, the seed drawn (``bot.seeds``: never from
        ``rng``, kept in the options, never shown), then ``start(seed)``. ``rated``: its result
        changes the players' ratings."""
        unknown = sorted(set(engine_options) - set(game.option_defaults))
        if unknown:
            raise UserError("option_unsupported", option=unknown[0], game=game.key)
        days = await self.resolve_days(guild_id, days)
        seed = seeds.new_seed()
        state, seats, kept = start(seed)
        text, decoded = ("{}", None) if state is None else self.core.stored(game, state)
        saved = await self.core.storage.matches.create(
            game.key,
            {"engine": engine_options, "seed": seed, **kept, "days": days, "rated": bool(rated)},
            text,
            seats,
            guild_id,
            channel_id,
            "challenge",
            self.core.clock() + self.core.challenge_ttl,
        )
        self.core.armed(saved)
        return Match(saved, game, state, decoded)

    # --- challenges ----------------------------------------------------------------------------
    @announced(as_match("lobby"))
    async def challenge(
        self,
        game_key: str,
        challenger_id: int,
        opponent_id: int,
        *,
        guild_id: int,
        channel_id: int,
        options: Mapping[str, Any] | None = None,
        first: First = "random",
        days: int | None | Unset = UNSET,
        rated: bool = True,
        takebacks: bool | None = None,
    ) -> Match:
        """Create a challenge; whoever ``first`` names gets the seat that moves first (seat 0 from the
        usual start; a ``position`` option may give the move to another seat)."""
        game = find_game(game_key, challengeable)
        if opponent_id == challenger_id:
            raise UserError("challenge_self")
        if first not in FIRST_CHOICES:
            raise UserError("bad_first", first=first)
        engine_options = dict(options or {})

        def start(seed: int) -> tuple[Any, Sequence[int], dict[str, Any]]:
            state = new_state(game, seed, engine_options)
            challenger_first = first == "challenger" or (first == "random" and self.core.rng.random() < 0.5)
            first_user, other = (challenger_id, opponent_id) if challenger_first else (opponent_id, challenger_id)
            # Whoever ``first`` names takes the seat that moves first (seat 0, unless a position says otherwise).
            seats = (other, first_user) if game.to_move(state) == 1 else (first_user, other)
            kept: dict[str, Any] = {"challenger": challenger_id, "first": first}
            if takebacks is not None:
                kept["takebacks"] = bool(takebacks)  # accepting the challenge agrees to it
            return state, seats, kept

        return await self._new_match(game, engine_options, start, guild_id=guild_id, channel_id=channel_id,
                                     days=days, rated=rated)

    @announced(as_match("start"))
    async def accept(self, match_id: int, user_id: int, expected_version: int | None = None) -> Match:
        """The challenged user accepts: the match becomes active."""
        return await self._answer_challenge(match_id, user_id, expected_version, "active")

    @announced(as_match("result"))
    async def decline(self, match_id: int, user_id: int, expected_version: int | None = None) -> Match:
        """The challenged user declines (or the challenger withdraws)."""
        return await self._answer_challenge(match_id, user_id, expected_version, "declined")

    async def _answer_challenge(
        self, match_id: int, user_id: int, expected_version: int | None, status: Literal["active", "declined"]
    ) -> Match:
        async with self.core.locked(match_id):
            match = await self.core.get(match_id)
            kinds.need_challenge(match)
            allowed = {opponent_of(match)}
            if status == "declined":
                allowed.add(challenger_of(match))
            if user_id not in allowed:
                raise UserError("not_your_challenge") if user_id in match.seats else NotYourMatch()
            if expected_version is not None and match.version != expected_version:
                raise BoardChanged(match)
            expiry = match.row.challenge_expires_at
            if expiry is not None and expiry <= self.core.clock():
                await self.core.set_status(match, "expired")
                raise UserError("challenge_expired")
            if status == "active":
                return await self.core.set_status(match, status, **turn_fields(self.core.clock(), match.days))
            return await self.core.set_status(match, status)

    # --- tables: a lobby that players join, then the deal --------------------------------------
    @announced(as_match("lobby"))
    async def open_table(
        self,
        game_key: str,
        host_id: int,
        *,
        guild_id: int,
        channel_id: int,
        options: Mapping[str, Any] | None = None,
        max_seats: int | None = None,
        days: int | None | Unset = UNSET,
        rated: bool = True,
        reveal: bool = False,
    ) -> Match:
        """Open a table: the host sits at seat 0 and others join (``join_table``) until the host
        deals (``start_table``). Seats follow the order of joining; a game that draws its first
        player does so from the seed, so joining first is no edge.

        The state is made at the deal, when the number of seats is known; the options are
        checked now. A table not started in time expires like a challenge (status ``challenge``
        until then). ``reveal``: the players agree that the match's record shows every deal
        once the match is over.
        """
        game = find_game(game_key, table_game)
        low, high = game.seat_range
        size = high if max_seats is None else max_seats
        if isinstance(size, bool) or not isinstance(size, int) or not low <= size <= high:
            raise UserError("table_size", game=game.key, min=low, max=high, n=size)
        engine_options = {name: value for name, value in dict(options or {}).items() if value is not None}

        def start(seed: int) -> tuple[Any, Sequence[int], dict[str, Any]]:
            start_state(game, low, seed, engine_options)  # the options are checked now, not at the deal
            return None, (host_id,), {"table": True, "host": host_id, "max_seats": size, "reveal": bool(reveal)}

        return await self._new_match(game, engine_options, start, guild_id=guild_id, channel_id=channel_id,
                                     days=days, rated=rated)

    async def lobby(self, match_id: int) -> Match:
        """The table, still waiting for its players (expired now if its time is up)."""
        match = await self.core.get(match_id)
        kinds.need_lobby(match)
        expiry = match.row.challenge_expires_at
        if expiry is not None and expiry <= self.core.clock():
            await self.core.set_status(match, "expired")
            raise UserError("table_expired")
        return match

    async def reseat(self, match: Match, seats: Sequence[int],
                      computers: Mapping[int, int] | Unset = UNSET) -> Match:
        """The table's new seats (and computer seats; UNSET keeps them) under its version."""
        saved = await self._try_reseat(match, seats, computers)
        if saved is None:  # another process changed the table meanwhile (the lock is per process)
            raise UserError("table_changed")
        return saved

    async def _try_reseat(self, match: Match, seats: Sequence[int],
                          computers: Mapping[int, int] | Unset = UNSET) -> Match | None:
        """``reseat``, None when the table's version moved on since ``match`` was read."""
        try:
            saved = await self.core.storage.matches.set_seats(match.id, match.version, seats, computers)
        except SeatsLocked:
            raise UserError("table_closed", status="active") from None
        return None if saved is None else Match(saved, match.game, None)

    async def _try_close(self, match: Match) -> Match | None:
        """The host closes the table (status ``declined``, like a withdrawn challenge); None when
        its version moved on since ``match`` was read."""
        closed = await self.core.storage.matches.set_status(match.id, match.version, "declined",
                                                            {"reason": "cancelled", "by": 0})
        return None if closed is None else Match(closed, match.game, None)

    @announced(as_match("lobby"))
    async def join_table(self, match_id: int, user_id: int) -> Match:
        """Sit down at the next seat; refused when already seated or when the table is full.
        Joins commute: when another process seated someone meanwhile, the table is read again."""
        async with self.core.locked(match_id):
            for _ in range(RESEAT_ATTEMPTS):
                match = await self.lobby(match_id)
                if user_id in match.seats:
                    raise UserError("table_already_joined")
                if len(match.seats) >= match.max_seats:
                    raise UserError("table_full", n=match.max_seats)
                saved = await self._try_reseat(match, (*match.seats, user_id))
                if saved is not None:
                    return saved
            raise UserError("table_changed")

    @announced(as_match("lobby"))
    async def leave_table(self, match_id: int, user_id: int) -> Match:
        """Stand up (the players after move up a seat); the host leaving closes the table
        (status ``declined``, like a withdrawn challenge). Read again, like a join, when another
        process changed the table meanwhile."""
        async with self.core.locked(match_id):
            for _ in range(RESEAT_ATTEMPTS):
                match = await self.lobby(match_id)
                if user_id not in match.seats:
                    raise UserError("table_not_joined")
                if user_id == match.host:
                    saved = await self._try_close(match)
                else:
                    saved = await self._try_reseat(match, *without_seat(match, match.seats.index(user_id)))
                if saved is not None:
                    return saved
            raise UserError("table_changed")

    @announced(as_match("start"))
    async def start_table(self, match_id: int, user_id: int) -> Match:
        """The host deals: the engine's state for the seated players, from the stored seed."""
        async with self.core.locked(match_id):
            match = await self.lobby(match_id)
            if user_id != match.host:
                raise UserError("table_not_host") if user_id in match.seats else NotYourMatch()
            low = match.game.seat_range[0]
            if len(match.seats) < low:
                raise UserError("table_too_few", n=low, seated=len(match.seats))
            options = match.row.options
            state = start_state(match.game, len(match.seats), int(options["seed"]), options.get("engine", {}))
            days = None if match.game.to_move(state) in match.computers else match.days  # a computer has no clock
            text, decoded = self.core.stored(match.game, state)
            saved = await self.core.storage.matches.save_state(match.id, match.version, state=text,
                                                          status="active", **turn_fields(self.core.clock(), days))
            if saved is None:
                raise UserError("table_changed")
            return Match(saved, match.game, decoded.state, decoded)


def without_seat(match: Match, seat: int) -> tuple[tuple[int, ...], dict[int, int]]:
    """A lobby's seats and computer seats once ``seat`` stands up: the seats after it move up
    one, a computer keeping its level."""
    seats = (*match.seats[:seat], *match.seats[seat + 1:])
    computers = {s - (s > seat): level for s, level in match.computers.items() if s != seat}
    return seats, computers


def find_game(game_key: str, offered: Callable[[engines.AnyGame], bool]) -> engines.AnyGame:
    """The game ``game_key`` names, if the command ``offered`` tells apart offers it."""
    try:
        game = engines.get(game_key)
    except engines.UnknownGame:
        raise UserError("unknown_game", game=game_key) from None
    if not offered(game):
        raise UserError("unknown_game", game=game_key)
    return game


def start_state(game: engines.AnyGame, seats: int, seed: int, options: Mapping[str, Any]) -> Any:
    """The engine's start state; options it refuses are explained (``bad_options``)."""
    try:
        return game.new(seats=seats, seed=seed, options=options)
    except engines.BadOption as exc:
        raise UserError("bad_options", game=game.key, refusal=exc.code, refusal_params=dict(exc.params)) from None


def new_state(game: engines.AnyGame, seed: int, options: Mapping[str, Any]) -> Any:
    """A two-player start state for ``options``; a bad ``position`` gets its own explanation."""
    state = start_state(game, 2, seed, {name: value for name, value in options.items() if name != "position"})
    if options.get("position") is None:
        return state
    example = game.dump(state).get("position")  # the usual start, written as the engine reads it
    example = example if isinstance(example, str) else None
    try:
        state = game.new(seats=2, seed=seed, options=options)
    except engines.BadOption as exc:
        raise UserError("bad_position", game=game.key, refusal=exc.code, refusal_params=dict(exc.params),
                        example=example) from None
    if game.outcome(state) is not None or game.to_move(state) is None:
        raise UserError("position_over", game=game.key)
    return state
