"""Rulings of rules/macadam-cartes.md on a coup: licences, the leader's and the follower's steps,
and what must be followed."""

from __future__ import annotations

import pytest

from engines import IllegalMove
from engines.cards.macadam_cartes.views import CoupAction, LogEvent, Roll, Supply
from tests.helpers.cards import G, events, hand, moves, play, player, table, view


def refused(state, text):
    with pytest.raises(IllegalMove):
        G.apply(state, G.to_move(state), G.parse_move(state, text))


# --- Licences --------------------------------------------------------------------------------------------
def test_cyclomoteur_needs_an_assurance_auto_and_moto_an_assurance_permis():
    state = table([["CYC", "AUTO", "MOTO"], ["BIC"]], ["BIC"])
    # nothing can be exposed: every free kind may be chosen, then only a penalty
    assert moves(state) >= {f"signal {k}" for k in ("passez", "attendez", "piste", "autoroute", "verte", "bleue")}
    assert moves(play(state, "signal attendez")) == {"pass"}
    licensed = table([["CYC", "AUTO", "MOTO"], ["BIC"]], ["BIC"], exposed=[["AP"], []], tickets={"ASS": [0]})
    assert moves(play(licensed, "signal attendez")) == {"play CYC", "play AUTO", "play MOTO"}


def test_assurance_never_serves_for_autos_and_motos_nor_assurance_permis_for_cyclomoteurs():
    state = table([["CYC", "AUTO", "MOTO", "BIC"], ["BIC"]], ["BIC"], exposed=[["ASS"], []])
    assert moves(play(state, "signal attendez")) == {"play CYC", "play BIC"}
    state = table([["CYC", "AUTO", "MOTO", "BIC"], ["BIC"]], ["BIC"], tickets={"AP": [0]})
    assert moves(play(state, "signal attendez")) == {"play AUTO", "play MOTO", "play BIC"}


def test_one_licence_of_each_suffices_card_or_ticket_valid_to_the_end_of_the_manche():
    state = table([["CYC", "CYC", "P-bleu"], ["CYC", "CYC", "P-bleu"]], ["BIC"] * 4, exposed=[["ASS"], []],
                  tickets={"ASS": [1]})
    assert player(state, 0).licences == ("ASS",) and player(state, 1).licences == ("ASS",)
    state = play(state, "signal piste", "play CYC", "play CYC", "signal piste", "play CYC", "play CYC")
    assert [player(state, s).exposed for s in (0, 1)] == [("ASS", "CYC", "CYC"), ("CYC", "CYC")]


def test_insurance_card_in_hand_is_exposed_automatically_just_before_the_vehicle():
    state = table([["MOTO", "AP", "BIC"], ["MOTO", "AP"]], ["BIC"])
    assert "signal autoroute" in moves(state)
    state = play(state, "signal autoroute", "play MOTO")
    assert player(state, 0).exposed == ("AP", "MOTO") and player(state, 0).licences == ("AP",)
    assert view(state).coup == (CoupAction(seat=0, action="play", card="MOTO", licence="AP"),)
    assert hand(state, 0) == ["BIC"]
    state = play(state, "play MOTO")
    assert player(state, 1).exposed == ("AP", "MOTO")
    # once held, no further insurance card goes with a vehicle
    again = play(table([["MOTO", "MOTO", "AP", "AP"], ["BIC"] * 3], ["BIC"]), "signal autoroute", "play MOTO",
                 "pass", "signal piste", "play BIC", "pass", "signal autoroute", "play MOTO")
    assert player(again, 0).exposed == ("AP", "MOTO", "MOTO") and hand(again, 0) == ["AP"]


# --- The die ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("value, gain", [(1, "ASS"), (6, "ASS"), (3, "AP"), (5, "AP"), (2, None), (4, None)])
def test_die_1_or_6_gives_an_assurance_3_or_5_an_assurance_permis_2_or_4_nothing(value, gain):
    state = play(table([["BIC"], ["BIC"]], ["BIC"], dice=[value]), "roll")
    assert view(state).last_roll == Roll(seat=0, value=value, gain=gain)
    assert player(state, 0).tickets == (() if gain is None else (gain,))
    assert view(state).supply == Supply(ASS=5 - (gain == "ASS"), AP=5 - (gain == "AP"))


def test_roll_gives_nothing_for_a_licence_already_held():
    state = play(table([["BIC"], ["BIC"]], ["BIC"], dice=[6], exposed=[["ASS"], []]), "roll")
    assert view(state).last_roll.gain is None and player(state, 0).tickets == ()


