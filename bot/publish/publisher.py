"""Posting the live board of each match, and keeping only the latest one's controls alive.

After each change a NEW board message is posted and the previous one loses its controls, so the
only live controls are on the latest board. Publishing is serialised per match and never goes
back in time (an older version arriving late is dropped) nor posts one version twice (a move's
own publishing and the start's catch-up may meet).
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import discord

from bot import i18n
from bot.publish.boards import board_controls, board_text
from bot.publish.captions import captions_for
from bot.publish.pings import mentions, tell_end_by_dm, told_of_end
from bot.publish.texts import offer_key, result_line
from bot.responses import guild_lang, png_file
from bot.service import Match, Played
from bot.service.commits import Commit

if TYPE_CHECKING:
    from bot.runtime import Runtime

log = logging.getLogger(__name__)
CLOSED_OFFERS_KEPT = 1000


class BoardPublisher:
    """Posts board messages and keeps only the latest one's controls alive."""

    def __init__(self, runtime: Runtime) -> None:
        self.runtime = runtime
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
        record = match.record
        return self.runtime.client.get_partial_messageable(record.board_channel_id, guild_id=record.guild_id)

    async def committed(self, commit: Commit) -> None:
        """A committed change of a match (``GameService.subscribe``): a move's board goes up
        before its player is answered."""
        if commit.played is not None:
            await self.played(commit.played)

    async def played(self, played: Played) -> discord.Message | None:
        """After a move: a new board when the turn passed (it pings the next player), else (the
        same player acts again: a roll, a draw, a signal...) the latest board edited in place."""
        return await self.publish(played.match, in_place=played.continues)

    async def publish(self, match: Match, *, in_place: bool = False, missing: bool = False) -> discord.Message | None:
        """Post the board of ``match`` (a new message), then strip the previous board's controls.

        ``in_place``: edit the latest board instead (image, text, controls), when there is one.
        ``missing``: only if no board of this version is up yet (the start's catch-up, which may
        meet a move's own publishing). Every image and text comes from the public view only
        (``board_png``, ``board_text``).
        """
        async with self._lock(match.id):
            if self._published.get(match.id, 0) >= match.version:
                return None  # this board, or a newer one, is already up (posted by the catch-up...)
            if missing and await self._is_up(match):
                return None
            lang = await guild_lang(self.runtime, match.record.guild_id)
            captions = await captions_for(self.runtime, match, lang)
            png = await self.runtime.service.board_png(match, captions=captions)
            view = board_controls(match, lang)
            content = board_text(match, lang)
            if in_place and match.status == "active" and await self._edit_latest(match, content, png, view):
                self._computer_turn(match)
                return None
            # the board pings whoever acts next; a final board, whoever did not end the match
            told = await told_of_end(self.runtime, match)
            mover = match.user_to_move
            pinged = told.mention if mover is None else [mover]
            kwargs: dict[str, Any] = {"file": png_file(png, match.id), "allowed_mentions": mentions(pinged)}
            if view is not None:
                kwargs["view"] = view
            message = await self._channel(match).send(content, **kwargs)
            current = await self.runtime.storage.matches.get(match.id)
            previous = current.message_id if current is not None else match.record.message_id
            await self.runtime.service.set_messages(match.id, message_id=message.id,
                                                    published_version=match.version)
            self._published[match.id] = match.version
            if previous is not None and previous != message.id:
                await self._strip(match, previous)
            await self._close_offer(match, lang)
            self._computer_turn(match)
            await tell_end_by_dm(self.runtime, match, told, message.jump_url)
            return message

    async def catch_up(self) -> int:
        """At start: post the board of each match whose last committed change was never shown
        (the bot stopped between a commit and its board: a computer's move, say), with the usual
        mention of whoever is to act; a computer to act then plays. Each version is posted once:
        the stored ``published_version`` says which board is up. Returns how many were posted."""
        posted = 0
        for match in await self.runtime.service.unpublished():
            # One board that cannot be posted must not stop the others, nor the start; it is
            # tried again at the next start.
            try:
                posted += await self.publish(match, missing=True) is not None
            except discord.HTTPException:  # its thread was deleted, the bot may no longer post there...
                log.warning("could not post the missing board of match %s", match.id, exc_info=True)
            except Exception:
                log.exception("could not post the missing board of match %s", match.id)
        if posted:
            log.info("posted %d board(s) committed before the last stop but never shown", posted)
        return posted

    async def _is_up(self, match: Match) -> bool:
        """A board of this version (or a later one) was posted, by another process maybe."""
        current = await self.runtime.storage.matches.get(match.id)
        return current is not None and (current.published_version or 0) >= match.version

    def _computer_turn(self, match: Match) -> None:
        """Once a board is up, a computer to act plays (``bot.publish.computer``)."""
        self.runtime.computers.after(match)

    async def _edit_latest(self, match: Match, content: str, png: bytes, view: discord.ui.View | None) -> bool:
        """Edit the latest board of ``match`` to show this version; False when there is none or
        it cannot be edited (then a new board is posted)."""
        current = await self.runtime.storage.matches.get(match.id)
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
        await self.runtime.service.set_messages(match.id, published_version=match.version)
        lang = await guild_lang(self.runtime, match.record.guild_id)
        await self._close_offer(match, lang)
        return True

    async def refresh_controls(self, match: Match) -> None:
        """Re-issue the live board's controls for ``match``'s version (after a draw offer...)."""
        async with self._lock(match.id):
            if self._published.get(match.id, 0) > match.version or match.record.message_id is None:
                return
            lang = await guild_lang(self.runtime, match.record.guild_id)
            view = board_controls(match, lang)
            try:
                await self._channel(match).get_partial_message(match.record.message_id).edit(
                    content=board_text(match, lang), view=view, allowed_mentions=discord.AllowedMentions.none()
                )
            except discord.HTTPException:
                log.warning("could not refresh the board of match %s", match.id, exc_info=True)
            else:
                await self.runtime.service.set_messages(match.id, published_version=match.version)
            self._published[match.id] = match.version
            await self._close_offer(match, lang)
            self._computer_turn(match)

    async def _strip(self, match: Match, message_id: int) -> None:
        try:
            await self._channel(match).get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            log.warning("could not remove the controls of an old board of match %s", match.id, exc_info=True)
