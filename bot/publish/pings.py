"""How a player hears of a match's news: their /settings ping mode, a mention in the match's
thread (``mention``, the default), a direct message (``dm``) or nothing (``none``).

The turn reminder (``bot.publish.clocks``) and the end of a match (``bot.publish.publisher``:
the final board tells every player who did not end it) both go through here.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

import discord

from bot import i18n
from bot.languages import guild_lang
from bot.present.texts import aborted_line, result_line
from bot.runtime import Runtime
from bot.service import Match, ended_by

log = logging.getLogger(__name__)
PING_MODES = ("mention", "dm", "none")
OVER = ("finished", "aborted")


@dataclass(frozen=True)
class Pings:
    """Whom to mention in the thread, and whom to tell by direct message (with their own
    language, None: the server's)."""

    mention: list[int] = field(default_factory=list)
    dm: list[tuple[int, str | None]] = field(default_factory=list)


async def ping_mode(runtime: Runtime, user_id: int) -> tuple[str, str | None]:
    """``user_id``'s ping mode and their own language (None: they chose none)."""
    settings = await runtime.storage.settings.user(user_id)
    mode = settings.ping if settings.ping in PING_MODES else "mention"
    return mode, settings.language if settings.language in i18n.LANGS else None


async def pings_for(runtime: Runtime, users: list[int]) -> Pings:
    """Each of ``users`` sorted by their ping mode (``none``: left out)."""
    pings = Pings()
    for user in dict.fromkeys(users):
        mode, lang = await ping_mode(runtime, user)
        if mode == "mention":
            pings.mention.append(user)
        elif mode == "dm":
            pings.dm.append((user, lang))
    return pings


async def direct_message(runtime: Runtime, user_id: int, text: str) -> bool:
    """Send ``text`` to ``user_id`` privately; False when Discord refuses (DMs closed...)."""
    try:
        channel = await runtime.client.create_dm(discord.Object(user_id))
        await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException:
        return False
    return True


def mentions(users: list[int]) -> discord.AllowedMentions:
    """Allowed mentions pinging exactly ``users`` (no role, no everyone)."""
    return discord.AllowedMentions(users=[discord.Object(u) for u in users] or False, everyone=False, roles=False)


async def told_of_end(runtime: Runtime, match: Match) -> Pings:
    """Who hears that ``match`` is over, and how: every human at the table except whoever ended
    it (resigned, aborted, accepted the draw, played the last move); when nobody did (the clock
    ran out), every human. Nobody while the match goes on."""
    if match.status not in OVER:
        return Pings()
    by = ended_by(match)
    ender = match.seats[by] if by is not None and by not in match.computers else None
    humans = [uid for seat, uid in enumerate(match.seats) if seat not in match.computers and uid != ender]
    return await pings_for(runtime, humans)


async def tell_end_by_dm(runtime: Runtime, match: Match, pings: Pings, link: str) -> None:
    """The direct messages of a match's end (``told_of_end``), each in its reader's language;
    one Discord refuses becomes a mention in the thread instead."""
    if not pings.dm:
        return
    server = await guild_lang(runtime, match.row.guild_id)
    for user, own in pings.dm:
        if await direct_message(runtime, user, end_text(match, own or server, link)):
            continue
        log.warning("the end of match %s could not be sent by DM; mentioning in the thread", match.id)
        row = match.row
        channel = runtime.client.get_partial_messageable(row.board_channel_id, guild_id=row.guild_id)
        await channel.send(f"<@{user}> " + end_text(match, server, link), allowed_mentions=mentions([user]))


def end_text(match: Match, lang: str, link: str) -> str:
    """"🏁 Dames · match #12 is over. White wins by resignation. <link>"."""
    how = result_line(match, lang) if match.status == "finished" else aborted_line(match, lang)
    return i18n.t(lang, "over.told", game=i18n.game_name(lang, match.game.key), match_id=match.id, result=how,
                  link=link)
