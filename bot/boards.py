"""Board messages: their text, image and controls, and posting them in the match's channel.

After each change a NEW board message is posted and the previous one loses its controls, so the
only live controls are on the latest board. Publishing is serialised per match and never goes
back in time (an older version arriving late is dropped).
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from typing import TYPE_CHECKING, Any

import discord

from bot import i18n
from bot.responses import guild_lang, png_file
from bot.service import Match
from bot.views.controls import ControlId, button, select, view_of

if TYPE_CHECKING:
    from bot.app import GameTableBot

log = logging.getLogger(__name__)
MENU_LIMIT = 25


def seat_lines(match: Match, lang: str) -> str:
    colours = match.view(None).get("colours", [])
    return " · ".join(
        i18n.t(lang, "board.seat", colour=i18n.colour(lang, colours, seat), user=f"<@{uid}>")
        for seat, uid in enumerate(match.seats)
    )


def board_text(match: Match, lang: str) -> str:
    """Header, the last move, and who moves next or how it ended."""
    colours = match.view(None).get("colours", [])
    lines = [
        i18n.t(lang, "board.header", game=i18n.game_name(lang, match.game.key), match_id=match.id,
               seat_lines=seat_lines(match, lang))
    ]
    last = match.record.last_move or {}
    if isinstance(last.get("ply"), int) and isinstance(last.get("seat"), int) and last.get("notation"):
        lines.append(i18n.t(lang, "board.last_move", ply=last["ply"] + 1, notation=last["notation"],
                            colour=i18n.colour(lang, colours, last["seat"])))
    result = match.record.result or {}
    if match.status == "finished":
        lines.append(i18n.t(lang, "board.result", result=i18n.result_text(lang, result, colours)))
    elif match.status == "aborted":
        by = result.get("by")
        user = f"<@{match.seats[by]}>" if isinstance(by, int) and 0 <= by < len(match.seats) else "?"
        lines.append(i18n.t(lang, "board.aborted", user=user))
    elif match.seat_to_move is not None:
        offer = match.record.draw_offer_seat
        if offer is not None:
            lines.append(i18n.t(lang, "board.draw_offer", colour=i18n.colour(lang, colours, offer)))
        seat = match.seat_to_move
        lines.append(i18n.t(lang, "board.to_move", user=f"<@{match.seats[seat]}>",
                            colour=i18n.colour(lang, colours, seat, capital=lang != "fr")))
    return "\n".join(lines)


def pieces_that_move(match: Match) -> dict[str, int]:
    """Start cell -> number of legal moves, in the engine's move order (board games only)."""
    starts: dict[str, int] = {}
    if match.seat_to_move is None:
        return starts
    for move in match.game.legal_moves(match.state):
        path = getattr(move, "path", None)
        if not path:
            return {}
        starts[str(path[0])] = starts.get(str(path[0]), 0) + 1
    return starts


def board_controls(match: Match, lang: str) -> tuple[discord.ui.View | None, str | None]:
    """Piece select + Resign / Offer draw for an active match (and a note when a menu cannot fit)."""
    if match.status != "active":
        return None, None
    items: list[Any] = []
    note = None
    starts = pieces_that_move(match)
    if 0 < len(starts) <= MENU_LIMIT:
        options = [
            discord.SelectOption(label=i18n.t(lang, "select.piece_option", cell=cell, n=n), value=cell)
            for cell, n in starts.items()
        ]
        items.append(select(ControlId("piece", match.id, match.version), i18n.t(lang, "select.piece"), options, row=0))
    elif starts:
        note = i18n.t(lang, "too_many_pieces")
    items.append(button(ControlId("resign", match.id, match.version), i18n.t(lang, "button.resign"),
                        style=discord.ButtonStyle.danger, row=1))
    items.append(button(ControlId("draw", match.id, match.version), i18n.t(lang, "button.draw"), row=1))
    return view_of(*items), note


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

    def _lock(self, match_id: int) -> asyncio.Lock:
        lock = self._locks.get(match_id)
        if lock is None:
            lock = self._locks[match_id] = asyncio.Lock()
        return lock

    def _channel(self, match: Match) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(match.record.board_channel_id, guild_id=match.record.guild_id)

    async def publish(self, match: Match) -> discord.Message | None:
        """Post the board of ``match`` (a new message), then strip the previous board's controls."""
        async with self._lock(match.id):
            if self._published.get(match.id, 0) > match.version:
                return None  # a newer board is already up
            lang = await guild_lang(self.bot, match.record.guild_id)
            png = await self.bot.service.board_png(match)
            view, note = board_controls(match, lang)
            content = board_text(match, lang) + (f"\n-# {note}" if note else "")
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
            return message

    async def refresh_controls(self, match: Match) -> None:
        """Re-issue the live board's controls for ``match``'s version (after a draw offer...)."""
        async with self._lock(match.id):
            if self._published.get(match.id, 0) > match.version or match.record.message_id is None:
                return
            lang = await guild_lang(self.bot, match.record.guild_id)
            view, _note = board_controls(match, lang)
            try:
                await self._channel(match).get_partial_message(match.record.message_id).edit(
                    content=board_text(match, lang), view=view, allowed_mentions=discord.AllowedMentions.none()
                )
            except discord.HTTPException:
                log.warning("could not refresh the board of match %s", match.id, exc_info=True)
            self._published[match.id] = match.version

    async def _strip(self, match: Match, message_id: int) -> None:
        try:
            await self._channel(match).get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            log.warning("could not remove the controls of an old board of match %s", match.id, exc_info=True)
