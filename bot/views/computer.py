"""Playing the computer from Discord: /challenge against the bot itself starts a match at once;
a table's host seats computers from the lobby ("Add computer", then a level menu); a draw offer
to the computer is answered at once by its assessment. The computer's moves themselves follow
each board (``bot.publish.computer``)."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot import i18n, kinds
from bot.errors import BadComponent, NotYourMatch, UserError
from bot.publish.lobby import lobby_controls, lobby_text
from bot.publish.texts import player
from bot.responses import guild_lang, reply, user_lang
from bot.runtime import Runtime, runtime_of
from bot.service import LEVELS, Match
from bot.views.challenge import THREAD_NAME_LIMIT
from bot.views.controls import ControlId, GameControl, action, select, view_of

log = logging.getLogger(__name__)


async def versus_computer(interaction: discord.Interaction, game: str, options: dict[str, Any], first: str,
                          days: Any, level: int, rated: bool = True, takebacks: bool | None = None) -> None:
    """/challenge with the bot as opponent: the match starts at once, in a thread from the
    command's answer when the bot may open one; the computer plays when it is its turn."""
    runtime = runtime_of(interaction)
    assert interaction.guild_id is not None and interaction.channel_id is not None and runtime.client.user is not None
    match = await runtime.service.challenge_computer(
        game, interaction.user.id, runtime.client.user.id, level=level, guild_id=interaction.guild_id,
        channel_id=interaction.channel_id, options=options, first=first, days=days,  # type: ignore[arg-type]
        rated=rated, takebacks=takebacks)
    lang = await guild_lang(runtime, interaction.guild_id, interaction.guild_locale)
    channel = interaction.channel
    may_thread = isinstance(channel, discord.TextChannel) and interaction.app_permissions.create_public_threads
    where = f"<#{interaction.channel_id}>"
    text = started_text(match, lang, interaction.user.id, "…" if may_thread else where)
    await interaction.response.send_message(text, allowed_mentions=discord.AllowedMentions.none())
    if may_thread:
        message = await interaction.original_response()
        match = await open_computer_thread(runtime, match, lang, message, interaction.user)
    await runtime.publisher.publish(match)


def started_text(match: Match, lang: str, user_id: int, where: str) -> str:
    """"@user plays Dames against the computer, level 3 · match #12. The match is played in #where"."""
    return i18n.t(lang, "computer.started", user=f"<@{user_id}>", game=i18n.game_name(lang, match.game.key),
                  level=next(iter(match.computers.values())), match_id=match.id, where=where)


async def open_computer_thread(runtime: Runtime, match: Match, lang: str, message: discord.Message,
                               user: discord.abc.User, intro: str = "") -> Match:
    """A thread from ``message`` (the match's announcement, ``intro`` before its text), named
    after the game and its two sides; the announcement then says where the match is played (the
    channel when the thread is refused)."""
    computer = player(match, next(iter(match.computers)), lang)
    title = i18n.t(lang, "thread_name", game=i18n.game_name(lang, match.game.key), a=user.display_name,
                   b=computer)[:THREAD_NAME_LIMIT]
    where = f"<#{match.record.channel_id}>"
    try:
        thread = await message.create_thread(name=title)
    except (discord.HTTPException, ValueError):  # ValueError: a message without its guild at hand
        log.info("no thread for match %s: the channel refused it", match.id)
    else:
        match = await runtime.service.set_messages(match.id, thread_id=thread.id)
        where = thread.mention
    await message.edit(content=intro + started_text(match, lang, user.id, where),
                       allowed_mentions=discord.AllowedMentions.none())
    return match


async def rematch_computer(runtime: Runtime, new: Match, old: Match, user: discord.abc.User, intro: str) -> None:
    """A rematch against the computer, announced in the channel the first match started from,
    and played in a new thread when the first one was (else in that channel)."""
    lang = await guild_lang(runtime, new.record.guild_id)
    channel = runtime.client.get_partial_messageable(new.record.channel_id, guild_id=new.record.guild_id)
    in_thread = old.record.thread_id is not None
    where = "…" if in_thread else f"<#{new.record.channel_id}>"
    sent = await channel.send(intro + started_text(new, lang, user.id, where),
                              allowed_mentions=discord.AllowedMentions.none())
    if in_thread:
        new = await open_computer_thread(runtime, new, lang, sent, user, intro)
    await runtime.publisher.publish(new)


async def computer_answers_draw(runtime: Runtime, match: Match) -> None:
    """The human offered a draw (or to stop) to the computer: it answers at once, publicly, and
    accepts only when its position is lost or dead drawn."""
    answered, verdict = await runtime.service.offer_draw_to_computer(match)
    lang = await guild_lang(runtime, match.record.guild_id)
    key = "computer.declines" if verdict == "open" else f"computer.accepts.{verdict}"
    channel = runtime.client.get_partial_messageable(match.record.board_channel_id, guild_id=match.record.guild_id)
    await channel.send(i18n.t(lang, key), allowed_mentions=discord.AllowedMentions.none())
    if answered.status == "finished":
        await runtime.publisher.publish(answered)
    else:
        await runtime.publisher.refresh_controls(answered)
        runtime.computers.after(answered)  # its turn, if the offer came while it was thinking


@action("cpu")
async def ask_level(interaction: discord.Interaction, control: GameControl) -> None:
    """"Add computer" on a lobby: the host gets the level menu, privately."""
    ids, runtime = control.control, runtime_of(interaction)
    assert ids is not None
    match = await runtime.service.get(ids.match_id)
    if interaction.user.id != match.host:
        raise UserError("computer_not_host") if interaction.user.id in match.seats else NotYourMatch()
    lang = await user_lang(interaction)
    options = [discord.SelectOption(label=i18n.t(lang, "computer.level", level=n), value=str(n),
                                    default=False) for n in LEVELS]
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
    match = await runtime.service.add_computer(ids.match_id, interaction.user.id, computer, int(values[0]))
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
    lang = await guild_lang(runtime, match.record.guild_id)
    await interaction.response.edit_message(content=done, view=None)
    text = lobby_text(match, lang, await runtime.service.why_unrated(match))
    if match.record.challenge_message_id is not None:
        lobby = runtime.client.get_partial_messageable(match.record.channel_id, guild_id=match.record.guild_id)
        try:
            await lobby.get_partial_message(match.record.challenge_message_id).edit(
                content=text, view=lobby_controls(match, lang),
                allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("could not update the lobby of table %s", match.id, exc_info=True)
