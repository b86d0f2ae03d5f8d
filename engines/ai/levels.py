"""The eight levels of the computer player, as budgets that repeat on any machine.

A level never depends on wall time: it caps the nodes and the depth of the alpha-beta search
(the playouts of the Monte Carlo searchers), and the lower levels add handicaps: noise on the
root scores, and an oversight now and then (a move chosen without following the captures at the
horizon). They were lidraughts' (no quiescence at all at levels 1-2, heavy noise) until the ladder
showed each of the first steps was a certain win (level 3 beat level 2 in 100 % of the games in
every capture game, benchmarks/results/bench_ai.txt). A game may bring its own rows (a search
problem's ``levels``: ``own_level``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Level:
    number: int
    #: nodes the alpha-beta search may visit (quiescence nodes included).
    nodes: int
    #: deepest iteration of the iterative deepening.
    depth: int
    #: resolve capture sequences at the horizon.
    quiescence: bool
    #: each root move's score gets a seeded random bonus in [0, noise] (evaluation units,
    #: a man is 100): lower levels pick among nearly-best moves, and blunder now and then.
    noise: int
    #: iterations of the Monte Carlo searchers (the card game).
    playouts: int
    #: the share of moves chosen as if captures at the horizon did not exist (a person's
    #: oversight: the lowest levels see a capture most of the time, and now and then walk into one).
    oversight: float = 0.0


LEVELS: dict[int, Level] = {
    level.number: level
    for level in (
        Level(1, nodes=40, depth=1, quiescence=True, noise=90, playouts=8, oversight=0.12),
        Level(2, nodes=120, depth=2, quiescence=True, noise=75, playouts=16, oversight=0.06),
        Level(3, nodes=400, depth=2, quiescence=True, noise=60, playouts=32),
        Level(4, nodes=1_200, depth=3, quiescence=True, noise=30, playouts=64),
        Level(5, nodes=3_000, depth=4, quiescence=True, noise=12, playouts=128),
        Level(6, nodes=8_000, depth=6, quiescence=True, noise=4, playouts=256),
        Level(7, nodes=20_000, depth=9, quiescence=True, noise=0, playouts=512),
        Level(8, nodes=45_000, depth=14, quiescence=True, noise=0, playouts=1_000),
    )
}


def level_of(number: int) -> Level:
    """The level ``number`` (1..8); anything else is a ValueError."""
    if isinstance(number, bool) or number not in LEVELS:
        raise ValueError(f"level must be one of 1..8, not {number!r}")
    return LEVELS[number]


def own_level(level: Level, levels: Mapping[int, Level]) -> Level:
    """A game's own row (``levels``: a search problem's ``levels``) for a common level, with the
    handicaps its caller took off (the analysis turns the noise off, a move chosen in oversight the
    quiescence). A level that is no common row (already a game's own, or shaped by its caller) is
    kept as it is."""
    common = LEVELS.get(level.number)
    own = levels.get(level.number)
    if (common is None or own is None or level.noise not in (0, common.noise)
            or replace(common, noise=level.noise, quiescence=level.quiescence) != level):
        return level
    return replace(own, noise=own.noise if level.noise else 0, quiescence=own.quiescence and level.quiescence)
