"""/puzzle (``/problème``): a puzzle of the server, privately, near the asker's puzzle rating, one
they never tried, from others' games first (issue 29). The moves are chosen in its menu
(``bot.handlers.puzzles``). No puzzle: a clear private answer."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.app import GameTableBot
from bot.handlers.puzzles import show
from bot.service.puzzles import Puzzles

PUZZLE_GAME_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str(i18n.game_name("en", key)), value=key) for key in Puzzles.games()
]


class PuzzleCommands(commands.Cog):
    """/puzzle."""

    def __init__(self, bot: GameTableBot) -> None:
        self.bot = bot

    @app_commands.command(name="puzzle", description="A puzzle from this server's games, for you alone, rated")
    @app_commands.describe(game="The game (default: any)")
    @app_commands.choices(game=PUZZLE_GAME_CHOICES)
    @app_commands.guild_only()
    async def puzzle(self, interaction: discord.Interaction, game: str | None = None) -> None:
        session = await self.bot.service.puzzles.next_for(interaction.guild_id, interaction.user.id, game)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await show(interaction, session, edit=False)


async def setup(bot: GameTableBot) -> None:
    await bot.add_cog(PuzzleCommands(bot))
