"""The words of /analyse (bot.present.analysis): the players' lines, the turning points with the
move played and the better one, in English and French."""

from __future__ import annotations

import engines
from bot.present.analysis import analysis_text, chart_marks, progress_text, turning_points
from engines import ai
from tests.engines.test_ai_analysis import TWO_MEN, played


def blundered():
    game = engines.get("dames")
    start = game.new(options={"position": TWO_MEN})
    blunder = game.parse_move(start, "32-28")
    reply = game.parse_move(game.apply(start, 0, blunder), "21x23")
    return game, start, ai.analyse(game, start, [blunder, reply], level=3)


def test_the_blunder_is_the_turning_point_with_the_better_move_and_its_position():
    game, start, report = blundered()
    [turn] = turning_points(game, report)
    assert (turn.move, turn.ply.judgement, turn.before) == ("32-28", "blunder", start)
    assert turn.best == game.format_move(start, report.plies[0].best) != "32-28"
    assert chart_marks(report) == [(0, "blunder")]


def test_the_biggest_three_are_kept_in_the_order_played():
    game, start, moves = played("mak-yek", 30, 3)
    report = ai.analyse(game, start, moves, level=2)
    turns = turning_points(game, report)
    losses = sorted((ply.win_loss for ply in report.plies if ply.win_loss > 0), reverse=True)
    assert len(turns) == 3 and sorted(turn.ply.win_loss for turn in turns) == sorted(losses[:3])
    assert [turn.ply.index for turn in turns] == sorted(turn.ply.index for turn in turns)


def test_the_reply_in_english_and_in_french():
    game, _, report = blundered()
    turns = turning_points(game, report)
    names, colours = ("alice", "bob"), ("blue", "green")
    english = analysis_text("en", 12, "dames", report, names, colours, turns).splitlines()
    best = turns[0].best
    before, after = round((1 + report.plies[0].chance_before) * 50), round((1 + report.plies[0].chance_after) * 50)
    assert english[0] == "**Analysis of match #12** (Dames (international draughts)) by the computer, level 3"
    assert english[1].startswith("**alice** (Blue): accuracy ") and english[1].endswith(
        "% · 0 inaccuracies, 0 mistakes, 1 blunder")
    assert english[2] == "**bob** (Green): accuracy 100% · 0 inaccuracies, 0 mistakes, 0 blunders"
    assert english[4] == (f"**1. Move 1**, alice: 32-28?? took the win chance from {before}% to {after}%; "
                          f"better was {best}.")
    french = analysis_text("fr", 12, "dames", report, names, colours, turns).splitlines()
    assert french[0] == "**Analyse de la partie n°12** (Dames (jeu de dames international)) par l'ordinateur, niveau 3"
    assert french[1].endswith(" % · 0 imprécision, 0 erreur, 1 gaffe")
    assert french[2] == "**bob** (les verts) : précision 100 % · 0 imprécision, 0 erreur, 0 gaffe"
    assert french[4] == (f"**1. Coup 1**, alice : 32-28?? a fait passer les chances de gain de {before} % à {after} % ;"
                         f" il fallait jouer {best}.")


def test_a_game_without_a_turning_point_says_so():
    game = engines.get("dames")
    start = game.new(options={"position": TWO_MEN})
    best = ai.analyse(game, start, [game.parse_move(start, "32-28")], level=3).plies[0].best
    report = ai.analyse(game, start, [best], level=3)
    assert turning_points(game, report) == []
    assert analysis_text("en", 3, "dames", report, ("a", "b"), ("blue", "green"), []).endswith(
        "No turning point: neither player gave anything away.")


def test_the_progress_line():
    assert progress_text("en", 7, "dames", 0, 90).endswith("waiting for the computer…")
    assert progress_text("en", 7, "dames", 34, 90).endswith(": move 34 of 90…")
    assert progress_text("fr", 7, "dames", 34, 90) == (
        "Analyse de la partie n°7 (Dames (jeu de dames international)) : coup 34 sur 90…")
