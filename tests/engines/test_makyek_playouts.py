"""Seeded random play-outs of both games to their end, checking invariants at every ply:
the capture counts match the men removed, the capture reach of each game, dump/load round trips,
notation round trips, and the outcome scored by the counts.
"""

from __future__ import annotations

import json

import pytest

from tests.helpers.games import APIT, BOTH_MAKYEK, MAK, play_out

SEEDS = range(6)


@BOTH_MAKYEK
@pytest.mark.parametrize("seed", SEEDS)
def test_seeded_playout_reaches_an_end_scored_by_the_counts(game, seed):
    played = play_out(game, seed, cap=None)
    pairs, final = played.pairs, played.final
    assert len(pairs) <= 3000
    outcome = game.outcome(final)
    white, black = final.men
    assert outcome.scores == final.captures == (16 - black.bit_count(), 16 - white.bit_count())
    c0, c1 = outcome.scores
    assert outcome.winners == ((0,) if c0 > c1 else (1,) if c1 > c0 else ())
    assert outcome.reason in {"no_pieces", "insufficient_material", "no_moves", "repetition", "no_capture_limit"}
    replayed = play_out(game, seed, cap=None)
    again, final_again = replayed.pairs, replayed.final
    assert game.dump(final_again) == game.dump(final) and len(again) == len(pairs)


@BOTH_MAKYEK
@pytest.mark.parametrize("seed", SEEDS[:2])
def test_every_visited_state_round_trips_and_every_move_reads_back(game, seed):
    played = play_out(game, seed, cap=None)
    pairs, final = played.pairs, played.final
    for state, _ in pairs + [(final, None)]:
        data = json.loads(json.dumps(game.dump(state)))
        assert game.load(data) == state
        for move in game.legal_moves(state):
            text = game.format_move(state, move)
            assert game.parse_move(state, text) == move
            full = text + "".join(f"x{cell}" for cell in reversed(move.captured))
            assert game.parse_move(state, full) == move


@pytest.mark.parametrize("seed", SEEDS)
def test_mak_yek_takes_at_most_three_and_never_more_than_apit_sodok_on_the_same_move(seed):
    pairs = play_out(APIT, seed, cap=None).pairs
    for state, _ in pairs:
        text = APIT.position(state)
        mak_state = MAK.new(options={"position": text})
        mak = {m.path: set(m.captured) for m in MAK.legal_moves(mak_state)}
        apit = {m.path: set(m.captured) for m in APIT.legal_moves(state)}
        assert mak.keys() == apit.keys()
        for path, taken in mak.items():
            assert len(taken) <= 3 and taken <= apit[path]


@BOTH_MAKYEK
def test_playouts_with_a_long_capture_free_limit_still_end(game):
    final = play_out(game, 7, options={"no_capture_plies": 200}, cap=None).final
    assert game.outcome(final) is not None


@BOTH_MAKYEK
def test_apply_never_mutates_its_input(game):
    pairs = play_out(game, 3, cap=None).pairs
    for state, move in pairs[::7]:
        before = (game.dump(state), game.position(state))
        game.apply(state, game.to_move(state), move)
        assert (game.dump(state), game.position(state)) == before
