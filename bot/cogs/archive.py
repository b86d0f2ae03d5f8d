"""/export: a match's record as a file (PDN for the draughts games, the same header and the
``/move`` notation for the other board games, the public record of a card table); /replay: the
match as an animated image. Both are bounded per user and per process (``bot.service.limits``):
the excess is refused privately before anything is deferred or drawn."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.app import GameTableBot
from bot.errors import UnknownMatch
from bot.languages import guild_lang, user_lang
from bot.present.games import presenter_for
from bot.publish.captions import captions_for
from bot.publish.game_files import record_file
from bot.responses import reply
from bot.runtime import runtime_of
from bot.service import Match

RECENT_CHOICES = 25


async def any_match_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
    """The user's matches in this server, open and finished, latest first: "#12 Dames"."""
    service = runtime_of(interaction).service
    lang = await user_lang(interaction)
    mine = await service.matches_for_user(interaction.user.id, interaction.guild_id,
                                          statuses=("active", "finished"), limit=RECENT_CHOICES)
    names = [(m.id, f"#{m.id} {i18n.game_name(lang, m.game.key)}") for m in mine]
    wanted = current.strip().lstrip("#").lower()
    return [app_commands.Choice(name=name[:100], value=match_id) for match_id, name in names if wanted in name.lower()]


async def guild_match(interaction: discord.Interaction, match_id: int) -> Match:
    """Match ``match_id`` if it was played in this server (and has begun), else UnknownMatch."""
    match = await runtime_of(interaction).service.get(match_id)
    if match.row.guild_id != interaction.guild_id or match.state is None:
        raise UnknownMatch(match_id)
    return match


class Archive(commands.Cog):
    """A match's whole game, as a record file (/export) or an animation (/replay)."""

    def __init__(self, bot: GameTableBot) -> None:
        self.bot = bot

    @app_commands.command(name="export", description="Download a match's record (PDN for the draughts games)")
    @app_commands.describe(match="The match number",
                           analysed="With the match's analysis: evaluations, mistakes marked, better moves (run /analyse first)")
    @app_commands.autocomplete(match=any_match_autocomplete)
    @app_commands.guild_only()
    async def export(self, interaction: discord.Interaction, match: int, analysed: bool = False) -> None:
        lang = await user_lang(interaction)
        found = await guild_match(interaction, match)
        # none stored yet, or the card game: refused, privately, before anything is deferred
        analysis = await self.bot.service.analyses.stored(found) if analysed else None
        with self.bot.service.export_slot(interaction.user.id):  # past the bounds: refused, privately
            await interaction.response.defer(ephemeral=True, thinking=True)
            extension, text = await record_file(self.bot.runtime, found, analysis)
        name = f"match-{found.id}-analysed" if analysed else f"match-{found.id}"
        file = discord.File(io.BytesIO(text.encode("utf-8")), filename=f"{name}.{extension}")
        key = "export.ready_analysed" if analysed else "export.ready"
        await reply(interaction, i18n.t(lang, key, match_id=found.id, game=i18n.game_name(lang, found.game.key)),
                    file=file)

    @app_commands.command(name="replay", description="Watch a match again as an animated image")
    @app_commands.describe(match="The match number")
    @app_commands.autocomplete(match=any_match_autocomplete)
    @app_commands.guild_only()
    async def replay(self, interaction: discord.Interaction, match: int) -> None:
        found = await guild_match(interaction, match)
        service = self.bot.service
        with service.export_slot(interaction.user.id):  # past the bounds: refused, privately
            await interaction.response.defer(thinking=True)
            lang = await guild_lang(self.bot.runtime, found.row.guild_id)
            bands = presenter_for(found.game.key).replay_bands(found, lang, await service.public_moves(found))
            replay = await service.replay_gif(found, await captions_for(self.bot.runtime, found, lang), bands)
        key = "replay.every_move" if replay.step == 1 else "replay.every_n"
        text = i18n.t(lang, key, match_id=found.id, game=i18n.game_name(lang, found.game.key), n=replay.plies,
                      step=replay.step)
        file = discord.File(io.BytesIO(replay.data), filename=f"match-{found.id}.gif")
        await interaction.followup.send(text, file=file, allowed_mentions=discord.AllowedMentions.none())


async def setup(bot: GameTableBot) -> None:
    await bot.add_cog(Archive(bot))
