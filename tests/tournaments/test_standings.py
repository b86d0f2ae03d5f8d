"""FIDE C.07 (2023) tie-breaks, each pinned by a small event worked out by hand."""

from __future__ import annotations

import pytest

from bot.tournaments.results import Bye, Game
from bot.tournaments.standings import ROUND_ROBIN, SWISS, Standings, direct_encounter, standings, Event


def line(table: Standings, player: int) -> dict[str, float | None]:
    found = next(entry for entry in table.lines if entry.player == player)
    return {"rank": found.rank, "points": found.points, "played": found.played,
            **dict(zip(table.tie_breaks, found.tie_breaks))}


# Three rounds, four players: r1 1-2 1-0, 3-4 draw; r2 1-3 draw, 2-4 1-0; r3 1-4 1-0, 2-3 0-1.
# Scores: 1: 1+.5+1 = 2.5; 2: 0+1+0 = 1; 3: .5+.5+1 = 2; 4: .5+0+0 = .5.
PLAYED = [Game(1, 1, 2, 1.0), Game(1, 3, 4, 0.5), Game(2, 1, 3, 0.5), Game(2, 2, 4, 1.0),
          Game(3, 1, 4, 1.0), Game(3, 2, 3, 0.0)]


def test_buchholz_sums_the_opponents_scores() -> None:
    table = standings([1, 2, 3, 4], PLAYED, 3)
    # 1 met 2, 3, 4: 1 + 2 + .5 = 3.5; 3 met 4, 1, 2: .5 + 2.5 + 1 = 4.
    assert line(table, 1)["BH"] == 3.5 and line(table, 3)["BH"] == 4.0


def test_buchholz_cut1_drops_the_least_opponent() -> None:
    table = standings([1, 2, 3, 4], PLAYED, 3)
    # 1: 3.5 - .5 (player 4) = 3; 3: 4 - .5 (player 4) = 3.5.
    assert line(table, 1)["BH-C1"] == 3.0 and line(table, 3)["BH-C1"] == 3.5


def test_sonneborn_berger_weighs_each_opponent_by_the_points_taken() -> None:
    table = standings([1, 2, 3, 4], PLAYED, 3)
    # 1: 1*1 (beat 2) + .5*2 (drew 3) + 1*.5 (beat 4) = 2.5; 3: .5*.5 + .5*2.5 + 1*1 = 2.5.
    assert line(table, 1)["SB"] == 2.5 and line(table, 3)["SB"] == 2.5


def test_points_then_the_swiss_tie_breaks_order_the_players() -> None:
    table = standings([4, 3, 2, 1], PLAYED, 3)
    assert [entry.player for entry in table.lines] == [1, 3, 2, 4]
    assert [entry.rank for entry in table.lines] == [1, 2, 3, 4] and table.tie_breaks == SWISS


def test_unplayed_round_counts_a_dummy_opponent_with_the_players_own_score() -> None:
    # r1 1-2 1-0, 3 has the pairing bye; r2 1-3 draw, 2 has the pairing bye.
    # Scores: 1: 1.5; 2: 0+1 = 1; 3: 1+.5 = 1.5.
    results = [Game(1, 1, 2, 1.0), Bye(1, 3), Game(2, 1, 3, 0.5), Bye(2, 2)]
    table = standings([1, 2, 3], results, 2)
    # 3: dummy 1.5 (own score) + 1.5 (player 1) = 3; SB 1.5*1 + 1.5*.5 = 2.25.
    assert line(table, 3)["BH"] == 3.0 and line(table, 3)["SB"] == 2.25
    # 3's pairing bye is no VUR: Cut-1 drops the least, 1.5 -> 1.5; 2: 1.5 (player 1) + dummy 1 = 2.5.
    assert line(table, 3)["BH-C1"] == 1.5 and line(table, 2)["BH"] == 2.5
    assert line(table, 3)["played"] == 1


