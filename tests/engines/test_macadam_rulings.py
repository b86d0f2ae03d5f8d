"""Each ruling of ../shared/rules/macadam.md, pinned by a test named after it."""

from __future__ import annotations

from functools import partial
import pytest

import engines
from engines import BadNotation, IllegalMove, Outcome
from tests.helpers import games
from tests.helpers.games import assert_third_repetition_draws, moves_text, play

G = engines.get("macadam")
START = "8/b1b1b1b1/1b1b1b1b/8/8/w1w1w1w1/1w1w1w1w/8 w"
#: WoAG's example: Black wins with c5-e7-e5-g5-g3-e1.
EXAMPLE = "8/8/3bb3/2b2b2/6b1/8/w4b2/8 b"
#: a1 walled in by a2 and b1, with b3 and c2 closing a square of landing cells a3 c3 c1.
SQUARE = "8/8/8/8/8/1w6/w1w5/ww6 w"
at = partial(games.at, G)  # a new game from a position text (and options)


def view(state):
    return G.player_view(state, None)


def cells_of(state, seat):
    return {p.cell for p in view(state).pieces if p.seat == seat}


def ends_from(state, cell):
    return sorted(m.end for m in G.legal_moves(state) if m.start == cell)


# --- Board and pieces ----------------------------------------------------------------------------------
def test_board_is_8x8_files_a_to_h_ranks_1_to_8_with_the_lane_between_ranks_4_and_5():
    v = view(G.new())
    cells = {c.label: (c.row, c.col) for c in v.cells}
    assert len(cells) == 64 and (v.rows, v.cols) == (8, 8)
    assert cells["a8"] == (0, 0) and cells["h1"] == (7, 7) and cells["a1"] == (7, 0)
    assert v.lane_below_row == 3 and cells["a5"][0] == 3 and cells["a4"][0] == 4


def test_seat_0_owns_ranks_1_to_4_and_seat_1_ranks_5_to_8():
    state = at("8/8/8/7b/w7/8/8/8 w")
    assert ends_from(state, "a4") == ["a1", "a2", "a3", "b4", "c4", "d4", "e4", "f4", "g4", "h4"]
    black = at("8/8/8/7b/w7/8/8/8 b")
    assert ends_from(black, "h5") == ["a5", "b5", "c5", "d5", "e5", "f5", "g5", "h6", "h7", "h8"]
    assert view(state).at_home == (1, 1) and view(state).across == (0, 0)


def test_goal_cells_d1_e1_are_seat_0s_own_and_d8_e8_seat_1s_own():
    assert view(G.new()).goals == (("d1", "e1"), ("d8", "e8"))
    assert G.outcome(play(G, at("8/3w4/3w4/8/8/8/8/b7 w"), "d6-d8")).winners == (0,)
    assert G.outcome(play(G, at("7w/8/8/8/8/4b3/4b3/8 b"), "e3-e1")).winners == (1,)


def test_start_dots_and_seat_0_moves_first():
    state = G.new()
    assert cells_of(state, 0) == {"a3", "c3", "e3", "g3", "b2", "d2", "f2", "h2"}
    assert cells_of(state, 1) == {"a7", "c7", "e7", "g7", "b6", "d6", "f6", "h6"}
    assert [set(cells) for cells in view(state).start_cells] == [cells_of(state, 0), cells_of(state, 1)]
    assert G.to_move(state) == 0 and view(state).colours == ("white", "black")


# --- Slides -------------------------------------------------------------------------------------------
def test_slide_goes_orthogonally_over_any_number_of_empty_cells_never_diagonally():
    assert moves_text(G, at("8/8/8/8/8/2w5/8/8 w")) == sorted(
        ["c3-a3", "c3-b3", "c3-d3", "c3-e3", "c3-f3", "c3-g3", "c3-h3", "c3-c4", "c3-c2", "c3-c1"]
    )


