"""The words of ``/analyse`` (issue 29): the progress line, and the reply under the chart: each
player's accuracy and counts of inaccuracies, mistakes and blunders, then the biggest turning
points with the move played and the better one. Pure: the report and the names in, text out.

Under the reply, a "Learn from your mistakes" button (``bot.present.lessons``) when a player
has lessons."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot import i18n
from engines.ai import AnalysisReport, PlyAnalysis
from engines.base import AnyGame

#: how many turning points the reply shows (each with a board).
TURNING_POINTS = 3
#: a judged move's mark, as annotated records write them.
MARKS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}


@dataclass(frozen=True)
class TurningPoint:
    """A move that gave away much of its player's win chance: ``before``, the position it was
    played in (the board the reply shows), with the move and the better one in notation."""

    ply: PlyAnalysis
    before: Any
    move: str
    best: str


def turning_points(game: AnyGame, report: AnalysisReport, count: int = TURNING_POINTS) -> list[TurningPoint]:
    """The ``count`` moves that gave away the most win chance (none that gave nothing), in the
    order they were played."""
    chosen = sorted((ply for ply in report.plies if ply.win_loss > 0 and ply.best is not None),
                    key=lambda ply: (-ply.win_loss, ply.index))[:count]
    wanted = {ply.index for ply in chosen}
    points, state = [], report.start
    for ply in report.plies:
        if ply.index in wanted:
            points.append(TurningPoint(ply, state, game.format_move(state, ply.move), game.format_move(state, ply.best)))
        state = game.apply(state, ply.seat, ply.move)
    return points


def progress_text(lang: str, match_id: int, game_key: str, done: int, total: int) -> str:
    game = i18n.game_name(lang, game_key)
    if not done:
        return i18n.t(lang, "analysis.queued", match_id=match_id, game=game)
    return i18n.t(lang, "analysis.progress", match_id=match_id, game=game, done=done, total=total)


def _percent(chance: float) -> int:
    """A win chance on the -1..1 scale in percent."""
    return round((1 + chance) * 50)


def analysis_text(lang: str, match_id: int, game_key: str, report: AnalysisReport, names: Sequence[str],
                  colours: Sequence[str], turns: Sequence[TurningPoint]) -> str:
    """The reply: the title, a line per player, then the turning points (``turning_points``)."""
    lines = [i18n.t(lang, "analysis.title", match_id=match_id, game=i18n.game_name(lang, game_key),
                    level=report.level)]
    if not report.plies:
        return "\n".join([*lines, i18n.t(lang, "analysis.no_moves")])
    for seat in sorted(report.accuracy):
        counts = report.counts(seat)
        lines.append(i18n.t(lang, "analysis.player", name=_name(names, seat),
                            colour=i18n.colour(lang, colours, seat, capital=lang != "fr"),
                            accuracy=round(report.accuracy[seat]), inaccuracies=counts["inaccuracy"],
                            mistakes=counts["mistake"], blunders=counts["blunder"]))
    if not turns:
        return "\n".join([*lines, i18n.t(lang, "analysis.no_turns")])
    lines.append(i18n.t(lang, "analysis.turns"))
    for rank, turn in enumerate(turns, 1):
        ply = turn.ply
        lines.append(i18n.t(lang, "analysis.turn", rank=rank, number=ply.index + 1, name=_name(names, ply.seat),
                            move=turn.move, mark=MARKS.get(ply.judgement or "", ""), best=turn.best,
                            before=_percent(ply.chance_before), after=_percent(ply.chance_after)))
    return "\n".join(lines)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else str(seat + 1)


def chart_marks(report: AnalysisReport) -> list[tuple[int, str]]:
    """The moves the chart marks: ``(index, judgement)`` of each mistake and blunder."""
    return [(ply.index, ply.judgement) for ply in report.plies if ply.judgement in ("mistake", "blunder")]


__all__ = ["MARKS", "TURNING_POINTS", "TurningPoint", "analysis_text", "chart_marks", "progress_text", "turning_points"]
