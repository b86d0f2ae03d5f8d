"""Each board game's search problem (its bitboard generator behind ``engines.ai.search``), made
once per game object and kept: ``choose`` and ``assess`` both search through it."""

from __future__ import annotations

from typing import Any

from engines.ai.draughts import DraughtsProblem
from engines.ai.macadam import MacadamProblem
from engines.ai.makyek import MakYekProblem
from engines.base import AnyGame
from engines.draughts.game import DraughtsGame
from engines.macadam.game import MacadamGame
from engines.makyek.game import MakYekGame


def _problem_for(game: AnyGame) -> Any:
    if isinstance(game, DraughtsGame):
        return DraughtsProblem(game)
    if isinstance(game, MakYekGame):
        return MakYekProblem(game)
    if isinstance(game, MacadamGame):
        return MacadamProblem()
    return None


_PROBLEMS: dict[int, Any] = {}


def problem_of(game: AnyGame) -> Any:
    """The search problem of ``game`` (the same object every call); None for a game the
    alpha-beta search does not play (the card game)."""
    problem = _PROBLEMS.get(id(game))
    if problem is None:
        problem = _PROBLEMS[id(game)] = _problem_for(game)
    return problem
