"""Quiescence leaves ask for less than every move and search exactly as when they listed them all:
Macadam (no captures) and a draughts position without a capture only ask whether a move
exists, Mak-Yek lists only its captures. Also: the draughts evaluation's square values summed
by byte equal the sum over the pieces."""

from __future__ import annotations

import random

import pytest

import engines
from engines.ai.draughts import DraughtsProblem, _by_byte, _square_sum
from engines.ai.levels import LEVELS
from engines.ai.makyek import MakYekProblem
from engines.ai.macadam import MacadamProblem
from engines.ai.search import Searcher
from engines.bits import bits_of
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


class DraughtsListingEveryMove(DraughtsProblem):
    """The reference: every draughts leaf lists all its legal moves."""

    def leaf_moves(self, pos):  # type: ignore[no-untyped-def]
        return self.moves(pos)


def _draughts_boards(key: str, count: int) -> list[tuple[int, int, int, int]]:
    """Boards of seeded random games, the same with every other man crowned and with every man
    crowned (random play seldom crowns), so the men's and the kings' branches are both met."""
    game, out = engines.get(key), []
    for seed in range(count):
        rng, state = random.Random(seed), game.new()
        for _ in range(10 + 5 * seed):
            if game.outcome(state) is not None:
                break
            state = game.apply(state, game.to_move(state), rng.choice(list(game.legal_moves(state))))
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
        for level in (3, 6):
            results = []
            for problem in (DraughtsProblem(game), DraughtsListingEveryMove(game)):
                found = Searcher(problem, LEVELS[level], random.Random(0)).search((board, 0, problem.full_key(board, 0)), raws)
                results.append((found.move, found.score, found.depth, found.nodes))
            assert results[0] == results[1]
    assert searched >= 8


def test_square_values_summed_by_byte_equal_the_sum_over_the_pieces() -> None:
    rng = random.Random(7)
    values = {cell: rng.randrange(-20, 40) for cell in range(66) if cell % 11 != 10}  # gaps, as a padded board has
    sums = _by_byte(values)
    for _ in range(300):
        mask = sum(1 << cell for cell in values if rng.random() < 0.3)
        assert _square_sum(sums, mask) == sum(values[cell] for cell in bits_of(mask))
    assert _square_sum(sums, 0) == 0


class MakYekListingEveryMove(MakYekProblem):
    """The reference: every Mak-Yek leaf lists all its moves."""

    def leaf_moves(self, pos):  # type: ignore[no-untyped-def]
        return self.moves(pos)


def _makyek_positions(key: str, count: int) -> list[tuple[int, int]]:
    """(men to move, other men) of seeded random games, both sides' points of view."""
    game, out = engines.get(key), []
    for seed in range(count):
        rng, state = random.Random(seed), game.new()
        for _ in range(4 + 4 * seed):
            if game.outcome(state) is not None:
                break
            state = game.apply(state, game.to_move(state), rng.choice(list(game.legal_moves(state))))
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
            results = []
            for problem in (MakYekProblem(game), MakYekListingEveryMove(game)):
                found = Searcher(problem, LEVELS[level], random.Random(0)).search((own, enemy, 0, 0), raws)
                results.append((found.move, found.score, found.depth, found.nodes))
            assert results[0] == results[1]
