"""Each ruling of ../shared/rules/mak-yek.md, pinned by a test named after it: the board, moves
and captures (the end of the game, options, notation and position texts are in
test_mak_yek_rulings_endings.py).

Both games share one engine; where a ruling holds for both, the test runs on both.
"""

from __future__ import annotations

import pytest

from engines import BadNotation, IllegalMove
from tests.helpers.games import APIT, MAK, at, moves_text, play
from tests.helpers.games import BOTH_MAKYEK as BOTH
from tests.helpers.makyek import START, board, men, takes, refused


# --- Board and pieces ------------------------------------------------------------------------------
@BOTH
def test_board_is_8x8_all_64_cells_algebraic_rank_1_on_seat_0_side(game):
    view = game.player_view(game.new(), None)
    assert (view.rows, view.cols, view.notation) == (8, 8, "algebraic")
    cells = [(c.label, c.row, c.col) for c in view.cells]
    assert len(cells) == 64 and len({c[0] for c in cells}) == 64
    assert cells[0] == ("a8", 0, 0) and cells[7] == ("h8", 0, 7) and cells[-1] == ("h1", 7, 7)
    assert ("a1", 7, 0) in cells


@BOTH
def test_sixteen_men_each_white_on_ranks_1_and_3_black_on_ranks_8_and_6(game):
    state = game.new()
    view = game.player_view(state, None)
    assert view.game == game.key and view.colours == ("white", "black")
    assert men(game, state, 0) == {f"{f}{r}" for f in "abcdefgh" for r in "13"}
    assert men(game, state, 1) == {f"{f}{r}" for f in "abcdefgh" for r in "86"}
    assert game.position(state) == START


@BOTH
def test_white_seat_0_always_moves_first(game):
    assert game.to_move(game.new()) == 0
    assert game.player_view(game.new(), 1).to_move == 0


@BOTH
def test_men_are_identical_no_kings_no_promotion(game):
    state = play(game, at(game, board("a7 c1", "h1 h3")), "a7-a8")
    assert all(p.king is False for p in game.player_view(state, None).pieces)
    assert "a8" in men(game, state, 0)


# --- Moves -----------------------------------------------------------------------------------------
@BOTH
def test_a_man_slides_any_number_of_empty_cells_along_its_rank_or_file_like_a_rook(game):
    state = at(game, board("d4 a1", "h8 g8"))
    from_d4 = sorted(m for m in moves_text(game, state) if m.startswith("d4"))
    expected = [f"d4-{f}4" for f in "abcefgh"] + [f"d4-d{r}" for r in "1235678"]
    assert from_d4 == sorted(expected)


@BOTH
def test_a_man_never_jumps_never_lands_on_a_man_never_moves_diagonally_nor_stays(game):
    state = at(game, board("a1 a3 c1", "c5 h8"))
    texts = moves_text(game, state)
    assert "a1-a2" in texts and not any(t.startswith("a1-a") and t != "a1-a2" for t in texts)
    assert not any(t.startswith("c1-c") and t[-1] in "5678" for t in texts)
    assert refused(IllegalMove, game.parse_move, state, "a1-a5").code == "blocked"
    assert refused(IllegalMove, game.parse_move, state, "a1-a3").code == "blocked"
    assert refused(IllegalMove, game.parse_move, state, "a1-b2").code == "not_straight"
    assert refused(IllegalMove, game.parse_move, state, "a1-a1").code == "null_move"


@BOTH
def test_one_move_of_one_own_man_per_turn_and_no_passing(game):
    state = game.new()
    assert len(game.legal_moves(state)) == 32
    after = play(game, state, "a3-a4")
    assert game.to_move(after) == 1
    assert len(men(game, after, 0) ^ men(game, state, 0)) == 2
    assert refused(BadNotation, game.parse_move, state, "pass").code == "syntax"


@BOTH
def test_move_path_is_the_start_and_end_cells_only(game):
    move = game.parse_move(at(game, board("a1", "h8 g8")), "a1-a7")
    assert move.path == ("a1", "a7") and move.captured == ()