def test_cut1_cuts_a_voluntarily_unplayed_round_first() -> None:
    # r1 1-2 1-0, 3 takes a half-point bye, 4 the pairing bye; r2 3-2 1-0, 1-4 1-0.
    # Scores: 1: 2; 2: 0; 3: .5+1 = 1.5; 4: 1+0 = 1.
    results = [Game(1, 1, 2, 1.0), Bye(1, 3, "half"), Bye(1, 4), Game(2, 3, 2, 1.0), Game(2, 1, 4, 1.0)]
    table = standings([1, 2, 3, 4], results, 2)
    # 3: BH = dummy 1.5 (half bye) + 0 (player 2) = 1.5; the VUR is cut, not the 0: Cut-1 = 0.
    assert line(table, 3)["BH"] == 1.5 and line(table, 3)["BH-C1"] == 0.0
    # 4: dummy 1 (pairing bye, no VUR) + 2 (player 1) = 3; Cut-1 drops the least: 3 - 1 = 2.
    assert line(table, 4)["BH"] == 3.0 and line(table, 4)["BH-C1"] == 2.0


def test_withdrawn_opponent_scores_draws_after_the_withdrawal() -> None:
    # 2 withdraws after r1. r1 1-2 1-0, 3-4 1-0; r2 1-4 1-0, 3 bye; r3 1-3 draw, 4 bye.
    # Scores: 1: 2.5; 2: 0; 3: 1+1+.5 = 2.5; 4: 0+0+1 = 1.
    results = [Game(1, 1, 2, 1.0), Game(1, 3, 4, 1.0), Game(2, 1, 4, 1.0), Bye(2, 3), Game(3, 1, 3, 0.5), Bye(3, 4)]
    table = standings([1, 2, 3, 4], results, 3)
    # 2's score in 1's Buchholz: 0 in r1, then two draws: 1. 1: 1 + 1 (player 4) + 2.5 (player 3) = 4.5.
    assert line(table, 1)["BH"] == 4.5
    # 2's own: 2.5 (player 1) + two absent rounds against dummies of 0 = 2.5, the VURs cut first.
    assert line(table, 2)["BH"] == 2.5 and line(table, 2)["BH-C1"] == 2.5


def test_forfeit_is_unplayed_for_both_and_a_win_for_the_winner() -> None:
    # r1 2 does not show: 1-2 1-0 by forfeit, 3-4 1-0; r2 1-3 draw, 2-4 0-1.
    # Scores: 1: 1.5; 2: 0; 3: 1.5; 4: 1.
    results = [Game(1, 1, 2, 1.0, forfeit=True), Game(1, 3, 4, 1.0), Game(2, 1, 3, 0.5), Game(2, 2, 4, 0.0)]
    table = standings([1, 2, 3, 4], results, 2)
    # 1: dummy 1.5 + 1.5 (player 3) = 3; a forfeit won is no VUR: Cut-1 = 3 - 1.5 = 1.5.
    assert line(table, 1)["BH"] == 3.0 and line(table, 1)["BH-C1"] == 1.5
    # 2: dummy 0 (forfeit lost, a VUR) + 1 (player 4) = 1; the VUR is cut: 1.
    assert line(table, 2)["BH"] == 1.0 and line(table, 2)["BH-C1"] == 1.0
    # 2 played r2, so nothing of theirs counts as a draw: 4 gets 1.5 (player 3) + 0 = 1.5.
    assert line(table, 4)["BH"] == 1.5
    assert line(table, 1)["WIN"] == 1.0 and line(table, 1)["played"] == 1 and line(table, 2)["played"] == 1


def test_wins_count_every_round_worth_a_win() -> None:
    # r1 1-2 1-0, 3 pairing bye; r2 3-1 1-0, 2 half bye. 1: one win; 3: bye + win = 2; 2: none.
    results = [Game(1, 1, 2, 1.0), Bye(1, 3), Game(2, 3, 1, 1.0), Bye(2, 2, "half")]
    table = standings([1, 2, 3], results, 2)
    assert (line(table, 1)["WIN"], line(table, 3)["WIN"], line(table, 2)["WIN"]) == (1.0, 2.0, 0.0)


