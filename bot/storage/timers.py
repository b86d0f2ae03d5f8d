"""The timers of matches: challenge expiries, turn deadlines and reminders."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Literal

from .conn import Listener
from .db import Database
from .match_rows import COLUMNS, MatchRows, seats_of
from .rows import MatchRow, format_time, parse_time

log = logging.getLogger(__name__)

#: the PostgreSQL channel on which a process says it set a timer (``announce_timer``).
TIMER_CHANNEL = "game_table_timers"

TimerKind = Literal["expiry", "deadline", "reminder"]
"""A match's timers: a challenge's (or lobby's) expiry, a turn's deadline, a turn's reminder."""
#: timer kind -> (its column, the status in which it counts); statuses are spelled literally in
#: the queries so SQLite uses the partial indexes.
_TIMERS: dict[TimerKind, tuple[str, str]] = {
    "expiry": ("challenge_expires_at", "challenge"),
    "deadline": ("turn_deadline", "active"),
    "reminder": ("reminder_due_at", "active"),
}
#: (column, status) of every kind of timer.
TIMER_COLUMNS = tuple(_TIMERS.values())


class TimerStore:
    """Queries on the matches' timers (the turn clock's scheduler reads these): only the matches
    of the guilds on the shards this process holds (``MatchRows.shards``)."""

    def __init__(self, db: Database, rows: MatchRows) -> None:
        self._db = db
        self._rows = rows

    async def due_matches(self, before: datetime, *, limit: int | None = None) -> list[MatchRow]:
        """Active matches whose turn deadline is at or before ``before``, earliest first."""
        # Literal 'active' (not a parameter) so SQLite can use the partial index.
        return await self._rows.select(
            f"SELECT {COLUMNS} FROM matches WHERE status = 'active' AND turn_deadline <= ?"
            f"{self._rows.held()} ORDER BY turn_deadline, id",
            [format_time(before)],
            limit,
        )

    async def due_reminders(self, before: datetime, *, limit: int | None = None) -> list[MatchRow]:
        """Active matches whose reminder is due at or before ``before``, earliest first."""
        return await self._rows.select(
            f"SELECT {COLUMNS} FROM matches WHERE status = 'active' AND reminder_due_at <= ?"
            f"{self._rows.held()} ORDER BY reminder_due_at, id",
            [format_time(before)],
            limit,
        )

    async def next_timer(self, *, exclude: Iterable[int] = ()) -> datetime | None:
        """The earliest pending turn deadline or reminder of any active match (None: nothing),
        leaving out the matches ``exclude`` names."""
        times = [await self._earliest(kind, exclude) for kind in ("deadline", "reminder")]
        return min((t for t in times if t is not None), default=None)

    async def next_expiry(self, *, exclude: Iterable[int] = ()) -> datetime | None:
        """The earliest expiry of an open challenge (or a table's lobby), leaving out the matches
        ``exclude`` names; None: nothing pending."""
        return await self._earliest("expiry", exclude)

    async def _earliest(self, kind: TimerKind, exclude: Iterable[int]) -> datetime | None:
        """The earliest ``kind`` timer; a stored time that does not parse (a damaged row) is
        passed over, so it can neither stop the clock nor be waited for."""
        column, status = _TIMERS[kind]
        skipped = set(exclude)
        while True:
            async with self._db.read() as conn:
                # ORDER BY + LIMIT walks the partial index in time order and stops at the first row kept.
                rows = list(
                    await conn.execute_fetchall(
                        f"SELECT id, {column} FROM matches WHERE status = '{status}' AND {column} IS NOT NULL"
                        f" AND NOT ({conn.member('id', 'int')}){self._rows.held()} ORDER BY {column} LIMIT 1",
                        (conn.array(sorted(skipped)),),
                    )
                )
            if not rows:
                return None
            try:
                return parse_time(rows[0][1])
            except (TypeError, ValueError):
                skipped.add(rows[0][0])

    async def due_timers(self, before: datetime) -> list[tuple[TimerKind, int]]:
        """``(kind, match id)`` of every timer due at ``before``: expiries, then turn deadlines,
        then reminders, each earliest first. Only ids: each match is loaded by whoever handles its
        timer, so a row that cannot be decoded fails alone."""
        due: list[tuple[TimerKind, int]] = []
        async with self._db.read() as conn:
            for kind, (column, status) in _TIMERS.items():
                rows = await conn.execute_fetchall(
                    f"SELECT id FROM matches WHERE status = '{status}' AND {column} <= ?{self._rows.held()}"
                    f" ORDER BY {column}, id",
                    (format_time(before),),
                )
                due += [(kind, row[0]) for row in rows]
        return due

    async def claim_reminder(self, match_id: int, expected_version: int, ply: int) -> MatchRow | None:
        """Mark the reminder of turn ``ply`` as sent (before sending: at most once per turn).

        Succeeds only while the match is at ``expected_version`` (no move meanwhile), still has a
        reminder pending and has not been reminded for ``ply``. No version bump (not game state).
        Returns the row, or None when another sweep or a move got there first.
        """
        async with self._db.write() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "UPDATE matches SET reminder_due_at = NULL, reminded_ply = ?"
                    " WHERE id = ? AND version = ? AND status = 'active' AND reminder_due_at IS NOT NULL"
                    " AND (reminded_ply IS NULL OR reminded_ply <> ?)"
                    f" RETURNING {COLUMNS}",
                    (ply, match_id, expected_version, ply),
                )
            )
            if not rows:
                return None
            seats = await seats_of(conn, [match_id])
            return self._rows.decode(rows[0], seats[match_id])

    async def expired_challenges(self, before: datetime, *, limit: int | None = None) -> list[MatchRow]:
        """Open challenges whose expiry is at or before ``before``, earliest first."""
        return await self._rows.select(
            f"SELECT {COLUMNS} FROM matches WHERE status = 'challenge' AND challenge_expires_at <= ?"
            f"{self._rows.held()} ORDER BY challenge_expires_at, id",
            [format_time(before)],
            limit,
        )

    async def announce_timer(self, moment: datetime, guild_id: int | None) -> None:
        """Tell the other processes sharing the database that a match of ``guild_id`` has a timer
        at ``moment`` (their schedulers sleep until the earliest timer they read, maybe later)."""
        await self._db.notify(TIMER_CHANNEL, f"{guild_id or 0} {format_time(moment)}")

    async def watch_timers(self, on_timer: Callable[[datetime, int | None], None]) -> Listener | None:
        """Call ``on_timer(moment, guild_id)`` for each timer another process announces; None
        when no other process can share this database (SQLite)."""

        def relay(payload: str) -> None:
            guild, _, moment = payload.partition(" ")
            try:
                when, guild_id = parse_time(moment), int(guild)
            except (TypeError, ValueError):
                log.warning("ignoring a malformed timer notification")
                return
            on_timer(when, guild_id or None)

        return await self._db.listen(TIMER_CHANNEL, relay)
