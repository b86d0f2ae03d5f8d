"""A board message's words and components: its text (the game presenter's, with the turn's
clock), the controls under it, the rematch button of a finished match, the draw offer's and the
takeback request's answers, and the image's file. Posting them is ``bot.publish``'s job.
"""

from __future__ import annotations

import io
from typing import Any

import discord

from bot import i18n
from bot.present.clocks import deadline_line
from bot.present.controls import ControlId, GameControl, button, view_of
from bot.present.games import presenter_for
from bot.present.menus import page_buttons as _page_buttons
from bot.present.texts import offer_key
from bot.service import Match


def board_text(match: Match, lang: str) -> str:
    """The public text of the match (its presenter's: board or table, from the public view
    only) with, while a clock runs, when the turn's time runs out."""
    return _with_clock(presenter_for(match.game.key).public_text(match, lang), match, lang)


def _with_clock(text: str, match: Match, lang: str) -> str:
    """The board's text and, while a clock runs, when the turn's time runs out (``<t:…:R>``)."""
    line = deadline_line(match, lang)
    if line is None:
        return text
    head, sep, rest = text.partition("\n")  # under the header: other lines keep their places
    return f"{head}\n{line}{sep}{rest}"


def page_buttons(match: Match, lang: str, action_name: str, page: int, pages: int, suffix: str = "") -> list[Any]:
    """"Previous" / "Next" buttons of a paged menu (custom id: ``<page>`` + ``suffix``)."""
    return _page_buttons(match, lang, action_name, page, pages, lambda p: f"{p}{suffix}")


def board_controls(match: Match, lang: str) -> discord.ui.View | None:
    """The controls under the live board while the match is active (its presenter's); on a
    finished match's board, its Rematch button until the rematch starts."""
    if match.status != "active":
        return view_of(rematch_button(match, lang)) if wants_rematch_button(match) else None
    return presenter_for(match.game.key).public_controls(match, lang)


def rematch_button(match: Match, lang: str) -> GameControl:
    return button(ControlId("rematch", match.id, match.version), i18n.t(lang, "button.rematch"),
                  style=discord.ButtonStyle.primary)


def wants_rematch_button(match: Match) -> bool:
    """A finished match whose rematch has not started, with a person to press it."""
    return (match.status == "finished" and match.row.rematch_id is None
            and len(match.computers) < len(match.seats))


def draw_offer_controls(match: Match, lang: str) -> discord.ui.View:
    """Accept / Decline under a public draw offer (``match``: at the offer's version)."""
    return view_of(
        button(ControlId("draw_yes", match.id, match.version), i18n.t(lang, offer_key(match, "button.accept_draw")),
               style=discord.ButtonStyle.success),
        button(ControlId("draw_no", match.id, match.version), i18n.t(lang, "button.decline_draw"),
               style=discord.ButtonStyle.danger),
    )


def takeback_controls(match: Match, lang: str) -> discord.ui.View:
    """Accept / Decline under a public takeback request."""
    return view_of(
        button(ControlId("tb_yes", match.id, match.version), i18n.t(lang, "button.takeback_yes"),
               style=discord.ButtonStyle.success),
        button(ControlId("tb_no", match.id, match.version), i18n.t(lang, "button.takeback_no"),
               style=discord.ButtonStyle.danger),
    )


def png_file(png: bytes, match_id: int, version: int | None = None) -> discord.File:
    """The board's image; a posted board's name also says its version, so the publisher can
    recognise it on Discord after a crash (``board_name``)."""
    return discord.File(io.BytesIO(png), filename=f"match-{match_id}.png" if version is None
                        else board_name(match_id, version))


def board_name(match_id: int, version: int) -> str:
    return f"match-{match_id}-{version}.png"
