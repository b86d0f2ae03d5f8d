"""The database the stores work on: opening it (SQLite file or PostgreSQL URL), the clock, and
the read and write blocks the stores run their SQL in (see :mod:`.conn`)."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Awaitable, Callable, Generator, Iterable
from contextlib import asynccontextmanager
from datetime import datetime, timezone
from types import TracebackType
from typing import Any, Generic, Protocol, Self, TypeVar

from .conn import Backend, Conn, Kind, Listener
from .postgres import PgBackend, is_postgres_url
from .rows import format_time
from .schema import Migration, latest_version, load_migrations
from .sqlite_backend import SYNCHRONOUS, SQLiteBackend, migrate

Clock = Callable[[], datetime]

__all__ = ["Clock", "Database", "Migration", "Opening", "latest_version", "load_migrations", "migrate", "utc_now"]


def utc_now() -> datetime:
    """Default clock: the current aware UTC time."""
    return datetime.now(timezone.utc)


class _Closing(Protocol):
    async def close(self) -> None: ...


D = TypeVar("D", bound=_Closing)


class Opening(Generic[D]):
    """Result of :meth:`Database.open` (or ``Storage.open``): ``await`` it, or use it as ``async with``."""

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
    """One database behind the stores: SQLite (one connection) or PostgreSQL (a pool), and the
    clock that dates what they write. Shared by every store of a ``Storage``, owned by it."""

    def __init__(self, backend: Backend, *, clock: Clock = utc_now) -> None:
        self._backend = backend
        self._clock = clock

    @classmethod
    def open(
        cls,
        target: str | os.PathLike[str],
        *,
        clock: Clock = utc_now,
        busy_timeout_ms: int = 5000,
        synchronous: str = "NORMAL",
        pool_size: int = 4,
    ) -> Opening[Self]:
        """Open (creating and migrating if needed) the database ``target``: a ``postgresql://``
        URL, else an SQLite file path (``":memory:"`` works).

        SQLite: ``synchronous="NORMAL"`` in WAL mode survives process crashes; use ``"FULL"`` to
        also survive power loss at the price of one fsync per commit. PostgreSQL: ``pool_size``
        connections at most (its own server settings decide durability).
        """
        synchronous = synchronous.upper()
        if synchronous not in SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {SYNCHRONOUS}")
        if int(busy_timeout_ms) < 0:
            raise ValueError("busy_timeout_ms must be >= 0")

        async def factory() -> Self:
            backend: Backend
            if is_postgres_url(target):
                backend = await PgBackend.open(str(target), pool_size=pool_size)
            else:
                backend = await SQLiteBackend.open(target, busy_timeout_ms=busy_timeout_ms, synchronous=synchronous)
            return cls(backend, clock=clock)

        return Opening(factory)

    @property
    def dialect(self) -> str:
        """``"sqlite"`` or ``"postgresql"``."""
        return "postgresql" if isinstance(self._backend, PgBackend) else "sqlite"

    def member(self, column: str, kind: Kind) -> str:
        """SQL: ``column`` is one of the values bound to one ``?`` (as :meth:`array` makes them)."""
        return self._backend.conn_type.member(column, kind)

    def array(self, values: Iterable[Any]) -> Any:
        """The one parameter of :meth:`member`'s ``?``."""
        return self._backend.conn_type.array(values)

    async def close(self) -> None:
        """Close the connection after in-flight operations; calling it twice is harmless."""
        await self._backend.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    async def diagnostics(self) -> dict[str, Any]:
        """Connection facts worth logging at startup (no data, no paths)."""
        return dict(await self._backend.diagnostics())

    async def notify(self, channel: str, payload: str) -> None:
        """Tell the other processes sharing the database ``payload`` on ``channel``."""
        await self._backend.notify(channel, payload)

    async def listen(self, channel: str, relay: Callable[[str], None]) -> Listener | None:
        """Hear ``channel`` (None: nobody else can share this database)."""
        return await self._backend.listen(channel, relay)

    def now(self) -> str:
        """The injected clock's time as stored text."""
        return format_time(self._clock())

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Conn]:
        """A connection for reads that see one instant."""
        async with self._backend.read() as conn:
            yield conn

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Conn]:
        """One write transaction: committed when the block ends, rolled back if it raises."""
        async with self._backend.write() as conn:
            yield conn
