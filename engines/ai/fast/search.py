"""The compiled alpha-beta: principal-variation search with a transposition table (numpy arrays),
killers, history and a quiescence search on captures (forced: no standing pat while a capture is
open). Scores are the side to move's (a man is 100, ``WIN`` a won game, sooner better).

``alphabeta`` is the one recursive kernel, and it is called from Python only (the root lives in
``engines.ai.fast.searcher``): numba cannot load from its cache a compiled function that calls a
recursive one. The node budget is ``memory.state[LIMIT]``; past it the search gives up (``ABORTED``)
and its result is thrown away, so a budget repeats exactly on any machine.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

import numpy as np

from engines.ai.fast.evaluate import evaluate, lone_kings
from engines.ai.fast.jit import njit
from engines.ai.fast.movegen import MAX_PLY, Buffers, can_capture, captures, legal_moves, make, quiet_moves, unmake
from engines.ai.fast.tables import Tables

INFINITY = 10**9
WIN = 10**6
WON = WIN - 1_000
EXACT, LOWER, UPPER = 0, 1, 2
#: ``state`` slots: nodes visited, the budget, whether it ran out, whether the budget applies
#: (the first iteration always completes), whether captures are resolved at the horizon, whether
#: late quiet moves are searched shallower first, whether a capture threat is answered at the
#: horizon.
NODES, LIMIT, ABORTED, LIMITED, QUIESCENCE, REDUCTIONS, THREATS = 0, 1, 2, 3, 4, 5, 6
#: captures followed at most at the horizon.
QUIESCENCE_PLIES = 8
#: quiescence plies within which a side facing a capture threat tries its moves.
THREAT_PLIES = 2


class Memory(NamedTuple):
    tt_key: np.ndarray
    #: per entry: depth, flag, score, move.
    tt_data: np.ndarray
    killers: np.ndarray
    history: np.ndarray
    state: np.ndarray


def memory(bits: int = 18) -> Memory:
    return Memory(
        tt_key=np.zeros(1 << bits, dtype=np.uint64),
        tt_data=np.zeros((1 << bits, 4), dtype=np.int64),
        killers=np.full((MAX_PLY, 2), -1, dtype=np.int64),
        history=np.zeros(128 * 128, dtype=np.int64),
        state=np.zeros(8, dtype=np.int64),
    )


@njit
def move_id(buf: Buffers, ply: int, i: int) -> int:
    """A number naming move ``i`` of ``buf[ply]`` by start, end and captured cells."""
    captured = 0
    for k in range(buf.ncap[ply, i]):
        cell = int(buf.caps[ply, i, k]) + 1
        captured += cell * cell
    return int(buf.frm[ply, i]) + 128 * int(buf.to[ply, i]) + 16384 * captured


@njit
def _order(buf: Buffers, mem: Memory, ply: int, count: int, table_move: int) -> None:
    for i in range(count):
        mid = move_id(buf, ply, i)
        if mid == table_move:
            rank = 1 << 40
        elif buf.ncap[ply, i]:
            rank = 1 << 30
        elif mid == mem.killers[ply, 0] or mid == mem.killers[ply, 1]:
            rank = 1 << 20
        else:
            rank = mem.history[buf.frm[ply, i] * 128 + buf.to[ply, i]]
        buf.order[ply, i] = rank


class Ordered(Protocol):
    """A kernel's move buffers: per ply, the ordering's score of each move."""

    @property
    def order(self) -> np.ndarray: ...


@njit
def next_ordered(buf: Ordered, ply: int, count: int) -> int:
    """The best-ranked move not yet tried (the first of equals), marked as tried."""
    best, best_rank = -1, np.int64(-(1 << 62))
    for i in range(count):
        if buf.order[ply, i] > best_rank:
            best, best_rank = i, buf.order[ply, i]
    buf.order[ply, best] = -(1 << 62)
    return best


@njit
def score_at_ply(score: int, ply: int) -> int:
    return score + ply if score <= -WON else score - ply if score >= WON else score


@njit
def score_to_table(score: int, ply: int) -> int:
    return score + ply if score >= WON else score - ply if score <= -WON else score


@njit
def probe(mem: Memory, key: np.uint64, depth: int, alpha: int, beta: int, ply: int) -> tuple[int, int, int]:
    """The table's entry for ``key``: (1 and its score when it settles the node, else 0; its move or -1)."""
    slot = key & np.uint64(len(mem.tt_key) - 1)
    if mem.tt_key[slot] != key:
        return 0, 0, -1
    entry = mem.tt_data[slot]
    if entry[0] >= depth:
        score = score_at_ply(entry[2], ply)
        flag = entry[1]
        if flag == EXACT or (flag == LOWER and score >= beta) or (flag == UPPER and score <= alpha):
            return 1, score, entry[3]
    return 0, 0, entry[3]


