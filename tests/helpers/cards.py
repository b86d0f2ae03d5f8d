"""Helpers shared by the Macadam (cartes) engine tests.

Scenarios start from option ``deal`` so that every card is known; ``run_case`` drives the outside
checks' scenario format (rulings, "Scenario cases").
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import engines
from engines import BadNotation, IllegalMove
from engines.cards.macadam_cartes.views import HandView, LogEvent, PlayerView, TableView
from . import games

G = engines.get("macadam-cartes")

PUBLIC_KEYS = {
    "game", "seats", "manche", "manches", "dealer", "dealer_draw", "token", "leader", "direction", "to_move",
    "pending", "follow", "signals", "talon_size", "centre_agents", "supply", "players", "coup", "last_roll", "log",
    "manche_results", "outcome",
}
PLAYER_KEYS = {
    "seat", "hand_count", "exposed", "tickets", "licences", "penalties", "manche_score", "score", "pietons",
    "point_cards",
}


def table(hands, talon=(), dealer=0, *, seed=0, manches=1, dice=(), **extra) -> Any:
    """A game of ``len(hands)`` seats starting from option ``deal``."""
    deal = {"dealer": dealer, "hands": [list(h) for h in hands], "talon": list(talon), **extra}
    return G.new(len(hands), seed, {"deal": deal, "manches": manches, "dice": list(dice)})


def play(state, *texts):
    """Each text parsed in its position and applied for the seat to act."""
    return games.play(G, state, *texts)


def moves(state) -> set[str]:
    return {G.format_move(state, m) for m in G.legal_moves(state)}


def view(state, seat=None) -> TableView:
    return G.player_view(state, seat)


def player(state, seat) -> PlayerView:
    return view(state).players[seat]


def hand(state, seat) -> list[str]:
    own = view(state, seat)
    assert isinstance(own, HandView)
    return list(own.hand)


def events(state, name) -> list[LogEvent]:
    return [e for e in view(state).log if e.event == name]


def all_keys(value) -> set[str]:
    """Every dict key anywhere inside ``value``."""
    if isinstance(value, dict):
        return set(value).union(*(all_keys(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(all_keys(v) for v in value))
    return set()


def run_case(case: dict[str, Any]) -> None:
    """One outside scenario case, as the rulings' last section describes; raises AssertionError."""
    game = engines.get(case["game"])
    state = game.new(case["seats"], case["seed"], case.get("options", {}))
    expect = case["expect"]
    pairs = case["moves"]
    last_illegal = expect.get("legal") is False
    for i, (seat, text) in enumerate(pairs):
        if last_illegal and i == len(pairs) - 1:
            _check(game, state, expect)
            wanted = BadNotation if "notation" in str(expect.get("error", "")).lower() else IllegalMove
            try:
                game.apply(state, seat, game.parse_move(state, text))
            except wanted:
                return
            raise AssertionError(f"{case['id']}: {text!r} by seat {seat} should raise {wanted.__name__}")
        state = game.apply(state, seat, game.parse_move(state, text))
    _check(game, state, expect)


def _check(game, state, expect: dict[str, Any]) -> None:
    # The cases name the views' JSON keys and values: compare them with the JSON form.
    public = game.player_view(state, None).to_json()
    players = public["players"]
    for key, value in expect.items():
        if key in ("legal", "error"):
            continue
        if key == "to_move":
            assert game.to_move(state) == value, (key, game.to_move(state), value)
        elif key == "legal_moves":
            assert {game.format_move(state, m) for m in game.legal_moves(state)} == set(value), key
        elif key == "outcome":
            out = game.outcome(state)
            if value is None:
                assert out is None
            else:
                got = {"winners": list(out.winners), "reason": out.reason, "scores": list(out.scores)}
                assert {k: got[k] for k in value} == value, (got, value)
        elif key in ("score", "penalties", "hand_count"):
            assert [p[key] for p in players] == value, (key, [p[key] for p in players], value)
        elif key in ("exposed", "licences"):
            assert [Counter(p[key]) for p in players] == [Counter(v) for v in value], key
        elif key == "hands":
            for seat, cards in value.items():
                assert Counter(game.player_view(state, int(seat)).hand) == Counter(cards), (key, seat)
        elif key == "covered":
            got = sorted([s["number"], s["token"]] for s in public["signals"] if s["token"] is not None)
            assert got == sorted(value), (key, got, value)
        elif key == "leader_is_dealer":
            assert (public["to_move"] == public["dealer"] == public["leader"]) is value, key
        elif key == "views_consistent":
            assert "hand" not in all_keys(public), key
            for seat, p in enumerate(players):
                assert len(game.player_view(state, seat).hand) == p["hand_count"]
        elif key == "roundtrip":
            data = game.dump(state)
            assert game.load(data) == state and json.loads(json.dumps(data)) == data
        else:
            assert public[key] == value, (key, public[key], value)