def test_slide_never_leaves_its_own_side():
    # a4 and h5 stand on the lane: neither slides across it.
    state = at("8/8/8/7b/w7/8/8/8 w")
    assert "a5" not in ends_from(state, "a4")
    assert "h4" not in ends_from(at("8/8/8/7b/w7/8/8/8 b"), "h5")


def test_slide_never_crosses_or_stops_on_its_own_goal_cells():
    state = at("5b2/8/8/8/8/3w4/8/2w5 w")
    assert ends_from(state, "c1") == ["a1", "b1", "c2", "c3", "c4"]
    assert "d2" in ends_from(state, "d3") and "d1" not in ends_from(state, "d3")
    assert ends_from(at("5b2/8/8/8/8/3w4/8/2w5 b"), "f8") == ["f5", "f6", "f7", "g8", "h8"]


def test_pawn_on_the_opponents_side_cannot_slide():
    state = at("8/8/3w4/8/8/8/8/w7 w")
    assert ends_from(state, "d6") == []
    assert ends_from(at("7w/8/8/8/8/3b4/8/8 b"), "d3") == []


def test_slide_stops_before_any_pawn():
    state = at("8/8/8/8/8/2w2w2/8/2b5 w")
    assert ends_from(state, "c3") == ["a3", "b3", "c2", "c4", "d3", "e3"]


# --- Jumps --------------------------------------------------------------------------------------------
def test_jump_over_an_adjacent_own_pawn_orthogonally_or_diagonally_onto_the_empty_cell_beyond():
    state = at("8/8/8/8/8/2w5/1w6/8 w")
    assert "d4" in ends_from(state, "b2") and "a1" in ends_from(state, "c3")
    blocked = at("8/8/8/8/3b4/2w5/1w6/8 w")
    assert "d4" not in ends_from(blocked, "b2")
    orthogonal = at("8/8/8/8/8/8/ww6/8 w")
    assert "c2" in ends_from(orthogonal, "a2")


def test_jump_is_allowed_anywhere_and_may_cross_the_lane():
    state = at("8/8/8/3w4/3w4/8/8/8 w")
    assert "d6" in ends_from(state, "d4")
    assert ends_from(state, "d5") == ["d3"]  # on Black's side: no slide, but it jumps home


def test_never_jump_over_an_opponent_pawn():
    state = at("8/8/8/8/8/2b5/1w6/8 w")
    assert ends_from(state, "b2") == sorted(["a2", "b1", "b3", "b4"] + ["c2", "d2", "e2", "f2", "g2", "h2"])


def test_never_jump_onto_or_across_own_goal_cells():
    # c3 over d2 would land on e1, White's own goal; Black may land there (and wins).
    state = at("8/8/8/8/8/2w5/3w4/8 w")
    assert "e1" not in ends_from(state, "c3")
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(at("8/8/8/8/8/8/1w1w4/w7 w"), "a1-c3-e1")
    assert caught.value.code == "illegal_chain"
    assert caught.value.params["reason"] == "own_goal" and caught.value.params["step"] == 2
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(state, "c3-e1")
    assert caught.value.code == "illegal_move"
    black = at("8/8/8/8/8/2b5/3b4/7w b")
    assert "e1" in ends_from(black, "c3")


def test_chain_may_turn_any_direction_and_stop_after_any_jump():
    state = at(EXAMPLE)
    moves = {G.format_move(state, m) for m in G.legal_moves(state) if m.start == "c5"}
    assert {"c5-e7", "c5-e7-e5-g5", "c5-e7-e5-g5-g3", "c5-e7-e5-g5-g3-e1"} <= moves
    assert "c5-e5" in moves  # the slide joins c5 and e5 (see "what counts as one move")


def test_chain_never_lands_twice_on_a_cell_including_its_start():
    state = at(SQUARE)
    assert ends_from(state, "a1") == ["a3", "c1", "c3"]
    for text, step in (("a1-a3-c3-c1-a1", 4), ("a1-a3-c3-a3", 3)):
        with pytest.raises(IllegalMove) as caught:
            G.parse_move(state, text)
        assert caught.value.code == "illegal_chain"
        assert caught.value.params["reason"] == "revisited" and caught.value.params["step"] == step
    # going three sides round the square is fine: it names the move a1-c1
    assert G.parse_move(state, "a1-a3-c3-c1").path == ("a1", "c1")


