"""Posting the puzzle of the day (issue 29): the public board, the question and a "Solve" button
that opens the private puzzle (``bot.handlers.puzzles``). It hears the service's daily puzzles
(``service.puzzles.subscribe_daily``), once each server's day was claimed in the database."""

from __future__ import annotations

import io
import logging

import discord

from bot.languages import guild_lang
from bot.present.captions import image_words
from bot.present.puzzles import daily_text, solve_view
from bot.runtime import Runtime
from bot.service import Session
from bot.storage.puzzles import PuzzleChannel
from render import Captions

log = logging.getLogger(__name__)
#: the public board of the puzzle of the day.
DAILY_BOARD_SIZE = 480


class DailyPuzzles:
    """Posts each puzzle of the day it hears in its server's channel."""

    def __init__(self, runtime: Runtime) -> None:
        self.runtime = runtime

    async def post(self, channel: PuzzleChannel, session: Session) -> None:
        runtime = self.runtime
        lang = await guild_lang(runtime, channel.guild_id)
        where = runtime.client.get_channel(channel.channel_id) or await runtime.client.fetch_channel(channel.channel_id)
        if not isinstance(where, discord.abc.Messageable):
            log.warning("the puzzle channel of server %s cannot take messages", channel.guild_id)
            return
        image = await runtime.service.position_png(session.game, session.state, size=DAILY_BOARD_SIZE,
                                                   captions=Captions(words=image_words(lang)))
        await where.send(daily_text(session, lang), view=solve_view(lang, session.row.id),
                         file=discord.File(io.BytesIO(image), filename=f"puzzle-{session.row.id}.png"),
                         allowed_mentions=discord.AllowedMentions.none())