def test_roll_only_when_missing_a_licence_whose_tickets_are_not_all_gone():
    assert "roll" not in moves(table([["BIC"], ["BIC"]], ["BIC"], exposed=[["ASS", "AP"], []]))
    six = [["BIC"]] * 6
    gone = table(six, ["BIC"], exposed=[["AP"], [], [], [], [], []], tickets={"ASS": [1, 2, 3, 4, 5]})
    assert "roll" not in moves(gone)
    refused(gone, "roll")
    assert "roll" in moves(table(six, ["BIC"], tickets={"ASS": [1, 2, 3, 4, 5]}))


def test_a_kind_run_out_of_tickets_is_no_longer_won():
    state = table([["BIC"]] * 6, ["BIC"], dice=[3], tickets={"AP": [1, 2, 3, 4, 5]})
    state = play(state, "roll")
    assert view(state).last_roll == Roll(seat=0, value=3, gain=None)
    assert view(state).supply == Supply(ASS=5, AP=0)


def test_roll_at_most_once_per_step_for_leader_and_follower():
    state = table([["BIC"], ["BIC"]], ["BIC"], dice=[2, 2])
    state = play(state, "roll")
    assert "roll" not in moves(state)
    refused(state, "roll")
    state = play(state, "signal piste", "play BIC")
    assert "roll" in moves(state)
    state = play(state, "roll")
    assert moves(state) == {"play BIC"}


# --- The leader's step -----------------------------------------------------------------------------------
def test_leader_optional_operations_each_at_most_once_before_the_signal():
    state = table([["ASS", "AP", "BIC", "P-rouge"], ["BIC"]], ["FV", "FB"], dice=[2])
    assert moves(state) == {"roll", "draw", "expose ASS", "expose AP", "signal passez", "signal attendez",
                            "signal piste"}
    state = play(state, "roll", "expose AP")
    assert moves(state) == {"draw", "signal passez", "signal attendez", "signal piste"}
    state = play(state, "draw")
    assert moves(state) == {"discard FV", "discard ASS", "discard BIC", "discard P-rouge"}
    state = play(state, "discard BIC")
    assert moves(state) == {"signal passez", "signal verte"}


def test_draw_takes_the_top_card_and_discard_goes_face_down_under_the_talon():
    state = play(table([["BIC"], ["BIC"]], ["FV", "FB", "AUTO"]), "draw")
    assert view(state).pending == "discard" and hand(state, 0) == ["BIC", "FV"]
    assert view(state).talon_size == 2
    for text in ("signal piste", "roll", "play BIC", "pass"):
        refused(state, text)
    state = play(state, "discard BIC")
    assert G.dump(state)["talon"] == ["FB", "AUTO", "BIC"] and view(state).talon_size == 3
    assert view(state).pending is None and hand(state, 0) == ["FV"]


def test_draw_once_per_coup_and_only_from_a_non_empty_talon():
    state = play(table([["BIC"], ["BIC"]], ["FV", "FB"]), "draw", "discard FV")
    assert "draw" not in moves(state)
    refused(state, "draw")
    empty = table([["BIC"], ["BIC"]], [])
    assert "draw" not in moves(empty)
    refused(empty, "draw")


def test_expose_only_an_insurance_card_even_when_that_licence_is_held():
    state = table([["ASS", "BIC", "CYC"], ["BIC"]], ["FV"], exposed=[["ASS"], []])
    assert "expose ASS" in moves(state)
    refused(state, "expose BIC")
    refused(state, "expose AP")
    state = play(state, "expose ASS")
    assert player(state, 0).exposed == ("ASS", "ASS") and "expose ASS" not in moves(state)


def test_exposed_insurance_is_never_a_play_and_scores_nothing():
    state = play(table([["ASS", "BIC"], ["BIC"]], ["FV"]), "expose ASS")
    v = view(state)
    assert v.follow is None and v.coup == () and v.to_move == 0
    assert player(state, 0).manche_score == 0 and player(state, 0).point_cards == 0
    assert events(state, "expose") == [LogEvent("expose", 0, card="ASS")]


def test_token_goes_on_the_lowest_numbered_free_signal_of_the_chosen_kind():
    state = table([["BIC"], ["BIC"]], ["BIC"], covered=[5, 7])
    state = play(state, "signal attendez")
    covered = {s.number: s.token for s in view(state).signals if s.token}
    assert covered == {5: 1, 7: 2, 6: 3}


