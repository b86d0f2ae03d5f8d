"""Macadam notation: round trips, stable error codes, and the click helper ``next_steps``."""

from __future__ import annotations

from functools import partial
import pytest

import engines
from engines import BadNotation, IllegalMove
from engines.macadam import MacadamMove
from tests.helpers import games
from tests.helpers.games import play

G = engines.get("macadam")
EXAMPLE = "8/8/3bb3/2b2b2/6b1/8/w4b2/8 b"
SQUARE = "8/8/8/8/8/1w6/w1w5/ww6 w"
at = partial(games.at, G)  # a new game from a position text (and options)


@pytest.mark.parametrize("text", [EXAMPLE, SQUARE, "8/b1b1b1b1/1b1b1b1b/8/8/w1w1w1w1/1w1w1w1w/8 w"])
def test_every_legal_move_reads_back_from_its_text(text):
    state = at(text)
    for move in G.legal_moves(state):
        written = G.format_move(state, move)
        assert G.parse_move(state, written) == move
        assert G.parse_move(state, written.upper().replace("-", " - ")) == move
        assert G.parse_move(state, f"{move.start}-{move.end}") == move


def test_every_placement_reads_back_from_its_text():
    state = G.new(options={"free_placement": True})
    for move in G.legal_moves(state):
        assert G.parse_move(state, G.format_move(state, move)) == move


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("b2-", "syntax"),
        ("b2--b4", "syntax"),
        ("b2xb4", "syntax"),
        ("pass", "syntax"),
        ("i3-i4", "unknown_cell"),
        ("a9-a1", "unknown_cell"),
        ("a0", "unknown_cell"),
    ],
)
def test_unreadable_texts_are_bad_notation_with_a_stable_code(text, code):
    with pytest.raises(BadNotation) as caught:
        G.parse_move(G.new(), text)
    assert caught.value.code == code


@pytest.mark.parametrize(
    ("text", "code", "params"),
    [
        ("a4-a5", "empty_cell", {"cell": "a4"}),
        ("a7-a6", "not_your_piece", {"cell": "a7"}),
        ("a3-a5", "illegal_move", {"start": "a3", "end": "a5"}),
        ("b2-e1", "illegal_move", {"start": "b2", "end": "e1"}),
        ("b2-d4-f2", "illegal_chain", {"step": 2, "start": "d4", "end": "f2", "reason": "occupied"}),
        ("b2-b4-b6", "illegal_chain", {"step": 1, "start": "b2", "end": "b4", "reason": "no_own_pawn_jumped"}),
        ("b2-b3-b4", "illegal_chain", {"step": 1, "start": "b2", "end": "b3", "reason": "not_a_jump"}),
        ("b2", "placement_over", {"cell": "b2"}),
    ],
)
def test_illegal_texts_give_a_stable_code_and_params(text, code, params):
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(G.new(), text)
    assert caught.value.code == code and caught.value.params == params


def test_jumping_an_opponent_pawn_in_a_chain_is_named():
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(at("8/8/8/8/8/2b5/1w6/w7 w"), "b2-d4-d6")
    assert caught.value.params == {"step": 1, "start": "b2", "end": "d4", "reason": "opponent_pawn_jumped"}


def test_game_over_and_wrong_seat_are_refused():
    over = play(G, at(EXAMPLE), "c5-e1")
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(over, "a2-a3")
    assert caught.value.code == "game_over"
    with pytest.raises(BadNotation):
        G.parse_move(over, "zz")
    state = G.new()
    with pytest.raises(IllegalMove) as caught:
        G.apply(state, 1, G.legal_moves(state)[0])
    assert caught.value.code == "not_your_turn"


def test_apply_takes_any_path_between_the_same_cells_and_checks_longer_ones():
    state = at(SQUARE)
    by_rep = G.apply(state, 0, G.parse_move(state, "a1-c3"))
    assert G.apply(state, 0, MacadamMove(("a1", "c1", "c3"))) == by_rep
    assert G.apply(state, 0, MacadamMove(("a1", "c3"))) == by_rep
    for bad in (MacadamMove(("a1", "c1", "a3", "c3")), MacadamMove(("a1",)), MacadamMove(("z9", "a1")), object()):
        with pytest.raises(IllegalMove):
            G.apply(state, 0, bad)


# --- next_steps: the click entry ------------------------------------------------------------------------
def test_next_steps_first_offers_the_pawns_that_can_move_and_stopping_is_not_allowed():
    state = at("8/8/3w4/8/8/8/8/w7 w")  # d6 is stuck on Black's side
    assert G.next_steps(state, []) == {"a1": False}
    assert set(G.next_steps(G.new(), [])) == {"a3", "b2", "c3", "d2", "e3", "f2", "g3", "h2"}


def test_next_steps_after_the_pawn_gives_slides_and_first_jumps_and_every_one_may_end_the_move():
    state = at(EXAMPLE)
    assert G.next_steps(state, ["c5"]) == {
        c: True for c in ("a5", "b5", "c6", "c7", "c8", "d5", "e5", "e7")
    }


def test_next_steps_follows_a_chain_and_never_offers_a_visited_cell():
    state = at(EXAMPLE)
    assert G.next_steps(state, ["c5", "e7"]) == {"e5": True}
    assert G.next_steps(state, ["c5", "e7", "e5"]) == {"c7": True, "g5": True}
    assert G.next_steps(state, ["c5", "e7", "e5", "g5"]) == {"g3": True}
    assert G.next_steps(state, ["c5", "e7", "e5", "g5", "g3"]) == {"e1": True}
    assert G.next_steps(state, ["c5", "e7", "e5", "g5", "g3", "e1"]) == {}  # on the goal: over
    square = at(SQUARE)
    assert G.next_steps(square, ["a1", "a3", "c3"]) == {"c1": True}
    assert G.next_steps(square, ["a1", "a3", "c3", "c1"]) == {}  # a1 was its start


def test_next_steps_after_a_slide_is_empty_and_the_clicked_path_parses():
    state = at(EXAMPLE)
    assert G.next_steps(state, ["c5", "c7"]) == {}
    for path in (["c5", "c7"], ["c5", "e7", "e5", "c7"], ["c5", "e7", "e5", "g5"]):
        move = G.parse_move(state, "-".join(path))
        assert (move.start, move.end) == (path[0], path[-1])


def test_next_steps_refuses_illegal_clicks_with_the_parse_codes():
    state = at(EXAMPLE)
    for path, code in ((["a2"], "not_your_piece"), (["a3"], "empty_cell"), (["c5", "e5", "g5"], "illegal_chain")):
        with pytest.raises(IllegalMove) as caught:
            G.next_steps(state, path)
        assert caught.value.code == code
    with pytest.raises(IllegalMove):
        G.next_steps(state, ["zz"])


def test_next_steps_in_placement_and_after_the_end():
    state = G.new(options={"free_placement": True})
    steps = G.next_steps(state, [])
    assert len(steps) == 30 and all(steps.values())
    assert G.next_steps(state, ["c3"]) == {}
    with pytest.raises(IllegalMove) as caught:
        G.next_steps(state, ["c6"])
    assert caught.value.code == "not_your_side"
    assert G.next_steps(play(G, at(EXAMPLE), "c5-e1"), []) == {}
