"""Each ruling of ../shared/rules/dames.md, pinned by a test named after it."""

from __future__ import annotations

from functools import partial
import pytest

from engines import BadNotation, IllegalMove
from engines.views import Piece
from tests.helpers import games
from tests.helpers.games import DAMES as G
from tests.helpers.games import moves_text, play


at = partial(games.at, G)  # a new game from a position text (and options)
piece = partial(games.piece, G)  # the public view's piece on a cell, or None


# --- Board and pieces ----------------------------------------------------------------------------
def test_board_is_numbered_pdn_from_seat_0_top_left_dark_cell():
    view = G.player_view(G.new(), None)
    cells = {c.label: (c.row, c.col) for c in view.cells}
    assert len(cells) == 50
    assert cells[1] == (0, 1) and cells[5] == (0, 9) and cells[6] == (1, 0) and cells[50] == (9, 8)
    assert all((r + c) % 2 == 1 for r, c in cells.values())


def test_seat_0_is_blue_on_31_to_50_seat_1_green_on_1_to_20_and_seat_0_starts():
    state = G.new()
    view = G.player_view(state, None)
    assert view.colours == ("blue", "green")
    assert sorted(p.cell for p in view.pieces if p.seat == 0) == list(range(31, 51))
    assert sorted(p.cell for p in view.pieces if p.seat == 1) == list(range(1, 21))
    assert G.to_move(state) == 0
    assert moves_text(G, state) == sorted(["31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"])


# --- Moves ---------------------------------------------------------------------------------------
def test_man_moves_one_cell_diagonally_forward_only():
    assert moves_text(G, at("W:W28:B1")) == ["28-22", "28-23"]
    assert moves_text(G, at("B:W50:B23")) == ["23-28", "23-29"]


def test_man_is_crowned_when_its_move_ends_on_the_far_row():
    state = play(G, at("W:W6:B45"), "6-1")
    assert piece(state, 1) == Piece(cell=1, seat=0, king=True)
    state = play(G, at("W:W12:B8"), "12x3")
    assert piece(state, 3).king is True


def test_man_passing_the_far_row_during_a_capture_stays_a_man():
    state = at("W:W12:B8,9")
    assert moves_text(G, state) == ["12x14"]
    (move,) = G.legal_moves(state)
    assert move.path == (12, 3, 14) and set(move.captured) == {8, 9}
    after = G.apply(state, 0, move)
    assert piece(after, 14) == Piece(cell=14, seat=0, king=False)


def test_king_moves_any_distance_along_a_diagonal_over_empty_cells():
    state = at("W:WK46:B5")
    assert moves_text(G, state) == sorted(["46-41", "46-37", "46-32", "46-28", "46-23", "46-19", "46-14", "46-10"])


def test_men_capture_forward_and_backward():
    assert moves_text(G, at("W:W28:B33")) == ["28x39"]
    assert moves_text(G, at("W:W28:B23")) == ["28x19"]


def test_king_captures_at_a_distance_and_lands_on_any_empty_cell_beyond():
    assert moves_text(G, at("W:WK46:B23")) == ["46x10", "46x14", "46x19", "46x5"]


def test_captured_pieces_stay_until_the_move_ends_and_block_the_king():
    # After 37x23 (taking 28) the king could take 41 only by crossing 28 again.
    state = at("W:WK37:B21,43,41,28,4")
    assert moves_text(G, state) == ["37x10", "37x14", "37x19", "37x23", "37x46", "37x5"]
    assert all(len(m.captured) == 1 for m in G.legal_moves(state))


def test_captured_pieces_are_removed_only_at_the_end_of_the_move():
    state = at("W:W12:B8,9")
    after = play(G, state, "12x14")
    assert piece(after, 8) is None and piece(after, 9) is None


def test_capturing_is_compulsory():
    state = at("W:W32,33,47:B28,19,27")
    assert all(m.captured for m in G.legal_moves(state))
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(state, "47-42")
    assert caught.value.code == "capture_required" and caught.value.params == {"count": 2}


def test_majority_rule_counts_a_king_as_one_piece():
    # 32 can take three men, 36 two kings: the three men must be taken.
    state = at("W:W32,36:BK31,K22,28,19,10")
    assert moves_text(G, state) == ["32x5"]
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(state, "36x18")
    assert caught.value.code == "capture_majority"
    assert caught.value.params == {"count": 3, "taken": 2}


def test_free_choice_among_equal_maximum_captures():
    assert moves_text(G, at("W:W32,33:B28,19,27")) == ["32x14", "33x31"]


