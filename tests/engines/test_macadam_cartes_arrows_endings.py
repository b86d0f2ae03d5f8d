"""Rulings of rules/macadam-cartes.md on arrows, the interruption, Agents back to the talon, refills,
the two endings, scoring and tie-breaks, several manches."""

from __future__ import annotations

import random

import pytest

from engines import IllegalMove
from engines.cards.macadam_cartes.views import CoupAction, LogEvent, MancheResult, RankedOutcome, Supply
from tests.helpers.cards import G, events, hand, moves, play, player, table, view
from tests.helpers.games import random_plies

ALL_BUT_16 = list(range(1, 16))


# --- Arrows ----------------------------------------------------------------------------------------------
def test_blue_arrow_followers_expose_a_blue_arrow_or_lose_100_unless_they_lay_an_agent():
    state = table([["FB"], ["FB", "BIC"], ["AGENT", "BIC"], ["BIC"], ["P-rouge"]], ["FV"])
    state = play(state, "signal bleue", "play FB")
    assert view(state).follow == "FB" and moves(state) == {"roll", "play FB"}
    state = play(state, "play FB")
    assert moves(state) == {"roll", "agent BIC", "pass"}
    state = play(state, "agent BIC")
    # the general Agent rule holds against a blue arrow: the next ones follow the Agent's card
    assert view(state).follow == "BIC" and moves(state) == {"roll", "play BIC"}
    state = play(state, "play BIC", "pass")
    assert [player(state, s).penalties for s in range(5)] == [0, 0, 0, 0, 1]


def test_green_arrow_lead_reverses_the_coup_right_neighbour_plays_second():
    state = table([["FV", "BIC"], ["FV", "BIC"], ["FV", "BIC"], ["BIC"]], ["BIC"])
    state = play(state, "signal verte", "play FV")
    assert view(state).direction == "counterclockwise" and view(state).follow == "FV"
    order = []
    for text in ("pass", "play FV", "play FV"):
        order.append(G.to_move(state))
        state = play(state, text)
    assert order == [3, 2, 1]
    v = view(state)
    assert v.direction == "clockwise" and v.leader == 1 and G.to_move(state) == 1 and v.token == 2


def test_green_arrow_followers_must_expose_a_green_arrow():
    state = play(table([["FV"], ["FV", "FB"], ["FB", "P-vert"]], ["BIC"]), "signal verte", "play FV")
    assert G.to_move(state) == 2 and moves(state) == {"roll", "pass"}
    state = play(state, "pass")
    assert G.to_move(state) == 1 and moves(state) == {"roll", "play FV"}


def test_leader_pass_or_agent_on_verte_keeps_the_coup_clockwise():
    state = table([["CYC"], ["FV"], ["AGENT", "BIC"], ["FV"]], ["BIC"])
    state = play(state, "signal verte", "pass")
    assert G.to_move(state) == 1 and view(state).direction == "clockwise"
    state = play(state, "play FV", "agent BIC")  # not a green-arrow lead: no interruption
    assert G.to_move(state) == 3 and player(state, 3).penalties == 0
    agent = table([["AGENT", "P-rouge"], ["FV"], ["FV"]], ["BIC"], covered=[1, 2, 3, 4, 5, 6, 7, 8, 9])
    agent = play(agent, "signal verte", "agent P-rouge")
    assert G.to_move(agent) == 1 and view(agent).direction == "clockwise"


def test_agent_against_a_green_arrow_interrupts_the_coup_the_sheets_four_player_example():
    """A (seat 0) leads the green arrow; B, his right neighbour (seat 3), lays an Agent; C (seat 2)
    and D (seat 1) can no longer play, even with a green arrow in hand, and lose 100 each; then
    play resumes clockwise: seat 1 leads the next coup."""
    state = table([["FV", "BIC"], ["FV", "P-vert"], ["FV", "P-bleu"], ["AGENT", "BIC", "P-rouge"]], ["CYC", "AUTO"])
    state = play(state, "signal verte", "play FV")
    assert G.to_move(state) == 3
    state = play(state, "agent BIC")
    v = view(state)
    assert [p.penalties for p in v.players] == [0, 1, 1, 0]
    assert [p.exposed for p in v.players] == [("FV",), (), (), ("BIC",)]
    assert hand(state, 1) == ["P-vert", "FV"] and hand(state, 2) == ["P-bleu", "FV"]
    assert (v.token, v.leader, G.to_move(state), v.direction) == (2, 1, 1, "clockwise")
    assert [(e.event, e.seat) for e in v.log[-3:]] == [("agent", 3), ("interrupted", 2), ("interrupted", 1)]
    assert v.centre_agents == 1


