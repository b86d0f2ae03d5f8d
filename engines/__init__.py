"""Rules engines for every game of the table, behind one contract (see ``engines.base``).

``GAMES`` maps each game key to its game object, in menu order; ``get(key)`` looks one up.
"""

from __future__ import annotations

from engines.base import AnyGame, BadNotation, BadOption, Game, IllegalMove, MoveError, Outcome, UnknownGame
from engines.cards import MACADAM_CARTES
from engines.draughts import DAMES, DAMES_TURQUES
from engines.macadam import MACADAM
from engines.makyek import APIT_SODOK, MAK_YEK

#: the order of the game menu (keys of games not registered yet are skipped).
MENU_ORDER = ("macadam", "macadam-cartes", "dames", "dames-turques", "mak-yek", "apit-sodok")

# One line per family of games.
_REGISTERED: list[AnyGame] = [
    MACADAM,
    MACADAM_CARTES,
    DAMES,
    DAMES_TURQUES,
    MAK_YEK,
    APIT_SODOK,
]

GAMES: dict[str, AnyGame] = {
    key: game for key in MENU_ORDER for game in _REGISTERED if game.key == key
}


def get(key: str) -> AnyGame:
    """The game registered under ``key``; raises :class:`UnknownGame` otherwise."""
    try:
        return GAMES[key]
    except (KeyError, TypeError):
        raise UnknownGame(f"unknown game {key!r}; known games: {', '.join(GAMES)}") from None


__all__ = ["GAMES", "MENU_ORDER", "AnyGame", "BadNotation", "BadOption", "Game", "IllegalMove", "MoveError", "Outcome", "UnknownGame", "get"]
