"""Post-game analysis (ai.analyse): judgements on known blunders, lichess' formulas, determinism."""

from __future__ import annotations

import math
import random

import pytest

import engines
from engines import ai
from engines.ai.accuracy import game_accuracy, move_accuracy, volatility_weights
from engines.ai.analysis import judge
from engines.ai.search import WIN
from engines.ai.win_curves import SCALES, win_chance

#: equal material (19 men each), white to play: 32-28?? lets 21x32x23 take 27 and 28, and white
#: has nothing back (found among seeded random openings; any quiet move keeps the balance).
TWO_MEN = "W:W27,32-38,40-50:B1-11,13,14,16-19,21,24"
BOARD_GAMES = ["macadam", "dames", "dames-turques", "mak-yek", "apit-sodok"]


def played(key: str, plies: int, seed: int):
    """A game of ``plies`` seeded random moves: (game, start, moves)."""
    game = engines.get(key)
    start = state = game.new(seed=seed)
    rng, moves = random.Random(seed), []
    for _ in range(plies):
        if game.outcome(state) is not None:
            break
        move = rng.choice(list(game.legal_moves(state)))
        moves.append(move)
        state = game.apply(state, game.to_move(state), move)
    return game, start, moves


def test_a_move_that_hands_over_two_men_is_a_blunder():
    game = engines.get("dames")
    start = game.new(options={"position": TWO_MEN})
    blunder = game.parse_move(start, "32-28")
    reply = game.parse_move(game.apply(start, 0, blunder), "21x23")
    report = ai.analyse(game, start, [blunder, reply], level=5)
    first, second = report.plies
    assert (first.seat, first.judgement) == (0, "blunder")
    assert first.best != blunder and first.best in game.legal_moves(start)
    assert first.eval_before > -50 and first.eval_after < -150  # two men gone, in a man's units (100)
    assert first.win_loss >= 0.3 and first.chance_after < first.chance_before
    assert second.forced and second.judgement is None and second.win_loss == 0  # the only capture
    assert report.accuracy[0] < 40 and report.accuracy[1] == 100
    assert report.counts(0) == {"inaccuracy": 0, "mistake": 0, "blunder": 1}


def test_the_searchers_own_move_is_never_judged():
    game = engines.get("dames")
    start = game.new(options={"position": TWO_MEN})
    best = ai.analyse(game, start, [game.parse_move(start, "32-28")], level=5).plies[0].best
    ply = ai.analyse(game, start, [best], level=5).plies[0]
    assert ply.move == ply.best and ply.judgement is None and ply.win_loss == 0 and ply.accuracy == 100


def test_level_8_against_itself_makes_no_mistake_and_plays_the_analysis_best_move():
    game, start, moves = played("dames", 6, 2)
    position = start
    for move in moves:
        position = game.apply(position, game.to_move(position), move)
    opening = len(moves)
    for _ in range(6):
        move = ai.choose(game, position, game.to_move(position), level=8)
        moves.append(move)
        position = game.apply(position, game.to_move(position), move)
    report = ai.analyse(game, start, moves, level=8)
    own = report.plies[opening:]
    assert all(ply.best == ply.move for ply in own)
    assert [ply.judgement for ply in own] == [None] * len(own)


def test_a_game_without_moves_has_an_empty_report():
    game = engines.get("dames")
    report = ai.analyse(game, game.new(), [])
    assert report.plies == () and report.accuracy == {} and report.curve() == ()


def test_a_perfect_game_has_accuracy_100_for_both():
    game, start, _ = played("macadam", 0, 0)
    state, moves = start, []
    for _ in range(4):
        move = ai.choose(game, state, game.to_move(state), level=7)
        moves.append(move)
        state = game.apply(state, game.to_move(state), move)
    report = ai.analyse(game, start, moves, level=7)  # noise-free, as level 7 plays
    assert all(ply.best == ply.move or ply.forced for ply in report.plies)
    assert report.accuracy == {0: 100.0, 1: 100.0}


@pytest.mark.parametrize("key", BOARD_GAMES)
def test_the_report_repeats_and_each_ply_follows_the_last(key):
    game, start, moves = played(key, 14, 5)
    heard: list[tuple[int, int]] = []
    report = ai.analyse(game, start, moves, level=3, progress=lambda done, total: heard.append((done, total)))
    assert ai.analyse(game, start, moves, level=3) == report
    assert heard == [(done, len(moves)) for done in range(1, len(moves) + 1)]
    assert [ply.move for ply in report.plies] == moves
    state = start
    for ply, following in zip(report.plies, report.plies[1:] + (None,)):
        assert ply.seat == game.to_move(state)
        assert ply.best in game.legal_moves(state)
        assert ply.forced == (len(game.legal_moves(state)) == 1)
        assert 0 <= ply.win_loss <= 2 and -1 <= ply.chance_after <= 1 and 0 <= ply.accuracy <= 100
        state = game.apply(state, ply.seat, ply.move)
        if following is not None:  # the position after this move is the one before the next
            same = following.seat == ply.seat
            assert following.eval_before == (ply.eval_after if same else -ply.eval_after)
    curve = report.curve()
    assert len(curve) == len(moves) + 1 and all(0 <= point <= 1 for point in curve)
    assert set(report.accuracy) == {ply.seat for ply in report.plies}


