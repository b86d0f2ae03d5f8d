"""The compiled Mak-Yek and Apit-Sodok move generator and evaluation, on a mailbox.

The board is 10x10 with a frame: ``board[cell]`` is 0 (empty), 1 (seat 0's man), 2 (seat 1's
man) or 3 (the frame, off the board), ``cell = (rank) * 10 + file + 1`` for rank 1..8, file 0..7.
The frame stops every walk, so no walk tests the edge.

What a landing takes does not depend on which man lands: the cells a man crosses are empty and
its start cell lies on the ray it came along, so that ray can hold no enemy man next to the
landing cell (engines.makyek.captures, whose rules these are). Each empty cell's captures are
therefore found once per generation, then given to every man that can slide there.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from engines.ai.fast.jit import njit
from engines.makyek.rules import MakYekRules

MAX_PLY = 72
MAX_MOVES = 256
#: at most 15 enemy men can be taken by one move.
MAX_CAPS = 16
FRAME = 3
#: north, south, east, west: opposite directions are ``k ^ 1``.
STEPS = (10, -10, 1, -1)
#: lead and quiet-ply keys cover leads of -LEAD_SPAN..LEAD_SPAN and counts up to QUIET_SPAN.
LEAD_SPAN = 64
QUIET_SPAN = 1024


class MakYekTables(NamedTuple):
    #: the 64 cells of the board, in the engine's index order (a1, a2, ..., h8).
    cells: np.ndarray
    #: inner[cell]: 1 on the 36 cells off the board's outer ring.
    inner: np.ndarray
    #: lines[0]: 1 when captures take whole runs (Apit-Sodok).
    lines: np.ndarray
    #: zobrist[piece, cell]; side_key[0]: seat 1 to move; lead_key[lead + LEAD_SPAN], seat 0's
    #: lead in captures; quiet_key[plies without a capture].
    zobrist: np.ndarray
    side_key: np.ndarray
    lead_key: np.ndarray
    quiet_key: np.ndarray


class MakYekBuffers(NamedTuple):
    frm: np.ndarray
    to: np.ndarray
    ncap: np.ndarray
    caps: np.ndarray
    #: per ply: the move ordering's scores.
    order: np.ndarray
    #: scratch of one generation: each cell's captures (count, cells).
    land_n: np.ndarray
    land_caps: np.ndarray


def mailbox_cell(index: int) -> int:
    """The mailbox cell of the engine's cell ``index`` (``file * 8 + rank - 1``)."""
    file, rank = divmod(index, 8)
    return (rank + 1) * 10 + file + 1


def build(rules: MakYekRules) -> MakYekTables:
    cells = np.array([mailbox_cell(i) for i in range(64)], dtype=np.int64)
    inner = np.zeros(100, dtype=np.int8)
    for i in range(64):
        file, rank = divmod(i, 8)
        inner[cells[i]] = 1 <= file <= 6 and 1 <= rank <= 6
    rng = np.random.default_rng(0x3A4_7E4)  # fixed: the same keys in every process
    high = np.iinfo(np.int64).max

    def keys(*shape: int) -> np.ndarray:
        return rng.integers(0, high, size=shape, dtype=np.int64).astype(np.uint64)

    return MakYekTables(
        cells=cells,
        inner=inner,
        lines=np.array([1 if rules.line_captures else 0], dtype=np.int8),
        zobrist=keys(3, 100),
        side_key=keys(1),
        lead_key=keys(2 * LEAD_SPAN + 1),
        quiet_key=keys(QUIET_SPAN + 1),
    )


def buffers() -> MakYekBuffers:
    return MakYekBuffers(
        frm=np.zeros((MAX_PLY, MAX_MOVES), dtype=np.int16),
        to=np.zeros((MAX_PLY, MAX_MOVES), dtype=np.int16),
        ncap=np.zeros((MAX_PLY, MAX_MOVES), dtype=np.int8),
        caps=np.zeros((MAX_PLY, MAX_MOVES, MAX_CAPS), dtype=np.int16),
        order=np.zeros((MAX_PLY, MAX_MOVES), dtype=np.int64),
        land_n=np.zeros(100, dtype=np.int8),
        land_caps=np.zeros((100, MAX_CAPS), dtype=np.int16),
    )