def test_chain_ends_at_once_on_an_opponent_goal_cell():
    # From e1 Black could jump on over f1 to g1, but landing on e1 ended the chain.
    state = at("8/8/8/8/7w/4b3/4b3/5b2 b")
    assert "g1" not in ends_from(state, "e3")
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(state, "e3-e1-g1")
    assert caught.value.params["reason"] == "after_goal"
    assert G.next_steps(state, ["e3", "e1"]) == {}


def test_slide_and_jump_are_never_combined_in_one_turn():
    state = at("8/8/8/8/8/8/2w5/w7 w")
    assert "d3" not in ends_from(state, "a1")
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(state, "a1-b1-d3")
    assert caught.value.code == "illegal_chain" and caught.value.params["reason"] == "not_a_jump"


def test_no_captures_ever():
    state = at(EXAMPLE)
    assert all(m.captured == () for m in G.legal_moves(G.new()))
    after = play(G, state, "c5-e7-e5-g5")
    assert cells_of(after, 1) == {"g5", "d6", "e6", "f5", "g4", "f2"} and cells_of(after, 0) == {"a2"}


def test_passing_is_not_allowed():
    state = G.new()
    assert all(len(m.path) == 2 and m.start != m.end for m in G.legal_moves(state))
    for text in ("pass", "passe", "a3-a3"):
        with pytest.raises((BadNotation, IllegalMove)):
            G.parse_move(state, text)


# --- Winning ------------------------------------------------------------------------------------------
def test_goal_pawn_entering_an_opponent_goal_cell_wins_at_once():
    state = play(G, at(EXAMPLE), "c5-e7-e5-g5-g3-e1")
    assert G.outcome(state).winners == (1,) and G.outcome(state).reason == "goal"
    assert G.to_move(state) is None and G.legal_moves(state) == ()
    assert view(state).outcome == Outcome(winners=(1,), reason="goal")


def test_six_two_wins_with_six_pawns_across_while_the_opponent_has_at_most_two_on_the_players_side():
    state = at("8/www3ww/4bb2/8/3w4/3w4/b6b/8 w")
    assert view(state).across == (5, 2) and G.outcome(state) is None
    won = play(G, state, "d3-d5")
    assert G.outcome(won).winners == (0,) and G.outcome(won).reason == "six_two"
    # with three Black pawns on White's side, six across is not enough
    three = play(G, at("8/www3ww/4bb2/8/3w4/3w4/b1b4b/8 w"), "d3-d5")
    assert G.outcome(three) is None


def test_six_two_counts_the_opponents_pawns_on_the_players_side_not_at_home():
    # Each side has 6 across and 2 at home: neither wins (the opponent has 6 > 2 on the player's side).
    state = at("8/www2www/b6b/8/8/w6w/bbb2bbb/8 w")
    assert view(state).across == (6, 6) and view(state).at_home == (2, 2)
    assert G.outcome(state) is None


def test_six_two_is_checked_for_both_players_after_every_move_mover_first():
    # White jumps c6 home over c5: White now has only 2 pawns on Black's side, and Black, with 6
    # on White's side, fulfils 6-2 after White's own move.
    state = at("8/8/2w2w2/2w5/8/8/b6b/bb4bb w")
    assert G.outcome(state) is None
    after = play(G, state, "c6-c4")
    assert G.outcome(after).winners == (1,) and G.outcome(after).reason == "six_two"
    # a position text is checked too, Black (who just moved) first
    assert G.outcome(at("8/8/2w5/2w5/8/8/b6b/bb4bb w")).winners == (1,)


