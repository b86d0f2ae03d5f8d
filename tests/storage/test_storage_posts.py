"""The publisher's intents (issue 27, item 5): the version whose board is about to be posted,
recorded before the post, never going back in time, even when writers race."""

from __future__ import annotations

import asyncio

from bot.storage import Storage
from tests.storage.conftest import MakeMatch


async def test_an_intent_is_the_latest_version_set_out_to_be_shown(storage: Storage, make_match: MakeMatch) -> None:
    match = await make_match(storage)
    other = await make_match(storage)
    assert await storage.posts.intended(match.id) is None
    await storage.posts.intend(match.id, 2)
    await asyncio.gather(*(storage.posts.intend(match.id, version) for version in (5, 3, 4, 1)))
    assert await storage.posts.intended(match.id) == 5
    assert await storage.posts.intended(other.id) is None


async def test_a_deleted_match_takes_its_intent_with_it(storage: Storage, make_match: MakeMatch) -> None:
    match = await make_match(storage)
    await storage.posts.intend(match.id, 1)
    async with storage.db.write() as conn:
        await conn.execute("DELETE FROM matches WHERE id = ?", (match.id,))
    assert await storage.posts.intended(match.id) is None
