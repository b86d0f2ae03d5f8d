"""The words drawn on a match's images (:class:`render.Captions`), in the match's language:
the players' display names with the floor's labels and banner (``bot.present.captions``).
Names come from the member cache, else one REST look-up, kept here so a board never waits on
Discord twice for the same player."""

from __future__ import annotations

import discord

from bot import i18n
from bot.present.captions import banner_text, ending_of, image_words
from bot.runtime import Runtime
from bot.service import Match
from bot.storage import is_deleted_player
from render import Captions

#: (guild or 0, user) -> display name, learnt from the cache or a look-up.
_NAMES: dict[tuple[int, int], str] = {}
_NAME_CACHE_LIMIT = 10_000


async def member_name(runtime: Runtime, guild_id: int | None, user_id: int, lang: str) -> str | None:
    """``user_id``'s display name in the guild (their global name outside one); "deleted player"
    in ``lang`` for a deleted player's marker (no Discord id: never looked up); None when Discord
    does not answer."""
    if is_deleted_player(user_id):
        return i18n.t(lang, "deleted-player")
    key = (guild_id or 0, user_id)
    guild = runtime.client.get_guild(guild_id) if guild_id else None
    member = guild.get_member(user_id) if guild is not None else None
    if member is not None:
        name = member.display_name
    elif key in _NAMES:
        return _NAMES[key]
    else:
        try:
            fetched: discord.abc.User = (
                await guild.fetch_member(user_id) if guild is not None
                else await runtime.client.fetch_user(user_id)
            )
        except discord.HTTPException:
            return None
        name = fetched.display_name
    if len(_NAMES) >= _NAME_CACHE_LIMIT:
        _NAMES.clear()
    _NAMES[key] = name
    return name


async def seat_names(runtime: Runtime, match: Match, lang: str, *, short: bool = False) -> tuple[str, ...]:
    """Each seat's name: a computer's "Computer, level 5" ("CPU 5" when ``short``: on images,
    where room is counted), a member's display name, else the seat's colour (what the board
    text calls it)."""
    colours = match.view(None).seat_colours()
    names = []
    for seat, user_id in enumerate(match.seats):
        level = match.computers.get(seat)
        if level is not None:
            names.append(i18n.t(lang, "computer.short" if short else "computer.player", level=level))
            continue
        name = await member_name(runtime, match.row.guild_id, user_id, lang)
        names.append(name or i18n.colour(lang, colours, seat, capital=True))
    return tuple(names)


async def captions_for(runtime: Runtime, match: Match, lang: str) -> Captions:
    """What ``match``'s images say, in ``lang``."""
    names = await seat_names(runtime, match, lang, short=True)
    ending, winners = ending_of(match)
    return Captions(names=names, banner=banner_text(match, lang, names), words=image_words(lang), ending=ending,
                    winners=winners)

