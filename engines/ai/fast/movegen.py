"""The compiled draughts move generator: every legal move of a mailbox board, make and unmake
with an incremental Zobrist key. Generic over the variants through :class:`Tables` (directions,
flying kings, captured pieces removed at once or at the end, crowning during a capture, no
180-degree turn); the majority rule applies in both. It finds the moves that
``engines.draughts.movegen`` finds, each once (start, end and captured set), first path first.

Moves live in per-ply buffers (:class:`Buffers`): ``frm``, ``to``, ``crowned``, ``ncap`` and the
captured cells ``caps``; ``undo`` keeps what a move took, for ``unmake``.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from engines.ai.fast.jit import njit
from engines.ai.fast.tables import Tables

MAX_PLY = 72
MAX_MOVES = 320
MAX_CAPS = 24


class Buffers(NamedTuple):
    frm: np.ndarray
    to: np.ndarray
    crowned: np.ndarray
    ncap: np.ndarray
    caps: np.ndarray
    #: undo[ply, 0]: the moving piece; undo[ply, 1 + k]: the k-th captured piece.
    undo: np.ndarray
    #: the capture being walked: its captured cells so far, and the cells marked as jumped.
    path: np.ndarray
    marks: np.ndarray
    stack: np.ndarray
    #: per ply: the move ordering's scores.
    order: np.ndarray


def buffers(size: int) -> Buffers:
    return Buffers(
        frm=np.zeros((MAX_PLY, MAX_MOVES), dtype=np.int16),
        to=np.zeros((MAX_PLY, MAX_MOVES), dtype=np.int16),
        crowned=np.zeros((MAX_PLY, MAX_MOVES), dtype=np.int8),
        ncap=np.zeros((MAX_PLY, MAX_MOVES), dtype=np.int8),
        caps=np.zeros((MAX_PLY, MAX_MOVES, MAX_CAPS), dtype=np.int16),
        undo=np.zeros((MAX_PLY, MAX_CAPS + 1), dtype=np.int8),
        path=np.zeros(MAX_CAPS, dtype=np.int16),
        marks=np.zeros(size, dtype=np.int8),
        stack=np.zeros((MAX_CAPS + 1, 8), dtype=np.int32),
        order=np.zeros((MAX_PLY, MAX_MOVES), dtype=np.int64),
    )


@njit
def _is_enemy(piece: int, side: int) -> bool:
    return piece != 0 and (piece - 1) // 2 != side


@njit
def _record(buf: Buffers, ply: int, n: int, frm: int, to: int, crowned: int, ncap: int) -> int:
    """Adds the capture just walked unless it is shorter than the best so far or already listed;
    returns the new count (0 first when it beats the best)."""
    best = buf.ncap[ply, 0] if n else 0
    if ncap < best:
        return n
    if ncap > best:
        n = 0
    path = buf.path
    for other in range(n):
        if buf.frm[ply, other] != frm or buf.to[ply, other] != to:
            continue
        same = True
        for k in range(ncap):
            found = False
            for j in range(ncap):
                if buf.caps[ply, other, j] == path[k]:
                    found = True
                    break
            if not found:
                same = False
                break
        if same:
            return n
    if n >= MAX_MOVES:
        return n
    buf.frm[ply, n] = frm
    buf.to[ply, n] = to
    buf.crowned[ply, n] = crowned
    buf.ncap[ply, n] = ncap
    for k in range(ncap):
        buf.caps[ply, n, k] = path[k]
    return n + 1


@njit
def _man_can_take(board: np.ndarray, side: int, t: Tables, frm: int) -> bool:
    for d in t.man_jumps[side]:
        if d < 0:
            continue
        over = t.step[d, frm]
        if over >= 0 and _is_enemy(board[over], side):
            land = t.step[d, over]
            if land >= 0 and board[land] == 0:
                return True
    return False


@njit
def can_capture(board: np.ndarray, side: int, t: Tables) -> bool:
    """Whether ``side`` would have a capture if it were to move (no move is generated)."""
    man, king = 1 + 2 * side, 2 + 2 * side
    for frm in t.cells:
        piece = board[frm]
        if piece == man:
            if _man_can_take(board, side, t, frm):
                return True
        elif piece == king:
            for d in t.king_dirs:
                length = t.raylen[d, frm]
                k = 0
                while k < length and board[t.ray[d, frm, k]] == 0:
                    k += 1
                if k + 1 < length and _is_enemy(board[t.ray[d, frm, k]], side) and board[t.ray[d, frm, k + 1]] == 0:
                    return True
    return False


@njit
def captures(board: np.ndarray, side: int, t: Tables, buf: Buffers, ply: int) -> int:
    """The legal captures of ``side`` into ``buf[ply]`` (the longest only); their count.

    Each piece's captures are walked depth first with an explicit stack (numba cannot cache a
    caller of a recursion, and one call per position keeps the calls' overhead low): level ``l``
    has taken ``l`` pieces. Directions go in the geometry's order and a king's landings nearest
    first, as the engine's generator does."""
    at_once = t.flags[0] != 0
    crown_now = t.flags[1] != 0
    no_reversal = t.flags[2] != 0
    marks, path, stack = buf.marks, buf.path, buf.stack
    # stack[l]: cur, king, last direction, next direction index, landing index (-1 none, -2 a man's
    # jump under way), the cell jumped, the piece taken there, whether the walk went on.
    CUR, KING, LAST, DIR, LAND, OVER, TAKEN, EXT = 0, 1, 2, 3, 4, 5, 6, 7
    n = 0
    for frm in t.cells:
        piece = board[frm]
        if piece == 0 or (piece - 1) // 2 != side:
            continue
        man = piece != 2 + 2 * side
        if man and not _man_can_take(board, side, t, frm):
            continue
        board[frm] = 0
        level = 0
        stack[0, CUR], stack[0, KING], stack[0, LAST] = frm, 0 if man else 1, -1
        stack[0, DIR], stack[0, LAND], stack[0, EXT] = 0, -1, 0
        while level >= 0:
            cur, king = stack[level, CUR], stack[level, KING] != 0
            land = stack[level, LAND]
            if land != -1:
                d = t.king_dirs[stack[level, DIR]] if king else t.man_jumps[side, stack[level, DIR]]
                if land >= 0 and land < t.raylen[d, cur] and board[t.ray[d, cur, land]] == 0 and level + 1 < MAX_CAPS:
                    stack[level, LAND] = land + 1
                    stack[level, EXT] = 1
                    child = level + 1
                    stack[child, CUR], stack[child, KING], stack[child, LAST] = t.ray[d, cur, land], 1, d
                    stack[child, DIR], stack[child, LAND], stack[child, EXT] = 0, -1, 0
                    level = child
                    continue
                over = stack[level, OVER]
                board[over] = stack[level, TAKEN]
                marks[over] = 0
                stack[level, LAND] = -1
                stack[level, DIR] += 1
                continue
            dirs = t.king_dirs if king else t.man_jumps[side]
            index = stack[level, DIR]
            if index >= len(dirs) or dirs[index] < 0:
                if not stack[level, EXT] and level:
                    crowned = man and (t.crown[side, cur] != 0 or king)
                    n = _record(buf, ply, n, frm, cur, 1 if crowned else 0, level)
                level -= 1
                continue
            d = dirs[index]
            if no_reversal and stack[level, LAST] >= 0 and d == t.reverse[stack[level, LAST]]:
                stack[level, DIR] += 1
                continue
            if king:
                length = t.raylen[d, cur]
                k = 0
                while k < length and board[t.ray[d, cur, k]] == 0:
                    k += 1
                if k + 1 >= length:
                    stack[level, DIR] += 1
                    continue
                over = t.ray[d, cur, k]
                if not _is_enemy(board[over], side) or marks[over] or board[t.ray[d, cur, k + 1]] != 0:
                    stack[level, DIR] += 1
                    continue
                stack[level, LAND] = k + 1
            else:
                over = t.step[d, cur]
                if over < 0 or not _is_enemy(board[over], side) or marks[over]:
                    stack[level, DIR] += 1
                    continue
                target = t.step[d, over]
                if target < 0 or board[target] != 0 or level + 1 >= MAX_CAPS:
                    stack[level, DIR] += 1
                    continue
                stack[level, LAND] = -2
                stack[level, EXT] = 1
                child = level + 1
                stack[child, CUR], stack[child, LAST] = target, d
                stack[child, KING] = 1 if crown_now and t.crown[side, target] != 0 else 0
                stack[child, DIR], stack[child, LAND], stack[child, EXT] = 0, -1, 0
            stack[level, OVER] = over
            stack[level, TAKEN] = board[over]
            marks[over] = 1
            path[level] = over
            if at_once:
                board[over] = 0
            if not king:
                level += 1
        board[frm] = piece
    return n


