"""``GameService``: the only writer of matches (load -> check -> engine.apply -> save -> render).

Every change runs under a per-match ``asyncio.Lock`` and saves with the storage's version check,
so two presses of one button, or two processes on one file, apply a change once; the loser gets
:class:`BoardChanged` with the match as it now is. A change is returned (acknowledged) only after
its transaction committed.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import random
import weakref
from collections.abc import AsyncIterator, Callable, Collection, Mapping, Sequence
from concurrent.futures import Executor
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal

import engines
from bot import kinds, seeds
from bot.errors import BoardChanged, MatchUnavailable, MoveRejected, NotYourMatch, UnknownMatch, UserError
from bot.match_checks import check_match
from bot.storage import UNSET, CorruptMatch, MatchRecord, MoveRecord, SeatsLocked, Storage, Unset, utc_now
from bot.storage.matches import TimerKind
from render import HAND_RENDERERS, render_view

log = logging.getLogger(__name__)

First = Literal["challenger", "opponent", "random"]
FIRST_CHOICES: tuple[First, ...] = ("challenger", "opponent", "random")
CHALLENGE_TTL = timedelta(hours=24)
BOARD_SIZE = 800
#: Time controls in days per move offered at /challenge and /table; None means unlimited.
DAY_PRESETS: tuple[int, ...] = (1, 2, 3, 7, 14)
DEFAULT_DAYS = 3
#: The reminder goes out once the player to move has used this share of the turn's time.
REMINDER_SHARE = 0.75
#: A seat of a card table that times out this many turns in a row is played by the default
#: action for the rest of the manche.
AUTO_AFTER_TIMEOUTS = 2
#: Bound on the default actions played in one timeout (a step is a handful of actions).
MAX_DEFAULT_ACTIONS = 64


@dataclass(frozen=True)
class Match:
    """A stored match with its engine and decoded state."""

    record: MatchRecord
    game: engines.Game
    state: Any

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def version(self) -> int:
        return self.record.version

    @property
    def status(self) -> str:
        return self.record.status

    @property
    def seats(self) -> tuple[int, ...]:
        return self.record.seats

    @property
    def is_open(self) -> bool:
        return self.record.status in ("challenge", "active")

    @property
    def is_table(self) -> bool:
        """Opened with /table: players join a lobby, then the host deals (see ``open_table``)."""
        return bool(self.record.options.get("table"))

    @property
    def is_lobby(self) -> bool:
        """A table still waiting for its players: no state yet (``state`` is None)."""
        return self.is_table and self.state is None

    @property
    def host(self) -> int:
        return int(self.record.options.get("host", self.record.seats[0]))

    @property
    def max_seats(self) -> int:
        return int(self.record.options.get("max_seats", self.game.seat_range[1]))

    @property
    def days(self) -> int | None:
        """Days per move (None: unlimited; matches made before clocks existed have none)."""
        days = self.record.options.get("days")
        return int(days) if days else None

    @property
    def seat_to_move(self) -> int | None:
        """The seat to act, or None when the match is not being played."""
        return self.game.to_move(self.state) if self.record.status == "active" else None

    @property
    def user_to_move(self) -> int | None:
        seat = self.seat_to_move
        return None if seat is None else self.record.seats[seat]

    def seat_of(self, user_id: int) -> int | None:
        """The user's seat (the one to move first if they hold several), None if not playing."""
        seats = self.record.seats_of(user_id)
        if not seats:
            return None
        return self.seat_to_move if self.seat_to_move in seats else seats[0]

    def view(self, seat: int | None = None) -> dict[str, Any]:
        return self.game.player_view(self.state, seat)

    def legal_moves(self, user_id: int) -> list[tuple[Any, str]]:
        """``(move, notation)`` for each legal move, if it is ``user_id``'s turn; else empty."""
        seat = self.seat_to_move
        if seat is None or self.record.seats[seat] != user_id:
            return []
        return [(move, self.game.format_move(self.state, move)) for move in self.game.legal_moves(self.state)]


@dataclass(frozen=True)
class Played:
    """A committed move: the match after it, who played what, and the move object (for drawing).

    ``notation`` is the full move, for its player only (it may name a secret card: a discard);
    ``public_notation`` is what the move log, the last move and every public message show.
    """

    match: Match
    seat: int
    notation: str
    move: Any
    ply: int
    public_notation: str = ""

    @property
    def continues(self) -> bool:
        """The same seat acts again (an optional action of a card game: roll, draw, signal...)."""
        return self.match.seat_to_move == self.seat


@dataclass(frozen=True)
class ClockEvent:
    """What the turn clock did to a match: ``reminder`` (the seat to move was reminded),
    ``timeout`` (that seat lost on time: the match is finished) or ``default`` (a card table
    played the seat's default actions, ``moves``; ``auto`` once the seat is played by default
    for the rest of the manche) or ``expired`` (an open challenge or a table's lobby passed its
    expiry unanswered: ``user_id`` is its challenger or host, ``seat`` 0)."""

    kind: Literal["reminder", "timeout", "default", "expired"]
    match: Match
    seat: int
    user_id: int
    moves: tuple[str, ...] = ()
    auto: bool = False