def mailbox(men: tuple[int, int], t: MakYekTables) -> np.ndarray:
    """The mailbox of the engine's bitboards (seat 0's men, seat 1's men)."""
    board = np.full(100, FRAME, dtype=np.int8)
    board[t.cells] = 0
    for seat in (0, 1):
        rest = men[seat]
        while rest:
            low = rest & -rest
            rest ^= low
            board[t.cells[low.bit_length() - 1]] = seat + 1
    return board


def full_key(board: np.ndarray, side: int, t: MakYekTables) -> np.uint64:
    """The key of the men and the side to move (the lead and quiet plies are added at each node)."""
    key = t.side_key[0] if side else np.uint64(0)
    for cell in t.cells.tolist():
        if board[cell]:
            key ^= t.zobrist[board[cell], cell]
    return np.uint64(key)


@njit
def _run(board: np.ndarray, cell: int, step: int, foe: int, lines: int) -> int:
    """Enemy men in a row from the neighbour of ``cell`` along ``step`` (at most one without lines)."""
    n = 0
    at = cell + step
    while board[at] == foe:
        n += 1
        if not lines:
            break
        at += step
    return n


@njit
def landing_captures(board: np.ndarray, cell: int, me: int, foe: int, lines: int, out: np.ndarray) -> int:
    """The enemy men a man of ``me`` landing on the empty ``cell`` takes, written to ``out``: a run
    closed by an own man (interception), and both runs when the cell lies between enemy men
    (intervention). Their count."""
    n = 0
    for k in range(4):
        step = STEPS[k]
        run = _run(board, cell, step, foe, lines)
        if run == 0:
            continue
        if board[cell + (run + 1) * step] != me and _run(board, cell, STEPS[k ^ 1], foe, lines) == 0:
            continue
        for j in range(1, run + 1):
            out[n] = cell + j * step
            n += 1
    return n


@njit
def _scan_landings(board: np.ndarray, me: int, foe: int, t: MakYekTables, buf: MakYekBuffers) -> int:
    """Each empty cell's captures into the scratch; how many cells take something."""
    lines = t.lines[0]
    hot = 0
    for cell in t.cells:
        if board[cell] == 0:
            n = landing_captures(board, cell, me, foe, lines, buf.land_caps[cell])
            buf.land_n[cell] = n
            if n:
                hot += 1
        else:
            buf.land_n[cell] = 0
    return hot


@njit
def _add(buf: MakYekBuffers, ply: int, n: int, frm: int, to: int) -> int:
    buf.frm[ply, n] = frm
    buf.to[ply, n] = to
    count = buf.land_n[to]
    buf.ncap[ply, n] = count
    for j in range(count):
        buf.caps[ply, n, j] = buf.land_caps[to, j]
    return n + 1


@njit
def _slides(board: np.ndarray, me: int, t: MakYekTables, buf: MakYekBuffers, ply: int, only_captures: bool) -> int:
    """The slides of ``me``'s men into ``buf[ply]``, in the engine's order: by start cell, then by
    landing cell (west from the farthest, south from the farthest, north, east)."""
    n = 0
    for frm in t.cells:
        if board[frm] != me:
            continue
        for k in (3, 1):  # west, south: the farthest landing comes first
            step = STEPS[k]
            far = frm
            while board[far + step] == 0:
                far += step
            to = far
            while to != frm:
                if not only_captures or buf.land_n[to]:
                    n = _add(buf, ply, n, frm, to)
                to -= step
        for k in (0, 2):  # north, east: the nearest first
            step = STEPS[k]
            to = frm + step
            while board[to] == 0:
                if not only_captures or buf.land_n[to]:
                    n = _add(buf, ply, n, frm, to)
                to += step
    return n