def test_the_card_game_is_refused():
    game = engines.get("macadam-cartes")
    with pytest.raises(ai.NotAnalysable, match="hidden"):
        ai.analyse(game, game.new(seats=2, seed=0), [])
    assert issubclass(ai.NotAnalysable, ValueError)


def test_a_stop_ends_the_analysis_without_a_report():
    game, start, moves = played("dames", 10, 1)
    with pytest.raises(ai.AnalysisStopped):
        ai.analyse(game, start, moves, level=7, stop=lambda: True)


def test_an_illegal_move_or_a_move_after_the_end_is_refused():
    game = engines.get("dames")
    start = game.new(options={"position": TWO_MEN})
    after = game.apply(start, 0, game.parse_move(start, "32-28"))
    with pytest.raises(engines.IllegalMove):
        ai.analyse(game, start, [game.parse_move(after, "21x23")])
    over = game.new(options={"position": "W:W28:B23"})
    take = game.parse_move(over, "28x19")
    with pytest.raises(ValueError, match="over"):
        ai.analyse(game, over, [take, take])


# --- the formulas, on hand-computed values ---------------------------------------------------------------
def test_lichess_judgement_thresholds():
    assert [judge(loss) for loss in (0, 0.099, 0.1, 0.199, 0.2, 0.299, 0.3, 2)] == [
        None, None, "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]


def test_a_moves_accuracy_is_lichess_formula():
    assert move_accuracy(0) == 100 and move_accuracy(-3) == 100
    # 103.1668 * e^(-0.4354) - 3.1669 = 103.1668 * 0.647013 - 3.1669
    assert move_accuracy(10) == pytest.approx(63.5826, abs=1e-3)
    assert move_accuracy(50) == pytest.approx(8.5303, abs=1e-3)  # 103.1668 * 0.113334 - 3.1669
    assert move_accuracy(100) == 0  # the curve goes below zero: clamped


def test_volatility_weights_use_lichess_windows():
    # 3 moves: windows of 2, one per move; population deviations 0, 10, 0.
    assert volatility_weights([50, 50, 70, 70]) == [0.5, 10.0, 0.5]
    # 30 moves: windows of 3, the first one counted twice (once for the first move).
    swing = [50.0] * 20 + [100.0] * 11
    weights = volatility_weights(swing)
    assert len(weights) == 30 and weights[:2] == [0.5, 0.5]
    # move m (m >= 1) has the window of percents m-1..m+1: only moves 19 and 20 see the swing.
    assert weights[18:22] == [0.5, 12.0, 12.0, 0.5]  # [50, 50, 100]: a deviation of 23.57, capped at 12


def lila_percents(cps: list[int]) -> list[float]:
    """lila's AccuracyPercentTest inputs: centipawns after each move, white to start (15 cp)."""
    return [50 + 50 * (2 / (1 + math.exp(-0.004 * cp)) - 1) for cp in [15, *cps]]


def lila_moves(percents: list[float]) -> list[tuple[int, float, bool]]:
    moves = []
    for index, (before, after) in enumerate(zip(percents, percents[1:])):
        seat = index % 2
        lost = before - after if seat == 0 else after - before
        moves.append((seat, move_accuracy(lost), False))
    return moves


@pytest.mark.parametrize(("cps", "white", "black"), [
    ([15, 15], 100, 100),
    ([-900, -900], 10, 100),
    ([15, 900], 100, 10),
    ([15] * 20 + [-900], 50, 100),
    ([-50, 15] * 50, 76, 76),
])
def test_game_accuracy_agrees_with_lilas_own_tests(cps, white, black):
    percents = lila_percents(cps)
    accuracy = game_accuracy(percents, lila_moves(percents))
    assert accuracy[0] == pytest.approx(white, abs=8)
    assert accuracy[1] == pytest.approx(black, abs=8)


def test_forced_moves_are_left_out_of_the_means():
    accuracy = game_accuracy([50, 50, 10, 10], [(0, 100.0, False), (1, 0.0, True), (0, 100.0, False)])
    assert accuracy == {0: 100.0, 1: 100.0}


@pytest.mark.parametrize("key", BOARD_GAMES)
def test_win_chances_follow_the_fitted_logistic(key):
    k = SCALES[key]
    assert 0 < k < 1
    assert win_chance(key, 30) <= win_chance(key, 40)
    assert win_chance(key, 0) == 0
    assert win_chance(key, WIN - 3) == 1 and win_chance(key, -WIN + 3) == -1
    for score in (20, 100, 300):  # the odds (1 + c) / (1 - c) of a logistic are exp(k * score)
        chance = win_chance(key, score)
        assert 0 < chance < 1 and win_chance(key, -score) == pytest.approx(-chance)
        assert (1 + chance) / (1 - chance) == pytest.approx(math.exp(k * score), rel=1e-6)
