"""The card game's seating (tables of 3 to 6, leaders together) and its points by place."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bot.tournaments.tables import place_points, seat, table_points, table_sizes


@pytest.mark.parametrize("count", range(3, 41))
def test_every_table_has_3_to_6_seats_and_sizes_differ_by_one_at_most(count: int) -> None:
    players = list(range(100, 100 + count))
    tables = seat(players)
    sizes = [len(table) for table in tables]
    assert all(3 <= size <= 6 for size in sizes)
    assert max(sizes) - min(sizes) <= 1
    assert len(tables) == -(-count // 6)  # as few tables as hold everyone
    assert [p for table in tables for p in table] == players  # everyone once, in standings order


def test_the_leaders_sit_together() -> None:
    # 13 players: tables of 5, 4 and 4; the first five of the standings at the first.
    assert seat(list(range(1, 14))) == [(1, 2, 3, 4, 5), (6, 7, 8, 9), (10, 11, 12, 13)]
    assert table_sizes(7) == [4, 3] and table_sizes(12) == [6, 6] and table_sizes(3) == [3]


def test_too_few_players_or_a_player_twice_are_refused() -> None:
    with pytest.raises(ValueError):
        seat([1, 2])
    with pytest.raises(ValueError):
        seat([1, 2, 2, 3])


def test_places_give_three_to_zero_scaled_to_the_table() -> None:
    # 3 * (size - place) / (size - 1)
    assert [place_points(p, 4) for p in range(1, 5)] == [3, 2, 1, 0]
    assert [place_points(p, 3) for p in range(1, 4)] == [3, Fraction(3, 2), 0]
    assert [place_points(p, 6) for p in range(1, 7)] == [3, Fraction(12, 5), Fraction(9, 5), Fraction(6, 5),
                                                         Fraction(3, 5), 0]


def test_players_level_on_a_place_share_its_points() -> None:
    # Four at the table, two level first: (3 + 2) / 2 = 2.5 each; then 1 and 0.
    assert table_points([[1, 2], [3], [4]]) == {1: Fraction(5, 2), 2: Fraction(5, 2), 3: 1, 4: 0}
    # Three level last at five: (1.5 + .75 + 0) / 3 = .75 each.
    assert table_points([[1], [2], [3, 4, 5]])[5] == Fraction(3, 4)
    with pytest.raises(ValueError):
        table_points([[1], [1], [2]])
