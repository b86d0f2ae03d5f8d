"""The ephemeral "here is the board": the floor's board text (``bot.present.boards``) with its
image, drawn by the service in the asker's language and seen from their side."""

from __future__ import annotations

from typing import Any

import discord

from bot import i18n
from bot.present.boards import board_text, png_file
from bot.present.texts import link_to
from bot.publish.captions import captions_for
from bot.runtime import Runtime
from bot.service import Match


async def board_reply(
    runtime: Runtime, match: Match, lang: str, text: str, user_id: int | None = None
) -> tuple[str, dict[str, Any]]:
    """An ephemeral "here is the current board": text, image and a link to the live board. The
    image is seen from ``user_id``'s side when they play in the match (their seat at the
    bottom), else as the public board is."""
    seat = match.seat_of(user_id) if user_id is not None else None
    png = await runtime.service.board_png(match, captions=await captions_for(runtime, match, lang), seat=seat)
    body = f"{text}\n\n{board_text(match, lang)}\n{i18n.t(lang, 'board.here', match_id=match.id, link=link_to(match))}"
    return body, {"file": png_file(png, match.id), "allowed_mentions": discord.AllowedMentions.none()}

