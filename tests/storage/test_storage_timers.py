"""The scheduler's queries: every due timer as ``(kind, id)`` without decoding rows, and the next
timer leaving out the matches the scheduler set aside."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from bot.storage import Storage
from tests.helpers.clock import FakeClock


async def test_due_timers_are_ids_in_kind_then_time_order(storage: Storage, clock: FakeClock, make_match: Any) -> None:
    t0 = clock.start
    late = await make_match(storage, status="active", turn_deadline=t0 + timedelta(hours=2))
    early = await make_match(storage, status="active", turn_deadline=t0 + timedelta(hours=1))
    challenge = await make_match(storage, challenge_expires_at=t0 + timedelta(hours=3))
    reminded = await make_match(storage, status="active")
    saved = await storage.matches.save_state(reminded.id, 1, state={}, reminder_due_at=t0 + timedelta(minutes=5))
    assert saved is not None
    await make_match(storage, status="finished", turn_deadline=t0)  # over: no timer counts
    assert await storage.timers.due_timers(t0) == []
    assert await storage.timers.due_timers(t0 + timedelta(hours=3)) == [
        ("expiry", challenge.id), ("deadline", early.id), ("deadline", late.id), ("reminder", reminded.id)]


async def test_next_timer_leaves_out_the_excluded_matches(storage: Storage, clock: FakeClock, make_match: Any) -> None:
    t0 = clock.start
    first = await make_match(storage, status="active", turn_deadline=t0 + timedelta(hours=1))
    second = await make_match(storage, status="active", turn_deadline=t0 + timedelta(hours=2))
    challenge = await make_match(storage, challenge_expires_at=t0 + timedelta(hours=3))
    assert await storage.timers.next_timer() == t0 + timedelta(hours=1)
    assert await storage.timers.next_timer(exclude=[first.id]) == t0 + timedelta(hours=2)
    assert await storage.timers.next_timer(exclude={first.id, second.id}) is None
    assert await storage.timers.next_expiry() == t0 + timedelta(hours=3)
    assert await storage.timers.next_expiry(exclude=(challenge.id,)) is None
