"""A draughts variant's rules as numpy arrays, built once per variant for the compiled kernels.

Cells keep the geometry's padded indices (``row * (cols + 1) + col``), so the kernels' moves are
the generator's own raw moves. A board is a mailbox: ``board[cell]`` is 0 (empty), 1 (seat 0's
man), 2 (seat 0's king), 3 (seat 1's man) or 4 (seat 1's king).
"""

from __future__ import annotations

import random
from typing import NamedTuple

import numpy as np

from engines.draughts.rules import DraughtsRules

EMPTY = 0
#: a seat's man and king in the mailbox: ``1 + 2 * seat`` and ``2 + 2 * seat``.
PIECES = 5


class Tables(NamedTuple):
    #: step[d, cell]: the neighbour in direction d, or -1.
    step: np.ndarray
    #: ray[d, cell, k]: the k-th cell from ``cell`` towards the edge; raylen[d, cell] of them.
    ray: np.ndarray
    raylen: np.ndarray
    #: reverse[d]: the opposite direction.
    reverse: np.ndarray
    king_dirs: np.ndarray
    #: per seat, a man's plain-move and capture directions.
    man_steps: np.ndarray
    man_jumps: np.ndarray
    #: crown[seat, cell]: 1 on the seat's crown row.
    crown: np.ndarray
    #: remove_captured_at_once, crown_during_capture, no_reversal, lone_kings_draw.
    flags: np.ndarray
    #: the playable cells, ascending.
    cells: np.ndarray
    #: zobrist[piece, cell]; side_key[0]: seat 1 to move.
    zobrist: np.ndarray
    side_key: np.ndarray
    #: the evaluation's square tables per seat, and each cell's distance to the crown row.
    man_square: np.ndarray
    king_square: np.ndarray
    #: wing[cell]: -1 left half, +1 right half, 0 the middle column.
    wing: np.ndarray


def build(rules: DraughtsRules) -> Tables:
    g = rules.geometry
    directions = list(g.directions)
    size = g.rows * g.stride
    ndir = len(directions)
    longest = max(len(g.ray[d][i]) for d in directions for i in range(size))
    step = np.full((ndir, size), -1, dtype=np.int16)
    ray = np.full((ndir, size, max(longest, 1)), -1, dtype=np.int16)
    raylen = np.zeros((ndir, size), dtype=np.int16)
    for n, d in enumerate(directions):
        for i in range(size):
            step[n, i] = g.step[d][i]
            cells = g.ray[d][i]
            raylen[n, i] = len(cells)
            ray[n, i, : len(cells)] = cells
    playable = np.array(sorted(g.index_of_label.values()), dtype=np.int16)
    crown = np.zeros((2, size), dtype=np.int8)
    man_square = np.zeros((2, size), dtype=np.int32)
    king_square = np.zeros((2, size), dtype=np.int32)
    wing = np.zeros(size, dtype=np.int8)
    centre = (g.cols - 1) / 2
    for cell in playable.tolist():
        row, col = g.row(cell), g.col(cell)
        central = 1 - abs(col - centre) / centre
        wing[cell] = -1 if col < centre else 1 if col > centre else 0
        for seat in (0, 1):
            to_go = abs(row - rules.crown_rows[seat])
            crown[seat, cell] = to_go == 0
            advance = (g.rows - 1 - to_go) * 3 + (12 if to_go == 1 else 0)
            man_square[seat, cell] = advance + round(6 * central) + (5 if to_go == g.rows - 1 else 0)
            king_square[seat, cell] = round(8 * central)
    width = max(len(seat) for seat in rules.man_steps)
    man_steps = np.full((2, width), -1, dtype=np.int8)
    man_jumps = np.full((2, max(len(seat) for seat in rules.man_jumps)), -1, dtype=np.int8)
    for seat in (0, 1):
        for n, d in enumerate(rules.man_steps[seat]):
            man_steps[seat, n] = directions.index(d)
        for n, d in enumerate(rules.man_jumps[seat]):
            man_jumps[seat, n] = directions.index(d)
    zobrist_rng = random.Random(0x5EED_FA57)  # fixed: the same keys in every process
    zobrist = np.zeros((PIECES, size), dtype=np.uint64)
    for piece in range(1, PIECES):
        for cell in playable.tolist():
            zobrist[piece, cell] = zobrist_rng.getrandbits(63)
    return Tables(
        step=step,
        ray=ray,
        raylen=raylen,
        reverse=np.array([directions.index((-dr, -dc)) for dr, dc in directions], dtype=np.int8),
        king_dirs=np.array([directions.index(d) for d in rules.king_directions], dtype=np.int8),
        man_steps=man_steps,
        man_jumps=man_jumps,
        crown=crown,
        flags=np.array(
            [rules.remove_captured_at_once, rules.crown_during_capture, rules.no_reversal, rules.lone_kings_draw],
            dtype=np.int8,
        ),
        cells=playable,
        zobrist=zobrist,
        side_key=np.array([zobrist_rng.getrandbits(63)], dtype=np.uint64),
        man_square=man_square,
        king_square=king_square,
        wing=wing,
    )