class GameService:
    """Challenges and matches over :class:`bot.storage.Storage`; see the module docstring."""

    def __init__(
        self,
        storage: Storage,
        *,
        clock: Callable[[], datetime] = utc_now,
        rng: random.Random | None = None,
        challenge_ttl: timedelta = CHALLENGE_TTL,
        board_size: int = BOARD_SIZE,
        render_executor: Executor | None = None,
        default_days: int | None = DEFAULT_DAYS,
    ) -> None:
        self.storage = storage
        # Every match the storage decodes is checked by its engine too: one that cannot be played
        # or shown fails alone, as "cannot be loaded" (``bot.match_checks``).
        storage.state_check = check_match
        #: the bot's default time control, when the guild set none (None: unlimited).
        self.default_days = default_days
        #: called with each new turn deadline or reminder time once saved (the scheduler re-arms).
        self.on_timer: Callable[[datetime], None] | None = None
        #: where boards are drawn: None means the event loop's thread pool; a process pool lets
        #: rendering use every core, since drawing and PNG encoding hold the GIL most of the time.
        self.render_executor = render_executor
        self.clock = clock
        self.rng = rng or random.Random()
        self.challenge_ttl = challenge_ttl
        self.board_size = board_size
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    # --- loading -------------------------------------------------------------------------------
    @asynccontextmanager
    async def _locked(self, match_id: int) -> AsyncIterator[None]:
        lock = self._locks.get(match_id)
        if lock is None:
            lock = self._locks[match_id] = asyncio.Lock()
        async with lock:
            yield

    async def get(self, match_id: int) -> Match:
        """The match; UnknownMatch if there is none, MatchUnavailable if it cannot be decoded."""
        try:
            record = await self.storage.get_match(match_id)
        except CorruptMatch as exc:
            log.error("match %s cannot be loaded: %s", match_id, exc.reason)
            raise MatchUnavailable(match_id) from None
        if record is None:
            raise UnknownMatch(match_id)
        return self._decode(record)

    def _decode(self, record: MatchRecord) -> Match:
        try:
            game = engines.get(record.game)
            # A table waiting for its players has no state yet: the deal needs the seat count.
            undealt = record.options.get("table") and record.status in kinds.UNDEALT and not record.state
            state = None if undealt else game.load(record.state)
        except Exception as exc:  # whatever an engine makes of a damaged state
            log.error("match %s cannot be loaded: %s", record.id, type(exc).__name__)
            raise MatchUnavailable(record.id) from None
        return Match(record, game, state)

    async def matches_for_user(self, user_id: int, guild_id: int | None = None, *,
                               statuses: Sequence[str] | None = None, limit: int | None = None) -> list[Match]:
        """The user's open matches (challenges and games; or those of ``statuses``), latest
        first; broken ones left out."""
        found = []
        extra: dict[str, Any] = {} if statuses is None else {"statuses": statuses}
        for record in await self.storage.matches_for_user(user_id, guild_id, limit=limit, **extra):
            try:
                found.append(self._decode(record))
            except MatchUnavailable:
                continue
        return found

    async def matches_here(self, channel_id: int, user_id: int) -> list[Match]:
        """The user's active matches played in this channel or thread."""
        found = []
        for record in await self.storage.active_matches_in_channel(channel_id, user_id):
            try:
                found.append(self._decode(record))
            except MatchUnavailable:
                continue
        return found

    async def move_log(self, match_id: int) -> list[str]:
        return [entry.notation for entry in await self._log(await self.get(match_id))]

    async def _log(self, match: Match) -> list[MoveRecord]:
        """The move log: plies 0..n-1, the last one the stored last move's (when there is one, as
        every move since migration 3 saves both); MatchUnavailable when it is damaged."""
        try:
            entries = await self.storage.moves(match.id)
        except CorruptMatch as exc:
            log.error("match %s cannot be loaded: %s", match.id, exc.reason)
            raise MatchUnavailable(match.id) from None
        last = match.record.last_move
        if [entry.ply for entry in entries] != list(range(len(entries))) or (
                last is not None and last.get("ply") != len(entries) - 1):
            log.error("match %s cannot be loaded: its move log is damaged", match.id)
            raise MatchUnavailable(match.id)
        return entries

    # --- challenges ----------------------------------------------------------------------------
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
    ) -> Match:
        """Create a challenge; whoever ``first`` names gets the seat that moves first (seat 0 from the
        usual start; a ``position`` option may give the move to another seat)."""
        try:
            game = engines.get(game_key)
        except engines.UnknownGame:
            raise UserError("unknown_game", game=game_key) from None
        if not challengeable(game):
            raise UserError("unknown_game", game=game_key)
        if opponent_id == challenger_id:
            raise UserError("challenge_self")
        if first not in FIRST_CHOICES:
            raise UserError("bad_first", first=first)
        options = dict(options or {})
        unknown = sorted(set(options) - set(game.option_defaults))
        if unknown:
            raise UserError("option_unsupported", option=unknown[0], game=game.key)
        days = await self.resolve_days(guild_id, days)
        seed = seeds.new_seed()
        state = self._new_state(game, seed, options)
        challenger_first = first == "challenger" or (first == "random" and self.rng.random() < 0.5)
        first_user, other = (challenger_id, opponent_id) if challenger_first else (opponent_id, challenger_id)
        # Whoever ``first`` names takes the seat that moves first (seat 0, unless a position says otherwise).
        seats = (other, first_user) if game.to_move(state) == 1 else (first_user, other)
        record = await self.storage.create_match(
            game.key,
            {"engine": options, "seed": seed, "challenger": challenger_id, "first": first, "days": days},
            game.dump(state),
            seats,
            guild_id,
            channel_id,
            "challenge",
            self.clock() + self.challenge_ttl,
        )
        self._armed(record)
        return Match(record, game, state)

    @staticmethod
    def _new_state(game: engines.Game, seed: int, options: Mapping[str, Any]) -> Any:
        """The engine's start state for ``options``; a bad ``position`` gets its own explanation."""
        others = {name: value for name, value in options.items() if name != "position"}
        try:
            state = game.new(seats=2, seed=seed, options=others)
        except ValueError as exc:
            raise UserError("bad_options", reason=str(exc)) from None
        if options.get("position") is None:
            return state
        example = game.dump(state).get("position")  # the usual start, written as the engine reads it
        example = example if isinstance(example, str) else None
        try:
            state = game.new(seats=2, seed=seed, options=options)
        except ValueError as exc:
            raise UserError("bad_position", game=game.key, reason=str(exc), example=example) from None
        if game.outcome(state) is not None or game.to_move(state) is None:
            raise UserError("position_over", game=game.key)
        return state

    @staticmethod
    def challenger_of(match: Match) -> int:
        return int(match.record.options.get("challenger", match.seats[0]))

    def opponent_of(self, match: Match) -> int:
        challenger = self.challenger_of(match)
        return next((uid for uid in match.seats if uid != challenger), match.seats[-1])

    async def accept(self, match_id: int, user_id: int, expected_version: int | None = None) -> Match:
        """The challenged user accepts: the match becomes active."""
        return await self._answer_challenge(match_id, user_id, expected_version, "active")

    async def decline(self, match_id: int, user_id: int, expected_version: int | None = None) -> Match:
        """The challenged user declines (or the challenger withdraws)."""
        return await self._answer_challenge(match_id, user_id, expected_version, "declined")

    async def _answer_challenge(
        self, match_id: int, user_id: int, expected_version: int | None, status: Literal["active", "declined"]
    ) -> Match:
        async with self._locked(match_id):
            match = await self.get(match_id)
            kinds.need_challenge(match)
            allowed = {self.opponent_of(match)}
            if status == "declined":
                allowed.add(self.challenger_of(match))
            if user_id not in allowed:
                raise UserError("not_your_challenge") if user_id in match.seats else NotYourMatch()
            if expected_version is not None and match.version != expected_version:
                raise BoardChanged(match)
            expiry = match.record.challenge_expires_at
            if expiry is not None and expiry <= self.clock():
                await self._set_status(match, "expired")
                raise UserError("challenge_expired")
            if status == "active":
                return await self._set_status(match, status, **self._clock_fields(match.days, match.seats))
            return await self._set_status(match, status)

    async def expire_due(self, now: datetime | None = None) -> list[Match]:
        """Mark every challenge (and lobby) past its expiry as expired; returns them (for editing
        messages). The turn scheduler calls it through ``sweep``."""
        now = self.clock() if now is None else now
        expired = []
        for record in await self.storage.expired_challenges(now):
            try:
                event = await self.expire(record.id, now)
            except UserError:
                continue
            if event is not None:
                expired.append(event.match)
        return expired

    async def expire(self, match_id: int, now: datetime | None = None) -> ClockEvent | None:
        """Mark the challenge (or lobby) expired if it is open past its expiry: the ``expired``
        event, else None."""
        now = self.clock() if now is None else now
        async with self._locked(match_id):
            match = await self.get(match_id)
            expiry = match.record.challenge_expires_at
            if match.status != "challenge" or expiry is None or expiry > now:
                return None
            saved = await self.storage.set_status(match.id, match.version, "expired")
            if saved is None:
                return None
            expired = Match(saved, match.game, match.state)
            return ClockEvent("expired", expired, 0, self.challenger_of(expired))

    # --- tables: a lobby that players join, then the deal --------------------------------------
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
    ) -> Match:
        """Open a table: the host sits at seat 0 and others join (``join_table``) until the host
        deals (``start_table``). Seats follow the order of joining; a game that draws its first
        player (the dealer of the card game) does so from the seed, so joining first is no edge.

        The engine's seed is drawn now (``bot.seeds``: never from ``rng``) and kept in the options,
        never shown; the state is made at the start, when the number of seats is known. A table not
        started in time expires like a challenge (status ``challenge`` until then).
        """
        try:
            game = engines.get(game_key)
        except engines.UnknownGame:
            raise UserError("unknown_game", game=game_key) from None
        if not table_game(game):
            raise UserError("unknown_game", game=game_key)
        low, high = game.seat_range
        size = high if max_seats is None else max_seats
        if isinstance(size, bool) or not isinstance(size, int) or not low <= size <= high:
            raise UserError("table_size", game=game.key, min=low, max=high, n=size)
        options = {name: value for name, value in dict(options or {}).items() if value is not None}
        unknown = sorted(set(options) - set(game.option_defaults))
        if unknown:
            raise UserError("option_unsupported", option=unknown[0], game=game.key)
        days = await self.resolve_days(guild_id, days)
        seed = seeds.new_seed()
        try:
            game.new(seats=low, seed=seed, options=options)  # the options are checked now, not at the deal
        except ValueError as exc:
            raise UserError("bad_options", reason=str(exc)) from None
        record = await self.storage.create_match(
            game.key,
            {"engine": options, "seed": seed, "table": True, "host": host_id, "max_seats": size, "days": days},
            {},
            (host_id,),
            guild_id,
            channel_id,
            "challenge",
            self.clock() + self.challenge_ttl,
        )
        self._armed(record)
        return Match(record, game, None)

    async def _lobby(self, match_id: int) -> Match:
        """The table, still waiting for its players (expired now if its time is up)."""
        match = await self.get(match_id)
        kinds.need_lobby(match)
        expiry = match.record.challenge_expires_at
        if expiry is not None and expiry <= self.clock():
            await self._set_status(match, "expired")
            raise UserError("table_expired")
        return match

    async def _reseat(self, match: Match, seats: Sequence[int]) -> Match:
        try:
            saved = await self.storage.set_seats(match.id, match.version, seats)
        except SeatsLocked:
            raise UserError("table_closed", status="active") from None
        if saved is None:  # another process changed the table meanwhile (the lock is per process)
            raise UserError("table_changed")
        return Match(saved, match.game, None)

    async def join_table(self, match_id: int, user_id: int) -> Match:
        """Sit down at the next seat; refused when already seated or when the table is full."""
        async with self._locked(match_id):
            match = await self._lobby(match_id)
            if user_id in match.seats:
                raise UserError("table_already_joined")
            if len(match.seats) >= match.max_seats:
                raise UserError("table_full", n=match.max_seats)
            return await self._reseat(match, (*match.seats, user_id))

    async def leave_table(self, match_id: int, user_id: int) -> Match:
        """Stand up (the players after move up a seat); the host leaving closes the table
        (status ``declined``, like a withdrawn challenge)."""
        async with self._locked(match_id):
            match = await self._lobby(match_id)
            if user_id not in match.seats:
                raise UserError("table_not_joined")
            if user_id == match.host:
                return await self._set_status(match, "declined", result={"reason": "cancelled", "by": 0})
            return await self._reseat(match, tuple(uid for uid in match.seats if uid != user_id))

    async def start_table(self, match_id: int, user_id: int) -> Match:
        """The host deals: the engine's state for the seated players, from the stored seed."""
        async with self._locked(match_id):
            match = await self._lobby(match_id)
            if user_id != match.host:
                raise UserError("table_not_host") if user_id in match.seats else NotYourMatch()
            low = match.game.seat_range[0]
            if len(match.seats) < low:
                raise UserError("table_too_few", n=low, seated=len(match.seats))
            options = match.record.options
            try:
                state = match.game.new(seats=len(match.seats), seed=int(options["seed"]),
                                       options=options.get("engine", {}))
            except ValueError as exc:
                raise UserError("bad_options", reason=str(exc)) from None
            saved = await self.storage.save_state(match.id, match.version, state=match.game.dump(state),
                                                  status="active", **self._clock_fields(match.days, match.seats))
            if saved is None:
                raise UserError("table_changed")
            return Match(saved, match.game, state)

    # --- playing -------------------------------------------------------------------------------
    def _active_seat(self, match: Match, user_id: int, expected_version: int | None) -> int:
        """The user's seat in an active match, after the status and version checks (a match that
        ended says so, rather than "the board changed", to a late press of one of its buttons)."""
        seat = match.seat_of(user_id)
        if seat is None:
            raise NotYourMatch()
        kinds.need_running(match)
        if expected_version is not None and match.version != expected_version:
            raise BoardChanged(match)
        return seat

    async def play(
        self, match_id: int, user_id: int, move: str | Any, *, expected_version: int | None = None
    ) -> Played:
        """Play ``move`` (notation text or a move object) for ``user_id``; returns once committed."""
        async with self._locked(match_id):
            match = await self.get(match_id)
            self._active_seat(match, user_id, expected_version)
            game, state = match.game, match.state
            to_move = game.to_move(state)
            if to_move is None:
                raise MoveRejected("game_over", {}, game=game.key)
            seats = match.record.seats_of(user_id)
            if to_move not in seats:
                raise MoveRejected("not_your_turn", {"seat": seats[0], "to_move": to_move}, game=game.key)
            try:
                parsed = game.parse_move(state, move) if isinstance(move, str) else move
                notation = game.format_move(state, parsed)
                public = public_notation(game, state, parsed)
                after = game.apply(state, to_move, parsed)
            except engines.MoveError as exc:
                raise MoveRejected(exc.code, dict(exc.params), game=game.key) from None
            outcome = game.outcome(after)
            ply = len(await self._log(match))
            saved = await self.storage.save_state(
                match_id,
                match.version,
                state=game.dump(after),
                status="finished" if outcome is not None else None,
                result=result_record(game, after, outcome.to_json()) if outcome is not None else None,
                # The log and the last move are public: never a secret card (a discard's).
                move=(ply, to_move, public),
                draw_offer_seat=None,  # playing on declines a pending offer
                last_move=last_move_record(parsed, public, to_move, ply),
                **self._after_move_clock(match, after, outcome is not None, acted=to_move),
            )
            if saved is None:
                raise BoardChanged(await self.get(match_id))
            self._armed(saved)
            return Played(Match(saved, game, after), to_move, notation, parsed, ply, public)

    async def resign(self, match_id: int, user_id: int, *, expected_version: int | None = None) -> Match:
        """The user resigns. With two seats the other one wins. At a table of three or more the
        game ends for everyone: the resigner cannot win, the others are ranked as if they had
        agreed to stop (``agreed_outcome``: the scores so far), see ``resignation_result``."""
        async with self._locked(match_id):
            match = await self.get(match_id)
            seat = self._active_seat(match, user_id, expected_version)
            result = resignation_result(match.game, match.state, seat, len(match.seats))
            return await self._set_status(match, "finished", result=result, draw_offer_seat=None)

    async def offer_draw(self, match_id: int, user_id: int, *, expected_version: int | None = None) -> Match:
        """Offer a draw; if the other side already offered one, this accepts it. Two seats only:
        at a table of three or more there are no offers (``draw_table``)."""
        async with self._locked(match_id):
            match = await self.get(match_id)
            seat = self._active_seat(match, user_id, expected_version)
            if not draws_allowed(match):
                raise UserError("draw_table")
            pending = match.record.draw_offer_seat
            if pending is not None and pending != seat:
                return await self._agree(match)
            if pending == seat:
                raise UserError("draw_already_offered")
            return await self._set_status(match, "active", draw_offer_seat=seat)

    async def answer_draw(
        self, match_id: int, user_id: int, accept: bool, *, expected_version: int | None = None
    ) -> Match:
        """The side that did not offer accepts (game ends by agreement) or declines."""
        async with self._locked(match_id):
            match = await self.get(match_id)
            seat = self._active_seat(match, user_id, expected_version)
            pending = match.record.draw_offer_seat
            if pending is None:
                raise UserError("no_draw_offer")
            if pending == seat:
                if accept:
                    raise UserError("draw_own_offer")
                return await self._set_status(match, "active", draw_offer_seat=None)  # withdraw
            if accept:
                return await self._agree(match)
            return await self._set_status(match, "active", draw_offer_seat=None)

    async def _agree(self, match: Match) -> Match:
        result = result_record(match.game, match.state, match.game.agreed_outcome(match.state).to_json())
        return await self._set_status(match, "finished", result=result, draw_offer_seat=None)

    async def abort(self, match_id: int, user_id: int, *, expected_version: int | None = None) -> Match:
        """Call the match off; allowed until both players have moved (no result, no loser)."""
        async with self._locked(match_id):
            match = await self.get(match_id)
            self._active_seat(match, user_id, expected_version)
            moved = {entry.seat for entry in await self._log(match)}
            if len(moved) >= len(match.seats):
                raise UserError("abort_too_late")
            seat = match.seat_of(user_id)
            return await self._set_status(match, "aborted", result={"reason": "aborted", "by": seat},
                                          draw_offer_seat=None)

    async def _set_status(self, match: Match, status: Any, **changes: Any) -> Match:
        if status != "active" and match.status == "active":
            changes.setdefault("turn_deadline", None)  # a match that ends has no clock any more
            changes.setdefault("reminder_due_at", None)
        saved = await self.storage.set_status(match.id, match.version, status, **changes)
        if saved is None:
            raise BoardChanged(await self.get(match.id))
        self._armed(saved)
        return Match(saved, match.game, match.state)

    # --- turn clocks ---------------------------------------------------------------------------
    async def resolve_days(self, guild_id: int, days: int | None | Unset = UNSET) -> int | None:
        """The time control of a new match: ``days`` if given (None: unlimited; one of
        DAY_PRESETS), else the guild's default, else the bot's (3 days)."""
        if days is UNSET:
            settings = await self.storage.guild_settings(guild_id)
            if settings.default_unlimited:
                return None
            days = settings.default_days if settings.default_days is not None else self.default_days
        if days is None or days == 0:
            return None
        if isinstance(days, bool) or not isinstance(days, int) or days not in DAY_PRESETS:
            raise UserError("bad_days", days=days)
        return days

    def _clock_fields(self, days: int | None, seats: Sequence[int], *, due_now: bool = False,
                      reminder: bool = True) -> dict[str, Any]:
        """Deadline and reminder of a turn starting now (none when unlimited; a seat played by
        default is due at once, with no reminder)."""
        if days is None:
            return {"turn_deadline": None, "reminder_due_at": None}
        now = self.clock()
        if due_now:
            return {"turn_deadline": now, "reminder_due_at": None}
        turn = timedelta(days=days)
        return {"turn_deadline": now + turn, "reminder_due_at": now + turn * REMINDER_SHARE if reminder else None}

    def _after_move_clock(self, match: Match, after: Any, finished: bool, *, acted: int | None,
                          timed_out: bool = False) -> dict[str, Any]:
        """Clock columns after a move: the next turn's deadline and reminder, and for card tables
        the timeout bookkeeping (a seat that acts itself starts its count again)."""
        if finished:
            return {"turn_deadline": None, "reminder_due_at": None}
        state = clock_state_for(match, after)
        if acted is not None and not timed_out:
            state["streak"].pop(str(acted), None)
            if acted in state["auto"]:
                state["auto"].remove(acted)
        fields: dict[str, Any] = {}
        if match.is_table:
            fields["clock_state"] = state
        nxt = match.game.to_move(after)
        auto = nxt is not None and nxt in state["auto"] and match.is_table
        fields.update(self._clock_fields(match.days, match.seats, due_now=auto))
        return fields

    def _armed(self, record: MatchRecord) -> None:
        """Tell the scheduler about the match's next timer (it wakes earlier if needed): a turn's
        deadline or reminder, or an open challenge's (or lobby's) expiry."""
        if self.on_timer is None:
            return
        if record.status == "active":
            times = [t for t in (record.turn_deadline, record.reminder_due_at) if t is not None]
        elif record.status == "challenge":
            times = [t for t in (record.challenge_expires_at,) if t is not None]
        else:
            return
        if times:
            self.on_timer(min(times))

    async def next_timer(self, *, exclude: Collection[int] = ()) -> datetime | None:
        """When the clock next has something to do (a deadline, a reminder or a challenge's
        expiry) for a match not in ``exclude``, None if never."""
        found = (await self.storage.next_timer(exclude=exclude), await self.storage.next_expiry(exclude=exclude))
        return min((t for t in found if t is not None), default=None)

    async def due_timers(self, now: datetime) -> list[tuple[TimerKind, int]]:
        """``(kind, match id)`` of each timer due at ``now``, in the order ``sweep`` applies them."""
        return await self.storage.due_timers(now)

    async def apply_timer(self, kind: TimerKind, match_id: int, now: datetime) -> ClockEvent | None:
        """Apply one due timer: an expiry, a timeout (or a card seat's default actions), a
        reminder. None when there is nothing (left) to do."""
        if kind == "expiry":
            return await self.expire(match_id, now)
        if kind == "deadline":
            return await self.time_out(match_id, now)
        return await self.remind(match_id, now)

    async def sweep(self) -> list[ClockEvent]:
        """Apply every timer due now: challenge (and lobby) expiries, timeouts (and card tables'
        default actions), then reminders. Idempotent: a match another sweep or a move already
        changed is left alone. (``TurnScheduler.fire_due`` also keeps one failing match from
        stopping the others.)"""
        now = self.clock()
        events: list[ClockEvent] = []
        for kind, match_id in await self.due_timers(now):
            try:
                event = await self.apply_timer(kind, match_id, now)
            except UserError:  # gone, or cannot be loaded (``get`` logged it)
                continue
            if event is not None:
                events.append(event)
        return events

    async def remind(self, match_id: int, now: datetime | None = None) -> ClockEvent | None:
        """Mark the reminder of the turn being played as sent, if it is due and was not sent;
        None otherwise. Marked before anything is sent: a turn is never reminded twice."""
        now = self.clock() if now is None else now
        async with self._locked(match_id):
            match = await self.get(match_id)
            due = match.record.reminder_due_at
            deadline = match.record.turn_deadline
            seat = match.seat_to_move
            if match.status != "active" or due is None or due > now or seat is None:
                return None
            if deadline is not None and deadline <= now:
                return None  # the turn is over: the timeout says it
            ply = len(await self._log(match))
            if match.record.reminded_ply == ply:
                return None
            claimed = await self.storage.claim_reminder(match.id, match.version, ply)
            if claimed is None:
                return None
            return ClockEvent("reminder", Match(claimed, match.game, match.state), seat, match.seats[seat])

    async def time_out(self, match_id: int, now: datetime | None = None) -> ClockEvent | None:
        """The player to move ran out of time: in a two-player match they lose (``timeout``);
        at a card table their seat plays its default action (``default_action``) until its step
        is done. None when the deadline is not (or no longer) due: a move or another sweep came
        first; the version check makes exactly one of them count."""
        now = self.clock() if now is None else now
        async with self._locked(match_id):
            match = await self.get(match_id)
            deadline = match.record.turn_deadline
            seat = match.seat_to_move
            if match.status != "active" or deadline is None or deadline > now or seat is None:
                return None
            user = match.seats[seat]
            if not match.is_table:
                result = timeout_result(match.game, match.state, seat, len(match.seats))
                saved = await self.storage.set_status(
                    match.id, match.version, "finished", result, turn_deadline=None, reminder_due_at=None,
                    draw_offer_seat=None,
                )
                if saved is None:
                    return None
                return ClockEvent("timeout", Match(saved, match.game, match.state), seat, user)
            return await self._play_default(match, seat, user)

    async def _play_default(self, match: Match, seat: int, user: int) -> ClockEvent | None:
        game, state, record = match.game, match.state, match.record
        clock = clock_state_for(match, state)
        streak = clock["streak"].get(str(seat), 0) + 1
        clock["streak"][str(seat)] = streak
        auto = streak >= AUTO_AFTER_TIMEOUTS or seat in clock["auto"]
        if auto and seat not in clock["auto"]:
            clock["auto"].append(seat)
        ply = len(await self._log(match))
        played: list[str] = []
        version = record.version
        saved: MatchRecord | None = None
        for _ in range(MAX_DEFAULT_ACTIONS):
            if game.to_move(state) != seat or game.outcome(state) is not None:
                break
            move = default_action(game, state)
            public = public_notation(game, state, move)
            after = game.apply(state, seat, move)
            outcome = game.outcome(after)
            done = outcome is not None or game.to_move(after) != seat
            fields: dict[str, Any] = {}
            if done:
                fields = self._after_move_clock(
                    Match(record, game, state), after, outcome is not None, acted=seat, timed_out=True
                )
                if "clock_state" in fields and outcome is None:
                    # the streak and auto seats counted above, carried over a new manche's reset
                    fields["clock_state"] = merge_clock_state(clock, fields["clock_state"])
            saved = await self.storage.save_state(
                match.id,
                version,
                state=game.dump(after),
                status="finished" if outcome is not None else None,
                result=result_record(game, after, outcome.to_json()) if outcome is not None else UNSET,
                move=(ply, seat, public),
                draw_offer_seat=None,
                last_move=last_move_record(move, public, seat, ply),
                **fields,
            )
            if saved is None:
                if not played:
                    return None  # a move (or another sweep) came first
                break  # another process moved on from here
            played.append(public)
            version, state, ply = saved.version, after, ply + 1
        if saved is None:
            return None
        self._armed(saved)
        return ClockEvent("default", Match(saved, game, state), seat, user, tuple(played), auto)

    # --- Discord bookkeeping (ids only: never game state, no version bump) ---------------------
    async def set_messages(
        self, match_id: int, *, thread_id: int | None | Unset = UNSET, message_id: int | None | Unset = UNSET,
        challenge_message_id: int | None | Unset = UNSET, channel_id: int | Unset = UNSET,
    ) -> Match:
        """Record Discord ids of the match (thread, board or challenge message); None clears one."""
        try:
            record = await self.storage.update_match_meta(
                match_id, thread_id=thread_id, message_id=message_id,
                challenge_message_id=challenge_message_id, channel_id=channel_id)
        except CorruptMatch as exc:
            log.error("match %s cannot be loaded: %s", match_id, exc.reason)
            raise MatchUnavailable(match_id) from None
        if record is None:
            raise UnknownMatch(match_id)
        return self._decode(record)

    # --- images --------------------------------------------------------------------------------
    async def board_png(self, match: Match, *, size: int | None = None) -> bytes:
        """The public board image, seen from the side to move, with the stored last move drawn.

        Rendered off the event loop.
        """
        view = match.view(None)
        orientation = match.game.to_move(match.state) or 0
        last_move = match.record.last_move if match.record.last_move and "path" in match.record.last_move else None
        draw = functools.partial(
            render_view, view, size=size or self.board_size, orientation=orientation, last_move=last_move
        )
        return await asyncio.get_running_loop().run_in_executor(self.render_executor, draw)

    async def hand_png(self, match: Match, seat: int, *, size: int | None = None) -> bytes | None:
        """The private image of ``seat``'s own view (its hand), for an ephemeral message to that
        seat's player only; None when the game has no such drawing. Rendered off the event loop."""
        renderer = HAND_RENDERERS.get(match.game.key)
        if renderer is None or match.state is None:
            return None
        draw = functools.partial(renderer, match.view(seat), size=size or self.board_size)
        return await asyncio.get_running_loop().run_in_executor(self.render_executor, draw)


