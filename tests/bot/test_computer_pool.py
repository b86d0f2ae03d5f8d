"""The computer's searches through the real bot (issue 26): they take turns between players in
front of their own pool, and a stop cancels those still queued, which the next start plays. The
searches run in an executor the test ends one by one, so nothing here is timed."""

from __future__ import annotations

import asyncio

from bot.service import computer_seat
from tests.helpers.guild import Club, match_id_of
from tests.helpers.held import HeldExecutor
from tests.standin import User


async def _versus_computer(table: Club, user: User) -> int:
    """``user`` challenges the computer at level 8, the computer to move first: the match id."""
    started = await table.challenge(table.standin.bot_user, by=user, game="dames", level=8, first="opponent")
    return match_id_of(started)


def _searched(held: HeldExecutor) -> list[int]:
    """The matches whose search started, in order (``think``'s seed is the match id)."""
    return [fn.args[4] for fn, _ in held.started]  # type: ignore[attr-defined]


async def test_a_stop_cancels_the_queued_searches_and_the_next_start_plays_them(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()) as bot:
        held = HeldExecutor()
        bot.service.searches.executor = held
        alice_first = await _versus_computer(table, table.alice)
        await standin.wait_for(lambda: len(held.started) == 1, what="Alice's first search to start")
        alice_more = [await _versus_computer(table, table.alice) for _ in range(2)]
        bob = await _versus_computer(table, table.bob)
        await standin.wait_for(lambda: bot.service.searches.waiting == 3, what="three searches to queue")
        held.finish(0)
        await standin.wait_for(lambda: len(held.started) == 2, what="the next search to start")
        assert _searched(held) == [alice_first, bob], "Bob's search waited behind Alice's other games"
        closing = asyncio.create_task(bot.close())
        await standin.wait_for(lambda: bot.service.searches.closed, what="the stop to begin")
        assert bot.service.searches.waiting == 0, "the stop left searches queued"
        held.finish(1)  # the search under way finishes within the stop's grace and is played
        await asyncio.wait_for(closing, 10)
    assert _searched(held) == [alice_first, bob], "a queued search started while the bot stopped"
    assert [(await table.stored(m)).move_count for m in (alice_first, bob, *alice_more)] == [1, 1, 0, 0]
    async with standin.running(table.new_bot()) as restarted:
        await restarted.caught_up()
        for match_id in alice_more:
            for _ in range(500):
                await restarted.computers.idle()
                if computer_seat(await restarted.service.get(match_id)) is None:
                    break
                await asyncio.sleep(0.01)
    assert [(await table.stored(m)).move_count for m in alice_more] == [1, 1], "the next start did not play them"

