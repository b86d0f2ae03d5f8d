"""Between the engine's bitboards and the kernels' mailbox: a board, its key, the moves."""

from __future__ import annotations

import numpy as np

from engines.ai.fast.movegen import Buffers
from engines.ai.fast.tables import Tables
from engines.bits import bits_of
from engines.draughts.movegen import Board, MoveKey


def mailbox(board: Board, size: int) -> np.ndarray:
    cells = np.zeros(size, dtype=np.int8)
    for slot in range(4):
        for cell in bits_of(board[slot]):
            cells[cell] = slot + 1
    return cells


def full_key(cells: np.ndarray, side: int, t: Tables) -> np.uint64:
    key = t.side_key[0] if side else np.uint64(0)
    for cell in np.flatnonzero(cells).tolist():
        key ^= t.zobrist[cells[cell], cell]
    return np.uint64(key)


def move_keys(buf: Buffers, ply: int, count: int) -> list[MoveKey]:
    """The (start, end, captured mask) of the first ``count`` moves of ``buf[ply]``."""
    keys = []
    for i in range(count):
        captured = 0
        for k in range(int(buf.ncap[ply, i])):
            captured |= 1 << int(buf.caps[ply, i, k])
        keys.append((int(buf.frm[ply, i]), int(buf.to[ply, i]), captured))
    return keys
