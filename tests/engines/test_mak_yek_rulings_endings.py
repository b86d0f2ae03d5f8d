"""Each ruling of ../shared/rules/mak-yek.md, pinned by a test named after it: the end of the
game, the options, the notation and the position text (board, moves and captures: in
test_mak_yek_rulings.py).

Both games share one engine; where a ruling holds for both, the test runs on both.
"""

from __future__ import annotations

import json

import pytest

from engines import BadNotation, IllegalMove, Outcome
from engines.views import Piece
from tests.helpers.games import at, play
from tests.helpers.games import BOTH_MAKYEK as BOTH
from tests.helpers.makyek import START, board, men, refused


# --- End of the game -------------------------------------------------------------------------------
@BOTH
def test_every_end_is_scored_by_the_counts_more_captures_wins_equal_is_a_draw(game):
    # black has no men left but captured more: black wins.
    after = play(game, at(game, board("d1 a8", "c4 e4", extra="0 10")), "d1-d4")
    assert game.outcome(after) == Outcome(winners=(1,), reason="no_pieces", scores=(2, 10))
    after = play(game, at(game, board("d1 a8", "c4 e4", extra="8 10")), "d1-d4")
    assert game.outcome(after) == Outcome(winners=(), reason="no_pieces", scores=(10, 10))
    drawn = at(game, board("a1", "h8", extra="3 3"))
    assert game.outcome(drawn).winners == () and game.outcome(drawn).scores == (3, 3)


@BOTH
def test_end_1_no_pieces_the_player_to_move_has_no_man(game):
    # white's last man takes both black men: no_pieces comes before insufficient_material.
    after = play(game, at(game, board("d1", "c4 e4")), "d1-d4")
    assert game.outcome(after) == Outcome(winners=(0,), reason="no_pieces", scores=(16, 15))


@BOTH
def test_end_2_insufficient_material_both_players_have_at_most_one_man(game):
    after = play(game, at(game, board("d1", "c4 e4 h8")), "d1-d4")
    assert game.outcome(after) == Outcome(winners=(), reason="insufficient_material", scores=(15, 15))
    assert game.outcome(at(game, board("a1", "h8", extra="2 1"))).reason == "insufficient_material"
    assert game.outcome(at(game, board("a1", "", extra="2 1"))).reason == "insufficient_material"
    assert game.outcome(at(game, board("a1", "h8 h7"))) is None


@BOTH
def test_end_3_no_moves_the_player_to_move_has_men_but_none_can_move(game):
    after = play(game, at(game, board("b8 a6 c1", "a8", extra="1 0")), "a6-a7")
    assert game.outcome(after) == Outcome(winners=(0,), reason="no_moves", scores=(1, 0))
    assert game.outcome(at(game, board("b8 a7 c1", "a8", side="b"))).reason == "no_moves"


@BOTH
def test_end_4_repetition_third_occurrence_the_start_counting_as_the_first(game):
    state = at(game, board("a1 b1", "h8 g8", extra="3 1"))
    shuffle = ("a1-a2", "h8-h7", "a2-a1", "h7-h8")
    state = play(game, state, *shuffle, *shuffle[:-1])
    assert game.outcome(state) is None
    state = play(game, state, shuffle[-1])
    assert game.outcome(state) == Outcome(winners=(0,), reason="repetition", scores=(3, 1))


@BOTH
def test_end_1_no_pieces_is_checked_for_the_player_to_move_only(game):
    # Only a loaded position can leave the waiting side without men: play goes on for one ply.
    state = at(game, board("a1 b1", "", extra="0 0"))
    assert game.outcome(state) is None
    after = play(game, state, "a1-a2")
    assert game.outcome(after) == Outcome(winners=(), reason="no_pieces", scores=(0, 0))


@BOTH
def test_end_4_the_history_holds_the_positions_since_the_last_capture(game):
    state = at(game, board("a1 b1 d1 f4", "h8 g8 e4"))
    state = play(game, state, "a1-a2", "h8-h7", "a2-a1", "h7-h8", "d1-d4")
    assert state.history == (state.key,)  # earlier positions had e4: they cannot come back
    shuffle = ("h8-h7", "a1-a2", "h7-h8", "a2-a1")
    state = play(game, state, *shuffle, *shuffle[:-1])
    assert game.outcome(state) is None and len(state.history) == 8
    state = play(game, state, shuffle[-1])
    assert game.outcome(state).reason == "repetition"


