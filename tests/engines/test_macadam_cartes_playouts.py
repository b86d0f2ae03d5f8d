"""Seeded random play-outs with 2 to 6 players, checked at every visited state; determinism; and a
hypothesis property: no view of a seat depends on another seat's hand, the talon order, the
generator or the dice still fixed."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import IllegalMove
from engines.cards.macadam_cartes.deck import INDEX
from engines.cards.macadam_cartes.game import ALL_MOVES
from engines.cards.macadam_cartes.views import HandView
from tests.helpers.cards import G, PLAYER_KEYS, PUBLIC_KEYS, all_keys
from tests.helpers.games import play_out

#: talon change per public event.
TALON_DELTA = {"draw": -1, "discard": 1, "agents-return": 6, "refill": -1}


def check_state(state) -> None:
    data = G.dump(state)
    text = json.dumps(data)
    assert json.loads(text) == data
    assert G.load(json.loads(text)) == state
    public = G.player_view(state, None)
    data = public.to_json()
    assert set(data) == PUBLIC_KEYS and all(set(p) == PLAYER_KEYS for p in data["players"])
    assert json.loads(json.dumps(data)) == data and "hand" not in all_keys(data)
    for seat in range(state.seats):
        private = G.player_view(state, seat)
        assert isinstance(private, HandView) and not isinstance(public, HandView)
        assert len(private.hand) == public.players[seat].hand_count
        assert private.public() == public
    legal = G.legal_moves(state)
    if G.outcome(state) is None:
        assert legal and public.to_move == G.to_move(state)
        for move in legal:
            assert G.parse_move(state, G.format_move(state, move)) == move
    else:
        assert not legal and public.to_move is None and public.outcome is not None


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(4))
def test_seeded_random_playouts_reach_the_end_checked_at_every_state(seats, seed):
    run = play_out(G, seed, seats=seats)
    states, played = run.states, run.moves
    last = states[-1]
    outcome = G.outcome(last)
    assert outcome.reason in ("all-signals", "hand-emptied") and outcome.winners
    assert len(outcome.scores) == seats and G.to_move(last) is None
    previous = None
    step_moves = 0
    for i, state in enumerate(states):
        check_state(state)
        public = G.player_view(state, None)
        # every player acts once per coup, in coup order (counter-clockwise after a green-arrow lead)
        step = 1 if public.direction == "clockwise" else -1
        order = [(public.leader + step * k) % seats for k in range(seats)]
        assert [entry.seat for entry in public.coup] == order[: len(public.coup)]
        assert 1 <= public.token <= 16
        if i < len(played):
            step_moves = 1 if step_moves < 0 else step_moves + 1
            assert step_moves <= 6  # roll, draw, discard, expose, signal, then the card
            if played[i].verb in ("play", "agent", "pass"):
                step_moves = -1
        in_play = sum(p.hand_count + len(p.exposed) for p in public.players)
        assert in_play + public.talon_size + public.centre_agents == 56
        assert 0 <= public.centre_agents <= 5
        if previous is not None and previous.manche == public.manche:
            new_events = public.log[len(previous.log):]
            delta = sum(TALON_DELTA.get(e.event, 0) for e in new_events)
            assert public.talon_size == previous.talon_size + delta
        previous = public


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_several_manches_play_to_the_end(seats):
    states = play_out(G, 100 + seats, seats=seats, options={"manches": 3}).states
    last = states[-1]
    v = G.player_view(last, None)
    assert v.manche == 3 and [r.manche for r in v.manche_results] == [1, 2, 3]
    assert list(G.outcome(last).scores) == [sum(r.scores[s] for r in v.manche_results) for s in range(seats)]
    for state in states[::7]:
        check_state(state)


@pytest.mark.parametrize("seats", [2, 3, 6])
def test_same_seed_and_same_moves_give_the_same_game(seats):
    run = play_out(G, 77, seats=seats, options={"manches": 2})
    states, played = run.states, run.moves
    again = G.new(seats, 77, {"manches": 2})
    assert G.dump(again) == G.dump(states[0])
    for move, expected in zip(played, states[1:]):
        again = G.apply(again, G.to_move(again), G.parse_move(again, G.format_move(again, move)))
        assert G.dump(again) == G.dump(expected)
    # reloading mid-game changes nothing either
    middle = len(states) // 2
    resumed = G.load(json.loads(json.dumps(G.dump(states[middle]))))
    for move in played[middle:]:
        resumed = G.apply(resumed, G.to_move(resumed), move)
    assert G.dump(resumed) == G.dump(states[-1])


def test_other_seeds_give_other_deals():
    deals = {json.dumps(G.dump(G.new(4, seed))["hands"]) for seed in range(10)}
    assert len(deals) == 10


def test_load_refuses_corrupt_or_inconsistent_data():
    state = play_out(G, 5, seats=3).states[40]
    good = G.dump(state)
    G.load(good)
    broken = [
        {**good, "talon": good["talon"] + ["AGENT"] * 6},
        {**good, "hands": good["hands"][:2]},
        {**good, "rng": "xyz"},
        {**good, "token": 0},
        {**good, "follow": "nothing"},
        {**good, "supply": [5, 5, 5]},
        {**good, "covered": [0] * 16},
        {**good, "log": [["teleport", 0]]},
        {**good, "coup": [[0, "dance", None, None]]},
        {**good, "over": "yes"},
        {**good, "format": 99},
        {**good, "dice": [7]},
        {**good, "tickets": [["ASS"], ["ASS"], ["ASS", "ASS"]]},
        {k: v for k, v in good.items() if k != "log"},
        "not a dict",
    ]
    for data in broken:
        with pytest.raises(ValueError):
            G.load(data)  # type: ignore[arg-type]


# --- Hidden information ----------------------------------------------------------------------------------
def scrambled(state, seat, rng: random.Random):
    """The same public table and the same hand for ``seat`` (None: no hand kept), every other
    secret redrawn: other hands and the talon dealt afresh from their cards, generator, dice."""
    data = json.loads(json.dumps(G.dump(state)))
    keep = [s == seat for s in range(state.seats)]
    pool = list(data["talon"]) + [c for s, cards in enumerate(data["hands"]) if not keep[s] for c in cards]
    rng.shuffle(pool)
    for s, cards in enumerate(data["hands"]):
        if not keep[s]:
            data["hands"][s] = sorted(pool[: len(cards)], key=_canonical)
            del pool[: len(cards)]
    data["talon"] = pool
    data["rng"] = f"{rng.getrandbits(64):016x}"
    data["dice"] = [rng.randint(1, 6) for _ in range(rng.randint(0, 3))]
    return G.load(data)


def _canonical(card: str) -> int:
    return INDEX[card]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seats=st.integers(2, 6),
    seed=st.integers(0, 2**32),
    policy=st.integers(0, 2**32),
    dice=st.lists(st.integers(1, 6), max_size=4),
)
def test_no_view_of_a_seat_contains_another_seats_hand_or_the_talon_order(seats, seed, policy, dice):
    rng = random.Random(policy)
    states = play_out(G, seed, seats=seats, options={"dice": dice, "manches": 2}, policy_seed=policy).states
    for state in states[:: max(1, len(states) // 40)]:
        seat = rng.randrange(seats)
        mine = G.player_view(state, seat)
        assert G.player_view(scrambled(state, seat, rng), seat) == mine
        public = G.player_view(state, None)
        assert G.player_view(scrambled(state, None, rng), None) == public
        text = json.dumps(mine.to_json())
        assert G.dump(state)["rng"] not in text
        assert not {"talon", "hands", "rng", "dice"} & all_keys(mine.to_json())


@pytest.mark.parametrize("seats", [2, 5])
def test_every_move_not_listed_is_refused_as_illegal(seats):
    states = play_out(G, 3, seats=seats).states
    for state in states[:-1:3]:
        legal = set(G.legal_moves(state))
        seat = G.to_move(state)
        for move in ALL_MOVES - legal:
            with pytest.raises(IllegalMove):
                G.apply(state, seat, move)
            with pytest.raises(IllegalMove):
                G.parse_move(state, G.format_move(state, move))
