"""Learning from one's mistakes (ai.lessons, ai.try_move): the worst moves become questions, and
a tried move is accepted within 0.04 of the best's win chance, refused beyond."""

from __future__ import annotations

import dataclasses

import engines
from engines import ai
from engines.ai.analysis import replay
from engines.ai.lessons import ACCEPT_WITHIN, best_chance
from tests.engines.test_ai_analysis import TWO_MEN, played

LEVEL = 5  # the blunder below is plain at any level; a lower one keeps the suite quick


def blundered() -> tuple[engines.AnyGame, object, list[object], ai.AnalysisReport]:
    game = engines.get("dames")
    start = game.new(options={"position": TWO_MEN})
    blunder = game.parse_move(start, "32-28")
    reply = game.parse_move(game.apply(start, 0, blunder), "21x23")
    return game, start, [blunder, reply], ai.analyse(game, start, [blunder, reply], level=LEVEL)


def test_the_blunder_is_the_lesson_and_the_forced_reply_is_none() -> None:
    game, start, moves, report = blundered()
    assert ai.lessons(report, 0) == [ai.Lesson(0, 0, moves[0], report.plies[0].best, report.plies[0].win_loss)]
    assert ai.lessons(report, 1) == []  # the reply was forced: never judged


def test_the_best_move_is_accepted_and_the_blunder_refused() -> None:
    game, start, moves, report = blundered()
    (lesson,) = ai.lessons(report, 0)
    assert ai.try_move(game, start, lesson, lesson.best, level=LEVEL) == ai.Verdict(True, 0.0, True)
    again = ai.try_move(game, start, lesson, moves[0], level=LEVEL)
    assert not again.accepted and again.short >= 0.3 and not again.best


def test_the_best_scored_once_serves_every_try() -> None:
    game, start, moves, report = blundered()
    (lesson,) = ai.lessons(report, 0)
    scored = dataclasses.replace(lesson, best_chance=best_chance(game, start, lesson, level=LEVEL))
    tries = [move for move in game.legal_moves(start) if move != lesson.best]
    assert [ai.try_move(game, start, scored, move, level=LEVEL) for move in tries] == [
        ai.try_move(game, start, lesson, move, level=LEVEL) for move in tries]
    # the score it holds is the one a try compares with: no second search of the best
    hopeless = dataclasses.replace(lesson, best_chance=-1.0)
    assert ai.try_move(game, start, hopeless, moves[0], level=LEVEL) == ai.Verdict(True, 0.0, False)


def test_a_quiet_move_that_keeps_the_balance_is_accepted_too() -> None:
    game, start, moves, report = blundered()
    (lesson,) = ai.lessons(report, 0)
    verdicts = {game.format_move(start, move): ai.try_move(game, start, lesson, move, level=LEVEL)
                for move in game.legal_moves(start) if move not in (lesson.best, moves[0])}
    accepted = [text for text, verdict in verdicts.items() if verdict.accepted]
    refused = [text for text, verdict in verdicts.items() if not verdict.accepted]
    assert accepted, verdicts  # another move than the searcher's keeps the balance
    assert all(verdicts[text].short <= ACCEPT_WITHIN for text in accepted)
    assert all(verdicts[text].short > ACCEPT_WITHIN for text in refused)


def test_the_worst_come_first_and_at_most_five() -> None:
    game, start, moves = played("dames", 40, seed=3)  # random moves: many judged
    report = ai.analyse(game, start, moves, level=3)
    for seat in (0, 1):
        asked = ai.lessons(report, seat)
        judged = [ply for ply in report.plies if ply.seat == seat and ply.judgement is not None]
        assert len(asked) == min(5, len(judged)) and asked
        assert [lesson.win_loss for lesson in asked] == sorted((other.win_loss for other in asked), reverse=True)
        assert min(lesson.win_loss for lesson in asked) >= max(
            (ply.win_loss for ply in judged if ply.index not in {lesson.index for lesson in asked}), default=0)
        before = replay(game, start, moves)[0]
        for lesson in asked:
            assert game.to_move(before[lesson.index]) == seat
            assert lesson.best in game.legal_moves(before[lesson.index])
