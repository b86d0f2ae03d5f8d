"""The challenge message: its text, Accept / Decline, and what happens on each press."""

from __future__ import annotations

import logging
from collections.abc import Awaitable

import discord

from bot import i18n
from bot.errors import UserError
from bot.responses import guild_lang, in_time
from bot.runtime import Runtime, runtime_of
from bot.service import Match
from bot.views.controls import ControlId, GameControl, action, button, view_of

log = logging.getLogger(__name__)


def challenge_text(match: Match, lang: str, challenger: int, opponent: int) -> str:
    options = match.record.options
    engine_options = options.get("engine", {})
    details = []
    if options.get("first") == "random":
        details.append(i18n.t(lang, "challenge_detail.random"))
    first_seat = match.game.to_move(match.state) or 0
    details.append(i18n.t(lang, "challenge_detail.first", user=f"<@{match.seats[first_seat]}>"))
    for name, value in engine_options.items():
        # Each option the players set, said in words (``challenge_detail.<option>``): a switch
        # when it is on, a number with its value, a position text as "from a set position".
        key = f"challenge_detail.{name}"
        if value is None or value is False or key not in i18n.MESSAGES[i18n.DEFAULT_LANG]:
            continue
        details.append(i18n.t(lang, key, n=value) if isinstance(value, int) and value is not True
                       else i18n.t(lang, key))
    expiry = match.record.challenge_expires_at
    return i18n.t(
        lang, "challenge", opponent=f"<@{opponent}>", challenger=f"<@{challenger}>",
        game=i18n.game_name(lang, match.game.key), details=" (" + ", ".join(details) + ")",
        expiry=f"<t:{int(expiry.timestamp())}:R>" if expiry else "-",
    )


def challenge_controls(match: Match, lang: str) -> discord.ui.View:
    return view_of(
        button(ControlId("accept", match.id, match.version), i18n.t(lang, "button.accept"),
               style=discord.ButtonStyle.success),
        button(ControlId("decline", match.id, match.version), i18n.t(lang, "button.decline"),
               style=discord.ButtonStyle.danger),
    )


def closed_text(match: Match, lang: str, key: str, challenger: int, opponent: int, where: str = "") -> str:
    return i18n.t(lang, key, challenger=f"<@{challenger}>", opponent=f"<@{opponent}>",
                  game=i18n.game_name(lang, match.game.key), where=where)


@action("accept")
async def accept(interaction: discord.Interaction, control: GameControl) -> None:
    """The challenged user accepts: the publisher opens the match's thread from the challenge and
    posts the first board there (it heard the start); the challenge then says where to play."""
    runtime, match = runtime_of(interaction), await in_time(interaction, _answer(interaction, control, accept=True))
    if not interaction.response.is_done():
        await interaction.response.defer()
    match = await runtime.service.get(match.id)  # with its thread, once the start was shown
    lang = await guild_lang(runtime, match.record.guild_id)
    challenger, opponent = runtime.service.challenger_of(match), runtime.service.opponent_of(match)
    await interaction.edit_original_response(
        content=closed_text(match, lang, "challenge.accepted", challenger, opponent, where_played(match)), view=None,
        allowed_mentions=discord.AllowedMentions.none(),
    )


def where_played(match: Match) -> str:
    """The match's thread, else the channel it started in."""
    return f"<#{match.record.board_channel_id}>"


@action("decline")
async def decline(interaction: discord.Interaction, control: GameControl) -> None:
    runtime, match = runtime_of(interaction), await _answer(interaction, control, accept=False)
    lang = await guild_lang(runtime, match.record.guild_id)
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
    text = expired_text(runtime, match, await guild_lang(runtime, match.record.guild_id))
    try:
        await interaction.message.edit(content=text, view=None, allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException:
        log.warning("could not close the expired challenge %s", match_id, exc_info=True)


def expired_text(runtime: Runtime, match: Match, lang: str) -> str:
    """What the message of an expired challenge (or table's lobby) says once closed."""
    if match.is_table:
        from bot.publish.lobby import lobby_closed_text

        return lobby_closed_text(match, lang, "table.expired")
    return closed_text(match, lang, "challenge.expired", runtime.service.challenger_of(match),
                       runtime.service.opponent_of(match))


async def close_expired(runtime: Runtime, match: Match) -> None:
    """Edit the message of a challenge (or a table's lobby) the sweeper expired."""
    message_id = match.record.challenge_message_id
    if message_id is None:
        return
    text = expired_text(runtime, match, await guild_lang(runtime, match.record.guild_id))
    channel = runtime.client.get_partial_messageable(match.record.channel_id, guild_id=match.record.guild_id)
    try:
        await channel.get_partial_message(message_id).edit(content=text, view=None,
                                                           allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException:
        log.warning("could not close the expired challenge %s", match.id, exc_info=True)

