"""A board posted just before a kill -9 is not posted again (issue 27, item 5): 16 boards were
posted twice over 13 kills, each pinging the player again, because the publisher posted first and
recorded ``published_version`` after. The real bot, as deployed (default pools), in a process of
its own, on each backend; the stand-in withholds the answer to the board's post while the bot is
killed."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from tests.helpers.processes import BotProcess, bot_env
from tests.helpers.storage import backend, db_path, db_target, stored_match  # noqa: F401  (fixtures)
from tests.standin import DiscordStandIn, Guild, Message, Thread, User


async def _published(db: Path | str, match_id: int) -> tuple[int, int | None, int | None]:
    """(version, published_version, message_id) of the match, as stored now."""
    row = await stored_match(db, match_id)
    return row.version, row.published_version, row.message_id


async def _until_published(db: Path | str, match_id: int, version: int, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while (await _published(db, match_id))[1] != version:
        assert time.monotonic() < deadline, f"the board of version {version} was never recorded"
        await asyncio.sleep(0.2)


def _boards(standin: DiscordStandIn, thread: Thread) -> list[Message]:
    return [m for m in standin.messages(thread) if m.attachments and m.author.id == standin.bot_user.id]


async def _connected(standin: DiscordStandIn, guild: Guild) -> None:
    await standin.wait_for(lambda: standin.gateway.connections > 0 and standin.guild_commands(guild),
                           timeout=30, what="the bot to connect")


async def _started_match(standin: DiscordStandIn, alice: User, bob: User) -> tuple[Thread, int]:
    challenge = await (await standin.slash(alice, "challenge", {"game": "dames", "opponent": bob,
                                                                "first": "challenger"})).response()
    assert challenge.message is not None
    await (await standin.click(bob, challenge.message, challenge.message.button(prefix="gt:accept:"))).response()
    thread = await standin.wait_for_thread(lambda t: t.starter_message_id == challenge.message.id, timeout=30)
    await standin.wait_for(lambda: len(_boards(standin, thread)) == 1, timeout=30, what="the first board")
    [match_id] = {int(c.split(":")[2]) for c in _boards(standin, thread)[0].custom_ids}
    return thread, match_id


async def test_a_board_posted_before_a_kill_is_found_at_start_not_posted_again(
        standin: DiscordStandIn, tmp_path: Path, backend: str, db_target: Path | str) -> None:  # noqa: F811
    guild = standin.add_guild()
    alice, bob = standin.add_user("alice"), standin.add_user("bob")
    db = db_target
    where = {"DATABASE_PATH": str(db)} if backend == "sqlite" else {"DATABASE_URL": str(db)}
    env = bot_env(standin, DISCORD_GUILD=str(guild.id), **where)
    first, second = BotProcess(env, tmp_path / "first.log"), BotProcess(env, tmp_path / "second.log")
    await first.start()
    try:
        await _connected(standin, guild)
        thread, match_id = await _started_match(standin, alice, bob)
        shown, _, _ = await _published(db, match_id)
        stall = standin.stall("POST", rf"/channels/{thread.id}/messages")
        await standin.slash(alice, "move", {"text": "32-28"}, channel=thread)
        await standin.wait_for(stall.handled.is_set, timeout=30, what="the move's board to be posted")
        await first.kill()  # the board is up; the bot never heard so
        stall.release.set()
        assert (await _published(db, match_id))[:2] == (shown + 1, shown)
        boards = _boards(standin, thread)
        assert len(boards) == 2 and f"<@{bob.id}>" in boards[1].content

        await second.start()
        await _until_published(db, match_id, shown + 1)
        await standin.idle(timeout=10)
        boards = _boards(standin, thread)
        assert len(boards) == 2, [b.content for b in boards]  # not posted (nor bob pinged) again
        assert (await _published(db, match_id))[2] == boards[1].id  # the found board is the live one
        await standin.wait_for(lambda: boards[0].components == [], timeout=10,
                               what="the first board to lose its controls")
        answer = await (await standin.slash(bob, "move", {"text": "19-23"}, channel=thread)).followup(timeout=15)
        assert "19-23" in answer.content
        await standin.wait_for(lambda: len(_boards(standin, thread)) == 3, timeout=15, what="bob's board")
        assert await second.stop() == 0
    finally:
        for process in (first, second):
            if process.running:
                await process.kill()
