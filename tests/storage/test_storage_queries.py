"""User-facing lookups and timer queries."""

from __future__ import annotations

from datetime import timedelta, timezone
from typing import Any

import pytest

from bot.storage import Storage
from tests.helpers.clock import FakeClock


async def test_matches_for_user_filters_and_sorts_by_activity(
    storage: Storage, clock: FakeClock, make_match: Any
) -> None:
    old = await make_match(storage, seats=(1, 2), status="active")
    clock.advance(minutes=1)
    other_guild = await make_match(storage, seats=(3, 1), guild_id=11)
    clock.advance(minutes=1)
    await make_match(storage, seats=(2, 3))  # user 1 not seated
    finished = await make_match(storage, seats=(1, 2), status="finished")
    twice = await make_match(storage, game="macadam-cartes", seats=(1, 4, 1), status="active")
    clock.advance(minutes=1)
    assert await storage.matches.save_state(old.id, 1, state={"moved": True}) is not None  # now the freshest

    assert [m.id for m in await storage.matches.for_user(1)] == [old.id, twice.id, other_guild.id]
    assert [m.id for m in await storage.matches.for_user(1, guild_id=10)] == [old.id, twice.id]
    assert [m.id for m in await storage.matches.for_user(1, statuses=("finished",))] == [finished.id]
    assert [m.id for m in await storage.matches.for_user(1, statuses=("challenge",))] == [other_guild.id]
    assert [m.id for m in await storage.matches.for_user(1, limit=1)] == [old.id]
    assert await storage.matches.for_user(999) == []
    assert (await storage.matches.for_user(4))[0].seats == (1, 4, 1)
    with pytest.raises(ValueError):
        await storage.matches.for_user(1, statuses=("ongoing",))  # type: ignore[arg-type]


async def test_active_matches_in_channel_or_its_thread(storage: Storage, clock: FakeClock, make_match: Any) -> None:
    threaded = await make_match(storage, seats=(1, 2), status="active", channel_id=20)
    await storage.matches.update_meta(threaded.id, thread_id=30)
    clock.advance(minutes=1)
    plain = await make_match(storage, seats=(3, 4), status="active", channel_id=20)
    await make_match(storage, seats=(1, 2), channel_id=20)  # still a challenge
    await make_match(storage, seats=(1, 2), status="active", channel_id=21)
    await make_match(storage, seats=(1, 2), status="finished", channel_id=20)

    assert [m.id for m in await storage.matches.in_channel(20)] == [plain.id, threaded.id]
    assert [m.id for m in await storage.matches.in_channel(30)] == [threaded.id]
    assert [m.id for m in await storage.matches.in_channel(30, user_id=2)] == [threaded.id]
    assert [m.id for m in await storage.matches.in_channel(20, user_id=3)] == [plain.id]
    assert await storage.matches.in_channel(30, user_id=3) == []
    assert await storage.matches.in_channel(99) == []
    assert len(await storage.matches.in_channel(20, statuses=("active", "challenge"))) == 3


async def test_due_matches_and_expired_challenges(storage: Storage, clock: FakeClock, make_match: Any) -> None:
    t0 = clock.start
    late = await make_match(storage, status="active", turn_deadline=t0 + timedelta(hours=1))
    early = await make_match(storage, status="active", turn_deadline=t0 + timedelta(minutes=30))
    await make_match(storage, status="active", turn_deadline=t0 + timedelta(days=1))
    await make_match(storage, status="active")  # no deadline
    await make_match(storage, status="finished", turn_deadline=t0)
    challenge = await make_match(storage, challenge_expires_at=t0 + timedelta(hours=1))
    await make_match(storage, challenge_expires_at=t0 + timedelta(hours=2))
    await make_match(storage, status="declined", challenge_expires_at=t0)

    assert await storage.timers.due_matches(t0) == []
    assert [m.id for m in await storage.timers.due_matches(t0 + timedelta(hours=1))] == [early.id, late.id]  # inclusive
    assert [m.id for m in await storage.timers.due_matches(t0 + timedelta(hours=1), limit=1)] == [early.id]
    # Any time zone is accepted; comparisons are in UTC.
    paris = (t0 + timedelta(hours=1)).astimezone(timezone(timedelta(hours=2)))
    assert [m.id for m in await storage.timers.due_matches(paris)] == [early.id, late.id]
    assert [m.id for m in await storage.timers.expired_challenges(t0 + timedelta(hours=1))] == [challenge.id]
    assert await storage.timers.expired_challenges(t0 + timedelta(minutes=59)) == []

    accepted = await storage.matches.set_status(challenge.id, 1, "active")
    assert accepted is not None
    assert await storage.timers.expired_challenges(t0 + timedelta(hours=1)) == []
