"""Quiescence leaves ask for less than every move and search exactly as when they listed them all:
Macadam (no captures) and a draughts position without a capture only ask whether a move
exists, Mak-Yek lists only its captures. Also: the draughts evaluation's square values summed
by byte equal the sum over the pieces."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

import engines
from engines.ai.draughts import DraughtsProblem, _by_byte, _square_sum
from engines.ai.levels import LEVELS
from engines.ai.makyek import MakYekProblem
from engines.ai.macadam import MacadamProblem
from engines.ai.search import Searcher
from engines.bits import bits_of
from engines.macadam.movegen import generate, move_key, some_move
from tests.helpers.games import random_plies


def assert_cheap_leaves_search_as_the_full_listing(problem: Any, pos: Any, raws: Any, level: int) -> None:
    """The same move, score, depth and node count as a copy of ``problem`` whose quiescence
    leaves list every move (the reference)."""
    reference = copy.copy(problem)
    reference.leaf_moves = problem.moves
    cheap, full = (Searcher(p, LEVELS[level], random.Random(0)).search(pos, raws) for p in (problem, reference))
    assert (cheap.move, cheap.score, cheap.depth, cheap.nodes) == (full.move, full.score, full.depth, full.nodes)


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
        problem = MacadamProblem()
        raws = [problem.raw_of(m) for m in problem.root_moves(game.legal_moves(state))]
        for level in (3, 5):
            assert_cheap_leaves_search_as_the_full_listing(problem, problem.position(state), raws, level)


def _after_random_plies(key: str, seed: int, plies: int) -> Any:
    """The state of a seeded random game after ``plies`` moves (or at its end)."""
    game = engines.get(key)
    state = game.new()
    for _, _, state in random_plies(game, state, random.Random(seed), limit=plies):
        pass
    return state


def _draughts_boards(key: str, count: int) -> list[tuple[int, int, int, int]]:
    """Boards of seeded random games, the same with every other man crowned and with every man
    crowned (random play seldom crowns), so the men's and the kings' branches are both met."""
    out = []
    for seed in range(count):
        state = _after_random_plies(key, seed, 10 + 5 * seed)
        men0, kings0, men1, kings1 = state.board
        half0 = sum(1 << cell for i, cell in enumerate(bits_of(men0)) if i % 2)
        half1 = sum(1 << cell for i, cell in enumerate(bits_of(men1)) if i % 2)
        out += [
            state.board,
            (men0 & ~half0, kings0 | half0, men1 & ~half1, kings1 | half1),
            (0, men0 | kings0, 0, men1 | kings1),
        ]
    return out


@pytest.mark.parametrize("key", ["dames", "dames-turques"])
def test_a_draughts_plain_move_is_found_exactly_when_the_side_has_one(key: str) -> None:
    generator = engines.get(key).generator
    for board in _draughts_boards(key, 20):
        for side in (0, 1):
            found = generator.some_quiet_move(board, side)
            listed = generator.quiet_moves(board, side)
            assert (found is not None) == bool(listed)
            assert found is None or found in listed


@pytest.mark.parametrize("key", ["dames", "dames-turques"])
def test_draughts_search_with_cheap_leaves_equals_the_full_listing(key: str) -> None:
    game = engines.get(key)
    searched = 0
    for board in _draughts_boards(key, 12)[::3]:
        raws = game.generator.legal_raw(board, 0)
        if len(raws) < 2:
            continue
        searched += 1
        problem = DraughtsProblem(game)
        for level in (3, 6):
            assert_cheap_leaves_search_as_the_full_listing(problem, (board, 0, problem.full_key(board, 0)), raws, level)
    assert searched >= 8


def test_square_values_summed_by_byte_equal_the_sum_over_the_pieces() -> None:
    rng = random.Random(7)
    values = {cell: rng.randrange(-20, 40) for cell in range(66) if cell % 11 != 10}  # gaps, as a padded board has
    sums = _by_byte(values)
    for _ in range(300):
        mask = sum(1 << cell for cell in values if rng.random() < 0.3)
        assert _square_sum(sums, mask) == sum(values[cell] for cell in bits_of(mask))
    assert _square_sum(sums, 0) == 0


def _makyek_positions(key: str, count: int) -> list[tuple[int, int]]:
    """(men to move, other men) of seeded random games, both sides' points of view."""
    out = []
    for seed in range(count):
        state = _after_random_plies(key, seed, 4 + 4 * seed)
        out += [(state.men[0], state.men[1]), (state.men[1], state.men[0])]
    return out


@pytest.mark.parametrize("key", ["mak-yek", "apit-sodok"])
def test_makyek_captures_are_the_taking_moves_of_the_full_list_in_its_order(key: str) -> None:
    generator = engines.get(key).generator
    with_captures = 0
    for own, enemy in _makyek_positions(key, 30):
        listed = generator.moves(own, enemy)
        captures = generator.captures(own, enemy)
        assert captures == [move for move in listed if move[2]]
        with_captures += bool(captures)
        some = generator.some_move(own, enemy)
        assert (some is not None) == bool(listed)
        assert some is None or some in listed
    assert with_captures >= 10


@pytest.mark.parametrize("key", ["mak-yek", "apit-sodok"])
def test_makyek_search_with_cheap_leaves_equals_the_full_listing(key: str) -> None:
    game = engines.get(key)
    for own, enemy in _makyek_positions(key, 12)[1::5]:
        raws = game.generator.moves(own, enemy)
        for level in (3, 5):
            assert_cheap_leaves_search_as_the_full_listing(MakYekProblem(game), (own, enemy, 0, 0, 0, 50), raws, level)