# --- End (no piece, no move, agreement, repetition: test_draughts_endings.py) -----------------
def _walk_kings(state, plies):
    """Quiet king moves that never repeat a position nor offer a capture."""
    seen = {G.position(state)}
    for _ in range(plies):
        for move in G.legal_moves(state):
            after = G.apply(state, G.to_move(state), move)
            by_king = piece(state, move.path[0]).king
            quiet = by_king and not move.captured and not any(m.captured for m in G.legal_moves(after))
            if quiet and G.position(after) not in seen:
                break
        else:
            raise AssertionError("the walk found no fresh quiet move")
        seen.add(G.position(after))
        state = after
    return state


def test_draw_after_20_moves_each_by_kings_only_without_capture():
    start = at("W:WK46,K50:BK1,K5")
    assert G.outcome(_walk_kings(start, 39)) is None
    final = _walk_kings(start, 40)
    assert G.outcome(final).winners == () and G.outcome(final).reason == "king_moves"


def test_option_draw_moves_sets_the_king_moves_limit():
    state = _walk_kings(at("W:WK46,K50:BK1,K5", draw_moves=2), 4)
    assert G.outcome(state).reason == "king_moves"
    state = _walk_kings(at("W:WK46,K50:BK1,K5", draw_moves=25), 49)
    assert G.outcome(state) is None


def test_a_man_move_restarts_the_king_moves_count():
    state = play(G, at("W:WK46,35:BK4", draw_moves=2), "46-41", "4-9", "35-30", "9-4", "41-46", "4-9")
    assert G.outcome(state) is None
    state = play(G, state, "46-41")
    assert G.outcome(state).reason == "king_moves"
    without_man_move = play(G, at("W:WK46,35:BK4", draw_moves=2), "46-41", "4-9", "41-46", "9-4")
    assert G.outcome(without_man_move).reason == "king_moves"


# --- Option huffing --------------------------------------------------------------------------------
HUFF = "W:W33,39,47:B28,11"


def test_huffing_off_by_default_refuses_to_skip_a_capture():
    with pytest.raises(IllegalMove):
        G.parse_move(at(HUFF), "47-42")


def test_huffing_allows_skipping_the_capture_then_the_opponent_may_huff_the_piece():
    state = at(HUFF, huffing=True)
    assert "47-42" in moves_text(G, state)
    state = play(G, state, "47-42")
    assert G.player_view(state, None).huffable == (33,)
    assert "h33" in moves_text(G, state)
    state = play(G, state, "h33")
    assert piece(state, 33) is None
    assert G.to_move(state) == 1, "huffing is not a move: the huffer still plays"
    assert not any(m.huff for m in G.legal_moves(state))
    state = play(G, state, "11-16")
    assert G.to_move(state) == 0


def test_huffing_a_capture_of_fewer_pieces_targets_the_piece_where_it_now_stands():
    state = at("W:W32,36:BK31,K22,28,19,10", huffing=True)
    after = play(G, state, "32-27")
    assert G.player_view(after, None).huffable == (27,)
    after = play(G, state, "36x18")
    assert G.player_view(after, None).huffable == (32,)


def test_huffing_is_only_possible_on_the_turn_right_after_the_offence():
    state = play(G, at(HUFF, huffing=True), "47-42", "11-16")
    assert G.player_view(state, None).huffable == ()
    state = play(G, state, "33x22")
    assert not any(m.huff for m in G.legal_moves(state))
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(state, "h22")
    assert caught.value.code == "cannot_huff"


def test_huffing_is_optional():
    state = play(G, at(HUFF, huffing=True), "47-42", "28-32")
    assert G.outcome(state) is None and G.to_move(state) == 0


# --- Notation --------------------------------------------------------------------------------------
def test_notation_plain_move_and_capture():
    state = G.new()
    assert G.format_move(state, G.parse_move(state, "32-28")) == "32-28"
    state = at("W:W28:B23")
    assert G.format_move(state, G.legal_moves(state)[0]) == "28x19"
    for text in ("28x19", "28X19", " 28 x 19 ", "28:19", "28-19", "28 19"):
        assert G.parse_move(state, text) == G.legal_moves(state)[0]


def test_notation_ambiguous_capture_needs_landing_cells():
    # The king on 30 can reach 48 by two different captures (over 19 and 42, or 27... and 42).
    state = at("W:WK30:B27,19,21,45,35,42")
    texts = moves_text(G, state)
    assert texts == ["30x13x48", "30x8x48"]
    with pytest.raises(BadNotation) as caught:
        G.parse_move(state, "30x48")
    assert caught.value.code == "ambiguous"
    assert sorted(caught.value.params["choices"]) == texts
    for move in G.legal_moves(state):
        assert G.parse_move(state, G.format_move(state, move)) == move
        full = "x".join(map(str, move.path))
        assert G.parse_move(state, full) == move


# --- What counts as one move, notation errors, position text: test_draughts_notation.py ------------
