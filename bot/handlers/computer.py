"""Playing the computer from Discord: /challenge against the bot itself starts a match at once;
a table's host seats computers from the lobby ("Add computer", then a level menu). The computer's
moves, and its answer to a draw offer, follow the service's commits (``bot.publish.computer``)."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot import i18n, kinds
from bot.errors import BadComponent, NotYourMatch, UserError
from bot.languages import guild_lang, user_lang
from bot.present.controls import ControlId, GameControl, select, view_of
from bot.present.levels import level_choices
from bot.present.lobby import lobby_controls, lobby_text
from bot.present.starts import started_text
from bot.present.texts import player
from bot.responses import reply
from bot.runtime import runtime_of
from bot.service import LEVELS, Match
from bot.handlers.challenge import where_played
from bot.handlers.actions import action

log = logging.getLogger(__name__)


async def versus_computer(interaction: discord.Interaction, game: str, options: dict[str, Any], first: str,
                          days: Any, level: int, rated: bool = True, takebacks: bool | None = None) -> None:
    """/challenge with the bot as opponent: terms the service refuses are answered privately
    before anything public is said; else the command's public answer announces the match, the
    publisher (hearing the start) opens its thread from that answer and posts the first board,
    and the answer then says where the match is played. Past the user's bound of open matches
    against the computer here, the refusal is private too."""
    runtime = runtime_of(interaction)
    assert interaction.guild_id is not None and interaction.channel_id is not None and runtime.client.user is not None
    terms: dict[str, Any] = {"level": level, "first": first, "guild_id": interaction.guild_id, "options": options,
                             "days": days}
    await runtime.service.check_computer_challenge(game, **terms)
    async with runtime.service.reserve_computer_match(interaction.user.id, interaction.guild_id):
        await interaction.response.defer(thinking=True)
        announcement = await interaction.original_response()
        match = await runtime.service.challenge_computer(
            game, interaction.user.id, runtime.client.user.id, channel_id=interaction.channel_id, rated=rated,
            takebacks=takebacks, announcement=announcement.id, **terms)
    match = await runtime.service.get(match.id)  # with its thread, once the start was shown
    lang = await guild_lang(runtime, interaction.guild_id, interaction.guild_locale)
    await interaction.edit_original_response(content=started_text(match, lang, where_played(match)),
                                             allowed_mentions=discord.AllowedMentions.none())


@action("cpu")
async def ask_level(interaction: discord.Interaction, control: GameControl) -> None:
    """"Add computer" on a lobby: the host gets the level menu, privately."""
    ids, runtime = control.control, runtime_of(interaction)
    assert ids is not None
    match = await runtime.service.get(ids.match_id)
    if interaction.user.id != match.host:
        raise UserError("computer_not_host") if interaction.user.id in match.seats else NotYourMatch()
    lang = await user_lang(interaction)
    options = [discord.SelectOption(label=label, value=str(n), default=False)
               for label, n in level_choices(lang, match.game.key) if n in LEVELS]
    menu = select(ControlId("cpu_level", match.id, match.version), i18n.t(lang, "select.computer_level"), options)
    await reply(interaction, i18n.t(lang, "computer.pick_level"), view=view_of(menu))


@action("cpu_level")
async def add_computer(interaction: discord.Interaction, control: GameControl) -> None:
    """A level was picked: the computer sits at the next seat and the lobby message shows it."""
    ids, runtime = control.control, runtime_of(interaction)
    assert ids is not None and runtime.client.user is not None
    values = control.values
    if len(values) != 1 or not values[0].isdigit():
        raise BadComponent()
    computer = runtime.client.user.id
    match = await runtime.service.add_computer(ids.match_id, interaction.user.id, computer, int(values[0]),
                                               expected_version=ids.version)
    seat = len(match.seats) - 1  # a computer sits at the next free seat
    lang = await user_lang(interaction)
    await _seated(interaction, match, i18n.t(lang, "computer.seated", computer=player(match, seat, lang), seat=seat + 1))


@action("cpu_out")
async def ask_removal(interaction: discord.Interaction, control: GameControl) -> None:
    """"Remove computer" on a lobby: the host gets a menu of the computer seats, privately."""
    ids, runtime = control.control, runtime_of(interaction)
    assert ids is not None
    if ids.arg is not None:
        raise BadComponent()
    match = await runtime.service.get(ids.match_id)
    kinds.need_lobby(match)
    if interaction.user.id != match.host:
        raise UserError("computer_remove_not_host") if interaction.user.id in match.seats else NotYourMatch()
    if not match.computers:
        raise UserError("computer_none_seated")
    lang = await user_lang(interaction)
    options = [discord.SelectOption(label=f"{seat + 1}. {player(match, seat, lang)}", value=str(seat))
               for seat in sorted(match.computers)]
    menu = select(ControlId("cpu_drop", match.id, match.version), i18n.t(lang, "select.computer_seat"), options)
    await reply(interaction, i18n.t(lang, "computer.pick_removal"), view=view_of(menu))


@action("cpu_drop")
async def remove_computer(interaction: discord.Interaction, control: GameControl) -> None:
    """A computer seat was picked: it stands up (at the table as the menu showed it) and the
    lobby message shows the seats left."""
    ids, runtime = control.control, runtime_of(interaction)
    assert ids is not None
    values = control.values
    if ids.arg is not None or len(values) != 1 or not values[0].isdigit() or len(values[0]) > 2:
        raise BadComponent()
    match = await runtime.service.remove_computer(ids.match_id, interaction.user.id, int(values[0]), ids.version)
    lang = await user_lang(interaction)
    seat = int(values[0])
    key = "computer.removed_moved" if seat < len(match.seats) else "computer.removed"
    await _seated(interaction, match, i18n.t(lang, key, seat=seat + 1))


async def _seated(interaction: discord.Interaction, match: Match, done: str) -> None:
    """After a computer sat down or stood up: the private menu says what was ``done``, and the
    lobby message shows the seats and controls."""
    runtime = runtime_of(interaction)
    lang = await guild_lang(runtime, match.row.guild_id)
    await interaction.response.edit_message(content=done, view=None)
    text = lobby_text(match, lang, await runtime.service.why_unrated(match))
    if match.row.challenge_message_id is not None:
        lobby = runtime.client.get_partial_messageable(match.row.channel_id, guild_id=match.row.guild_id)
        try:
            await lobby.get_partial_message(match.row.challenge_message_id).edit(
                content=text, view=lobby_controls(match, lang),
                allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("could not update the lobby of table %s", match.id, exc_info=True)
