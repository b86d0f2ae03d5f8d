"""Each ruling of ../shared/rules/dames-turques.md, pinned by a test named after it."""

from __future__ import annotations

import random
from functools import partial

import pytest

from engines import BadNotation, IllegalMove
from engines.views import Piece
from tests.helpers import games
from tests.helpers.games import BOTH_DRAUGHTS
from tests.helpers.games import TURQUES as G
from tests.helpers.games import moves_text, play, random_plies


at = partial(games.at, G)  # a new game from a position text (and options)
piece = partial(games.piece, G)  # the public view's piece on a cell, or None


# --- Board and pieces ------------------------------------------------------------------------------
def test_board_uses_all_64_cells_named_algebraically():
    view = G.player_view(G.new(), None)
    cells = {c.label: (c.row, c.col) for c in view.cells}
    assert len(cells) == 64
    assert cells["a8"] == (0, 0) and cells["h1"] == (7, 7) and cells["a1"] == (7, 0)


def test_white_on_ranks_2_and_3_black_on_6_and_7_and_white_starts():
    state = G.new()
    view = G.player_view(state, None)
    assert view.colours == ("white", "black")
    white = {p.cell for p in view.pieces if p.seat == 0}
    black = {p.cell for p in view.pieces if p.seat == 1}
    assert white == {f"{f}{r}" for f in "abcdefgh" for r in "23"}
    assert black == {f"{f}{r}" for f in "abcdefgh" for r in "67"}
    assert G.to_move(state) == 0
    assert moves_text(G, state) == sorted(f"{f}3-{f}4" for f in "abcdefgh")


# --- Moves -----------------------------------------------------------------------------------------
def test_man_moves_one_cell_forward_or_sideways_never_backward_or_diagonally():
    assert moves_text(G, at("7b/8/8/8/3w4/8/8/8 w")) == ["d4-c4", "d4-d5", "d4-e4"]
    assert moves_text(G, at("8/8/8/3b4/8/8/8/7w b")) == ["d5-c5", "d5-d4", "d5-e5"]


def test_man_reaching_the_far_row_becomes_a_king():
    state = play(G, at("7b/3w4/8/8/8/8/8/8 w"), "d7-d8")
    assert piece(state, "d8") == Piece(cell="d8", seat=0, king=True)
    state = play(G, at("W7/8/8/8/8/8/4b3/8 b"), "e2-e1")
    assert piece(state, "e1").king is True


def test_king_moves_any_distance_straight_over_empty_cells_only():
    # The king on a1 may not fly over its own man on a2 (pydraughts does; the rulings do not).
    state = at("7b/8/8/8/8/8/w7/W7 w")
    assert moves_text(G, state) == sorted([f"a1-{f}1" for f in "bcdefgh"] + ["a2-a3", "a2-b2"])


# --- Captures --------------------------------------------------------------------------------------
def test_capturing_is_compulsory_for_every_piece():
    state = at("7b/8/8/b7/8/8/7w/W7 w")
    assert moves_text(G, state) == ["a1xa6", "a1xa7", "a1xa8"]
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(state, "h2-h3")
    assert caught.value.code == "capture_required"


def test_man_captures_forward_or_sideways_never_backward():
    assert moves_text(G, at("7b/8/8/3b4/2bw4/3b4/8/8 w")) == ["d4xb4", "d4xd6"]


def test_king_captures_at_a_distance_and_lands_on_any_empty_cell_beyond():
    assert moves_text(G, at("7b/8/8/b7/8/8/8/W7 w")) == ["a1xa6", "a1xa7", "a1xa8"]


def test_captured_pieces_are_removed_at_once_so_their_cells_can_be_crossed_again():
    # h3 takes f3, c5, d7 then f5 coming down the f file, crossing f3 where it took the first piece.
    state = at("7b/3b4/8/2b2b2/8/5b1W/8/8 w")
    assert moves_text(G, state) == ["h3xc3xc7xf7xf1", "h3xc3xc7xf7xf2", "h3xc3xc7xf7xf3", "h3xc3xc7xf7xf4"]
    assert {m.captured for m in G.legal_moves(state)} == {("f3", "c5", "d7", "f5")}
    after = play(G, state, "h3xc3xc7xf7xf1")
    assert {p.cell for p in G.player_view(after, None).pieces} == {"h8", "f1"}


def test_a_piece_removed_at_once_is_captured_once_even_when_its_cell_is_crossed_again():
    # Issue 10: a1 takes c1, d3, b4, a2, comes back to a1 and crosses c1 again on its way to f1.
    state = at("8/8/8/8/1b6/3b4/b7/W1B2B2 w")
    taken = ("c1", "d3", "b4", "a2", "f1")
    assert [(m.path, m.captured) for m in G.legal_moves(state)] == [
        (("a1", "d1", "d4", "a4", "a1", end), taken) for end in ("g1", "h1")
    ]
    assert moves_text(G, state) == ["a1xd1xd4xa4xa1xg1", "a1xd1xd4xa4xa1xh1"]
    after = play(G, state, "a1xd1xd4xa4xa1xh1")
    assert [p.cell for p in G.player_view(after, None).pieces] == ["h1"]


