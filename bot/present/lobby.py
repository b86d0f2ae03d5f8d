"""A table's lobby message: who sat down, the options chosen (in the game presenter's words),
and Join / Leave / Start under it; then the closed lobby that says what became of the table."""

from __future__ import annotations

import discord

from bot import i18n
from bot.present.controls import ControlId, button, view_of
from bot.present.games import presenter_for
from bot.present.texts import mention, player
from bot.service import Match


def lobby_text(match: Match, lang: str, unrated: str | None) -> str:
    """The lobby: who sat down, the options, the game's terms (e.g. hands revealed afterwards) and
    whether the table is rated (``unrated``: why not, from ``GameService.why_unrated``; a computer
    seat may change it before the deal)."""
    seated = ", ".join(
        f"{seat + 1}. " + (i18n.t(lang, "table.host", user=mention(uid, lang)) if uid == match.host else player(match, seat, lang))
        for seat, uid in enumerate(match.seats)
    )
    expiry = match.row.challenge_expires_at
    presenter = presenter_for(match.game.key)
    details = presenter.lobby_details(match, lang)
    text = i18n.t(lang, "table.lobby", game=i18n.game_name(lang, match.game.key), match_id=match.id,
                  host=mention(match.host, lang), min=match.game.seat_range[0], max=match.max_seats,
                  details=details, n=len(match.seats), players=seated,
                  expiry=f"<t:{int(expiry.timestamp())}:R>" if expiry else "-")
    rating = i18n.t(lang, "table.rated") if unrated is None else i18n.t(lang, "table.unrated", why=unrated)
    return "\n".join([text, *presenter.lobby_terms(match, lang), rating])


def lobby_controls(match: Match, lang: str) -> discord.ui.View:
    """Join, Leave, Start, Add computer; and Remove computer while a computer is seated."""
    buttons = [
        button(ControlId("join", match.id, match.version), i18n.t(lang, "button.join"),
               style=discord.ButtonStyle.success),
        button(ControlId("leave", match.id, match.version), i18n.t(lang, "button.leave")),
        button(ControlId("start", match.id, match.version), i18n.t(lang, "button.start"),
               style=discord.ButtonStyle.primary),
        button(ControlId("cpu", match.id, match.version), i18n.t(lang, "button.add_computer")),
    ]
    if match.computers:
        buttons.append(button(ControlId("cpu_out", match.id, match.version), i18n.t(lang, "button.remove_computer")))
    return view_of(*buttons)


def lobby_closed_text(match: Match, lang: str, key: str, where: str = "") -> str:
    return i18n.t(lang, key, game=i18n.game_name(lang, match.game.key), match_id=match.id,
                  host=mention(match.host, lang), players=", ".join(player(match, seat, lang) for seat in range(len(match.seats))),
                  where=where)
