"""A player's private panel as message arguments (games whose presenter has ``private_panel``:
the card table's hand). It only ever goes into an ephemeral answer to that seat's own player."""

from __future__ import annotations

import io
from typing import Any

import discord

from bot.present.controls import view_of
from bot.present.games import presenter_for
from bot.publish.captions import captions_for
from bot.runtime import Runtime
from bot.service import Match


def has_panel(match: Match) -> bool:
    """The game gives each player a private panel (their own view)."""
    return presenter_for(match.game.key).private_panel


async def panel_reply(runtime: Runtime, match: Match, user_id: int, lang: str, *, page: int = 0,
                      note: str | None = None) -> tuple[str, dict[str, Any]]:
    """The panel of ``user_id``'s seat: its text, then ``view``, ``allowed_mentions`` and the
    seat's own image as ``file`` (when the game draws one)."""
    presenter = presenter_for(match.game.key)
    content, items = presenter.panel(match, user_id, lang, page, note)
    seat = match.seat_of(user_id)
    assert seat is not None
    png = await runtime.service.hand_png(match, seat, captions=await captions_for(runtime, match, lang))
    extra: dict[str, Any] = {"view": view_of(*items), "allowed_mentions": discord.AllowedMentions.none()}
    if png is not None:
        extra["file"] = discord.File(io.BytesIO(png), filename=presenter.panel_image_name(match))
    return content, extra