@BOTH
def test_move_captured_is_sorted_in_python_string_order(game):
    # h5-b5 takes b4 and b6 (and b3 in apit-sodok); string order, not board or capture order.
    state = at(game, "6bw/6b1/1w3w2/7b/1w1w1ww1/1w1w2b1/1b1wb3/3b2w1 b")
    for move in game.legal_moves(state):
        assert list(move.captured) == sorted(move.captured)
    # a5 c5 across the rank (intervention), b6 along the file (closed by b7): string order.
    assert takes(game, board("b1 b7 c4 h8", "a5 b6 c5"), "b1-b5") == ("a5", "b6", "c5")


# --- Captures: common ------------------------------------------------------------------------------
@BOTH
def test_captures_only_by_the_mover_with_the_man_just_moved_through_its_landing_cell(game):
    # e5 already stands between two white men: nobody takes it later, whoever moves.
    state = at(game, board("d5 f5 a1 c3", "e5 h8 g8"))
    after = play(game, state, "a1-a2")
    assert "e5" in men(game, after, 1) and game.position(after).split()[2] == "13"
    after = play(game, after, "h8-h7")
    assert "e5" in men(game, after, 1)
    # a landing cell diagonal to a sandwich takes nothing
    assert takes(game, board("c3 e5", "d4 h8"), "c3-c4") == ()


@BOTH
def test_a_man_standing_between_two_enemy_men_is_never_taken_by_the_non_mover(game):
    state = at(game, board("d4 a1", "c4 e4 h8 h7"))
    after = play(game, state, "a1-a2", "h8-g8")
    assert "d4" in men(game, after, 0)


@BOTH
def test_the_board_edge_never_closes_a_capture(game):
    assert takes(game, board("b1 h8", "a4 h1"), "b1-b4") == ()
    assert takes(game, board("d1 h1", "d7 d8 a8"), "d1-d6") == ()


@BOTH
def test_every_pattern_applies_and_a_man_found_twice_is_removed_and_counted_once(game):
    # e4 is closed by f4 (interception) and also one half of the c4-e4 intervention.
    state = at(game, board("d1 f4", "c4 e4 h8", extra="0 0"))
    after = play(game, state, "d1-d4")
    assert game.player_view(after, None).captures == (2, 0)
    assert men(game, after, 1) == {"h8"}


@BOTH
def test_removals_trigger_nothing_more_the_turn_passes(game):
    state = at(game, board("d1 f4 a1", "e4 h8 h7"))
    after = play(game, state, "d1-d4")
    assert game.to_move(after) == 1
    assert men(game, after, 0) == {"d4", "f4", "a1"}


@BOTH
def test_a_move_never_removes_the_movers_own_men_each_removed_man_counts_one_capture(game):
    # white c6 stands between black b6 and d6; white moving elsewhere never removes it.
    state = at(game, board("c6 d1 f4", "b6 d6 e4 h8", extra="0 0"))
    after = play(game, state, "d1-d4")
    assert {"c6", "d4", "f4"} == men(game, after, 0)
    assert game.player_view(after, None).captures == (1, 0)
    # black's captures count for black.
    after = play(game, at(game, board("d4 a1", "c4 e6 h8", side="b", extra="0 0")), "e6-e4")
    assert "d4" not in men(game, after, 0) and game.player_view(after, None).captures == (0, 1)


# --- Interception ----------------------------------------------------------------------------------
def test_mak_yek_interception_takes_one_enemy_man_between_two_own_men_on_adjacent_cells():
    assert takes(MAK, board("d1 f4", "e4 h8"), "d1-d4") == ("e4",)
    assert takes(MAK, board("a4 c1", "c4 h8"), "c1-c3") == ()  # c4 above c3, c5 empty
    assert takes(MAK, board("a4 c1 c5", "c4 h8"), "c1-c3") == ("c4",)


