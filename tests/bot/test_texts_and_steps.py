"""Texts of the newer games (every engine error code and end reason explained in both languages)
and the step-by-step entry's building blocks (paths in custom ids, the too-long fallback)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from bot import i18n
from bot.errors import BadComponent
from bot.present.menus import CellCodec, step_picker

#: Each error code of the Mak-Yek / Apit-Sodok and Macadam engines, with the parameters they give.
ERRORS: dict[str, list[tuple[str, dict[str, Any]]]] = {
    "mak-yek": [
        ("syntax", {"text": "a1a5"}), ("unknown_cell", {"cell": "i9"}), ("repeated_capture", {"cell": "c4"}),
        ("empty_cell", {"cell": "d4"}), ("not_your_piece", {"cell": "a6"}), ("null_move", {"cell": "a3"}),
        ("not_straight", {"cell": "a3", "to": "b4"}), ("blocked", {"cell": "a1", "to": "a5", "at": "a3"}),
        ("wrong_captures", {"named": "c4", "taken": "c4, e4", "count": 2}),
        ("wrong_captures", {"named": "c4", "taken": "", "count": 0}),
        ("illegal_move", {"cell": "a3"}), ("illegal_move", {}),
        ("game_over", {}), ("not_your_turn", {"seat": 1, "to_move": 0}),
    ],
    "macadam": [
        ("empty", {}), ("syntax", {"text": "c5--e7"}), ("unknown_cell", {"cell": "z1"}),
        ("empty_cell", {"cell": "d4"}), ("not_your_piece", {"cell": "b6"}),
        ("illegal_move", {"start": "b2", "end": "h8"}), ("illegal_move", {}),
        *[("illegal_chain", {"step": 2, "start": "d4", "end": "f6", "reason": reason})
          for reason in ("not_a_jump", "no_own_pawn_jumped", "opponent_pawn_jumped", "occupied", "own_goal",
                         "revisited", "after_goal")],
        ("placement_phase", {}), ("placement_over", {"cell": "c3"}), ("occupied", {"cell": "c3"}),
        ("own_goal", {"cell": "d1"}), ("not_your_side", {"cell": "d6"}), ("game_over", {}),
        ("not_your_turn", {"seat": 1, "to_move": 0}),
    ],
}
ERRORS["apit-sodok"] = ERRORS["mak-yek"]

REASONS = {
    "macadam": ["goal", "six_two", "blocked", "repetition", "agreement", "resignation", "timeout"],
    "mak-yek": ["no_pieces", "insufficient_material", "no_moves", "repetition", "no_capture_limit", "agreement"],
}


@pytest.mark.parametrize("lang", i18n.LANGS)
@pytest.mark.parametrize(("game", "code", "params"),
                         [(game, code, params) for game, errors in ERRORS.items() for code, params in errors])
def test_every_engine_error_is_explained(lang: str, game: str, code: str, params: dict[str, Any]) -> None:
    text = i18n.explain(lang, f"move.{code}", params, game=game)
    unknown = i18n.t(lang, "move.unknown", code=code)
    assert text != unknown and "{" not in text and "_" not in text, text
    for value in params.values():
        if isinstance(value, str) and value and code != "illegal_chain":
            assert value in text, (code, text)


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_end_reason_reads_as_a_sentence(lang: str) -> None:
    colours = ["white", "black"]
    for reason in REASONS["macadam"]:
        drawn = reason in ("repetition", "agreement")
        for winners in ([[]] if drawn else [[0], [1]]):
            text = i18n.result_text(lang, {"winners": winners, "reason": reason, "scores": None}, colours)
            plain = (i18n.t(lang, "result.draw_plain"), i18n.t(lang, "result.win_plain", winner=text.split()[0]))
            assert "{" not in text and text not in plain, (reason, text)
    for reason in REASONS["mak-yek"]:
        for winners, scores in (([0], [9, 7]), ([1], [2, 3]), ([], [5, 5])):
            result = {"winners": winners, "reason": reason, "scores": scores}
            text = i18n.result_text(lang, result, colours, {"no_capture_limit": 50})
            assert "{" not in text and "(" in text, (reason, text)


def test_result_lines_of_the_newer_games() -> None:
    colours = ["white", "black"]

    def line(lang: str, winners: list[int], reason: str, scores: list[int] | None = None) -> str:
        return i18n.result_text(lang, {"winners": winners, "reason": reason, "scores": scores}, colours)

    assert line("en", [0], "goal") == "White wins by reaching the goal"
    assert line("fr", [1], "goal") == "Les noirs gagnent en atteignant le but"
    assert line("en", [0], "six_two") == "White wins 6-2: 6 pawns across, Black has at most 2 at home"  # issue 13
    assert line("fr", [0], "six_two") == "Les blancs gagnent au 6-2 : 6 pions de l'autre côté, les noirs au plus 2 chez eux"
    assert line("en", [0], "agreement", [9, 7]) == "White wins on captures: 9 to 7 (stopped by agreement)"
    assert line("en", [1], "agreement", [7, 9]) == "Black wins on captures: 9 to 7 (stopped by agreement)"
    assert line("en", [], "agreement", [5, 5]) == "Draw on captures: 5 to 5 (stopped by agreement)"
    assert line("fr", [], "agreement", [5, 5]) == "Partie nulle aux prises : 5 à 5 (arrêt d'un commun accord)"
    assert line("en", [], "agreement") == "Draw: agreed by both players"  # no count: a plain draw
    assert line("en", [1], "resignation") == "Black wins: White resigned"  # resigning loses whatever the count
    assert i18n.counts_text("fr", [2, 3], colours) == "les blancs 2, les noirs 3"


def test_paths_in_custom_ids_take_two_characters_a_cell() -> None:
    algebraic = CellCodec([f"{f}{r}" for f in "abcdefgh" for r in range(1, 9)])
    assert algebraic.plain and algebraic.encode(["c5", "e7", "e5"]) == "c5e7e5"
    assert algebraic.decode("c5e7e5") == ["c5", "e7", "e5"] and algebraic.decode("") == []
    numbered = CellCodec([str(n) for n in range(1, 51)])  # one-digit names: indices in base 36
    assert not numbered.plain and numbered.decode(numbered.encode(["1", "32", "50"])) == ["1", "32", "50"]
    assert len(numbered.encode(["1", "32", "50"])) == 6
    for codec, bad in ((algebraic, "c5e"), (algebraic, "c5z9"), (numbered, "1e"), (numbered, "!!")):
        with pytest.raises(BadComponent):
            codec.decode(bad)


@dataclass
class _Game:
    """Any number of cells may follow, and the move may always end: chains of any length."""

    def next_steps(self, state: Any, path: list[str]) -> dict[str, bool]:
        return {cell: True for cell in ("a1", "b2") if cell not in path[-1:]}

    def legal_moves(self, state: Any) -> list[Any]:
        return []


@dataclass
class _Match:
    id: int
    version: int
    game: _Game = field(default_factory=_Game)
    state: Any = None
    seat_to_move: int = 0

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"cells": [{"label": label} for label in ("a1", "b2")]}


def test_a_path_too_long_for_a_custom_id_says_to_type_it() -> None:
    match = _Match(id=123456, version=789)
    short = ["a1", "b2"] * 5
    content, items = step_picker(match, "en", short, 0)  # type: ignore[arg-type]
    assert content.startswith("So far a1-b2-") and {str(i.control).split(":")[1] for i in items} == {
        "step", "stop", "path", "cancel"}
    long = ["a1", "b2"] * 20  # 80 characters of path: the menu's id would pass 100, "Stop here" still fits
    content, items = step_picker(match, "fr", long, 0)  # type: ignore[arg-type]
    assert content == f"Ce coup est trop long pour les boutons : finissez-le avec /jouer (il commence par {'-'.join(long)})."
    assert [str(i.control).split(":")[1] for i in items] == ["stop", "path", "cancel"]
    assert all(len(str(item.control)) <= 100 for item in items)
    longer = long + ["a1", "b2"]
    content, items = step_picker(match, "en", longer, 0)  # type: ignore[arg-type]
    assert content.startswith("This move is too long for the buttons: finish it with /move")
    assert [str(i.control).split(":")[1] for i in items] == ["cancel"]
