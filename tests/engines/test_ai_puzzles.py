"""Puzzle mining (engines.ai.puzzles): lichess-puzzler's rule on our games, answers, JSON."""

from __future__ import annotations

import pytest

import engines
from engines import ai
from engines.ai import puzzles
from engines.ai.puzzles import MARGIN, Puzzle, check_answer, mine, puzzle_state
from engines.ai.win_curves import win_chance
from tests.engines.test_ai_analysis import played

#: black to play, a man up (seven against six): 11-16?? lets white give one and take two: 23-18!
#: 13x22 (forced) 28x17x26 takes 22 and 21 (found by a seeded search of random positions; 11-17
#: was safe). Black's man on 2 makes the shot the only way: without it a waiting move (43-38)
#: keeps the shot for later, which a search deeper than the old level 7 sees (a cooked puzzle).
SHOT_BEFORE = "B:W23,28,33,36,39,43:B2,6,11,13,14,19,21"
#: white to play, equal material: 32-28?? lets black take 27 and 28 at once (21x32x23), a forced
#: capture: a blunder, but no puzzle (the only move is no question).
TWO_MEN = "W:W27,32-38,40-50:B1-11,13,14,16-19,21,24"

#: level 5 (white) against level 2, seeded: black's 12th move c4-a2 lets white win by force
#: (d3-d5-d7, then a goal on d8 whatever black does but c7-a5).
MACADAM_GAME = ("f2-d4 g7-e5 e3-c5 a7-a6 h2-f4 d6-d5 d2-b4-d6 a6-c6-e4-e6-c4 b2-b4 d5-b3 g3-d3 c4-a2 d3-d5-d7"
                " f6-f5 d6-d8").split()


def shot():
    game = engines.get("dames")
    start = game.new(options={"position": SHOT_BEFORE})
    moves = [game.parse_move(start, "11-16")]
    return game, start, moves, ai.analyse(game, start, moves, level=4)


def test_a_two_for_one_shot_after_a_blunder_is_found_and_its_solution_is_the_shot():
    game, start, moves, report = shot()
    assert report.plies[0].judgement == "blunder"
    found = mine(game, start, moves, report, level=6)
    assert len(found) == 1
    puzzle = found[0]
    after = game.apply(start, 1, moves[0])
    assert (puzzle.game, puzzle.position, puzzle.seat, puzzle.ply) == ("dames", game.position(after), 0, 0)
    assert puzzle.solution == ("23-18", "13x22", "28x26")
    assert puzzle.themes == ("material", "sacrifice")
    final = puzzle_state(game, puzzle, len(puzzle.solution))
    men0, kings0, men1, kings1 = final.board
    assert (men0.bit_count() - men1.bit_count(), kings0 | kings1) == (0, 0)  # level again: two for one
    assert 600 <= puzzle.rating <= 2800


def test_every_other_first_move_is_worse_by_the_margin_at_a_deeper_search():
    game, start, moves, report = shot()
    puzzle = mine(game, start, moves, report, level=6)[0]
    state = puzzle_state(game, puzzle)
    solver = puzzles._Solver(game, puzzles.problem_of(game), 7, None)
    scores = {game.format_move(state, move): solver.value(game.apply(state, 0, move), 0)
              for move in game.legal_moves(state)}
    chance = {text: win_chance("dames", score) for text, score in scores.items()}
    best = chance.pop("23-18")
    assert all(best - other >= MARGIN for other in chance.values()), (best, chance)


def test_answers_right_wrong_done_and_bad_input():
    game, start, moves, report = shot()
    puzzle = mine(game, start, moves, report, level=6)[0]
    assert check_answer(game, puzzle, 0, "23-18") == "right"
    assert check_answer(game, puzzle, 0, "33-29") == "wrong"
    assert check_answer(game, puzzle, 2, "28x26") == "done"
    assert check_answer(game, puzzle, 2, "28x17x26") == "done"  # the same capture, its path written out
    with pytest.raises(engines.MoveError):
        check_answer(game, puzzle, 0, "nonsense")
    with pytest.raises(engines.MoveError):
        check_answer(game, puzzle, 0, "23-19")  # no such move here
    with pytest.raises(ValueError, match="solver"):
        check_answer(game, puzzle, 1, "13x22")  # the opponent's step


