"""The root of the compiled searchers: iterative deepening from Python, one root move at a time,
over a game's compiled ``alphabeta``; the same :class:`SearchResult` as
``engines.ai.search.Searcher`` gives (its move one of the given root moves, its score the side to
move's). ``stop``, the caller's clock, is asked between root moves, never inside a kernel.

A game's searcher says how its kernel holds the root position (``_root``); the budget, the
handicaps and the ordering of root moves are the same for every game."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from engines.ai.fast.search import ABORTED, INFINITY, LIMIT, LIMITED, NODES, QUIESCENCE, WON, Memory, memory
from engines.ai.levels import Level
from engines.ai.search import SearchResult, noisy_choice


class KernelRoot(Protocol):
    #: the kernel's index of each root move, in the order they were given.
    indices: list[int]

    def score(self, i: int, depth: int, alpha: int, beta: int, mem: Memory) -> int:
        """Root move ``i`` searched ``depth - 1`` plies further in the window (alpha, beta)."""
        ...


class RootSearcher:
    def __init__(self, level: Level, rng: random.Random, stop: Callable[[], bool] | None = None) -> None:
        self.level, self.rng, self.stop = level, rng, stop
        self.nodes = 0

    def _root(self, pos: Any, root_moves: Sequence[Any], mem: Memory) -> KernelRoot:
        """The kernel's root for ``pos`` (its game's slots of ``mem.state`` set)."""
        raise NotImplementedError

    def search(self, pos: Any, root_moves: Sequence[Any]) -> SearchResult[Any]:
        """The best of ``root_moves`` (legal moves of ``pos``) within the level's budget."""
        if len(root_moves) == 1:
            return SearchResult(root_moves[0], 0, 0, 0)
        mem = memory()
        state = mem.state
        state[LIMIT] = self.level.nodes
        state[QUIESCENCE] = self.level.quiescence
        root = self._root(pos, root_moves, mem)
        best: SearchResult[Any] | None = None
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
        self, root: KernelRoot, moves: Sequence[Any], depth: int, previous: SearchResult[Any] | None, mem: Memory
    ) -> SearchResult[Any] | None:
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
