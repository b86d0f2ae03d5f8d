"""The compiled searcher behind the draughts problem: iterative deepening from Python, one root
move at a time, over the compiled ``alphabeta``; the same :class:`SearchResult` as
``engines.ai.search.Searcher`` gives (its move one of the given root moves, its score the side to
move's). ``stop``, the caller's clock, is asked between root moves, never inside the kernel."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from engines.ai.fast.board import full_key, mailbox, move_keys
from engines.ai.fast.movegen import Buffers, buffers, legal_moves, make, unmake
from engines.ai.fast.search import (
    ABORTED,
    INFINITY,
    LIMIT,
    LIMITED,
    NODES,
    QUIESCENCE,
    REDUCTIONS,
    THREATS,
    WON,
    Memory,
    alphabeta,
    memory,
)
from engines.ai.fast.tables import Tables, build
from engines.ai.levels import Level
from engines.ai.search import SearchResult, noisy_choice
from engines.draughts.movegen import Board, RawMove, move_key
from engines.draughts.rules import DraughtsRules

Position = tuple[Board, int, int]


class Kernel:
    """One variant's tables, built once per game."""

    def __init__(self, rules: DraughtsRules) -> None:
        self.tables: Tables = build(rules)
        self.size = rules.geometry.rows * rules.geometry.stride


class _Root:
    """The root position as the kernel holds it: its board, key and legal moves at ply 0."""

    def __init__(self, kernel: Kernel, pos: Position, root_moves: Sequence[RawMove]) -> None:
        board, side, _ = pos
        self.tables, self.side = kernel.tables, side
        self.cells = mailbox(board, kernel.size)
        self.key = full_key(self.cells, side, kernel.tables)
        self.buf: Buffers = buffers(kernel.size)
        count = legal_moves(self.cells, side, kernel.tables, self.buf, 0)
        index = {found: i for i, found in enumerate(move_keys(self.buf, 0, count))}
        missing = [raw for raw in root_moves if move_key(raw) not in index]
        if missing:
            raise ValueError(f"not legal here: {missing}")
        #: the kernel's index of each root move, in the given order.
        self.indices = [index[move_key(raw)] for raw in root_moves]

    def score(self, i: int, depth: int, alpha: int, beta: int, mem: Memory) -> int:
        """Root move ``i`` searched ``depth - 1`` plies further in the window (alpha, beta)."""
        child = make(self.cells, self.side, self.key, self.tables, self.buf, 0, i)
        score = -alphabeta(self.cells, 1 - self.side, child, depth - 1, -beta, -alpha, 1, self.tables, self.buf, mem)
        unmake(self.cells, self.buf, 0, i)
        return int(score)


class KernelSearcher:
    #: refinements of the search, off until one wins against dame-rs (benchmarks/bench_outside.py
    #: --with; figures in benchmarks/results/draughts_kernel.txt): late quiet moves searched a ply
    #: shallower first, and a side facing a capture threat at the horizon answering it.
    features: dict[str, bool] = {"reductions": False, "threats": False}

    def __init__(
        self, kernel: Kernel, level: Level, rng: random.Random, stop: Callable[[], bool] | None = None
    ) -> None:
        self.kernel, self.level, self.rng, self.stop = kernel, level, rng, stop
        self.nodes = 0

    def search(self, pos: Position, root_moves: Sequence[RawMove]) -> SearchResult[RawMove]:
        """The best of ``root_moves`` (legal moves of ``pos``) within the level's budget."""
        if len(root_moves) == 1:
            return SearchResult(root_moves[0], 0, 0, 0)
        root = _Root(self.kernel, pos, root_moves)
        mem = memory()
        state = mem.state
        state[LIMIT] = self.level.nodes
        state[QUIESCENCE] = self.level.quiescence
        state[REDUCTIONS] = self.features["reductions"]
        state[THREATS] = self.features["threats"]
        best: SearchResult[RawMove] | None = None
        for depth in range(1, self.level.depth + 1):
            state[LIMITED] = depth > 1  # the first iteration always completes
            result = self._iteration(root, root_moves, depth, best, mem)
            if result is None:
                break
            best = result
            if abs(result.score) >= WON and not self.level.noise:
                break
        assert best is not None
        best.nodes = self.nodes = int(state[NODES])
        if self.level.noise and best.root_scores:
            best.move = noisy_choice(best.root_scores, self.level.noise, self.rng)
        return best

    def _iteration(
        self, root: _Root, moves: Sequence[RawMove], depth: int, previous: SearchResult[RawMove] | None, mem: Memory
    ) -> SearchResult[RawMove] | None:
        order = list(range(len(moves)))
        if previous is not None:
            first = next(n for n, raw in enumerate(moves) if raw is previous.move)
            order.remove(first)
            order.insert(0, first)
        noise = self.level.noise
        alpha = -INFINITY
        best, scores = order[0], []
        for rank, n in enumerate(order):
            if depth > 1 and self.stop is not None and self.stop():
                return None
            i = root.indices[n]
            if noise:
                # Only a move within ``noise`` of the best can be picked once the noise is added:
                # below that, knowing it fails low is enough.
                floor = alpha - noise - 1 if rank else -INFINITY
                score = root.score(i, depth, floor, INFINITY, mem)
            elif rank == 0:
                score = root.score(i, depth, alpha, INFINITY, mem)
            else:
                score = root.score(i, depth, alpha, alpha + 1, mem)
                if score > alpha and not mem.state[ABORTED]:
                    score = root.score(i, depth, alpha, INFINITY, mem)
            if mem.state[ABORTED]:
                return None
            scores.append((moves[n], score))
            if score > alpha:
                alpha, best = score, n
        return SearchResult(moves[best], alpha, depth, int(mem.state[NODES]), scores if noise else [])
