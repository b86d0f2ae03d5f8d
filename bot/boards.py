"""Board messages: their text, image and controls, and posting them in the match's channel.

After each change a NEW board message is posted and the previous one loses its controls, so the
only live controls are on the latest board. Publishing is serialised per match and never goes
back in time (an older version arriving late is dropped).
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import discord

from bot import i18n
from bot.menus import MENU_LIMIT, first_step_controls, page_count, page_of, pieces_that_move, stepwise  # noqa: F401
from bot.menus import page_buttons as _page_buttons
from bot.menus import public_view
from bot.responses import guild_lang, png_file
from bot.service import Match, Played
from bot.tables import table_controls, table_text
from bot.views.controls import ControlId, button, select, view_of
from engines.macadam.view import MacadamView

if TYPE_CHECKING:
    from bot.app import GameTableBot

log = logging.getLogger(__name__)
CLOSED_OFFERS_KEPT = 1000


def seat_lines(match: Match, lang: str) -> str:
    colours = public_view(match).seat_colours()
    return " · ".join(
        i18n.t(lang, "board.seat", colour=i18n.colour(lang, colours, seat), user=f"<@{uid}>")
        for seat, uid in enumerate(match.seats)
    )


def stops_by_count(match: Match) -> bool:
    """Agreeing to stop ends this game on a count (the captures), not in a draw: offers say "stop"."""
    return match.game.agreed_outcome(match.state).scores is not None


def offer_key(match: Match, key: str) -> str:
    """The draw-offer message ``key``, or its ``.stop`` wording where a count decides (the
    captures; the game's own word, ``.stop@<game>``, where it has one: the scores)."""
    english = i18n.MESSAGES[i18n.DEFAULT_LANG]
    if not stops_by_count(match):
        return key
    for variant in (f"{key}.stop@{match.game.key}", f"{key}.stop"):
        if variant in english:
            return variant
    return key


def offer_text(match: Match, lang: str, key: str, **params: Any) -> str:
    """A draw-offer message; where the captures decide it also gives the counts as they stand."""
    if stops_by_count(match):
        scores = match.game.agreed_outcome(match.state).scores or ()
        params["counts"] = i18n.counts_text(lang, scores, public_view(match).seat_colours())
    return i18n.t(lang, offer_key(match, key), **params)


def result_line(match: Match, lang: str) -> str:
    """How the match ended, from its stored result and its final public view."""
    view = public_view(match)
    return i18n.result_text(lang, match.record.result, view.seat_colours(), view)


def board_text(match: Match, lang: str) -> str:
    """Header, the last move, and who moves next or how it ended (a game with hidden hands:
    the table's text, from the public view only)."""
    if match.game.hidden_information:
        return _with_clock(table_text(match, lang), match, lang)
    view = public_view(match)
    colours = view.seat_colours()
    lines = [
        i18n.t(lang, "board.header", game=i18n.game_name(lang, match.game.key), match_id=match.id,
               seat_lines=seat_lines(match, lang))
    ]
    last = match.record.last_move or {}
    if isinstance(last.get("ply"), int) and isinstance(last.get("seat"), int) and last.get("notation"):
        lines.append(i18n.t(lang, "board.last_move", ply=last["ply"] + 1, notation=last["notation"],
                            colour=i18n.colour(lang, colours, last["seat"], capital=lang != "fr")))
    result = match.record.result or {}
    if match.status == "finished":
        lines.append(i18n.t(lang, "board.result", result=result_line(match, lang)))
    elif match.status == "aborted":
        by = result.get("by")
        user = f"<@{match.seats[by]}>" if isinstance(by, int) and 0 <= by < len(match.seats) else "?"
        lines.append(i18n.t(lang, "board.aborted", user=user))
    elif match.seat_to_move is not None:
        offer = match.record.draw_offer_seat
        if offer is not None:
            lines.append(offer_text(match, lang, "board.draw_offer", colour=i18n.colour(lang, colours, offer)))
        seat = match.seat_to_move
        who = {"user": f"<@{match.seats[seat]}>", "colour": i18n.colour(lang, colours, seat, capital=lang != "fr")}
        if isinstance(view, MacadamView) and view.phase == "placement" and seat < len(view.to_place):
            lines.append(i18n.t(lang, "board.to_place", n=view.to_place[seat], **who))
        else:
            lines.append(i18n.t(lang, "board.to_move", **who))
    return _with_clock("\n".join(lines), match, lang)


def _with_clock(text: str, match: Match, lang: str) -> str:
    """The board's text and, while a clock runs, when the turn's time runs out (``<t:…:R>``)."""
    from bot.clocks import deadline_line

    line = deadline_line(match, lang)
    if line is None:
        return text
    head, sep, rest = text.partition("\n")  # under the header: other lines keep their places
    return f"{head}\n{line}{sep}{rest}"


def piece_select(match: Match, lang: str, starts: dict[str, int], page: int | None, *, row: int = 0) -> Any:
    """The menu of the pieces that can move; ``page`` None: the only page (custom id without a page)."""
    cells = list(starts)
    pages = page_count(len(cells))
    options = [
        discord.SelectOption(label=i18n.t(lang, "select.piece_option", cell=cell, n=starts[cell]), value=cell)
        for cell in page_of(cells, page or 0)
    ]
    if page is None:
        return select(ControlId("piece", match.id, match.version), i18n.t(lang, "select.piece"), options, row=row)
    return select(ControlId("piece", match.id, match.version, str(page)),
                  i18n.t(lang, "select.piece_page", page=page + 1, pages=pages), options, row=row)


def page_buttons(match: Match, lang: str, action_name: str, page: int, pages: int, suffix: str = "") -> list[Any]:
    """"Previous" / "Next" buttons of a paged menu (custom id: ``<page>`` + ``suffix``)."""
    return _page_buttons(match, lang, action_name, page, pages, lambda p: f"{p}{suffix}")


def board_controls(match: Match, lang: str) -> discord.ui.View | None:
    """Piece select (paged when more pieces can move than a menu holds) + Resign / Offer draw.

    Engines that guide a move cell by cell (``next_steps``) get the menu of first cells instead.
    """
    if match.status != "active":
        return None
    if match.game.hidden_information:
        return view_of(*table_controls(match, lang))  # moves reveal a hand: only in private
    items: list[Any] = []
    guided = first_step_controls(match, lang) if stepwise(match) else []
    starts = {} if guided else pieces_that_move(match)
    pages = page_count(len(starts))
    if guided:
        items.append(guided[0])
    elif starts:
        items.append(piece_select(match, lang, starts, 0 if pages > 1 else None))
    items.append(button(ControlId("resign", match.id, match.version), i18n.t(lang, "button.resign"),
                        style=discord.ButtonStyle.danger, row=1))
    items.append(button(ControlId("draw", match.id, match.version), i18n.t(lang, offer_key(match, "button.draw")),
                        row=1))
    if pages > 1:
        items.append(button(ControlId("pieces", match.id, match.version, "1"),
                            i18n.t(lang, "button.more_pieces", page=2, pages=pages), row=1))
    items += guided[1:]  # "More cells" of the first-cell menu
    return view_of(*items)


def link_to(match: Match) -> str:
    """Where to find the match: its thread, or its latest board message."""
    record = match.record
    if record.thread_id is not None:
        return f"<#{record.thread_id}>"
    if record.message_id is not None:
        return f"https://discord.com/channels/{record.guild_id}/{record.channel_id}/{record.message_id}"
    return f"<#{record.channel_id}>"


async def board_reply(bot: GameTableBot, match: Match, lang: str, text: str) -> tuple[str, dict[str, Any]]:
    """An ephemeral "here is the current board": text, image and a link to the live board."""
    png = await bot.service.board_png(match)
    body = f"{text}\n\n{board_text(match, lang)}\n{i18n.t(lang, 'board.here', match_id=match.id, link=link_to(match))}"
    return body, {"file": png_file(png, match.id), "allowed_mentions": discord.AllowedMentions.none()}


class BoardPublisher:
    """Posts board messages and keeps only the latest one's controls alive."""

    def __init__(self, bot: GameTableBot) -> None:
        self.bot = bot
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._published: dict[int, int] = {}  # match id -> version on screen
        #: match id -> message id of its open draw offer (this process; after a restart an old
        #: offer is closed when someone presses it).
        self._offers: dict[int, int] = {}
        self._closed_offers: OrderedDict[int, None] = OrderedDict()  # recently closed offer messages

    # --- draw offers -----------------------------------------------------------------------------
    def offer_posted(self, match_id: int, message_id: int) -> None:
        self._offers[match_id] = message_id

    def offer_answered(self, match_id: int, message_id: int) -> None:
        """The offer message was answered through its own buttons (which edit it)."""
        if self._offers.get(match_id) == message_id:
            del self._offers[match_id]
        self._remember_closed(message_id)

    def offer_closed(self, message_id: int) -> bool:
        """True when this process already closed that offer message (a late second press)."""
        return message_id in self._closed_offers

    def _remember_closed(self, message_id: int) -> None:
        self._closed_offers[message_id] = None
        while len(self._closed_offers) > CLOSED_OFFERS_KEPT:
            self._closed_offers.popitem(last=False)

    async def _close_offer(self, match: Match, lang: str) -> None:
        """The offer is over without an answer on its message: say why and take its buttons away."""
        if match.id not in self._offers or (match.status == "active" and match.record.draw_offer_seat is not None):
            return
        message_id = self._offers.pop(match.id)
        self._remember_closed(message_id)
        result = match.record.result or {}
        if match.status == "finished" and result.get("reason") == "agreement":
            text = result_line(match, lang)
        elif match.status == "active":
            text = i18n.t(lang, offer_key(match, "draw_offer.lapsed"))
        else:
            text = i18n.t(lang, offer_key(match, "draw_offer.game_over"))
        try:
            await self._channel(match).get_partial_message(message_id).edit(
                content=text, view=None, allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException:
            log.warning("could not close the draw offer of match %s", match.id, exc_info=True)

    def _lock(self, match_id: int) -> asyncio.Lock:
        lock = self._locks.get(match_id)
        if lock is None:
            lock = self._locks[match_id] = asyncio.Lock()
        return lock

    def _channel(self, match: Match) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(match.record.board_channel_id, guild_id=match.record.guild_id)

    async def played(self, played: Played) -> discord.Message | None:
        """After a move: a new board when the turn passed (it pings the next player), else (the
        same player acts again: a roll, a draw, a signal...) the latest board edited in place."""
        return await self.publish(played.match, in_place=played.continues)

    async def publish(self, match: Match, *, in_place: bool = False) -> discord.Message | None:
        """Post the board of ``match`` (a new message), then strip the previous board's controls.

        ``in_place``: edit the latest board instead (image, text, controls), when there is one.
        Every image and text comes from the public view only (``board_png``, ``board_text``).
        """
        async with self._lock(match.id):
            if self._published.get(match.id, 0) > match.version:
                return None  # a newer board is already up
            lang = await guild_lang(self.bot, match.record.guild_id)
            png = await self.bot.service.board_png(match)
            view = board_controls(match, lang)
            content = board_text(match, lang)
            if in_place and match.status == "active" and await self._edit_latest(match, content, png, view):
                return None
            mover = match.user_to_move
            mentions = discord.AllowedMentions(users=[discord.Object(mover)] if mover else False)
            kwargs: dict[str, Any] = {"file": png_file(png, match.id), "allowed_mentions": mentions}
            if view is not None:
                kwargs["view"] = view
            message = await self._channel(match).send(content, **kwargs)
            current = await self.bot.storage.get_match(match.id)
            previous = current.message_id if current is not None else match.record.message_id
            await self.bot.service.set_messages(match.id, message_id=message.id)
            self._published[match.id] = match.version
            if previous is not None and previous != message.id:
                await self._strip(match, previous)
            await self._close_offer(match, lang)
            return message

    async def _edit_latest(self, match: Match, content: str, png: bytes, view: discord.ui.View | None) -> bool:
        """Edit the latest board of ``match`` to show this version; False when there is none or
        it cannot be edited (then a new board is posted)."""
        current = await self.bot.storage.get_match(match.id)
        message_id = current.message_id if current is not None else None
        if message_id is None:
            return False
        kwargs: dict[str, Any] = {"content": content, "attachments": [png_file(png, match.id)], "view": view,
                                  "allowed_mentions": discord.AllowedMentions.none()}
        try:
            await self._channel(match).get_partial_message(message_id).edit(**kwargs)
        except discord.HTTPException:
            log.warning("could not update the board of match %s in place", match.id, exc_info=True)
            return False
        self._published[match.id] = match.version
        lang = await guild_lang(self.bot, match.record.guild_id)
        await self._close_offer(match, lang)
        return True

    async def refresh_controls(self, match: Match) -> None:
        """Re-issue the live board's controls for ``match``'s version (after a draw offer...)."""
        async with self._lock(match.id):
            if self._published.get(match.id, 0) > match.version or match.record.message_id is None:
                return
            lang = await guild_lang(self.bot, match.record.guild_id)
            view = board_controls(match, lang)
            try:
                await self._channel(match).get_partial_message(match.record.message_id).edit(
                    content=board_text(match, lang), view=view, allowed_mentions=discord.AllowedMentions.none()
                )
            except discord.HTTPException:
                log.warning("could not refresh the board of match %s", match.id, exc_info=True)
            self._published[match.id] = match.version
            await self._close_offer(match, lang)

    async def _strip(self, match: Match, message_id: int) -> None:
        try:
            await self._channel(match).get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            log.warning("could not remove the controls of an old board of match %s", match.id, exc_info=True)
