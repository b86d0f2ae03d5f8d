"""Two bot processes, one bot (issue 15): ``python -m bot`` twice on one PostgreSQL database, one
holding shard 0 and the other shard 1 of 2, against the stand-in, which routes each guild's events
to the connection of its shard as Discord does.

One match is played in a guild of each shard; a timer falls due and is fired once, by the holder
of its guild; the process of shard 1 is killed with kill -9 in the middle of its match and
restarted: no acknowledged move is lost, nothing is doubled, the other process plays on meanwhile;
a lobby is joined at the same instant through both processes (as Discord may deliver while a shard
moves between processes) and seats both players.
"""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import asyncpg

import engines
from bot.shards import shard_of
from bot.storage.rows import format_time
from bot.storage.timers import TIMER_CHANNEL
from tests.helpers.guild import Club, match_id_of
from tests.helpers.processes import BotProcess, bot_env
from tests.standin import DiscordStandIn, Guild, Message, Thread, User

SHARDS = 2


def guild_on_shard(standin: DiscordStandIn, shard: int, name: str, locale: str) -> Guild:
    """A new guild whose id falls on ``shard`` (ids are handed out in order: skip until one does)."""
    while shard_of(standin.world.new_id() + 2, SHARDS) != shard:  # add_guild takes an owner id, then the guild's
        pass
    guild = standin.add_guild(name, locale=locale)
    assert shard_of(guild.id, SHARDS) == shard
    return guild


class Duel:
    """A Dames match in one guild, its moves chosen from the engine's legal moves (the first)."""

    def __init__(self, table: Club, white: User, black: User) -> None:
        self.table, self.white, self.black = table, white, black
        self.game = engines.get("dames")
        self.state = self.game.new()
        self.thread: Thread | None = None
        self.match_id = 0
        self.played: list[str] = []

    async def start(self) -> None:
        standin = self.table.standin
        res = await standin.slash(self.white, "challenge", {"game": "dames", "opponent": self.black,
                                                            "first": "challenger"}, channel=self.table.channel)
        message = (await res.response(timeout=15)).message
        assert message is not None
        accepted = await self.table.standin.click(self.black, message, message.button(prefix="gt:accept:"))
        await accepted.response(timeout=15)
        self.thread = await self.table.standin.wait_for_thread(lambda t: t.starter_message_id == message.id,
                                                               timeout=15)
        board = await self.wait_boards(1)
        self.match_id = match_id_of(board)

    def next_move(self) -> tuple[User, str]:
        move = self.game.legal_moves(self.state)[0]
        seat = self.game.to_move(self.state)
        return (self.white if seat == 0 else self.black), self.game.format_move(self.state, move)

    def record(self, text: str) -> None:
        """The move ``text`` was played: follow it."""
        seat = self.game.to_move(self.state)
        assert seat is not None
        move = next(m for m in self.game.legal_moves(self.state) if self.game.format_move(self.state, m) == text)
        self.state = self.game.apply(self.state, seat, move)
        self.played.append(text)

    async def play(self, count: int) -> None:
        """``count`` moves, each acknowledged (the acknowledgement comes after the commit)."""
        for _ in range(count):
            user, text = self.next_move()
            assert self.thread is not None
            res = await self.table.standin.slash(user, "move", {"text": text}, channel=self.thread)
            acknowledged = await res.followup(timeout=20)
            assert text in acknowledged.content, acknowledged.content
            self.record(text)

    def boards(self) -> list[Message]:
        assert self.thread is not None
        return self.table.boards(self.thread)

    async def wait_boards(self, count: int) -> Message:
        await self.table.standin.wait_for(lambda: len(self.boards()) >= count, timeout=20, what=f"{count} boards")
        return self.boards()[-1]


async def stored_moves(url: str, match_id: int) -> list[str]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch("SELECT notation FROM moves WHERE match_id = $1 ORDER BY ply", match_id)
    finally:
        await conn.close()
    return [row["notation"] for row in rows]


async def run_sql(url: str, sql: str, *args: Any) -> Any:
    conn = await asyncpg.connect(url)
    try:
        return await conn.fetch(sql, *args)
    finally:
        await conn.close()


def connected(standin: DiscordStandIn) -> set[tuple[int, int] | None]:
    return {session.shard for session in standin.gateway.sessions}


