"""The card game's rounds: players seated at tables of 3 to 6 by standings, and the points a
table's places give.

Seating: as few tables as hold everyone at 6 at most (``ceil(n / 6)``), their sizes as even as
can be (they differ by one at most), the larger tables first; players fill them in standings
order, so the leaders sit together. With at least 3 players every table has 3 to 6 seats.

Points: a table of ``size`` gives its first place 3 points, its last 0, and the places between
evenly spaced: place ``p`` (from 1) gets ``3 * (size - p) / (size - 1)`` (3/2/1/0 at four, 3/1.5/0
at three, 3/2.4/1.8/1.2/0.6/0 at six), so a table's winner scores the same at any size. Players
level on a place share the points of the places they cover (two first at four: (3 + 2) / 2 each).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from bot.tournaments.results import PlayerId

MIN_SEATS, MAX_SEATS = 3, 6
#: A table's first place, whatever its size.
WIN_POINTS = 3


def table_sizes(count: int) -> list[int]:
    """The sizes of the tables ``count`` players sit at, larger first."""
    if count < MIN_SEATS:
        raise ValueError(f"a card round needs at least {MIN_SEATS} players, not {count}")
    tables = -(-count // MAX_SEATS)
    small, larger = divmod(count, tables)
    return [small + 1] * larger + [small] * (tables - larger)


def seat(players: Sequence[PlayerId]) -> list[tuple[PlayerId, ...]]:
    """``players`` (in standings order, the leader first) at their tables, the leaders' first."""
    if len(set(players)) != len(players):
        raise ValueError("a player is listed twice")
    tables: list[tuple[PlayerId, ...]] = []
    start = 0
    for size in table_sizes(len(players)):
        tables.append(tuple(players[start:start + size]))
        start += size
    return tables


def place_points(place: int, size: int) -> Fraction:
    """The points of ``place`` (from 1) at a table of ``size``."""
    if not MIN_SEATS <= size <= MAX_SEATS or not 1 <= place <= size:
        raise ValueError(f"no place {place} at a table of {size}")
    return Fraction(WIN_POINTS * (size - place), size - 1)


def table_points(finish: Sequence[Sequence[PlayerId]]) -> dict[PlayerId, Fraction]:
    """Each player's points from a table's finish: ``finish`` lists the places in order, each the
    players level on it (one player, or several sharing it)."""
    size = sum(len(level) for level in finish)
    points: dict[PlayerId, Fraction] = {}
    place = 1
    for level in finish:
        if not level:
            raise ValueError("an empty place")
        shared = sum((place_points(p, size) for p in range(place, place + len(level))), Fraction(0)) / len(level)
        for player in level:
            if player in points:
                raise ValueError(f"player {player} finished twice")
            points[player] = shared
        place += len(level)
    return points
