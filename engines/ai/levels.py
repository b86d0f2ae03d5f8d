"""The eight levels of the computer player, as budgets that repeat on any machine.

A level never depends on wall time: it caps the nodes and the depth of the alpha-beta search
(the playouts of the Monte Carlo searchers), and the lower levels add the handicaps lidraughts
gives its weakest levels: no quiescence search, and noise on the root scores.
"""

from __future__ import annotations

from dataclasses import dataclass


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
        Level(1, nodes=40, depth=1, quiescence=False, noise=250, playouts=8),
        Level(2, nodes=120, depth=2, quiescence=False, noise=120, playouts=16),
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
