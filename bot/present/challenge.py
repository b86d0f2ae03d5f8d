"""A challenge's message: its text, Accept / Decline under it, and what it says once closed
(answered, expired: a table's lobby says it in its own words)."""

from __future__ import annotations

import discord

from bot import i18n
from bot.present.controls import ControlId, button, view_of
from bot.present.lobby import lobby_closed_text
from bot.service import Match


def challenge_text(match: Match, lang: str, challenger: int, opponent: int) -> str:
    options = match.row.options
    engine_options = options.get("engine", {})
    details = []
    if options.get("first") == "random":
        details.append(i18n.t(lang, "challenge_detail.random"))
    first_seat = match.game.to_move(match.state) or 0
    details.append(i18n.t(lang, "challenge_detail.first", user=f"<@{match.seats[first_seat]}>"))
    for name, value in engine_options.items():
        # Each option the players set, said in words (``challenge_detail.<option>``): a switch
        # when it is on, a number with its value, a position text as "from a set position".
        key = f"challenge_detail.{name}"
        if value is None or value is False or key not in i18n.MESSAGES[i18n.DEFAULT_LANG]:
            continue
        details.append(i18n.t(lang, key, n=value) if isinstance(value, int) and value is not True
                       else i18n.t(lang, key))
    expiry = match.row.challenge_expires_at
    return i18n.t(
        lang, "challenge", opponent=f"<@{opponent}>", challenger=f"<@{challenger}>",
        game=i18n.game_name(lang, match.game.key), details=" (" + ", ".join(details) + ")",
        expiry=f"<t:{int(expiry.timestamp())}:R>" if expiry else "-",
    )


def challenge_controls(match: Match, lang: str) -> discord.ui.View:
    return view_of(
        button(ControlId("accept", match.id, match.version), i18n.t(lang, "button.accept"),
               style=discord.ButtonStyle.success),
        button(ControlId("decline", match.id, match.version), i18n.t(lang, "button.decline"),
               style=discord.ButtonStyle.danger),
    )


def closed_text(match: Match, lang: str, key: str, challenger: int, opponent: int, where: str = "") -> str:
    return i18n.t(lang, key, challenger=f"<@{challenger}>", opponent=f"<@{opponent}>",
                  game=i18n.game_name(lang, match.game.key), where=where)



def expired_text(match: Match, lang: str, challenger: int, opponent: int) -> str:
    """What the message of an expired challenge (or table's lobby) says once closed."""
    if match.is_table:
        return lobby_closed_text(match, lang, "table.expired")
    return closed_text(match, lang, "challenge.expired", challenger, opponent)
