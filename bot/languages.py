"""The language of what the bot says: a private answer in the user's, a public message in the
server's. Both read the settings through the runtime's storage."""

from __future__ import annotations

import discord

from bot import i18n
from bot.runtime import Runtime, runtime_of


async def user_lang(interaction: discord.Interaction) -> str:
    """The language of every private answer: the user's own setting, else their client's language
    when we speak it, else the server's (public messages follow the server: :func:`guild_lang`).
    The server's setting never overrides the member's client: it is only a default for the server."""
    runtime = runtime_of(interaction)
    storage = runtime.storage
    own = (await storage.settings.user(interaction.user.id)).language
    if own in i18n.LANGS:
        return own
    client = i18n.spoken(interaction.locale)
    if client is not None:
        return client
    return await guild_lang(runtime, interaction.guild_id, interaction.guild_locale)


async def guild_lang(runtime: Runtime, guild_id: int | None, locale: discord.Locale | str | None = None) -> str:
    """Language of public messages: the guild setting, else the guild's own locale."""
    if guild_id is not None:
        chosen = await runtime.storage.settings.guild_language(guild_id)
        if chosen in i18n.LANGS:
            return chosen
        guild = runtime.client.get_guild(guild_id)
        if locale is None and guild is not None:
            locale = guild.preferred_locale
    return i18n.lang_of(locale)
