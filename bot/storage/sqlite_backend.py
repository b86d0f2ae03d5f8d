"""SQLite backend: one lock-guarded aiosqlite connection (pragmas, WAL) and its migrations."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any

import aiosqlite

from .conn import Backend, Conn, Kind, Row
from .errors import SchemaError, StorageError
from .schema import Migration, load_migrations

log = logging.getLogger(__name__)

#: STRICT tables, json_valid()/json_each() built in, RETURNING.
MIN_SQLITE_VERSION = (3, 38, 0)
SYNCHRONOUS = ("OFF", "NORMAL", "FULL", "EXTRA")


async def _scalar(conn: aiosqlite.Connection, sql: str) -> Any:
    rows = list(await conn.execute_fetchall(sql))
    return rows[0][0]


async def _rollback(conn: aiosqlite.Connection) -> None:
    """Roll back whatever transaction is open once the queued statements have run.

    ``Connection.rollback`` checks the state on the worker thread, after anything still queued
    (a BEGIN whose await was cancelled, say), so no transaction is left open on the connection.
    """
    await conn.rollback()


async def migrate(
    conn: aiosqlite.Connection,
    migrations: Iterable[Migration] | None = None,
    *,
    target: int | None = None,
) -> list[int]:
    """Apply pending migrations (up to ``target``), each in its own transaction.

    ``conn`` must be in autocommit mode (``isolation_level=None``). Returns the versions
    applied; running it again is a no-op. Safe against another process migrating the same
    file at once: the version is re-read under the write lock.
    """
    steps = {m.version: m for m in (load_migrations() if migrations is None else migrations)}
    latest = max(steps, default=0)
    target = latest if target is None else target
    current = await _scalar(conn, "PRAGMA user_version")
    if current > latest:
        raise SchemaError(f"database schema {current} is newer than this code ({latest})")
    applied: list[int] = []
    foreign_keys = await _scalar(conn, "PRAGMA foreign_keys")
    # Table rebuilds need foreign keys off; they are checked before each commit instead.
    await conn.execute("PRAGMA foreign_keys = OFF")
    try:
        while True:
            await conn.execute("BEGIN IMMEDIATE")
            try:
                current = await _scalar(conn, "PRAGMA user_version")
                step = steps.get(current + 1)
                if step is None or step.version > target:
                    await conn.execute("ROLLBACK")
                    break
                for statement in step.statements():
                    await conn.execute(statement)
                if list(await conn.execute_fetchall("PRAGMA foreign_key_check")):
                    raise SchemaError(f"migration {step.name} leaves foreign key violations")
                await conn.execute(f"PRAGMA user_version = {step.version:d}")
                await conn.execute("COMMIT")
            except BaseException:
                await _rollback(conn)
                raise
            applied.append(step.version)
            log.info("applied schema migration %s", step.name)
    finally:
        await conn.execute(f"PRAGMA foreign_keys = {int(foreign_keys)}")
    return applied


def _is_memory(path: str | os.PathLike[str]) -> bool:
    return os.fspath(path) in (":memory:", "")


class SQLiteConn(Conn):
    """The query modules' view of the aiosqlite connection."""

    dialect = "sqlite"

    def __init__(self, raw: aiosqlite.Connection) -> None:
        self.raw = raw

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self.raw.execute(sql, params)

    async def execute_fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self.raw.execute_fetchall(sql, params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.raw.executemany(sql, rows)

    @staticmethod
    def member(column: str, kind: Kind) -> str:
        # json_each binds any number of values as one parameter (no SQLITE_MAX_VARIABLE_NUMBER limit).
        return f"{column} IN (SELECT value FROM json_each(?))"

    @staticmethod
    def array(values: Iterable[Any]) -> Any:
        return json.dumps(list(values))

    async def lock(self, key: str) -> None:
        """Nothing to do: ``BEGIN IMMEDIATE`` already holds the database's one write lock."""

    def is_duplicate(self, error: BaseException, table: str) -> bool:
        return isinstance(error, sqlite3.IntegrityError) and error.sqlite_errorname == "SQLITE_CONSTRAINT_PRIMARYKEY"


class SQLiteBackend(Backend):
    """One aiosqlite connection plus the lock that keeps each transaction whole.

    aiosqlite runs everything on one thread per connection, but the awaits of two coroutines
    would interleave their statements inside one SQLite transaction; the lock prevents that.
    Other processes on the same file are kept apart by SQLite's own locks (``BEGIN IMMEDIATE``
    and ``busy_timeout``).
    """

    conn_type = SQLiteConn

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn: aiosqlite.Connection | None = conn
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | os.PathLike[str], *, busy_timeout_ms: int, synchronous: str) -> SQLiteBackend:
        """Open (creating and migrating if needed) the database at ``path`` (``":memory:"`` works)."""
        if sqlite3.sqlite_version_info < MIN_SQLITE_VERSION:
            raise StorageError(f"SQLite {sqlite3.sqlite_version} is too old, need {MIN_SQLITE_VERSION}")
        conn = await aiosqlite.connect(os.fspath(path), isolation_level=None)
        try:
            conn.row_factory = sqlite3.Row
            await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms):d}")
            if not _is_memory(path):
                mode = await _scalar(conn, "PRAGMA journal_mode = WAL")
                if str(mode).lower() != "wal":
                    raise StorageError(f"could not enable WAL journal mode (got {mode!r})")
            await conn.execute(f"PRAGMA synchronous = {synchronous}")
            await migrate(conn)
            await conn.execute("PRAGMA foreign_keys = ON")
        except BaseException:
            await conn.close()
            raise
        return cls(conn)

    @property
    def closed(self) -> bool:
        return self._conn is None

    async def close(self) -> None:
        async with self._lock:
            if self._conn is not None:
                conn, self._conn = self._conn, None
                await conn.close()

    async def diagnostics(self) -> dict[str, Any]:
        async with self._lock:
            conn = self._connection()
            facts = {"sqlite_version": sqlite3.sqlite_version}
            for pragma in ("user_version", "journal_mode", "foreign_keys", "busy_timeout", "synchronous"):
                facts[pragma] = await _scalar(conn, f"PRAGMA {pragma}")
        return facts

    def _connection(self) -> aiosqlite.Connection:
        if self._conn is None:
            raise StorageError("storage is closed")
        return self._conn

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Conn]:
        """Exclusive use of the connection for autocommit reads."""
        async with self._lock:
            yield SQLiteConn(self._connection())

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Conn]:
        async with self._lock:
            conn = self._connection()
            try:
                # IMMEDIATE takes the write lock up front, so a busy database waits
                # (busy_timeout) here instead of failing with SQLITE_BUSY halfway through.
                await conn.execute("BEGIN IMMEDIATE")
                yield SQLiteConn(conn)
                await conn.execute("COMMIT")
            except BaseException:
                await _rollback(conn)
                raise
