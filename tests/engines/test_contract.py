"""The engine contract of DESIGN.md, checked on every registered game.

Later games get these checks for free by registering in ``engines.GAMES``.
"""

from __future__ import annotations

import copy
import json

import pytest

import engines
from engines import BadNotation, IllegalMove, MoveError, Outcome, UnknownGame
from tests.helpers import games

GAME_KEYS = list(engines.GAMES)
PLAYOUTS = 12
PLY_CAP = 3000


def play_out(game, seed: int):
    """Random legal moves from the start until the game ends: the (state, move) pairs."""
    return games.play_out(game, seed, seats=game.seat_range[0], cap=PLY_CAP).pairs


def final_state(game, seed: int):
    return games.play_out(game, seed, seats=game.seat_range[0], cap=PLY_CAP).final


def test_registry_lists_games_in_menu_order_and_get_finds_them():
    assert {"dames", "dames-turques"} <= set(GAME_KEYS)
    assert GAME_KEYS == [key for key in engines.MENU_ORDER if key in GAME_KEYS]
    assert set(GAME_KEYS) <= set(engines.MENU_ORDER)
    for key, game in engines.GAMES.items():
        assert engines.get(key) is game
        assert game.key == key


@pytest.mark.parametrize("key", ["", "chess", None, "DAMES"])
def test_unknown_game_key_raises_unknown_game(key):
    with pytest.raises(UnknownGame):
        engines.get(key)
    assert issubclass(UnknownGame, ValueError)


def test_error_hierarchy_carries_codes():
    assert issubclass(BadNotation, MoveError) and issubclass(IllegalMove, MoveError)
    assert issubclass(MoveError, ValueError)
    error = IllegalMove("capture_required", count=3)
    assert error.code == "capture_required" and error.params == {"count": 3}


@pytest.mark.parametrize("key", GAME_KEYS)
def test_bad_options_and_seat_counts_are_refused(key):
    game = engines.get(key)
    with pytest.raises(ValueError, match="unknown option"):
        game.new(seats=game.seat_range[0], options={"no_such_option": 1})
    with pytest.raises(ValueError):
        game.new(seats=game.seat_range[1] + 1)
    with pytest.raises(ValueError):
        game.new(seats=game.seat_range[0] - 1)


@pytest.mark.parametrize("key", GAME_KEYS)
@pytest.mark.parametrize("seed", range(PLAYOUTS))
def test_seeded_random_playout_reaches_an_outcome(key, seed):
    game = engines.get(key)
    last = final_state(game, seed)
    outcome = game.outcome(last)
    assert isinstance(outcome, Outcome)
    assert game.to_move(last) is None
    assert list(game.legal_moves(last)) == []
    assert all(0 <= w < game.seat_range[1] for w in outcome.winners)
    # same seed, same game
    assert game.dump(final_state(game, seed)) == game.dump(last)


@pytest.mark.parametrize("key", GAME_KEYS)
@pytest.mark.parametrize("seed", range(3))
def test_every_visited_state_round_trips_and_every_move_reads_back(key, seed):
    game = engines.get(key)
    for state, move in play_out(game, seed):
        data = game.dump(state)
        assert json.loads(json.dumps(data)) == data
        assert game.load(json.loads(json.dumps(data))) == state
        for legal in game.legal_moves(state):
            assert game.parse_move(state, game.format_move(state, legal)) == legal
        if hasattr(game, "position"):
            again = game.new(options={"position": game.position(state)})
            assert game.position(again) == game.position(state)


@pytest.mark.parametrize("key", GAME_KEYS)
@pytest.mark.parametrize("seed", range(3))
def test_apply_refuses_the_wrong_seat_and_never_mutates_its_input(key, seed):
    game = engines.get(key)
    for ply, (state, move) in enumerate(play_out(game, seed)):
        if ply % 5:
            continue
        before = copy.deepcopy(game.dump(state))
        seat = game.to_move(state)
        for other in range(game.seat_range[1]):
            if other != seat:
                with pytest.raises(IllegalMove) as caught:
                    game.apply(state, other, move)
                assert caught.value.code == "not_your_turn"
        after = game.apply(state, seat, move)
        assert after is not state
        assert game.dump(state) == before


@pytest.mark.parametrize("key", GAME_KEYS)
def test_finished_game_refuses_moves(key):
    game = engines.get(key)
    last = final_state(game, 0)
    with pytest.raises(IllegalMove) as caught:
        game.apply(last, 0, object())
    assert caught.value.code == "game_over"


@pytest.mark.parametrize("key", GAME_KEYS)
@pytest.mark.parametrize("text", ["", "   ", "zz", "1-", "hello world", "-"])
def test_garbage_text_is_bad_notation(key, text):
    game = engines.get(key)
    with pytest.raises(BadNotation):
        game.parse_move(game.new(), text)


@pytest.mark.parametrize("key", GAME_KEYS)
def test_load_refuses_corrupt_data(key):
    game = engines.get(key)
    good = game.dump(game.new())
    for broken in ({}, {**good, "game": "other"}, {**good, "position": "nonsense"}, {"game": key}):
        with pytest.raises(ValueError):
            game.load(broken)


@pytest.mark.parametrize("key", GAME_KEYS)
def test_agreed_outcome_is_an_outcome(key):
    game = engines.get(key)
    agreed = game.agreed_outcome(game.new())
    assert isinstance(agreed, Outcome) and agreed.reason


@pytest.mark.parametrize("key", GAME_KEYS)
def test_public_view_is_json_safe_and_does_not_share_state(key):
    game = engines.get(key)
    state = game.new()
    view = game.player_view(state, None)
    data = view.to_json()
    assert json.loads(json.dumps(data)) == data and type(view).from_json(data) == view
    pristine = copy.deepcopy(view)
    _clear_in_place(data)  # the view itself is frozen; its JSON form may be cleared by a careless caller
    assert game.player_view(state, None) == pristine == view and view.to_json() != data


def _clear_in_place(value):
    """Empty every list and dict inside ``value``, as a careless caller might."""
    children = list(value.values()) if isinstance(value, dict) else list(value) if isinstance(value, list) else []
    for child in children:
        _clear_in_place(child)
    if isinstance(value, (dict, list)):
        value.clear()
