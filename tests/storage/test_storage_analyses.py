"""Stored analyses (issue 29, /analyse): one per match and level, the first one written stays,
gone with their match; on both backends."""

from __future__ import annotations

import asyncio

from bot.storage import Storage
from tests.storage.conftest import MakeMatch


async def test_an_analysis_is_stored_once_per_match_and_level(storage: Storage, make_match: MakeMatch) -> None:
    match = await make_match(storage)
    other = await make_match(storage)
    assert await storage.analyses.get(match.id, 7) is None
    await asyncio.gather(storage.analyses.save(match.id, 7, {"plies": [1]}),
                         storage.analyses.save(match.id, 7, {"plies": [1]}))
    await storage.analyses.save(match.id, 7, {"plies": [2]})
    await storage.analyses.save(match.id, 3, {"plies": [3]})
    assert await storage.analyses.get(match.id, 7) == {"plies": [1]}
    assert await storage.analyses.get(match.id, 3) == {"plies": [3]}
    assert await storage.analyses.get(other.id, 7) is None


async def test_a_deleted_match_takes_its_analyses_with_it(storage: Storage, make_match: MakeMatch) -> None:
    match = await make_match(storage)
    await storage.analyses.save(match.id, 7, {"plies": []})
    async with storage.db.write() as conn:
        await conn.execute("DELETE FROM matches WHERE id = ?", (match.id,))
    assert await storage.analyses.get(match.id, 7) is None
