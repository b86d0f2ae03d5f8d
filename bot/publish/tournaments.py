"""Posting a tournament's life (issue 28): the announcement and its thread, entries, each round's
pairings (with mentions), results and standings (image and text), the final standings, a
cancellation; and the announcement and thread of each of its games (``open_game_thread``, which
the board publisher calls when such a game starts).

It hears the tournaments' news (``service.tournaments.subscribe``), after the change committed;
every post goes in the tournament's thread, or its channel when Discord refused the thread.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Iterable, Sequence
from typing import Any

import discord

from bot.languages import guild_lang
from bot.present import tournaments as present
from bot.present.captions import image_words
from bot.present.texts import link_to
from bot.publish.captions import member_name
from bot.runtime import Runtime
from bot.service import Match
from bot.service.tournament_news import News
from bot.storage.tournament_rows import PairingRow, TournamentRow
from bot.tournaments.standings import Standings

log = logging.getLogger(__name__)
NO_PINGS = discord.AllowedMentions.none()


def pinging(users: Iterable[int | None]) -> discord.AllowedMentions:
    """Only these players are pinged (never a role or everyone)."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(user) for user in dict.fromkeys(users) if user is not None])


async def links_of(runtime: Runtime, boards: Iterable[PairingRow]) -> dict[int, str]:
    """Board number -> where its game is played, from the stored rows alone (a game that cannot be
    loaded still has its place)."""
    links: dict[int, str] = {}
    for board in boards:
        row = await runtime.storage.matches.get(board.match_id) if board.match_id is not None else None
        if row is not None:
            links[board.board] = link_to(row)
    return links


async def standings_post(runtime: Runtime, lang: str, tournament: TournamentRow, standings: Standings,
                         number: int | None, asker: int | None = None) -> tuple[str, discord.File]:
    """The standings as text and as an image file (``number`` None: the final ones; the
    ``asker``'s line highlighted in a reply)."""
    names = await names_of(runtime, tournament.guild_id, [line.player for line in standings.lines], lang)
    text = present.standings_text(lang, tournament, standings, names, asker=asker, round=number,
                                  final=number is None)
    png = await runtime.service.standings_png(
        present.standings_rows(lang, standings, names, asker=asker), tie_breaks=standings.tie_breaks,
        title=present.standings_title(lang, tournament, number), words=image_words(lang))
    return text, discord.File(io.BytesIO(png), filename=f"standings-{tournament.id}-{number or 'final'}.png")


async def names_of(runtime: Runtime, guild_id: int, users: Iterable[int | None], lang: str) -> dict[int, str]:
    """The display names of ``users`` (``member_name``: "deleted player" in ``lang`` for a
    deleted player; their id where Discord does not answer)."""
    names: dict[int, str] = {}
    for user in dict.fromkeys(users):
        if user is not None:
            names[user] = await member_name(runtime, guild_id, user, lang) or str(user)
    return names


