"""The card table's private controls: "My hand" under every table, and the menu of legal moves.

A press of "My hand" answers the presser only, ephemerally: their own hand (image and text,
from ``player_view(state, their seat)``) and, when it is their turn, the menu of their legal
moves (paged past 25). Choosing a move plays it at the menu's version, updates the public table
and refreshes the same private panel (several actions make one turn in a card game). Someone
who does not sit at the table is told so politely. "My hand" shows the table as it is now,
whatever version its button carries, so the buttons of older tables (or of a bot process that
has since restarted) keep working.
"""

from __future__ import annotations

from typing import Any

import discord

from bot import i18n
from bot.errors import BadComponent, BoardChanged, UserError
from bot.kinds import shown_status
from bot.languages import user_lang
from bot.present.controls import ControlId, GameControl
from bot.present.games.macadam_cartes.table import played_text
from bot.publish.panels import panel_reply
from bot.runtime import runtime_of
from bot.service import Match
from bot.handlers.actions import action


def _ids(control: GameControl) -> ControlId:
    assert control.control is not None
    return control.control


def _private(interaction: discord.Interaction) -> bool:
    message = interaction.message
    return message is not None and message.flags.ephemeral


async def _seated(interaction: discord.Interaction, match_id: int) -> Match:
    match = await runtime_of(interaction).service.get(match_id)
    if match.seat_of(interaction.user.id) is None:
        raise UserError("hand_not_seated")
    if match.state is None:
        raise UserError("match_not_active", status=shown_status(match))
    return match


async def show_panel(interaction: discord.Interaction, match: Match, lang: str, *, page: int = 0,
                     note: str | None = None) -> None:
    """Send the presser's hand panel (ephemeral), or edit the private panel the press came from.
    The interaction must be deferred already."""
    content, extra = await panel_reply(runtime_of(interaction), match, interaction.user.id, lang, page=page, note=note)
    if _private(interaction):
        png: Any = extra.pop("file", None)
        await interaction.edit_original_response(content=content, attachments=[png] if png else [], **extra)
    else:
        await interaction.followup.send(content, ephemeral=True, **extra)


async def _defer(interaction: discord.Interaction) -> None:
    if _private(interaction):
        await interaction.response.defer()  # the panel is edited in place
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)


@action("hand")
async def my_hand(interaction: discord.Interaction, control: GameControl) -> None:
    """"My hand" under a table, or Refresh on a private panel."""
    match = await _seated(interaction, _ids(control).match_id)
    await _defer(interaction)
    await show_panel(interaction, match, await user_lang(interaction))


@action("acts")
async def action_page(interaction: discord.Interaction, control: GameControl) -> None:
    """Previous / Next in a menu of more than 25 legal moves."""
    ids = _ids(control)
    if ids.arg is None or not ids.arg.isdigit():
        raise BadComponent()
    match = await _seated(interaction, ids.match_id)
    await _defer(interaction)
    await show_panel(interaction, match, await user_lang(interaction), page=int(ids.arg))


@action("act")
async def act(interaction: discord.Interaction, control: GameControl) -> None:
    """A legal move chosen in the private menu: played at the menu's version; the table is
    updated and the panel refreshed for the same player (who may have more to do this turn)."""
    ids, runtime = _ids(control), runtime_of(interaction)
    values = control.values
    if len(values) != 1:
        raise BadComponent()
    await _defer(interaction)
    lang = await user_lang(interaction)
    try:
        played = await runtime.service.play(ids.match_id, interaction.user.id, values[0], expected_version=ids.version)
    except BoardChanged as changed:
        match, note = changed.match, i18n.t(lang, "hand.changed")
        if match.seat_of(interaction.user.id) is None:
            raise
    else:
        match, note = played.match, played_text(played.match, played.notation, lang)
    await show_panel(interaction, match, lang, note=note)
