"""Rulings of rules/macadam-cartes.md on moves, notation and errors."""

from __future__ import annotations

import pytest

from engines import BadNotation, IllegalMove
from engines.cards import CartesMove
from tests.helpers.cards import G, moves, play, table
from tests.helpers.games import play_out

START = [["BIC", "BIC", "P-rouge", "ASS", "AGENT"], ["BIC", "FV", "CYC"]]


def start():
    return table(START, ["FV", "FB"], dice=[2, 2])


def test_every_move_is_atomic_and_listed_once_for_the_seat_to_act():
    state = start()
    listed = [G.format_move(state, m) for m in G.legal_moves(state)]
    assert len(listed) == len(set(listed))
    assert set(listed) == {"roll", "draw", "expose ASS", "signal passez", "signal attendez", "signal piste"}
    state = play(state, "signal piste")
    assert [G.format_move(state, m) for m in G.legal_moves(state)] == ["play BIC"]  # two BIC, one move
    state = play(table(START, ["FV", "FB"]), "draw")
    assert [G.format_move(state, m) for m in G.legal_moves(state)] == [
        "discard AGENT", "discard P-rouge", "discard BIC", "discard FV", "discard ASS"]


def test_canonical_text_verb_in_lower_case_then_the_card_id_or_signal_kind():
    assert G.format_move(start(), CartesMove("play", "P-rouge")) == "play P-rouge"
    assert G.format_move(start(), CartesMove("signal", "piste")) == "signal piste"
    assert G.format_move(start(), CartesMove("agent", "BIC")) == "agent BIC"
    assert G.format_move(start(), CartesMove("roll")) == "roll"
    for bad in (CartesMove("play"), CartesMove("fly"), CartesMove("play", "p-rouge"), CartesMove("roll", "3"), "x"):
        with pytest.raises(IllegalMove):
            G.format_move(start(), bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("  PLAY    p-ROUGE ", "play P-rouge"),
        ("Signal  Piste", "signal piste"),
        ("\tEXPOSE\tass", "expose ASS"),
        ("joue P-rouge", "play P-rouge"),
        ("Jouer p-rouge", "play P-rouge"),
        ("exposer ASS", "expose ASS"),
        ("dé", "roll"),
        ("DE", "roll"),
        ("lancer", "roll"),
        ("pioche", "draw"),
        ("Piocher", "draw"),
    ],
)
def test_input_is_case_and_accent_insensitive_with_french_verbs(text, canonical):
    state = play(start(), "signal passez") if canonical.startswith("play") else start()
    assert G.format_move(state, G.parse_move(state, text)) == canonical


@pytest.mark.parametrize("text", ["défausse FV", "defausse fv", "Défausser FV", "DEFAUSSER fv", "discard FV"])
def test_french_discard_verbs(text):
    state = play(start(), "draw")
    assert G.parse_move(state, text) == CartesMove("discard", "FV")


@pytest.mark.parametrize("text", ["passe", "pénalité", "PENALITE", "Pénalite", "pass"])
def test_french_pass_verbs(text):
    state = play(table([["BIC"], ["FV"]], ["FB"]), "signal piste", "play BIC")
    assert G.parse_move(state, text) == CartesMove("pass")


@pytest.mark.parametrize(
    "text, code",
    [
        ("", "empty"),
        ("   ", "empty"),
        ("fly", "unknown-verb"),
        ("1-", "unknown-verb"),
        ("play XYZ", "unknown-card"),
        ("joue pieton", "unknown-card"),
        ("signal rouge", "unknown-signal"),
        ("play", "missing-argument"),
        ("signal", "missing-argument"),
        ("défausse", "missing-argument"),
        ("roll 3", "extra-argument"),
        ("dé 6", "extra-argument"),
        ("pass now", "extra-argument"),
        ("play BIC BIC", "extra-argument"),
    ],
)
def test_notation_errors_are_bad_notation_with_their_code(text, code):
    with pytest.raises(BadNotation) as caught:
        G.parse_move(start(), text)
    assert caught.value.code == code