def test_interrupted_players_show_in_the_coup_and_the_interruption_completes_coup_16():
    covered = [n for n in range(1, 17) if n != 14]
    state = table([["FV", "BIC"], ["FV"], ["FV"], ["AGENT", "BIC"]], ["CYC"], dealer=1, covered=covered)
    state = play(state, "signal verte", "play FV", "agent BIC")
    assert G.outcome(state).reason == "all-signals"
    assert view(state).coup == (
        CoupAction(seat=0, action="play", card="FV", licence=None),
        CoupAction(seat=3, action="agent", card="BIC", licence=None),
        CoupAction(seat=2, action="interrupted", card=None, licence=None),
        CoupAction(seat=1, action="interrupted", card=None, licence=None),
    )


def test_interrupted_players_do_not_refill_and_do_not_roll():
    state = table([["FV", "BIC"], ["FV"], [], ["AGENT", "BIC"]], ["CYC", "AUTO"], dice=[1, 1, 1])
    state = play(state, "signal verte", "play FV", "roll", "agent BIC")
    assert player(state, 2).hand_count == 0 and events(state, "refill") == []
    assert player(state, 2).tickets == () and player(state, 2).penalties == 1
    assert view(state).last_roll.seat == 3


def test_agent_by_the_last_player_against_a_green_arrow_interrupts_nothing():
    state = table([["FV", "BIC"], ["AGENT", "BIC"], ["FV"]], ["CYC", "AUTO", "MOTO"])
    state = play(state, "signal verte", "play FV", "play FV")
    assert G.to_move(state) == 1
    state = play(state, "agent BIC")
    assert [player(state, s).penalties for s in range(3)] == [0, 0, 0]
    assert G.to_move(state) == 1 and view(state).token == 2 and events(state, "interrupted") == []
    two = play(table([["FV", "BIC"], ["AGENT", "BIC"]], ["CYC"]), "signal verte", "play FV", "agent BIC")
    assert [player(two, s).penalties for s in range(2)] == [0, 0]


# --- Agents back to the talon ----------------------------------------------------------------------------
def test_the_sixth_agent_at_the_centre_sends_all_six_into_the_shuffled_talon():
    state = table([["BIC", "BIC"], ["AGENT", "P-rouge", "FB"]], ["FV", "FB"], centre=5)
    state = play(state, "signal piste", "play BIC", "agent P-rouge")
    v = view(state)
    assert v.centre_agents == 0 and v.talon_size == 8
    assert events(state, "agents-return") == [LogEvent("agents-return", None)]
    assert sorted(G.dump(state)["talon"]) == sorted(["AGENT"] * 6 + ["FV", "FB"])
    # the generator shuffled them: other seeds give other orders
    orders = {tuple(G.dump(play(table([["BIC"], ["AGENT", "P-rouge"]], ["FV", "FB"], centre=5, seed=seed),
                                "signal piste", "play BIC", "agent P-rouge"))["talon"]) for seed in range(8)}
    assert len(orders) > 1


def test_agents_return_before_the_end_checks():
    # seat 1 lays his last cards with the talon empty: the six Agents refill the talon first
    state = table([["BIC", "BIC"], ["AGENT", "P-rouge"], ["BIC"]], [], centre=5)
    state = play(state, "signal piste", "play BIC", "agent P-rouge")
    assert G.outcome(state) is None and view(state).talon_size == 6
    assert player(state, 1).hand_count == 0


# --- Refill ----------------------------------------------------------------------------------------------
def test_a_step_beginning_with_an_empty_hand_first_takes_the_top_of_the_talon():
    state = table([[], ["BIC"]], ["FV", "FB"])
    assert hand(state, 0) == ["FV"] and view(state).talon_size == 1
    assert events(state, "refill") == [LogEvent("refill", 0)]
    assert "signal verte" in moves(state)


