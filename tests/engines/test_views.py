"""The typed player views (``engines.views`` and each game's own): JSON round trips over seeded
play-outs, the legacy JSON shape, immutability, and what the card game's views hold."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Mapping

import pytest

import engines
from engines import Outcome
from engines.cards.macadam_cartes.deck import hand_list
from engines.cards.macadam_cartes.views import HandView, TableView
from engines.draughts.view import DraughtsView
from engines.macadam.view import MacadamView
from engines.makyek.view import MakYekView
from engines.views import BoardView, Cell, Piece, View

BOARD_KEYS = ["game", "rows", "cols", "notation", "cells", "pieces", "colours", "to_move"]
#: game -> (view type, the keys its view has after ``to_move`` and before ``outcome``).
SHAPES = {
    "dames": (DraughtsView, ["huffable"]),
    "dames-turques": (DraughtsView, ["huffable"]),
    "macadam": (MacadamView, ["phase", "goals", "start_cells", "lane_below_row", "across", "at_home", "to_place"]),
    "mak-yek": (MakYekView, ["captures", "no_capture_plies", "no_capture_limit"]),
    "apit-sodok": (MakYekView, ["captures", "no_capture_plies", "no_capture_limit"]),
}
TABLE_KEYS = [
    "game", "seats", "manche", "manches", "dealer", "dealer_draw", "token", "leader", "direction", "to_move",
    "pending", "follow", "signals", "talon_size", "centre_agents", "supply", "players", "coup", "last_roll", "log",
    "manche_results", "outcome",
]  # fmt: skip


def states(key: str, seed: int, seats: int = 2, plies: int = 400):
    """Every state of a seeded random play-out (to the end, or ``plies`` moves)."""
    game = engines.get(key)
    rng = random.Random(seed)
    state = game.new(seats=seats, seed=seed)
    yield state
    for _ in range(plies):
        seat = game.to_move(state)
        if seat is None:
            return
        state = game.apply(state, seat, rng.choice(list(game.legal_moves(state))))
        yield state


def check_round_trip(view: View) -> None:
    data = view.to_json()
    assert json.loads(json.dumps(data)) == data  # JSON-safe
    again = type(view).from_json(json.loads(json.dumps(data)))
    assert again == view and type(again) is type(view)
    assert again.to_json() == data


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("key", list(SHAPES))
def test_board_views_round_trip_over_a_playout(key, seed):
    game = engines.get(key)
    for state in states(key, seed):
        view = game.player_view(state, None)
        check_round_trip(view)
        assert game.player_view(state, 0) == view  # nothing is hidden on a board
        assert view.outcome is None or isinstance(view.outcome, Outcome)


@pytest.mark.parametrize(("seats", "seed"), [(2, 0), (3, 1), (6, 2)])
def test_card_views_round_trip_over_a_playout(seats, seed):
    game = engines.get("macadam-cartes")
    for index, state in enumerate(states("macadam-cartes", seed, seats, plies=3000)):
        if index % 7 and game.to_move(state) is not None:
            continue  # every seventh state and the last one: the play-out is long
        check_round_trip(game.player_view(state, None))
        for seat in range(seats):
            check_round_trip(game.player_view(state, seat))
    assert game.player_view(state, None).outcome is not None  # played to the end
    assert game.player_view(state, None).outcome.tiebreak


@pytest.mark.parametrize("key", list(SHAPES))
def test_board_view_json_has_the_legacy_shape(key):
    game = engines.get(key)
    view = game.player_view(game.new(), None)
    kind, extra = SHAPES[key]
    assert type(view) is kind and isinstance(view, BoardView)
    data = view.to_json()
    assert list(data) == [*BOARD_KEYS, *extra, "outcome"]  # the keys, in the old order
    assert data["cells"][0] == {"label": view.cells[0].label, "row": view.cells[0].row, "col": view.cells[0].col}
    assert set(data["pieces"][0]) == {"cell", "seat", "king"}
    assert isinstance(data["colours"], list) and data["outcome"] is None



@pytest.mark.parametrize("key", list(engines.GAMES))
def test_a_view_is_no_dict_its_json_form_is(key):
    game = engines.get(key)
    view = game.player_view(game.new(seats=game.seat_range[0]), None)
    assert not isinstance(view, (dict, Mapping)) and isinstance(view.to_json(), dict)
    assert view != view.to_json()
    with pytest.raises(TypeError):
        json.dumps(view)
    for method in ("get", "keys", "items", "values", "update", "clear"):
        assert not hasattr(view, method), method
    with pytest.raises(TypeError):
        iter(view)
    assert json.loads(json.dumps(view.to_json())) == view.to_json()


def test_the_rules_key_notation_reads_the_json_form():
    """rules/macadam-cartes.md describes outside checks as ``player_view(state, seat)["hand"]``
    and "the public view has no ``hand`` key": that notation reads ``to_json()``."""
    game = engines.get("macadam-cartes")
    state = game.new(seats=3, seed=4)
    table, own = game.player_view(state, None), game.player_view(state, 1)
    assert own["hand"] == own.to_json()["hand"] == list(own.hand)
    assert table["players"][1]["hand_count"] == len(own.hand)
    assert "hand" in own and "hand" not in table
    with pytest.raises(KeyError):
        table["hand"]


def test_card_views_json_have_the_legacy_shape():
    game = engines.get("macadam-cartes")
    state = game.new(seats=3, seed=4)
    table, own = game.player_view(state, None), game.player_view(state, 1)
    assert list(table.to_json()) == TABLE_KEYS
    assert list(own.to_json()) == [*TABLE_KEYS, "hand"]
    data = table.to_json()
    assert set(data["players"][0]) == {"seat", "hand_count", "exposed", "tickets", "licences", "penalties",
                                       "manche_score", "score", "pietons", "point_cards"}  # fmt: skip
    assert data["signals"][0] == {"number": 1, "kind": "passez", "token": None}
    assert set(data["supply"]) == {"ASS", "AP"}
    assert data["log"][0] == {"event": "deal", "seat": data["dealer"]}


def test_card_table_of_no_seat_has_no_hand_and_a_seats_view_has_its_cards():
    game = engines.get("macadam-cartes")
    for state in states("macadam-cartes", 5, 4, plies=60):
        table = game.player_view(state, None)
        assert type(table) is TableView and not isinstance(table, HandView)
        assert not hasattr(table, "hand") and "hand" not in table.to_json()
        for seat in range(4):
            own = game.player_view(state, seat)
            assert isinstance(own, HandView)
            assert own.hand == tuple(hand_list(state.hands[seat]))
            assert own.public() == table  # the rest is the public table
            assert len(own.hand) == table.players[seat].hand_count


@pytest.mark.parametrize("key", list(engines.GAMES))
def test_views_are_immutable(key):
    game = engines.get(key)
    view = game.player_view(game.new(seats=game.seat_range[0]), game.seat_range[0] - 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.to_move = 1  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.game = "chess"  # type: ignore[misc]
    with pytest.raises(TypeError):
        view["to_move"] = 1  # type: ignore[index]
    assert hash(view) == hash(game.player_view(game.new(seats=game.seat_range[0]), game.seat_range[0] - 1))


def test_parts_of_board_views_are_immutable_too():
    cell, piece = Cell("a1", 7, 0), Piece("a1", 0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        cell.row = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        piece.king = True  # type: ignore[misc]
    view = engines.get("macadam").player_view(engines.get("macadam").new(), None)
    assert isinstance(view.pieces, tuple) and isinstance(view.goals, tuple) and isinstance(view.goals[0], tuple)


def test_from_json_names_a_missing_field():
    game = engines.get("dames")
    data = game.player_view(game.new(), None).to_json()
    del data["pieces"]
    with pytest.raises(ValueError, match="no 'pieces' field"):
        DraughtsView.from_json(data)
    table = engines.get("macadam-cartes").player_view(engines.get("macadam-cartes").new(), None).to_json()
    del table["players"]
    with pytest.raises(ValueError, match="no 'players' field"):
        TableView.from_json(table)
    with pytest.raises(ValueError, match="no 'hand' field"):
        HandView.from_json(engines.get("macadam-cartes").player_view(engines.get("macadam-cartes").new(), None).to_json())
