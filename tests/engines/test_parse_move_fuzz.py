"""Every game's ``parse_move`` answers any text with a legal move or a MoveError, nothing else,
and quickly, whatever the text's length."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engines
from engines import MoveError
from tests.helpers.games import random_plies

KEYS = list(engines.GAMES)
#: plies played from the start for the positions tried: the start, early and later middle game.
PLIES = (0, 7, 30)
MEGABYTE = 1 << 20


def position(key: str, plies: int):
    """The state after ``plies`` seeded random moves (fewer if the game ends first)."""
    game = engines.get(key)
    state = game.new(seats=game.seat_range[0], seed=plies)
    for _before, _move, state in random_plies(game, state, random.Random(f"{key}-{plies}"), limit=plies):
        pass
    return state


POSITIONS = {(key, plies): position(key, plies) for key in KEYS for plies in PLIES}
CASES = list(POSITIONS)
IDS = [f"{key}-{plies}" for key, plies in CASES]
EARLY = [case for case in CASES if case[1] < PLIES[-1]]


def legal_or_move_error(key: str, state, text: str) -> None:
    game = engines.get(key)
    try:
        move = game.parse_move(state, text)
    except MoveError:
        return
    assert move in game.legal_moves(state), (text, move)


EXPLICIT = [
    "",
    " ",
    "\t\n",
    "\u0301",
    "\u0301\u0301",
    " \u0301 ",
    "\u0301 \u0301",
    "\x00",
    "\ud800",
    "\ufeff",
    "\u200b",
    "\uff11\uff12",  # full-width digits
    "a\uff11-a\uff15",
    "a\uff11",
    "\uff41\uff11",  # full-width letter a
    "a\u0661",  # Arabic-Indic digit one
    "\u00b2\u00b3",  # superscript digits
    "a\u00b9-a\u00b3",
    "ﬁ",  # ligature, splits under NFKD
    "x",
    "-",
    "a1-",
    "-a1",
    "a1x",
    "1x",
    "h",
    "h99",
    "99999999999999999999",
    "a99999999999999999999-a1",
    "0",
    "0-0",
    "1-1",
    "51-46",
    "a0",
    "signal",
    "play",
    "play \u0301",
    "\u0301 play",
    "roll roll",
    "DISCARD\u0301 AGENT",
]


@pytest.mark.parametrize("text", EXPLICIT, ids=[repr(t)[:24] for t in EXPLICIT])
@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_explicit_odd_texts_give_a_legal_move_or_a_move_error(case, text):
    legal_or_move_error(case[0], POSITIONS[case], text)


@pytest.mark.parametrize(
    "text",
    ["a" * MEGABYTE, "1" * MEGABYTE, "\u0301" * MEGABYTE, "a1-" * (MEGABYTE // 3) + "a1", " " * MEGABYTE + "x"],
    ids=["letters", "digits", "accents", "path", "spaces"],
)
@pytest.mark.parametrize("case", EARLY, ids=[f"{key}-{plies}" for key, plies in EARLY])
def test_a_megabyte_of_text_is_refused_with_a_move_error(case, text):
    # Speed is for the benchmarks; here only the answer is checked.
    with pytest.raises(MoveError):
        engines.get(case[0]).parse_move(POSITIONS[case], text)


@st.composite
def near_moves(draw, key: str, state) -> str:
    """A legal move's text with random unicode cut in or pasted over somewhere."""
    game = engines.get(key)
    legal = list(game.legal_moves(state))
    text = game.format_move(state, draw(st.sampled_from(legal))) if legal else draw(st.sampled_from(EXPLICIT))
    start = draw(st.integers(0, len(text)))
    end = draw(st.integers(start, len(text)))
    return text[:start] + draw(st.text(max_size=4)) + text[end:]


@pytest.mark.parametrize("case", CASES, ids=IDS)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_text_gives_a_legal_move_or_a_move_error(case, data):
    key, state = case[0], POSITIONS[case]
    marks_digits_letters = st.text(st.characters(categories=("Mn", "Nd", "Zs", "Ll")))
    text = data.draw(st.one_of(st.text(), marks_digits_letters, near_moves(key, state)))
    legal_or_move_error(key, state, text)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_every_legal_move_text_still_reads_back(case):
    key, state = case[0], POSITIONS[case]
    game = engines.get(key)
    for move in game.legal_moves(state):
        assert game.parse_move(state, game.format_move(state, move)) == move


@pytest.mark.parametrize("text", ["\u0301", "\u0301\u0301", " \u0301\t\u0308 "])
def test_combining_accents_alone_are_an_empty_move_for_the_card_game(text):
    game = engines.get("macadam-cartes")
    with pytest.raises(engines.BadNotation) as caught:
        game.parse_move(POSITIONS["macadam-cartes", 0], text)
    assert caught.value.code == "empty"
