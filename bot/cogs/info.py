"""/rules: the rules of a game in our own words, from ``data/rules/<game>.<lang>.md``, paged."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from importlib import resources

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.app import GameTableBot
from bot.cogs.lobby import ALL_GAME_CHOICES
from bot.errors import UserError
from bot.languages import user_lang
from bot.present.clocks import days_text
from bot.responses import reply
from bot.service import DAILY_HOUR
from bot.storage.puzzles import PuzzleChannel

#: Embed descriptions hold 4096 characters and a message 6000 in all: one page per message.
PAGE_LIMIT = 3900
LANGUAGE_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str("English"), value="en"),
    app_commands.Choice(name=app_commands.locale_str("French"), value="fr"),
]


def rules_text(game: str, lang: str) -> str | None:
    """The rules file's text, or None when it does not exist."""
    entry = resources.files("data").joinpath("rules", f"{game}.{lang}.md")
    try:
        return entry.read_text(encoding="utf-8")
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None


def heading_and_body(text: str) -> tuple[str | None, str]:
    """A rules file's ``# heading`` (the embed's title: it names the game and says what it is)
    and the text after it; (None, text) without one."""
    first, _, rest = text.strip().partition("\n")
    if first.startswith("# "):
        return first[2:].strip(), rest.strip()
    return None, text.strip()


def pages(text: str, limit: int = PAGE_LIMIT) -> list[str]:
    """Split at paragraph (then line, then hard) boundaries into pieces of at most ``limit``."""
    pieces = (piece for block in text.split("\n\n") for piece in _cut(block, limit))
    return _pack(pieces, "\n\n", limit) or [""]


def _cut(block: str, limit: int) -> list[str]:
    """A paragraph as pieces of at most ``limit``, cut at line ends, long lines cut hard."""
    if len(block) <= limit:
        return [block]
    chunks = (line[start : start + limit] for line in block.split("\n") for start in range(0, max(len(line), 1), limit))
    return _pack(chunks, "\n", limit)


def _pack(parts: Iterable[str], separator: str, limit: int) -> list[str]:
    """Join consecutive ``parts`` with ``separator`` into the fewest pieces of at most ``limit``."""
    out: list[str] = []
    current = ""
    for part in parts:
        joined = f"{current}{separator}{part}" if current else part
        if len(joined) <= limit:
            current = joined
        else:
            if current:
                out.append(current)
            current = part
    if current:
        out.append(current)
    return out


class Info(commands.Cog):
    def __init__(self, bot: GameTableBot) -> None:
        self.bot = bot

    @app_commands.command(name="rules", description="Read the rules of a game")
    @app_commands.describe(game="The game to play", language="Language of the rules")
    @app_commands.choices(game=ALL_GAME_CHOICES, language=LANGUAGE_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str, language: str | None = None) -> None:
        lang = language if language in i18n.LANGS else await user_lang(interaction)
        text = rules_text(game, lang)
        if text is None:
            await reply(interaction, i18n.t(lang, "rules.missing", game=i18n.game_name(lang, game)))
            return
        heading, body = heading_and_body(text)
        parts = pages(body)
        title = i18n.t(lang, "rules.title", game=heading or i18n.game_name(lang, game))
        for number, part in enumerate(parts, start=1):
            embed = discord.Embed(title=title, description=part)
            if len(parts) > 1:
                embed.set_footer(text=i18n.t(lang, "rules.page", page=number, pages=len(parts)))
            await reply(interaction, embed=embed)


PING_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str("Mention in the thread"), value="mention"),
    app_commands.Choice(name=app_commands.locale_str("Direct message"), value="dm"),
    app_commands.Choice(name=app_commands.locale_str("None"), value="none"),
]
SERVER_DAYS_CHOICES = [
    *(app_commands.Choice(name=app_commands.locale_str(f"{n} days" if n > 1 else "1 day"), value=n)
      for n in (1, 2, 3, 7, 14)),
    app_commands.Choice(name=app_commands.locale_str("Unlimited"), value=0),
]


def puzzle_line(lang: str, channel: PuzzleChannel | None) -> str:
    """Where the puzzle of the day is posted, if anywhere."""
    if channel is None:
        return i18n.t(lang, "puzzle.channel_none")
    return i18n.t(lang, "puzzle.channel", channel=f"<#{channel.channel_id}>", hour=DAILY_HOUR)


def language_name(lang: str, code: str | None) -> str | None:
    """The language ``code`` by its name in ``lang`` ("French", "français"); None when unset."""
    return i18n.t(lang, "settings.language", code=code) if code else None


