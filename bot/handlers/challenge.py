"""What happens on each press of a challenge's Accept / Decline (its text and buttons:
``bot.present.challenge``)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable

import discord

from bot import i18n
from bot.errors import UserError
from bot.languages import guild_lang
from bot.present.challenge import closed_text, expired_text
from bot.present.controls import GameControl
from bot.responses import in_time
from bot.runtime import Runtime, runtime_of
from bot.service import Match
from bot.handlers.actions import action

log = logging.getLogger(__name__)


@action("accept")
async def accept(interaction: discord.Interaction, control: GameControl) -> None:
    """The challenged user accepts: the publisher opens the match's thread from the challenge and
    posts the first board there (it heard the start); the challenge then says where to play."""
    runtime, match = runtime_of(interaction), await in_time(interaction, _answer(interaction, control, accept=True))
    if not interaction.response.is_done():
        await interaction.response.defer()
    match = await runtime.service.get(match.id)  # with its thread, once the start was shown
    lang = await guild_lang(runtime, match.row.guild_id)
    challenger, opponent = runtime.service.challenger_of(match), runtime.service.opponent_of(match)
    await interaction.edit_original_response(
        content=closed_text(match, lang, "challenge.accepted", challenger, opponent, where_played(match)), view=None,
        allowed_mentions=discord.AllowedMentions.none(),
    )


def where_played(match: Match) -> str:
    """The match's thread, else the channel it started in."""
    return f"<#{match.row.board_channel_id}>"


@action("decline")
async def decline(interaction: discord.Interaction, control: GameControl) -> None:
    runtime, match = runtime_of(interaction), await _answer(interaction, control, accept=False)
    lang = await guild_lang(runtime, match.row.guild_id)
    challenger = runtime.service.challenger_of(match)
    key = "challenge.withdrawn" if interaction.user.id == challenger else "challenge.declined"
    text = closed_text(match, lang, key, challenger, runtime.service.opponent_of(match))
    await interaction.response.edit_message(content=text, view=None, allowed_mentions=discord.AllowedMentions.none())


async def _answer(interaction: discord.Interaction, control: GameControl, *, accept: bool) -> Match:
    """The service's accept (or decline) of the challenge pressed, at the button's version."""
    runtime, ids = runtime_of(interaction), control.control
    assert ids is not None
    respond = runtime.service.accept if accept else runtime.service.decline
    return await answered(interaction, ids.match_id,
                          respond(ids.match_id, interaction.user.id, expected_version=ids.version))


async def answered(interaction: discord.Interaction, match_id: int, answer: Awaitable[Match]) -> Match:
    """The service's ``answer`` to a press on a challenge or a table's lobby. When it fails
    because the challenge or the table expired meanwhile, its message loses its buttons too."""
    try:
        return await answer
    except UserError as error:
        if error.key in ("challenge_expired", "table_expired") and interaction.message is not None:
            await _close_pressed(interaction, match_id)
        raise


async def _close_pressed(interaction: discord.Interaction, match_id: int) -> None:
    assert interaction.message is not None
    runtime = runtime_of(interaction)
    match = await runtime.service.get(match_id)
    text = expired_text(match, await guild_lang(runtime, match.row.guild_id), runtime.service.challenger_of(match),
                        runtime.service.opponent_of(match))
    try:
        await interaction.message.edit(content=text, view=None, allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException:
        log.warning("could not close the expired challenge %s", match_id, exc_info=True)