def test_direct_encounter_orders_tied_players_who_all_met() -> None:
    # Round robin of four: 1-2 1-0, 1-3 0-1, 1-4 draw, 2-3 draw, 2-4 1-0, 3-4 1-0.
    # Scores: 1: 1.5; 2: 0+.5+1 = 1.5; 3: 1+.5+1 = 2.5; 4: .5+0+0 = .5.
    # SB 1: 1.5*1 + 2.5*0 + .5*.5 = 1.75; SB 2: 2.5*.5 + .5*1 = 1.75: level; 1 beat 2.
    results = [Game(1, 1, 2, 1.0), Game(1, 3, 4, 1.0), Game(2, 3, 1, 1.0), Game(2, 2, 4, 1.0),
               Game(3, 1, 4, 0.5), Game(3, 2, 3, 0.5)]
    table = standings([2, 1, 3, 4], results, 3, ROUND_ROBIN)
    assert [entry.player for entry in table.lines] == [3, 1, 2, 4]
    assert [entry.rank for entry in table.lines] == [1, 2, 3, 4]
    assert line(table, 1)["SB"] == line(table, 2)["SB"] == 1.75
    assert line(table, 1)["DE"] == 1.0 and line(table, 2)["DE"] == 0.0 and line(table, 3)["DE"] is None


def test_direct_encounter_when_not_all_met_puts_ahead_only_a_sure_leader() -> None:
    # 1 beat 2 and 3, who never met: 1 scored 2, 2 and 3 could reach 0 + 1: 1 goes ahead, 2 and 3 stay level.
    event = Event([1, 2, 3], [Game(1, 1, 2, 1.0), Game(2, 3, 1, 0.0)], 2)
    assert direct_encounter(event, [1, 2, 3])[0] == [[1], [2, 3]]
    # 1 beat 2 and drew 3: 1.5, and 3 could reach .5 + 1 = 1.5: no one is sure, all stay level.
    event = Event([1, 2, 3], [Game(1, 1, 2, 1.0), Game(2, 3, 1, 0.5)], 2)
    assert direct_encounter(event, [1, 2, 3])[0] == [[1, 2, 3]]


def test_players_nothing_tells_apart_share_a_rank() -> None:
    # Two players drew their only game: level on everything.
    table = standings([7, 5], [Game(1, 5, 7, 0.5)], 1)
    assert [(entry.rank, entry.player) for entry in table.lines] == [(1, 7), (1, 5)]


def test_a_game_still_running_counts_for_nothing() -> None:
    # Round 3's games are paired but not decided: the standings are those of rounds 1 and 2, the
    # third round an unplayed one for everybody.
    running = [*PLAYED[:4], Game(3, 1, 4), Game(3, 2, 3)]
    assert standings([1, 2, 3, 4], running, 3) == standings([1, 2, 3, 4], PLAYED[:4], 3)
    event = Event([1, 2, 3, 4], running, 3)
    assert event.games == PLAYED[:4] and event.score == {1: 1.5, 2: 1.0, 3: 1.0, 4: 0.5}
    assert [line(standings([1, 2, 3, 4], running, 3), p)["played"] for p in (1, 2, 3, 4)] == [2, 2, 2, 2]


@pytest.mark.parametrize("results", [
    [Game(1, 1, 9, 1.0)],  # a stranger
    [Game(1, 1, 2, 1.0), Bye(1, 1)],  # two results in one round
    [Game(3, 1, 2, 1.0)],  # a round after the last
])
def test_bad_results_are_refused(results: list[Game | Bye]) -> None:
    with pytest.raises(ValueError):
        standings([1, 2], results, 2)