def test_notation_errors_come_before_legality_even_after_the_end():
    over = play(table([["ASS"], ["BIC"]], []), "expose ASS")
    with pytest.raises(BadNotation):
        G.parse_move(over, "play XYZ")
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(over, "play BIC")
    assert caught.value.code == "game_over"


@pytest.mark.parametrize(
    "moves_before, text, code",
    [
        ([], "play BIC", "signal-first"),
        (["signal piste"], "play AUTO", "card-not-in-hand"),
        ([], "expose BIC", "not-insurance"),
        ([], "signal autoroute", "signal-unsatisfiable"),
        ([], "discard BIC", "no-draw"),
        (["draw"], "signal piste", "discard-pending"),
        (["draw"], "discard AUTO", "card-not-in-hand"),
        (["draw", "discard FV"], "draw", "already-done"),
        (["signal piste"], "roll", "after-signal"),
        (["signal piste"], "play P-rouge", "not-admitted"),
        (["signal piste", "play BIC"], "play CYC", "must-follow"),
        (["signal piste", "play BIC"], "agent FV", "must-follow"),
        (["signal piste", "play BIC"], "draw", "not-leader"),
        (["signal piste", "play BIC", "roll"], "roll", "already-done"),
    ],
)
def test_well_formed_moves_that_are_not_legal_are_illegal_moves(moves_before, text, code):
    state = play(start(), *moves_before)
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(state, text)
    assert caught.value.code == code
    with pytest.raises(IllegalMove):
        G.apply(state, G.to_move(state), CartesMove(*text.split()))


def test_more_illegal_move_codes():
    covered = table([["P-rouge"], ["BIC"]], ["FV"], covered=[1, 2, 3, 4])
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(covered, "signal passez")
    assert caught.value.code == "signal-covered"
    no_agent = play(table([["BIC"], ["P-rouge"]], ["FV"]), "signal piste", "play BIC")
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(no_agent, "agent P-rouge")
    assert caught.value.code == "no-agent"
    agent = play(table([["BIC"], ["AGENT", "FB", "AUTO"]], ["FV"]), "signal piste", "play BIC")
    for text, code in (("agent FB", "agent-needs-points-card"), ("agent AUTO", "no-licence")):
        with pytest.raises(IllegalMove) as caught:
            G.parse_move(agent, text)
        assert caught.value.code == code
    held = table([["BIC"], ["BIC"]], ["FV"], exposed=[["ASS", "AP"], []])
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(held, "roll")
    assert caught.value.code == "roll-not-needed"
    empty = table([["BIC"], ["BIC"]], [])
    with pytest.raises(IllegalMove) as caught:
        G.parse_move(empty, "draw")
    assert caught.value.code == "talon-empty"


def test_apply_checks_the_seat_and_refuses_what_is_not_a_move():
    state = start()
    with pytest.raises(IllegalMove) as caught:
        G.apply(state, 1, CartesMove("roll"))
    assert caught.value.code == "not_your_turn"
    for junk in (object(), None, "roll", CartesMove("fly"), CartesMove("signal", "nowhere"), [1]):
        with pytest.raises(IllegalMove):
            G.apply(state, 0, junk)  # type: ignore[arg-type]


def test_a_discard_names_a_secret_card_public_text_hides_it():
    state = play(start(), "draw")
    move = G.parse_move(state, "discard FV")
    assert G.format_move(state, move) == "discard FV"
    assert G.public_move_text(state, move) == "discard"
    assert G.public_move_text(state, CartesMove("play", "BIC")) == "play BIC"


def test_legal_moves_are_never_empty_until_the_game_ends():
    state = start()
    assert moves(state)
    for seats in (2, 4):
        run = play_out(G, 5, seats=seats)
        assert all(G.legal_moves(state) for state in run.states[:-1])
        assert G.legal_moves(run.final) == () and G.outcome(run.final) is not None
    over = play(table([["ASS"], ["BIC"]], []), "expose ASS")
    assert G.legal_moves(over) == () and G.to_move(over) is None