def test_player_without_a_legal_move_loses():
    stuck = at("8/8/3w4/8/8/8/8/7b w")
    assert G.outcome(stuck).winners == (1,) and G.outcome(stuck).reason == "blocked"
    after = play(G, at("8/8/8/8/8/7b/8/w7 w"), "a1-a2")
    assert G.outcome(after).winners == (0,) and G.outcome(after).reason == "blocked"


def test_draw_on_agreement():
    outcome = G.agreed_outcome(G.new())
    assert outcome.winners == () and outcome.reason == "agreement"


def test_draw_when_the_same_position_with_the_same_player_to_move_occurs_for_the_third_time():
    assert_third_repetition_draws(G, at("7b/8/8/8/8/8/8/w7 w"), ("a1-a2", "h8-h7", "a2-a1", "h7-h8"))


def test_repetition_counts_only_positions_with_the_same_player_to_move():
    # White shuffles a1-a2 (period 2), Black h8-f8-g8-h8 (period 3): the start squares come back
    # with Black to move at ply 7, with White to move at plies 12 and 24.
    state = at("7b/8/8/8/8/8/8/w7 w")
    white, black = ["a1-a2", "a2-a1"], ["h8-f8", "f8-g8", "g8-h8"]
    for ply in range(24):
        assert G.outcome(state) is None, ply
        text = white[(ply // 2) % 2] if ply % 2 == 0 else black[(ply // 2) % 3]
        state = play(G, state, text)
    assert G.outcome(state).winners == () and G.outcome(state).reason == "repetition"


# --- Option: free placement -----------------------------------------------------------------------------
def test_free_placement_starts_from_an_empty_board_and_seat_0_places_first():
    state = G.new(options={"free_placement": True})
    v = view(state)
    assert v.pieces == () and v.phase == "placement" and v.to_place == (8, 8) and v.to_move == 0


def test_free_placement_only_on_empty_cells_of_ones_own_side_never_own_goal_cells():
    state = G.new(options={"free_placement": True})
    cells = [m.path[0] for m in G.legal_moves(state)]
    assert len(cells) == 30 and "d1" not in cells and "e1" not in cells
    assert all(c[1] in "1234" for c in cells)
    for text, code in (("d1", "own_goal"), ("e1", "own_goal"), ("a5", "not_your_side")):
        with pytest.raises(IllegalMove) as caught:
            G.parse_move(state, text)
        assert caught.value.code == code
    state = play(G, state, "c3")
    black = [m.path[0] for m in G.legal_moves(state)]
    assert len(black) == 30 and all(c[1] in "5678" for c in black) and "d8" not in black
    state = play(G, state, "c6")
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(state, "c3")
    assert caught.value.code == "occupied"
    assert len(G.legal_moves(state)) == 29


def test_free_placement_alternates_until_all_16_are_placed_then_seat_0_moves_first():
    state = G.new(options={"free_placement": True})
    white = ["a3", "c3", "e3", "g3", "b2", "d2", "f2", "h2"]
    black = ["a7", "c7", "e7", "g7", "b6", "d6", "f6", "h6"]
    for n in range(8):
        assert G.to_move(state) == 0 and view(state).to_place == (8 - n, 8 - n)
        state = play(G, state, white[n])
        assert G.to_move(state) == 1 and view(state).phase == "placement"
        state = play(G, state, black[n])
    assert view(state).phase == "play" and view(state).to_place == (0, 0) and G.to_move(state) == 0
    assert G.position(state) == START and len(G.legal_moves(state)) == 46
    state = play(G, state, "b2-d4")
    assert G.to_move(state) == 1


def test_placement_notation_is_the_cell_alone():
    state = G.new(options={"free_placement": True})
    move = G.parse_move(state, " C3 ")
    assert move.path == ("c3",) and G.format_move(state, move) == "c3"
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(state, "c3-c4")
    assert caught.value.code == "placement_phase"
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(G.new(), "c4")
    assert caught.value.code == "placement_over"


# --- What counts as one move ----------------------------------------------------------------------------
def test_every_slide_or_chain_joining_the_same_cells_is_one_move_with_the_slide_as_its_path():
    state = at(EXAMPLE)
    joins = [m for m in G.legal_moves(state) if (m.start, m.end) == ("c5", "e5")]
    assert [m.path for m in joins] == [("c5", "e5")]
    assert G.parse_move(state, "c5-e7-e5") == joins[0]


def test_without_a_slide_the_path_is_the_shortest_chain_ties_to_landing_cells_first_in_name_order():
    state = at(SQUARE)
    paths = {m.end: m.path for m in G.legal_moves(state) if m.start == "a1"}
    assert paths["c1"] == ("a1", "c1")  # not a1-a3-c3-c1
    assert paths["c3"] == ("a1", "a3", "c3")  # a1-c1-c3 is as short; a3 comes before c1
    assert G.parse_move(state, "a1-c1-c3") == G.parse_move(state, "a1-c3")


# --- Notation -------------------------------------------------------------------------------------------
def test_cells_are_algebraic_and_a_slide_is_written_from_to():
    state = G.new()
    move = G.parse_move(state, "b2-b4")
    assert move.path == ("b2", "b4") and G.format_move(state, move) == "b2-b4"


def test_a_chain_lists_every_landing_cell_and_format_writes_the_representative_path():
    state = at(EXAMPLE)
    move = G.parse_move(state, "c5-e1")
    assert move.path == ("c5", "e7", "e5", "g5", "g3", "e1")
    assert G.format_move(state, move) == "c5-e7-e5-g5-g3-e1"


def test_input_is_case_insensitive_and_tolerates_spaces():
    state = at(EXAMPLE)
    move = G.parse_move(state, "c5-e7-e5-g5-g3-e1")
    for text in ("C5-E7-E5-G5-G3-E1", " c5 - e7 - e5 - g5 - g3 - e1 ", "c5 e7 e5 g5 g3 e1", "c5–e1"):
        assert G.parse_move(state, text) == move


def test_from_to_names_the_move_whatever_its_path():
    state = at(SQUARE)
    assert G.parse_move(state, "a1-c3").path == ("a1", "a3", "c3")
    assert G.parse_move(at(EXAMPLE), "c5-g3").path == ("c5", "e7", "e5", "g5", "g3")


def test_a_longer_text_must_be_a_legal_chain_in_full_even_when_another_joins_the_cells():
    state = at(SQUARE)
    assert G.parse_move(state, "a1-c3").end == "c3"
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(state, "a1-c1-a3-c3")  # c1 to a3 jumps over the empty b2
    assert caught.value.code == "illegal_chain"
    assert caught.value.params == {"step": 2, "start": "c1", "end": "a3", "reason": "no_own_pawn_jumped"}


# --- Position text --------------------------------------------------------------------------------------
def test_position_text_ranks_8_to_1_then_the_side_to_move():
    assert G.position(G.new()) == "8/b1b1b1b1/1b1b1b1b/8/8/w1w1w1w1/1w1w1w1w/8 w"
    assert G.position(at(EXAMPLE)) == EXAMPLE and G.to_move(at(EXAMPLE)) == 1
    assert cells_of(at(EXAMPLE), 0) == {"a2"}


@pytest.mark.parametrize(
    "text",
    [
        "8/8/8/8/8/8/8/8",
        "9/8/8/8/8/8/8/8 w",
        "8/8/8/8/8/8/8 w",
        "x7/8/8/8/8/8/8/8 w",
        "W7/8/8/8/8/8/8/8 w",
        "8/8/8/8/8/8/8/8 x",
        "8/8/8/8/8/8/8/3w4 w",  # a pawn on its own goal cell
        "3b4/8/8/8/8/8/8/8 w",
        "8/8/8/8/8/8/wwwwwwww/w7 w",  # nine pawns
    ],
)
def test_bad_position_texts_are_refused(text):
    with pytest.raises(ValueError):
        at(text)
