"""Scoring whole positions for the analysis and its lessons: seat 0's score in the game's units,
and the searcher's move there. A game's end scores +-WIN or 0; a position with one move worth
searching follows that move (up to a chain of ``FORCED_CHAIN``) instead of searching it."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.ai.search import WIN, WON, Searcher
from engines.base import AnyGame

#: forced moves followed in a row to score a position with one legal move.
FORCED_CHAIN = 16


def one_ply_further(score: Any) -> int:
    """The score of a position whose only move leads to one scored ``score``: the same, but a
    forced end one ply further away (annotated records write its distance)."""
    return int(score - 1 if score >= WON else score + 1 if score <= -WON else score)


class Positions:
    """Scores positions (seat 0's view, the game's units) and names the searcher's move there."""

    def __init__(self, game: AnyGame, problem: Any, strength: Any, stop: Callable[[], bool] | None = None) -> None:
        self.game, self.problem, self.strength, self.stop = game, problem, strength, stop

    def candidates(self, state: Any) -> list[Any]:
        moves = list(self.game.legal_moves(state))
        return self.problem.root_moves(moves) or moves

    def score(self, state: Any, chain: int = FORCED_CHAIN) -> tuple[int, Any]:
        game, problem = self.game, self.problem
        outcome = game.outcome(state)
        seat = game.to_move(state)
        if outcome is not None or seat is None:
            winners = outcome.winners if outcome is not None else ()
            return (WIN if 0 in winners else -WIN if winners else 0), None
        candidates = self.candidates(state)
        sign = 1 if seat == 0 else -1
        if len(candidates) == 1:
            if not chain:
                return sign * problem.evaluate(problem.position(state)), candidates[0]
            return one_ply_further(self.score(game.apply(state, seat, candidates[0]), chain - 1)[0]), candidates[0]
        raws = [problem.raw_of(move) for move in candidates]
        searcher: Searcher[Any, Any] = Searcher(problem, self.strength, random.Random(0), self.stop)
        result = searcher.search(problem.position(state), raws)
        best = candidates[next(i for i, raw in enumerate(raws) if raw is result.move)]
        return sign * result.score, best
