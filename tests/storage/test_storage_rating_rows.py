"""Damaged rating rows (issue 27, item 3): one bad row must not break a server's leaderboard.
Both schemas refuse a non-finite or absurd rating; a row written before they did (a manual edit,
an older version) is skipped on read, logged once, and repaired by the player's next rated result."""

from __future__ import annotations

import logging
import math

import pytest

from bot.storage import Storage
from tests.storage.conftest import MakeMatch
from tests.storage.test_storage_ratings import WIN_FIRST, finish

#: mu values each backend can store that no rating can have: SQLite turns NaN into NULL.
BAD_MU = {"sqlite": [math.inf, -math.inf, 1e308], "postgresql": [math.nan, math.inf, -math.inf, 1e308]}
INSERT = ("INSERT INTO ratings (guild_id, game, user_id, mu, sigma, rating, games, wins, draws, losses, streak,"
          " updated_at) VALUES (?, 'dames', ?, ?, ?, 1500, 1, 1, 0, 0, 1, '2026-01-01T00:00:00.000000+00:00')")


async def _drop_rating_checks(storage: Storage) -> None:
    """The schema as it was before the checks, to store rows as an older version could."""
    async with storage.db.write() as conn:
        if storage.dialect == "sqlite":
            for name in ("ratings_valid_insert", "ratings_valid_update"):
                await conn.execute(f"DROP TRIGGER {name}")
        else:
            await conn.execute("ALTER TABLE ratings DROP CONSTRAINT ratings_valid")


async def test_the_schema_refuses_a_rating_that_is_not_a_finite_number(storage: Storage) -> None:
    bad = [(mu, 1.0) for mu in BAD_MU[storage.dialect]] + [(25.0, math.inf), (25.0, 1e308)]
    if storage.dialect == "postgresql":
        bad.append((25.0, math.nan))  # `CHECK sigma > 0` alone let NaN through
    for user, (mu, sigma) in enumerate(bad, start=500):
        with pytest.raises(Exception, match="(?i)constraint|check|rating"):
            async with storage.db.write() as conn:
                await conn.execute(INSERT, (10, user, mu, sigma))
    assert await storage.ratings.leaderboard(10, "dames") == []


async def test_a_bad_rating_row_is_skipped_and_logged_once(storage: Storage, make_match: MakeMatch,
                                                          caplog: pytest.LogCaptureFixture) -> None:
    await finish(storage, make_match, WIN_FIRST)  # 111 beat 222
    await _drop_rating_checks(storage)
    bad = BAD_MU[storage.dialect]
    async with storage.db.write() as conn:
        for user, mu in enumerate(bad, start=500):
            await conn.execute(INSERT, (10, user, mu, 1.0))
    with caplog.at_level(logging.WARNING, logger="bot.storage"):
        for _ in range(2):
            board = await storage.ratings.leaderboard(10, "dames")
            assert [user for user, _ in board] == [111, 222]
            assert await storage.ratings.rank_of(10, "dames", 500) is None
            assert await storage.ratings.ratings_of(10, 500, ["dames"]) == {}
    warned = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warned) == len(bad) and all("rating of user" in text and "skipped" in text for text in warned)
    assert not any(str(mu) in text for text in warned for mu in bad if not math.isnan(mu))
    # the damaged player's next rated result starts them afresh instead of failing the result
    await finish(storage, make_match, WIN_FIRST, seats=(500, 222))
    rank = await storage.ratings.rank_of(10, "dames", 500)
    assert rank is not None and rank[2].games == 1 and rank[2].wins == 1