async def test_two_processes_on_one_database_share_the_bot(
    standin: DiscordStandIn, postgres_url: str, tmp_path: Path
) -> None:
    on_0 = guild_on_shard(standin, 0, "Club", "en-US")
    on_1 = guild_on_shard(standin, 1, "Cercle", "fr")
    alice, bob, carol, dave, erin = (standin.add_user(name) for name in ("alice", "bob", "carol", "dave", "erin"))
    first = Duel(Club(standin, on_0, alice, bob, carol, tmp_path / "unused"), alice, bob)
    second = Duel(Club(standin, on_1, carol, dave, erin, tmp_path / "unused"), carol, dave)
    processes = [BotProcess(bot_env(standin, DATABASE_URL=postgres_url, SHARD_COUNT=str(SHARDS),
                                    SHARD_IDS=str(shard)), tmp_path / f"bot-{shard}.log") for shard in range(SHARDS)]
    await asyncio.gather(*(process.start() for process in processes))
    try:
        await standin.wait_for(lambda: connected(standin) == {(0, 2), (1, 2)} and standin.commands, timeout=60,
                               what="both processes to connect")
        await standin.idle(timeout=20)

        # A match in a guild of each shard; each guild's interactions reach its own process only.
        await first.start()
        await second.start()
        await asyncio.gather(first.play(3), second.play(3))
        delivered = {record.guild_id: set() for record in standin.world.interactions.values()}
        for record in standin.world.interactions.values():
            delivered[record.guild_id].add(tuple(record.delivered_to))
        assert delivered == {on_0.id: {(0,)}, on_1.id: {(1,)}}
        assert (len(first.boards()), len(second.boards())) == (4, 4)  # one board per move, and the first

        # A timer falls due (set by hand, announced as a process announces one it set for a guild
        # it does not hold): the holder of the guild fires it, once, in the guild's language.
        due = datetime.now(timezone.utc) - timedelta(seconds=1)
        updated = await run_sql(postgres_url, "UPDATE matches SET reminder_due_at = $1 WHERE id = $2 RETURNING guild_id",
                                format_time(due), second.match_id)
        assert [row["guild_id"] for row in updated] == [on_1.id]
        await run_sql(postgres_url, "SELECT pg_notify($1, $2)", TIMER_CHANNEL, f"{on_1.id} {format_time(due)}")
        assert second.thread is not None and first.thread is not None

        def reminders(thread: Thread) -> list[Message]:
            return [m for m in standin.messages(thread) if m.content.startswith("⏰")]

        await standin.wait_for(lambda: reminders(second.thread), timeout=20, what="the reminder")
        await asyncio.sleep(1.0)
        assert len(reminders(second.thread)) == 1 and not reminders(first.thread)
        assert "c'est à vous de jouer" in reminders(second.thread)[0].content  # the guild's language

        # kill -9 of shard 1's process in the middle of a move; the other process plays on.
        acknowledged = list(second.played)
        user, text = second.next_move()
        pending = await standin.slash(user, "move", {"text": text}, channel=second.thread)
        await asyncio.sleep(0.05)
        await processes[1].kill()
        await standin.wait_for(lambda: connected(standin) == {(0, 2)}, timeout=20, what="the kill to be seen")
        await first.play(2)
        stored = await stored_moves(postgres_url, second.match_id)
        assert stored[:len(acknowledged)] == acknowledged  # nothing acknowledged is lost
        assert stored in (acknowledged, [*acknowledged, text])  # the move in flight: whole, or not at all
        if pending.followups:
            assert stored == [*acknowledged, text]  # acknowledged only once committed

        await processes[1].start()
        await standin.wait_for(lambda: connected(standin) == {(0, 2), (1, 2)}, timeout=60, what="the restart")
        if stored[-1:] == [text]:
            second.record(text)
        # Each committed move has its board, once: a board committed but not posted goes up at the start.
        await second.wait_boards(1 + len(second.played))
        await second.play(2)
        await asyncio.sleep(0.5)
        assert len(second.boards()) == 1 + len(second.played)
        assert len(first.boards()) == 1 + len(first.played)
        assert await stored_moves(postgres_url, second.match_id) == second.played
        assert await stored_moves(postgres_url, first.match_id) == first.played

        # A lobby of shard 0's guild joined at the same instant through both processes.
        lobby = (await (await standin.slash(alice, "table", {"game": "macadam-cartes"}, channel=on_0.channel))
                 .response(timeout=15)).message
        assert lobby is not None
        joins = await asyncio.gather(standin.click(bob, lobby, lobby.button("Join"), shard=0),
                                     standin.click(erin, lobby, lobby.button("Join"), shard=1))
        assert [join.delivered_to for join in joins] == [[0], [1]]
        for join in joins:
            answer = await join.response(timeout=15)
            assert answer.type in (4, 7), answer
        table_id = match_id_of(lobby)
        seats = await run_sql(postgres_url, "SELECT user_id FROM seats WHERE match_id = $1 ORDER BY seat", table_id)
        assert [row["user_id"] for row in seats][0] == alice.id
        assert sorted(row["user_id"] for row in seats[1:]) == sorted([bob.id, erin.id])
    finally:
        statuses = [await process.stop() if process.running else 0 for process in processes]
    for process, status in zip(processes, statuses):
        log = process.text()
        assert status == 0 and "Traceback" not in log and " ERROR " not in log, log
    assert "holding shards 0 of 2" in processes[0].text() and "holding shards 1 of 2" in processes[1].text()