def test_a_covered_kind_is_never_chosen_again():
    state = table([["P-rouge", "BIC"], ["BIC"]], ["BIC"], covered=[1, 2, 3, 4])
    assert "signal passez" not in moves(state)
    refused(state, "signal passez")


def test_leader_must_choose_a_satisfiable_signal_when_one_exists():
    state = table([["FV", "BIC"], ["BIC"]], ["BIC"])
    assert {m for m in moves(state) if m.startswith("signal")} == {"signal attendez", "signal piste", "signal verte"}
    refused(state, "signal passez")
    refused(state, "signal bleue")


def test_leader_may_choose_any_free_signal_when_none_is_satisfiable():
    state = table([["AGENT", "FB"], ["BIC"]], ["BIC"], dealer=1, covered=[16])
    assert {m for m in moves(state) if m.startswith("signal")} == {
        "signal passez", "signal attendez", "signal piste", "signal autoroute", "signal verte"}


def test_no_optional_operation_after_the_token_the_leader_exposes_at_once():
    state = play(table([["ASS", "BIC", "P-rouge"], ["BIC"]], ["FV"]), "signal piste")
    assert moves(state) == {"play BIC"}
    for text in ("roll", "draw", "expose ASS", "signal passez", "play P-rouge", "pass"):
        refused(state, text)


def test_leader_agent_or_pass_only_when_he_holds_no_admitted_card():
    state = table([["AGENT", "P-rouge"], ["P-rouge", "BIC"]], ["BIC"], covered=[1, 2, 3, 4])
    state = play(state, "signal piste")
    assert moves(state) == {"agent P-rouge", "pass"}
    after = play(state, "agent P-rouge")
    assert view(after).follow == "P-rouge" and view(after).centre_agents == 1
    assert moves(after) >= {"play P-rouge"} and "play BIC" not in moves(after)
    passed = play(state, "pass")
    assert player(passed, 0).penalties == 1 and player(passed, 0).manche_score == -100


def test_leader_pass_lets_followers_play_any_admitted_card_the_first_one_sets_the_follow():
    state = table([["CYC"], ["BIC", "CYC", "ASS"], ["BIC", "CYC", "AGENT"], ["CYC", "P-vert"]], ["BIC"])
    state = play(state, "signal piste", "pass")
    assert view(state).follow == "signal:piste"
    assert moves(state) == {"roll", "play BIC", "play CYC"}
    state = play(state, "play CYC")
    assert view(state).follow == "CYC" and player(state, 1).exposed == ("ASS", "CYC")
    # seat 2 has no licence for CYC and BIC no longer follows
    assert moves(state) == {"roll", "agent BIC", "pass"}


def test_leader_pass_on_attendez_followers_follow_any_vehicle():
    state = table([["P-rouge"], ["BIC"], ["MOTO", "P-rouge"]], ["BIC"], dealer=2, covered=[1, 2, 3, 4],
                  tickets={"AP": [2]})
    state = play(state, "signal attendez", "pass")
    assert view(state).follow == "vehicle"
    state = play(state, "play BIC")
    assert view(state).follow == "vehicle" and "play MOTO" in moves(state)


# --- The follower's step ---------------------------------------------------------------------------------
def test_follower_refills_then_may_roll_once_then_makes_one_compulsory_move():
    state = table([["BIC", "BIC"], []], ["BIC", "FV"], dice=[2])
    assert view(state).players[1].hand_count == 0
    state = play(state, "signal piste", "play BIC")
    assert hand(state, 1) == ["BIC"] and events(state, "refill") == [LogEvent("refill", 1)]
    assert moves(state) == {"roll", "play BIC"}
    state = play(state, "roll")
    assert moves(state) == {"play BIC"}
    state = play(state, "play BIC")
    assert view(state).token == 2 and G.to_move(state) == 1


def test_followers_never_draw_expose_or_signal():
    state = play(table([["BIC"], ["BIC", "ASS"]], ["FV"]), "signal piste", "play BIC")
    assert moves(state) == {"roll", "play BIC"}
    for text in ("draw", "expose ASS", "signal passez"):
        refused(state, text)


def test_follower_must_follow_when_he_can_and_chooses_which():
    state = table([["BIC"], ["BIC", "CYC", "AGENT", "P-rouge"]], ["FV"], tickets={"ASS": [1]})
    state = play(state, "signal piste", "play BIC")
    assert moves(state) == {"roll", "play BIC"}
    refused(state, "agent P-rouge")
    refused(state, "pass")
    refused(state, "play CYC")