class TournamentPublisher:
    """Posts each piece of tournament news where the tournament's players read it."""

    def __init__(self, runtime: Runtime) -> None:
        self.runtime = runtime

    async def heard(self, news: News) -> None:
        tournament = news.tournament
        lang = await guild_lang(self.runtime, tournament.guild_id)
        if news.kind == "created":
            await self._created(tournament, lang)
            return
        # read once per news: its thread may be newer than the news
        where = self._where(await self.runtime.service.tournaments.get(tournament.id))
        if news.kind in ("entered", "left", "withdrawn") and news.user_id is not None:
            n = present.active_entries(tournament)
            await self._send(where, present.entry_text(lang, news.kind, news.user_id, n), NO_PINGS)
        elif news.kind == "started":
            await self._send(where, present.started_text(lang, present.active_entries(tournament)), NO_PINGS)
        elif news.kind == "paired" and news.round is not None:
            await self._paired(where, tournament, news.round, news.boards, lang)
        elif news.kind == "round_done" and news.round is not None:
            await self._round_done(where, news, lang)
        elif news.kind == "finished" and news.standings is not None:
            await self._standings(where, tournament, news.standings, lang, None)
            names = await names_of(self.runtime, tournament.guild_id, present.winners(news.standings), lang)
            await self._send(where, present.winner_text(lang, news.standings, names),
                             pinging(present.winners(news.standings)))
        elif news.kind == "cancelled":
            await self._send(where, present.cancelled_text(lang, news.reason or "manager"), NO_PINGS)

    def _where(self, tournament: TournamentRow) -> discord.PartialMessageable:
        target = tournament.thread_id if tournament.thread_id is not None else tournament.channel_id
        return self.runtime.client.get_partial_messageable(target, guild_id=tournament.guild_id)

    @staticmethod
    async def _send(where: discord.PartialMessageable, text: str, mentions: discord.AllowedMentions,
                    file: discord.File | None = None) -> None:
        kwargs: dict[str, Any] = {"file": file} if file is not None else {}
        await where.send(text, allowed_mentions=mentions, **kwargs)

    async def _created(self, tournament: TournamentRow, lang: str) -> None:
        """The announcement in the channel, and the thread every later post goes to."""
        channel = self.runtime.client.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
        sent = await channel.send(present.announcement_text(lang, tournament), allowed_mentions=NO_PINGS)
        try:
            thread = await sent.create_thread(name=present.thread_name(lang, tournament))
        except (discord.HTTPException, ValueError):  # ValueError: the guild is not at hand
            log.info("no thread for tournament %s: the channel refused it", tournament.id)
            return
        await self.runtime.service.tournaments.set_thread(tournament.id, thread.id)

    async def _paired(self, where: discord.PartialMessageable, tournament: TournamentRow, number: int,
                      boards: Sequence[PairingRow], lang: str) -> None:
        """The round's pairings, pinging its players, with a link to each game."""
        links = await links_of(self.runtime, boards)
        text = present.pairings_text(lang, tournament, number, boards, mention=True, links=links)
        await self._send(where, text, pinging(user for board in boards for user in board.seats))

    async def _round_done(self, where: discord.PartialMessageable, news: News, lang: str) -> None:
        """The round's results (adjudications and no-shows said), then the standings."""
        tournament, number = news.tournament, news.round
        assert number is not None
        seated = [user for board in news.boards for user in board.seats]
        names = await names_of(self.runtime, tournament.guild_id, [*seated, *news.withdrawn], lang)
        lines = [present.pairings_text(lang, tournament, number, news.boards, mention=False, names=names,
                                       results=True)]
        for extra in (present.adjudicated_text(lang, news.boards, news.adjudicated),
                      present.no_shows_text(lang, news.withdrawn, names)):
            if extra is not None:
                lines.append(extra)
        await self._send(where, present.fit(lang, lines[0], [(line, False) for line in lines[1:]]), NO_PINGS)
        if news.standings is not None:
            await self._standings(where, tournament, news.standings, lang, number)

    async def _standings(self, where: discord.PartialMessageable, tournament: TournamentRow, standings: Standings,
                         lang: str, number: int | None) -> None:
        """The standings as an image, and as text under it (``number`` None: the final ones)."""
        text, file = await standings_post(self.runtime, lang, tournament, standings, number)
        await self._send(where, text, NO_PINGS, file)


async def open_game_thread(runtime: Runtime, match: Match) -> Match:
    """A tournament game just started with no challenge message: its announcement in the
    tournament's channel ("Club Swiss · round 2 · board 1: @A – @B") and a thread from it,
    where its board goes (none when Discord refuses it: the board then goes to the channel)."""
    link = match.tournament
    assert link is not None
    row = match.row
    tournament, board = await runtime.service.tournaments.board(*link)
    if board is None:
        return match
    lang = await guild_lang(runtime, row.guild_id)
    channel = runtime.client.get_partial_messageable(row.channel_id, guild_id=row.guild_id)
    sent = await channel.send(present.game_announcement(lang, tournament, board), allowed_mentions=NO_PINGS)
    match = await runtime.service.set_messages(match.id, challenge_message_id=sent.id)
    names = await names_of(runtime, row.guild_id, board.seats, lang)
    try:
        thread = await sent.create_thread(name=present.game_thread_name(lang, tournament, board, names))
    except (discord.HTTPException, ValueError):
        log.info("no thread for match %s: the channel refused it", match.id)
        return match
    return await runtime.service.set_messages(match.id, thread_id=thread.id)
