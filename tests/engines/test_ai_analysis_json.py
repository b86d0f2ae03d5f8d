"""An analysis stored and read back (AnalysisReport.to_json / from_json), and one made in slices
(scan + assemble) as the bot makes it to show its progress."""

from __future__ import annotations

import json

import pytest

import engines
from engines import ai
from engines.ai.analysis import AnalysisReport, assemble, replay, scan
from tests.engines.test_ai_analysis import BOARD_GAMES, TWO_MEN, played


@pytest.mark.parametrize("key", BOARD_GAMES)
def test_a_report_survives_json_in_every_board_game(key):
    game, start, moves = played(key, 12, 3)
    report = ai.analyse(game, start, moves, level=2)
    data = json.loads(json.dumps(report.to_json()))
    assert all(isinstance(ply["move"], str) and isinstance(ply["best"], str) for ply in data["plies"])
    again = AnalysisReport.from_json(game, data)
    assert again == report
    assert again.curve() == report.curve() and again.counts(0) == report.counts(0)


def test_the_stored_moves_are_the_games_notation():
    game = engines.get("dames")
    start = game.new(options={"position": TWO_MEN})
    blunder = game.parse_move(start, "32-28")
    report = ai.analyse(game, start, [blunder], level=3)
    [ply] = report.to_json()["plies"]
    assert ply["move"] == "32-28" and ply["judgement"] == "blunder"
    assert ply["best"] == game.format_move(start, report.plies[0].best) != "32-28"


def test_a_report_of_another_game_is_refused():
    game, start, moves = played("mak-yek", 4, 1)
    data = ai.analyse(game, start, moves, level=1).to_json()
    with pytest.raises(ValueError, match="mak-yek"):
        AnalysisReport.from_json(engines.get("apit-sodok"), data)


@pytest.mark.parametrize("key", ["dames", "macadam"])
def test_a_game_scanned_in_slices_gives_the_report_of_a_whole(key):
    game, start, moves = played(key, 13, 7)
    whole = ai.analyse(game, start, moves, level=3)
    states, _ = replay(game, start, moves)
    scans = []
    for first in range(0, len(moves) + 1, 5):  # each slice from its own position, with its moves only
        scans.extend(scan(game, states[first], moves[first:first + 5], 3, final=first + 5 > len(moves)))
    assert len(scans) == len(moves) + 1
    assert assemble(game, start, moves, 3, scans) == whole
    with pytest.raises(ValueError, match="positions"):
        assemble(game, start, moves, 3, scans[:-1])
