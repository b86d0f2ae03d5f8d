"""The draughts games' own level table, sized for the compiled searcher (about 0.4 million nodes a
second on one core): the same noise and quiescence handicaps as the common table, larger node and
depth budgets. Budgets are nodes, never time: without numba the same levels play the same moves,
only slower."""

from __future__ import annotations

from dataclasses import replace

from engines.ai.levels import LEVELS, Level

DRAUGHTS_LEVELS: dict[int, Level] = {
    level.number: level
    for level in (
        Level(1, nodes=60, depth=1, quiescence=False, noise=250, playouts=8),
        Level(2, nodes=300, depth=2, quiescence=False, noise=120, playouts=16),
        Level(3, nodes=1_200, depth=3, quiescence=True, noise=60, playouts=32),
        Level(4, nodes=4_000, depth=4, quiescence=True, noise=30, playouts=64),
        Level(5, nodes=12_000, depth=6, quiescence=True, noise=12, playouts=128),
        Level(6, nodes=35_000, depth=8, quiescence=True, noise=4, playouts=256),
        Level(7, nodes=100_000, depth=12, quiescence=True, noise=0, playouts=512),
        Level(8, nodes=300_000, depth=30, quiescence=True, noise=0, playouts=1_000),
    )
}


def draughts_level(level: Level) -> Level:
    """The draughts budget of a common level (its noise kept off when the caller turned it off,
    as the analysis does); a level a caller shaped itself is kept as it is."""
    common = LEVELS.get(level.number)
    if common is None or replace(common, noise=level.noise) != level:
        return level
    own = DRAUGHTS_LEVELS[level.number]
    return own if level.noise else replace(own, noise=0)
