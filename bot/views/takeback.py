"""Takeback requests: the public question to the opponent with Accept / Decline, and the board
posted again once a move is taken back (``GameService.ask_takeback``)."""

from __future__ import annotations

import discord

from bot import i18n
from bot.errors import BoardChanged, UserError
from bot.responses import guild_lang
from bot.runtime import Runtime, runtime_of
from bot.service import Match
from bot.views.controls import ControlId, GameControl, action, button, view_of


async def announce_takeback(runtime: Runtime, after: Match) -> None:
    """After a request: the board again when the move was taken back at once (against the
    computer), else the public question to the opponent."""
    if after.record.takeback_seat is None:  # taken back already
        await runtime.publisher.publish(after)
        return
    seat = after.record.takeback_seat
    lang = await guild_lang(runtime, after.record.guild_id)
    opponent = after.seats[1 - seat]
    text = i18n.t(lang, "takeback.asked", user=f"<@{after.seats[seat]}>", opponent=f"<@{opponent}>")
    view = view_of(
        button(ControlId("tb_yes", after.id, after.version), i18n.t(lang, "button.takeback_yes"),
               style=discord.ButtonStyle.success),
        button(ControlId("tb_no", after.id, after.version), i18n.t(lang, "button.takeback_no"),
               style=discord.ButtonStyle.danger),
    )
    channel = runtime.client.get_partial_messageable(after.record.board_channel_id, guild_id=after.record.guild_id)
    await channel.send(text, view=view, allowed_mentions=discord.AllowedMentions(users=[discord.Object(opponent)]))
    await runtime.publisher.refresh_controls(after)


async def _answer(interaction: discord.Interaction, control: GameControl, accept: bool) -> None:
    ids, runtime = control.control, runtime_of(interaction)
    assert ids is not None
    try:
        match = await runtime.service.answer_takeback(ids.match_id, interaction.user.id, accept,
                                                  expected_version=ids.version)
    except BoardChanged:
        raise UserError("takeback_closed") from None  # answered already, or play went on
    await interaction.response.defer()
    lang = await guild_lang(runtime, match.record.guild_id)
    taken = accept  # an accepted request took the move back (a refusal raised above)
    if taken:
        await runtime.publisher.publish(match)
    else:
        await runtime.publisher.refresh_controls(match)
    key = "takeback.accepted" if taken else "takeback.declined"
    await interaction.edit_original_response(content=i18n.t(lang, key), view=None)


@action("tb_yes")
async def accept_takeback(interaction: discord.Interaction, control: GameControl) -> None:
    await _answer(interaction, control, True)


@action("tb_no")
async def decline_takeback(interaction: discord.Interaction, control: GameControl) -> None:
    await _answer(interaction, control, False)
