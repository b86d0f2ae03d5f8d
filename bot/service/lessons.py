"""Learning from one's mistakes (issue 29): the lessons of a player of an analysed match, read from
the stored analysis (``engines.ai.lessons``), and the verdict on a move they try there.

Nothing is stored: a lesson is the stored analysis, the match and the lesson's number, so a
lesson's controls keep working over a restart. A tried move is judged in the computer's pool,
behind its fair queue and ahead of the games' moves (the asker waits): :func:`judge_try` is a
module-level function of plain values (the position as the game dumps it, moves in notation).
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import engines
from bot.errors import UnknownMatch, UserError
from bot.service.analyses import Analyses
from bot.service.core import ServiceCore
from bot.service.match import Match
from bot.service.searches import SearchQueue
from engines import ai
from engines.ai.analysis import AnalysisReport, replay
from engines.ai.lessons import best_chance as best_chance_of

#: lessons whose best move's score is kept (a few bytes each).
KEPT_BEST = 512


def judge_try(game_key: str, state: Mapping[str, Any], index: int, seat: int, played: str, best: str,
              win_loss: float, best_chance: float | None, tried: str, level: int) -> dict[str, Any]:
    """The verdict on ``tried`` in ``state``, the position before ply ``index`` (runs in a worker),
    with the best move's win chance (``best_chance`` when the caller had it, else scored here)."""
    game = engines.get(game_key)
    loaded = game.load(dict(state))
    lesson = ai.Lesson(index, seat, game.parse_move(loaded, played), game.parse_move(loaded, best), win_loss,
                       best_chance)
    if lesson.best_chance is None:
        lesson = replace(lesson, best_chance=best_chance_of(game, loaded, lesson, level))
    verdict = ai.try_move(game, loaded, lesson, game.parse_move(loaded, tried), level)
    return {"accepted": verdict.accepted, "best": verdict.best, "best_chance": lesson.best_chance}


@dataclass(frozen=True)
class Plan:
    """The lessons of ``seat`` (its user asked) in ``match``'s analysis ``report``."""

    match: Match
    report: AnalysisReport
    seat: int
    lessons: list[ai.Lesson]

    def lesson(self, number: int, ply: int | None = None) -> ai.Lesson:
        """Lesson ``number`` (from 0), checked to be about ply ``ply`` when it is given: refused
        (``UserError``) when the analysis has no such lesson of this player's."""
        if not 0 <= number < len(self.lessons) or ply is not None and self.lessons[number].index != ply:
            if ply is not None and 0 <= ply < len(self.report.plies) and self.report.plies[ply].seat != self.seat:
                raise UserError("lesson_not_yours", match_id=self.match.id)
            raise UserError("lesson_stale", match_id=self.match.id)
        return self.lessons[number]

    def position(self, lesson: ai.Lesson) -> Any:
        """The position ``lesson`` asks about."""
        return replay(self.match.game, self.report.start, [ply.move for ply in self.report.plies])[0][lesson.index]


class Lessons:
    """``plan`` and ``judge``, over the stored analyses (``Analyses``) and the computer's queue."""

    def __init__(self, core: ServiceCore, searches: SearchQueue, analyses: Analyses) -> None:
        self.core = core
        self.searches = searches
        self.analyses = analyses
        #: (match, level, ply) -> the lesson's best move's win chance, so a try costs one search.
        self._best: OrderedDict[tuple[int, int, int], float] = OrderedDict()

    async def plan(self, match_id: int, user_id: int, guild_id: int | None, level: int) -> Plan:
        """``user_id``'s lessons in the analysis at ``level`` of match ``match_id`` of server
        ``guild_id``. Refused (``UserError``): someone who did not play it, a player without a
        lesson, an analysis that is not (or no longer) stored at that level."""
        match = await self.core.get(match_id)
        if match.row.guild_id != guild_id or match.state is None:
            raise UnknownMatch(match_id)
        seat = match.seat_of(user_id)
        if seat is None:
            raise UserError("lesson_not_a_player", match_id=match_id)
        if level != self.analyses.level:
            raise UserError("lesson_stale", match_id=match_id)
        try:
            report = await self.analyses.stored_report(match)
        except UserError:
            raise UserError("lesson_stale", match_id=match_id) from None
        found = ai.lessons(report, seat)
        if not found:
            raise UserError("lesson_none", match_id=match_id)
        return Plan(match, report, seat, found)

    async def judge(self, plan: Plan, lesson: ai.Lesson, state: Any, tried: Any, user_id: int) -> dict[str, bool]:
        """``{"accepted", "best"}``: the verdict on ``tried`` (a legal move of ``state``, the
        lesson's position)."""
        game, level = plan.match.game, plan.report.level
        key = (plan.match.id, level, lesson.index)
        work = functools.partial(judge_try, game.key, game.dump(state), lesson.index, lesson.seat,
                                 game.format_move(state, lesson.played), game.format_move(state, lesson.best),
                                 lesson.win_loss, self._best.get(key), game.format_move(state, tried), level)
        result: dict[str, Any] = await self.searches.run(user_id, work, urgent=True)
        self._best[key] = result["best_chance"]
        self._best.move_to_end(key)
        while len(self._best) > KEPT_BEST:
            self._best.popitem(last=False)
        return {"accepted": result["accepted"], "best": result["best"]}


__all__ = ["Lessons", "Plan", "judge_try"]