def table_game(game: engines.Game) -> bool:
    """Games opened with /table: more than two may sit (two-player games use /challenge)."""
    return game.seat_range[1] > 2


def draws_allowed(match: Match) -> bool:
    """Draw (or stop) offers need every other player's yes: kept to two seats."""
    return len(match.seats) <= 2


def public_notation(game: engines.Game, state: Any, move: Any) -> str:
    """The text of ``move`` that anyone may see: games with secrets (a discarded card) give it
    through ``public_move_text``; for the others it is the notation."""
    public = getattr(game, "public_move_text", None)
    return public(state, move) if callable(public) else game.format_move(state, move)


def ranked(game: engines.Game, state: Any) -> bool:
    """The game ranks its players on points (its public view gives each of ``players`` a
    ``score``): results are then stored with their ``tiebreak`` and read as a ranking."""
    if state is None:
        return False
    players = game.player_view(state, None).get("players")
    return isinstance(players, list) and bool(players) and all(
        isinstance(p, Mapping) and "score" in p for p in players)


def result_record(game: engines.Game, state: Any, result: dict[str, Any]) -> dict[str, Any]:
    """A stored result; for a ranked game with the tie-break the public view names (None when
    the game stopped before its end: the engine decides only the final ranking's)."""
    if ranked(game, state):
        final = game.player_view(state, None).get("outcome") or {}
        result = {**result, "tiebreak": final.get("tiebreak")}
    return result


