"""The card table's public message: its text (the last action, the coup, who plays) and controls.

Everything here is built from ``player_view(state, None)`` and the stored public move text;
no legal move, hand or talon ever appears in it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord

from bot import i18n
from bot.publish.texts import aborted_line, colours_of, header_line, offer_key, offer_text, player, result_line
from bot.service import Match, draws_allowed
from bot.views.controls import ControlId, button


def who(lang: str, view: Mapping[str, Any], seat: int) -> str:
    return i18n.colour(lang, colours_of(view), seat)


def last_action_text(match: Match, lang: str, view: Mapping[str, Any]) -> str | None:
    """The stored public move in words ("Player 2 played Bicycle"); None when nothing was played.

    The text comes from the stored public notation (a discard has no card) and public facts of
    the view (the die's value, the token); a verb without its own message shows the notation.
    """
    last = match.record.last_move or {}
    notation, seat, ply = last.get("notation"), last.get("seat"), last.get("ply")
    if not isinstance(notation, str) or not isinstance(seat, int) or not isinstance(ply, int):
        return None
    verb, _, arg = notation.partition(" ")
    params: dict[str, Any] = {"who": who(lang, view, seat)}
    if arg:
        params["card"] = i18n.card_name(lang, arg)
        params["kind"] = i18n.kind_name(lang, arg)
    roll = view.get("last_roll")
    if verb == "roll" and isinstance(roll, dict):
        gain = roll.get("gain")
        params["value"] = roll.get("value")
        params["gain"] = i18n.t(lang, f"gain.{gain}" if f"gain.{gain}" in i18n.MESSAGES["en"] else "gain.none")
    if isinstance(view.get("token"), int):
        params["token"] = view["token"]
    key = f"did.{verb}"
    if key in i18n.MESSAGES[i18n.DEFAULT_LANG] and i18n.fields(i18n.MESSAGES["en"][key]) <= params.keys():
        text = i18n.t(lang, key, **params)
    else:
        text = i18n.t(lang, "board.last_move", ply=ply + 1, notation=notation,
                      colour=who(lang, view, seat)).split(": ", 1)[-1]
    return i18n.t(lang, "table.last", ply=ply + 1, text=text)


def coup_line(lang: str, view: Mapping[str, Any]) -> str | None:
    """"Coup 3/16 · signal: cycle lane · to follow: Bicycle", from the public view's coup fields."""
    token, signals = view.get("token"), view.get("signals")
    if not isinstance(token, int) or not isinstance(signals, list):
        return None
    line = ""
    if isinstance(view.get("manches"), int) and view["manches"] > 1:
        line += i18n.t(lang, "table.manche", manche=view.get("manche"), manches=view["manches"])
    line += i18n.t(lang, "table.coup", token=token, signals=len(signals))
    placed = next((s for s in signals if isinstance(s, dict) and s.get("token") == token), None)
    if placed is not None:
        line += i18n.t(lang, "table.coup_signal", kind=i18n.kind_name(lang, str(placed.get("kind"))))
    if isinstance(view.get("follow"), str):
        line += i18n.t(lang, "table.coup_follow", follow=i18n.follow_text(lang, view["follow"]))
    if view.get("direction") == "counterclockwise":
        line += i18n.t(lang, "table.counterclockwise")
    return line


def manche_over_line(lang: str, view: Mapping[str, Any]) -> str | None:
    """Right after a manche ended and the next one was dealt (its log holds only the deal): how
    the manche ended and its scores."""
    results, log = view.get("manche_results"), view.get("log")
    if not isinstance(results, list) or not results or not isinstance(log, list):
        return None
    if any(isinstance(entry, dict) and entry.get("event") != "deal" for entry in log):
        return None
    last = results[-1]
    reason = f"reason.{last.get('reason')}"
    return i18n.t(lang, "table.manche_over", manche=last.get("manche"),
                  reason=i18n.t(lang, reason) if reason in i18n.MESSAGES[i18n.DEFAULT_LANG] else last.get("reason"),
                  scores=i18n.counts_text(lang, [int(n) for n in last.get("scores") or []], colours_of(view)))


def table_text(match: Match, lang: str) -> str:
    """The public text of a table: header and seats, the last action, the coup, who plays."""
    view = match.view(None)
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
    manche_over = manche_over_line(lang, view)
    if manche_over:
        lines.append(manche_over)
    coup = coup_line(lang, view)
    if coup:
        lines.append(coup)
    seat = match.seat_to_move
    if seat is not None:
        offer = match.record.draw_offer_seat
        if offer is not None:
            lines.append(offer_text(match, lang, "board.draw_offer", colour=who(lang, view, offer)))
        key = "table.to_discard" if view.get("pending") == "discard" else "table.to_act"
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
