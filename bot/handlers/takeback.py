"""Takeback requests: Accept / Decline under the public question (posted, like the board once a
move is taken back, by the publisher that hears the service's commits)."""

from __future__ import annotations

import discord

from bot import i18n
from bot.errors import BoardChanged, UserError
from bot.languages import guild_lang
from bot.present.controls import GameControl
from bot.runtime import runtime_of
from bot.handlers.actions import action


async def _answer(interaction: discord.Interaction, control: GameControl, accept: bool) -> None:
    ids, runtime = control.control, runtime_of(interaction)
    assert ids is not None
    try:
        match = await runtime.service.answer_takeback(ids.match_id, interaction.user.id, accept,
                                                  expected_version=ids.version)
    except BoardChanged:
        raise UserError("takeback_closed") from None  # answered already, or play went on
    await interaction.response.defer()
    lang = await guild_lang(runtime, match.row.guild_id)
    key = "takeback.accepted" if accept else "takeback.declined"  # accepted: the move was taken back
    await interaction.edit_original_response(content=i18n.t(lang, key), view=None)


@action("tb_yes")
async def accept_takeback(interaction: discord.Interaction, control: GameControl) -> None:
    await _answer(interaction, control, True)


@action("tb_no")
async def decline_takeback(interaction: discord.Interaction, control: GameControl) -> None:
    await _answer(interaction, control, False)