def test_mak_yek_interception_never_takes_two_or_more_men_in_a_row():
    assert takes(MAK, board("d1 g4", "e4 f4 h8"), "d1-d4") == ()
    assert takes(MAK, board("d1 h4", "e4 f4 g4 a8"), "d1-d4") == ()


def test_mak_yek_interception_in_several_directions_takes_two_or_rarely_three_men():
    assert takes(MAK, board("d1 f4 d6", "e4 d5 h8"), "d1-d4") == ("d5", "e4")
    assert takes(MAK, board("d1 f4 d6 b4", "e4 d5 c4 h8"), "d1-d4") == ("c4", "d5", "e4")


def test_apit_sodok_interception_takes_the_whole_run_of_enemy_men_closed_by_an_own_man():
    assert takes(APIT, board("d1 f4", "e4 h8"), "d1-d4") == ("e4",)
    assert takes(APIT, board("d1 g4", "e4 f4 h8"), "d1-d4") == ("e4", "f4")
    assert takes(APIT, board("d1 h4", "e4 f4 g4 a8"), "d1-d4") == ("e4", "f4", "g4")


def test_apit_sodok_run_followed_by_an_empty_cell_or_the_edge_is_not_taken():
    assert takes(APIT, board("d1 h4", "e4 f4 a8"), "d1-d4") == ()
    assert takes(APIT, board("d1", "e4 f4 g4 h4 a8"), "d1-d4") == ()


# --- Intervention ----------------------------------------------------------------------------------
@BOTH
def test_intervention_takes_the_two_adjacent_enemy_men_on_the_same_rank_or_file(game):
    assert takes(game, board("d1 a8", "c4 e4 h8"), "d1-d4") == ("c4", "e4")
    assert takes(game, board("a4 a8", "c3 c5 h8"), "a4-c4") == ("c3", "c5")
    # one side only: nothing
    assert takes(game, board("d1 a8", "e4 h8"), "d1-d4") == ()


def test_mak_yek_intervention_takes_only_the_two_adjacent_men():
    assert takes(MAK, board("d1 a8", "b4 c4 e4 f4 g4"), "d1-d4") == ("c4", "e4")


def test_apit_sodok_intervention_takes_both_runs_whole_up_to_empty_cell_own_man_or_edge():
    # west run c4 b4 a4 to the edge, east run e4 f4 up to the own man on g4; no closer needed.
    assert takes(APIT, board("d1 g4", "a4 b4 c4 e4 f4 h8"), "d1-d4") == ("a4", "b4", "c4", "e4", "f4")
    assert takes(APIT, board("d1 a8", "b4 c4 e4 f4 g4"), "d1-d4") == ("b4", "c4", "e4", "f4", "g4")


# --- Moving between two enemy men ------------------------------------------------------------------
@BOTH
def test_a_man_moving_between_two_enemy_men_is_safe_and_takes_both(game):
    state = play(game, at(game, board("d1 a8", "c4 e4 h8")), "d1-d4")
    assert "d4" in men(game, state, 0) and men(game, state, 1) == {"h8"}


@BOTH
def test_a_man_is_never_taken_by_a_move_of_its_own_side(game):
    # black lands on d5 between white c5 and e5: white's men go, black's man stays.
    state = at(game, board("c5 e5 c1", "d8 h8", side="b"))
    after = play(game, state, "d8-d5")
    assert men(game, after, 1) == {"d5", "h8"} and men(game, after, 0) == {"c1"}


# --- Combination, limits ---------------------------------------------------------------------------
@BOTH
def test_interception_and_intervention_combine_in_one_move(game):
    # c4 and e4 by intervention, d5 by interception (closed by d6).
    assert takes(game, board("d1 d6", "c4 e4 d5 h8"), "d1-d4") == ("c4", "d5", "e4")


def test_mak_yek_one_move_takes_at_most_three_men():
    crowded = board("d1 b4 f4 d6", "c4 e4 d5 a4 g4 d7 h8")
    assert takes(MAK, crowded, "d1-d4") == ("c4", "d5", "e4")


