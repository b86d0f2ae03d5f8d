"""The optional capabilities every game answers (``engines.base.Game``): the defaults the board
games keep, and the overrides of the card game (Macadam's step-by-step entry included)."""

from __future__ import annotations

import random

import pytest

import engines
from engines import Outcome
from engines.base import Game

BOARD_KEYS = [key for key in engines.GAMES if key != "macadam-cartes"]
CARDS = engines.get("macadam-cartes")


def playout(game, seats: int, seed: int, options=None):
    """Every (state, move) of a random legal play-out, and the final state."""
    rng = random.Random(seed)
    state = game.new(seats=seats, seed=seed, options=options or {})
    pairs = []
    for _ in range(3000):
        if game.outcome(state) is not None:
            return pairs, state
        move = rng.choice(list(game.legal_moves(state)))
        pairs.append((state, move))
        state = game.apply(state, game.to_move(state), move)
    raise AssertionError("no outcome after 3000 moves")


@pytest.mark.parametrize("key", list(engines.GAMES))
def test_every_game_is_a_generic_game_with_every_capability(key):
    game = engines.get(key)
    assert isinstance(game, Game)
    for name in ("public_move_text", "next_steps", "default_action", "final_tiebreak", "result_json", "round_of"):
        assert callable(getattr(game, name))
    assert isinstance(game.steps_entry, bool) and isinstance(game.ranks_by_score, bool)


@pytest.mark.parametrize("key", BOARD_KEYS)
def test_board_games_keep_the_defaults(key):
    game = engines.get(key)
    pairs, final = playout(game, 2, seed=3)
    for state, move in pairs[:40]:
        assert game.public_move_text(state, move) == game.format_move(state, move)
        assert game.default_action(state) == game.legal_moves(state)[0]
        assert game.round_of(state) is None
        assert game.final_tiebreak(state) is None
    outcome = game.outcome(final)
    assert not game.ranks_by_score
    assert game.result_json(final, outcome) == outcome.to_json()
    assert game.steps_entry == (key == "macadam")
    if key != "macadam":
        assert game.next_steps(pairs[0][0], []) == {}


def test_macadam_enters_moves_step_by_step():
    game = engines.get("macadam")
    state = game.new()
    starts = game.next_steps(state, [])
    assert starts and not any(starts.values())  # a pawn must go somewhere
    first = next(iter(starts))
    assert all(game.next_steps(state, [first]).values())


def test_the_card_game_hides_a_discard_in_its_public_text():
    discards = [(s, m) for seed in range(3) for s, m in playout(CARDS, 3, seed)[0]
                if CARDS.format_move(s, m).startswith("discard")]
    assert discards
    for state, move in discards:
        assert CARDS.public_move_text(state, move) == "discard" != CARDS.format_move(state, move)


def test_the_card_game_passes_for_a_timed_out_seat_when_it_may():
    seen = set()
    for state, _ in playout(CARDS, 4, seed=5)[0]:
        legal = list(CARDS.legal_moves(state))
        texts = [CARDS.format_move(state, m) for m in legal]
        chosen = CARDS.format_move(state, CARDS.default_action(state))
        if "pass" in texts:
            assert chosen == "pass"
            seen.add("pass")
        else:
            assert CARDS.default_action(state) == legal[0]
            seen.add("first")
    assert seen == {"pass", "first"}


def test_the_card_game_ranks_by_score_with_its_final_tiebreak():
    assert CARDS.ranks_by_score and not CARDS.steps_entry
    pairs, final = playout(CARDS, 3, seed=2, options={"manches": 2})
    rounds = [CARDS.round_of(state) for state, _ in pairs]
    assert rounds == sorted(rounds) and set(rounds) == {1, 2}
    assert all(CARDS.round_of(state) == CARDS.player_view(state, None).manche for state, _ in pairs[::25])
    state = pairs[10][0]
    assert CARDS.final_tiebreak(state) is None
    stopped = CARDS.agreed_outcome(state)
    assert CARDS.result_json(state, stopped) == {**stopped.to_json(), "tiebreak": None}
    tiebreak = CARDS.player_view(final, None).outcome.tiebreak
    assert tiebreak and CARDS.final_tiebreak(final) == tiebreak
    outcome = CARDS.outcome(final)
    assert CARDS.result_json(final, outcome) == {**outcome.to_json(), "tiebreak": tiebreak}
    assert CARDS.next_steps(final, []) == {}


def test_a_bare_game_answers_with_the_defaults():
    class Bare(Game[int, str]):
        key = "bare"

        def legal_moves(self, state: int) -> list[str]:
            return ["b", "a"]

        def format_move(self, state: int, move: str) -> str:
            return move.upper()

    bare = Bare()
    assert bare.public_move_text(0, "a") == "A"
    assert bare.default_action(0) == "b"
    assert bare.next_steps(0, []) == {} and bare.round_of(0) is None and bare.final_tiebreak(0) is None
    outcome = Outcome(winners=(1,), reason="resignation")
    assert bare.result_json(0, outcome) == outcome.to_json()
    assert not bare.steps_entry and not bare.ranks_by_score
