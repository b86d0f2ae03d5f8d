"""Learning from one's mistakes, as lichess' "learn from your mistakes" does: the positions of a
finished game where a player gave away most, each a question (find a better move), and the
verdict on a move the player tries.

    for lesson in ai.lessons(report, seat):          # the worst first, at most five
        state_before = replay(game, report.start, moves)[0][lesson.index]
        verdict = ai.try_move(game, state_before, lesson, move)

A tried move is accepted when it keeps the win chance within ``ACCEPT_WITHIN`` (0.04 on the -1..1
scale) of the searcher's best there. Both moves are scored the same way, by a search of the
position after them at the analysis' level, so that neither is favoured by the search's horizon.
Pure and deterministic.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from engines.ai.analysis import AnalysisReport, NotAnalysable
from engines.ai.levels import level_of
from engines.ai.positions import Positions
from engines.ai.problems import problem_of
from engines.ai.win_curves import win_chance
from engines.base import AnyGame

#: a tried move within this much win chance of the best (-1..1 scale) is accepted, as lichess does.
ACCEPT_WITHIN = 0.04
#: the positions a player is asked about, at most.
MOST_LESSONS = 5


@dataclass(frozen=True)
class Lesson:
    """Ply ``index`` of the game: ``seat`` played ``played`` where ``best`` was better, giving away
    ``win_loss`` of win chance (-1..1 scale)."""

    index: int
    seat: int
    played: Any
    best: Any
    win_loss: float
    #: the mover's win chance after ``best`` as :func:`best_chance` scores it, once known.
    best_chance: float | None = None


@dataclass(frozen=True)
class Verdict:
    """What a tried move is worth: ``accepted`` within ``ACCEPT_WITHIN`` of the best; ``short`` the
    win chance it falls short of the best by (0 or more); ``best`` whether it is the best move."""

    accepted: bool
    short: float
    best: bool


def lessons(report: AnalysisReport, seat: int, most: int = MOST_LESSONS) -> list[Lesson]:
    """The moves of ``seat`` judged inaccurate or worse, those that gave away most first (ties: the
    earlier first), at most ``most``."""
    judged = [ply for ply in report.plies if ply.seat == seat and ply.judgement is not None]
    judged.sort(key=lambda ply: (-ply.win_loss, ply.index))
    return [Lesson(ply.index, ply.seat, ply.move, ply.best, ply.win_loss) for ply in judged[:most]]


def best_chance(game: AnyGame, state: Any, lesson: Lesson, level: int = 7) -> float:
    """The mover's win chance (-1..1) after ``lesson``'s best move in ``state``, scored as a tried
    move is: once per lesson (``Lesson.best_chance``), so that a try costs one search."""
    return _chance_after(game, state, lesson, lesson.best, level)


def try_move(game: AnyGame, state: Any, lesson: Lesson, move: Any, level: int = 7) -> Verdict:
    """The verdict on ``move`` (a legal move of ``state``, the position before ``lesson``'s ply);
    the best move is scored here unless ``lesson.best_chance`` holds its score already."""
    if move == lesson.best:
        return Verdict(True, 0.0, True)
    best = lesson.best_chance if lesson.best_chance is not None else best_chance(game, state, lesson, level)
    short = max(0.0, best - _chance_after(game, state, lesson, move, level))
    return Verdict(short <= ACCEPT_WITHIN, short, False)


def _chance_after(game: AnyGame, state: Any, lesson: Lesson, move: Any, level: int) -> float:
    problem = problem_of(game)
    if problem is None or game.hidden_information:
        raise NotAnalysable(f"{game.key} has no lessons")
    scorer = Positions(game, problem, dataclasses.replace(level_of(level), noise=0))
    score, _ = scorer.score(game.apply(state, lesson.seat, move))
    return win_chance(game.key, score if lesson.seat == 0 else -score)
