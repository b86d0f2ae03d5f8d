"""Rules engines for every game of the table, behind one contract (see ``engines.base``).

``GAMES`` maps each game key to its game object, in menu order; ``get(key)`` looks one up.
"""

from __future__ import annotations

from engines.base import BadNotation, Game, IllegalMove, MoveError, Outcome, UnknownGame
from engines.draughts import DAMES, DAMES_TURQUES

GAMES: dict[str, Game] = {game.key: game for game in (DAMES, DAMES_TURQUES)}


def get(key: str) -> Game:
    """The game registered under ``key``; raises :class:`UnknownGame` otherwise."""
    try:
        return GAMES[key]
    except (KeyError, TypeError):
        raise UnknownGame(f"unknown game {key!r}; known games: {', '.join(GAMES)}") from None


__all__ = ["GAMES", "BadNotation", "Game", "IllegalMove", "MoveError", "Outcome", "UnknownGame", "get"]
