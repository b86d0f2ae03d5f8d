"""Game presenters, one per game family, registered by engine key like ``engines.GAMES`` and
``render.RENDERERS``: ``presenter_for(match.game.key)`` gives the texts and controls of a match.

Board games use the base ``Presenter``; Macadam adds its placement phase; the card table has
its own package (public table, private hand panel and its controls).
"""

from __future__ import annotations

from bot.present.games.base import Presenter
from bot.present.games.macadam import MacadamPresenter
from bot.present.games.macadam_cartes import CardTablePresenter

#: The board games' presenter, also the one of any game without its own.
BOARD = Presenter()

PRESENTERS: dict[str, Presenter] = {
    "macadam": MacadamPresenter(),
    "macadam-cartes": CardTablePresenter(),
    "dames": BOARD,
    "dames-turques": BOARD,
    "mak-yek": BOARD,
    "apit-sodok": BOARD,
}


def presenter_for(game_key: str) -> Presenter:
    """The presenter of the game ``game_key`` (a board game's for a game without its own)."""
    return PRESENTERS.get(game_key, BOARD)


__all__ = ["BOARD", "PRESENTERS", "Presenter", "presenter_for"]
