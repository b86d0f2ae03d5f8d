"""The version whose board is shown (``published_version``, migration 9): recorded without a
version bump, never going back, and the start's query for matches whose last change was
committed but never shown."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.storage import Storage, migrate


async def _active(storage: Storage, make_match: Any) -> int:
    match = await make_match(storage, status="active")
    return int(match.id)


async def test_the_published_version_is_kept_without_a_version_bump_and_never_goes_back(
    storage: Storage, make_match: Any
) -> None:
    match_id = await _active(storage, make_match)
    assert (await storage.matches.get(match_id)).published_version is None  # type: ignore[union-attr]
    saved = await storage.matches.save_state(match_id, 1, state={"n": 2})
    saved = await storage.matches.save_state(match_id, 2, state={"n": 3})
    assert saved is not None and saved.version == 3
    shown = await storage.matches.update_meta(match_id, message_id=5, published_version=3)
    assert shown is not None and (shown.published_version, shown.version, shown.message_id) == (3, 3, 5)
    late = await storage.matches.update_meta(match_id, published_version=2)  # an older board, late
    assert late is not None and late.published_version == 3
    for bad in (0, -1, "3", None):
        with pytest.raises(ValueError):
            await storage.matches.update_meta(match_id, published_version=bad)  # type: ignore[arg-type]


async def test_unpublished_lists_what_was_committed_but_never_shown(storage: Storage, make_match: Any) -> None:
    shown = await _active(storage, make_match)
    behind = await _active(storage, make_match)
    never_shown = await _active(storage, make_match)
    fresh = await _active(storage, make_match)  # no board yet, and no move: not a move to show
    challenge = (await make_match(storage)).id
    over = await _active(storage, make_match)
    for match_id in (shown, behind, over):
        await storage.matches.update_meta(match_id, published_version=1)
    for match_id in (shown, behind, never_shown):
        await storage.matches.save_state(match_id, 1, state={"n": 2}, move=(0, 0, "32-28"))
    await storage.matches.update_meta(shown, published_version=2)
    await storage.matches.set_status(over, 1, "finished", {"winners": [0], "reason": "no_moves"})
    await storage.matches.save_state(challenge, 1, state={"n": 2})
    listed = [row.id for row in await storage.matches.unpublished()]
    assert sorted(listed) == sorted([behind, never_shown, over])
    assert fresh not in listed and challenge not in listed


async def test_existing_matches_count_as_shown_after_the_upgrade(db_path: Path) -> None:
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        assert await migrate(conn, target=6) == [1, 2, 3, 4, 5, 6]
        await conn.execute(
            "INSERT INTO matches (id, game, options, state, version, status, guild_id, channel_id, created_at,"
            " updated_at, move_count) VALUES (4, 'dames', '{}', '{\"n\":1}', 9, 'active', 1, 2,"
            " '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z', 0)")
        await conn.execute("INSERT INTO seats VALUES (4, 0, 50), (4, 1, 60)")
    async with Storage.open(db_path) as storage:
        row = await storage.matches.get(4)
        assert row is not None and row.published_version == 9
        assert await storage.matches.unpublished() == []
    with sqlite3.connect(db_path) as conn:
        plan = conn.execute(
            "EXPLAIN QUERY PLAN SELECT id FROM matches WHERE status IN ('active', 'finished')"
            " AND (published_version IS NULL OR published_version < version)").fetchall()
    assert any("matches_unpublished" in str(row) for row in plan)
