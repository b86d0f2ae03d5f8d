"""Playing commands: /move (with autocomplete), /board, /resign, /draw, /abort."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import engines
from engines.base import BoardMove
from bot import i18n
from bot.app import GameTableBot
from bot.cogs.matching import MATCH_DESCRIPTION, find_match, match_autocomplete, resolve_match
from bot.errors import MoveRejected, UserError
from bot.kinds import shown_status
from bot.languages import user_lang
from bot.present.games import presenter_for
from bot.present.menus import stepwise
from bot.publish.boards import board_reply
from bot.publish.panels import has_panel, panel_reply
from bot.responses import reply
from bot.service import Match
from bot.handlers.board import draw_ack

AUTOCOMPLETE_LIMIT = 25


def _squash(text: str) -> str:
    return "".join(text.lower().split())


def move_choices(match: Match, user_id: int, current: str) -> list[tuple[str, str]]:
    """(name, value) of the legal moves matching what is typed, best first, at most 25.

    A move is found by its notation or by its start and end (``c5-g5`` finds the chain
    ``c5-e7-g5``, shown with its representative path). Where the engine guides a move cell by
    cell (``next_steps``), a partial path (``c5-e7-``) is extended by each cell that may follow.
    """
    typed = _squash(current)
    found = match.legal_moves(user_id)
    if not found:
        return []
    entries: list[tuple[str, str, str]] = []  # (notation, start-end, shown name)
    for move, text in found:
        path = [str(cell) for cell in move.path] if isinstance(move, BoardMove) else []
        ends = f"{path[0]}-{path[-1]}" if len(path) > 2 else text
        name = f"{text} ({path[0]} → {path[-1]})" if len(path) > 2 else text
        entries.append((text, ends, name[:100]))
    ranked: list[tuple[str, str]] = []
    ranked += _continuations(match, typed)
    ranked += [(name, text) for text, ends, name in entries if text.startswith(typed) or ends.startswith(typed)]
    ranked += [(name, text) for text, ends, name in entries if typed in text or typed in ends]
    unique: dict[str, str] = {}
    for name, value in ranked:
        unique.setdefault(value, name)
    return [(name, value) for value, name in unique.items()][:AUTOCOMPLETE_LIMIT]


def _continuations(match: Match, typed: str) -> list[tuple[str, str]]:
    """``c5-e7-`` or ``c5-e7-e``: the paths one cell longer that the engine allows, as typed so far."""
    if not stepwise(match) or "-" not in typed:
        return []
    *cells, fragment = typed.split("-")
    try:
        steps = match.game.next_steps(match.state, cells)
    except (engines.MoveError, ValueError):
        return []
    found = []
    for cell, _may_end in steps.items():
        if cell.startswith(fragment):
            path = "-".join([*cells, cell])
            found.append((path[:100], path[:100]))
    return found


class Play(commands.Cog):
    """Moves and the other in-game actions, on the user's match here (or the one named)."""

    def __init__(self, bot: GameTableBot) -> None:
        self.bot = bot

    @app_commands.command(name="move", description="Play a move in your match")
    @app_commands.describe(text="Your move, e.g. 32-28 (Dames), c3-c4 (8x8 boards), roll (cards); the list shows the legal ones", match=MATCH_DESCRIPTION)
    @app_commands.guild_only()
    async def move(self, interaction: discord.Interaction, text: app_commands.Range[str, 1, 100],
                   match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await resolve_match(interaction, match)
        try:
            played = await self.bot.service.play(found.id, interaction.user.id, text)
        except MoveRejected as rejected:
            if not rejected.unread or match is not None or interaction.channel_id == found.row.board_channel_id:
                raise
            # Read in the notation of the match found here, away from its board: say which, in case it was
            # not the one meant.
            lang = await user_lang(interaction)
            raise UserError("move_read_for", match_id=found.id, game=i18n.game_name(lang, found.game.key),
                            error=i18n.explain(lang, rejected.key, rejected.params, game=rejected.game)) from None
        lang = await user_lang(interaction)
        ack = presenter_for(played.match.game.key).played_text(played.match, played.notation, lang)
        if has_panel(played.match):
            # The player's own panel, and their next actions if the turn goes on: private, like the move.
            content, extra = await panel_reply(self.bot.runtime, played.match, interaction.user.id, lang, note=ack)
            await interaction.followup.send(content, ephemeral=True, **extra)
            return
        await interaction.followup.send(ack, ephemeral=True)

    @move.autocomplete("text")
    async def move_text(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        found = await find_match(interaction, getattr(interaction.namespace, "match", None))
        if found is None:
            return []
        return [app_commands.Choice(name=name, value=value)
                for name, value in move_choices(found, interaction.user.id, current)]

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
        if found.state is None:  # a table not dealt yet: no board
            raise UserError("match_not_active", status=shown_status(found))
        lang = await user_lang(interaction)
        text, extra = await board_reply(self.bot.runtime, found, lang, "", interaction.user.id)
        await interaction.followup.send(text.strip(), ephemeral=True, **extra)

    @app_commands.command(name="resign", description="Resign your match")
    @app_commands.describe(match=MATCH_DESCRIPTION)
    @app_commands.autocomplete(match=match_autocomplete)
    @app_commands.guild_only()
    async def resign(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await resolve_match(interaction, match)
        await self.bot.service.resign(found.id, interaction.user.id)
        await reply(interaction, i18n.t(await user_lang(interaction), "resigned"))

    @app_commands.command(name="draw", description="Offer a draw, or accept your opponent's offer")
    @app_commands.describe(match=MATCH_DESCRIPTION)
    @app_commands.autocomplete(match=match_autocomplete)
    @app_commands.guild_only()
    async def draw(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await resolve_match(interaction, match)
        await self.bot.service.offer_draw(found.id, interaction.user.id)
        after = await self.bot.service.get(found.id)  # the computer may have answered already
        await reply(interaction, draw_ack(after, await user_lang(interaction)))

    @app_commands.command(name="takeback", description="Ask to take back your last move (before the reply)")
    @app_commands.describe(match=MATCH_DESCRIPTION)
    @app_commands.autocomplete(match=match_autocomplete)
    @app_commands.guild_only()
    async def takeback(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await resolve_match(interaction, match)
        after = await self.bot.service.ask_takeback(found.id, interaction.user.id)
        key = "takeback.asked_ack" if after.row.takeback_seat is not None else "takeback.done_computer"
        await reply(interaction, i18n.t(await user_lang(interaction), key))

    @app_commands.command(name="abort", description="Abort your match (only before both players have moved)")
    @app_commands.describe(match=MATCH_DESCRIPTION)
    @app_commands.autocomplete(match=match_autocomplete)
    @app_commands.guild_only()
    async def abort(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await resolve_match(interaction, match)
        await self.bot.service.abort(found.id, interaction.user.id)
        await reply(interaction, i18n.t(await user_lang(interaction), "aborted"))


async def setup(bot: GameTableBot) -> None:
    await bot.add_cog(Play(bot))
