"""The compiled Mak-Yek and Apit-Sodok searcher (engines.ai.fast.makyek_*) behind ``ai.choose``:
the engine's moves, captures and evaluation on random positions, the rulings' perft, the Python
searcher's moves node for node, the no-capture rule's end, and one compiled alphabeta."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import engines
from engines import ai
from engines.ai.fast import makyek_moves as kernel_moves
from engines.ai.fast.jit import COMPILED
from engines.ai.fast.makyek_search import MakYekKernel, MakYekSearcher, alphabeta
from engines.ai.levels import LEVELS, Level
from engines.ai.makyek import MakYekProblem
from engines.ai.search import WON, Searcher
from engines.makyek.game import MakYekGame
from engines.makyek.state import MakYekState
from tests.helpers.games import at
from tests.helpers.makyek import board

GAMES = ["mak-yek", "apit-sodok"]


def _positions(key: str, count: int, seed: int) -> tuple[MakYekGame, list[MakYekState]]:
    """States of seeded random games, 0 to 119 plies in, still going."""
    game = engines.get(key)
    assert isinstance(game, MakYekGame)
    rng, out = random.Random(seed), []
    while len(out) < count:
        state = game.new()
        for _ in range(rng.randrange(120)):
            if game.to_move(state) is None:
                break
            state = game.apply(state, state.side, rng.choice(game.legal_moves(state)))
        if game.to_move(state) is not None:
            out.append(state)
    return game, out


def _listed(kernel: MakYekKernel, buf: kernel_moves.MakYekBuffers, ply: int, count: int) -> list[tuple[int, int, int]]:
    """The kernel's moves as the engine's raw moves (start, end, captured mask), in its order."""
    index = kernel.index
    return [(index[int(buf.frm[ply, i])], index[int(buf.to[ply, i])],
             sum(1 << index[int(buf.caps[ply, i, j])] for j in range(int(buf.ncap[ply, i])))) for i in range(count)]


@pytest.mark.parametrize("key", GAMES)
def test_the_kernel_lists_the_engines_moves_in_its_order_with_its_captures_and_evaluation(key: str) -> None:
    game, states = _positions(key, 150, seed=1)
    problem, kernel = MakYekProblem(game), MakYekKernel(game.rules)
    t, buf = kernel.tables, kernel_moves.buffers()
    with_captures = long_captures = 0
    for state in states:
        pos = problem.position(state)
        own, enemy, side = pos[0], pos[1], pos[2]
        cells = kernel_moves.mailbox(state.men, t)
        expected = game.generator.moves(own, enemy)
        assert _listed(kernel, buf, 0, kernel_moves.legal_moves(cells, side, t, buf, 0)) == expected
        taking = [move for move in expected if move[2]]
        assert _listed(kernel, buf, 1, kernel_moves.captures(cells, side, t, buf, 1)) == taking
        assert kernel_moves.can_move(cells, side, t) == game.generator.can_move(own, enemy)
        assert kernel_moves.evaluate(cells, side, pos[3], t) == problem.evaluate(pos)
        with_captures += bool(taking)
        long_captures += any(move[2].bit_count() >= 2 for move in taking)
    assert with_captures >= 30 and long_captures >= 3


@pytest.mark.parametrize("key, counts", [("mak-yek", [32, 1_008, 40_448]), ("apit-sodok", [32, 1_008, 40_438])])
def test_the_kernels_perft_from_the_start_is_the_rulings(key: str, counts: list[int]) -> None:
    game = engines.get(key)
    kernel = MakYekKernel(game.rules)
    cells = kernel_moves.mailbox(game.new().men, kernel.tables)
    found = [kernel_moves.perft(cells, 0, kernel.tables, kernel_moves.buffers(), 0, depth) for depth in (1, 2, 3)]
    assert found == counts
    assert (cells == kernel_moves.mailbox(game.new().men, kernel.tables)).all()  # unmade to the last man


@pytest.mark.parametrize("key", GAMES)
def test_the_kernel_searches_node_for_node_as_the_python_searcher(key: str) -> None:
    """Same ordering, same budget, same ends: the same move, score, depth and nodes (so a level
    plays as it did before the kernel, only faster)."""
    game, states = _positions(key, 8, seed=5)
    problem, kernel = MakYekProblem(game), MakYekKernel(game.rules)
    for state in states:
        pos = problem.position(state)
        raws = [problem.raw_of(move) for move in game.legal_moves(state)]
        for level in (LEVELS[3], LEVELS[5], LEVELS[7]):
            slow = Searcher(problem, level, random.Random(0)).search(pos, raws)
            fast = MakYekSearcher(kernel, level, random.Random(0)).search(pos, raws)
            assert (fast.move, fast.score, fast.depth, fast.nodes) == (slow.move, slow.score, slow.depth, slow.nodes)


@pytest.mark.parametrize("key", GAMES)
def test_the_no_capture_rule_ends_the_search_as_it_ends_the_game(key: str) -> None:
    """White leads by one man with 49 quiet plies played: any quiet move ends the game won, so
    the search scores a win at once; with the count at 0 it sees no end."""
    game = engines.get(key)
    problem, kernel = MakYekProblem(game), MakYekKernel(game.rules)
    text = board("a1 c1 e1", "h8 f8", "w", "1 0")
    level = replace(LEVELS[8], nodes=20_000)
    for quiet, won in ((49, True), (0, False)):
        state = at(game, f"{text} {quiet}")
        pos = problem.position(state)
        raws = [problem.raw_of(move) for move in game.legal_moves(state)]
        result = MakYekSearcher(kernel, level, random.Random(0)).search(pos, raws)
        assert (result.score >= WON) is won
        assert Searcher(problem, level, random.Random(0)).search(pos, raws).score == result.score


def test_the_bot_plays_mak_yek_on_the_kernel_and_level_8_searches_deeper_than_level_7() -> None:
    game, states = _positions("mak-yek", 3, seed=9)
    for state in states:
        deep = ai.decide(game, state, state.side, level=8, seed=0)
        shallow = ai.decide(game, state, state.side, level=7, seed=0)
        assert deep.move in game.legal_moves(state)
        assert deep.nodes > 10 * shallow.nodes and deep.depth > shallow.depth


@pytest.mark.skipif(not COMPILED, reason="numba is not installed: nothing is compiled")
def test_alphabeta_is_compiled_once() -> None:
    """A second, literal-typed signature of the recursive alphabeta (a constant passed to itself)
    crashed the next process that loaded both from numba's cache."""
    game, states = _positions("apit-sodok", 2, seed=3)
    for state in states:
        ai.choose(game, state, state.side, level=5, seed=1)
    assert len(alphabeta.signatures) == 1


def test_a_level_that_is_not_the_common_table_searches_on_the_kernel_too() -> None:
    game, states = _positions("mak-yek", 1, seed=4)
    problem = MakYekProblem(game)
    level = Level(0, nodes=2_000, depth=3, quiescence=False, noise=0, playouts=0)
    pos = problem.position(states[0])
    raws = [problem.raw_of(move) for move in game.legal_moves(states[0])]
    fast = problem.searcher(level, random.Random(0)).search(pos, raws)
    slow = Searcher(problem, level, random.Random(0)).search(pos, raws)
    assert (fast.move, fast.score, fast.nodes) == (slow.move, slow.score, slow.nodes)
