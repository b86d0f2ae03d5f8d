"""Posting the live board of each match, and keeping only the latest one's controls alive.

The publisher hears every committed change (``committed``, subscribed to the service): it posts
the first board in the match's thread (opened here), each move's board, the final board, the
public draw offers and takeback requests and what became of them; no handler calls it.

After each change a NEW board message is posted and the previous one loses its controls, so the
only live controls are on the latest board. Publishing is serialised per match and never goes
back in time (an older version arriving late is dropped) nor posts one version twice (a move's
own publishing and the start's catch-up may meet).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

from bot import i18n
from bot.languages import guild_lang
from bot.present.boards import board_controls, board_text, draw_offer_controls, takeback_controls
from bot.present.boards import board_name, png_file
from bot.present.starts import started_text, thread_title
from bot.present.texts import offer_key, offer_text, result_line
from bot.publish.captions import captions_for, member_name
from bot.publish.pings import OVER, Pings, mentions, tell_end_by_dm, told_of_end
from bot.publish.tournaments import open_game_thread
from bot.runtime import Runtime
from bot.service import Match, Played
from bot.service.commits import Commit
from bot.service.locks import KeyedLocks

log = logging.getLogger(__name__)
#: how far back in a match's channel the start looks for a board a crash kept from being recorded.
RECENT_MESSAGES = 25


class BoardPublisher:
    """Posts board messages and keeps only the latest one's controls alive."""

    def __init__(self, runtime: Runtime) -> None:
        self.runtime = runtime
        self._locks = KeyedLocks()
        self._published: dict[int, int] = {}  # match id -> version on screen
        #: match id -> message id of its open draw offer (this process; after a restart an old
        #: offer is closed when someone presses it).
        self._offers: dict[int, int] = {}

    # --- draw offers -----------------------------------------------------------------------------
    def _offer_answered(self, match_id: int, message_id: int) -> None:
        """The offer message was answered through its own buttons (whose handler edits it)."""
        if self._offers.get(match_id) == message_id:
            del self._offers[match_id]

    async def _close_offer(self, match: Match, lang: str) -> None:
        """The offer is over without an answer on its message: say why and take its buttons away."""
        if match.id not in self._offers or (match.status == "active" and match.row.draw_offer_seat is not None):
            return
        message_id = self._offers.pop(match.id)
        result = match.row.result or {}
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
        return self._locks.of(match_id)

    def _channel(self, match: Match) -> discord.PartialMessageable:
        row = match.row
        return self.runtime.client.get_partial_messageable(row.board_channel_id, guild_id=row.guild_id)

    async def committed(self, commit: Commit) -> None:
        """A committed change of a match (``GameService.subscribe``), shown before whoever made
        it is answered: a move's board, the first board (in a new thread), the final board (it
        pings whoever did not end the match), a draw offer or takeback request and its answer."""
        match = commit.match
        if commit.origin is not None:
            self._offer_answered(match.id, commit.origin)
        if commit.played is not None:
            await self.played(commit.played)
        elif commit.kind == "start":
            await self._started(match)
        elif commit.kind == "lobby":
            await self._retire_rematched(match)
        elif commit.kind == "draw" or (commit.kind == "result" and commit.answer is not None):
            await self._draw(commit)
        elif commit.kind == "takeback":
            await self._takeback(commit)
        elif commit.kind == "timeout" or (commit.kind == "result" and match.status in OVER):
            await self.publish(match)  # a timeout's board: the final one, or a table's next turn

    async def _draw(self, commit: Commit) -> None:
        """A draw offered (the public question; to the computer: it answers), answered by the
        computer (its answer said first), declined or withdrawn (the board's controls again), or
        agreed (the final board)."""
        match = commit.match
        lang = await guild_lang(self.runtime, match.row.guild_id)
        if commit.answer is not None:
            key = "computer.declines" if commit.answer == "open" else f"computer.accepts.{commit.answer}"
            await self._channel(match).send(i18n.t(lang, key), allowed_mentions=discord.AllowedMentions.none())
        if match.status != "active":
            await self.publish(match)
            return
        seat = match.row.draw_offer_seat
        if seat is None:
            await self.refresh_controls(match)
            return
        if match.computers:
            return  # the computer answers at once (``bot.publish.computer``), and that is heard
        colours = match.view(None).seat_colours()
        others = [uid for s, uid in enumerate(match.seats) if s != seat]
        text = offer_text(match, lang, "draw_offered", user=f"<@{match.seats[seat]}>",
                          colour=i18n.colour(lang, colours, seat, capital=lang != "fr"),
                          opponent=" ".join(f"<@{uid}>" for uid in others))
        sent = await self._channel(match).send(text, view=draw_offer_controls(match, lang),
                                               allowed_mentions=mentions(others))
        self._offers[match.id] = sent.id
        await self.refresh_controls(match)

    async def _takeback(self, commit: Commit) -> None:
        """A takeback asked (the public question to the opponent), taken (the board again) or
        declined (the board's controls again)."""
        match = commit.match
        if commit.answer == "taken":
            await self.publish(match)
            return
        seat = match.row.takeback_seat
        if seat is not None:
            lang = await guild_lang(self.runtime, match.row.guild_id)
            opponent = match.seats[1 - seat]
            text = i18n.t(lang, "takeback.asked", user=f"<@{match.seats[seat]}>", opponent=f"<@{opponent}>")
            await self._channel(match).send(text, view=takeback_controls(match, lang),
                                            allowed_mentions=mentions([opponent]))
        await self.refresh_controls(match)

    # --- starts ----------------------------------------------------------------------------------
    async def _started(self, match: Match) -> None:
        """Play began: a thread from the message that led to it (the challenge, the lobby, the
        announcement of a match against the computer), unless the bot may not open one there; the
        first board in it."""
        await self._retire_rematched(match)
        if match.row.thread_id is None:
            match = await self._open_thread(match)
        await self.publish(match)

    async def _open_thread(self, match: Match) -> Match:
        row = match.row
        if row.challenge_message_id is None and match.tournament is not None:
            return await open_game_thread(self.runtime, match)  # no challenge: the tournament announces it
        lang = await guild_lang(self.runtime, row.guild_id)
        channel = self.runtime.client.get_partial_messageable(row.channel_id, guild_id=row.guild_id)
        announcement = row.challenge_message_id is None and bool(match.computers)
        if row.challenge_message_id is None:
            if not match.computers:
                return match
            # a rematch against the computer: it is told of here, in a thread when the first was
            sent = await channel.send(started_text(match, lang, "…"), allowed_mentions=discord.AllowedMentions.none())
            match = await self.runtime.service.set_messages(match.id, challenge_message_id=sent.id)
        message_id = match.row.challenge_message_id
        assert message_id is not None
        thread: discord.Thread | None = None
        if await self._threaded(match):
            # a computer seat's name comes from the catalogue (``thread_title``): no look-up for it
            names = ["" if seat in match.computers else await member_name(self.runtime, row.guild_id, uid, lang)
                     or str(uid)
                     for seat, uid in enumerate(match.seats)]
            try:
                thread = await channel.get_partial_message(message_id).create_thread(
                    name=thread_title(match, lang, names))
            except (discord.HTTPException, ValueError):  # ValueError: the guild is not at hand
                log.info("no thread for match %s: the channel refused it", match.id)
            else:
                match = await self.runtime.service.set_messages(match.id, thread_id=thread.id)
        if announcement:
            where = thread.mention if thread is not None else f"<#{row.channel_id}>"
            await channel.get_partial_message(message_id).edit(content=started_text(match, lang, where),
                                                               allowed_mentions=discord.AllowedMentions.none())
        return match

    async def _threaded(self, match: Match) -> bool:
        """A rematch is played in a thread only when the first match was."""
        first = match.row.options.get("rematch_of")
        if not isinstance(first, int):
            return True
        return (await self.runtime.service.get(first)).row.thread_id is not None

    async def _retire_rematched(self, match: Match) -> None:
        """A rematch was just created: the finished match's board loses its Rematch button."""
        first = match.row.options.get("rematch_of")
        if isinstance(first, int) and match.version == 1:
            await self.refresh_controls(await self.runtime.service.get(first))

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
            lang = await guild_lang(self.runtime, match.row.guild_id)
            if missing and (found := await self._posted_before_a_crash(match)) is not None:
                await self._shown(match, found, lang, await told_of_end(self.runtime, match))
                return None  # up already: nothing posted
            captions = await captions_for(self.runtime, match, lang)
            png = await self.runtime.service.board_png(match, captions=captions)
            controls = board_controls(match, lang)
            content = board_text(match, lang)
            if in_place and match.status == "active" and await self._edit_latest(match, content, png, controls):
                return None
            # the board pings whoever acts next; a final board, whoever did not end the match
            told = await told_of_end(self.runtime, match)
            mover = match.user_to_move
            pinged = told.mention if mover is None else [mover]
            kwargs: dict[str, Any] = {"file": png_file(png, match.id, match.version),
                                      "allowed_mentions": mentions(pinged)}
            if controls is not None:
                kwargs["view"] = controls
            await self.runtime.storage.posts.intend(match.id, match.version)
            message = await self._channel(match).send(content, **kwargs)
            return await self._shown(match, message, lang, told)

    async def _shown(self, match: Match, message: discord.Message, lang: str, told: Pings) -> discord.Message:
        """``message`` shows ``match``'s board: record it, strip the previous board's controls,
        close a lapsed offer, tell of the end by DM (under the match's lock)."""
        current = await self.runtime.storage.matches.get(match.id)
        previous = current.message_id if current is not None else match.row.message_id
        await self.runtime.service.set_messages(match.id, message_id=message.id,
                                                published_version=match.version)
        self._published[match.id] = match.version
        if previous is not None and previous != message.id:
            await self._strip(match, previous)
        await self._close_offer(match, lang)
        await tell_end_by_dm(self.runtime, match, told, message.jump_url)
        return message

    async def catch_up(self) -> int:
        """At start: post the board of each match whose last committed change was never shown
        (the bot stopped between a commit and its board: a computer's move, say), with the usual
        mention of whoever is to act (the computer's pending turns are played after, from
        ``ComputerTurns.resume``). Each version is posted once:
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

    async def _posted_before_a_crash(self, match: Match) -> discord.Message | None:
        """The board of this version when the publisher set out to show it before the last stop
        and may have (the bot died between the request and recording it): the bot's recent
        message in the match's channel whose image is named after this version. None when it
        is not there (the request never reached Discord), or when no post was begun."""
        if await self.runtime.storage.posts.intended(match.id) != match.version:
            return None
        me = self.runtime.client.user
        name = board_name(match.id, match.version)
        try:
            async for message in self._channel(match).history(limit=RECENT_MESSAGES):
                if me is not None and message.author.id == me.id and any(
                        attachment.filename == name for attachment in message.attachments):
                    log.info("the board of match %s version %s was already up", match.id, match.version)
                    return message
        except discord.HTTPException:
            log.warning("could not look for the board of match %s", match.id, exc_info=True)
        return None

    async def _is_up(self, match: Match) -> bool:
        """A board of this version (or a later one) was posted, by another process maybe."""
        current = await self.runtime.storage.matches.get(match.id)
        return current is not None and (current.published_version or 0) >= match.version

    async def _edit_latest(self, match: Match, content: str, png: bytes, controls: discord.ui.View | None) -> bool:
        """Edit the latest board of ``match`` to show this version; False when there is none or
        it cannot be edited (then a new board is posted)."""
        current = await self.runtime.storage.matches.get(match.id)
        message_id = current.message_id if current is not None else None
        if message_id is None:
            return False
        kwargs: dict[str, Any] = {"content": content, "attachments": [png_file(png, match.id, match.version)],
                                  "view": controls, "allowed_mentions": discord.AllowedMentions.none()}
        await self.runtime.storage.posts.intend(match.id, match.version)
        try:
            await self._channel(match).get_partial_message(message_id).edit(**kwargs)
        except discord.HTTPException:
            log.warning("could not update the board of match %s in place", match.id, exc_info=True)
            return False
        self._published[match.id] = match.version
        await self.runtime.service.set_messages(match.id, published_version=match.version)
        lang = await guild_lang(self.runtime, match.row.guild_id)
        await self._close_offer(match, lang)
        return True

    async def refresh_controls(self, match: Match) -> None:
        """Re-issue the live board's controls for ``match``'s version (after a draw offer...)."""
        async with self._lock(match.id):
            if self._published.get(match.id, 0) > match.version or match.row.message_id is None:
                return
            lang = await guild_lang(self.runtime, match.row.guild_id)
            controls = board_controls(match, lang)
            try:
                await self._channel(match).get_partial_message(match.row.message_id).edit(
                    content=board_text(match, lang), view=controls, allowed_mentions=discord.AllowedMentions.none()
                )
            except discord.HTTPException:
                log.warning("could not refresh the board of match %s", match.id, exc_info=True)
            else:
                await self.runtime.service.set_messages(match.id, published_version=match.version)
            self._published[match.id] = match.version
            await self._close_offer(match, lang)

    async def _strip(self, match: Match, message_id: int) -> None:
        try:
            await self._channel(match).get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            log.warning("could not remove the controls of an old board of match %s", match.id, exc_info=True)