def resignation_result(game: engines.Game, state: Any, seat: int, seats: int) -> dict[str, Any]:
    """Who wins when ``seat`` resigns. Two seats: the other. Three or more: the others, ranked as
    if all had agreed to stop (the engine's ``agreed_outcome``) without the resigner; if the
    resigner led, the best game score among the others wins (ties share)."""
    others = [s for s in range(seats) if s != seat]
    if not ranked(game, state):
        return {"winners": others, "reason": "resignation", "scores": None, "by": seat}
    agreed = game.agreed_outcome(state)
    scores = list(agreed.scores or [])
    winners = others if seats <= 2 else [w for w in agreed.winners if w != seat]
    if not winners and len(scores) == seats:
        best = max(scores[s] for s in others)
        winners = [s for s in others if scores[s] == best]
    return {"winners": winners, "reason": "resignation", "scores": scores or None, "by": seat, "tiebreak": None}


def timeout_result(game: engines.Game, state: Any, seat: int, seats: int) -> dict[str, Any]:
    """The result when ``seat`` runs out of time: the others win (reason ``timeout``)."""
    result = resignation_result(game, state, seat, seats)
    return {**result, "reason": "timeout"}


def default_action(game: engines.Game, state: Any) -> Any:
    """What a timed-out seat plays at a card table: ``pass`` when it is legal (it ends the
    seat's step), else the first legal action in the engine's order."""
    moves = list(game.legal_moves(state))
    for move in moves:
        if game.format_move(state, move) == "pass":
            return move
    return moves[0]