@BOTH
def test_end_5_no_capture_limit_default_50_count_reset_by_a_capture(game):
    state = at(game, board("a1 b1 d1 f4", "h8 g8 e4", extra="0 0 48"))
    assert game.player_view(state, None).no_capture_limit == 50
    after = play(game, state, "d1-d4")  # a capture: back to 0
    assert game.player_view(after, None).no_capture_plies == 0 and game.outcome(after) is None
    after = play(game, state, "a1-a2")
    assert game.player_view(after, None).no_capture_plies == 49 and game.outcome(after) is None
    after = play(game, after, "h8-h7")
    assert game.outcome(after) == Outcome(winners=(), reason="no_capture_limit", scores=(0, 0))


@BOTH
def test_end_5_no_capture_limit_follows_the_option(game):
    state = game.new(options={"position": board("a1 b1", "h8 g8"), "no_capture_plies": 10})
    texts = ("a1-a2", "h8-h7", "a2-a3", "h7-h6", "a3-a4", "h6-h5", "a4-a5", "h5-h4", "a5-a6")
    state = play(game, state, *texts)
    assert game.outcome(state) is None
    state = play(game, state, "h4-h3")
    assert game.outcome(state).reason == "no_capture_limit"


@BOTH
def test_ends_are_checked_in_order_the_first_that_holds_gives_the_reason(game):
    # no_moves (3) before no_capture_limit (5): the blocking move is also the 50th quiet ply.
    after = play(game, at(game, board("b8 a6 c1", "a8", extra="0 0 49")), "a6-a7")
    assert game.player_view(after, None).no_capture_plies == 50
    assert game.outcome(after).reason == "no_moves"
    # repetition (4) before no_capture_limit (5): third occurrence on the 50th quiet ply.
    state = at(game, board("a1 b1", "h8 g8", extra="0 0 42"))
    shuffle = ("a1-a2", "h8-h7", "a2-a1", "h7-h8")
    state = play(game, state, *shuffle, *shuffle)
    assert state.quiet_plies == 50 and game.outcome(state).reason == "repetition"


@BOTH
def test_a_player_reduced_to_one_man_plays_on_and_can_still_take_two(game):
    state = at(game, board("d1", "c4 e4 h8 g8"))
    assert game.outcome(state) is None
    after = play(game, state, "d1-d4")
    assert men(game, after, 1) == {"h8", "g8"} and game.outcome(after) is None


@BOTH
def test_agreement_is_decided_on_the_counts_not_a_draw_unless_equal(game):
    assert game.agreed_outcome(game.new()) == Outcome(winners=(), reason="agreement", scores=(0, 0))
    ahead = at(game, board("a1 b1", "h8 g8", extra="3 5"))
    assert game.agreed_outcome(ahead) == Outcome(winners=(1,), reason="agreement", scores=(3, 5))


@BOTH
def test_a_finished_game_has_no_mover_no_moves_and_refuses_every_move(game):
    over = at(game, board("a1", "h8"))
    assert game.outcome(over) is not None and game.to_move(over) is None
    assert list(game.legal_moves(over)) == []
    assert refused(IllegalMove, game.apply, over, 0, object()).code == "game_over"
    assert refused(IllegalMove, game.parse_move, over, "a1-a2").code == "game_over"
    assert game.player_view(over, None).to_move is None


# --- Options ---------------------------------------------------------------------------------------
@BOTH
def test_option_no_capture_plies_is_a_whole_number_from_10_to_1000_default_50(game):
    assert game.player_view(game.new(), None).no_capture_limit == 50
    for value in (10, 1000):
        assert game.player_view(game.new(options={"no_capture_plies": value}), None).no_capture_limit == value
    for value in (9, 1001, 0, -5, True, False, 50.0, "50", None, [50]):
        with pytest.raises(ValueError, match="no_capture_plies"):
            game.new(options={"no_capture_plies": value})


@BOTH
def test_two_seats_only_and_the_seed_changes_nothing(game):
    for seats in (1, 3):
        with pytest.raises(ValueError):
            game.new(seats=seats)
    assert game.seat_range == (2, 2)
    assert game.dump(game.new(seed=1)) == game.dump(game.new(seed=99)) and game.new(seed=1) == game.new(seed=2)


@BOTH
def test_unknown_options_and_non_text_positions_are_refused(game):
    with pytest.raises(ValueError, match="unknown option"):
        game.new(options={"captures": 3})
    with pytest.raises(ValueError):
        game.new(options={"position": 42})