def test_a_forced_capture_is_no_puzzle_and_the_searchers_own_game_yields_none():
    game = engines.get("dames")
    start = game.new(options={"position": TWO_MEN})
    moves = [game.parse_move(start, "32-28")]
    report = ai.analyse(game, start, moves, level=4)
    assert report.plies[0].judgement == "blunder"
    assert mine(game, start, moves, report, level=6) == []
    state, quiet = game.new(), []
    for _ in range(10):  # each side plays the analysis' own best move: nothing to punish
        ply = ai.analyse(game, state, [game.legal_moves(state)[0]], level=3).plies[0]
        quiet.append(ply.best)
        state = game.apply(state, ply.seat, ply.best)
    report = ai.analyse(game, game.new(), quiet, level=3)
    assert all(ply.judgement is None for ply in report.plies)
    assert mine(game, game.new(), quiet, report, level=5) == []


@pytest.mark.parametrize(("key", "plies", "seed", "level"),
                         [("dames-turques", 14, 2, 4), ("mak-yek", 8, 3, 3), ("apit-sodok", 10, 1, 3)])
def test_every_mined_puzzle_is_legal_and_its_answers_unique(key, plies, seed, level):
    game, start, moves = played(key, plies, seed)
    report = ai.analyse(game, start, moves, level=2)
    found = mine(game, start, moves, report, level=level)
    assert found, "these seeded random games leave shots standing"
    assert mine(game, start, moves, report, level=level) == found  # deterministic
    for puzzle in found:
        assert puzzle.game == key and puzzle.steps == len(puzzle.margins)
        assert all(margin >= MARGIN for margin in puzzle.margins)
        state = puzzle_state(game, puzzle)
        assert game.to_move(state) == puzzle.seat
        for step, text in enumerate(puzzle.solution):
            move = game.parse_move(state, text)  # legal, or this raises
            if step % 2 == 0:
                expected = "done" if step == len(puzzle.solution) - 1 else "right"
                texts = [game.format_move(state, other) for other in game.legal_moves(state)]
                answers = {other: check_answer(game, puzzle, step, other) for other in texts}
                assert answers.pop(text) == expected
                assert set(answers.values()) <= {"wrong"}, answers  # one good move only
            state = game.apply(state, game.to_move(state), move)


def test_json_round_trip_and_the_card_game_and_a_shallow_check_are_refused():
    game, start, moves, report = shot()
    puzzle = mine(game, start, moves, report, level=6)[0]
    text = puzzle.to_json()
    assert Puzzle.from_json(text) == puzzle and Puzzle.from_json(text).to_json() == text
    with pytest.raises(ValueError, match="deeper"):
        mine(game, start, moves, report, level=4)
    cards = engines.get("macadam-cartes")
    assert mine(cards, cards.new(seats=2), [], report, level=8) == []


def test_macadam_yields_forced_wins_only():
    game = engines.get("macadam")
    start = state = game.new()
    moves = []
    for text in MACADAM_GAME:
        moves.append(game.parse_move(state, text))
        state = game.apply(state, game.to_move(state), moves[-1])
    report = ai.analyse(game, start, moves, level=5)
    found = mine(game, start, moves, report, level=6)
    assert [(puzzle.ply, puzzle.solution[0], puzzle.themes) for puzzle in found] == [(11, "d3-d5-d7", ("win",))]
    for puzzle in found:
        final = puzzle_state(game, puzzle, len(puzzle.solution))
        assert game.outcome(final).winners == (puzzle.seat,)
        assert check_answer(game, puzzle, len(puzzle.solution) - 1, puzzle.solution[-1]) == "done"


def test_any_move_that_wins_at_once_is_right_however_the_solution_won():
    game = engines.get("macadam")
    # white jumps into either goal cell: d6-d8 or e6-e8 both win at once; c3-c4 does not
    puzzle = Puzzle("macadam", "8/b2ww3/3ww2b/8/8/2w5/8/8 w", {}, 0, ("d6-d8",), ("win",), 1500, 0, (2.0,))
    assert [check_answer(game, puzzle, 0, text) for text in ("d6-d8", "e6-e8", "c3-c4")] == ["done", "done", "wrong"]
