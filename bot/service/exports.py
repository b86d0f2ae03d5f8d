"""A match's whole game from its seed and move log: its record (``/export``) and, for replays,
every position in order. The start is rebuilt as the match began (``game.new`` with its seats,
seed and engine options) and the log replayed move by move; if that does not reach the stored
state, the match is unavailable rather than exported wrong."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import datetime
from typing import Any

import engines
from bot.errors import MatchUnavailable
from bot.service.core import ServiceCore
from bot.service.record import Match

log = logging.getLogger(__name__)

#: how a stored result's reason reads in a record's ``Termination`` (lidraughts' words).
TERMINATIONS = {"timeout": "Time forfeit", "resignation": "Resignation", "agreement": "Agreement"}


class ExportsMixin(ServiceCore):
    """``replay`` and ``record_text`` of ``GameService``."""

    async def replay(self, match: Match) -> tuple[Any, list[Any]]:
        """The start state of ``match`` and every move played since (engine Move objects)."""
        if match.state is None:
            raise MatchUnavailable(match.id)
        game, options = match.game, match.record.options
        entries = await self._log(match)
        try:
            start = game.new(seats=len(match.seats), seed=int(options.get("seed", 0)),
                             options=options.get("engine") or {})
            state, moves = start, []
            for entry in entries:
                move = game.parse_move(state, entry.hidden or entry.notation)
                state = game.apply(state, entry.seat, move)
                moves.append(move)
        except (ValueError, engines.MoveError) as exc:
            log.error("match %s cannot be replayed: %s", match.id, type(exc).__name__)
            raise MatchUnavailable(match.id) from None
        if game.dump(state) != game.dump(match.state):
            log.error("match %s cannot be replayed: its log does not reach its position", match.id)
            raise MatchUnavailable(match.id)
        return start, moves

    async def record_text(self, match: Match, names: Mapping[int, str], site: str) -> str:
        """The match's record (PDN for the draughts games): the players' ``names`` by seat, the
        ``site`` (a link to the match). What a game hides (hands) appears only once the match
        is over and only if its players chose ``reveal``."""
        start, moves = await self.replay(match)
        record = match.record
        tags = {
            "Event": f"{'Rated' if record.options.get('rated') else 'Casual'} game, match #{match.id}",
            "Site": site,
            "Date": _date(record.created_at),
            "TimeControl": "-" if match.days is None else f"1/{match.days * 86400}",
        }
        if match.status == "finished" and record.result:
            outcome = engines.Outcome.from_json(record.result)
            tags["Result"] = match.game.result_token(outcome)
            tags["Termination"] = TERMINATIONS.get(outcome.reason, "Normal")
        elif match.status == "aborted":
            tags["Termination"] = "Abandoned"
        tags.update({match.game.seat_tag(seat): names[seat] for seat in range(len(match.seats)) if seat in names})
        reveal = bool(record.options.get("reveal")) and match.status == "finished"
        return match.game.record(start, moves, tags, reveal=reveal)


def _date(moment: datetime) -> str:
    return moment.strftime("%Y.%m.%d")
