"""/privacy (``/confidentialité``): what the bot keeps about the asker, privately, with a "Delete my
data" button (its presses: ``bot.handlers.privacy``). Works in direct messages too: the data is the
user's, not a server's."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameTableBot
from bot.languages import user_lang
from bot.present.privacy import summary, summary_view
from bot.responses import reply


class PrivacyCommands(commands.Cog):
    """/privacy."""

    def __init__(self, bot: GameTableBot) -> None:
        self.bot = bot

    @app_commands.command(name="privacy", description="What the bot keeps about you, and deleting it")
    async def privacy(self, interaction: discord.Interaction) -> None:
        lang = await user_lang(interaction)
        data = await self.bot.service.player_data(interaction.user.id)
        view = summary_view(data, lang, interaction.user.id)
        await reply(interaction, summary(data, lang), **({"view": view} if view is not None else {}))


async def setup(bot: GameTableBot) -> None:
    await bot.add_cog(PrivacyCommands(bot))
