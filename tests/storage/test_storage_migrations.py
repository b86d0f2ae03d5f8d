"""Schema creation and upgrades through numbered migrations."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.storage import (
    Migration,
    SchemaError,
    Storage,
    latest_version,
    load_migrations,
    migrate,
)

TABLES = {"matches", "seats", "moves", "guild_settings", "user_settings", "tournaments", "tournament_pairings"}


def schema(path: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT name, sql FROM sqlite_master ORDER BY name").fetchall()


def user_version(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("PRAGMA user_version").fetchone()[0]


async def test_new_database_gets_every_migration(db_path: Path) -> None:
    async with Storage.open(db_path):
        pass
    names = {name for name, _ in schema(db_path)}
    assert TABLES <= names
    assert {"seats_user", "matches_turn_deadline", "matches_challenge_expiry"} <= names
    assert user_version(db_path) == latest_version() == len(load_migrations()) >= 2


async def test_migrating_twice_is_a_no_op(db_path: Path) -> None:
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        assert await migrate(conn) == list(range(1, latest_version() + 1))
        before = schema(db_path)
        assert await migrate(conn) == []
    assert schema(db_path) == before
    async with Storage.open(db_path):  # and opening an up-to-date file changes nothing either
        pass
    assert schema(db_path) == before


async def test_database_from_migration_1_upgrades_and_keeps_data(db_path: Path) -> None:
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        assert await migrate(conn, target=1) == [1]
        await conn.execute(
            "INSERT INTO matches (id, game, options, state, version, status, guild_id, channel_id,"
            " created_at, updated_at, turn_deadline) VALUES (7, 'dames', '{}', '{\"n\":1}', 3, 'active',"
            " 1, 2, '2026-01-01T00:00:00.000000Z', '2026-01-01T00:00:00.000000Z', '2026-01-02T00:00:00.000000Z')"
        )
        await conn.execute("INSERT INTO seats VALUES (7, 0, 50), (7, 1, 60)")
    assert user_version(db_path) == 1
    assert "matches_turn_deadline" not in {name for name, _ in schema(db_path)}

    async with Storage.open(db_path) as storage:
        match = await storage.matches.get(7)
        assert match is not None and match.state == {"n": 1} and match.seats == (50, 60)
        assert match.version == 3
        due = await storage.timers.due_matches(match.turn_deadline)  # type: ignore[arg-type]
        assert [m.id for m in due] == [7]
    assert user_version(db_path) == latest_version()
    assert "matches_turn_deadline" in {name for name, _ in schema(db_path)}


async def test_failing_migration_rolls_back_entirely(db_path: Path) -> None:
    bad = Migration(2, "0002_bad.sql", "CREATE TABLE half_done (x INTEGER);\nINSERT INTO missing VALUES (1);\n")
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        with pytest.raises(sqlite3.OperationalError):
            await migrate(conn, [load_migrations()[0], bad])
        assert not conn.in_transaction
    assert user_version(db_path) == 1
    assert "half_done" not in {name for name, _ in schema(db_path)}


async def test_schema_newer_than_code_is_refused(db_path: Path) -> None:
    with sqlite3.connect(db_path) as conn:
        conn.execute("PRAGMA user_version = 999")
    with pytest.raises(SchemaError, match="newer"):
        await Storage.open(db_path)
    assert user_version(db_path) == 999
    assert schema(db_path) == []


def test_migrations_are_read_as_package_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # nothing may depend on the working directory
    load_migrations.cache_clear()
    migrations = load_migrations()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert migrations[0].name == "0001_init.sql"
    statements = migrations[0].statements()
    trigger = [s for s in statements if s.startswith("CREATE TRIGGER")]
    assert len(trigger) == 1 and trigger[0].endswith("END;")  # a BEGIN...END body stays whole


@pytest.mark.parametrize(
    ("files", "message"),
    [
        ({"0001_a.sql": "SELECT 1;", "0003_c.sql": "SELECT 1;"}, "without gaps"),
        ({"0001_a.sql": "SELECT 1;", "1-b.sql": "SELECT 1;"}, "not named"),
    ],
)
def test_bad_migration_sets_are_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, files: dict[str, str], message: str
) -> None:
    package = tmp_path / f"fake_migrations_{tmp_path.name}"  # unique module name
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name, sql in files.items():
        (package / name).write_text(sql)
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(SchemaError, match=message):
        load_migrations(package.name)


def test_incomplete_statement_is_refused() -> None:
    with pytest.raises(SchemaError, match="incomplete"):
        Migration(1, "0001_x.sql", "CREATE TABLE x (a INTEGER);\nCREATE TABLE y (\n-- trailing\n").statements()


async def test_file_database_pragmas(file_storage: Storage, db_path: Path, make_match) -> None:
    facts = await file_storage.diagnostics()
    assert facts["journal_mode"] == "wal"
    assert facts["foreign_keys"] == 1
    assert facts["busy_timeout"] == 5000
    assert facts["user_version"] == latest_version()
    await make_match(file_storage)
    assert db_path.with_name(db_path.name + "-wal").exists()
    with sqlite3.connect(db_path) as other:  # WAL is a property of the file, seen by any connection
        assert other.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_memory_database_works_without_wal(sqlite_storage: Storage, make_match: Any) -> None:
    storage = sqlite_storage
    facts = await storage.diagnostics()
    assert facts["journal_mode"] == "memory"
    assert facts["foreign_keys"] == 1
    match = await make_match(storage, status="active")
    saved = await storage.matches.save_state(match.id, 1, state={"n": 1}, move=(1, 0, "32-28"))
    assert saved is not None and (await storage.matches.get(match.id)) == saved
    assert [m.notation for m in await storage.matches.moves(match.id)] == ["32-28"]
