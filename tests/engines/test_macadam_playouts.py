"""Macadam end to end: seeded play-outs, saving and loading, options, and the public view."""

from __future__ import annotations

import json

import pytest

import engines
from engines.views import Cell, Piece
from tests.helpers.games import play, play_out

G = engines.get("macadam")


def random_game(seed, **options):
    """States of a seeded random game from the start, the final one last (fewer than 3000)."""
    return play_out(G, seed, options=options, cap=2998).states


@pytest.mark.parametrize("free_placement", [False, True])
@pytest.mark.parametrize("seed", range(3))
def test_seeded_random_playouts_end_and_replay_identically(seed, free_placement):
    states = random_game(seed, free_placement=free_placement)
    last = states[-1]
    assert G.outcome(last).reason in ("goal", "six_two", "blocked", "repetition")
    assert G.to_move(last) is None and G.legal_moves(last) == ()
    assert G.dump(random_game(seed, free_placement=free_placement)[-1]) == G.dump(last)
    if free_placement:
        assert [G.player_view(s, None).phase for s in states[:17]] == ["placement"] * 16 + ["play"]


def test_every_state_of_a_free_placement_game_round_trips_through_json():
    for state in random_game(4, free_placement=True)[:60]:
        data = json.loads(json.dumps(G.dump(state)))
        assert G.load(data) == state
        assert G.dump(G.load(data)) == G.dump(state)


def test_loading_keeps_the_repetition_count():
    state = G.new(options={"position": "7b/8/8/8/8/8/8/w7 w"})
    state = play(G, state, "a1-a2", "h8-h7", "a2-a1", "h7-h8", "a1-a2", "h8-h7", "a2-a1")
    again = G.load(json.loads(json.dumps(G.dump(state))))
    assert G.outcome(play(G, again, "h7-h8")).reason == "repetition"


def test_dumps_of_successive_states_extend_the_saved_history():
    state = G.new()
    first = G.dump(state)["history"]
    state = play(G, state, "b2-b4")
    second = G.dump(state)["history"]
    assert second.startswith(first) and len(second) == 2 * len(first)
    assert G.dump(G.load(G.dump(state))) == G.dump(state)


@pytest.mark.parametrize(
    "change",
    [
        {"to_place": [3, 8]},
        {"to_place": "x"},
        {"history": "zz"},
        {"history": "00"},
        {"history": ""},
        {"history": "00" * 16 + "02"},
        {"ply": "many"},
        {"ply": -1},
        {"game": "dames"},
        {"position": "8/8/8/8/8/8/8/3w4 w"},
    ],
)
def test_load_refuses_inconsistent_data(change):
    good = G.dump(G.new())
    with pytest.raises(ValueError):
        G.load({**good, **change})


@pytest.mark.parametrize("key", ["game", "position", "to_place", "ply", "history"])
def test_load_refuses_data_with_a_field_missing(key):
    good = G.dump(G.new())
    with pytest.raises(ValueError):
        G.load({k: v for k, v in good.items() if k != key})


@pytest.mark.parametrize(
    "options",
    [
        {"free_placement": "yes"},
        {"free_placement": 1},
        {"position": 3},
        {"position": "8/8/8/8/8/8/8/8 w", "colour": "red"},
        # free placement from a position: White to place, but White has all 8 already
        {"free_placement": True, "position": "8/8/8/8/8/8/wwwwwwww/8 w"},
    ],
)
def test_bad_options_are_refused(options):
    with pytest.raises(ValueError):
        G.new(options=options)


def test_free_placement_from_a_position_places_the_missing_pawns():
    state = G.new(options={"free_placement": True, "position": "8/8/8/8/8/8/wwwwwww1/8 b"})
    assert G.player_view(state, None).to_place == (1, 8) and G.to_move(state) == 1
    for _ in range(2):  # Black, then White's last pawn
        state = G.apply(state, G.to_move(state), G.legal_moves(state)[0])
    assert G.player_view(state, None).to_place == (0, 7) and G.to_move(state) == 1  # Black places alone now
    for _ in range(7):
        state = G.apply(state, 1, G.legal_moves(state)[0])
    assert G.player_view(state, None).phase == "play" and G.to_move(state) == 0


def test_public_view_has_the_shape_the_renderer_expects():
    state = play(G, G.new(), "b2-d4")
    view = G.player_view(state, None)
    data = view.to_json()
    assert list(data) == [
        "game", "rows", "cols", "notation", "cells", "pieces", "colours", "to_move", "phase", "goals",
        "start_cells", "lane_below_row", "across", "at_home", "to_place", "outcome",
    ]
    assert (view.game, view.rows, view.cols, view.notation) == ("macadam", 8, 8, "algebraic")
    assert view.cells[0] == Cell(label="a8", row=0, col=0) and len(view.cells) == 64
    assert data["cells"][63] == {"label": "h1", "row": 7, "col": 7}
    assert Piece(cell="d4", seat=0, king=False) in view.pieces and len(view.pieces) == 16
    assert view.to_move == 1 and view.phase == "play" and view.outcome is None
    assert view.goals == (("d1", "e1"), ("d8", "e8")) and view.lane_below_row == 3
    assert view.across == (0, 0) and view.at_home == (8, 8) and view.to_place == (0, 0)
    assert data["goals"] == [["d1", "e1"], ["d8", "e8"]] and data["to_place"] == [0, 0]
    assert G.player_view(state, 0) == G.player_view(state, 1) == view
    assert json.loads(json.dumps(data)) == data


def test_view_counts_pawns_across_and_at_home():
    state = G.new(options={"position": "8/www2www/b6b/8/8/w6w/bbb2bbb/8 w"})
    view = G.player_view(state, None)
    assert view.across == (6, 6) and view.at_home == (2, 2)
