"""A table's lobby: Join, Leave and Start under the message /table posts.

Players sit in the order they join (the host at seat 0); the host's Leave closes the table;
Start (host only, once the game's minimum is seated) deals; the publisher, hearing the start,
opens a thread from the lobby message when the bot may, and posts the first table there. Lobby presses are not tied to the
message's version: joining and leaving are checked against the table as it is (under the
service's lock), so two players joining at once both sit down.
"""

from __future__ import annotations

import discord

from bot.languages import guild_lang
from bot.present.controls import GameControl
from bot.present.lobby import lobby_closed_text, lobby_controls, lobby_text
from bot.responses import in_time
from bot.runtime import runtime_of
from bot.handlers.challenge import answered, where_played
from bot.handlers.actions import action


async def _seating(interaction: discord.Interaction, control: GameControl, leave: bool) -> None:
    runtime, ids = runtime_of(interaction), control.control
    assert ids is not None
    change = runtime.service.leave_table if leave else runtime.service.join_table
    match = await answered(interaction, ids.match_id, change(ids.match_id, interaction.user.id))
    lang = await guild_lang(runtime, match.row.guild_id)
    if match.status == "declined":  # the host left: the table is closed
        await interaction.response.edit_message(content=lobby_closed_text(match, lang, "table.cancelled"),
                                                view=None, allowed_mentions=discord.AllowedMentions.none())
        return
    text = lobby_text(match, lang, await runtime.service.why_unrated(match))
    await interaction.response.edit_message(content=text, view=lobby_controls(match, lang),
                                            allowed_mentions=discord.AllowedMentions.none())


@action("join")
async def join(interaction: discord.Interaction, control: GameControl) -> None:
    await _seating(interaction, control, leave=False)


@action("leave")
async def leave(interaction: discord.Interaction, control: GameControl) -> None:
    await _seating(interaction, control, leave=True)


@action("start")
async def start(interaction: discord.Interaction, control: GameControl) -> None:
    """The host deals: the publisher opens the thread and posts the first table (it heard the
    start), then the lobby says where the game is played."""
    runtime, ids = runtime_of(interaction), control.control
    assert ids is not None
    match = await in_time(interaction, answered(interaction, ids.match_id,
                                                runtime.service.start_table(ids.match_id, interaction.user.id)))
    if not interaction.response.is_done():
        await interaction.response.defer()
    match = await runtime.service.get(match.id)  # with its thread, once the start was shown
    lang = await guild_lang(runtime, match.row.guild_id)
    await interaction.edit_original_response(content=lobby_closed_text(match, lang, "table.started",
                                                                       where_played(match)),
                                             view=None, allowed_mentions=discord.AllowedMentions.none())
