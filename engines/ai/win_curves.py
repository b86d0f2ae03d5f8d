"""From a search score to a win chance, per game: ``2 / (1 + exp(-scale * score)) - 1`` on
lichess' -1..1 scale (lose .. win; 0..1 as an expected score is ``(chance + 1) / 2``).

lichess uses one constant for chess centipawns (0.004); our games' evaluation units differ (a
draughts man is 100, Macadam counts ranks gained), so each game has its own scale, fitted by
maximum likelihood on the project's own games between levels 6 to 8, the mover's evaluation at
each ply against the game's final result: ``benchmarks/fit_win_curves.py`` (its last output:
``benchmarks/results/fit_win_curves.txt``). A won or lost score (a forced end) is -1 or 1.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType

from engines.ai.search import WON

SCALES: Mapping[str, float] = MappingProxyType({
    # 196 positions of 11 games (4 drawn by repetition left out): the fit's scale is 0, the
    # evaluation says nothing of the result between levels 6 to 8 (their games are decided by
    # forced wins the search finds): only a won or lost score moves the curve.
    "macadam": 7.17e-10,
    # 686 positions of 8 games (1 left out): a man up is a win chance of 0.35.
    "dames": 0.007207,
    # 369 positions of 5 games: a man up is 0.40.
    "dames-turques": 0.008465,
    # 252 positions of 5 games (2 left out), 2 of them decisive: a man up is 0.87.
    "mak-yek": 0.026389,
    # 294 positions of 3 games (4 left out), 2 of them decisive: a man up is 0.82.
    "apit-sodok": 0.021741,
})


def win_chance(key: str, score: int) -> float:
    """The win chance (-1..1) of the side whose ``score`` it is, in game ``key``."""
    if score >= WON:
        return 1.0
    if score <= -WON:
        return -1.0
    x = max(-500.0, min(500.0, SCALES[key] * score))
    return 2 / (1 + math.exp(-x)) - 1