# --- Notation --------------------------------------------------------------------------------------
@BOTH
def test_notation_is_from_dash_to_lower_case_never_listing_captures(game):
    state = at(game, board("d1 a8", "c4 e4 h8"))
    move = game.parse_move(state, "d1-d4")
    assert game.format_move(state, move) == "d1-d4"
    for legal in game.legal_moves(game.new()):
        assert game.parse_move(game.new(), game.format_move(game.new(), legal)) == legal


@BOTH
def test_notation_input_is_case_insensitive_and_ignores_whitespace(game):
    state = at(game, board("d1 a8", "c4 e4 h8"))
    for text in ("D1 - D4", " d1-d4 ", "d1 -d4 X C4 x e4", "D1-D4XE4XC4"):
        assert game.parse_move(state, text) == game.parse_move(state, "d1-d4")


@BOTH
def test_notation_capture_list_in_any_order_must_name_exactly_the_men_taken(game):
    state = at(game, board("d1 a8", "c4 e4 h8"))
    assert game.parse_move(state, "d1-d4xc4xe4") == game.parse_move(state, "d1-d4xe4xc4")
    for text in ("d1-d4xc4", "d1-d4xc4xe4xh8", "d1-d4xc4xe5", "d1-d2xc4"):
        error = refused(IllegalMove, game.parse_move, state, text)
        assert error.code == "wrong_captures"
    assert refused(IllegalMove, game.parse_move, state, "d1-d2xc4").params["taken"] == ""


@BOTH
@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("d1d4", "syntax"),
        ("d1_d4", "syntax"),
        ("d1-d4!", "syntax"),
        ("d1-d4x", "syntax"),
        ("d1-d4-d5", "syntax"),
        ("", "syntax"),
        ("d1-i4", "unknown_cell"),
        ("d1-d9", "unknown_cell"),
        ("a10-a2", "unknown_cell"),
        ("d1-d4xz9", "unknown_cell"),
        ("d1-d4xc4xC4", "repeated_capture"),
    ],
)
def test_bad_notation_is_text_not_of_the_form(game, text, code):
    error = refused(BadNotation, game.parse_move, game.new(), text)
    assert error.code == code


@BOTH
def test_illegal_move_is_well_formed_text_that_is_not_a_legal_move(game):
    state = at(game, board("a1 a3 c1", "c5 h8"))
    cases = {
        "e5-e6": ("empty_cell", {"cell": "e5"}),
        "h8-h7": ("not_your_piece", {"cell": "h8"}),
        "a1-b2": ("not_straight", {"cell": "a1", "to": "b2"}),
        "a1-a1": ("null_move", {"cell": "a1"}),
        "a1-a5": ("blocked", {"cell": "a1", "to": "a5", "at": "a3"}),
        "c1-c7": ("blocked", {"cell": "c1", "to": "c7", "at": "c5"}),
        "c1-c5": ("blocked", {"cell": "c1", "to": "c5", "at": "c5"}),
    }
    for text, (code, params) in cases.items():
        error = refused(IllegalMove, game.parse_move, state, text)
        assert (error.code, error.params) == (code, params), text
    move = game.parse_move(state, "a1-a2")
    assert refused(IllegalMove, game.apply, state, 1, move).code == "not_your_turn"
    wrong = type(move)(("c1", "c2"), ("c5",))
    assert refused(IllegalMove, game.apply, state, 0, wrong).code == "wrong_captures"
    assert refused(IllegalMove, game.apply, state, 0, type(move)(("a1", "b2"))).code == "not_straight"


# --- Position text ---------------------------------------------------------------------------------
@BOTH
def test_position_text_writes_all_five_fields_with_merged_runs(game):
    assert game.position(game.new()) == START
    text = "6bw/6b1/1w3w2/7b/1w1w1ww1/1w1w2b1/1b1wb3/3b2w1 b"
    assert game.position(at(game, text)) == text + " 9 5 0"
    assert game.position(at(game, "  44/8/8/8/8/8/8/w6b   w 1 2 3 ")) == "8/8/8/8/8/8/8/w6b w 1 2 3"


@BOTH
def test_position_text_takes_2_4_or_5_fields_with_counts_from_the_men_missing(game):
    two = at(game, board("a1 b1", "h8 g8 f8"))
    assert game.player_view(two, None).captures == (13, 14)
    assert game.player_view(two, None).no_capture_plies == 0
    four = at(game, board("a1 b1", "h8 g8 f8", extra="1 2"))
    assert game.player_view(four, None).captures == (1, 2)
    five = at(game, board("a1 b1", "h8 g8 f8", extra="1 2 7"))
    assert game.player_view(five, None).no_capture_plies == 7
    # more than 16 men: the derived count never goes below 0.
    crowd = "bbbbbbbb/bbbbbbbb/bbbb4/8/8/8/8/w6w w"
    assert game.player_view(at(game, crowd), None).captures == (0, 14)


