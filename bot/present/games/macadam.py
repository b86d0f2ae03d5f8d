"""Macadam: a board game whose free-placement start has a placement phase.

While the players place their pawns one at a time, the turn line says how many each has left
to place; the cell-by-cell entry of moves and chains (``next_steps``) is the board's default.
"""

from __future__ import annotations

from bot import i18n
from bot.present.games.base import Presenter
from bot.service import Match
from engines.macadam.view import MacadamView
from engines.views import View


class MacadamPresenter(Presenter):
    def turn_line(self, match: Match, lang: str, view: View, seat: int) -> str:
        """"@user (White) to place a pawn (3 left)" during the placement phase, else to move."""
        if isinstance(view, MacadamView) and view.phase == "placement" and seat < len(view.to_place):
            return i18n.t(lang, "board.to_place", n=view.to_place[seat], **self.whose_turn(match, lang, view, seat))
        return super().turn_line(match, lang, view, seat)
