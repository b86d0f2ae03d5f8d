"""Playing: a move (the one way one is committed: ``commit_move``), resigning, draw offers and
calling a match off."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import engines
from bot import kinds
from bot.errors import BoardChanged, MoveRejected, NotYourMatch, UserError
from bot.service.core import ServiceCore, standing
from bot.service.policy import draws_allowed, last_move_entry, resignation_result
from bot.service.match import Match, Played
from bot.service.commits import announced, as_match, as_move
from bot.service.turns import after_move_fields
from bot.storage import UNSET


def timed_out(match: Match, now: datetime) -> bool:
    """The turn being played has a deadline and it has come."""
    deadline = match.row.turn_deadline
    return deadline is not None and deadline <= now


class Moves:
    """Moves, resignations, draws and aborts, over the service's core."""

    def __init__(self, core: ServiceCore) -> None:
        self.core = core

    async def commit_move(self, match: Match, seat: int, move: Any, counted: dict[str, Any] | None = None, *,
                          on_time: bool = False) -> Played | None:
        """Play ``move`` for ``seat`` and save it with its log entry and last move (the public
        text only: never a secret), if ``match`` is still at its version (and, ``on_time``, its
        turn's deadline is still to come when the save is written); None when it is not
        (nothing saved). The scheduler is not told: the caller arms the last row it saves.
        ``counted``: the clock plays the seat by default, with its timeout counts (see
        ``turns.after_move_fields``). Raises the engine's MoveError for an illegal move."""
        game, state = match.game, match.state
        notation = game.format_move(state, move)
        public = game.public_move_text(state, move)
        after = game.apply(state, seat, move)
        outcome = game.outcome(after)
        ply = match.row.move_count
        number = await self._standing_count(match) + 1
        text, decoded = self.core.stored(game, after)
        saved = await self.core.storage.matches.save_state(
            match.id,
            match.version,
            state=text,
            status="finished" if outcome is not None else None,
            result=game.result_json(after, outcome) if outcome is not None else UNSET,
            move=(ply, seat, public, notation if notation != public else None),
            draw_offer_seat=None,  # playing on declines a pending offer
            takeback_seat=None,  # and a takeback request
            last_move={**last_move_entry(move, public, seat, ply, number),
                       **({"by_clock": True} if counted is not None else {})},
            **after_move_fields(match, after, seat, self.core.clock(), counted),
            on_time=on_time,
        )
        return None if saved is None else Played(Match(saved, game, decoded.state, decoded), seat, notation, move, ply, public)

    async def _standing_count(self, match: Match) -> int:
        """How many moves of ``match`` stand (its log less what takebacks withdrew): the stored
        last move's number; the log is read only when there is none (no move yet or all taken
        back, or a match saved before numbers were kept)."""
        last = match.row.last_move
        number = last.get("number") if last is not None else None
        if isinstance(number, int):
            return number
        if match.row.move_count == 0:
            return 0
        return len(standing(await self.core.log_of(match)))

    def active_seat(self, match: Match, user_id: int, expected_version: int | None) -> int:
        """The user's seat in an active match, after the status and version checks (a match that
        ended says so, rather than "the board changed", to a late press of one of its buttons)."""
        seat = match.seat_of(user_id)
        if seat is None:
            raise NotYourMatch()
        kinds.need_running(match)
        if expected_version is not None and match.version != expected_version:
            raise BoardChanged(match)
        return seat

    @announced(as_move)
    async def play(
        self, match_id: int, user_id: int, move: str | Any, *, expected_version: int | None = None
    ) -> Played:
        """Play ``move`` (notation text or a move object) for ``user_id``; returns once committed.
        Refused (``turn_time_up``) once the turn's deadline has come: the clock's timeout applies
        instead, as it would have had it come first."""
        async with self.core.locked(match_id):
            match = await self.core.get(match_id)
            self.active_seat(match, user_id, expected_version)
            game, state = match.game, match.state
            to_move = game.to_move(state)
            if to_move is None:
                raise MoveRejected("game_over", {}, game=game.key)
            seats = match.row.seats_of(user_id)
            if to_move not in seats:
                raise MoveRejected("not_your_turn", {"seat": seats[0], "to_move": to_move}, game=game.key)
            if timed_out(match, self.core.clock()):
                raise UserError("turn_time_up")
            try:
                parsed = game.parse_move(state, move) if isinstance(move, str) else move
                played = await self.commit_move(match, to_move, parsed, on_time=True)
            except engines.MoveError as exc:
                raise MoveRejected(exc.code, dict(exc.params), game=game.key,
                                   unread=isinstance(exc, engines.BadNotation)) from None
            if played is None:
                current = await self.core.get(match_id)
                if current.version == match.version:  # not saved, though nothing else was: the deadline came
                    raise UserError("turn_time_up")
                raise BoardChanged(current)
            self.core.armed(played.match.row)
            return played

    @announced(as_match("result"))
    async def resign(self, match_id: int, user_id: int, *, expected_version: int | None = None) -> Match:
        """The user resigns. With two seats the other one wins. At a table of three or more the
        game ends for everyone: the resigner cannot win, the others are ranked as if they had
        agreed to stop (``agreed_outcome``: the scores so far), see ``resignation_result``."""
        async with self.core.locked(match_id):
            match = await self.core.get(match_id)
            seat = self.active_seat(match, user_id, expected_version)
            result = resignation_result(match.game, match.state, seat, len(match.seats))
            return await self.core.set_status(match, "finished", result=result, draw_offer_seat=None)

    @announced(as_match("draw"))
    async def offer_draw(self, match_id: int, user_id: int, *, expected_version: int | None = None) -> Match:
        """Offer a draw; if the other side already offered one, this accepts it. Two seats only:
        at a table of three or more there are no offers (``draw_table``)."""
        async with self.core.locked(match_id):
            match = await self.core.get(match_id)
            seat = self.active_seat(match, user_id, expected_version)
            if not draws_allowed(match):
                raise UserError("draw_table")
            pending = match.row.draw_offer_seat
            if pending is not None and pending != seat:
                return await self.agree(match, seat)
            if pending == seat:
                raise UserError("draw_already_offered")
            return await self.core.set_status(match, "active", draw_offer_seat=seat)

    @announced(as_match("draw"))
    async def answer_draw(
        self, match_id: int, user_id: int, accept: bool, *, expected_version: int | None = None,
        origin: int | None = None,
    ) -> Match:
        """The side that did not offer accepts (game ends by agreement) or declines; ``origin``:
        the offer's message the answer came from (carried on the commit, for its publisher)."""
        async with self.core.locked(match_id):
            match = await self.core.get(match_id)
            seat = self.active_seat(match, user_id, expected_version)
            pending = match.row.draw_offer_seat
            if pending is None:
                raise UserError("no_draw_offer")
            if pending == seat:
                if accept:
                    raise UserError("draw_own_offer")
                return await self.core.set_status(match, "active", draw_offer_seat=None)  # withdraw
            if accept:
                return await self.agree(match, seat)
            return await self.core.set_status(match, "active", draw_offer_seat=None)

    async def agree(self, match: Match, by: int) -> Match:
        """Both sides agreed to stop; ``by`` is the seat whose answer ended the match."""
        result = {**match.game.result_json(match.state, match.game.agreed_outcome(match.state)), "by": by}
        return await self.core.set_status(match, "finished", result=result, draw_offer_seat=None)

    @announced(as_match("result"))
    async def abort(self, match_id: int, user_id: int, *, expected_version: int | None = None) -> Match:
        """Call the match off; allowed until both players have moved (no result, no loser)."""
        async with self.core.locked(match_id):
            match = await self.core.get(match_id)
            self.active_seat(match, user_id, expected_version)
            if match.tournament is not None:
                raise UserError("abort_tournament")  # its board needs a result: resign instead
            moved = {entry.seat for entry in standing(await self.core.log_of(match))}
            if len(moved) >= len(match.seats):
                raise UserError("abort_too_late")
            seat = match.seat_of(user_id)
            return await self.core.set_status(match, "aborted", result={"reason": "aborted", "by": seat},
                                          draw_offer_seat=None)
