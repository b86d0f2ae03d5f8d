"""A clean stop, in-process (issue 10 §4): ``close()`` turns new interactions away with a short
answer, lets the move in flight commit and be answered, then closes the database."""

from __future__ import annotations

import asyncio
import sqlite3
from typing import Any

from tests.helpers.guild import Club


async def test_a_stop_lets_the_move_in_flight_commit_and_turns_new_interactions_away(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()) as bot:
        thread, _board = await table.start()
        entered, release = asyncio.Event(), asyncio.Event()
        play = bot.service.play

        async def slow_play(*args: Any, **kwargs: Any) -> Any:
            entered.set()
            await release.wait()
            return await play(*args, **kwargs)

        bot.service.play = slow_play  # type: ignore[method-assign]
        in_flight = await standin.slash(table.alice, "move", {"text": "32-28"}, channel=thread)
        await asyncio.wait_for(entered.wait(), 5)
        closing = asyncio.create_task(bot.close())
        await asyncio.sleep(0.2)
        assert not closing.done(), "the stop did not wait for the move in flight"
        turned_away = await standin.slash(table.bob, "board", {}, channel=thread, locale="fr")
        refusal = await turned_away.response()
        assert refusal.ephemeral and "redémarre" in refusal.content, refusal.content
        release.set()
        answer = await in_flight.followup()
        assert "32-28" in answer.content
        await asyncio.wait_for(closing, 10)
        assert bot.in_flight.running == 0
    assert not table.db_path.with_name(table.db_path.name + "-wal").exists(), "the database was not closed"
    db = sqlite3.connect(table.db_path)
    try:
        assert [row[0] for row in db.execute("SELECT notation FROM moves")] == ["32-28"]
    finally:
        db.close()
