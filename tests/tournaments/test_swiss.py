"""Swiss pairings (FIDE Dutch, through caissify-pairings): random events checked against the handbook's
rules by tests/tournaments/check.py, and small events checked by hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.tournaments.model import Entry, Round, may_join, score
from bot.tournaments.results import Bye, Game
from bot.tournaments.swiss import NoPairing, pair_swiss
from tests.tournaments.check import pairable, violations
from tests.tournaments.play import random_event

W, B, D = 1.0, 0.0, 0.5  # white's points

EVENTS = [(players, total, seed) for players in (9, 10, 16, 25) for total in range(5, 10) for seed in range(2)]


@pytest.mark.parametrize(("players", "total", "seed"), EVENTS)
def test_random_events_keep_the_rules(players: int, total: int, seed: int) -> None:
    event = random_event(players, total, seed=1000 * seed + 10 * players + total)
    assert violations(event.entries, event.rounds, event.total, event.forbidden) == []
    if event.stuck is not None:
        # Only where no legal pairing exists at all (a small field late in a long event).
        assert not pairable(event.entries, event.rounds, event.stuck, event.total, event.forbidden)
    byes = [bye.player for round_ in event.rounds for bye in round_.byes]
    assert len(byes) == len(set(byes))


def test_most_random_events_play_every_round() -> None:
    finished = [random_event(p, t, seed=1000 * s + 10 * p + t).stuck is None for p, t, s in EVENTS if p >= 16]
    assert all(finished)


def four() -> list[Entry]:
    return [Entry(i, f"P{i}", 2100 - 100 * i) for i in range(1, 5)]


def test_four_players_by_hand() -> None:
    entries = four()
    # Round 1: one score group; S1 = 1, 2 against S2 = 3, 4; the first board's top player
    # gets the initial colour (white), the boards alternate.
    first = pair_swiss(entries, [], 1, 3)
    assert first == Round(1, (Game(1, 1, 3), Game(1, 4, 2)))
    first = first.with_result(1, 3, W).with_result(4, 2, D)
    # Round 2: 1 (1 point) is alone, floats to the half-point group {2, 4} and meets its top, 2;
    # 4 floats to 3 (not met yet). Colours alternate: 2 had black, 1 white; 3 black, 4 white.
    second = pair_swiss(entries, [first], 2, 3)
    assert second == Round(2, (Game(2, 2, 1), Game(2, 3, 4)))
    second = second.with_result(2, 1, W).with_result(3, 4, D)
    # Round 3: only 1-4 and 2-3 are left. 1 and 4 both played w, b and want white: the higher
    # ranked (equal scores: pairing number 1) gets it; 2 and 3 both played b, w and want black:
    # 2 (1.5 points against 0.5) gets it.
    third = pair_swiss(entries, [first, second], 3, 3)
    assert set(third.games) == {Game(3, 1, 4), Game(3, 3, 2)}
    third = third.with_result(1, 4, D).with_result(3, 2, D)
    assert violations(entries, [first, second, third], 3) == []
    # Everyone has met everyone: a fourth round cannot be paired.
    with pytest.raises(NoPairing):
        pair_swiss(entries, [first, second, third], 4, 4)


def test_five_players_by_hand() -> None:
    entries = [*four(), Entry(5, "P5", 1600)]
    # Round 1: the lowest ranked, 5, gets the pairing-allocated bye; 1-3, 4-2 as with four.
    first = pair_swiss(entries, [], 1, 4)
    assert first == Round(1, (Game(1, 1, 3), Game(1, 4, 2)), (Bye(1, 5, "pairing"),))
    first = first.with_result(1, 3, B).with_result(4, 2, D)
    # Round 2: scores 3 and 5: 1, 2 and 4: 1/2, 1: 0. The bye goes to the lowest score that
    # leaves the round pairable: 1 (0 points; 5 has had it). Then 3-5 would leave 2 and 4, who
    # have met: the 1-point bracket cannot pair, 3 and 5 float into the half-point one, S1 = 3, 5
    # against S2 = 2, 4. 3-2 would give both their white (both had black): one goes without;
    # 3-4 and 2-5 give everyone their colour (3 and 2 had black, 4 white, 5 none yet).
    second = pair_swiss(entries, [first], 2, 4)
    assert set(second.games) == {Game(2, 3, 4), Game(2, 2, 5)} and second.byes == (Bye(2, 1, "pairing"),)
    assert score(entries[0], [first, second]) == 1.0


def test_a_forbidden_pair_is_transposed_away_in_the_first_round() -> None:
    entries = four()
    # 1 may not meet 3: S2 is transposed to 4, 3 (C.04.3 B.2), 1-4 and 3-2 (colours alternate).
    round_ = pair_swiss(entries, [], 1, 3, forbidden={frozenset((1, 3))})
    assert set(round_.games) == {Game(1, 1, 4), Game(1, 3, 2)}


def test_a_forbidden_pair_never_meets() -> None:
    entries = four()
    forbidden = {frozenset((1, 4))}
    history: list[Round] = []
    for number in (1, 2):
        round_ = pair_swiss(entries, history, number, 3, forbidden)
        for game in round_.games:
            round_ = round_.with_result(game.white, game.black, D)
        history.append(round_)
    # 1 has met 2 and 3: its only opponent left is forbidden.
    assert {frozenset((g.white, g.black)) for r in history for g in r.games} >= {frozenset((1, 2)), frozenset((1, 3))}
    with pytest.raises(NoPairing):
        pair_swiss(entries, history, 3, 3, forbidden)


def test_late_joiner_gets_half_points_and_withdrawn_player_is_not_paired() -> None:
    entries = [*four(), Entry(5, "P5", 2500, joined=3), Entry(6, "P6", 1000)]
    entries[1] = replace(entries[1], withdrawn_after=1)
    history: list[Round] = []
    for number in (1, 2, 3):
        round_ = pair_swiss(entries, history, number, 5)
        assert (5 in round_.players()) == (number >= 3)
        assert (2 in round_.players()) == (number == 1)
        for game in round_.games:
            round_ = round_.with_result(game.white, game.black, W)
        history.append(round_)
    assert score(entries[4], history[:2]) == 1.0
    assert violations(entries, history, 5) == []


def test_late_joining_is_allowed_until_half_the_rounds() -> None:
    assert may_join(2, 5) and not may_join(3, 5)
    assert may_join(3, 6) and not may_join(4, 6)


def test_bad_requests_are_refused() -> None:
    entries = four()
    first = pair_swiss(entries, [], 1, 3)
    with pytest.raises(ValueError):
        pair_swiss(entries, [first], 2, 3)  # round 1 has no results
    with pytest.raises(ValueError):
        pair_swiss(entries, [], 2, 3)  # round 1 was never paired
    with pytest.raises(ValueError):
        pair_swiss([*entries, entries[0]], [], 1, 3)  # a player entered twice
    with pytest.raises(NoPairing):
        pair_swiss(entries[:1], [], 1, 3)


def test_a_result_for_a_game_not_in_the_round_is_refused() -> None:
    round_ = pair_swiss(four(), [], 1, 3)
    with pytest.raises(ValueError):
        round_.with_result(3, 1, W)  # 1 has white, not 3
    assert round_.with_result(1, 3, B).game_of(3) == Game(1, 1, 3, B)
    assert not round_.complete and round_.with_result(1, 3, B).with_result(4, 2, D).complete
    assert round_.with_result(4, 2, W, forfeit=True).game_of(2) == Game(1, 4, 2, W, forfeit=True)
    with pytest.raises(ValueError):
        round_.with_result(1, 3, D, forfeit=True)  # a forfeit has a winner
