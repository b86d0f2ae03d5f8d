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
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from concurrent.futures import Executor
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal

import engines
from bot.errors import BoardChanged, MatchUnavailable, MoveRejected, NotYourMatch, UnknownMatch, UserError
from bot.storage import CorruptMatch, MatchRecord, Storage, utc_now
from render import render_view

log = logging.getLogger(__name__)

First = Literal["challenger", "opponent", "random"]
FIRST_CHOICES: tuple[First, ...] = ("challenger", "opponent", "random")
CHALLENGE_TTL = timedelta(hours=24)
BOARD_SIZE = 800


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
    """A committed move: the match after it, who played what, and the move object (for drawing)."""

    match: Match
    seat: int
    notation: str
    move: Any
    ply: int


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
    ) -> None:
        self.storage = storage
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
            state = game.load(record.state)
        except (ValueError, KeyError, TypeError) as exc:
            log.error("match %s cannot be loaded: %s", record.id, exc)
            raise MatchUnavailable(record.id) from None
        return Match(record, game, state)

    async def matches_for_user(self, user_id: int, guild_id: int | None = None) -> list[Match]:
        """The user's open matches (challenges and games), latest first; broken ones left out."""
        found = []
        for record in await self.storage.matches_for_user(user_id, guild_id):
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
        return [entry.notation for entry in await self.storage.moves(match_id)]

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
        seed = self.rng.randrange(2**31)
        state = self._new_state(game, seed, options)
        challenger_first = first == "challenger" or (first == "random" and self.rng.random() < 0.5)
        first_user, other = (challenger_id, opponent_id) if challenger_first else (opponent_id, challenger_id)
        # Whoever ``first`` names takes the seat that moves first (seat 0, unless a position says otherwise).
        seats = (other, first_user) if game.to_move(state) == 1 else (first_user, other)
        record = await self.storage.create_match(
            game.key,
            {"engine": options, "seed": seed, "challenger": challenger_id, "first": first},
            game.dump(state),
            seats,
            guild_id,
            channel_id,
            "challenge",
            self.clock() + self.challenge_ttl,
        )
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
            allowed = {self.opponent_of(match)}
            if status == "declined":
                allowed.add(self.challenger_of(match))
            if user_id not in allowed:
                raise UserError("not_your_challenge") if user_id in match.seats else NotYourMatch()
            if match.status != "challenge":
                raise UserError("challenge_closed", status=match.status)
            if expected_version is not None and match.version != expected_version:
                raise BoardChanged(match)
            expiry = match.record.challenge_expires_at
            if expiry is not None and expiry <= self.clock():
                await self._set_status(match, "expired")
                raise UserError("challenge_expired")
            return await self._set_status(match, status)

    async def expire_due(self) -> list[Match]:
        """Mark every challenge past its expiry as expired; returns them (for editing messages)."""
        expired = []
        for record in await self.storage.expired_challenges(self.clock()):
            async with self._locked(record.id):
                try:
                    match = await self.get(record.id)
                except UserError:
                    continue
                if match.status != "challenge":
                    continue
                saved = await self.storage.set_status(match.id, match.version, "expired")
                if saved is not None:
                    expired.append(Match(saved, match.game, match.state))
        return expired

    # --- playing -------------------------------------------------------------------------------
    def _active_seat(self, match: Match, user_id: int, expected_version: int | None) -> int:
        """The user's seat in an active match, after the status and version checks (a match that
        ended says so, rather than "the board changed", to a late press of one of its buttons)."""
        seat = match.seat_of(user_id)
        if seat is None:
            raise NotYourMatch()
        if match.status != "active":
            raise UserError("match_not_active", status=match.status)
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
                after = game.apply(state, to_move, parsed)
            except engines.MoveError as exc:
                raise MoveRejected(exc.code, dict(exc.params), game=game.key) from None
            outcome = game.outcome(after)
            ply = len(await self.storage.moves(match_id))
            saved = await self.storage.save_state(
                match_id,
                match.version,
                state=game.dump(after),
                status="finished" if outcome is not None else None,
                result=outcome.to_json() if outcome is not None else None,
                move=(ply, to_move, notation),
                draw_offer_seat=None,  # playing on declines a pending offer
                last_move=last_move_record(parsed, notation, to_move, ply),
            )
            if saved is None:
                raise BoardChanged(await self.get(match_id))
            return Played(Match(saved, game, after), to_move, notation, parsed, ply)

    async def resign(self, match_id: int, user_id: int, *, expected_version: int | None = None) -> Match:
        """The user resigns: every other seat wins."""
        async with self._locked(match_id):
            match = await self.get(match_id)
            seat = self._active_seat(match, user_id, expected_version)
            winners = [s for s in range(len(match.seats)) if s != seat]
            result = {"winners": winners, "reason": "resignation", "scores": None, "by": seat}
            return await self._set_status(match, "finished", result=result, draw_offer_seat=None)

    async def offer_draw(self, match_id: int, user_id: int, *, expected_version: int | None = None) -> Match:
        """Offer a draw; if the other side already offered one, this accepts it."""
        async with self._locked(match_id):
            match = await self.get(match_id)
            seat = self._active_seat(match, user_id, expected_version)
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
        result = match.game.agreed_outcome(match.state).to_json()
        return await self._set_status(match, "finished", result=result, draw_offer_seat=None)

    async def abort(self, match_id: int, user_id: int, *, expected_version: int | None = None) -> Match:
        """Call the match off; allowed until both players have moved (no result, no loser)."""
        async with self._locked(match_id):
            match = await self.get(match_id)
            self._active_seat(match, user_id, expected_version)
            moved = {entry.seat for entry in await self.storage.moves(match_id)}
            if len(moved) >= len(match.seats):
                raise UserError("abort_too_late")
            seat = match.seat_of(user_id)
            return await self._set_status(match, "aborted", result={"reason": "aborted", "by": seat},
                                          draw_offer_seat=None)

    async def _set_status(self, match: Match, status: Any, **changes: Any) -> Match:
        saved = await self.storage.set_status(match.id, match.version, status, **changes)
        if saved is None:
            raise BoardChanged(await self.get(match.id))
        return Match(saved, match.game, match.state)

    # --- Discord bookkeeping (ids only: never game state, no version bump) ---------------------
    async def set_messages(self, match_id: int, **ids: int | None) -> Match:
        """Record Discord ids of the match (thread, board or challenge message)."""
        record = await self.storage.update_match_meta(match_id, **ids)
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


def challengeable(game: engines.Game) -> bool:
    """Games a two-player challenge can start today: two seats allowed, nothing hidden.

    Card tables (hidden hands, up to six seats) need their own flow: private hands in
    ephemeral messages and seats joining before the deal.
    """
    return game.seat_range[0] <= 2 <= game.seat_range[1] and not game.hidden_information


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
