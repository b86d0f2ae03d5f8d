"""Turn-clock columns (migration 0004): reminders, the reminded marker, the next timer."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from bot.storage import GuildSettings, Storage
from tests.helpers.clock import FakeClock


async def test_reminder_claimed_once_per_turn(storage: Storage, clock: FakeClock, make_match: Any) -> None:
    match = await make_match(storage, seats=(1, 2), status="active")
    now = clock()
    saved = await storage.matches.save_state(
        match.id, match.version, state={"s": 1}, turn_deadline=now + timedelta(days=1),
        reminder_due_at=now + timedelta(hours=18), clock_state={"streak": {"0": 1}, "auto": [], "manche": 1},
    )
    assert saved is not None
    assert saved.reminder_due_at == now + timedelta(hours=18) and saved.reminded_ply is None
    assert saved.clock_state == {"streak": {"0": 1}, "auto": [], "manche": 1}
    assert await storage.timers.next_timer() == now + timedelta(hours=18)
    assert await storage.timers.due_reminders(now + timedelta(hours=17)) == []
    assert [m.id for m in await storage.timers.due_reminders(now + timedelta(hours=18))] == [match.id]
    assert await storage.timers.claim_reminder(match.id, saved.version - 1, 0) is None  # stale version
    claimed = await storage.timers.claim_reminder(match.id, saved.version, 0)
    assert claimed is not None and claimed.reminded_ply == 0 and claimed.reminder_due_at is None
    assert claimed.version == saved.version  # not game state: buttons stay valid
    assert await storage.timers.claim_reminder(match.id, saved.version, 0) is None  # never twice
    assert await storage.timers.next_timer() == now + timedelta(days=1)
    await storage.matches.set_status(match.id, claimed.version, "finished")
    assert await storage.timers.next_timer() is None


async def test_guild_default_unlimited(storage: Storage) -> None:
    assert await storage.settings.guild(5) == GuildSettings(5)
    assert (await storage.settings.set_guild(5, default_unlimited=True)).default_unlimited is True
    assert await storage.settings.set_guild(5, default_days=7) == GuildSettings(5, None, 7, True)
    assert await storage.settings.set_guild(5, default_unlimited=False) == GuildSettings(5, None, 7, False)
