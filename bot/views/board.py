"""Controls of a board: pick a piece, then its move (ephemeral); resign and draw with confirmation."""

from __future__ import annotations

import discord

from bot import i18n
from bot.boards import MENU_LIMIT, pieces_that_move
from bot.errors import BadComponent, NotYourMatch, StaleBoard, UserError
from bot.responses import bot_of, guild_lang, reply, user_lang
from bot.service import Match
from bot.views.controls import ControlId, GameControl, action, button, select, view_of


async def _current(interaction: discord.Interaction, ids: ControlId) -> Match:
    """The match of a board control, for one of its players, at the control's version."""
    match = await bot_of(interaction).service.get(ids.match_id)
    if match.seat_of(interaction.user.id) is None:
        raise NotYourMatch()
    if match.version != ids.version:
        raise StaleBoard(match)
    return match


def _ids(control: GameControl) -> ControlId:
    assert control.control is not None
    return control.control


@action("piece")
async def pick_piece(interaction: discord.Interaction, control: GameControl) -> None:
    """A piece was chosen on the board: answer privately with a menu of its moves."""
    ids = _ids(control)
    match = await _current(interaction, ids)
    lang = await user_lang(interaction)
    if match.user_to_move != interaction.user.id:
        raise UserError("not_your_turn_now")
    values = control.values
    if len(values) != 1 or values[0] not in pieces_that_move(match):
        raise BadComponent()
    cell = values[0]
    moves = [text for move, text in match.legal_moves(interaction.user.id) if str(move.path[0]) == cell]
    note = i18n.t(lang, "too_many_moves") if len(moves) > MENU_LIMIT else None
    options = [discord.SelectOption(label=text, value=text) for text in moves[:MENU_LIMIT]]
    menu = select(ControlId("move", match.id, match.version), i18n.t(lang, "select.move"), options)
    await reply(interaction, note, view=view_of(menu))


@action("move")
async def pick_move(interaction: discord.Interaction, control: GameControl) -> None:
    """A move was chosen: play it at the menu's version (a second press finds the board changed)."""
    ids, bot = _ids(control), bot_of(interaction)
    values = control.values
    if len(values) != 1:
        raise BadComponent()
    await interaction.response.defer()
    played = await bot.service.play(ids.match_id, interaction.user.id, values[0], expected_version=ids.version)
    await bot.publisher.publish(played.match)
    lang = await user_lang(interaction)
    await interaction.edit_original_response(content=i18n.t(lang, "played", notation=played.notation), view=None)


@action("resign")
async def ask_resign(interaction: discord.Interaction, control: GameControl) -> None:
    match = await _current(interaction, _ids(control))
    lang = await user_lang(interaction)
    confirm = button(ControlId("resign_ok", match.id, match.version), i18n.t(lang, "button.confirm_resign"),
                     style=discord.ButtonStyle.danger)
    await reply(interaction, i18n.t(lang, "confirm.resign", match_id=match.id), view=view_of(confirm))


@action("resign_ok")
async def resign(interaction: discord.Interaction, control: GameControl) -> None:
    ids, bot = _ids(control), bot_of(interaction)
    await interaction.response.defer()
    match = await bot.service.resign(ids.match_id, interaction.user.id, expected_version=ids.version)
    await bot.publisher.publish(match)
    lang = await user_lang(interaction)
    await interaction.edit_original_response(content=i18n.t(lang, "resigned"), view=None)


@action("draw")
async def ask_draw(interaction: discord.Interaction, control: GameControl) -> None:
    match = await _current(interaction, _ids(control))
    lang = await user_lang(interaction)
    offer = match.record.draw_offer_seat
    accepting = offer is not None and offer != match.seat_of(interaction.user.id)
    key, label = ("confirm.accept_draw", "button.accept_draw") if accepting else ("confirm.draw", "button.confirm_draw")
    confirm = button(ControlId("draw_ok", match.id, match.version), i18n.t(lang, label),
                     style=discord.ButtonStyle.primary)
    await reply(interaction, i18n.t(lang, key, match_id=match.id), view=view_of(confirm))


@action("draw_ok")
async def offer_draw(interaction: discord.Interaction, control: GameControl) -> None:
    ids, bot = _ids(control), bot_of(interaction)
    await interaction.response.defer()
    match = await bot.service.offer_draw(ids.match_id, interaction.user.id, expected_version=ids.version)
    await announce_draw_offer(bot, match)
    lang = await user_lang(interaction)
    await interaction.edit_original_response(content=i18n.t(lang, "draw_offered_ack"), view=None)


async def announce_draw_offer(bot: "GameTableBot", match: Match) -> None:  # noqa: F821 (typing only)
    """After an offer: the finished board if it was a counter-offer, else a public question."""
    if match.status == "finished":
        await bot.publisher.publish(match)
        return
    seat = match.record.draw_offer_seat
    assert seat is not None
    lang = await guild_lang(bot, match.record.guild_id)
    colours = match.view(None).get("colours", [])
    others = [uid for s, uid in enumerate(match.seats) if s != seat]
    text = i18n.t(lang, "draw_offered", user=f"<@{match.seats[seat]}>", colour=i18n.colour(lang, colours, seat),
                  opponent=" ".join(f"<@{uid}>" for uid in others))
    view = view_of(
        button(ControlId("draw_yes", match.id, match.version), i18n.t(lang, "button.accept_draw"),
               style=discord.ButtonStyle.success),
        button(ControlId("draw_no", match.id, match.version), i18n.t(lang, "button.decline_draw"),
               style=discord.ButtonStyle.danger),
    )
    channel = bot.get_partial_messageable(match.record.board_channel_id, guild_id=match.record.guild_id)
    await channel.send(text, view=view, allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in others]))
    await bot.publisher.refresh_controls(match)


async def _answer_draw(interaction: discord.Interaction, control: GameControl, accept: bool) -> None:
    ids, bot = _ids(control), bot_of(interaction)
    await interaction.response.defer()
    before = await bot.service.get(ids.match_id)
    match = await bot.service.answer_draw(ids.match_id, interaction.user.id, accept, expected_version=ids.version)
    lang = await guild_lang(bot, match.record.guild_id)
    if match.status == "finished":
        await bot.publisher.publish(match)
        text = i18n.result_text(lang, match.record.result, match.view(None).get("colours", []))
    else:
        await bot.publisher.refresh_controls(match)
        withdrawn = before.record.draw_offer_seat == match.seat_of(interaction.user.id)
        text = i18n.t(lang, "draw_withdrawn" if withdrawn else "draw_declined")
    await interaction.edit_original_response(content=text, view=None)


@action("draw_yes")
async def accept_draw(interaction: discord.Interaction, control: GameControl) -> None:
    await _answer_draw(interaction, control, True)


@action("draw_no")
async def decline_draw(interaction: discord.Interaction, control: GameControl) -> None:
    await _answer_draw(interaction, control, False)
