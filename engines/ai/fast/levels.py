"""The draughts games' own level table, sized for the compiled searcher (about 0.4 million nodes a
second on one core). Budgets are nodes, never time: without numba the same levels play the same
moves, only slower.

Its handicaps are its own too: in draughts a ply of depth weighs more than any noise (with little
noise, one ply deeper scored 85-100 % over 20-40 games, two plies 93-98 %), so the levels climb
about a ply at a time, the lowest two at the same depth apart by their noise and oversights (the
runs: benchmarks/results/bench_ai_ratings.txt)."""

from __future__ import annotations

from engines.ai.levels import Level

DRAUGHTS_LEVELS: dict[int, Level] = {
    level.number: level
    for level in (
        Level(1, nodes=150, depth=2, quiescence=True, noise=100, playouts=8, oversight=0.12),
        Level(2, nodes=300, depth=2, quiescence=True, noise=60, playouts=16, oversight=0.05),
        Level(3, nodes=1_200, depth=3, quiescence=True, noise=50, playouts=32, oversight=0.02),
        Level(4, nodes=4_000, depth=4, quiescence=True, noise=30, playouts=64),
        Level(5, nodes=12_000, depth=5, quiescence=True, noise=15, playouts=128),
        Level(6, nodes=35_000, depth=6, quiescence=True, noise=8, playouts=256),
        Level(7, nodes=100_000, depth=12, quiescence=True, noise=0, playouts=512),
        Level(8, nodes=300_000, depth=30, quiescence=True, noise=0, playouts=1_000),
    )
}