@njit
def legal_moves(board: np.ndarray, side: int, t: MakYekTables, buf: MakYekBuffers, ply: int) -> int:
    """Every move of ``side`` into ``buf[ply]``: rook slides of one man, with what each takes."""
    _scan_landings(board, side + 1, 2 - side, t, buf)
    return _slides(board, side + 1, t, buf, ply, False)


@njit
def captures(board: np.ndarray, side: int, t: MakYekTables, buf: MakYekBuffers, ply: int) -> int:
    """The moves of ``side`` that take something, in the same order."""
    if _scan_landings(board, side + 1, 2 - side, t, buf) == 0:
        return 0
    return _slides(board, side + 1, t, buf, ply, True)


@njit
def can_move(board: np.ndarray, side: int, t: MakYekTables) -> bool:
    """Whether some man of ``side`` has an empty neighbour."""
    me = side + 1
    for cell in t.cells:
        if board[cell] == me:
            for k in range(4):
                if board[cell + STEPS[k]] == 0:
                    return True
    return False


@njit
def make(board: np.ndarray, side: int, key: np.uint64, t: MakYekTables, buf: MakYekBuffers, ply: int,
         i: int) -> np.uint64:
    """Plays move ``i`` of ``buf[ply]`` on ``board``; the new key (the other side to move)."""
    frm, to = buf.frm[ply, i], buf.to[ply, i]
    me, foe = side + 1, 2 - side
    key ^= t.zobrist[me, frm] ^ t.zobrist[me, to] ^ t.side_key[0]
    board[frm] = 0
    board[to] = me
    for j in range(buf.ncap[ply, i]):
        cell = buf.caps[ply, i, j]
        key ^= t.zobrist[foe, cell]
        board[cell] = 0
    return key


@njit
def unmake(board: np.ndarray, side: int, buf: MakYekBuffers, ply: int, i: int) -> None:
    foe = 2 - side
    for j in range(buf.ncap[ply, i]):
        board[buf.caps[ply, i, j]] = foe
    board[buf.to[ply, i]] = 0
    board[buf.frm[ply, i]] = side + 1


@njit
def _threatened(board: np.ndarray, cell: int, me: int, foe: int, lines: int) -> bool:
    """engines.ai.makyek's threat cells: enemy men on both sides, or an enemy man alongside with an
    own man (Mak-Yek) or any man (Apit-Sodok: a superset of its landings) right behind it."""
    for k in range(4):
        near = board[cell + STEPS[k]]
        if near != foe:
            continue
        if board[cell + STEPS[k ^ 1]] == foe:
            return True
        far = board[cell + 2 * STEPS[k]]
        if far == me or (lines and far == foe):
            return True
    return False


#: the evaluation's weights (engines.ai.makyek's): a man taken, a threat cell, a man off the edges.
MAN, THREAT, INNER = 100, 6, 2


@njit
def evaluate(board: np.ndarray, side: int, lead: int, t: MakYekTables) -> int:
    """The side to move's score: its lead in captures, threat cells and men kept off the edges."""
    me, foe = side + 1, 2 - side
    lines = t.lines[0]
    threats = 0
    inner = 0
    for cell in t.cells:
        piece = board[cell]
        if piece == 0:
            if _threatened(board, cell, me, foe, lines):
                threats += 1
            if _threatened(board, cell, foe, me, lines):
                threats -= 1
        elif t.inner[cell]:
            inner += 1 if piece == me else -1
    return MAN * lead + THREAT * threats + INNER * inner


@njit
def perft(board: np.ndarray, side: int, t: MakYekTables, buf: MakYekBuffers, ply: int, depth: int) -> int:
    """Move sequences of length ``depth``, the game's end rules ignored (as the engine's perft)."""
    n = legal_moves(board, side, t, buf, ply)
    if depth <= 1:
        return n if depth == 1 else 1
    total = 0
    for i in range(n):
        make(board, side, np.uint64(0), t, buf, ply, i)
        total += perft(board, 1 - side, t, buf, ply + 1, depth - 1)
        unmake(board, side, buf, ply, i)
    return total
