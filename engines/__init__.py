"""Rules engines for every game of the table, behind one contract (see ``engines.base``).

``GAMES`` maps each game key to its game object, in menu order; ``get(key)`` looks one up.

Words used across the engines:

- *view*: an engine's typed player view, what ``game.player_view(state, seat)`` returns (a
  frozen dataclass read by attribute; ``to_json()`` gives its JSON form), see ``engines.views``;
- *record*: a game's notation record, a tag-pair header and the moves (PDN for the draughts
  games), see ``engines.records``;
- *table*: the card game's table (``engines.cards.macadam_cartes.table.Table``, the state's
  working form), and its public view ``TableView``;
- the floors, from the bottom: ``errors`` and ``outcome`` (nothing of the project), then
  ``views`` and ``records``, then ``base`` (the ``Game`` class), then each game's package, then
  ``ai``. No module imports one above it (``tests/test_import_graph.py`` checks there is no circle).
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
