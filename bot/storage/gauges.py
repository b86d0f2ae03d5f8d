"""What the operator's metrics and health check read of the database (``bot.observability``):
a trivial query to see it answers, the open matches by game and the timers pending, counted
over the guilds on the shards this process holds."""

from __future__ import annotations

from .db import Database
from .match_rows import MatchRows
from .timers import TIMER_COLUMNS

#: every kind of timer counted in one pass (each a column set while its match has one status).
_TIMERS_SET = (
    "SELECT COALESCE(SUM("
    + " + ".join(f"CASE WHEN status = '{status}' AND {column} IS NOT NULL THEN 1 ELSE 0 END"
                 for column, status in TIMER_COLUMNS)
    + "), 0) FROM matches WHERE status IN ("
    + ", ".join(dict.fromkeys(f"'{status}'" for _, status in TIMER_COLUMNS)) + ")"
)


class GaugeStore:
    """Counts for the metrics; no row leaves it, only numbers and game keys."""

    def __init__(self, db: Database, rows: MatchRows) -> None:
        self._db = db
        self._rows = rows

    async def ping(self) -> None:
        """Raise unless the database answers a trivial query."""
        async with self._db.read() as conn:
            await conn.execute_fetchall("SELECT 1")

    async def open_matches(self) -> dict[str, int]:
        """game key -> matches open (a challenge or lobby waiting, or being played)."""
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT game, COUNT(*) FROM matches WHERE status IN ('challenge', 'active'){self._rows.held()}"
                " GROUP BY game")
        return {str(row[0]): int(row[1]) for row in rows}

    async def pending_timers(self) -> int:
        """Expiries, turn deadlines and reminders set and not yet fired."""
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(f"{_TIMERS_SET}{self._rows.held()}")
        return int(rows[0][0])
