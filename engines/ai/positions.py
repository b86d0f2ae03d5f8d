"""Scoring whole positions for the analysis and its lessons: seat 0's score in the game's units,
and the searcher's move there. A game's end scores +-WIN or 0; a position with one move worth
searching follows that move (up to a chain of ``FORCED_CHAIN``) instead of searching it."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engines.ai.search import WIN, WON, SearchResult, searcher_for
from engines.base import AnyGame

#: forced moves followed in a row to score a position with one legal move.
FORCED_CHAIN = 16


def one_ply_further(score: Any) -> int:
    """The score of a position whose only move leads to one scored ``score``: the same, but a
    forced end one ply further away (annotated records write its distance)."""
    return int(score - 1 if score >= WON else score + 1 if score <= -WON else score)


def mover(game: AnyGame, state: Any) -> int:
    """The seat to move in ``state`` (a ValueError once the game is over)."""
    seat = game.to_move(state)
    if seat is None:
        raise ValueError("the game is over: nobody moves")
    return seat


def search(problem: Any, strength: Any, state: Any, moves: Sequence[Any], rng: random.Random,
           stop: Callable[[], bool] | None = None) -> tuple[Any, int]:
    """The searcher's pick among ``moves`` (legal moves of ``state``) and its score for the side
    to move, in the game's units."""
    move, result = search_result(problem, strength, state, moves, rng, stop)
    return move, int(result.score)


def search_result(problem: Any, strength: Any, state: Any, moves: Sequence[Any], rng: random.Random,
                  stop: Callable[[], bool] | None = None) -> tuple[Any, SearchResult[Any]]:
    """:func:`search`'s pick and the searcher's whole result (its depth and nodes)."""
    raws = [problem.raw_of(move) for move in moves]
    result = searcher_for(problem, strength, rng, stop).search(problem.position(state), raws)
    return moves[next(i for i, raw in enumerate(raws) if raw is result.move)], result


class Positions:
    """Scores positions (seat 0's view, the game's units) and names the searcher's move there."""

    def __init__(self, game: AnyGame, problem: Any, strength: Any, stop: Callable[[], bool] | None = None) -> None:
        self.game, self.problem, self.strength, self.stop = game, problem, strength, stop

    def candidates(self, state: Any, legal: Sequence[Any] | None = None) -> list[Any]:
        """The moves worth searching among ``legal`` (the legal moves of ``state``, found when not given)."""
        moves = list(self.game.legal_moves(state) if legal is None else legal)
        return self.problem.root_moves(moves) or moves

    def search(self, state: Any, moves: Sequence[Any]) -> tuple[Any, int]:
        """The searcher's pick among ``moves`` and its score for the side to move (see :func:`search`)."""
        return search(self.problem, self.strength, state, moves, random.Random(0), self.stop)

    def score(self, state: Any, legal: Sequence[Any] | None = None, chain: int = FORCED_CHAIN) -> tuple[int, Any]:
        """Seat 0's score of ``state`` and the searcher's move there (``legal``: its legal moves,
        when the caller has them)."""
        game, problem = self.game, self.problem
        outcome = game.outcome(state)
        seat = game.to_move(state)
        if outcome is not None or seat is None:
            winners = outcome.winners if outcome is not None else ()
            return (WIN if 0 in winners else -WIN if winners else 0), None
        candidates = self.candidates(state, legal)
        sign = 1 if seat == 0 else -1
        if len(candidates) == 1:
            if not chain:
                return sign * problem.evaluate(problem.position(state)), candidates[0]
            return one_ply_further(self.score(game.apply(state, seat, candidates[0]), None, chain - 1)[0]), candidates[0]
        best, score = self.search(state, candidates)
        return sign * score, best
