"""The compiled searcher behind the draughts problem: the root (``engines.ai.fast.root``) over the
compiled draughts ``alphabeta``."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from engines.ai.fast.board import full_key, mailbox, move_keys
from engines.ai.fast.movegen import Buffers, buffers, legal_moves, make, unmake
from engines.ai.fast.root import RootSearcher
from engines.ai.fast.search import REDUCTIONS, THREATS, Memory, alphabeta
from engines.ai.fast.tables import Tables, build
from engines.ai.levels import Level
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


class KernelSearcher(RootSearcher):
    #: refinements of the search, off until one wins against dame-rs (benchmarks/bench_outside.py
    #: --with; figures in benchmarks/results/draughts_kernel.txt): late quiet moves searched a ply
    #: shallower first, and a side facing a capture threat at the horizon answering it.
    features: dict[str, bool] = {"reductions": False, "threats": False}

    def __init__(
        self, kernel: Kernel, level: Level, rng: random.Random, stop: Callable[[], bool] | None = None
    ) -> None:
        super().__init__(level, rng, stop)
        self.kernel = kernel

    def _root(self, pos: Position, root_moves: Sequence[RawMove], mem: Memory) -> _Root:
        mem.state[REDUCTIONS] = self.features["reductions"]
        mem.state[THREATS] = self.features["threats"]
        return _Root(self.kernel, pos, root_moves)