@BOTH_DRAUGHTS
def test_no_move_lists_a_captured_piece_twice_in_seeded_playouts(game):
    for seed in range(30):
        for state, move, played in random_plies(game, game.new(), random.Random(seed), limit=400):
            for legal in game.legal_moves(state):
                assert len(legal.captured) == len(set(legal.captured)), (game.position(state), legal)
            seat = game.to_move(state)
            before = {p.cell for p in game.player_view(state, None).pieces if p.seat != seat}
            after = {p.cell for p in game.player_view(played, None).pieces if p.seat != seat}
            assert before - after == set(move.captured)


def test_king_may_not_turn_back_180_degrees_between_two_captures():
    # a4 could take a6 and then a2 coming back down the file: forbidden, one piece only.
    assert moves_text(G, at("7b/8/b7/8/W7/8/b7/8 w")) == ["a4xa1", "a4xa7", "a4xa8"]


def test_majority_rule_is_compulsory_and_a_king_counts_as_one():
    state = at("7b/8/1b6/b7/w5bw/8/8/8 w")
    assert moves_text(G, state) == ["a4xa6xc6"]
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(state, "h4xf4")
    assert caught.value.code == "capture_majority" and caught.value.params == {"count": 2, "taken": 1}
    # two men beat one king
    state = at("8/8/1b6/b7/w5Bw/8/8/8 w")
    assert moves_text(G, state) == ["a4xa6xc6"]


def test_free_choice_among_equal_maximum_captures():
    assert moves_text(G, at("7b/8/8/3b4/2bw4/3b4/8/8 w")) == ["d4xb4", "d4xd6"]


def test_man_crowned_during_a_capture_goes_on_capturing_as_a_king():
    state = at("2b5/b7/w7/8/8/8/8/8 w")
    assert moves_text(G, state) == ["a6xa8xd8", "a6xa8xe8", "a6xa8xf8", "a6xa8xg8", "a6xa8xh8"]
    after = play(G, state, "a6xa8xh8")
    assert piece(after, "h8") == Piece(cell="h8", seat=0, king=True)


def test_majority_rule_counts_the_crowned_part_of_a_capture():
    # a6 takes two (a7, then c8 as a new king); the man on h4 could take only one.
    state = at("2b5/b7/w7/8/6bw/8/8/8 w")
    assert {m.path[0] for m in G.legal_moves(state)} == {"a6"}


# --- End (no piece, no move, agreement, repetition: test_draughts_endings.py) -----------------
def test_sideways_man_moves_do_not_restart_the_repetition_count():
    state = at("B7/8/8/8/8/8/w7/8 w")
    shuffle = ("a2-b2", "a8-b8", "b2-a2", "b8-a8")
    state = play(G, state, *shuffle, *shuffle)
    assert G.outcome(state).reason == "repetition"


def test_draw_when_each_side_is_reduced_to_a_single_king():
    state = at("8/8/8/8/b7/8/8/W6B w")
    after = play(G, state, "a1xa8")
    assert G.outcome(after).winners == () and G.outcome(after).reason == "lone_kings"
    assert G.outcome(at("8/8/8/8/8/8/6b1/W6B w")) is None


# --- Notation --------------------------------------------------------------------------------------
def test_notation_plain_moves_and_full_capture_paths():
    state = G.new()
    assert G.format_move(state, G.parse_move(state, "C3-C4")) == "c3-c4"
    state = at("7b/8/1b6/b7/w5bw/8/8/8 w")
    (move,) = G.legal_moves(state)
    assert G.format_move(state, move) == "a4xa6xc6"
    assert move.path == ("a4", "a6", "c6") and move.captured == ("a5", "b6")
    for text in ("a4xa6xc6", "A4XA6XC6", "a4 x a6 x c6", "a4xc6"):
        assert G.parse_move(state, text) == move


def test_notation_from_x_to_is_refused_when_it_names_several_captures():
    # The king on h7 reaches h5 round the d file or round the e file: two different captures.
    state = at("4b3/1b4bW/3bb3/6b1/8/8/8/8 w")
    assert moves_text(G, state) == ["h7xd7xd5xh5", "h7xe7xe5xh5"]
    with pytest.raises(BadNotation) as caught:
        G.parse_move(state, "h7xh5")
    assert caught.value.code == "ambiguous"
    assert sorted(caught.value.params["choices"]) == ["h7xd7xd5xh5", "h7xe7xe5xh5"]
    assert G.parse_move(state, "h7xd7xh5").captured == ("g7", "d6", "g5")


# --- What counts as one move, notation errors, position text: test_draughts_notation.py ------------