def test_refills_are_public_without_the_card_and_the_only_way_the_talon_shrinks():
    state = play(table([["BIC"], ["BIC"], []], ["P-rouge", "FB"]), "draw", "discard BIC")
    assert view(state).talon_size == 2
    state = play(state, "signal passez", "play P-rouge", "pass")
    # seat 2 refilled the Flèche bleue at the start of his step: nobody else may see it
    assert hand(state, 2) == ["FB"] and view(state).talon_size == 1
    assert events(state, "refill") == [LogEvent("refill", 2)]
    assert all("FB" not in str(view(state, seat)) for seat in (None, 0, 1))


def test_empty_hand_with_cards_left_in_the_talon_plays_on():
    state = play(table([["BIC"], ["BIC", "BIC"]], ["FV"]), "signal piste", "play BIC")
    assert G.outcome(state) is None and player(state, 0).hand_count == 0


# --- End of the manche -----------------------------------------------------------------------------------
def test_coup_16_is_played_out_then_the_manche_ends_all_signals():
    state = table([["BIC", "P-rouge"], ["BIC", "FB"]], ["FV"], dealer=1, covered=ALL_BUT_16[:])
    v = view(state)
    assert v.token == 16 and G.to_move(state) == 0
    assert {m for m in moves(state) if m.startswith("signal")} == {"signal bleue"}
    state = play(state, "signal bleue")
    assert moves(state) == {"pass"}  # the leader still exposes or pays on the last signal
    state = play(state, "pass")
    assert G.outcome(state) is None and moves(state) == {"roll", "play FB"}
    state = play(state, "play FB")
    out = G.outcome(state)
    assert out.reason == "all-signals" and out.winners == (1,) and out.scores == (-100, 0)
    assert G.to_move(state) is None and G.legal_moves(state) == ()
    assert view(state).manche_results == (MancheResult(1, "all-signals", (-100, 0)),)


def test_all_signals_is_checked_before_hand_emptied():
    state = table([["FB", "BIC"], ["FB"]], [], dealer=1, covered=ALL_BUT_16[:])
    state = play(state, "signal bleue", "play FB", "play FB")
    assert G.outcome(state).reason == "all-signals"


def test_exposing_the_last_card_with_the_talon_empty_ends_the_manche_at_once_mid_coup():
    state = table([["BIC", "BIC"], ["BIC"], ["BIC", "P-rouge"]], [])
    state = play(state, "signal piste", "play BIC")
    assert G.outcome(state) is None
    state = play(state, "play BIC")
    out = G.outcome(state)
    assert out.reason == "hand-emptied" and out.scores == (150, 150, 0) and out.winners == (0, 1)
    assert G.to_move(state) is None and view(state).outcome.tiebreak == "shared"
    with pytest.raises(IllegalMove):
        G.parse_move(state, "play BIC")


def test_the_leader_exposing_his_last_insurance_card_with_the_talon_empty_ends_the_manche():
    state = play(table([["ASS"], ["BIC"]], []), "expose ASS")
    assert G.outcome(state).reason == "hand-emptied"


def test_a_refill_taking_the_last_talon_card_while_a_hand_is_empty_ends_the_manche():
    state = table([["BIC"], [], ["BIC", "BIC"]], ["CYC"])
    state = play(state, "signal piste", "play BIC")
    # seat 1's step begins: he refills the last talon card while seat 0's hand is empty
    assert G.outcome(state).reason == "hand-emptied" and player(state, 1).hand_count == 1


def test_cards_left_in_hand_score_nothing_and_cost_nothing():
    state = play(table([["ASS"], ["P-rouge", "BIC", "AGENT"]], [], exposed=[["CYC"], ["MOTO"]]), "expose ASS")
    assert G.outcome(state).scores == (100, 50)


# --- Scoring and winner ----------------------------------------------------------------------------------
def ended(exposed, penalties=None):
    """A manche ended at once (seat 0 exposes his last card, an insurance) on the given table."""
    n = len(exposed)
    state = table([["ASS"]] + [["BIC"]] * (n - 1), [], exposed=exposed, penalties=penalties or [0] * n)
    return play(state, "expose ASS")


def test_manche_score_is_the_exposed_cards_points_less_100_per_penalty():
    state = ended([["P-rouge", "BIC", "CYC", "AUTO", "MOTO", "FV", "FB", "AP"], []], [3, 0])
    assert G.outcome(state).scores == (200 + 150 + 100 + 50 + 50 - 300, 0)
    p = player(state, 0)
    assert (p.manche_score, p.score, p.pietons, p.point_cards) == (250, 250, 1, 5)