@njit
def quiet_moves(board: np.ndarray, side: int, t: Tables, buf: Buffers, ply: int, only_one: bool) -> int:
    """The plain moves of ``side`` into ``buf[ply]``; their count (at most 1 with ``only_one``)."""
    n = 0
    man, king = 1 + 2 * side, 2 + 2 * side
    for frm in t.cells:
        piece = board[frm]
        if piece == man:
            for d in t.man_steps[side]:
                if d < 0:
                    continue
                to = t.step[d, frm]
                if to >= 0 and board[to] == 0 and n < MAX_MOVES:
                    buf.frm[ply, n] = frm
                    buf.to[ply, n] = to
                    buf.crowned[ply, n] = t.crown[side, to]
                    buf.ncap[ply, n] = 0
                    n += 1
                    if only_one:
                        return n
        elif piece == king:
            for d in t.king_dirs:
                for k in range(t.raylen[d, frm]):
                    to = t.ray[d, frm, k]
                    if board[to] != 0:
                        break
                    if n < MAX_MOVES:
                        buf.frm[ply, n] = frm
                        buf.to[ply, n] = to
                        buf.crowned[ply, n] = 0
                        buf.ncap[ply, n] = 0
                        n += 1
                    if only_one:
                        return n
    return n


@njit
def legal_moves(board: np.ndarray, side: int, t: Tables, buf: Buffers, ply: int) -> int:
    n = captures(board, side, t, buf, ply)
    if n:
        return n
    return quiet_moves(board, side, t, buf, ply, False)


