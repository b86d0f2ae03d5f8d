"""Turn clocks on Discord: the messages of the scheduler's events (the reminder at 75% of the
turn, the loss on time, a card seat played by default, an unanswered challenge or lobby that
expired: its buttons are taken away). Their words are the floor's (``bot.present.clocks``).

Public messages go to the match's thread (or channel) in the guild's language and mention only
the players they name; a reminder goes by direct message instead, in the player's language, when
that player chose ``dm`` in /settings, and nowhere when they chose ``none``.
"""

from __future__ import annotations

import logging

import discord

from bot import i18n
from bot.languages import guild_lang
from bot.present.challenge import expired_text
from bot.present.clocks import board_url, relative
from bot.present.texts import result_line
from bot.publish.pings import direct_message, mentions, ping_mode
from bot.runtime import Runtime
from bot.service import ClockEvent, Match

log = logging.getLogger(__name__)


class ClockNotifier:
    """Posts what the scheduler did (``TurnScheduler(notify=ClockNotifier(runtime))``)."""

    def __init__(self, runtime: Runtime) -> None:
        self.runtime = runtime

    def _channel(self, match: Match) -> discord.PartialMessageable:
        row = match.row
        return self.runtime.client.get_partial_messageable(row.board_channel_id, guild_id=row.guild_id)

    async def __call__(self, event: ClockEvent) -> None:
        if event.kind == "reminder":
            await self.reminder(event)
        elif event.kind == "timeout":
            await self.timeout(event)
        elif event.kind == "expired":
            await close_expired(self.runtime, event.match)
        else:
            await self.default(event)

    async def reminder(self, event: ClockEvent) -> None:
        match, user = event.match, event.user_id
        mode, own = await ping_mode(self.runtime, user)
        if mode == "none":
            return
        deadline = match.row.turn_deadline
        when = relative(deadline) if deadline is not None else "?"
        server = await guild_lang(self.runtime, match.row.guild_id)

        def text(lang: str) -> str:
            return i18n.t(lang, "clock.reminder", user=f"<@{user}>", game=i18n.game_name(lang, match.game.key),
                          match_id=match.id, when=when, link=board_url(match))

        if mode == "dm":
            if await direct_message(self.runtime, user, text(own or server)):
                return
            log.warning("reminder DM for match %s failed; mentioning in the thread", match.id)
        await self._channel(match).send(text(server), allowed_mentions=mentions([user]))

    async def timeout(self, event: ClockEvent) -> None:
        match = event.match  # its final board is up: the publisher heard the timeout
        lang = await guild_lang(self.runtime, match.row.guild_id)
        result = result_line(match, lang)
        players = " ".join(f"<@{uid}>" for uid in dict.fromkeys(match.seats))
        text = i18n.t(lang, "clock.timeout", game=i18n.game_name(lang, match.game.key), match_id=match.id,
                      loser=f"<@{event.user_id}>", result=result, players=players)
        # the final board already told each player as their ping setting says
        await self._channel(match).send(text, allowed_mentions=discord.AllowedMentions.none())

    async def default(self, event: ClockEvent) -> None:
        match = event.match
        lang = await guild_lang(self.runtime, match.row.guild_id)
        text = i18n.t(lang, "clock.default", game=i18n.game_name(lang, match.game.key), match_id=match.id,
                      user=f"<@{event.user_id}>", moves=", ".join(f"`{m}`" for m in event.moves))
        if event.auto:
            text += "\n" + i18n.t(lang, "clock.auto", user=f"<@{event.user_id}>")
        # the new board (it pings whoever acts next) is up already: the publisher heard the timeout
        await self._channel(match).send(text, allowed_mentions=discord.AllowedMentions.none())


async def close_expired(runtime: Runtime, match: Match) -> None:
    """Edit the message of a challenge (or a table's lobby) the sweeper expired."""
    message_id = match.row.challenge_message_id
    if message_id is None:
        return
    text = expired_text(match, await guild_lang(runtime, match.row.guild_id),
                        runtime.service.challenger_of(match), runtime.service.opponent_of(match))
    channel = runtime.client.get_partial_messageable(match.row.channel_id, guild_id=match.row.guild_id)
    try:
        await channel.get_partial_message(message_id).edit(content=text, view=None,
                                                           allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException:
        log.warning("could not close the expired challenge %s", match.id, exc_info=True)
