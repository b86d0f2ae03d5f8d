"""The draughts games' own level table, sized for the compiled searcher (about 0.4 million nodes a
second on one core): the common table's handicaps (noise, quiescence, oversight), larger node and
depth budgets. Budgets are nodes, never time: without numba the same levels play the same moves,
only slower."""

from __future__ import annotations

from dataclasses import replace

from engines.ai.levels import LEVELS, Level

#: (nodes, depth) of each level; the handicaps (noise, quiescence, oversight) are the common table's.
_BUDGETS = {1: (60, 1), 2: (300, 2), 3: (1_200, 3), 4: (4_000, 4), 5: (12_000, 6), 6: (35_000, 8),
            7: (100_000, 12), 8: (300_000, 30)}

DRAUGHTS_LEVELS: dict[int, Level] = {
    number: replace(LEVELS[number], nodes=nodes, depth=depth) for number, (nodes, depth) in _BUDGETS.items()
}


def draughts_level(level: Level) -> Level:
    """The draughts budget of a common level, with the handicaps the caller gave it (the analysis
    turns the noise off, a move chosen in oversight the quiescence); a level a caller shaped
    itself is kept as it is."""
    common = LEVELS.get(level.number)
    if common is None or replace(common, noise=level.noise, quiescence=level.quiescence) != level:
        return level
    return replace(DRAUGHTS_LEVELS[level.number], noise=level.noise, quiescence=level.quiescence)
