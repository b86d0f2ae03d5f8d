"""benchmarks/elo_fit.py, the fit behind the computer levels' shown ratings: it finds the Elo
gaps the scores mean, keeps a pairing won every time finite, and reads a saved ladder."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import elo_fit  # noqa: E402


def test_the_fit_finds_the_gaps_the_scores_mean_from_the_pinned_player() -> None:
    # 76 % is 200 Elo; a chain a > b > c, and a against c once more, as consistent scores.
    pairings = [("b", "a", 1000, 760.0), ("c", "b", 1000, 760.0), ("c", "a", 1000, 1000 * elo_fit.expected(400, 0))]
    fitted = elo_fit.fit(pairings, "a", 1000)
    assert fitted.ratings["a"] == 1000 and fitted.errors["a"] == 0
    assert fitted.ratings["b"] == pytest.approx(1200, abs=3)
    assert fitted.ratings["c"] == pytest.approx(1400, abs=3)
    assert 0 < fitted.errors["b"] < fitted.errors["c"]  # further from the pin, less sure
    assert fitted.games == {"a": 2000, "b": 2000, "c": 2000}


def test_a_pairing_won_every_time_stays_finite_and_more_games_say_more() -> None:
    few = elo_fit.fit([("strong", "weak", 16, 16.0)], "weak", 0).ratings["strong"]
    many = elo_fit.fit([("strong", "weak", 50, 50.0)], "weak", 0).ratings["strong"]
    assert 400 < few < many < 1000


def test_a_player_no_pairing_links_to_the_pin_is_refused() -> None:
    with pytest.raises(ValueError, match="links"):
        elo_fit.fit([("a", "b", 10, 5.0), ("c", "d", 10, 5.0)], "a", 1000)


def test_the_saved_ladders_are_read_per_game_with_their_points() -> None:
    ladders = elo_fit.saved_ladders(BENCHMARKS / "results" / "bench_ai.txt")
    assert {"dames", "mak-yek"} <= set(ladders)
    for pairs in ladders.values():
        assert [(high[1], low[1]) for high, low, *_ in pairs] == [(n, n - 1) for n in range(2, 9)]
        assert all(0 <= points <= games for *_, games, points in pairs)
    assert ladders["macadam"][0] == (("level", 2), ("level", 1), 50, 38.0)  # "| 2 vs 1 | 50 | 76.0 % |"


def test_a_run_replaces_only_the_saved_pairings_it_played_again() -> None:
    """Levels 1-3 retuned, the rest unchanged: the run's 2v1 and 3v2 with the saved 4v3 to 8v7."""
    import bench_ratings
    from bench_ai import Score

    saved = elo_fit.saved_ladders(BENCHMARKS / "results" / "bench_ai.txt")
    played = {"mak-yek": [(("level", 2), ("level", 1), Score(10, 0.7, 80.0, 0.1)),
                          (("level", 3), ("level", 2), Score(10, 0.6, 80.0, 0.1))]}
    pairings, source = bench_ratings.pairings_of(played, saved)
    mine = pairings["mak-yek"]
    assert mine[:2] == [(("level", 2), ("level", 1), 10, 7.0), (("level", 3), ("level", 2), 10, 6.0)]
    assert mine[2:] == saved["mak-yek"][2:]
    assert source["mak-yek"] == "this run (2v1, 3v2) and saved ladder (4v3, 5v4, 6v5, 7v6, 8v7)"
    assert pairings["apit-sodok"] == saved["apit-sodok"]
