"""Round robin by Berger tables: FIDE's published tables, each pair once (twice when double),
colours balanced, a rest for odd fields."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from bot.tournaments.model import Entry
from bot.tournaments.robin import berger, round_robin

# FIDE Handbook C.05, Annex 1: the Berger tables for 4 and 6 players, round by round.
FIDE_4 = [[(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)]]
FIDE_6 = [
    [(1, 6), (2, 5), (3, 4)],
    [(6, 4), (5, 3), (1, 2)],
    [(2, 6), (3, 1), (4, 5)],
    [(6, 5), (1, 4), (2, 3)],
    [(3, 6), (4, 2), (5, 1)],
]


def test_the_tables_are_fides() -> None:
    assert [berger(4, r) for r in range(1, 4)] == FIDE_4
    assert [berger(6, r) for r in range(1, 6)] == FIDE_6


def entries(count: int) -> list[Entry]:
    return [Entry(100 + i, f"P{i}") for i in range(count)]


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6, 7, 8, 10, 11])
@pytest.mark.parametrize("double", [False, True])
def test_every_pair_meets_once_a_cycle_with_balanced_colours(count: int, double: bool) -> None:
    players = entries(count)
    rounds = round_robin(players, double=double)
    cycle = count - 1 + count % 2
    assert [r.number for r in rounds] == list(range(1, cycle * (1 + double) + 1))
    meetings = Counter(frozenset((g.white, g.black)) for r in rounds for g in r.games)
    pairs = {frozenset(pair) for pair in combinations([p.player for p in players], 2)}
    assert set(meetings) == pairs and set(meetings.values()) == {1 + double}
    for round_ in rounds:
        assert sorted(round_.players()) == [p.player for p in players]  # everyone once a round
        assert all(bye.kind == "zero" for bye in round_.byes) and len(round_.byes) == count % 2
    rests = Counter(bye.player for r in rounds for bye in r.byes)
    assert set(rests.values()) <= {1 + double}
    whites = Counter(g.white for r in rounds for g in r.games)
    games = Counter(p for r in rounds for g in r.games for p in (g.white, g.black))
    for p in players:
        # A cycle gives everyone half their games with white, give or take one; a double, exactly.
        difference = 2 * whites[p.player] - games[p.player]
        assert abs(difference) <= (0 if double else 1)
    if double:
        first, second = rounds[:cycle], rounds[cycle:]
        assert [{(g.black, g.white) for g in r.games} for r in first] == [set((g.white, g.black) for g in r.games) for r in second]


def test_one_player_is_no_round_robin() -> None:
    with pytest.raises(ValueError):
        round_robin(entries(1))
