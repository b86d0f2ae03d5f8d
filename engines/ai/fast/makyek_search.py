"""The compiled Mak-Yek and Apit-Sodok searcher: the Python searcher's principal-variation search
over ``engines.ai.makyek``'s problem (the same scores at the same depth), on the mailbox of
``engines.ai.fast.makyek_moves``, with a transposition table, killers, history and a quiescence
search on captures that may stand pat (captures are not compulsory).

The game's own ends are searched: no men left, one man each, no move, and the rule of
``no_capture_plies`` plies without a capture, each scored by the lead in captures. Scores are the
side to move's (a capture is 100, ``WIN`` a won game, sooner better). As in the draughts kernel,
``alphabeta`` is called from Python only (numba cannot load from its cache a function that calls a
recursive one); past the budget of nodes it gives up (``ABORTED``) and its result is thrown away.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import numpy as np

from engines.ai.fast.jit import njit
from engines.ai.fast.makyek_moves import (
    LEAD_SPAN,
    MAX_PLY,
    MakYekBuffers,
    MakYekTables,
    build,
    buffers,
    can_move,
    captures,
    evaluate,
    full_key,
    legal_moves,
    mailbox,
    make,
    unmake,
)
from engines.ai.fast.root import RootSearcher
from engines.ai.fast.search import (
    ABORTED,
    INFINITY,
    LIMIT,
    LIMITED,
    NODES,
    QUIESCENCE,
    WIN,
    Memory,
    next_ordered,
    probe,
    store,
)
from engines.ai.levels import Level
from engines.makyek.rules import MakYekRules

#: ``(own men, enemy men, side, lead, plies without a capture, their limit)``: the engine's bitboards.
Position = tuple[int, int, int, int, int, int]
RawMove = tuple[int, int, int]
#: the ``state`` slot of the game's ``no_capture_plies``.
PLY_LIMIT = 7
#: captures followed at most at the horizon (the Python searcher's).
QUIESCENCE_PLIES = 8


@njit
def _by_lead(lead: int, ply: int) -> int:
    """An end's score: every end is decided by the captures."""
    return WIN - ply if lead > 0 else -WIN + ply if lead < 0 else 0


@njit
def _order(buf: MakYekBuffers, mem: Memory, ply: int, count: int, table_move: int) -> None:
    for i in range(count):
        mid = buf.frm[ply, i] + 100 * buf.to[ply, i]
        if mid == table_move:
            rank = 1 << 40
        elif buf.ncap[ply, i]:
            rank = 1 << 30
        elif mid == mem.killers[ply, 0] or mid == mem.killers[ply, 1]:
            rank = 1 << 20
        else:
            rank = mem.history[mid]
        buf.order[ply, i] = rank


