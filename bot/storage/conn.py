"""The one connection interface the query modules talk to, whichever database is behind it.

The query modules (matches, settings, timers, ratings, match_rows) write their SQL once, in the
dialect both databases share: ``?`` placeholders, ``INSERT ... ON CONFLICT ... DO UPDATE``,
``RETURNING``, ``COALESCE``, ``CASE``. The few places where SQLite and PostgreSQL differ are
methods of :class:`Conn` (a list bound as one parameter, a writers' lock, what a duplicate key
looks like), so each backend is a small adapter and no query is written twice.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Literal

#: A row: indexable by column name and by position (``sqlite3.Row``, ``asyncpg.Record``).
Row = Any
Kind = Literal["int", "text"]


class Conn(ABC):
    """A connection (or a transaction on one), as the query modules see it.

    Method names follow aiosqlite's so that code written against it keeps reading the same.
    """

    #: "sqlite" or "postgresql".
    dialect: str

    @abstractmethod
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """Run one statement (``?`` placeholders)."""

    @abstractmethod
    async def execute_fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run one statement and return all its rows."""

    @abstractmethod
    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement for each parameter row."""

    @staticmethod
    @abstractmethod
    def member(column: str, kind: Kind) -> str:
        """A predicate: ``column`` is one of the values bound (by :meth:`array`) to one ``?``.

        One parameter whatever the number of values (no limit on bound variables)."""

    @staticmethod
    @abstractmethod
    def array(values: Iterable[Any]) -> Any:
        """The parameter value of :meth:`member`'s ``?``."""

    @abstractmethod
    async def lock(self, key: str) -> None:
        """Inside a write: serialise with every other writer (any process) taking ``key``, until
        the transaction ends (read-modify-write of rows that may not exist yet)."""

    @abstractmethod
    def is_duplicate(self, error: BaseException, table: str) -> bool:
        """``error`` is a primary key violation on ``table``."""


class Backend(ABC):
    """One database: where reads and write transactions get their connection."""

    #: its connections' class (whose static :meth:`Conn.member` and :meth:`Conn.array` build
    #: queries before a connection is at hand).
    conn_type: type[Conn]

    @abstractmethod
    def read(self) -> AbstractAsyncContextManager[Conn]:
        """A consistent view for a few reads (no writes)."""

    @abstractmethod
    def write(self) -> AbstractAsyncContextManager[Conn]:
        """One write transaction: committed when the block ends, rolled back if it raises.
        A caller is told of success only once the commit has returned."""

    @abstractmethod
    async def close(self) -> None:
        """Close after in-flight operations; calling it twice is harmless."""

    @property
    @abstractmethod
    def closed(self) -> bool:
        """The backend was closed."""

    @abstractmethod
    async def diagnostics(self) -> Mapping[str, Any]:
        """Facts worth logging at startup (no data, no credentials)."""

    async def notify(self, channel: str, payload: str) -> None:
        """Tell the other processes sharing this database (``listen``); nothing to do when only
        one process can use it (SQLite)."""

    async def listen(self, channel: str, callback: Callable[[str], None]) -> Listener | None:
        """Call ``callback`` with each payload ``notify`` sends on ``channel`` from any process;
        None when the database is not shared between processes (SQLite)."""
        return None


class Listener(ABC):
    """A subscription made by :meth:`Backend.listen`."""

    @property
    @abstractmethod
    def closed(self) -> bool:
        """It no longer hears anything (its connection was lost or closed)."""

    @abstractmethod
    async def close(self) -> None:
        """Stop listening; calling it twice is harmless."""
