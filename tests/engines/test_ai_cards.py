"""The card game's computer player: its play-out policy, its rewards, its forced moves."""

from __future__ import annotations

import random

import pytest

import engines
from engines import ai
from engines.ai.macadam_cartes import greedy, policy, rewards
from engines.cards.macadam_cartes.deck import INDEX, POINTS
from engines.cards.macadam_cartes.rules import legal_moves
from engines.cards.macadam_cartes.state import CartesMove
from engines.cards.macadam_cartes.table import Table

GAME = engines.get("macadam-cartes")


def random_tables(seats: int, seed: int, manches: int = 1):
    """Every table of a game played by random legal moves, with the generator that played it."""
    rng = random.Random(seed)
    state = GAME.new(seats=seats, seed=seed, options={"manches": manches})
    while GAME.outcome(state) is None:
        yield state
        state = GAME.apply(state, GAME.to_move(state), rng.choice(list(GAME.legal_moves(state))))


# --- the play-out policy ----------------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_playouts_only_play_legal_moves_to_the_end(seats):
    rng = random.Random(seats)
    for start in list(random_tables(seats, seats))[::40]:
        state = start
        while GAME.outcome(state) is None:
            table = Table.thaw(state)
            move = policy(table, legal_moves(table), rng)
            state = GAME.apply(state, GAME.to_move(state), move)  # the engine checks it is legal


def test_the_greedy_move_lays_the_best_card_and_never_a_needless_penalty():
    checked = 0
    for seats in (2, 5, 6):
        for state in random_tables(seats, 40 + seats):
            table = Table.thaw(state)
            moves = legal_moves(table)
            move = greedy(table, moves)
            assert move in moves
            laying = [m for m in moves if m.verb in ("play", "agent")]
            if CartesMove("roll") in moves:
                assert move == CartesMove("roll")
            elif laying:
                checked += 1
                assert move.verb in ("play", "agent")
                assert POINTS[INDEX[move.named]] == max(POINTS[INDEX[m.named]] for m in laying if m.verb == move.verb)
                assert move.verb == "play" or not any(m.verb == "play" for m in moves)
    assert checked > 40


def test_the_greedy_leader_chooses_the_signal_of_his_best_card():
    state = GAME.new(seats=2, seed=0, options={"deal": {
        "dealer": 0, "hands": [["BIC", "P-bleu", "FV"], ["CYC", "AUTO"]], "talon": [],
        "tickets": {"ASS": [0], "AP": [0]}}})
    table = Table.thaw(state)
    assert all(move.verb == "signal" for move in legal_moves(table))  # no roll, no draw, no expose
    assert greedy(table, legal_moves(table)) == CartesMove("signal", "passez")


# --- rewards ---------------------------------------------------------------------------------------------
def _table_with_scores(exposed: list[list[str]], penalties: list[int]) -> Table:
    state = GAME.new(seats=len(exposed), seed=0, options={"deal": {
        "dealer": 0, "hands": [[] for _ in exposed], "talon": ["FB"], "exposed": exposed, "penalties": penalties}})
    return Table.thaw(state)


def test_rewards_follow_the_ranking_and_stay_between_zero_and_one():
    # scores: 400, 200, 200 (one Piéton more breaks the tie), -100, 150
    table = _table_with_scores(
        [["P-rouge", "P-vert"], ["P-bleu"], ["BIC", "AUTO"], [], ["BIC"]], [0, 0, 0, 1, 0])
    reward = rewards(table)
    assert all(0 <= r <= 1 for r in reward)
    assert reward[0] > reward[1] > reward[4] > reward[3]
    assert reward[1] >= reward[2]
    assert reward[0] > 0.5 > reward[1]  # the winner alone gets the victory's share


def test_a_near_miss_is_worth_more_than_a_rout():
    near = rewards(_table_with_scores([["P-rouge", "P-vert"], ["P-bleu", "BIC"], []], [0, 0, 0]))
    rout = rewards(_table_with_scores([["P-rouge", "P-vert"], [], ["CYC"]], [0, 3, 0]))
    assert near[1] > rout[1]
    assert near[0] < rout[0]


def test_a_shared_victory_shares_the_reward():
    reward = rewards(_table_with_scores([["P-rouge"], ["P-vert"], []], [0, 0, 0]))
    assert reward[0] == reward[1] > reward[2]


def test_the_computer_answers_a_forced_move_at_once():
    for state in random_tables(4, 7):
        moves = GAME.legal_moves(state)
        if len(moves) == 1:
            seat = GAME.to_move(state)
            calls = []
            assert ai.choose(GAME, state, seat, level=8, seed=0, stop=lambda: calls.append(1) or False) == moves[0]
            assert not calls
            return
    pytest.fail("no forced move in a whole game")