@njit
def alphabeta(board: np.ndarray, side: int, key: np.uint64, lead: int, quiet: int, mine: int, theirs: int,
              depth: int, alpha: int, beta: int, ply: int, t: MakYekTables, buf: MakYekBuffers, mem: Memory) -> int:
    """The score for ``side`` (``lead``: its lead in captures; ``quiet``: plies since the last
    capture; ``mine``, ``theirs``: the men on the board). 0 once the budget ran out (``ABORTED``)."""
    state = mem.state
    state[NODES] += 1
    if state[LIMITED] and state[NODES] > state[LIMIT]:
        state[ABORTED] = 1
        return 0
    if mine == 0 or (mine <= 1 and theirs <= 1) or quiet >= state[PLY_LIMIT]:
        return _by_lead(lead, ply)
    if depth <= 0 or ply >= MAX_PLY - 2:
        if not can_move(board, side, t):
            return _by_lead(lead, ply)
        # The horizon: the side to move may stand pat or take, up to QUIESCENCE_PLIES captures on.
        stand = evaluate(board, side, lead, t)
        if not state[QUIESCENCE] or QUIESCENCE_PLIES + depth <= 0 or stand >= beta or ply >= MAX_PLY - 2:
            return stand
        count = captures(board, side, t, buf, ply)
        best = stand
        if stand > alpha:
            alpha = stand
        for i in range(count):
            child = make(board, side, key, t, buf, ply, i)
            taken = int(buf.ncap[ply, i])
            # (not the constant 0: numba would compile a second, literal-typed alphabeta, and the
            # two calling each other crash once loaded from its cache)
            after = 0 if taken else quiet + 1
            score = -alphabeta(board, 1 - side, child, -(lead + taken), after, theirs - taken, mine,
                               min(depth, 0) - 1, -beta, -alpha, ply + 1, t, buf, mem)
            unmake(board, side, buf, ply, i)
            if state[ABORTED]:
                return 0
            if score > best:
                best = score
            if score > alpha:
                alpha = score
            if alpha >= beta:
                break
        return best
    white_lead = lead if side == 0 else -lead
    white_lead = max(-LEAD_SPAN, min(LEAD_SPAN, white_lead))
    node_key = key ^ t.lead_key[white_lead + LEAD_SPAN] ^ t.quiet_key[quiet]
    settled, score, table_move = probe(mem, node_key, depth, alpha, beta, ply)
    if settled:
        return score
    count = legal_moves(board, side, t, buf, ply)
    if count == 0:  # (a stored position had moves: the table is probed first)
        return _by_lead(lead, ply)
    _order(buf, mem, ply, count, table_move)
    original_alpha = alpha
    best_score, best_move = -INFINITY, -1
    for index in range(count):
        i = next_ordered(buf, ply, count)
        child = make(board, side, key, t, buf, ply, i)
        taken = int(buf.ncap[ply, i])
        after = 0 if taken else quiet + 1
        if index == 0:
            score = -alphabeta(board, 1 - side, child, -(lead + taken), after, theirs - taken, mine,
                               depth - 1, -beta, -alpha, ply + 1, t, buf, mem)
        else:
            score = -alphabeta(board, 1 - side, child, -(lead + taken), after, theirs - taken, mine,
                               depth - 1, -alpha - 1, -alpha, ply + 1, t, buf, mem)
            if alpha < score < beta and not state[ABORTED]:
                score = -alphabeta(board, 1 - side, child, -(lead + taken), after, theirs - taken, mine,
                                   depth - 1, -beta, -alpha, ply + 1, t, buf, mem)
        unmake(board, side, buf, ply, i)
        if state[ABORTED]:
            return 0
        if score > best_score:
            best_score, best_move = score, buf.frm[ply, i] + 100 * buf.to[ply, i]
        if score > alpha:
            alpha = score
        if alpha >= beta:
            if taken == 0:
                if mem.killers[ply, 0] != best_move:
                    mem.killers[ply, 1] = mem.killers[ply, 0]
                    mem.killers[ply, 0] = best_move
                mem.history[best_move] += depth * depth
            break
    store(mem, node_key, depth, best_score, original_alpha, beta, ply, best_move)
    return best_score


class MakYekKernel:
    """One game's tables, built once per game."""

    def __init__(self, rules: MakYekRules) -> None:
        self.tables: MakYekTables = build(rules)
        #: the engine's cell index of each mailbox cell.
        self.index = {int(cell): i for i, cell in enumerate(self.tables.cells.tolist())}


class _Root:
    """The root position as the kernel holds it: its board, key, counts and moves at ply 0."""

    def __init__(self, kernel: MakYekKernel, pos: Position, root_moves: Sequence[RawMove]) -> None:
        own, enemy, side, lead, quiet, _ = pos
        self.tables, self.side, self.lead, self.quiet = kernel.tables, side, lead, quiet
        self.mine, self.theirs = own.bit_count(), enemy.bit_count()
        self.board = mailbox((own, enemy) if side == 0 else (enemy, own), kernel.tables)
        self.key = full_key(self.board, side, kernel.tables)
        self.buf: MakYekBuffers = buffers()
        count = legal_moves(self.board, side, kernel.tables, self.buf, 0)
        index = {(kernel.index[int(self.buf.frm[0, i])], kernel.index[int(self.buf.to[0, i])]): i
                 for i in range(count)}
        missing = [raw for raw in root_moves if raw[:2] not in index]
        if missing:
            raise ValueError(f"not legal here: {missing}")
        self.indices = [index[raw[:2]] for raw in root_moves]

    def score(self, i: int, depth: int, alpha: int, beta: int, mem: Memory) -> int:
        t, buf, side = self.tables, self.buf, self.side
        child = make(self.board, side, self.key, t, buf, 0, i)
        taken = int(buf.ncap[0, i])
        score = -alphabeta(self.board, 1 - side, child, -(self.lead + taken), 0 if taken else self.quiet + 1,
                           self.theirs - taken, self.mine, depth - 1, -beta, -alpha, 1, t, buf, mem)
        unmake(self.board, side, buf, 0, i)
        return int(score)


class MakYekSearcher(RootSearcher):
    def __init__(self, kernel: MakYekKernel, level: Level, rng: random.Random,
                 stop: Callable[[], bool] | None = None) -> None:
        super().__init__(level, rng, stop)
        self.kernel = kernel

    def _root(self, pos: Position, root_moves: Sequence[RawMove], mem: Memory) -> _Root:
        mem.state[PLY_LIMIT] = pos[5]
        return _Root(self.kernel, pos, root_moves)
