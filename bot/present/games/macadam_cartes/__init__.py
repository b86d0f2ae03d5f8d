"""Macadam (cards): a table of 2 to 6 players with hidden hands.

The public message is the table (``table``): its text and "My hand", Resign, Offer draw, never
a legal move; each player's hand and actions come in a private panel (``hand``) whose controls
are handled in ``bot.handlers.games.macadam_cartes`` (imported by the bot to register them).
"""

from __future__ import annotations

from typing import Any

import discord

from bot import i18n
from bot.present.controls import view_of
from bot.present.games.base import Presenter
from bot.present.games.macadam_cartes.hand import hand_panel
from bot.present.games.macadam_cartes.table import played_text, public_action_text, table_controls, table_text
from bot.service import Match
from engines.views import View


class CardTablePresenter(Presenter):
    """The card table: public table text and controls, a private hand panel per player."""

    private_panel = True

    def lobby_terms(self, match: Match, lang: str) -> list[str]:
        """Whether the record prints every hand once the game is over (the table's ``reveal``)."""
        return [i18n.t(lang, "table.hands_revealed" if match.row.options.get("reveal") else "table.hands_secret")]

    def public_text(self, match: Match, lang: str) -> str:
        return table_text(match, lang)

    def public_controls(self, match: Match, lang: str) -> discord.ui.View:
        return view_of(*table_controls(match, lang))  # moves reveal a hand: only in private

    def played_text(self, match: Match, notation: str, lang: str) -> str:
        return played_text(match, notation, lang)

    def replay_band(self, lang: str, view: View, number: int, total: int, seat: int, notation: str) -> str:
        return i18n.t(lang, "replay.action", ply=number, plies=total, text=public_action_text(lang, view, seat, notation))

    def panel(self, match: Match, user_id: int, lang: str, page: int = 0, note: str | None = None
              ) -> tuple[str, list[Any]]:
        return hand_panel(match, user_id, lang, page, note)

    def panel_image_name(self, match: Match) -> str:
        return f"hand-{match.id}.png"
