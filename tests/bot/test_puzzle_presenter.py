"""The words and controls of puzzles (bot.present.puzzles): strict custom ids holding only the
puzzle's id and indexes, the question with whose move it is (the board's colour name), the history
of right moves, the verdicts with the rating changes, and the puzzle of the day, in English and
French."""

from __future__ import annotations

from typing import Any

import pytest

import engines
from bot.errors import BadComponent
from bot.present.puzzles import PuzzleId, daily_text, moves_view, question, solve_view, verdict
from bot.ratings import Rating, puzzle_rating
from bot.service import Session
from bot.storage.puzzles import Attempt, PuzzleRow
from engines.ai.puzzles import Puzzle, puzzle_state

PUZZLE = Puzzle(game="dames", position="W:W23,28,33,36,39,43:B6,13,14,16,19,21", options={}, seat=0,
                solution=("23-18", "13x22", "28x26"), themes=("material", "sacrifice"), rating=1650, ply=0,
                margins=(0.5, 2.0))


def session(step: int = 0) -> Session:
    row = PuzzleRow(7, 10, "dames", 3, 0, PUZZLE.to_json(), puzzle_rating(1650), 0)
    return Session(row, PUZZLE, step, puzzle_state(engines.get("dames"), PUZZLE, step))


def ids(view: Any) -> list[str]:
    return [item.item.custom_id for item in view.children]


def test_ids_are_strict_and_hold_only_ids_and_indexes() -> None:
    assert str(PuzzleId.parse("try:7:2")) == "puzzle:try:7:2"
    assert PuzzleId.parse("page:7:0:1").numbers == (0, 1)
    for bad in ("try:7", "try:0:0", "try:7:01", "solve:7:0", "try:7:-1", "nope:7", "try:7:2:3", "page:7:x:1"):
        with pytest.raises(BadComponent):
            PuzzleId.parse(bad)
    assert ids(moves_view(session(), "en")) == ["puzzle:try:7:0"]
    assert ids(moves_view(session(2), "en")) == ["puzzle:try:7:2"]
    assert ids(solve_view("fr", 7)) == ["puzzle:solve:7"]
    with pytest.raises(BadComponent):
        moves_view(session(), "en", page=3)


def test_the_question_and_its_history_in_both_languages() -> None:
    assert question(session(), "en") == ("**Puzzle #7** · Dames (international draughts) · puzzle rating 1650\n"
                                         "Blue to play: find the best move.")
    assert question(session(), "fr", practice=True) == (
        "**Problème n°\u00a07** · Dames (jeu de dames international) · classement du problème 1650\n"
        "Vous avez déjà essayé ce problème : cette fois, c'est pour vous entraîner, les classements ne bougent pas.\n"
        "Les bleus jouent : trouvez le meilleur coup.")
    assert question(session(2), "en").splitlines()[1:] == ["23-18: right! The reply: 13x22.",
                                                           "Blue to play: find the next move."]
    assert question(session(2), "fr").splitlines()[1:] == ["23-18 : c'est juste ! La réponse : 13x22.",
                                                           "Les bleus jouent : trouvez le coup suivant."]
    menu = moves_view(session(), "en").children[0].item
    assert "23-18" in [option.value for option in menu.options] and menu.placeholder == "Your move"


def test_the_verdicts_say_the_rating_changes_or_that_it_was_practice() -> None:
    before, after = Rating(), Rating(mu=Rating().mu + 1)
    failed = Attempt(True, False, before, Rating(mu=Rating().mu - 1), puzzle_rating(1650), puzzle_rating(1680))
    assert verdict(session(), "en", "33-29", failed).splitlines()[1] == (
        "33-29 is not it: **puzzle failed**. The solution: 23-18 13x22 28x26. Your puzzle rating: 1500 → 1473 (−27)."
        " The puzzle's: 1650 → 1680.")
    solved = Attempt(True, True, before, after, puzzle_rating(1650), puzzle_rating(1640))
    assert verdict(session(2), "fr", "28x26", solved).splitlines()[2] == (
        "**Résolu !** Votre classement aux problèmes : 1500 → 1527 (+27). Celui du problème : 1650 → 1640.")
    practice = Attempt(False, True, before, before, puzzle_rating(1650), puzzle_rating(1650))
    assert verdict(session(2), "en", "28x26", practice).endswith("**Solved!** (Practice: the ratings stay as they are.)")


def test_the_puzzle_of_the_day_in_both_languages() -> None:
    assert daily_text(session(), "fr").splitlines() == [
        "**Problème du jour** · Dames (jeu de dames international)",
        "**Problème n°\u00a07** · Dames (jeu de dames international) · classement du problème 1650",
        "Les bleus jouent : trouvez le meilleur coup.",
        "Appuyez sur «\u00a0Résoudre\u00a0» pour le chercher en privé."]
    assert solve_view("en", 7).children[0].item.label == "Solve"
