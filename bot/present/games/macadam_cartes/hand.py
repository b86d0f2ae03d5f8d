"""The card table's private panel: a player's own hand and, on their turn, the menu of their
legal actions (paged past 25). Built from ``player_view(state, seat)``; it only ever goes into an
ephemeral answer to that seat's own player (``bot.publish.panels``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import discord

from bot import i18n
from bot.present.controls import ControlId, button, select
from bot.present.games.macadam_cartes.table import card_words, table_view, who
from bot.present.menus import MENU_LIMIT, page_buttons, page_count, page_of
from bot.present.texts import player
from bot.service import Match
from engines.cards.macadam_cartes.views import HandView


def hand_line(lang: str, hand: Sequence[str]) -> str:
    """"Traffic Agent ×2 · Red pedestrian · Bicycle", in the view's (canonical) order."""
    counts = Counter(hand)
    shown = []
    for card in dict.fromkeys(hand):
        name = i18n.word(lang, "card", card)
        name = name[:1].upper() + name[1:]
        shown.append(f"{name} ×{counts[card]}" if counts[card] > 1 else name)
    return " · ".join(shown)


def action_option(lang: str, notation: str) -> discord.SelectOption:
    """A legal move in the private menu: its notation (what /move takes) and what it does."""
    verb, _, arg = notation.partition(" ")
    key = f"action.{verb}"
    description = None
    if key in i18n.MESSAGES[i18n.DEFAULT_LANG]:
        description = i18n.t(lang, key, **card_words(lang, arg))[:100]
    return discord.SelectOption(label=notation[:100], value=notation, description=description)


def hand_panel(match: Match, user_id: int, lang: str, page: int = 0, note: str | None = None
               ) -> tuple[str, list[Any]]:
    """The private panel of ``user_id``'s seat: its text and its items (the menu of legal moves
    when it is their turn, paged past 25, and Refresh). For that player's eyes only."""
    seat = match.seat_of(user_id)
    assert seat is not None
    view = table_view(match, seat)
    hand = list(view.hand) if isinstance(view, HandView) else []
    lines = [note] if note else []
    lines.append(i18n.t(lang, "hand.title", match_id=match.id, n=len(hand)))
    if hand:
        lines.append(hand_line(lang, hand))
    items: list[Any] = []
    moves = [text for _move, text in match.legal_moves(user_id)]
    pages = page_count(len(moves))
    if match.status != "active" or match.seat_to_move is None:
        lines.append(i18n.t(lang, "hand.over"))
    elif moves:
        page = min(max(page, 0), pages - 1)
        lines.append(i18n.t(lang, "hand.discard" if view.pending == "discard" else "hand.your_turn"))
        if view.follow is not None and view.to_move != view.leader:
            lines.append(i18n.t(lang, "hand.follow", follow=i18n.word(lang, "follow", view.follow)))
        if pages > 1:
            lines.append(i18n.t(lang, "actions.page", n=len(moves), first=page * MENU_LIMIT + 1,
                                last=min(len(moves), (page + 1) * MENU_LIMIT), page=page + 1, pages=pages))
        placeholder = i18n.t(lang, "select.action_page" if pages > 1 else "select.action", page=page + 1,
                             pages=pages)
        items.append(select(ControlId("act", match.id, match.version, str(page)), placeholder,
                            [action_option(lang, text) for text in page_of(moves, page)], row=0))
        items += page_buttons(match, lang, "acts", page, pages, str)
    else:
        seat_to_move = match.seat_to_move
        lines.append(i18n.t(lang, "hand.waiting", user=player(match, seat_to_move, lang),
                            colour=who(lang, view, seat_to_move)))
    items.append(button(ControlId("hand", match.id, match.version), i18n.t(lang, "button.refresh"), row=1))
    return "\n".join(lines), items
