"""Macadam: a board game whose free-placement start has a placement phase.

While the players place their pawns one at a time, the turn line says how many each has left
to place; the cell-by-cell entry of moves and chains (``next_steps``) is the board's default.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot import i18n
from bot.games.base import Presenter
from bot.service import Match


class MacadamPresenter(Presenter):
    def turn_line(self, match: Match, lang: str, view: Mapping[str, Any], seat: int) -> str:
        """"@user (White) to place a pawn (3 left)" during the placement phase, else to move."""
        to_place = view.get("to_place")
        if view.get("phase") == "placement" and isinstance(to_place, list) and seat < len(to_place):
            return i18n.t(lang, "board.to_place", n=to_place[seat], **self.whose_turn(match, lang, view, seat))
        return super().turn_line(match, lang, view, seat)
