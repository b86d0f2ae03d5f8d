"""PostgreSQL backend: an asyncpg pool, the adapter the query modules use, and its migrations.

Why plain READ COMMITTED write transactions are enough: every versioned write is one
``UPDATE ... WHERE id = ? AND version = ?``; PostgreSQL locks the row, and a writer that waited on
that lock re-checks the WHERE against the committed row, so of two saves at one version exactly
one applies, in any number of processes, and the rest of its transaction runs under that row lock.
The one read-modify-write of rows that may not exist yet (ratings) takes an advisory lock
(:meth:`PgConn.lock`). Reads run in a read-only REPEATABLE READ transaction, so a match and its
seats are read at one instant, as SQLite's single connection gives.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from functools import lru_cache
from typing import Any

import asyncpg

from .conn import Backend, Conn, Kind, Listener, Row
from .errors import SchemaError, StorageError
from .schema import POSTGRES_MIGRATIONS_PACKAGE, Migration, load_migrations

log = logging.getLogger(__name__)

URL_SCHEMES = ("postgresql://", "postgres://")
#: the advisory lock migrations hold, so that processes starting together migrate once.
_MIGRATION_LOCK = 0x67616D65  # "game"
_ARRAY_TYPES = {"int": "bigint[]", "text": "text[]"}


def is_postgres_url(target: object) -> bool:
    """``target`` names a PostgreSQL database (``postgresql://...``) rather than an SQLite file."""
    return isinstance(target, str) and target.startswith(URL_SCHEMES)


@lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """``?`` placeholders -> ``$1, $2...`` (outside quoted text)."""
    out: list[str] = []
    count = 0
    quote = ""
    for char in sql:
        if quote:
            if char == quote:
                quote = ""
        elif char in "'\"":
            quote = char
        elif char == "?":
            count += 1
            out.append(f"${count}")
            continue
        out.append(char)
    return "".join(out)


class PgConn(Conn):
    """The query modules' view of one asyncpg connection (inside a transaction)."""

    dialect = "postgresql"

    def __init__(self, raw: asyncpg.Connection) -> None:
        self.raw = raw

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self.raw.execute(numbered(sql), *params)

    async def execute_fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self.raw.fetch(numbered(sql), *params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.raw.executemany(numbered(sql), [tuple(row) for row in rows])

    @staticmethod
    def member(column: str, kind: Kind) -> str:
        return f"{column} = ANY(?::{_ARRAY_TYPES[kind]})"

    @staticmethod
    def array(values: Iterable[Any]) -> Any:
        return list(values)

    async def lock(self, key: str) -> None:
        await self.raw.execute("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", key)

    def is_duplicate(self, error: BaseException, table: str) -> bool:
        return (isinstance(error, asyncpg.UniqueViolationError)
                and getattr(error, "constraint_name", None) == f"{table}_pkey")


async def migrate_postgres(
    conn: asyncpg.Connection, migrations: Iterable[Migration] | None = None, *, target: int | None = None
) -> list[int]:
    """Apply pending migrations (up to ``target``), each in its own transaction; returns the
    versions applied. ``schema_migrations`` lists those applied; an advisory lock makes
    processes that start together apply each step once."""
    steps = {m.version: m for m in (load_migrations(POSTGRES_MIGRATIONS_PACKAGE) if migrations is None else migrations)}
    latest = max(steps, default=0)
    target = latest if target is None else target
    applied: list[int] = []
    while True:
        async with conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
                " applied_at TIMESTAMPTZ NOT NULL DEFAULT now())")
            current = await conn.fetchval("SELECT coalesce(max(version), 0) FROM schema_migrations")
            if current > latest:
                raise SchemaError(f"database schema {current} is newer than this code ({latest})")
            step = steps.get(current + 1)
            if step is None or step.version > target:
                break
            await conn.execute(step.sql)  # no arguments: the whole file as one script
            await conn.execute("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", step.version, step.name)
        applied.append(step.version)
        log.info("applied schema migration %s (postgresql)", step.name)
    return applied


class PgBackend(Backend):
    """A pool of asyncpg connections to one PostgreSQL database."""

    conn_type = PgConn

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self._url = url  # for the listeners' own connections; it may hold a password: never shown
        self._closed = False

    @classmethod
    async def open(cls, url: str, *, pool_size: int = 4) -> PgBackend:
        """Connect to the database at ``url`` and migrate it."""
        if pool_size < 1:
            raise ValueError("pool_size must be >= 1")
        pool = await asyncpg.create_pool(url, min_size=1, max_size=pool_size)
        try:
            async with pool.acquire() as conn:
                await migrate_postgres(conn)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, url)

    @property
    def closed(self) -> bool:
        return self._closed

    async def close(self) -> None:
        if not self._closed:
            self._closed = True
            await self._pool.close()

    async def diagnostics(self) -> dict[str, Any]:
        async with self.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT current_setting('server_version'), (SELECT max(version) FROM schema_migrations),"
                " current_setting('default_transaction_isolation')")
        version, schema, isolation = rows[0]
        return {"postgresql_version": version, "schema_version": schema, "isolation": isolation}

    def _check_open(self) -> None:
        if self._closed:
            raise StorageError("storage is closed")

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Conn]:
        self._check_open()
        async with self._pool.acquire() as raw, raw.transaction(isolation="repeatable_read", readonly=True):
            yield PgConn(raw)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Conn]:
        self._check_open()
        async with self._pool.acquire() as raw, raw.transaction():
            yield PgConn(raw)

    async def notify(self, channel: str, payload: str) -> None:
        self._check_open()
        async with self._pool.acquire() as raw:
            await raw.execute("SELECT pg_notify($1, $2)", channel, payload)

    async def listen(self, channel: str, callback: Callable[[str], None]) -> Listener:
        """A connection of its own (not the pool's): it waits for notifications all the time."""
        self._check_open()
        raw = await asyncpg.connect(self._url)

        def relay(_conn: object, _pid: int, _channel: str, payload: str) -> None:
            callback(payload)

        try:
            await raw.add_listener(channel, relay)
        except BaseException:
            await raw.close()
            raise
        return PgListener(raw)


class PgListener(Listener):
    """``LISTEN`` on a dedicated asyncpg connection."""

    def __init__(self, raw: asyncpg.Connection) -> None:
        self._raw = raw

    @property
    def closed(self) -> bool:
        return bool(self._raw.is_closed())

    async def close(self) -> None:
        if not self._raw.is_closed():
            await self._raw.close()