@BOTH
def test_position_capture_free_plies_must_be_below_the_limit(game):
    text = board("a1 b1", "h8 g8", extra="0 0 49")
    assert at(game, text).quiet_plies == 49
    with pytest.raises(ValueError):
        at(game, board("a1 b1", "h8 g8", extra="0 0 50"))
    assert at(game, board("a1 b1", "h8 g8", extra="0 0 50"), no_capture_plies=51).quiet_plies == 50


@BOTH
@pytest.mark.parametrize(
    "text",
    [
        "",
        "8/8/8/8/8/8/8/w6b",
        "8/8/8/8/8/8/8/w6b w 1",
        "8/8/8/8/8/8/8/w6b w 1 2 3 4",
        "8/8/8/8/8/8/8/W6b w",
        "8/8/8/8/8/8/8/w6B w",
        "8/8/8/8/8/8/8/w6b W",
        "8/8/8/8/8/8/8/w6b x",
        "8/8/8/8/8/8/8/w6x w",
        "8/8/8/8/8/8/8/w7b w",
        "8/8/8/8/8/8/8/w5b w",
        "8/8/8/8/8/8/w6b w",
        "8/8/8/8/8/8/8/8/w6b w",
        "9/8/8/8/8/8/8/w6b w",
        "08/8/8/8/8/8/8/w6b w",
        "8/8/8/8/8/8/8/w6b w -1 0",
        "8/8/8/8/8/8/8/w6b w 1.0 0",
        "8/8/8/8/8/8/8/w6b w a 0",
        "8/8/8/8/8/8/8/w6b w 0 0 -1",
    ],
)
def test_bad_position_texts_are_refused_with_a_value_error(game, text):
    with pytest.raises(ValueError):
        at(game, text)


@BOTH
def test_a_position_may_already_be_finished_and_its_history_starts_afresh(game):
    assert game.outcome(at(game, "8/8/8/8/8/8/8/w7 b 16 0")).reason == "no_pieces"
    state = at(game, board("a1 b1", "h8 g8"))
    assert state.history == (state.key,)


# --- Persistence and view --------------------------------------------------------------------------
@BOTH
def test_dump_and_load_round_trip_mid_game_and_finished(game):
    state = play(game, game.new(), "a3-a4", "a6-a5", "b1-b2", "b8-b7")
    data = json.loads(json.dumps(game.dump(state)))
    assert game.load(data) == state and game.load(data).history == state.history
    finished = play(game, at(game, board("a1 b1", "h8 g8", extra="0 0 49")), "a1-a2")
    assert game.outcome(finished).reason == "no_capture_limit"
    assert game.load(json.loads(json.dumps(game.dump(finished)))) == finished


@BOTH
def test_load_refuses_inconsistent_saves(game):
    good = game.dump(play(game, game.new(), "a3-a4", "a6-a5"))
    broken = [
        {**good, "history": []},
        {**good, "history": good["history"][:-1]},
        {**good, "history": "8/8/8/8/8/8/8/8 w"},
        {**good, "history": [START] + good["history"]},
        {**good, "options": {"no_capture_plies": 5}},
        {**good, "game": "mak-yek" if game.key == "apit-sodok" else "apit-sodok"},
        "not a mapping",
    ]
    for data in broken:
        with pytest.raises(ValueError):
            game.load(data)


@BOTH
def test_player_view_has_the_shape_the_renderer_expects(game):
    state = play(game, at(game, board("d1 a8", "c4 e4 h8 h7", extra="2 1 4")), "d1-d4")
    view = game.player_view(state, 0)
    assert view == game.player_view(state, None) == game.player_view(state, 1)
    data = view.to_json()
    assert list(data) == [
        "game", "rows", "cols", "notation", "cells", "pieces", "colours", "to_move",
        "captures", "no_capture_plies", "no_capture_limit", "outcome",
    ]  # fmt: skip
    assert view.pieces == (Piece("a8", 0), Piece("h8", 1), Piece("h7", 1), Piece("d4", 0))
    assert data["pieces"][3] == {"cell": "d4", "seat": 0, "king": False} and data["captures"] == [4, 1]
    assert (view.to_move, view.captures, view.no_capture_plies, view.outcome) == (1, (4, 1), 0, None)
    assert json.loads(json.dumps(data)) == data
