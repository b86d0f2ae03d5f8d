"""Helpers shared by the engine tests."""

from __future__ import annotations

import engines


def play(game, state, *texts):
    """Apply each move text in turn (parsed in the position it is played in)."""
    for text in texts:
        state = game.apply(state, game.to_move(state), game.parse_move(state, text))
    return state


def moves_text(game, state):
    return sorted(game.format_move(state, m) for m in game.legal_moves(state))


DAMES = engines.get("dames")
TURQUES = engines.get("dames-turques")


def piece(game, state, cell):
    """The public view's piece on ``cell``, or None."""
    for p in game.player_view(state, None)["pieces"]:
        if p["cell"] == cell:
            return p
    return None


def assert_third_repetition_draws(game, state, shuffle):
    """Play ``shuffle`` (back to the start position) twice: the last move makes the third occurrence."""
    state = play(game, state, *shuffle, *shuffle[:-1])
    assert game.outcome(state) is None
    state = play(game, state, shuffle[-1])
    assert game.outcome(state).winners == () and game.outcome(state).reason == "repetition"
