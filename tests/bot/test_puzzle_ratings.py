"""Puzzle ratings (issue 29): an attempt is a game between the player and the puzzle."""

from __future__ import annotations

from bot.ratings import Rating, puzzle_rating, rate_puzzle


def test_solving_raises_the_player_and_lowers_the_puzzle() -> None:
    player, puzzle = Rating(), puzzle_rating(1500)
    after_player, after_puzzle = rate_puzzle(player, puzzle, solved=True)
    assert after_player.shown > player.shown and after_puzzle.shown < puzzle.shown
    assert (after_player.wins, after_player.games, after_puzzle.losses) == (1, 1, 1)


def test_failing_lowers_the_player_and_raises_the_puzzle() -> None:
    after_player, after_puzzle = rate_puzzle(Rating(), puzzle_rating(1500), solved=False)
    assert after_player.shown < 1500 < after_puzzle.shown


def test_a_hard_puzzle_solved_gains_more_than_an_easy_one() -> None:
    easy, _ = rate_puzzle(Rating(), puzzle_rating(1100), solved=True)
    hard, _ = rate_puzzle(Rating(), puzzle_rating(1900), solved=True)
    assert hard.shown > easy.shown


def test_a_new_puzzle_shows_the_guessed_rating() -> None:
    assert puzzle_rating(1740).shown == 1740 and puzzle_rating(1500) == Rating()
