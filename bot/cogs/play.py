"""Playing commands: /move (with autocomplete), /board, /resign, /draw, /abort."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.app import GameTableBot
from bot.boards import board_reply
from bot.cogs.matching import MATCH_DESCRIPTION, find_match, match_autocomplete, resolve_match
from bot.responses import reply, user_lang
from bot.views.board import announce_draw_offer

AUTOCOMPLETE_LIMIT = 25


def _squash(text: str) -> str:
    return "".join(text.lower().split())


class Play(commands.Cog):
    """Moves and the other in-game actions, on the user's match here (or the one named)."""

    def __init__(self, bot: GameTableBot) -> None:
        self.bot = bot

    @app_commands.command(name="move", description="Play a move in your match")
    @app_commands.describe(text="Your move, e.g. 32-28 (the list shows the legal ones)", match=MATCH_DESCRIPTION)
    @app_commands.guild_only()
    async def move(self, interaction: discord.Interaction, text: app_commands.Range[str, 1, 100],
                   match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await resolve_match(interaction, match)
        played = await self.bot.service.play(found.id, interaction.user.id, text)
        await self.bot.publisher.publish(played.match)
        lang = await user_lang(interaction)
        await interaction.followup.send(i18n.t(lang, "played", notation=played.notation), ephemeral=True)

    @move.autocomplete("text")
    async def move_text(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        found = await find_match(interaction, getattr(interaction.namespace, "match", None))
        if found is None:
            return []
        typed = _squash(current)
        moves = [text for _move, text in found.legal_moves(interaction.user.id)]
        ranked = [m for m in moves if m.startswith(typed)] + [m for m in moves if typed in m and not m.startswith(typed)]
        return [app_commands.Choice(name=m, value=m) for m in ranked[:AUTOCOMPLETE_LIMIT]]

    @move.autocomplete("match")
    async def move_match(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await match_autocomplete(interaction, current)

    @app_commands.command(name="board", description="Show the current board of your match")
    @app_commands.describe(match=MATCH_DESCRIPTION)
    @app_commands.autocomplete(match=match_autocomplete)
    @app_commands.guild_only()
    async def board(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await resolve_match(interaction, match)
        lang = await user_lang(interaction)
        text, extra = await board_reply(self.bot, found, lang, "")
        await interaction.followup.send(text.strip(), ephemeral=True, **extra)

    @app_commands.command(name="resign", description="Resign your match")
    @app_commands.describe(match=MATCH_DESCRIPTION)
    @app_commands.autocomplete(match=match_autocomplete)
    @app_commands.guild_only()
    async def resign(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await resolve_match(interaction, match)
        done = await self.bot.service.resign(found.id, interaction.user.id)
        await self.bot.publisher.publish(done)
        await reply(interaction, i18n.t(await user_lang(interaction), "resigned"))

    @app_commands.command(name="draw", description="Offer a draw, or accept your opponent's offer")
    @app_commands.describe(match=MATCH_DESCRIPTION)
    @app_commands.autocomplete(match=match_autocomplete)
    @app_commands.guild_only()
    async def draw(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await resolve_match(interaction, match)
        after = await self.bot.service.offer_draw(found.id, interaction.user.id)
        await announce_draw_offer(self.bot, after)
        lang = await user_lang(interaction)
        if after.status == "finished":
            text = i18n.result_text(lang, after.record.result, after.view(None).get("colours", []))
        else:
            text = i18n.t(lang, "draw_offered_ack")
        await reply(interaction, text)

    @app_commands.command(name="abort", description="Abort your match (only before both players have moved)")
    @app_commands.describe(match=MATCH_DESCRIPTION)
    @app_commands.autocomplete(match=match_autocomplete)
    @app_commands.guild_only()
    async def abort(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await resolve_match(interaction, match)
        done = await self.bot.service.abort(found.id, interaction.user.id)
        await self.bot.publisher.publish(done)
        await reply(interaction, i18n.t(await user_lang(interaction), "aborted"))


async def setup(bot: GameTableBot) -> None:
    await bot.add_cog(Play(bot))
