"""A bot killed with kill -9 leaves no process behind (issue 27, item 6): with the deployed
default pools, the drawing and search workers, the forkserver and the resource tracker die with
it within seconds (they stayed for minutes, about 600 MB over three kills)."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from pathlib import Path

from tests.helpers.processes import BotProcess, alive, bot_env, descendants
from tests.standin import DiscordStandIn


async def test_a_killed_bot_takes_its_worker_processes_with_it(standin: DiscordStandIn, tmp_path: Path) -> None:
    guild = standin.add_guild()
    alice, bob = standin.add_user("alice"), standin.add_user("bob")
    bot = BotProcess(bot_env(standin, DATABASE_PATH=str(tmp_path / "game.sqlite3"), DISCORD_GUILD=str(guild.id)),
                     tmp_path / "bot.log")
    await bot.start()
    assert bot.process is not None
    family: set[int] = set()
    try:
        await standin.wait_for(lambda: standin.gateway.connections > 0 and standin.guild_commands(guild),
                               timeout=30, what="the bot to connect")
        # a match against the computer: a board drawn and a search run, so both pools have workers
        started = await (await standin.slash(alice, "challenge", {"game": "dames", "opponent": standin.bot_user,
                                                                  "first": "opponent", "level": 1})).response()
        assert started.message is not None
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == started.message.id, timeout=30)
        await standin.wait_for(lambda: len([m for m in standin.messages(thread) if m.attachments]) >= 2,
                               timeout=30, what="the first board and the computer's move")
        family = descendants(bot.process.pid)
        assert len(family) >= 4, (family, bot.text())  # forkserver, resource tracker, a worker of each pool
        await bot.kill()
        deadline = time.monotonic() + 10
        while alive(family) and time.monotonic() < deadline:
            await asyncio.sleep(0.2)
        assert not alive(family), f"still running after the kill: {sorted(alive(family))}"
    finally:
        if bot.running:
            await bot.kill()
        for pid in alive(family):  # only the processes this test's bot started
            os.kill(pid, signal.SIGKILL)
