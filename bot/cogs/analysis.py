"""/analyse (``/analyser``): a finished match reviewed by the computer (issue 29). The progress line
is the command's public answer, edited between slices of the search, then replaced by the
analysis: the chart, each player's accuracy and counts, the turning points with a board each. A
stored analysis answers at once. Refusals (a running match, the card game, the user's bound) are
private and come before anything is posted."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import GameTableBot
from bot.cogs.archive import any_match_autocomplete, guild_match
from bot.languages import guild_lang
from bot.present.analysis import progress_text
from bot.present.lessons import has_lessons, learn_view
from bot.publish.analysis import analysis_post


class Analysis(commands.Cog):
    """/analyse."""

    def __init__(self, bot: GameTableBot) -> None:
        self.bot = bot

    @app_commands.command(name="analyse",
                          description="Analyse a finished match: each player's accuracy, mistakes and the turning points")
    @app_commands.describe(match="The match number")
    @app_commands.autocomplete(match=any_match_autocomplete)
    @app_commands.guild_only()
    async def analyse(self, interaction: discord.Interaction, match: int) -> None:
        runtime, service = self.bot.runtime, self.bot.service
        found = await guild_match(interaction, match)
        lang = await guild_lang(runtime, found.row.guild_id)
        quiet = discord.AllowedMentions.none()

        async def progress(done: int, total: int) -> None:
            text = progress_text(lang, found.id, found.game.key, done, total)
            if interaction.response.is_done():
                await interaction.edit_original_response(content=text, allowed_mentions=quiet)
            else:
                await interaction.response.send_message(text, allowed_mentions=quiet)

        analysis = await service.analyse(found.id, interaction.user.id, interaction.guild_id, progress)
        if not interaction.response.is_done():  # read from storage: the drawing still takes a moment
            await interaction.response.defer(thinking=True)
        text, images = await analysis_post(runtime, analysis, lang)
        files = [discord.File(io.BytesIO(data), filename=name) for name, data in images]
        report = analysis.report
        # the analysis is public; the button gives each player their own lessons, privately
        view = learn_view(lang, found.id, report.level) if has_lessons(report, len(analysis.match.seats)) else None
        await interaction.edit_original_response(content=text, attachments=files, view=view, allowed_mentions=quiet)


async def setup(bot: GameTableBot) -> None:
    await bot.add_cog(Analysis(bot))