def test_pietons_follow_by_colour_only():
    state = table([["P-vert"], ["P-rouge", "P-bleu", "P-vert", "P-jaune"]], ["FV"])
    state = play(state, "signal passez", "play P-vert")
    assert view(state).follow == "P-vert" and moves(state) == {"roll", "play P-vert"}
    other = table([["P-vert"], ["P-rouge", "P-bleu", "AGENT"]], ["FV"])
    assert moves(play(other, "signal passez", "play P-vert")) == {"roll", "agent P-rouge", "agent P-bleu", "pass"}


def test_auto_and_moto_are_two_kinds_followed_separately():
    state = table([["AUTO"], ["MOTO", "AGENT", "BIC"]], ["FV"], tickets={"AP": [0, 1]})
    state = play(state, "signal autoroute", "play AUTO")
    assert view(state).follow == "AUTO"
    assert moves(state) == {"roll", "agent MOTO", "agent BIC", "pass"}


def test_on_attendez_followers_may_expose_any_vehicle_never_a_pieton():
    state = table([["BIC"], ["CYC", "AUTO", "MOTO", "BIC", "P-rouge", "FV"], ["P-jaune", "AGENT", "BIC"]], ["FV"],
                  exposed=[[], ["ASS", "AP"], []])
    state = play(state, "signal attendez", "play BIC")
    assert view(state).follow == "vehicle"
    assert moves(state) == {"play CYC", "play AUTO", "play MOTO", "play BIC"}
    state = play(state, "play MOTO")
    assert view(state).follow == "vehicle" and moves(state) == {"roll", "play BIC"}


def test_agent_lets_a_player_without_the_card_expose_and_the_later_ones_follow_it():
    """The sheet's Piste example: a cyclist is led; the next player has none and lays an Agent with
    a card of his choice; those after him must lay a card identical to the previous one."""
    state = table([["BIC"], ["AGENT", "P-jaune", "CYC"], ["BIC", "P-jaune"], ["BIC"]], ["FV"])
    state = play(state, "signal piste", "play BIC")
    assert moves(state) == {"roll", "agent P-jaune", "pass"}
    state = play(state, "agent P-jaune")
    v = view(state)
    assert v.follow == "P-jaune" and v.centre_agents == 1
    assert player(state, 1).exposed == ("P-jaune",) and player(state, 1).manche_score == 200
    assert moves(state) == {"roll", "play P-jaune"}
    state = play(state, "play P-jaune")
    assert moves(state) == {"roll", "pass"}  # seat 3's cyclist no longer follows


def test_agent_sets_the_follow_on_attendez_too():
    state = table([["BIC"], ["AGENT", "P-bleu"], ["BIC", "CYC", "P-bleu"]], ["FV"], covered=[])
    state = play(state, "signal attendez", "play BIC", "agent P-bleu")
    assert view(state).follow == "P-bleu" and moves(state) == {"roll", "play P-bleu"}


def test_agent_brings_only_a_card_with_points_that_may_be_exposed():
    state = table([["BIC"], ["AGENT", "FB", "FV", "ASS", "CYC", "AUTO"]], ["FV"])
    state = play(state, "signal piste", "play BIC")
    # CYC goes with the Assurance in hand; AUTO has no licence; arrows and insurance have no points
    assert moves(state) == {"roll", "agent CYC", "pass"}
    for text in ("agent FB", "agent FV", "agent ASS", "agent AUTO", "agent AGENT", "agent BIC"):
        refused(state, text)
    alone = play(table([["BIC"], ["AGENT", "FB"]], ["FV"]), "signal piste", "play BIC")
    assert moves(alone) == {"roll", "pass"}


def test_a_player_who_cannot_follow_may_keep_his_agent_and_take_the_penalty():
    state = play(table([["BIC"], ["AGENT", "P-rouge"]], ["FV"]), "signal piste", "play BIC", "pass")
    assert player(state, 1).penalties == 1 and hand(state, 1) == ["AGENT", "P-rouge"]
    assert view(state).coup == () and view(state).token == 2


def test_follower_play_or_pass_leaves_the_follow_unchanged():
    state = table([["P-rouge"], ["BIC"], ["P-rouge"]], ["FV"])
    state = play(state, "signal passez", "play P-rouge", "pass")
    assert view(state).follow == "P-rouge" and moves(state) == {"roll", "play P-rouge"}
