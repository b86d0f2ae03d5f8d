"""Rulings of rules/macadam-cartes.md on material, seats, dealer draw, deal, options and views."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engines.cards.macadam_cartes import rng
from engines.cards.macadam_cartes.deck import CARDS, COUNTS, POINTS, fresh_pack
from engines.cards.macadam_cartes.views import CoupAction, HandView, LogEvent, Roll, Supply
from tests.helpers.cards import (
    G,
    PLAYER_KEYS,
    PUBLIC_KEYS,
    all_keys,
    hand,
    moves,
    play,
    player,
    table,
    view,
)

PIETONS = ("P-rouge", "P-vert", "P-bleu", "P-jaune")


# --- Material --------------------------------------------------------------------------------------------
def test_game_key_and_seat_range_2_to_6():
    assert G.key == "macadam-cartes" and G.seat_range == (2, 6)
    for n in range(2, 7):
        assert view(G.new(n, 1)).seats == n


def test_deck_of_56_cards_ids_counts_and_points_in_canonical_order():
    assert CARDS == ("AGENT", *PIETONS, "BIC", "CYC", "AUTO", "MOTO", "FV", "FB", "ASS", "AP")
    assert COUNTS == (6, 4, 4, 4, 4, 8, 8, 4, 4, 3, 3, 2, 2) and sum(COUNTS) == 56
    assert POINTS == (0, 200, 200, 200, 200, 150, 100, 50, 50, 0, 0, 0, 0)
    state = G.new(4, 3)
    everything = Counter(state.talon)
    for counts in state.hands:
        everything.update({card: k for card, k in enumerate(counts) if k})
    assert sorted(everything.elements()) == fresh_pack()


def test_only_pietons_and_vehicles_are_cards_with_points():
    # exposed: 1 Piéton, 1 BIC, 1 AUTO, plus 0-point arrows and insurance: 3 cards with points
    state = table([["BIC"], ["BIC"]], ["BIC"], exposed=[["P-bleu", "BIC", "AUTO", "FV", "FB", "ASS"], []])
    p = player(state, 0)
    assert (p.manche_score, p.pietons, p.point_cards) == (400, 1, 3)


def test_board_of_16_signals_numbered_by_kind():
    signals = view(G.new(2, 0)).signals
    assert [s.number for s in signals] == list(range(1, 17))
    kinds = [s.kind for s in signals]
    assert kinds == ["passez"] * 4 + ["attendez"] * 4 + ["piste"] * 3 + ["autoroute"] * 2 + ["verte"] * 2 + ["bleue"]
    assert all(s.token is None for s in signals)


@pytest.mark.parametrize(
    "kind, admitted",
    [
        ("passez", {"P-rouge", "P-vert", "P-bleu", "P-jaune"}),
        ("attendez", {"BIC", "CYC", "AUTO", "MOTO"}),
        ("piste", {"BIC", "CYC"}),
        ("autoroute", {"AUTO", "MOTO"}),
        ("verte", {"FV"}),
        ("bleue", {"FB"}),
    ],
)
def test_each_signal_admits_its_cards_only(kind, admitted):
    everything = [*PIETONS, "BIC", "CYC", "AUTO", "MOTO", "FV", "FB", "AGENT"]
    # licences held so that only the signal decides
    state = table([everything, ["BIC"]], ["BIC"], exposed=[["ASS", "AP"], []])
    state = play(state, f"signal {kind}")
    assert {m.split()[1] for m in moves(state)} == admitted


def test_insurance_tickets_5_each_in_the_supply():
    v = view(G.new(3, 0))
    assert v.supply == Supply(ASS=5, AP=5)
    assert all(p.tickets == () and p.licences == () for p in v.players)


def test_penalty_tickets_are_unlimited_a_counter_only():
    state = table([["FB"], ["BIC", "BIC"]], ["BIC"], penalties=[0, 30])
    state = play(state, "signal bleue", "play FB", "pass")
    assert player(state, 1).penalties == 31 and player(state, 1).manche_score == -3100


def test_seats_clockwise_play_passes_to_seat_plus_one():
    state = table([["BIC"], ["BIC"], ["BIC"]], ["BIC"], dealer=1)
    assert G.to_move(state) == 1
    state = play(state, "signal piste", "play BIC")
    assert G.to_move(state) == 2
    state = play(state, "play BIC")
    assert G.to_move(state) == 0


# --- Dealer draw -----------------------------------------------------------------------------------------
def _qualifies(card: str) -> bool:
    return card == "AGENT" or card.startswith("P-")


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_dealer_draw_agent_or_200_points_deals_green_first_tied_redraw(n):
    green_decided = redraws = 0
    for seed in range(60):
        v = view(G.new(n, seed))
        rounds, dealer = v.dealer_draw, v.dealer
        candidates = list(range(n))
        for i, rnd in enumerate(rounds):
            last = i == len(rounds) - 1
            assert [seat for seat, _ in rnd] == candidates
            qualified = [seat for seat, card in rnd if _qualifies(card)]
            greens = [seat for seat, card in rnd if card == "P-vert"]
            if len(qualified) == 1:
                assert last and dealer == qualified[0]
            elif not qualified:
                assert not last
                redraws += 1
            elif len(greens) == 1:
                assert last and dealer == greens[0]
                green_decided += 1
            else:
                assert not last
                candidates = greens or qualified
                redraws += 1
        assert v.leader == dealer == G.to_move(G.new(n, seed))
    assert green_decided and redraws


def test_dealer_draw_gives_every_seat_a_chance():
    assert {view(G.new(4, seed)).dealer for seed in range(40)} == {0, 1, 2, 3}


def test_dealer_draw_is_empty_with_option_deal():
    assert view(table([["BIC"], ["BIC"]], ["BIC"], dealer=1)).dealer_draw == ()


# --- Deal ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("n, each", [(2, 15), (3, 13), (4, 11), (5, 10), (6, 9)])
def test_deal_15_13_11_10_and_9_at_six_the_rest_is_the_talon(n, each):
    v = view(G.new(n, 5))
    assert [p.hand_count for p in v.players] == [each] * n
    assert v.talon_size == 56 - n * each


@pytest.mark.parametrize("n", [2, 4, 6])
def test_deal_one_at_a_time_from_the_dealers_left_dealer_last_fresh_shuffle(n):
    """Replays the generator: a fresh pack shuffled per draw round, then one for the deal."""
    seed = 11
    state = G.new(n, seed)
    gen = rng.seed_state(seed)
    for rnd in view(state).dealer_draw:
        pack = fresh_pack()
        gen = rng.shuffle(gen, pack)
        assert [CARDS[c] for c in pack[: len(rnd)]] == [card for _, card in rnd]
    pack = fresh_pack()
    rng.shuffle(gen, pack)
    each = {2: 15, 4: 11, 6: 9}[n]
    dealt: list[list[int]] = [[] for _ in range(n)]
    for i in range(each * n):
        dealt[(state.dealer + 1 + i) % n].append(pack[i])
    data = G.dump(state)
    assert data["hands"] == [[CARDS[c] for c in sorted(cards)] for cards in dealt]
    assert data["talon"] == [CARDS[c] for c in pack[each * n :]]


def test_dealer_leads_coup_1_with_token_1_and_the_table_starts_empty():
    state = G.new(5, 2)
    v = view(state)
    assert v.to_move == v.dealer == v.leader and v.token == 1
    assert v.centre_agents == 0 and v.coup == () and v.follow is None and v.pending is None
    assert all(p.exposed == () and p.penalties == 0 for p in v.players)
    assert v.direction == "clockwise" and v.manche == v.manches == 1 and v.last_roll is None


# --- Options ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("bad", [0, 11, "2", 1.0, True, None])
def test_option_manches_1_to_10(bad):
    with pytest.raises(ValueError, match="manches"):
        G.new(2, 0, {"manches": bad})
    assert view(G.new(2, 0, {"manches": 10})).manches == 10


@pytest.mark.parametrize("bad", [[0], [7], ["1"], 3, [True], [1.0], "16"])
def test_option_dice_list_of_1_to_6(bad):
    with pytest.raises(ValueError, match="dice"):
        G.new(2, 0, {"dice": bad})


def test_option_dice_fixes_rolls_in_order_then_the_generator():
    state = table([["CYC", "BIC"], ["BIC"], ["BIC"]], ["BIC"], dice=[2, 6])
    state = play(state, "roll")
    assert view(state).last_roll == Roll(seat=0, value=2, gain=None)
    state = play(state, "signal piste", "play BIC", "roll")
    assert view(state).last_roll == Roll(seat=1, value=6, gain="ASS")
    state = play(state, "play BIC", "roll")
    assert 1 <= view(state).last_roll.value <= 6


def test_option_deal_sets_the_start_covered_tokens_and_leader():
    state = table(
        [["bic", "p-rouge"], ["CYC"], ["FV"]],
        ["AUTO", "FB"],
        dealer=1,
        exposed=[["P-vert"], [], ["AP"]],
        penalties=[0, 1, 2],
        centre=3,
        covered=[5, 9],
        tickets={"ASS": [1], "AP": []},
    )
    v = view(state)
    assert v.token == 3 and v.leader == 0 and v.to_move == 0 and v.dealer == 1
    assert sorted((s.number, s.token) for s in v.signals if s.token) == [(5, 1), (9, 2)]
    assert v.centre_agents == 3 and v.talon_size == 2 and v.supply == Supply(ASS=4, AP=5)
    assert [p.penalties for p in v.players] == [0, 1, 2]
    assert [p.licences for p in v.players] == [(), ("ASS",), ("AP",)]
    assert [p.tickets for p in v.players] == [(), ("ASS",), ()]
    assert hand(state, 0) == ["P-rouge", "BIC"]
    # later coups keep going clockwise from there; later manches are dealt normally
    assert set(moves(state)) >= {"signal passez", "signal attendez"}


@pytest.mark.parametrize(
    "deal, match",
    [
        ({"hands": [[], []], "talon": []}, "missing dealer"),
        ({"dealer": 2, "hands": [["BIC"], ["BIC"]], "talon": []}, "dealer"),
        ({"dealer": 0, "hands": [["BIC"]], "talon": []}, "hands"),
        ({"dealer": 0, "hands": [["XYZ"], ["BIC"]], "talon": []}, "unknown card"),
        ({"dealer": 0, "hands": [["BIC"], ["BIC"]], "talon": ["FV"] * 4}, "more cards"),
        ({"dealer": 0, "hands": [["AGENT"] * 3, []], "talon": ["BIC"], "centre": 4}, "more cards"),
        ({"dealer": 0, "hands": [["BIC"], []], "talon": []}, "empty"),
        ({"dealer": 0, "hands": [["BIC"], ["BIC"]], "talon": [], "centre": 6}, "centre"),
        ({"dealer": 0, "hands": [["BIC"], ["BIC"]], "talon": [], "covered": list(range(1, 17))}, "covered"),
        ({"dealer": 0, "hands": [["BIC"], ["BIC"]], "talon": [], "covered": [3, 3]}, "covered"),
        ({"dealer": 0, "hands": [["BIC"], ["BIC"]], "talon": [], "covered": [17]}, "covered"),
        ({"dealer": 0, "hands": [["BIC"], ["BIC"]], "talon": [], "penalties": [-1, 0]}, "penalties"),
        ({"dealer": 0, "hands": [["BIC"], ["BIC"]], "talon": [], "exposed": [["AGENT"], []]}, "Agents"),
        ({"dealer": 0, "hands": [["BIC"], ["BIC"]], "talon": [], "tickets": {"ASS": [0, 0]}}, "ASS"),
        ({"dealer": 0, "hands": [["BIC"], ["BIC"]], "talon": [], "tickets": {"FV": [0]}}, "tickets"),
        ({"dealer": 0, "hands": [["BIC"], ["BIC"]], "talon": [], "shuffle": True}, "unknown key"),
        ("dealer 0", "deal"),
    ],
)
def test_option_deal_is_validated(deal, match):
    with pytest.raises(ValueError, match=match):
        G.new(2, 0, {"deal": deal})


def test_option_deal_at_most_5_tickets_per_kind():
    hands = [["BIC"]] * 6
    with pytest.raises(ValueError, match="ASS"):
        G.new(6, 0, {"deal": {"dealer": 0, "hands": hands, "talon": [], "tickets": {"ASS": [0, 1, 2, 3, 4, 5]}}})
    state = G.new(6, 0, {"deal": {"dealer": 0, "hands": hands, "talon": [], "tickets": {"ASS": [0, 1, 2, 3, 4]}}})
    assert view(state).supply == Supply(ASS=0, AP=5)


def test_unknown_options_and_bad_seeds_are_refused():
    with pytest.raises(ValueError, match="unknown option"):
        G.new(2, 0, {"position": "x"})
    with pytest.raises(ValueError, match="seed"):
        G.new(2, "abc")  # type: ignore[arg-type]


# --- Views -----------------------------------------------------------------------------------------------
def test_public_view_has_exactly_the_ruled_keys_and_no_hand():
    state = play(G.new(4, 8), *[])
    v = view(state)
    data = v.to_json()
    assert set(data) == PUBLIC_KEYS and not isinstance(v, HandView)
    assert all(set(p) == PLAYER_KEYS for p in data["players"])
    assert all(set(s) == {"number", "kind", "token"} for s in data["signals"])
    assert "hand" not in all_keys(data)
    assert json.loads(json.dumps(data)) == data and type(v).from_json(data) == v


def test_player_view_is_public_plus_own_hand_in_canonical_order():
    state = table([["AP", "BIC", "AGENT", "P-jaune", "P-rouge", "BIC"], ["FV"]], ["BIC"])
    private = view(state, 0)
    assert set(private.to_json()) == PUBLIC_KEYS | {"hand"}
    assert private.hand == ("AGENT", "P-rouge", "P-jaune", "BIC", "BIC", "AP")
    assert private.public() == view(state)
    assert {k: v for k, v in private.to_json().items() if k != "hand"} == view(state).to_json()
    assert view(state, 1).hand == ("FV",)
    with pytest.raises(ValueError):
        view(state, 2)


def test_views_carry_no_talon_order_generator_or_remaining_dice():
    state = G.new(3, 4, {"dice": [1, 2, 3]})
    text = json.dumps(view(state, 0).to_json())
    data = G.dump(state)
    assert data["rng"] not in text
    assert not {"talon", "rng", "dice", "hands"} & all_keys(view(state, 0).to_json())
    assert view(state).talon_size == len(data["talon"])


def test_coup_and_last_roll_and_log_entries_have_the_ruled_shape():
    state = table([["BIC", "CYC"], ["P-rouge", "ASS", "CYC", "AGENT"]], ["FB", "FV"], dice=[4])
    state = play(state, "draw", "discard FB", "signal piste", "play BIC", "roll", "agent CYC")
    v = view(state)
    assert v.coup == () and v.token == 2  # a new coup has begun
    log = v.log
    assert [e.event for e in log] == ["deal", "draw", "discard", "signal", "play", "roll", "agent"]
    assert log[3] == LogEvent("signal", 0, kind="piste", number=9, token=1)
    assert log[6] == LogEvent("agent", 1, card="CYC", licence="ASS")
    assert all(e.card is None and "card" not in e.to_json() for e in log[1:3])
    assert v.last_roll == Roll(seat=1, value=4, gain=None)
    mid = play(table([["BIC"], ["BIC", "CYC"]], ["FB"]), "signal piste", "play BIC")
    assert view(mid).coup == (CoupAction(seat=0, action="play", card="BIC", licence=None),)
