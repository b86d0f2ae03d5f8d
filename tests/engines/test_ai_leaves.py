"""Quiescence leaves: a game without captures asks only whether a move exists, and searches
exactly as when it listed every move."""

from __future__ import annotations

import random

import engines
from engines.ai.levels import LEVELS
from engines.ai.macadam import MacadamProblem
from engines.ai.search import Searcher
from engines.macadam.movegen import generate, move_key, some_move


class ListingEveryMove(MacadamProblem):
    """The reference: every leaf lists all its moves."""

    def leaf_moves(self, pos):  # type: ignore[no-untyped-def]
        return self.moves(pos)


def test_some_move_exists_exactly_when_moves_do() -> None:
    game = engines.get("macadam")
    for seed in range(40):
        rng, state = random.Random(seed), game.new()
        while game.outcome(state) is None:
            for seat in (0, 1):
                found = some_move(state.pawns, seat)
                listed = generate(state.pawns, seat)
                assert (found is not None) == bool(listed)
                assert found is None or move_key(found[0], found[-1]) in listed  # a real move
            state = game.apply(state, game.to_move(state), rng.choice(list(game.legal_moves(state))))


def test_macadam_search_with_cheap_leaves_equals_the_full_listing() -> None:
    game = engines.get("macadam")
    for seed in range(4):
        rng, state = random.Random(seed), game.new()
        for _ in range(6 + 3 * seed):
            state = game.apply(state, game.to_move(state), rng.choice(list(game.legal_moves(state))))
        for level in (3, 5):
            results = []
            for problem in (MacadamProblem(), ListingEveryMove()):
                moves = problem.root_moves(game.legal_moves(state))
                raws = [problem.raw_of(m) for m in moves]
                found = Searcher(problem, LEVELS[level], random.Random(0)).search(problem.position(state), raws)
                results.append((found.move, found.score, found.depth, found.nodes))
            assert results[0] == results[1]
