"""SQLite connection (pragmas, one lock-guarded aiosqlite connection) and schema migrations."""

from __future__ import annotations

import asyncio
import logging
import os
import re
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Generator, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import cache
from importlib import resources
from types import TracebackType
from typing import Any, Generic, Self, TypeVar

import aiosqlite

from .errors import SchemaError, StorageError
from .records import format_time

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]
#: STRICT tables, json_valid()/json_each() built in, RETURNING.
MIN_SQLITE_VERSION = (3, 38, 0)
MIGRATIONS_PACKAGE = "bot.storage.migrations"
_MIGRATION_FILE = re.compile(r"(\d{4})_[a-z0-9_]+\.sql")
_SYNCHRONOUS = ("OFF", "NORMAL", "FULL", "EXTRA")


def utc_now() -> datetime:
    """Default clock: the current aware UTC time."""
    return datetime.now(timezone.utc)


@dataclass(frozen=True, slots=True)
class Migration:
    """One numbered schema migration."""

    version: int
    name: str
    sql: str

    def statements(self) -> list[str]:
        """The SQL split into statements (a statement ends where a line completes it)."""
        statements: list[str] = []
        pending = ""
        for line in self.sql.splitlines(keepends=True):
            pending += line
            if sqlite3.complete_statement(pending):
                statements.append(pending.strip())
                pending = ""
        leftover = [ln for ln in pending.splitlines() if ln.strip() and not ln.strip().startswith("--")]
        if leftover:
            raise SchemaError(f"migration {self.name} ends with an incomplete statement")
        return statements


@cache
def load_migrations(package: str = MIGRATIONS_PACKAGE) -> tuple[Migration, ...]:
    """Migrations shipped as package data, in order; numbers must run 1..n without gaps."""
    found: list[Migration] = []
    for entry in resources.files(package).iterdir():
        if not entry.name.endswith(".sql"):
            continue
        match = _MIGRATION_FILE.fullmatch(entry.name)
        if match is None:
            raise SchemaError(f"migration file {entry.name!r} is not named NNNN_name.sql")
        found.append(Migration(int(match[1]), entry.name, entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    numbers = [m.version for m in found]
    if numbers != list(range(1, len(found) + 1)):
        raise SchemaError(f"migrations must be numbered 1..n without gaps, found {numbers}")
    return tuple(found)


def latest_version() -> int:
    """Schema version this code expects (number of the last migration)."""
    return len(load_migrations())


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


D = TypeVar("D", bound="Database")


class Opening(Generic[D]):
    """Result of :meth:`Database.open`: ``await`` it, or use it as ``async with``."""

    def __init__(self, factory: Callable[[], Awaitable[D]]) -> None:
        self._factory = factory
        self._opened: D | None = None

    def __await__(self) -> Generator[Any, None, D]:
        return self._factory().__await__()

    async def __aenter__(self) -> D:
        self._opened = await self._factory()
        return self._opened

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._opened is not None:
            await self._opened.close()


class Database:
    """One aiosqlite connection plus the lock that keeps each transaction whole.

    aiosqlite runs everything on one thread per connection, but the awaits of two coroutines
    would interleave their statements inside one SQLite transaction; the lock prevents that.
    Other processes on the same file are kept apart by SQLite's own locks (``BEGIN IMMEDIATE``
    and ``busy_timeout``).
    """

    def __init__(self, conn: aiosqlite.Connection, *, clock: Clock = utc_now) -> None:
        self._conn: aiosqlite.Connection | None = conn
        self._clock = clock
        self._lock = asyncio.Lock()

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        *,
        clock: Clock = utc_now,
        busy_timeout_ms: int = 5000,
        synchronous: str = "NORMAL",
    ) -> Opening[Self]:
        """Open (creating and migrating if needed) the database at ``path`` (``":memory:"`` works).

        ``synchronous="NORMAL"`` in WAL mode survives process crashes; use ``"FULL"`` to also
        survive power loss at the price of one fsync per commit.
        """
        synchronous = synchronous.upper()
        if synchronous not in _SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {_SYNCHRONOUS}")
        if int(busy_timeout_ms) < 0:
            raise ValueError("busy_timeout_ms must be >= 0")

        async def factory() -> Self:
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
            return cls(conn, clock=clock)

        return Opening(factory)

    async def close(self) -> None:
        """Close the connection after in-flight operations; calling it twice is harmless."""
        async with self._lock:
            if self._conn is not None:
                conn, self._conn = self._conn, None
                await conn.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    async def diagnostics(self) -> dict[str, Any]:
        """Connection facts worth logging at startup (no data, no paths)."""
        async with self._read() as conn:
            facts = {"sqlite_version": sqlite3.sqlite_version}
            for pragma in ("user_version", "journal_mode", "foreign_keys", "busy_timeout", "synchronous"):
                facts[pragma] = await _scalar(conn, f"PRAGMA {pragma}")
        return facts

    def _now(self) -> str:
        """The injected clock's time as stored text."""
        return format_time(self._clock())

    def _connection(self) -> aiosqlite.Connection:
        if self._conn is None:
            raise StorageError("storage is closed")
        return self._conn

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[aiosqlite.Connection]:
        """Exclusive use of the connection for autocommit reads."""
        async with self._lock:
            yield self._connection()

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction: committed when the block ends, rolled back if it raises."""
        async with self._lock:
            conn = self._connection()
            try:
                # IMMEDIATE takes the write lock up front, so a busy database waits
                # (busy_timeout) here instead of failing with SQLITE_BUSY halfway through.
                await conn.execute("BEGIN IMMEDIATE")
                yield conn
                await conn.execute("COMMIT")
            except BaseException:
                await _rollback(conn)
                raise