def test_apit_sodok_only_the_board_limits_a_capture():
    text = board("d1 d8", "a4 b4 c4 e4 f4 g4 h4 d5 d6 d7")
    assert takes(APIT, text, "d1-d4") == ("a4", "b4", "c4", "d5", "d6", "d7", "e4", "f4", "g4", "h4")


# --- Captures are not obligatory -------------------------------------------------------------------
@BOTH
def test_captures_are_not_obligatory_any_legal_move_may_be_played(game):
    state = at(game, board("d1 f4 a1", "e4 h8 h7"))
    texts = moves_text(game, state)
    assert "d1-d4" in texts and "a1-a2" in texts
    after = play(game, state, "a1-a2")
    assert game.outcome(after) is None and "e4" in men(game, after, 1)


@BOTH
def test_a_capture_is_automatic_it_cannot_be_declined_in_whole_or_part(game):
    state = at(game, board("d1 a8", "c4 e4 h8"))
    assert game.parse_move(state, "d1-d4").captured == ("c4", "e4")
    assert refused(IllegalMove, game.parse_move, state, "d1-d4xc4").code == "wrong_captures"


@BOTH
def test_one_move_per_start_and_end(game):
    for text in (START, "6bw/6b1/1w3w2/7b/1w1w1ww1/1w1w2b1/1b1wb3/3b2w1 b"):
        moves = game.legal_moves(at(game, text))
        assert len({m.path for m in moves}) == len(moves)


# --- Worked examples -------------------------------------------------------------------------------
RANK_4 = [
    (". . . W b w . .", "e4", "e4"),
    (". . . W b b w .", "", "e4 f4"),
    (". . . W b b b w", "", "e4 f4 g4"),
    (". . . W b b . w", "", ""),
    (". . . W b b b b", "", ""),
    (". . b W b . . .", "c4 e4", "c4 e4"),
    (". b b W b b b .", "c4 e4", "b4 c4 e4 f4 g4"),
    ("w b b W b w . .", "c4 e4", "b4 c4 e4"),
]


def rank_4(row: str, white: str = "d1", black: str = "") -> str:
    """The worked example's rank 4 with W still on d1 (it comes up the d-file)."""
    for file, char in zip("abcdefgh", row.split()):
        if char == "w":
            white += f" {file}4"
        elif char == "b":
            black += f" {file}4"
    return board(white, black or "h8")


@pytest.mark.parametrize(("row", "mak", "apit"), RANK_4)
def test_worked_examples_on_rank_4(row, mak, apit):
    assert takes(MAK, rank_4(row), "d1-d4") == tuple(mak.split())
    assert takes(APIT, rank_4(row), "d1-d4") == tuple(apit.split())


def test_worked_example_d5_black_d6_white_adds_an_interception_in_both_games():
    text = rank_4(". . . W b w . .", white="d1 d6", black="d5")
    assert takes(MAK, text, "d1-d4") == ("d5", "e4")
    assert takes(APIT, text, "d1-d4") == ("d5", "e4")


def test_worked_example_d5_d6_black_d7_white_adds_a_line_in_apit_sodok_only():
    text = rank_4(". . . W b w . .", white="d1 d7", black="d5 d6")
    assert takes(MAK, text, "d1-d4") == ("e4",)
    assert takes(APIT, text, "d1-d4") == ("d5", "d6", "e4")


DIAGRAM_4 = "6bw/6b1/1w3w2/7b/1w1w1ww1/1w1w2b1/1b1wb3/3b2w1 b"


@pytest.mark.parametrize(
    ("move", "mak", "apit"),
    [
        ("h5-f5", "f4 f6", "f4 f6"),
        ("h5-d5", "", "d2 d3 d4"),
        ("h5-b5", "b4 b6", "b3 b4 b6"),
        ("h5-h7", "", ""),
    ],
)
def test_wikipedia_diagram_4(move, mak, apit):
    assert takes(MAK, DIAGRAM_4, move) == tuple(mak.split())
    assert takes(APIT, DIAGRAM_4, move) == tuple(apit.split())
