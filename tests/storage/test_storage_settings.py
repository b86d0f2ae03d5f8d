"""Guild and user settings, opening and closing, and surviving a restart."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.storage import GuildSettings, Storage, StorageError, UserSettings
from tests.helpers.clock import FakeClock


async def test_guild_settings(storage: Storage) -> None:
    assert await storage.settings.guild(1) == GuildSettings(1, None, None)
    assert await storage.settings.guild_language(1) is None
    await storage.settings.set_guild_language(1, "fr")
    assert await storage.settings.guild_language(1) == "fr"
    assert await storage.settings.set_guild(1, default_days=3) == GuildSettings(1, "fr", 3)
    assert await storage.settings.set_guild(1) == GuildSettings(1, "fr", 3)
    await storage.settings.set_guild_language(1, None)
    assert await storage.settings.guild(1) == GuildSettings(1, None, 3)
    assert await storage.settings.guild(2) == GuildSettings(2)
    for bad in (0, -1, 1.5):
        with pytest.raises(ValueError):
            await storage.settings.set_guild(1, default_days=bad)  # type: ignore[arg-type]


async def test_user_settings(storage: Storage) -> None:
    snowflake = 2**63 - 1
    assert await storage.settings.user(snowflake) == UserSettings(snowflake)
    assert await storage.settings.set_user(snowflake, ping="dm") == UserSettings(snowflake, None, "dm")
    assert await storage.settings.set_user(snowflake, language="en") == UserSettings(snowflake, "en", "dm")
    assert await storage.settings.set_user(snowflake, ping=None) == UserSettings(snowflake, "en", None)
    assert await storage.settings.user(snowflake) == UserSettings(snowflake, "en", None)
    assert await storage.settings.user(5) == UserSettings(5)


async def test_everything_survives_a_restart(db_target: Path | str, clock: FakeClock, make_match: Any) -> None:
    storage = await Storage.open(db_target, clock=clock)
    match = await make_match(storage, status="active", state={"big": 2**70, "txt": "é"})
    clock.advance(hours=1)
    saved = await storage.matches.save_state(
        match.id, 1, state={"big": 2**70 + 1}, move=(1, 0, "32-28"), turn_deadline=clock.now + timedelta(days=2)
    )
    await storage.matches.update_meta(match.id, thread_id=5, message_id=6)
    await storage.settings.set_guild(10, language="fr", default_days=2)
    await storage.settings.set_user(111, ping="never")
    await storage.close()
    await storage.close()  # harmless twice
    with pytest.raises(StorageError):
        await storage.matches.get(match.id)

    async with Storage.open(db_target, clock=clock) as reopened:
        again = await reopened.matches.get(match.id)
        assert saved is not None and again is not None
        assert again.state == {"big": 2**70 + 1} and again.version == 2
        assert (again.thread_id, again.message_id) == (5, 6)
        assert again.turn_deadline == saved.turn_deadline
        assert [m.notation for m in await reopened.matches.moves(match.id)] == ["32-28"]
        assert await reopened.settings.guild(10) == GuildSettings(10, "fr", 2)
        assert (await reopened.settings.user(111)).ping == "never"
        assert [m.id for m in await reopened.timers.due_matches(clock.now + timedelta(days=3))] == [match.id]
        newer = await make_match(reopened)
        assert newer.id > match.id
        assert await reopened.matches.save_state(match.id, 2, state={}, move=(2, 1, "19-23")) is not None


async def test_a_servers_tournament_manager_role(storage: Storage) -> None:
    snowflake = 2**63 - 1
    assert (await storage.settings.guild(7)).tournament_role is None
    assert (await storage.settings.set_guild(7, tournament_role=snowflake)).tournament_role == snowflake
    assert (await storage.settings.set_guild(7, language="fr")).tournament_role == snowflake  # kept
    assert await storage.settings.set_guild(7, tournament_role=None) == GuildSettings(7, "fr")
