"""Step-by-step entry of a move (engines with ``next_steps``): first cell, next cells, Stop here.

``step``: a cell picked in a menu (on the board or in a private picker); the move is played at
once when nothing can follow, else the picker shows the next cells. ``path``: show the picker of
a path (Back, Previous / Next, "More cells" on the board). ``stop``: play the path as it is.
``cancel``: close the picker. Every id carries the match, its version and the path (see
``bot.present.menus``), so a picker left open over a restart still works; a stale one finds the board
changed.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot import i18n
from bot.errors import BadComponent
from bot.languages import user_lang
from bot.present.controls import ControlId, GameControl, view_of
from bot.present.menus import codec_of, may_end, next_steps, read_path_arg, step_picker
from bot.runtime import runtime_of
from bot.handlers.board import control_ids, my_turn, show_picker
from bot.handlers.actions import action


async def _play(interaction: discord.Interaction, ids: ControlId, path: Sequence[str]) -> None:
    """Play the path at the control's version; the player is told privately."""
    runtime = runtime_of(interaction)
    private = interaction.message is not None and interaction.message.flags.ephemeral
    if private:
        await interaction.response.defer()  # the picker itself becomes the acknowledgement
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)  # a click on the public board
    played = await runtime.service.play(ids.match_id, interaction.user.id, "-".join(path), expected_version=ids.version)
    text = i18n.t(await user_lang(interaction), "played", notation=played.notation)
    if private:
        await interaction.edit_original_response(content=text, view=None)
    else:
        await interaction.followup.send(text, ephemeral=True)


@action("step")
async def pick_step(interaction: discord.Interaction, control: GameControl) -> None:
    ids = control_ids(control)
    match = await my_turn(interaction, ids)
    _page, path = read_path_arg(match, ids.arg)
    values = control.values
    steps = next_steps(match, path)
    if len(values) != 1 or values[0] not in steps:
        raise BadComponent()
    path = [*path, values[0]]
    if not next_steps(match, path):
        if not steps[values[0]]:
            raise BadComponent()  # nothing follows, yet the move may not end here: not from us
        await _play(interaction, ids, path)
        return
    lang = await user_lang(interaction)
    content, items = step_picker(match, lang, path, 0)
    await show_picker(interaction, content, view_of(*items))


@action("path")
async def show_path(interaction: discord.Interaction, control: GameControl) -> None:
    ids = control_ids(control)
    match = await my_turn(interaction, ids)
    page, path = read_path_arg(match, ids.arg)
    lang = await user_lang(interaction)
    content, items = step_picker(match, lang, path, page)
    await show_picker(interaction, content, view_of(*items))


@action("stop")
async def stop_here(interaction: discord.Interaction, control: GameControl) -> None:
    ids = control_ids(control)
    match = await my_turn(interaction, ids)
    path = codec_of(match).decode(ids.arg or "")
    if not may_end(match, path):
        raise BadComponent()
    await _play(interaction, ids, path)


@action("cancel")
async def cancel(interaction: discord.Interaction, control: GameControl) -> None:
    """Close the picker; nothing is played (also fine on a stale picker)."""
    text = i18n.t(await user_lang(interaction), "steps.cancelled")
    if interaction.message is not None and interaction.message.flags.ephemeral:
        await interaction.response.edit_message(content=text, view=None)
    else:
        await interaction.response.send_message(text, ephemeral=True)