class Settings(commands.Cog):
    """/settings: the user's pings and language; the server's language and time control."""

    def __init__(self, bot: GameTableBot) -> None:
        self.bot = bot

    @app_commands.command(name="settings", description="Your reminders and language; the server's defaults")
    @app_commands.describe(
        ping="How you are reminded that it is your turn",
        language="Your language",
        server_language="Server default language (Manage Server permission)",
        server_days="Server default time control (Manage Server permission)",
        server_computer_rated="Matches against the computer count for ratings (Manage Server permission)",
        server_tournament_role=("The role whose members manage tournaments, besides Manage Server "
                                "(Manage Server permission)"),
        clear_tournament_role="Clear the tournament-manager role (Manage Server permission)",
        server_puzzle_channel="The channel of the puzzle of the day, posted at 12:00 UTC (Manage Server permission)",
        clear_puzzle_channel="No puzzle of the day any more (Manage Server permission)",
    )
    @app_commands.choices(ping=PING_CHOICES, language=LANGUAGE_CHOICES, server_language=LANGUAGE_CHOICES)
    @app_commands.choices(server_days=SERVER_DAYS_CHOICES)
    @app_commands.guild_only()
    async def settings(self, interaction: discord.Interaction, ping: str | None = None,
                       language: str | None = None, server_language: str | None = None,
                       server_days: int | None = None, server_computer_rated: bool | None = None,
                       server_tournament_role: discord.Role | None = None,
                       clear_tournament_role: bool | None = None,
                       server_puzzle_channel: discord.TextChannel | None = None,
                       clear_puzzle_channel: bool | None = None) -> None:
        storage = self.bot.storage
        assert interaction.guild_id is not None
        server = (server_language, server_days, server_computer_rated, server_tournament_role, clear_tournament_role,
                  server_puzzle_channel, clear_puzzle_channel)
        if any(value is not None for value in server):
            perms = getattr(interaction.user, "guild_permissions", None)
            if perms is None or not perms.manage_guild:
                raise UserError("settings.manage_guild")
            changes: dict[str, Any] = {}
            if server_language is not None:
                changes["language"] = server_language
            if server_days is not None:
                changes["default_unlimited"] = server_days == 0
                if server_days:
                    changes["default_days"] = server_days
            if server_computer_rated is not None:
                changes["rate_computer"] = server_computer_rated
            if clear_tournament_role:
                changes["tournament_role"] = None
            elif server_tournament_role is not None:
                changes["tournament_role"] = server_tournament_role.id
            await storage.settings.set_guild(interaction.guild_id, **changes)
            if clear_puzzle_channel:
                await self.bot.service.puzzles.set_channel(interaction.guild_id, None)
            elif server_puzzle_channel is not None:
                await self.bot.service.puzzles.set_channel(interaction.guild_id, server_puzzle_channel.id)
        if ping is not None or language is not None:
            mine: dict[str, Any] = {}
            if ping is not None:
                mine["ping"] = ping
            if language is not None:
                mine["language"] = language
            await storage.settings.set_user(interaction.user.id, **mine)
        lang = await user_lang(interaction)
        user = await storage.settings.user(interaction.user.id)
        guild = await storage.settings.guild(interaction.guild_id)
        default = i18n.t(lang, "settings.default")
        days = None if guild.default_unlimited else (guild.default_days or self.bot.service.default_days)
        lines = [
            i18n.t(lang, "settings.user", ping=i18n.t(lang, f"settings.ping.{user.ping or 'mention'}"),
                   language=language_name(lang, user.language) or default),
            i18n.t(lang, "settings.guild", language=language_name(lang, guild.language) or default,
                   days=days_text(lang, days)),
            i18n.t(lang, "settings.computer_rated" if guild.rate_computer else "settings.computer_unrated"),
            (i18n.t(lang, "settings.tournament_role", role=f"<@&{guild.tournament_role}>")
             if guild.tournament_role is not None else i18n.t(lang, "settings.tournament_role_none")),
            puzzle_line(lang, await storage.puzzles.channel(interaction.guild_id)),
        ]
        changed = any(v is not None for v in (ping, language, *server))
        if changed:
            lines.insert(0, i18n.t(lang, "settings.saved"))
        await reply(interaction, "\n".join(lines), allowed_mentions=discord.AllowedMentions.none())


async def setup(bot: GameTableBot) -> None:
    await bot.add_cog(Info(bot))
    await bot.add_cog(Settings(bot))