@pytest.mark.parametrize(
    "exposed, penalties, winners, tiebreak",
    [
        ([["P-rouge"], ["BIC"], []], [0, 0, 0], (0,), "score"),
        ([["P-rouge"], ["BIC", "AUTO"], []], [0, 0, 0], (0,), "pietons"),
        ([["CYC", "MOTO", "MOTO"], ["BIC", "AUTO"], []], [0, 0, 0], (0,), "point-cards"),
        ([["P-rouge", "BIC"], ["P-vert", "MOTO"], []], [1, 0, 0], (1,), "penalties"),
        ([["P-rouge"], ["P-vert"], ["BIC"]], [0, 0, 0], (0, 1), "shared"),
        ([["BIC"], ["P-vert", "BIC"], ["P-jaune", "BIC"]], [0, 0, 0], (1, 2), "shared"),
    ],
)
def test_winner_highest_score_then_most_pietons_then_most_point_cards_then_fewest_penalties_then_shared(
    exposed, penalties, winners, tiebreak
):
    state = ended(exposed, penalties)
    assert G.outcome(state).winners == winners
    assert view(state).outcome == RankedOutcome(
        winners=winners, reason="hand-emptied", scores=G.outcome(state).scores, tiebreak=tiebreak
    )


def test_agreed_outcome_ranks_the_game_scores_so_far():
    state = table([["BIC", "BIC"], ["P-rouge", "BIC"]], ["FV"])
    state = play(state, "signal piste", "play BIC", "play BIC")
    agreed = G.agreed_outcome(state)
    assert agreed.reason == "agreed" and agreed.scores == (150, 150) and agreed.winners == (0, 1)
    assert G.outcome(state) is None


# --- Several manches -------------------------------------------------------------------------------------
def test_manches_pass_the_deal_clockwise_and_reset_the_table():
    state = table([["BIC"], ["BIC"], ["ASS"]], [], dealer=2, manches=3, penalties=[0, 2, 0],
                  exposed=[["P-rouge"], ["CYC"], []], centre=3, covered=[1, 5, 9], tickets={"ASS": [1]})
    assert G.to_move(state) == 2  # (2 + 3) % 3
    state = play(state, "expose ASS")  # seat 2's last card, talon empty: manche 1 ends
    v = view(state)
    assert G.outcome(state) is None
    assert v.manche == 2 and v.dealer == 0 and v.leader == 0 and G.to_move(state) == 0
    assert v.manche_results == (MancheResult(1, "hand-emptied", (200, -100, 0)),)
    assert [p.hand_count for p in v.players] == [13, 13, 13] and v.talon_size == 17
    assert all(s.token is None for s in v.signals) and v.token == 1 and v.centre_agents == 0
    assert v.supply == Supply(ASS=5, AP=5) and v.last_roll is None and v.dealer_draw == ()
    assert [p.exposed for p in v.players] == [(), (), ()]
    assert [(p.penalties, p.manche_score, p.licences, p.tickets) for p in v.players] == [
        (0, 0, (), ())] * 3
    totals = [(p.score, p.pietons, p.point_cards) for p in v.players]
    assert totals == [(200, 1, 1), (-100, 0, 1), (0, 0, 0)]
    assert [e.event for e in v.log] == ["deal"] and v.coup == () and v.follow is None


def test_game_scores_and_tie_break_counts_sum_over_the_manches():
    state = G.new(3, 4, {"manches": 3})
    dealers = [view(state).dealer]
    for before, _move, state in random_plies(G, state, random.Random(4)):
        if view(state).manche != view(before).manche and G.outcome(state) is None:
            dealers.append(view(state).dealer)
    v = view(state)
    assert dealers == [(dealers[0] + k) % 3 for k in range(3)]
    results = v.manche_results
    assert [r.manche for r in results] == [1, 2, 3]
    totals = [sum(r.scores[s] for r in results) for s in range(3)]
    assert list(G.outcome(state).scores) == totals == [p.score for p in v.players]
    assert G.outcome(state).reason == results[-1].reason
    assert results[-1].scores == tuple(p.manche_score for p in v.players)
