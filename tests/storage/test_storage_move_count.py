"""The move count kept with each match (migration 5): counted by every save that appends a move,
and filled from the move log when an older database upgrades."""

from __future__ import annotations

import json
from pathlib import Path

import aiosqlite

from bot.storage import Storage, migrate

CREATED = "2026-01-01T00:00:00.000000Z"


async def _old_match(conn: aiosqlite.Connection, match_id: int, plies: int, clock_state: str | None) -> None:
    """A match as migration 4 left it, with ``plies`` entries in its move log."""
    await conn.execute(
        "INSERT INTO matches (id, game, options, state, version, status, guild_id, channel_id,"
        " created_at, updated_at, clock_state) VALUES (?, 'dames', '{}', '{\"n\":1}', ?, 'active',"
        " 1, 2, ?, ?, ?)",
        (match_id, plies + 1, CREATED, CREATED, clock_state),
    )
    await conn.execute("INSERT INTO seats VALUES (?, 0, 50), (?, 1, 60)", (match_id, match_id))
    for ply in range(plies):
        await conn.execute("INSERT INTO moves VALUES (?, ?, ?, ?, ?)", (match_id, ply, ply % 2, f"m{ply}", CREATED))


async def test_an_old_database_gets_each_match_its_move_count(db_path: Path) -> None:
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        assert await migrate(conn, target=4) == [1, 2, 3, 4]
        await _old_match(conn, 7, 5, json.dumps({"streak": {"1": 1}, "auto": [1], "manche": 2}))
        await _old_match(conn, 8, 0, None)
        await _old_match(conn, 9, 12, json.dumps({"streak": {}, "auto": [], "manche": None}))

    async with Storage.open(db_path) as storage:
        counts = {match_id: (await storage.matches.get(match_id)).move_count for match_id in (7, 8, 9)}
        assert counts == {7: 5, 8: 0, 9: 12}
        assert counts == {match_id: len(await storage.matches.moves(match_id)) for match_id in counts}
        # the timeout bookkeeping names its period "round" now
        assert (await storage.matches.get(7)).clock_state == {"streak": {"1": 1}, "auto": [1], "round": 2}
        assert (await storage.matches.get(8)).clock_state is None
        assert (await storage.matches.get(9)).clock_state == {"streak": {}, "auto": [], "round": None}


async def test_a_save_with_a_move_counts_it(storage: Storage) -> None:
    match = await storage.matches.create("dames", {}, {"s": 0}, (1, 2), guild_id=5, channel_id=6, status="active")
    assert match.move_count == 0
    saved = await storage.matches.save_state(match.id, match.version, state={"s": 1}, move=(0, 0, "32-28"))
    assert saved is not None and saved.move_count == 1
    saved = await storage.matches.save_state(saved.id, saved.version, state={"s": 2})  # no move: no count
    assert saved is not None and saved.move_count == 1
    saved = await storage.matches.save_state(saved.id, saved.version, state={"s": 3}, move=(1, 1, "19-23"))
    assert saved is not None and saved.move_count == 2
    resigned = await storage.matches.set_status(saved.id, saved.version, "finished", {"winners": [0]})
    assert resigned is not None and resigned.move_count == 2
    assert (await storage.matches.get(match.id)).move_count == len(await storage.matches.moves(match.id)) == 2
