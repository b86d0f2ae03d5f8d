"""Computer players for every game of the table, in eight levels.

    from engines import ai
    move = ai.choose(game, state, seat, level=5, seed=0)

``choose`` returns one of ``game.legal_moves(state)``, the move of ``seat`` (who must be the seat
to act). The same (state, level, seed) always gives the same move: levels are budgets of nodes,
depth and playouts (``engines.ai.levels``), never of time. ``stop``, when given, is the caller's
clock: a callable that answers True once the search must end (the engines read no clock).
``decide`` (same arguments) gives the same move with the depth and nodes of its search.

The board games are searched by alpha-beta (``engines.ai.search``) over each family's own
bitboard generator; the card game, whose hands are hidden, by information-set Monte Carlo tree
search that reads the state only through ``game.player_view(state, seat)``.

``analyse(game, start, moves, level=7)`` reviews a finished board game move by move
(``engines.ai.analysis``): evaluations, win chances, judgements and each player's accuracy;
``lessons(report, seat)`` and ``try_move`` turn a player's worst moves into questions
(``engines.ai.lessons``); ``puzzles.mine(game, start, moves, report)`` finds the shots a player
missed, checked by a deeper search, and ``puzzles.check_answer`` judges a solver's move
(``engines.ai.puzzles``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from engines.ai.analysis import AnalysisReport, AnalysisStopped, NotAnalysable, PlyAnalysis, analyse
from engines.ai.lessons import Lesson, Verdict, lessons, try_move
from engines.ai.assess import Assessment, assess
from engines.ai.ismcts import World, choose_hidden
from engines.ai.levels import LEVELS, Level, level_of, own_level
from engines.ai.macadam_cartes import PlayoutTable
from engines.ai.positions import search_result
from engines.ai.problems import problem_of
from engines.ai.puzzles import Puzzle
from engines.base import AnyGame
from engines.cards.macadam_cartes.game import MacadamCartesGame
from engines.cards.macadam_cartes.views import HandView


class RootProblem(Protocol):
    """What a family's search problem adds for the root: the game's state and moves."""

    def position(self, state: Any) -> Any: ...

    def raw_of(self, move: Any) -> Any: ...

    def root_moves(self, moves: Sequence[Any]) -> list[Any]: ...


def choose(
    game: AnyGame,
    state: Any,
    seat: int,
    level: int = 3,
    seed: int = 0,
    stop: Callable[[], bool] | None = None,
) -> Any:
    """The computer's move for ``seat`` at ``level`` (1..8); see the module docstring."""
    return decide(game, state, seat, level, seed, stop).move


@dataclass(frozen=True)
class Decision:
    """:func:`choose`'s move with what the search behind it did (the benchmarks print it)."""

    move: Any
    #: the last completed depth of the alpha-beta search (0: one move worth searching, or the
    #: card game's Monte Carlo search, which has no depth).
    depth: int
    nodes: int


def decide(
    game: AnyGame,
    state: Any,
    seat: int,
    level: int = 3,
    seed: int = 0,
    stop: Callable[[], bool] | None = None,
) -> Decision:
    """:func:`choose`'s move (the very same) and its search's depth and nodes."""
    strength = level_of(level)
    if game.to_move(state) != seat:
        raise ValueError(f"seat {seat} is not the seat to act")
    moves = game.legal_moves(state)
    if not moves:
        raise ValueError("there is no legal move to choose")
    rng = random.Random(f"{game.key}:{level}:{seed}")
    if isinstance(game, MacadamCartesGame):
        move = choose_hidden(_card_world(game), game.player_view(state, seat), seat, strength, rng, stop)
        return Decision(move, 0, 0)
    problem = problem_of(game)
    if problem is None:
        raise ValueError(f"no computer player for {game.key}")
    # the game's own row says how often this level overlooks a capture; searcher_for maps the row
    oversight = own_level(strength, problem.levels).oversight
    if oversight and rng.random() < oversight:
        strength = replace(strength, quiescence=False)
    move, result = search_result(problem, strength, state, problem.root_moves(moves), rng, stop)
    return Decision(move, result.depth, result.nodes)


def _card_world(game: MacadamCartesGame) -> Callable[[Any, int, random.Random], World]:
    def sample(view: Any, seat: int, rng: random.Random) -> World:
        if not isinstance(view, HandView):
            raise TypeError("a computer seat searches from its own seat's view (with its hand)")
        return PlayoutTable(game.determinize(view, seat, rng))

    return sample


__all__ = [
    "LEVELS",
    "AnalysisReport",
    "AnalysisStopped",
    "Decision",
    "Assessment",
    "Lesson",
    "Level",
    "NotAnalysable",
    "PlyAnalysis",
    "Puzzle",
    "Verdict",
    "analyse",
    "assess",
    "choose",
    "decide",
    "lessons",
    "level_of",
    "try_move",
]
