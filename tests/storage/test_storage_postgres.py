"""What only the PostgreSQL backend has: its migrations, its placeholders, its triggers, its
locks, damage from outside as a manual edit would make it (the shared behaviour is the
``[postgresql]`` half of the other storage tests)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest

from bot.storage import CorruptMatch, SchemaError, Storage, load_migrations
from bot.storage.postgres import migrate_postgres, numbered
from bot.storage.schema import POSTGRES_MIGRATIONS_PACKAGE, Migration
from tests.helpers.clock import FakeClock
from tests.storage.conftest import MakeMatch

WIN_FIRST = {"winners": [0], "reason": "resignation"}


@pytest.fixture
async def pg_storage(postgres_url: str, clock: FakeClock) -> AsyncIterator[Storage]:
    async with Storage.open(postgres_url, clock=clock) as opened:
        yield opened


def test_both_backends_have_the_same_migrations() -> None:
    sqlite = [(m.version, m.name) for m in load_migrations()]
    postgres = [(m.version, m.name) for m in load_migrations(POSTGRES_MIGRATIONS_PACKAGE)]
    assert postgres == sqlite and len(sqlite) >= 11


def test_placeholders_are_numbered_outside_quoted_text() -> None:
    assert numbered("SELECT '?' FROM t WHERE a = ? AND \"b?\" = ? OR c = 'it''s ?'") == (
        "SELECT '?' FROM t WHERE a = $1 AND \"b?\" = $2 OR c = 'it''s ?'")


async def test_the_backend_follows_the_target(postgres_url: str, db_path: Path) -> None:
    async with Storage.open(postgres_url) as pg, Storage.open(db_path) as lite:
        assert (pg.dialect, lite.dialect) == ("postgresql", "sqlite")
        facts = await pg.diagnostics()
        assert facts["schema_version"] == len(load_migrations()) and facts["postgresql_version"]


async def test_a_new_database_gets_every_migration_once(postgres_url: str) -> None:
    async with Storage.open(postgres_url):
        pass
    async with Storage.open(postgres_url):  # opening an up-to-date database changes nothing
        pass
    conn = await asyncpg.connect(postgres_url)
    try:
        rows = await conn.fetch("SELECT version, name FROM schema_migrations ORDER BY version")
        assert [(r["version"], r["name"]) for r in rows] == [(m.version, m.name) for m in load_migrations()]
        assert await migrate_postgres(conn) == []
    finally:
        await conn.close()


async def test_a_failing_migration_rolls_back_entirely(postgres_url: str) -> None:
    steps = [Migration(1, "0001_a.sql", "CREATE TABLE a (x BIGINT);\nCREATE TABLE broken (x NOSUCHTYPE);")]
    conn = await asyncpg.connect(postgres_url)
    try:
        with pytest.raises(asyncpg.UndefinedObjectError):
            await migrate_postgres(conn, steps)
        # nothing of the step, not even the bookkeeping table created in its transaction
        assert await conn.fetchval("SELECT to_regclass('a')") is None
        assert await conn.fetchval("SELECT to_regclass('schema_migrations')") is None
    finally:
        await conn.close()


async def test_a_schema_newer_than_the_code_is_refused(postgres_url: str) -> None:
    async with Storage.open(postgres_url):
        pass
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute("INSERT INTO schema_migrations (version, name) VALUES (999, '0999_future.sql')")
    finally:
        await conn.close()
    with pytest.raises(SchemaError, match="newer"):
        await Storage.open(postgres_url)


async def test_moves_are_append_only(pg_storage: Storage, postgres_url: str, make_match: MakeMatch) -> None:
    match = await make_match(pg_storage, status="active")
    await pg_storage.matches.save_state(match.id, 1, state={}, move=(1, 0, "a"))
    conn = await asyncpg.connect(postgres_url)
    try:
        with pytest.raises(asyncpg.IntegrityConstraintViolationError, match="append-only"):
            await conn.execute("UPDATE moves SET notation = 'b'")
    finally:
        await conn.close()
    assert [m.notation for m in await pg_storage.matches.moves(match.id)] == ["a"]


async def test_a_corrupt_row_only_breaks_its_own_match(pg_storage: Storage, postgres_url: str,
                                                       make_match: MakeMatch) -> None:
    good = await make_match(pg_storage, status="active", seats=(1, 2))
    broken_json = await make_match(pg_storage, status="active", seats=(1, 3))
    not_object = await make_match(pg_storage, status="active", seats=(1, 4))
    conn = await asyncpg.connect(postgres_url)
    try:  # damage from outside, as a bad manual edit would (its checks dropped first)
        await conn.execute("ALTER TABLE matches DROP CONSTRAINT matches_state_check")
        await conn.execute("UPDATE matches SET state = '{\"board\": [1, 2' WHERE id = $1", broken_json.id)
        await conn.execute("UPDATE matches SET options = '[1]' WHERE id = $1", not_object.id)
    finally:
        await conn.close()
    for bad in (broken_json, not_object):
        with pytest.raises(CorruptMatch) as caught:
            await pg_storage.matches.get(bad.id)
        assert caught.value.match_id == bad.id
    assert await pg_storage.matches.get(good.id) == good
    assert [m.id for m in await pg_storage.matches.for_user(1)] == [good.id]


async def test_ratings_of_matches_finishing_at_once_in_two_processes_all_count(
    postgres_url: str, clock: FakeClock, make_match: MakeMatch
) -> None:
    """Two storages (two pools, as two bot processes have) finish rated matches of one player at
    the same moment: each result counts (the ratings are read and written under a lock)."""
    async with Storage.open(postgres_url, clock=clock) as one, Storage.open(postgres_url, clock=clock) as two:
        started = []
        for opponent in range(200, 208):
            match = await make_match(one, options={"rated": True}, seats=(111, opponent), status="active")
            started.append(match)
        await asyncio.gather(*(
            (one if i % 2 else two).matches.set_status(match.id, match.version, "finished", WIN_FIRST)
            for i, match in enumerate(started)))
        rank = await one.ratings.rank_of(10, "dames", 111)
        assert rank is not None and (rank[0], rank[2].games, rank[2].wins) == (1, 8, 8)
