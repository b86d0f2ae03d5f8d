"""The card table's public message: its text (the last action, the coup, who plays) and controls.

Everything here is built from ``player_view(state, None)`` and the stored public move text;
no legal move, hand or talon ever appears in it.
"""

from __future__ import annotations

from typing import Any

import discord

from bot import i18n
from bot.present.controls import ControlId, button
from bot.present.texts import aborted_line, header_line, offer_key, offer_text, player, players, result_line
from bot.service import Match, draws_allowed, move_number
from engines.cards.macadam_cartes.views import TableView
from engines.views import View


def table_view(match: Match, seat: int | None = None) -> TableView:
    """``seat``'s view of the table (None: the public one; a seat: its :class:`HandView`)."""
    view = match.view(seat)
    if not isinstance(view, TableView):
        raise TypeError(f"{match.game.key} has no card table view")
    return view


def who(lang: str, view: View, seat: int) -> str:
    return i18n.colour(lang, view.seat_colours(), seat)


def card_words(lang: str, arg: str) -> dict[str, str]:
    """The parameters naming a move's argument (a card or a signal kind) in a sentence."""
    return {"card": i18n.word(lang, "card", arg), "the_card": i18n.word(lang, "the_card", arg),
            "kind": i18n.word(lang, "kind", arg)}


def last_action_text(match: Match, lang: str, view: TableView) -> str | None:
    """The stored public move in words ("Player 2 played Bicycle"); None when nothing was played.

    The text comes from the stored public notation (a discard has no card) and public facts of
    the view (the die's value, the token); a verb without its own message shows the notation.
    """
    last = match.row.last_move or {}
    notation, seat, number = last.get("notation"), last.get("seat"), move_number(last)
    if not isinstance(notation, str) or not isinstance(seat, int) or number is None:
        return None
    text = action_text(lang, view, "did", notation, who=who(lang, view, seat))
    if text is None:
        text = i18n.t(lang, "board.last_move", ply=number, notation=notation,
                      colour=who(lang, view, seat)).split(": ", 1)[-1]
    return i18n.t(lang, "table.last", ply=number, text=text)


def played_text(match: Match, notation: str, lang: str) -> str:
    """What a player is told of the action they just made: "You played the moped." (``notation``
    in full: a discard's card too, as this is private)."""
    return action_text(lang, table_view(match), "you", notation) or i18n.t(lang, "played", notation=notation)


def action_text(lang: str, view: TableView, kind: str, notation: str, **params: Any) -> str | None:
    """The action ``notation`` in words, from the message ``<kind>.<verb>`` ("did": someone's,
    "you": the player's own), the die's value and the token read from ``view`` (the table just
    after it); None for a verb without such a message."""
    verb, _, arg = notation.partition(" ")
    if arg:
        params.update(card_words(lang, arg))
    roll = view.last_roll
    if verb == "roll" and roll is not None:
        gain = roll.gain
        params["value"] = roll.value
        params["gain"] = i18n.t(lang, f"gain.{gain}" if f"gain.{gain}" in i18n.MESSAGES["en"] else "gain.none")
    params["token"] = view.token
    key = f"{kind}.{verb}"
    if key in i18n.MESSAGES[i18n.DEFAULT_LANG] and i18n.fields(i18n.MESSAGES["en"][key]) <= params.keys():
        return i18n.t(lang, key, **params)
    return None


def public_action_text(lang: str, view: View, seat: int, notation: str) -> str:
    """A move in words from its public ``notation`` alone ("Player 2 played Bicycle"): what the
    notation does not say (the die's value, the token's number) is left out."""
    verb, _, arg = notation.partition(" ")
    params: dict[str, Any] = {"who": who(lang, view, seat)}
    if arg:
        params.update(card_words(lang, arg))
    for key in (f"did.{verb}", f"replay.did.{verb}"):
        if key in i18n.MESSAGES[i18n.DEFAULT_LANG] and i18n.fields(i18n.MESSAGES["en"][key]) <= params.keys():
            return i18n.t(lang, key, **params)
    return i18n.t(lang, "replay.did.other", who=params["who"], notation=notation)


def coup_line(lang: str, view: TableView) -> str:
    """"Coup 3/16 · signal: cycle lane · to follow: Bicycle", from the public view's coup fields."""
    token = view.token
    line = ""
    if view.manches > 1:
        line += i18n.t(lang, "table.manche", manche=view.manche, manches=view.manches)
    line += i18n.t(lang, "table.coup", token=token, signals=len(view.signals))
    placed = next((s for s in view.signals if s.token == token), None)
    if placed is not None:
        line += i18n.t(lang, "table.coup_signal", kind=i18n.word(lang, "kind", placed.kind))
    if view.follow is not None:
        line += i18n.t(lang, "table.coup_follow", follow=i18n.word(lang, "follow", view.follow))
    if view.direction == "counterclockwise":
        line += i18n.t(lang, "table.counterclockwise")
    return line


def manche_over_line(match: Match, lang: str, view: TableView) -> str | None:
    """Right after a manche ended and the next one was dealt (its log holds only the deal): how
    the manche ended and its scores."""
    if not view.manche_results or any(entry.event != "deal" for entry in view.log):
        return None
    last = view.manche_results[-1]
    reason = f"reason.{last.reason}"
    return i18n.t(lang, "table.manche_over", manche=last.manche,
                  reason=i18n.t(lang, reason) if reason in i18n.MESSAGES[i18n.DEFAULT_LANG] else last.reason,
                  scores=i18n.counts_text(lang, [int(n) for n in last.scores], (), players(match, lang)))


def table_text(match: Match, lang: str) -> str:
    """The public text of a table: header and seats, the last action, the coup, who plays."""
    view = table_view(match)
    lines = [header_line(match, lang)]
    last = last_action_text(match, lang, view)
    if last:
        lines.append(last)
    if match.status == "finished":
        lines.append(i18n.t(lang, "board.result", result=result_line(match, lang)))
        return "\n".join(lines)
    if match.status == "aborted":
        lines.append(aborted_line(match, lang))
        return "\n".join(lines)
    manche_over = manche_over_line(match, lang, view)
    if manche_over:
        lines.append(manche_over)
    lines.append(coup_line(lang, view))
    seat = match.seat_to_move
    if seat is not None:
        offer = match.row.draw_offer_seat
        if offer is not None:
            lines.append(offer_text(match, lang, "board.draw_offer", colour=who(lang, view, offer)))
        key = "table.to_discard" if view.pending == "discard" else "table.to_act"
        lines.append(i18n.t(lang, key, user=player(match, seat, lang), colour=who(lang, view, seat)))
    return "\n".join(lines)


def table_controls(match: Match, lang: str) -> list[Any]:
    """Under a table: "My hand" for every player (each sees their own, privately), Resign, and
    Offer draw where offers exist (two seats). No legal move is ever listed publicly."""
    items: list[Any] = [
        button(ControlId("hand", match.id, match.version), i18n.t(lang, "button.hand"),
               style=discord.ButtonStyle.primary, row=0),
        button(ControlId("resign", match.id, match.version), i18n.t(lang, "button.resign"),
               style=discord.ButtonStyle.danger, row=1),
    ]
    if draws_allowed(match):
        items.append(button(ControlId("draw", match.id, match.version),
                            i18n.t(lang, offer_key(match, "button.draw")), row=1))
    return items
