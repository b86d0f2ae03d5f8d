"""Takebacks in two-player board games: the player who just moved asks to take that move back
until the opponent has moved; the opponent accepts or declines. Accepted, the match returns to
the position before that move as a new version: the log gains a takeback entry (never a deleted
row), the turn and its clock go back to the asker. Off in rated matches unless both players
agreed to them when the match was made (``/challenge takebacks``); never where seats hide things; against
the computer the human's last move and the computer's reply are taken back at once. A match against the
computer is rated only where the server lets such matches count (``rate_computer``): elsewhere its
``rated`` option changes nothing, takebacks included."""

from __future__ import annotations

from typing import Any

from bot.errors import BoardChanged, UserError
from bot.service.core import ServiceCore, standing
from bot.service.exports import ReplaySource, rebuild
from bot.service.moves import Moves
from bot.service.policy import last_move_entry
from bot.service.match import Match
from bot.service.commits import Commit, announced, as_itself, as_takeback
from bot.service.turns import turn_fields
from bot.storage import MoveRow

TAKEBACK_NOTATION = "takeback"


def takebacks_allowed(match: Match, rates_computer: bool = False) -> bool:
    """Two seats, nothing hidden, and takebacks agreed (by default: only in matches that count
    for ratings; ``rates_computer``: the server lets matches against the computer count)."""
    options = match.row.options
    agreed = options.get("takebacks")
    counts = bool(options.get("rated")) and (rates_computer or not match.computers)
    allowed = agreed if isinstance(agreed, bool) else not counts
    return allowed and len(match.seats) == 2 and not match.game.hidden_information


class Takebacks:
    """``ask_takeback`` and ``answer_takeback``, over the service's core (a player's seat checked
    as ``moves`` checks it)."""

    def __init__(self, core: ServiceCore, moves: Moves) -> None:
        self.core = core
        self.moves = moves

    @announced(as_takeback)
    async def ask_takeback(self, match_id: int, user_id: int, *, expected_version: int | None = None) -> Match:
        """``user_id`` asks to take back their last move (against the computer: done at once)."""
        async with self.core.locked(match_id):
            match = await self.core.get(match_id)
            seat = self.moves.active_seat(match, user_id, expected_version)
            rates_computer = bool(match.computers) and (
                await self.core.storage.settings.guild(match.row.guild_id)).rate_computer
            if not takebacks_allowed(match, rates_computer):
                raise UserError("takeback_off")
            moves = standing(await self.core.log_of(match))
            if match.computers:
                if len(moves) < 2 or moves[-1].seat not in match.computers or moves[-2].seat != seat:
                    raise UserError("takeback_nothing")
                return await self._take_back(match, moves, 2, seat)
            if not moves or moves[-1].seat != seat:
                raise UserError("takeback_nothing")
            if match.row.takeback_seat == seat:
                raise UserError("takeback_already_asked")
            return await self.core.set_status(match, "active", takeback_seat=seat)

    async def answer_takeback(self, match_id: int, user_id: int, accept: bool, *,
                              expected_version: int | None = None) -> Match:
        """The opponent accepts (the move is taken back) or declines; the asker may withdraw."""
        return (await self._answer_takeback(match_id, user_id, accept, expected_version)).match

    @announced(as_itself)
    async def _answer_takeback(self, match_id: int, user_id: int, accept: bool,
                               expected_version: int | None) -> Commit:
        """``answer_takeback``, with what was decided: its result alone cannot tell a move taken
        back from a refusal (both leave no question pending)."""
        async with self.core.locked(match_id):
            match = await self.core.get(match_id)
            seat = self.moves.active_seat(match, user_id, expected_version)
            asker = match.row.takeback_seat
            if asker is None:
                raise UserError("takeback_none")
            if asker == seat and accept:
                raise UserError("takeback_own")
            if not accept:  # declined, or withdrawn by the asker
                return Commit("takeback", await self.core.set_status(match, "active", takeback_seat=None),
                              answer="declined")
            taken = await self._take_back(match, standing(await self.core.log_of(match)), 1, asker)
            return Commit("takeback", taken, answer="taken")

    async def _take_back(self, match: Match, moves: list[MoveRow], count: int, asker: int) -> Match:
        options = match.row.options
        kept = moves[:-count]
        source = ReplaySource(match.game.key, len(match.seats), int(options.get("seed", 0)),
                      dict(options.get("engine") or {}), tuple(e.hidden or e.notation for e in kept), None)
        _, replayed, states = rebuild(source)
        ply = match.row.move_count
        last: dict[str, Any] | None = None
        if replayed:
            before = kept[-1]
            # drawn again; ply: the log's last entry, number: its place among the moves kept
            last = last_move_entry(replayed[-1], before.notation, before.seat, ply, len(kept))
        text, decoded = self.core.stored(match.game, states[-1])
        row = await self.core.storage.matches.save_state(
            match.id, match.version, state=text, draw_offer_seat=None, takeback_seat=None,
            move=(ply, asker, TAKEBACK_NOTATION, None, count), last_move=last, **turn_fields(self.core.clock(), match.days),
        )
        if row is None:
            raise BoardChanged(await self.core.get(match.id))
        saved = Match(row, match.game, decoded.state, decoded)
        self.core.armed(saved.row)
        return saved
