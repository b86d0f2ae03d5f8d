"""bot.ratings: ranks from stored results, OpenSkill updates shown on the 1500 scale."""

from __future__ import annotations

import json
import logging
from importlib.resources import files
from pathlib import Path

import pytest

import bot.ratings
import engines
from bot.ratings import (
    PROVISIONAL_GAMES,
    START,
    Rating,
    computer_rating,
    computer_ratings,
    outcomes,
    rate,
    settle,
)


def test_a_duel_ranks_the_winner_first_and_a_draw_ties() -> None:
    assert outcomes({"winners": [1], "reason": "resignation"}, 2) == ([2, 1], ["loss", "win"])
    assert outcomes({"winners": [], "reason": "agreement"}, 2) == ([1, 1], ["draw", "draw"])
    assert outcomes(None, 2) == ([1, 1], ["draw", "draw"])


def test_a_card_table_ranks_winners_first_then_the_others_by_score_with_ties() -> None:
    result = {"winners": [2, 0], "scores": [900, 300, 900, 300, 500], "reason": "all-signals"}
    assert outcomes(result, 5) == ([1, 4, 1, 4, 3], ["win", "loss", "win", "loss", "loss"])


def test_a_new_player_starts_at_1500_and_provisional() -> None:
    fresh = Rating()
    assert fresh.shown == START and fresh.provisional and fresh.label() == "1500?"


def test_the_winner_gains_what_the_loser_loses_between_equals_and_streaks_follow() -> None:
    (winner, loser), marks = rate([Rating(), Rating()], {"winners": [0], "reason": "goal"})
    assert marks == ["win", "loss"]
    assert winner.shown > START > loser.shown
    assert winner.shown - START == START - loser.shown
    assert (winner.games, winner.wins, winner.streak, loser.losses, loser.streak) == (1, 1, 1, 1, -1)
    (winner2, _), _ = rate([winner, Rating()], {"winners": [0], "reason": "goal"})
    assert winner2.streak == 2 and winner2.shown > winner.shown
    (drawn, _), _ = rate([winner2, Rating()], {"winners": [], "reason": "agreement"})
    assert drawn.streak == 0 and drawn.draws == 1 and drawn.shown < winner2.shown  # a draw with a weaker player


def test_a_draw_between_equals_leaves_the_shown_ratings_alone_but_makes_them_surer() -> None:
    (a, b), _ = rate([Rating(), Rating()], {"winners": [], "reason": "agreement"})
    assert a.shown == b.shown == START
    assert a.sigma < Rating().sigma


def test_an_upset_moves_ratings_more_than_an_expected_result() -> None:
    strong = Rating(mu=35.0, sigma=3.0, games=30)
    weak = Rating(mu=20.0, sigma=3.0, games=30)
    (expected, _), _ = rate([strong, weak], {"winners": [0], "reason": "goal"})
    (upset, _), _ = rate([strong, weak], {"winners": [1], "reason": "goal"})
    assert 0 < expected.shown - strong.shown < strong.shown - upset.shown


def test_a_rating_is_provisional_for_its_first_games() -> None:
    rating = Rating()
    for _ in range(PROVISIONAL_GAMES):
        assert rating.label().endswith("?")
        (rating, _), _ = rate([rating, Rating()], {"winners": [], "reason": "agreement"})
    assert not rating.label().endswith("?")


def test_the_shipped_computer_ratings_cover_every_game_and_level_and_rise_with_the_level() -> None:
    shipped = json.loads(files("data").joinpath("ai_ratings.json").read_text(encoding="utf-8"))
    assert shipped["date"] and shipped["method"] and "dame-rs" in shipped["anchor"]
    assert set(shipped["games"]) == set(engines.GAMES)
    for key, entry in shipped["games"].items():
        levels = [entry["levels"][str(level)] for level in range(1, 9)]
        assert all(isinstance(r, int) and r % 50 == 0 for r in levels), key
        assert levels == sorted(levels) and levels[-1] > levels[0], key
        assert all(entry["games"][str(level)] > 0 for level in range(1, 9)), key
        assert [computer_rating(key, level).shown for level in range(1, 9)] == levels


def test_an_unreadable_ratings_file_rates_every_computer_as_a_newcomer_and_says_so(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / "ai_ratings.json").write_text('{"games": {"dames": {"levels": {"1": ')
    monkeypatch.setattr(bot.ratings, "files", lambda _package: tmp_path)
    computer_ratings.cache_clear()
    try:
        with caplog.at_level(logging.ERROR, logger="bot.ratings"):
            assert computer_rating("dames", 8).shown == START
        assert "unreadable" in caplog.text
    finally:
        monkeypatch.undo()
        computer_ratings.cache_clear()
    assert computer_rating("dames", 8).shown > START  # the shipped file again


def test_settle_changes_each_persons_rating_from_what_is_known_and_never_a_computers() -> None:
    known = {7: Rating(mu=30.0, sigma=4.0, games=12, wins=3, streak=2)}
    changes = settle("mak-yek", [7, 8, 99], {2: 5}, {"winners": [0]}, known)
    assert [(c.seat, c.user_id, c.outcome) for c in changes] == [(0, 7, "win"), (1, 8, "loss")]
    after, _ = rate([known[7], Rating(), computer_rating("mak-yek", 5)], {"winners": [0]})
    assert [c.before for c in changes] == [known[7], Rating()]  # a newcomer starts at the defaults
    assert [c.after for c in changes] == after[:2]
    assert changes[0].after.games == 13 and changes[0].after.streak == 3 and changes[1].after.streak == -1


def test_a_computer_plays_at_its_rating_in_the_game_of_the_match() -> None:
    dames, makyek = computer_ratings()["dames"][8], computer_ratings()["mak-yek"][8]
    assert dames != makyek  # measured apart: Dames' level 8 plays far above Mak-Yek's
    for key in ("dames", "mak-yek"):
        [change] = settle(key, [7, 99], {1: 8}, {"winners": [1]}, {})
        after, _ = rate([Rating(), computer_rating(key, 8)], {"winners": [1]})
        assert change.after == after[0] and computer_rating(key, 8).shown == computer_ratings()[key][8]
