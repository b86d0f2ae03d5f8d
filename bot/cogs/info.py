"""/rules: the rules of a game in our own words, from ``data/rules/<game>.<lang>.md``, paged."""

from __future__ import annotations

from collections.abc import Iterable

from importlib import resources

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.app import GameTableBot
from bot.cogs.lobby import ALL_GAME_CHOICES
from bot.responses import reply, user_lang

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
        parts = pages(text.strip())
        title = i18n.t(lang, "rules.title", game=i18n.game_name(lang, game))
        for number, part in enumerate(parts, start=1):
            embed = discord.Embed(title=title, description=part)
            if len(parts) > 1:
                embed.set_footer(text=i18n.t(lang, "rules.page", page=number, pages=len(parts)))
            await reply(interaction, embed=embed)


async def setup(bot: GameTableBot) -> None:
    await bot.add_cog(Info(bot))
