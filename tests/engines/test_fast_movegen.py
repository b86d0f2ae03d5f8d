"""The compiled draughts generator (engines.ai.fast) against the engine's own: the same moves
(start, end, captured set) on positions from seeded random games in both variants, the same
boards and keys after make and unmake, and the published perft of international draughts."""

from __future__ import annotations

import random

import numpy as np
import pytest

import engines
from engines.ai.fast import board as fast_board
from engines.ai.fast import movegen, tables
from engines.draughts.movegen import move_key

VARIANTS = ("dames", "dames-turques")


def _kernel(key: str):  # type: ignore[no-untyped-def]
    game = engines.get(key)
    geometry = game.rules.geometry
    size = geometry.rows * geometry.stride
    return game, tables.build(game.rules), movegen.buffers(size), size


def _random_positions(game, count: int, seed: int):  # type: ignore[no-untyped-def]
    """Boards and sides met in random games (biased towards captures, so kings and long captures come)."""
    rng = random.Random(seed)
    generator = game.generator
    found = []
    while len(found) < count:
        start = game.new()
        board, side = start.board, start.side
        for _ in range(160):
            moves = generator.legal_raw(board, side)
            if not moves:
                break
            found.append((board, side))
            board = generator.play(board, side, rng.choice(moves))
            side = 1 - side
    return found[:count]


@pytest.mark.parametrize("key", VARIANTS)
def test_the_kernel_finds_the_engines_moves_and_plays_them_alike(key: str) -> None:
    game, t, buf, size = _kernel(key)
    generator = game.generator
    kings = long_captures = 0
    for board, side in _random_positions(game, 2500, seed=30):
        cells = fast_board.mailbox(board, size)
        count = movegen.legal_moves(cells, side, t, buf, 0)
        expected = [move_key(raw) for raw in generator.legal_raw(board, side)]
        found = fast_board.move_keys(buf, 0, count)
        assert sorted(found) == sorted(expected), (board, side)
        kings += bool(board[1] | board[3])
        long_captures += any(bin(captured).count("1") >= 3 for _, _, captured in expected)
        key_before = fast_board.full_key(cells, side, t)
        raws = {move_key(raw): raw for raw in generator.legal_raw(board, side)}
        for i, found_key in enumerate(found):
            after_key = movegen.make(cells, side, key_before, t, buf, 0, i)
            assert np.array_equal(cells, fast_board.mailbox(generator.play(board, side, raws[found_key]), size))
            assert after_key == fast_board.full_key(cells, 1 - side, t)
            movegen.unmake(cells, buf, 0, i)
        assert np.array_equal(cells, fast_board.mailbox(board, size))
    assert kings > 200 and long_captures > 5, (kings, long_captures)


@pytest.mark.parametrize("key, depth", [("dames", 4), ("dames-turques", 4)])
def test_the_kernels_perft_is_the_engines(key: str, depth: int) -> None:
    game, t, buf, size = _kernel(key)
    start = game.new()
    cells = fast_board.mailbox(start.board, size)
    expected = game.generator.perft(start.board, start.side, depth)
    assert movegen.perft(cells, start.side, fast_board.full_key(cells, start.side, t), t, buf, 0, depth) == expected


def test_the_kernels_perft_is_the_published_one_for_international_draughts() -> None:
    game, t, buf, size = _kernel("dames")
    start = game.new()
    cells = fast_board.mailbox(start.board, size)
    key = fast_board.full_key(cells, start.side, t)
    counts = [movegen.perft(cells, start.side, key, t, buf, 0, depth) for depth in range(1, 7)]
    assert counts == [9, 81, 658, 4265, 27117, 167140]