@njit
def make(board: np.ndarray, side: int, key: np.uint64, t: Tables, buf: Buffers, ply: int, i: int) -> np.uint64:
    """Plays move ``i`` of ``buf[ply]`` on ``board``; the new key (the other side to move)."""
    frm, to = buf.frm[ply, i], buf.to[ply, i]
    piece = board[frm]
    buf.undo[ply, 0] = piece
    after = 2 + 2 * side if buf.crowned[ply, i] else piece
    key ^= t.zobrist[piece, frm] ^ t.zobrist[after, to] ^ t.side_key[0]
    board[frm] = 0
    for k in range(buf.ncap[ply, i]):
        cell = buf.caps[ply, i, k]
        taken = board[cell]
        buf.undo[ply, 1 + k] = taken
        key ^= t.zobrist[taken, cell]
        board[cell] = 0
    board[to] = after
    return key


@njit
def unmake(board: np.ndarray, buf: Buffers, ply: int, i: int) -> None:
    board[buf.to[ply, i]] = 0
    for k in range(buf.ncap[ply, i]):
        board[buf.caps[ply, i, k]] = buf.undo[ply, 1 + k]
    board[buf.frm[ply, i]] = buf.undo[ply, 0]


@njit
def perft(board: np.ndarray, side: int, key: np.uint64, t: Tables, buf: Buffers, ply: int, depth: int) -> int:
    n = legal_moves(board, side, t, buf, ply)
    if depth <= 1:
        return n if depth == 1 else 1
    total = 0
    for i in range(n):
        child = make(board, side, key, t, buf, ply, i)
        total += perft(board, 1 - side, child, t, buf, ply + 1, depth - 1)
        unmake(board, buf, ply, i)
    return total
