"""Storage layer, the only code in the project that writes SQL: SQLite through aiosqlite (a file
path), or PostgreSQL through asyncpg (a ``postgresql://`` URL); one set of queries (``conn``).

Open with ``async with Storage.open(path_or_url) as storage:`` (or ``storage = await Storage.open(path)``
then ``await storage.close()``). Saves are optimistic: they name the version they expect and get
None back when the match moved on meanwhile.
"""

from __future__ import annotations

from .db import Clock, Migration, latest_version, load_migrations, migrate, utc_now
from .errors import CorruptMatch, DuplicateMove, SchemaError, SeatsLocked, StorageError
from .matches import MatchStore, Move
from .records import (
    OPEN_STATUSES,
    STATUSES,
    UNSET,
    GuildSettings,
    MatchRecord,
    MoveRecord,
    Status,
    Unset,
    UserSettings,
)
from .settings import SettingsStore


class Storage(MatchStore, SettingsStore):
    """All storage operations on one database (SQLite or PostgreSQL); see :meth:`Storage.open`."""


__all__ = [
    "Clock",
    "CorruptMatch",
    "DuplicateMove",
    "GuildSettings",
    "MatchRecord",
    "Migration",
    "Move",
    "MoveRecord",
    "OPEN_STATUSES",
    "STATUSES",
    "SchemaError",
    "SeatsLocked",
    "Status",
    "Storage",
    "StorageError",
    "UNSET",
    "Unset",
    "UserSettings",
    "latest_version",
    "load_migrations",
    "migrate",
    "utc_now",
]
