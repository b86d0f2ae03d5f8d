"""Annotated records (``game.record(..., analysis=report)``, engines.annotations): evaluations
from the first seat's side, ``?!`` ``?`` ``??`` marks and the better move as a variation; read
back to the same moves by our reader on every board game and by pydraughts' PDN reader."""

from __future__ import annotations

import re
from typing import Any

import pytest
from draughts import Board, Move
from draughts.PDN import PDNReader

import engines
from engines import ai
from tests.engines.test_ai_analysis import TWO_MEN, played

BOARD_GAMES = ["macadam", "dames", "dames-turques", "mak-yek", "apit-sodok"]
MARKS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
#: a move, its mark, then its optional comment and variation (numbers stripped from the move).
_ENTRY = re.compile(r"(?:\d+\.(?:\.\.)? )?(\S+?)(\?\?|\?!|\?)?(?: \{\[%eval ([^\]]+)\]\})?(?: \((\d+\.(?:\.\.)?) ([^)]+)\))?(?= |$)")


def body_of(text: str) -> str:
    return " ".join(line for line in text.split("\n\n", 1)[1].splitlines())


def entries(text: str, result: str) -> list[tuple[str, str, str | None, str | None, str | None]]:
    """(move, mark, eval, variation number, variation move) of each move of an annotated record."""
    body = body_of(text).removesuffix(result).strip()
    found = [match.groups("") for match in _ENTRY.finditer(body) if match.group(0)]
    return [(m, mark, ev or None, num or None, var or None) for m, mark, ev, num, var in found]


def analysed_game(key: str, seed: int, level: int = 2) -> tuple[Any, Any, list[Any], Any]:
    game, start, moves = played(key, 400, seed)
    return game, start, moves, ai.analyse(game, start, moves, level=level)


def test_a_blunder_is_marked_with_its_evaluation_and_the_better_move() -> None:
    game = engines.get("dames")
    start = game.new(options={"position": TWO_MEN})
    blunder = game.parse_move(start, "32-28")
    reply = game.parse_move(game.apply(start, 0, blunder), "21x23")
    report = ai.analyse(game, start, [blunder, reply], level=5)
    text = game.record(start, [blunder, reply], analysis=report)
    best = game.format_move(start, report.plies[0].best)
    white_eval = f"{report.plies[0].eval_after / 100:.2f}"
    assert white_eval.startswith("-")  # two men down: bad for White, the first seat
    assert f"1. 32-28?? {{[%eval {white_eval}]}} (1. {best}) 21x23 " in body_of(text)
    assert game.read_record(text)[1] == [blunder, reply]


@pytest.mark.parametrize("key", BOARD_GAMES)
def test_an_annotated_record_reads_back_to_the_same_moves(key: str) -> None:
    game, start, moves, report = analysed_game(key, 2)
    text = game.record(start, moves, {"White": "Ann (the fox)"}, analysis=report)
    read_start, read_moves, tags = game.read_record(text)
    assert game.dump(read_start) == game.dump(start)
    assert read_moves == moves
    assert tags["White"] == "Ann (the fox)"  # a tag's parentheses are not a variation
    assert sum(ply.judgement is not None for ply in report.plies) > 0  # the record has variations to skip
    assert text.count("(") == sum(ply.judgement is not None for ply in report.plies) + 1


@pytest.mark.parametrize("key", BOARD_GAMES)
def test_every_move_carries_the_first_seats_evaluation_its_mark_and_its_better_move(key: str) -> None:
    game, start, moves, report = analysed_game(key, 1)
    text = game.record(start, moves, analysis=report)
    result = re.search(r'\[Result "([^"]+)"\]', text)
    assert result is not None
    state, found = start, entries(text, result.group(1))
    assert len(found) == len(moves)
    for ply, (move_text, mark, value, number, better) in zip(report.plies, found):
        assert move_text == game.format_move(state, ply.move)
        assert mark == MARKS.get(ply.judgement or "", "")
        if ply.judgement is None:
            assert better is None
        else:
            assert better == game.format_move(state, ply.best)
            assert number.endswith("...") == (ply.seat == 1)
        state = game.apply(state, ply.seat, ply.move)
        if game.outcome(state) is not None:
            assert value is None  # the result says it
        elif ply.forced_end is None:
            assert value == f"{(ply.eval_after if ply.seat == 0 else -ply.eval_after) / 100:.2f}"
        else:
            assert value is not None and value.startswith("#")


def test_a_forced_end_is_written_in_the_winners_moves_from_the_first_seats_side() -> None:
    game, start, moves, report = analysed_game("dames", 0)
    text = game.record(start, moves, analysis=report)
    # found by the level-2 analysis: from ply 95 (Black's move) White wins in 3 plies, its 2 moves.
    ends = [(ply.index, ply.seat, ply.forced_end) for ply in report.plies if ply.forced_end is not None]
    assert ends == [(95, 1, 3), (96, 0, 2), (97, 1, 1), (98, 0, 0)]
    values = [value for _, _, value, _, _ in entries(text, "2-0")][95:]
    assert values == ["#2", "#1", "#1", None]
    lost = analysed_game("dames-turques", 2)
    ply = lost[3].plies[40]
    assert (ply.seat, ply.forced_end, ply.eval_after < 0) == (0, 1, True)  # White moved into a loss
    assert "{[%eval #-1]}" in lost[0].record(lost[1], lost[2], analysis=lost[3])


@pytest.mark.parametrize("seed", [0, 1, 3])
def test_pydraughts_reads_an_annotated_dames_record_to_the_same_final_position(seed: int) -> None:
    game, start, moves, report = analysed_game("dames", seed)
    assert any(ply.judgement is not None and ply.seat == 0 for ply in report.plies)  # comments mid-turn
    text = game.record(start, moves, {"White": "Ann", "Black": "Bob"}, analysis=report)
    read = PDNReader(pdn_text=text).games[0]
    board = Board("standard")
    for pdn_move in read.moves:
        board.push(Move(board, pdn_move=pdn_move))
    assert len(read.moves) == len(moves)
    final = game.read_record(text)[0]
    for move in moves:
        final = game.apply(final, game.to_move(final), move)
    assert game.position(game.new(options={"position": board.fen})) == game.position(final)


def test_our_reader_skips_nested_variations_and_numeric_glyphs() -> None:
    game = engines.get("dames")
    text = '[Event "x"]\n\n1. 32-28 $2 {a (note)} (1. 33-28 (1. 31-27) 18-23) 19-23?! $6 2. 28x19 *'
    moves = game.read_record(text)[1]
    assert [m.path for m in moves] == [(32, 28), (19, 23), (28, 19)]


def test_an_analysis_of_other_moves_is_refused() -> None:
    game, start, moves, report = analysed_game("dames", 2)
    with pytest.raises(ValueError, match="another game"):
        game.record(start, moves[:-1], analysis=report)
    other = played("dames", 400, 1)[2]
    with pytest.raises(ValueError, match="another game"):
        game.record(start, other[: len(moves)], analysis=report)


def test_a_card_table_has_no_annotated_record() -> None:
    dames = analysed_game("dames", 2)
    cards = engines.get("macadam-cartes")
    with pytest.raises(ValueError, match="card table"):
        cards.record(cards.new(seats=2), [], analysis=dames[3])


def test_a_stored_report_writes_the_same_annotated_record() -> None:
    game, start, moves, report = analysed_game("dames", 3)
    stored = ai.AnalysisReport.from_json(game, report.to_json())
    assert game.record(start, moves, analysis=stored) == game.record(start, moves, analysis=report)
