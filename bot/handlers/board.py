"""Controls of a board: pick a piece, then its move (ephemeral, paged); resign and draw with confirmation.

Menus hold 25 entries. When more pieces can move, the board's menu lists the first 25 and a
"More pieces" button opens a private picker with Previous / Next buttons; a piece with more than
25 moves gets the same buttons on its private move menu. Every custom id carries the match id and
version, and the page (and piece) it shows, so a picker keeps working after a restart.
"""

from __future__ import annotations

import discord

from bot import i18n
from bot.errors import BadComponent, BoardChanged, NotYourMatch, StaleBoard, UserError
from bot.kinds import shown_status
from bot.languages import guild_lang, user_lang
from bot.present.boards import page_buttons
from bot.present.controls import ControlId, GameControl, button, select, view_of
from bot.present.menus import MENU_LIMIT, move_option, page_count, page_of, piece_select, pieces_that_move
from bot.present.texts import offer_key, offer_text, result_line
from bot.responses import reply
from bot.runtime import runtime_of
from bot.service import Match
from bot.handlers.actions import action


async def _current(interaction: discord.Interaction, ids: ControlId) -> Match:
    """The match of a board control, for one of its players, at the control's version."""
    match = await runtime_of(interaction).service.get(ids.match_id)
    if match.seat_of(interaction.user.id) is None:
        raise NotYourMatch()
    if match.state is None:  # a table not dealt: no board to act on, nor to show
        raise UserError("match_not_active", status=shown_status(match))
    if match.version != ids.version:
        raise StaleBoard(match)
    return match


async def my_turn(interaction: discord.Interaction, ids: ControlId) -> Match:
    """Like ``_current``, and the user is the one to move."""
    match = await _current(interaction, ids)
    if match.user_to_move != interaction.user.id:
        raise UserError("not_your_turn_now")
    return match


def control_ids(control: GameControl) -> ControlId:
    assert control.control is not None
    return control.control


def _page(text: str | None) -> int:
    if text is None or not text.isdigit():
        raise BadComponent()
    return int(text)


def _page_and_cell(arg: str | None) -> tuple[int, str]:
    """``<page>_<cell>`` of a move menu's custom id."""
    page, sep, cell = (arg or "").partition("_")
    if not sep or not cell:
        raise BadComponent()
    return _page(page), cell


async def show_picker(interaction: discord.Interaction, content: str | None, controls: discord.ui.View) -> None:
    """A private picker: edited in place when the press came from one, else sent (from the board)."""
    message = interaction.message
    if message is not None and message.flags.ephemeral:
        await interaction.response.edit_message(content=content, view=controls)
    else:
        await reply(interaction, content, view=controls)


def _span(page: int, total: int) -> dict[str, int]:
    return {"first": page * MENU_LIMIT + 1, "last": min(total, (page + 1) * MENU_LIMIT), "page": page + 1,
            "pages": page_count(total), "n": total}


def piece_picker(match: Match, lang: str, page: int) -> tuple[str, discord.ui.View]:
    """One page of the pieces that can move, with Previous / Next."""
    starts = pieces_that_move(match)
    pages = page_count(len(starts))
    if not starts or not 0 <= page < pages:
        raise BadComponent()
    controls = view_of(piece_select(match, lang, starts, page), *page_buttons(match, lang, "pieces", page, pages))
    return i18n.t(lang, "pieces.page", **_span(page, len(starts))), controls


def move_picker(match: Match, user_id: int, lang: str, cell: str, page: int) -> tuple[str, discord.ui.View]:
    """One page of the moves of the piece on ``cell``, with Previous / Next when they do not fit."""
    found = [(move, text) for move, text in match.legal_moves(user_id) if str(move.path[0]) == cell]
    moves = [text for _move, text in found]
    pages = page_count(len(moves))
    if not moves or not 0 <= page < pages:
        raise BadComponent()
    options = [move_option(lang, move, text) for move, text in page_of(found, page)]
    arg = f"{page}_{cell}"
    if pages == 1:
        menu = select(ControlId("move", match.id, match.version, arg), i18n.t(lang, "select.move"), options)
        return i18n.t(lang, "moves.all", cell=cell, n=len(moves)), view_of(menu)
    placeholder = i18n.t(lang, "select.move_page", page=page + 1, pages=pages)
    menu = select(ControlId("move", match.id, match.version, arg), placeholder, options)
    content = i18n.t(lang, "moves.page", cell=cell, **_span(page, len(moves)))
    return content, view_of(menu, *page_buttons(match, lang, "moves", page, pages, f"_{cell}"))


@action("piece")
async def pick_piece(interaction: discord.Interaction, control: GameControl) -> None:
    """A piece was chosen (on the board or a page of pieces): show the menu of its moves privately."""
    ids = control_ids(control)
    match = await my_turn(interaction, ids)
    if ids.arg is not None:
        _page(ids.arg)
    values = control.values
    if len(values) != 1 or values[0] not in pieces_that_move(match):
        raise BadComponent()
    lang = await user_lang(interaction)
    await show_picker(interaction, *move_picker(match, interaction.user.id, lang, values[0], 0))


@action("pieces")
async def show_pieces(interaction: discord.Interaction, control: GameControl) -> None:
    """"More pieces" on the board, or Previous / Next on a page of pieces."""
    ids = control_ids(control)
    match = await my_turn(interaction, ids)
    lang = await user_lang(interaction)
    await show_picker(interaction, *piece_picker(match, lang, _page(ids.arg)))


