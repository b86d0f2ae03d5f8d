"""lichess' accuracy (lila's AccuracyPercent), on win percents (0..100, seat 0's view).

A move's accuracy falls with the win percents it gave away; a player's accuracy is the mean of
two means of their moves: weighted by the position's volatility (the standard deviation of the
win percents in a window around the move, so a slip in a quiet game counts more than in a wild
one) and harmonic (one bad move drags it down).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence


def move_accuracy(lost: float) -> float:
    """The accuracy (0..100) of a move that gave away ``lost`` win-percent points."""
    if lost <= 0:
        return 100.0
    return min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * lost) - 3.1669))


def volatility_weights(percents: Sequence[float]) -> list[float]:
    """One weight per move (``len(percents) - 1`` of them): the standard deviation of the win
    percents in the move's window, between 0.5 and 12. Windows are lila's: ``moves / 10`` wide
    (2 to 8); the first moves share the opening window."""
    moves = len(percents) - 1
    if moves < 1:
        return []
    size = min(8, max(2, moves // 10))
    first = list(percents[:size])
    windows = [first] * (min(size, len(percents)) - 2)
    windows += [list(percents[i : i + size]) for i in range(len(percents) - size + 1)]
    return [min(12.0, max(0.5, statistics.pstdev(window))) for window in windows[:moves]]


def game_accuracy(percents: Sequence[float], moves: Sequence[tuple[int, float, bool]]) -> dict[int, float]:
    """Each seat's accuracy: ``percents`` are seat 0's win percents at the start and after each
    move; ``moves`` are (seat, the move's accuracy, forced) in order. A forced move shapes the
    windows but is not the player's choice: it is left out of the means. A seat whose moves were
    all forced has 100."""
    weights = volatility_weights(percents)
    accuracy: dict[int, float] = {}
    for seat in sorted({seat for seat, _, _ in moves}):
        own = [(value, weight) for (who, value, forced), weight in zip(moves, weights) if who == seat and not forced]
        if not own:
            accuracy[seat] = 100.0
            continue
        weighted = sum(value * weight for value, weight in own) / sum(weight for _, weight in own)
        harmonic = len(own) / sum(1 / max(1.0, value) for value, _ in own)
        accuracy[seat] = (weighted + harmonic) / 2
    return accuracy