def _manche(game: engines.Game, state: Any) -> int | None:
    if state is None:
        return None
    manche = game.player_view(state, None).get("manche")
    return manche if isinstance(manche, int) else None


def clock_state_for(match: Match, state: Any) -> dict[str, Any]:
    """The table's timeout bookkeeping for ``state``: counts and default-played seats last for
    one manche (a new manche starts them again)."""
    stored = match.record.clock_state or {}
    manche = _manche(match.game, state)
    if stored.get("manche") != manche:
        return {"streak": {}, "auto": [], "manche": manche}
    return {"streak": dict(stored.get("streak") or {}), "auto": list(stored.get("auto") or []), "manche": manche}


def merge_clock_state(counted: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """Keep ``counted`` (this timeout's counts) unless ``after`` starts a new manche."""
    if after.get("manche") != counted.get("manche"):
        return after
    return {**counted, "manche": after.get("manche")}


def challengeable(game: engines.Game) -> bool:
    """Games a two-player challenge can start: two seats allowed. Hidden hands are fine: the
    table shows only the public view, each hand goes to its owner ephemerally ("My hand")."""
    return game.seat_range[0] <= 2 <= game.seat_range[1]


def last_move_record(move: Any, notation: str, seat: int, ply: int) -> dict[str, Any]:
    """What is kept of the last move: its notation, and its cells when the move has a path."""
    record: dict[str, Any] = {"notation": notation, "seat": seat, "ply": ply}
    if hasattr(move, "path"):
        record["path"] = list(move.path)
        record["captured"] = list(getattr(move, "captured", ()))
    return record


def pick_match(matches: Sequence[Match], user_id: int) -> Match | None:
    """Of a user's matches here, the one meant: the only one, or the only one awaiting their move."""
    if len(matches) == 1:
        return matches[0]
    mine = [m for m in matches if m.user_to_move == user_id]
    return mine[0] if len(mine) == 1 else None
