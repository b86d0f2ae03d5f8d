"""Storage layer, the only code in the project that writes SQL: SQLite through aiosqlite (a file
path), or PostgreSQL through asyncpg (a ``postgresql://`` URL); one set of queries (``conn``).

A :class:`Storage` is one :class:`Database` (the backend, its connections, the clock) and a few
stores composed over it, each with one job, wired in :meth:`Storage.open` only:

- ``storage.matches`` (:class:`MatchStore`): matches, their seats, saves and move log;
- ``storage.timers`` (:class:`TimerStore`): expiries, deadlines and reminders due, and the
  notices of new timers between processes;
- ``storage.ratings`` (:class:`RatingStore`): ratings rows; a save that finishes a rated match
  writes its change in the same transaction (``bot.ratings`` does the arithmetic);
- ``storage.settings`` (:class:`SettingsStore`): guild and user preferences;
- ``storage.tournaments`` (:class:`TournamentStore`): tournaments, their entries, rounds,
  pairings and results (a round paired once);
- ``storage.analyses`` (:class:`AnalysisStore`): finished matches' analyses, per searcher level;
- ``storage.puzzles`` (:class:`PuzzleStore`): puzzles mined from them, puzzle ratings, attempts and
  the puzzle-of-the-day channels;
- ``storage.privacy`` (:class:`PrivacyStore`): what is kept about one user, and its deletion;
- ``storage.gauges`` (:class:`GaugeStore`): counts for the operator's metrics and health check.

Open with ``async with Storage.open(path_or_url) as storage:`` (or ``storage = await Storage.open(path)``
then ``await storage.close()``). Saves are optimistic: they name the version they expect and get
None back when the match moved on meanwhile. The storage checks each row's columns
(``row_checks``); what only the games know the service checks on the rows it decodes.

Words (see :mod:`bot`): a *row* is what a table stores. Raw, as the driver gives it (``Row``: a
mapping of columns), until ``row_checks`` checks every column and builds the typed row the
storage hands out (``bot.storage.rows``: :class:`MatchRow`, :class:`MoveRow`, the settings).
No *record* here: that word is the engines' game records.
"""

from __future__ import annotations

import os
from types import TracebackType
from typing import Any, Self

from bot.shards import Shards

from .analyses import AnalysisStore
from .db import Clock, Database, Migration, Opening, latest_version, load_migrations, migrate, utc_now
from .gauges import GaugeStore
from .errors import DATABASE_ERRORS, CorruptMatch, DuplicateMove, SchemaError, SeatsLocked, StorageError
from .match_rows import MatchRows
from .matches import MatchStore, Move
from .ratings import RatingStore
from .rows import (
    OPEN_STATUSES,
    STATUSES,
    UNSET,
    GuildSettings,
    MatchRow,
    MoveRow,
    Status,
    Unset,
    UserSettings,
    is_deleted_player,
)
from .posts import PostStore
from .privacy import PlayerData, PrivacyStore, StillPlaying
from .puzzles import PuzzleStore
from .settings import SettingsStore
from .timers import TimerStore
from .tournaments import TournamentStore


class Storage:
    """One database (SQLite or PostgreSQL) and its stores; see :meth:`Storage.open`."""

    def __init__(self, db: Database, *, shards: Shards | None = None) -> None:
        self.db = db
        rows = self._rows = MatchRows(db, shards)
        self.settings = SettingsStore(db)
        self.ratings = RatingStore(db, self.settings)
        self.matches = MatchStore(db, rows, self.ratings)
        self.timers = TimerStore(db, rows)
        self.posts = PostStore(db)
        self.tournaments = TournamentStore(db, rows)
        self.analyses = AnalysisStore(db)
        self.puzzles = PuzzleStore(db, rows)
        self.privacy = PrivacyStore(db)
        self.gauges = GaugeStore(db, rows)

    @classmethod
    def open(
        cls,
        target: str | os.PathLike[str],
        *,
        clock: Clock = utc_now,
        busy_timeout_ms: int = 5000,
        synchronous: str = "NORMAL",
        pool_size: int = 4,
        shards: Shards | None = None,
    ) -> Opening[Self]:
        """Open (creating and migrating if needed) the database ``target`` (see
        :meth:`Database.open` for the options) and wire the stores over it. ``shards``: those this
        process holds (``MatchRows.shards``)."""
        opening = Database.open(target, clock=clock, busy_timeout_ms=busy_timeout_ms,
                                synchronous=synchronous, pool_size=pool_size)

        async def factory() -> Self:
            return cls(await opening, shards=shards)

        return Opening(factory)

    @property
    def shards(self) -> Shards | None:
        """The shards whose matches the background queries return (None: all)."""
        return self._rows.shards

    @shards.setter
    def shards(self, shards: Shards | None) -> None:
        self._rows.shards = shards

    @property
    def dialect(self) -> str:
        """``"sqlite"`` or ``"postgresql"``."""
        return self.db.dialect

    async def diagnostics(self) -> dict[str, Any]:
        """Connection facts worth logging at startup (no data, no paths)."""
        return await self.db.diagnostics()

    async def close(self) -> None:
        """Close the database after in-flight operations; calling it twice is harmless."""
        await self.db.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()


__all__ = [
    "AnalysisStore",
    "Clock",
    "CorruptMatch",
    "Database",
    "DuplicateMove",
    "GuildSettings",
    "MatchRow",
    "MatchStore",
    "Migration",
    "Move",
    "PuzzleStore",
    "PlayerData",
    "PrivacyStore",
    "StillPlaying",
    "is_deleted_player",
    "MoveRow",
    "OPEN_STATUSES",
    "RatingStore",
    "STATUSES",
    "SchemaError",
    "DATABASE_ERRORS",
    "SeatsLocked",
    "SettingsStore",
    "Status",
    "Storage",
    "StorageError",
    "TimerStore",
    "GaugeStore",
    "TournamentStore",
    "UNSET",
    "Unset",
    "UserSettings",
    "latest_version",
    "load_migrations",
    "migrate",
    "utc_now",
]
