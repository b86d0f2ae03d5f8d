"""``python -m bot copy-db --from FILE --to postgresql://...``: move a server that outgrew SQLite.

Every table of the SQLite file (migrated to the latest schema first) is copied into an empty
PostgreSQL database (migrated too), in one write transaction: parents before children, ids kept,
the match and tournament id sequences moved past the highest ids, then every table's row count compared. Nothing
is written unless the whole copy succeeds; a target that already holds matches is refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .db import Database
from .errors import StorageError

#: the tables, parents first (foreign keys: seats and moves need their match, a tournament's
#: rows their tournament, its seats their pairing and entry).
TABLES = ("matches", "seats", "moves", "guild_settings", "user_settings", "ratings", "rating_changes", "board_posts",
          "tournaments", "tournament_entries", "tournament_rounds", "tournament_pairings", "tournament_seats",
          "tournament_forbidden", "analyses", "puzzles", "puzzle_ratings", "puzzle_attempts", "puzzle_progress", "mined_matches",
          "puzzle_channels", "deleted_players")
#: the tables whose ids a sequence hands out: moved past the highest id copied.
SEQUENCES = ("matches", "tournaments", "puzzles", "deleted_players")
BATCH = 2_000


class CopyError(StorageError):
    """The copy cannot be made (or did not match): one line for the person running it."""


@dataclass(frozen=True)
class Copied:
    """Rows per table, in the source and (after the copy) in the target."""

    counts: dict[str, int]


async def copy_database(source: Path, target: str) -> Copied:
    """Copy the SQLite file ``source`` into the empty PostgreSQL database ``target``."""
    if not source.is_file():
        raise CopyError(f"{source} is not a file")
    async with Database.open(source) as old, Database.open(target) as new:
        if old.dialect != "sqlite" or new.dialect != "postgresql":
            raise CopyError("copy-db copies an SQLite file into a PostgreSQL database")
        counts: dict[str, int] = {}
        async with new.write() as writing:
            if (await writing.execute_fetchall("SELECT COUNT(*) FROM matches"))[0][0]:
                raise CopyError("the target database already holds matches: copy into an empty one")
            async with old.read() as reading:
                for table in TABLES:
                    columns = [row[1] for row in await reading.execute_fetchall(f"PRAGMA table_info({table})")]
                    names = ", ".join(columns)
                    rows = [tuple(row) for row in await reading.execute_fetchall(f"SELECT {names} FROM {table}")]
                    insert = f"INSERT INTO {table} ({names}) VALUES ({', '.join('?' for _ in columns)})"
                    for start in range(0, len(rows), BATCH):
                        await writing.executemany(insert, rows[start:start + BATCH])
                    counts[table] = len(rows)
            for table in SEQUENCES:
                await writing.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                                      f" COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)")
            for table in TABLES:
                copied = (await writing.execute_fetchall(f"SELECT COUNT(*) FROM {table}"))[0][0]
                if copied != counts[table]:
                    raise CopyError(f"{table}: {counts[table]} rows in the file but {copied} copied")
    return Copied(counts)