@action("moves")
async def show_moves(interaction: discord.Interaction, control: GameControl) -> None:
    """Previous / Next on a menu of moves."""
    ids = control_ids(control)
    page, cell = _page_and_cell(ids.arg)
    match = await my_turn(interaction, ids)
    if cell not in pieces_that_move(match):
        raise BadComponent()
    lang = await user_lang(interaction)
    await show_picker(interaction, *move_picker(match, interaction.user.id, lang, cell, page))


@action("move")
async def pick_move(interaction: discord.Interaction, control: GameControl) -> None:
    """A move was chosen: play it at the menu's version (a second press finds the board changed)."""
    ids, runtime = control_ids(control), runtime_of(interaction)
    values = control.values
    if len(values) != 1:
        raise BadComponent()
    await interaction.response.defer()
    played = await runtime.service.play(ids.match_id, interaction.user.id, values[0], expected_version=ids.version)
    lang = await user_lang(interaction)
    await interaction.edit_original_response(content=i18n.t(lang, "played", notation=played.notation), view=None)


@action("resign")
async def ask_resign(interaction: discord.Interaction, control: GameControl) -> None:
    match = await _current(interaction, control_ids(control))
    lang = await user_lang(interaction)
    confirm = button(ControlId("resign_ok", match.id, match.version), i18n.t(lang, "button.confirm_resign"),
                     style=discord.ButtonStyle.danger)
    key = "confirm.resign.table" if len(match.seats) > 2 else "confirm.resign"
    await reply(interaction, i18n.t(lang, key, match_id=match.id), view=view_of(confirm))


@action("resign_ok")
async def resign(interaction: discord.Interaction, control: GameControl) -> None:
    ids, runtime = control_ids(control), runtime_of(interaction)
    await interaction.response.defer()
    await runtime.service.resign(ids.match_id, interaction.user.id, expected_version=ids.version)
    lang = await user_lang(interaction)
    await interaction.edit_original_response(content=i18n.t(lang, "resigned"), view=None)


@action("draw")
async def ask_draw(interaction: discord.Interaction, control: GameControl) -> None:
    match = await _current(interaction, control_ids(control))
    lang = await user_lang(interaction)
    offer = match.row.draw_offer_seat
    if offer is not None and offer == match.seat_of(interaction.user.id):
        raise UserError("draw_already_offered")
    accepting = offer is not None
    key, label = ("confirm.accept_draw", "button.accept_draw") if accepting else ("confirm.draw", "button.confirm_draw")
    confirm = button(ControlId("draw_ok", match.id, match.version), i18n.t(lang, offer_key(match, label)),
                     style=discord.ButtonStyle.primary)
    await reply(interaction, offer_text(match, lang, key, match_id=match.id), view=view_of(confirm))


@action("draw_ok")
async def offer_draw(interaction: discord.Interaction, control: GameControl) -> None:
    ids, runtime = control_ids(control), runtime_of(interaction)
    await interaction.response.defer()
    await runtime.service.offer_draw(ids.match_id, interaction.user.id, expected_version=ids.version)
    match = await runtime.service.get(ids.match_id)  # the computer may have answered already
    lang = await user_lang(interaction)
    await interaction.edit_original_response(content=draw_ack(match, lang), view=None)


def draw_ack(match: Match, lang: str) -> str:
    """What the player who offered is told: "Draw offered.", or the result when it ended the
    match (a counter-offer, or an offer the computer accepted at once)."""
    if match.status == "finished":
        return result_line(match, lang)
    return i18n.t(lang, offer_key(match, "draw_offered_ack"))


async def _answer_draw(interaction: discord.Interaction, control: GameControl, accept: bool) -> None:
    """Accept / Decline on a draw offer (Decline by the offering side withdraws it)."""
    ids, runtime = control_ids(control), runtime_of(interaction)
    await interaction.response.defer()
    before = await runtime.service.get(ids.match_id)
    seat = before.seat_of(interaction.user.id)
    if seat is None:
        raise NotYourMatch()
    if before.version != ids.version or before.row.draw_offer_seat is None:
        # This offer was answered, or play went on, or the game ended (maybe before a restart):
        # its message is closed, unless it was already (its buttons gone: said what became of it).
        if interaction.message is not None and interaction.message.components:
            lang = await guild_lang(runtime, before.row.guild_id)
            await interaction.edit_original_response(content=i18n.t(lang, "draw_offer_closed"), view=None)
        raise UserError("draw_offer_closed")
    try:
        origin = interaction.message.id if interaction.message is not None else None
        match = await runtime.service.answer_draw(ids.match_id, interaction.user.id, accept,
                                                  expected_version=ids.version, origin=origin)
    except BoardChanged as changed:
        if changed.match.row.draw_offer_seat is None:
            raise UserError("draw_offer_closed") from None  # a second press: the first one answered
        raise
    except UserError as error:
        if error.key == "match_not_active":
            raise UserError("draw_offer_closed") from None  # a second press after an accepted offer
        raise
    lang = await guild_lang(runtime, match.row.guild_id)
    if match.status == "finished":
        text = result_line(match, lang)
    else:
        withdrawn = before.row.draw_offer_seat == seat
        text = i18n.t(lang, offer_key(match, "draw_withdrawn" if withdrawn else "draw_declined"))
    await interaction.edit_original_response(content=text, view=None)


@action("draw_yes")
async def accept_draw(interaction: discord.Interaction, control: GameControl) -> None:
    await _answer_draw(interaction, control, True)


@action("draw_no")
async def decline_draw(interaction: discord.Interaction, control: GameControl) -> None:
    await _answer_draw(interaction, control, False)
