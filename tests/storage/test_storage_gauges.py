"""The counts behind the operator's metrics and health check (``storage.gauges``), on both
backends: open matches by game, timers pending, both over the shards the process holds, and a
trivial query that fails once the database is gone."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from bot.shards import Shards
from bot.storage import Storage
from tests.helpers.clock import FakeClock
from tests.storage.test_storage_shards import GUILD_ON_0, GUILD_ON_1


async def test_open_matches_are_counted_by_game_and_shard(storage: Storage, clock: FakeClock, make_match: Any) -> None:
    assert await storage.gauges.open_matches() == {}
    await make_match(storage, guild_id=GUILD_ON_0)  # a challenge: open
    await make_match(storage, status="active", guild_id=GUILD_ON_1)
    await make_match(storage, game="mak-yek", status="active", guild_id=GUILD_ON_1)
    await make_match(storage, status="finished", guild_id=GUILD_ON_0)  # over: not open
    await make_match(storage, status="aborted", guild_id=GUILD_ON_1)
    assert await storage.gauges.open_matches() == {"dames": 2, "mak-yek": 1}
    storage.shards = Shards(2, (1,))
    assert await storage.gauges.open_matches() == {"dames": 1, "mak-yek": 1}
    storage.shards = Shards(2, (0,))
    assert await storage.gauges.open_matches() == {"dames": 1}


async def test_pending_timers_count_every_kind_set_and_not_fired(storage: Storage, clock: FakeClock,
                                                                 make_match: Any) -> None:
    t0 = clock.start
    assert await storage.gauges.pending_timers() == 0
    await make_match(storage, guild_id=GUILD_ON_0, challenge_expires_at=t0 + timedelta(hours=1))
    await make_match(storage, status="active", guild_id=GUILD_ON_1, turn_deadline=t0 + timedelta(days=1))
    reminded = await make_match(storage, status="active", guild_id=GUILD_ON_1, turn_deadline=t0 + timedelta(days=1))
    assert await storage.matches.save_state(reminded.id, 1, state={}, reminder_due_at=t0 + timedelta(hours=5))
    await make_match(storage, status="finished", guild_id=GUILD_ON_0, turn_deadline=t0)  # over: no timer
    assert await storage.gauges.pending_timers() == 4
    storage.shards = Shards(2, (1,))
    assert await storage.gauges.pending_timers() == 3


async def test_the_ping_fails_once_the_database_is_closed(storage: Storage) -> None:
    await storage.gauges.ping()
    await storage.close()
    with pytest.raises(Exception):
        await storage.gauges.ping()
