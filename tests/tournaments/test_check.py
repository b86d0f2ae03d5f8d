"""The checker catches what it is there to catch: each rule broken once on a paired event."""

from __future__ import annotations

from dataclasses import replace

from bot.tournaments.model import Entry, Round
from bot.tournaments.results import Bye, Game
from tests.tournaments.check import violations

D = 0.5


def players(count: int) -> list[Entry]:
    return [Entry(i, f"P{i}", 2100 - 100 * i) for i in range(1, count + 1)]


def test_a_sound_event_passes() -> None:
    rounds = [Round(1, (Game(1, 1, 3, D), Game(1, 4, 2, D))), Round(2, (Game(2, 2, 1, D), Game(2, 3, 4, D)))]
    assert violations(players(4), rounds, 3) == []


def test_a_repeated_pairing_is_caught() -> None:
    rounds = [Round(1, (Game(1, 1, 3, D), Game(1, 4, 2, D))), Round(2, (Game(2, 3, 1, D), Game(2, 2, 4, D)))]
    assert any("meet again" in problem for problem in violations(players(4), rounds, 3))


def test_a_forbidden_pairing_is_caught() -> None:
    rounds = [Round(1, (Game(1, 1, 3, D), Game(1, 4, 2, D)))]
    assert any("may not meet" in problem for problem in violations(players(4), rounds, 3, {frozenset((1, 3))}))


def test_a_second_bye_is_caught() -> None:
    rounds = [
        Round(1, (Game(1, 1, 3, D), Game(1, 4, 2, D)), (Bye(1, 5),)),
        Round(2, (Game(2, 1, 2, D), Game(2, 3, 4, D)), (Bye(2, 5),)),
    ]
    assert any("second bye to 5" in problem for problem in violations(players(5), rounds, 4))


def test_a_third_white_in_a_row_is_caught_before_the_last_round() -> None:
    rounds = [
        Round(1, (Game(1, 1, 4, D), Game(1, 2, 3, D), Game(1, 5, 6, D))),
        Round(2, (Game(2, 1, 2, D), Game(2, 3, 5, D), Game(2, 6, 4, D))),
        Round(3, (Game(3, 1, 3, D), Game(3, 4, 5, D), Game(3, 2, 6, D))),
    ]
    problems = violations(players(6), rounds, 5)
    assert any("1 gets the colours www" in problem for problem in problems)


def test_a_needless_float_is_caught() -> None:
    # After round 1 (1 and 2 won), round 2 should pair the winners together.
    first = Round(1, (Game(1, 1, 3, 1.0), Game(1, 4, 2, 0.0)))
    needless = Round(2, (Game(2, 1, 4, D), Game(2, 3, 2, D)))
    assert any("float below" in problem for problem in violations(players(4), [first, needless], 3))
    assert violations(players(4), [first, Round(2, (Game(2, 2, 1, D), Game(2, 3, 4, D)))], 3) == []


def test_an_absent_player_paired_is_caught() -> None:
    entries = players(4)
    entries[3] = replace(entries[3], joined=2)
    rounds = [Round(1, (Game(1, 1, 3, D), Game(1, 4, 2, D)))]
    assert any("seated" in problem for problem in violations(entries, rounds, 3))
