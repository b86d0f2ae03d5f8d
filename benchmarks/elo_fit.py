"""The computer levels' shown ratings, fitted from the games bench_ai.py played.

Model: Bradley-Terry on the Elo scale, a draw counted as half a win for each side: the first
player of a pairing scores ``1 / (1 + 10 ** ((r_b - r_a) / 400))`` of the points. The ratings are
the maximum of the likelihood of every pairing's points, with a mild prior: each pairing counts
one more game, drawn (so a pairing won 50-0 says "about 800 points apart", not "infinitely").
The uncertainty printed is one standard error from the curvature of that likelihood at its
maximum, relative to the anchor (a player pinned has none).

Anchor (the convention written in README.md and in data/ai_ratings.json): dame-rs 0.2.0 searching
1 ply is pinned at 1000 on the bot's rating scale (a newcomer starts at 1500). The other board
games have no outside engine: their level 1 (each game's beginner) is pinned at Dames' level 1
rating, by convention (nothing measures one game's level against another's), and their ladder
(each level against the one below) places the levels above it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

#: a pairing: first player, second player, games, the first player's points (a draw is 1/2).
Pairing = tuple[Hashable, Hashable, int, float]

ANCHOR_RATING = 1000
_C = math.log(10) / 400


@dataclass(frozen=True)
class Fit:
    ratings: dict[Hashable, float]
    #: one standard error, relative to the pinned player.
    errors: dict[Hashable, float]
    #: games each player played in the pairings.
    games: dict[Hashable, int]


def expected(a: float, b: float) -> float:
    return 1 / (1 + 10 ** ((b - a) / 400))


def fit(pairings: Iterable[Pairing], pinned: Hashable, pinned_rating: float) -> Fit:
    """Maximum-likelihood ratings (with one virtual draw a pairing) of every player, ``pinned`` at
    ``pinned_rating``. Every player must be linked to ``pinned`` by pairings (a ValueError if not)."""
    data = [(a, b, n + 1, points + 0.5) for a, b, n, points in pairings if n]
    players = sorted({p for a, b, *_ in data for p in (a, b)} | {pinned}, key=str)
    _check_linked(players, data, pinned)
    free = [p for p in players if p != pinned]
    index = {p: i for i, p in enumerate(free)}
    rating = {p: float(pinned_rating) for p in players}
    for _ in range(100):
        gradient = [0.0] * len(free)
        hessian = [[0.0] * len(free) for _ in free]
        for a, b, n, points in data:
            p = expected(rating[a], rating[b])
            g, h = (points - n * p) * _C, n * p * (1 - p) * _C * _C
            for x, sign in ((a, 1), (b, -1)):
                if x in index:
                    gradient[index[x]] += sign * g
                    hessian[index[x]][index[x]] += h
            if a in index and b in index:
                hessian[index[a]][index[b]] -= h
                hessian[index[b]][index[a]] -= h
        step = _solve(hessian, gradient)
        for p, i in index.items():
            rating[p] += max(-400.0, min(400.0, step[i]))
        if max((abs(s) for s in step), default=0.0) < 1e-6:
            break
    inverse = _inverse(hessian) if free else []
    errors = {p: math.sqrt(max(inverse[i][i], 0.0)) for p, i in index.items()}
    errors[pinned] = 0.0
    games = {p: sum(n - 1 for a, b, n, _ in data if p in (a, b)) for p in players}
    return Fit(rating, errors, games)


def _check_linked(players: Sequence[Hashable], data: Sequence[Pairing], pinned: Hashable) -> None:
    reached, frontier = {pinned}, [pinned]
    while frontier:
        player = frontier.pop()
        for a, b, *_ in data:
            for x, y in ((a, b), (b, a)):
                if x == player and y not in reached:
                    reached.add(y)
                    frontier.append(y)
    if len(reached) != len(players):
        raise ValueError(f"no pairing links {sorted(map(str, set(players) - reached))} to {pinned}")


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix``⁻¹ · ``vector`` (``matrix`` symmetric positive definite, small)."""
    inverse = _inverse(matrix)
    return [sum(row[j] * vector[j] for j in range(len(vector))) for row in inverse]


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    size = len(matrix)
    rows = [list(row) + [float(i == j) for j in range(size)] for i, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        head = rows[col][col]
        rows[col] = [x / head for x in rows[col]]
        for r in range(size):
            if r != col and rows[r][col]:
                factor = rows[r][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col])]
    return [row[size:] for row in rows]


_LADDER = re.compile(r"^Ladder, (?P<key>[a-z-]+) ")
_ROW = re.compile(r"^\| (?P<high>\d) vs (?P<low>\d) \| (?P<games>\d+) \| (?P<score>[\d.]+) % \|")


def saved_ladders(path: Path) -> dict[str, list[Pairing]]:
    """The ladders of a saved bench_ai.py report (benchmarks/results/bench_ai.txt): per game,
    each level against the one below, its games and its points (a score of 76.0 % over 50 games
    is 38 points)."""
    ladders: dict[str, list[Pairing]] = {}
    key = None
    for line in path.read_text().splitlines():
        heading = _LADDER.match(line)
        if heading:
            key = heading["key"]
            ladders[key] = []
            continue
        row = _ROW.match(line)
        if row and key is not None:
            games = int(row["games"])
            ladders[key].append((("level", int(row["high"])), ("level", int(row["low"])), games,
                                 round(games * float(row["score"]) / 100 * 2) / 2))
        elif not line.startswith("|"):
            key = None
    return ladders