@njit
def store(mem: Memory, key: np.uint64, depth: int, best_score: int, original_alpha: int, beta: int, ply: int,
          best_move: int) -> None:
    """Keeps a searched node's score (a bound unless it fell inside the window) and its best move."""
    slot = key & np.uint64(len(mem.tt_key) - 1)
    mem.tt_key[slot] = key
    mem.tt_data[slot, 0] = depth
    mem.tt_data[slot, 1] = UPPER if best_score <= original_alpha else LOWER if best_score >= beta else EXACT
    mem.tt_data[slot, 2] = score_to_table(best_score, ply)
    mem.tt_data[slot, 3] = best_move


@njit
def alphabeta(board: np.ndarray, side: int, key: np.uint64, depth: int, alpha: int, beta: int, ply: int,
              t: Tables, buf: Buffers, mem: Memory) -> int:
    """The score of the position for ``side`` (0 once the budget ran out: see ``ABORTED``)."""
    state = mem.state
    state[NODES] += 1
    if state[LIMITED] and state[NODES] > state[LIMIT]:
        state[ABORTED] = 1
        return 0
    if depth <= 0 or ply >= MAX_PLY - 2:
        # The horizon: captures are followed (all of them: they are forced) up to QUIESCENCE_PLIES;
        # ``-depth`` counts those already followed.
        count = captures(board, side, t, buf, ply)
        if count == 0:
            if quiet_moves(board, side, t, buf, ply, True) == 0:
                return -WIN + ply
            if lone_kings(board, t):
                return 0
            if not (state[THREATS] and state[QUIESCENCE] and -depth < THREAT_PLIES and ply < MAX_PLY - 2
                    and can_capture(board, 1 - side, t)):
                return evaluate(board, side, t)
            # Facing a capture threat, a static score would take the threatened piece as safe:
            # every plain move is tried.
            count = quiet_moves(board, side, t, buf, ply, False)
        elif lone_kings(board, t):
            return 0
        elif not state[QUIESCENCE] or -depth >= QUIESCENCE_PLIES or ply >= MAX_PLY - 2:
            return evaluate(board, side, t)
        best = -INFINITY
        for i in range(count):
            child = make(board, side, key, t, buf, ply, i)
            score = -alphabeta(board, 1 - side, child, min(depth, 0) - 1, -beta, -alpha, ply + 1, t, buf, mem)
            unmake(board, buf, ply, i)
            if state[ABORTED]:
                return 0
            if score > best:
                best = score
            if score > alpha:
                alpha = score
            if alpha >= beta:
                break
        return best
    # The table first: a cut-off there costs no move generation (a position stored had moves and
    # was no lone-kings draw, so the answer is the same).
    settled, score, table_move = probe(mem, key, depth, alpha, beta, ply)
    if settled:
        return score
    count = legal_moves(board, side, t, buf, ply)
    if count == 0:
        return -WIN + ply
    if lone_kings(board, t):
        return 0
    _order(buf, mem, ply, count, table_move)
    original_alpha = alpha
    best_score, best_move = -INFINITY, -1
    # Late quiet moves are searched a ply shallower first (and again at full depth if one beats
    # alpha), unless they answer a capture threat.
    reducible = state[REDUCTIONS] and depth >= 3 and buf.ncap[ply, 0] == 0 and not can_capture(board, 1 - side, t)
    for index in range(count):
        i = next_ordered(buf, ply, count)
        child = make(board, side, key, t, buf, ply, i)
        if index == 0:
            score = -alphabeta(board, 1 - side, child, depth - 1, -beta, -alpha, ply + 1, t, buf, mem)
        else:
            reduction = 0
            if reducible and index >= 3:
                mid = move_id(buf, ply, i)
                if mid != mem.killers[ply, 0] and mid != mem.killers[ply, 1]:
                    reduction = 2 if index >= 8 and depth >= 6 else 1
            score = -alphabeta(board, 1 - side, child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, t, buf, mem)
            if reduction and score > alpha and not state[ABORTED]:
                score = -alphabeta(board, 1 - side, child, depth - 1, -alpha - 1, -alpha, ply + 1, t, buf, mem)
            if alpha < score < beta and not state[ABORTED]:
                score = -alphabeta(board, 1 - side, child, depth - 1, -beta, -alpha, ply + 1, t, buf, mem)
        unmake(board, buf, ply, i)
        if state[ABORTED]:
            return 0
        if score > best_score:
            best_score, best_move = score, move_id(buf, ply, i)
        if score > alpha:
            alpha = score
        if alpha >= beta:
            if buf.ncap[ply, i] == 0:
                if mem.killers[ply, 0] != best_move:
                    mem.killers[ply, 1] = mem.killers[ply, 0]
                    mem.killers[ply, 0] = best_move
                mem.history[buf.frm[ply, i] * 128 + buf.to[ply, i]] += depth * depth
            break
    store(mem, key, depth, best_score, original_alpha, beta, ply, best_move)
    return best_score
