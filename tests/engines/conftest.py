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
