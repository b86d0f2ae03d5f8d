"""Several bot processes on one PostgreSQL database (issue 15): a move pressed in two processes at
once applies once; each scheduler fires the timers of its own shards' guilds, a timer counts once
even when two schedulers reach it, a process that sets a timer of a guild it does not hold wakes
the holder (``NOTIFY``); a lobby joined from two processes at once seats both players.

"Processes" here are services and schedulers with storages of their own (their own connection
pools and listener connections) on one database: what separates two bot processes as far as the
database can tell. The end-to-end test with two real processes is tests/bot/test_shards_e2e.py.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Callable
from datetime import timedelta

import pytest

from bot.errors import BoardChanged
from bot.scheduler import TurnScheduler
from bot.service import GameService
from bot.shards import Shards
from bot.storage import Storage
from tests.helpers.clock import FakeClock
from tests.helpers.ids import ALICE, BOB, CAROL, CHANNEL, DAVE, ERIN
from tests.helpers.service import Notified
from tests.storage.test_storage_shards import GUILD_ON_0, GUILD_ON_1

pytestmark = pytest.mark.parametrize("backend", ["postgresql"], indirect=True)

Pair = tuple[GameService, GameService]


async def eventually(condition: Callable[[], bool], seconds: float = 20.0) -> None:
    """Wait until ``condition()`` holds (the other process works on its own schedule)."""
    for _ in range(int(seconds / 0.02)):
        if condition():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("the condition never held")


@pytest.fixture
async def two_processes(db_target: str, clock: FakeClock) -> AsyncIterator[Pair]:
    """Two services on one database, each with a storage of its own."""
    async with Storage.open(db_target, clock=clock) as first, Storage.open(db_target, clock=clock) as second:
        yield (GameService(first, clock=clock, rng=random.Random(1), board_size=240),
               GameService(second, clock=clock, rng=random.Random(2), board_size=240))


async def _matches_with_due_deadlines(service: GameService, clock: FakeClock, guild: int, count: int) -> list[int]:
    ids = []
    for n in range(count):
        challenge = await service.challenge("dames", ALICE + n, BOB + n, guild_id=guild, channel_id=CHANNEL,
                                            first="challenger", days=1)
        ids.append((await service.accept(challenge.id, BOB + n)).id)
    return ids


async def test_a_move_pressed_in_two_processes_at_once_applies_once(two_processes: Pair, clock: FakeClock) -> None:
    first, second = two_processes
    for _ in range(5):
        [match_id] = await _matches_with_due_deadlines(first, clock, GUILD_ON_0, 1)
        match = await first.get(match_id)
        user = match.user_to_move
        assert user is not None
        text = match.legal_moves(user)[0][1]

        async def press(service: GameService) -> object:
            try:
                return await service.play(match_id, user, text, expected_version=match.version)
            except BoardChanged as error:
                return error

        outcomes = await asyncio.gather(press(first), press(second))
        assert sorted(type(outcome).__name__ for outcome in outcomes) == ["BoardChanged", "Played"]
        assert await second.move_log(match_id) == [text]
        assert (await first.get(match_id)).version == match.version + 1


async def test_each_process_fires_the_timers_of_its_own_shards_once(two_processes: Pair, clock: FakeClock) -> None:
    first, second = two_processes
    first.storage.shards, second.storage.shards = Shards(2, (0,)), Shards(2, (1,))
    on_0 = await _matches_with_due_deadlines(first, clock, GUILD_ON_0, 3)
    on_1 = await _matches_with_due_deadlines(first, clock, GUILD_ON_1, 3)  # made anywhere: fired by the holder
    clock.advance(days=1)
    heard_first, heard_second = Notified(), Notified()
    schedulers = [TurnScheduler(first, heard_first, clock=clock), TurnScheduler(second, heard_second, clock=clock)]
    for scheduler in schedulers:
        scheduler.start()
    try:
        await eventually(lambda: len(heard_first) + len(heard_second) >= 6)
        await asyncio.sleep(0.3)  # nothing more comes
    finally:
        for scheduler in schedulers:
            await scheduler.stop()
    assert sorted(event.match.id for event in heard_first) == sorted(on_0)
    assert sorted(event.match.id for event in heard_second) == sorted(on_1)
    assert {event.kind for event in heard_first + heard_second} == {"timeout"}


async def test_two_processes_reaching_the_same_timers_apply_each_once(two_processes: Pair, clock: FakeClock) -> None:
    """A shard held by two processes for a moment (a rolling restart): both sweep the same due
    timers at once; the version check lets one of them apply each."""
    first, second = two_processes
    ids = await _matches_with_due_deadlines(first, clock, GUILD_ON_0, 8)
    clock.advance(hours=19)  # reminders (at 18 h) due, deadlines (24 h) not yet
    reminders = await asyncio.gather(TurnScheduler(first, clock=clock).fire_due(),
                                     TurnScheduler(second, clock=clock).fire_due())
    assert sorted(event.match.id for events in reminders for event in events) == sorted(ids)
    assert {event.kind for events in reminders for event in events} == {"reminder"}
    clock.advance(hours=6)
    timeouts = await asyncio.gather(TurnScheduler(first, clock=clock).fire_due(),
                                    TurnScheduler(second, clock=clock).fire_due())
    assert sorted(event.match.id for events in timeouts for event in events) == sorted(ids)
    for match_id in ids:
        match = await second.get(match_id)
        assert match.status == "finished" and match.row.result["reason"] == "timeout"


async def test_a_timer_set_for_a_guild_held_elsewhere_wakes_its_holder(two_processes: Pair, clock: FakeClock) -> None:
    first, second = two_processes
    first.storage.shards, second.storage.shards = Shards(2, (0,)), Shards(2, (1,))
    holder = TurnScheduler(second, Notified(), clock=clock)
    setter = TurnScheduler(first, Notified(), clock=clock)  # its service announces what it saves
    holder.start()
    setter.start()
    try:
        await eventually(lambda: holder.waits >= 1 and setter.waits >= 1)
        assert holder.armed is None  # nothing to wait for: asleep (for at most SHARED_MAX_WAIT)
        waits = holder.waits
        challenge = await first.challenge("dames", ALICE, BOB, guild_id=GUILD_ON_1, channel_id=CHANNEL,
                                          first="challenger")
        await eventually(lambda: holder.armed == challenge.row.challenge_expires_at)
        assert holder.waits == waits + 1  # woken once, by the notification
        # a timer of the setter's own guild wakes only the setter
        own = await first.challenge("dames", CAROL, DAVE, guild_id=GUILD_ON_0, channel_id=CHANNEL,
                                    first="challenger")
        await eventually(lambda: setter.armed == min(own.row.challenge_expires_at,
                                                     challenge.row.challenge_expires_at))
        await asyncio.sleep(0.3)
        assert holder.waits == waits + 1
    finally:
        await holder.stop()
        await setter.stop()


async def test_a_process_without_notifications_still_checks_within_the_shared_bound(
    two_processes: Pair, clock: FakeClock
) -> None:
    first, _second = two_processes
    scheduler = TurnScheduler(first, clock=clock, shared_max_wait=timedelta(minutes=2))
    scheduler.start()
    try:
        await eventually(lambda: scheduler.waits >= 1)
        assert await scheduler.delay() == 120.0  # nothing pending, yet not asleep for good
    finally:
        await scheduler.stop()


async def test_a_lobby_joined_from_two_processes_at_once_seats_both(two_processes: Pair) -> None:
    first, second = two_processes
    for _ in range(6):
        table = await first.open_table("macadam-cartes", ALICE, guild_id=GUILD_ON_0, channel_id=CHANNEL)
        joined = await asyncio.gather(first.join_table(table.id, BOB), second.join_table(table.id, CAROL),
                                      second.join_table(table.id, ERIN))
        assert all(match.id == table.id for match in joined)
        seated = (await first.get(table.id)).seats
        assert seated[0] == ALICE and sorted(seated[1:]) == sorted([BOB, CAROL, ERIN])
