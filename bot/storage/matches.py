"""Match, seat and move-log queries."""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any, Literal

import aiosqlite

from .db import Database
from .errors import CorruptMatch, DuplicateMove, SeatsLocked
from .records import (
    OPEN_STATUSES,
    UNSET,
    MatchRecord,
    MoveRecord,
    Status,
    Unset,
    check_status,
    dump_json,
    format_time,
    parse_time,
)
from .row_checks import Row, decode_match, decode_moves

log = logging.getLogger(__name__)

_COLUMNS = (
    "id, game, options, state, version, status, result, guild_id, channel_id, thread_id,"
    " message_id, challenge_message_id, created_at, updated_at, turn_deadline,"
    " challenge_expires_at, draw_offer_seat, last_move, reminder_due_at, reminded_ply, clock_state,"
    " move_count"
)
Move = tuple[int, int, str]
"""A move-log entry to append: ``(ply, seat, notation)``."""
TimerKind = Literal["expiry", "deadline", "reminder"]
"""A match's timers: a challenge's (or lobby's) expiry, a turn's deadline, a turn's reminder."""
#: timer kind -> (its column, the status in which it counts); statuses are spelled literally in
#: the queries so SQLite uses the partial indexes.
_TIMERS: dict[TimerKind, tuple[str, str]] = {
    "expiry": ("challenge_expires_at", "challenge"),
    "deadline": ("turn_deadline", "active"),
    "reminder": ("reminder_due_at", "active"),
}


def _time_or_none(moment: datetime | None) -> str | None:
    return None if moment is None else format_time(moment)


def _seat_or_none(seat: int | None) -> int | None:
    if seat is not None and (not isinstance(seat, int) or seat < 0):
        raise ValueError(f"seat must be a non-negative int or None, not {seat!r}")
    return seat


def _statuses(statuses: Iterable[str]) -> list[str]:
    return [check_status(status) for status in statuses]


async def _seats_of(conn: aiosqlite.Connection, match_ids: Sequence[int]) -> dict[int, list[tuple[int, int]]]:
    """``{match_id: [(seat, user_id), ...]}`` sorted by seat, in one query."""
    seats: dict[int, list[tuple[int, int]]] = {match_id: [] for match_id in match_ids}
    if not match_ids:
        return seats
    # json_each binds any number of ids as one parameter (no SQLITE_MAX_VARIABLE_NUMBER limit).
    rows = await conn.execute_fetchall(
        "SELECT match_id, seat, user_id FROM seats"
        " WHERE match_id IN (SELECT value FROM json_each(?)) ORDER BY match_id, seat",
        (json.dumps(list(match_ids)),),
    )
    for row in rows:
        seats[row["match_id"]].append((row["seat"], row["user_id"]))
    return seats


StateCheck = Callable[[MatchRecord], None]
"""What the game says of a decoded match (``bot.match_checks``): raises when it cannot be played."""


class MatchStore(Database):
    """Matches, their seats and their move log.

    Every row becomes a record in ``_decode`` (``row_checks`` plus ``state_check``), inside the
    transaction that wrote it: a write whose row could not be read back is rolled back.
    """

    #: the game's own check of each decoded match, installed by the service (the storage tests
    #: store states no engine knows); any exception it raises makes the match CorruptMatch.
    state_check: StateCheck | None = None

    def _decode(self, row: Row, seats: Sequence[tuple[int, int]]) -> MatchRecord:
        """The record of a ``matches`` row and its seats; CorruptMatch when anything is off."""
        record = decode_match(row, seats)
        if self.state_check is not None:
            try:
                self.state_check(record)
            except CorruptMatch:
                raise
            except Exception as exc:  # whatever the game makes of a damaged state
                # The check's ValueErrors name the problem only; other errors might quote the state.
                reason = str(exc) if isinstance(exc, ValueError) else type(exc).__name__
                raise CorruptMatch(record.id, reason) from None
        return record

    async def create_match(
        self,
        game: str,
        options: Mapping[str, Any],
        state: Mapping[str, Any],
        seats: Sequence[int],
        guild_id: int,
        channel_id: int,
        status: Status = "challenge",
        challenge_expires_at: datetime | None = None,
        *,
        turn_deadline: datetime | None = None,
    ) -> MatchRecord:
        """Insert a match (version 1) and its seats; ``seats[i]`` is the user at seat ``i``."""
        if not game:
            raise ValueError("game key must not be empty")
        if not seats:
            raise ValueError("a match needs at least one seat")
        values = (
            game,
            dump_json(options, "options"),
            dump_json(state, "state"),
            check_status(status),
            guild_id,
            channel_id,
            _time_or_none(turn_deadline),
            _time_or_none(challenge_expires_at),
        )
        now = self._now()
        async with self._write() as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO matches (game, options, state, status, guild_id, channel_id,"
                " turn_deadline, challenge_expires_at, version, created_at, updated_at)"
                f" VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?) RETURNING {_COLUMNS}",
                (*values, now, now),
            )
            row = next(iter(rows))
            pairs = [(seat, user_id) for seat, user_id in enumerate(seats)]
            await conn.executemany(
                "INSERT INTO seats (match_id, seat, user_id) VALUES (?, ?, ?)",
                [(row["id"], seat, user_id) for seat, user_id in pairs],
            )
            return self._decode(row, pairs)

    async def get_match(self, match_id: int) -> MatchRecord | None:
        """The match, or None if there is none; raises CorruptMatch if its row cannot be decoded."""
        async with self._read() as conn:
            rows = list(await conn.execute_fetchall(f"SELECT {_COLUMNS} FROM matches WHERE id = ?", (match_id,)))
            if not rows:
                return None
            seats = await _seats_of(conn, [match_id])
        return self._decode(rows[0], seats[match_id])

    async def save_state(
        self,
        match_id: int,
        expected_version: int,
        *,
        state: Mapping[str, Any],
        status: Status | None = None,
        result: Mapping[str, Any] | None | Unset = UNSET,
        move: Move | None = None,
        turn_deadline: datetime | None | Unset = UNSET,
        draw_offer_seat: int | None | Unset = UNSET,
        last_move: Mapping[str, Any] | None | Unset = UNSET,
        reminder_due_at: datetime | None | Unset = UNSET,
        clock_state: Mapping[str, Any] | None | Unset = UNSET,
    ) -> MatchRecord | None:
        """Optimistic save: new state (and move-log entry, counted in ``move_count``) in one
        transaction, version + 1.

        Returns the new record, or None when the match is not at ``expected_version`` (or does
        not exist): then nothing was written. Raises DuplicateMove (nothing written) when the
        move log already has ``move``'s ply. ``status=None`` and UNSET keep the stored values.
        """
        fields: dict[str, Any] = {"state": dump_json(state, "state")}
        if status is not None:
            fields["status"] = check_status(status)
        fields.update(_outcome_fields(result, turn_deadline, draw_offer_seat))
        if last_move is not UNSET:
            fields["last_move"] = dump_json(last_move, "last_move")
        fields.update(_clock_fields(reminder_due_at, clock_state))
        return await self._update_versioned(match_id, expected_version, fields, move)

    async def set_status(
        self,
        match_id: int,
        expected_version: int,
        status: Status,
        result: Mapping[str, Any] | None | Unset = UNSET,
        *,
        turn_deadline: datetime | None | Unset = UNSET,
        draw_offer_seat: int | None | Unset = UNSET,
        reminder_due_at: datetime | None | Unset = UNSET,
        clock_state: Mapping[str, Any] | None | Unset = UNSET,
    ) -> MatchRecord | None:
        """Change the status (accept, decline, abort, resign...) under the same version check.

        Returns the new record (version + 1), or None when the version did not match.
        """
        fields: dict[str, Any] = {"status": check_status(status)}
        fields.update(_outcome_fields(result, turn_deadline, draw_offer_seat))
        fields.update(_clock_fields(reminder_due_at, clock_state))
        return await self._update_versioned(match_id, expected_version, fields, None)

    async def _update_versioned(
        self, match_id: int, expected_version: int, fields: dict[str, Any], move: Move | None
    ) -> MatchRecord | None:
        if move is not None:
            ply, seat, notation = move
            if not isinstance(notation, str):
                raise TypeError("move notation must be a str")
        now = self._now()
        # Column names come from the fixed keyword arguments above, never from callers' data.
        assignments = "".join(f"{column} = ?, " for column in fields)
        if move is not None:
            assignments += "move_count = move_count + 1, "  # the log gains one entry
        async with self._write() as conn:
            rows = list(
                await conn.execute_fetchall(
                    f"UPDATE matches SET {assignments}version = version + 1, updated_at = ?"
                    f" WHERE id = ? AND version = ? RETURNING {_COLUMNS}",
                    (*fields.values(), now, match_id, expected_version),
                )
            )
            if not rows:
                return None
            if move is not None:
                try:
                    await conn.execute(
                        "INSERT INTO moves (match_id, ply, seat, notation, created_at) VALUES (?, ?, ?, ?, ?)",
                        (match_id, ply, seat, notation, now),
                    )
                except sqlite3.IntegrityError as exc:
                    if exc.sqlite_errorname == "SQLITE_CONSTRAINT_PRIMARYKEY":
                        raise DuplicateMove(match_id, ply) from None
                    raise
            seats = await _seats_of(conn, [match_id])
            return self._decode(rows[0], seats[match_id])

    async def set_seats(self, match_id: int, expected_version: int, seats: Sequence[int]) -> MatchRecord | None:
        """Replace the seats of a match that has no move yet (a table filling up before its deal):
        ``seats[i]`` is the user at seat ``i``; any number of seats, a user at most once is the
        caller's rule. Version + 1 under the same check as a save.

        Returns the new record, or None when the match is not at ``expected_version`` (or does
        not exist). Raises SeatsLocked, nothing written, once the move log has an entry: a
        logged move names its seat.
        """
        if not seats:
            raise ValueError("a match needs at least one seat")
        pairs = [(seat, int(user_id)) for seat, user_id in enumerate(seats)]
        now = self._now()
        async with self._write() as conn:
            rows = list(
                await conn.execute_fetchall(
                    f"UPDATE matches SET version = version + 1, updated_at = ?"
                    f" WHERE id = ? AND version = ? RETURNING {_COLUMNS}",
                    (now, match_id, expected_version),
                )
            )
            if not rows:
                return None
            if list(await conn.execute_fetchall("SELECT 1 FROM moves WHERE match_id = ? LIMIT 1", (match_id,))):
                raise SeatsLocked(match_id)  # rolls the version bump back
            await conn.execute("DELETE FROM seats WHERE match_id = ?", (match_id,))
            await conn.executemany(
                "INSERT INTO seats (match_id, seat, user_id) VALUES (?, ?, ?)",
                [(match_id, seat, user_id) for seat, user_id in pairs],
            )
            return self._decode(rows[0], pairs)

    async def update_match_meta(
        self,
        match_id: int,
        *,
        thread_id: int | None | Unset = UNSET,
        message_id: int | None | Unset = UNSET,
        challenge_message_id: int | None | Unset = UNSET,
        channel_id: int | Unset = UNSET,
    ) -> MatchRecord | None:
        """Record Discord ids (None clears, UNSET keeps). No version bump, updated_at kept:
        these ids are not game state, and bumping would invalidate the board's buttons.
        Returns the record, or None when there is no such match.
        """
        given = {
            "thread_id": thread_id,
            "message_id": message_id,
            "challenge_message_id": challenge_message_id,
            "channel_id": channel_id,
        }
        fields = {column: value for column, value in given.items() if value is not UNSET}
        if not fields:
            raise ValueError("update_match_meta needs at least one id to set")
        if "channel_id" in fields and fields["channel_id"] is None:
            raise ValueError("channel_id cannot be cleared")
        assignments = ", ".join(f"{column} = ?" for column in fields)
        async with self._write() as conn:
            rows = list(
                await conn.execute_fetchall(
                    f"UPDATE matches SET {assignments} WHERE id = ? RETURNING {_COLUMNS}",
                    (*fields.values(), match_id),
                )
            )
            if not rows:
                return None
            seats = await _seats_of(conn, [match_id])
            return self._decode(rows[0], seats[match_id])

    async def moves(self, match_id: int) -> list[MoveRecord]:
        """The match's move log in ply order; CorruptMatch when an entry is damaged."""
        async with self._read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT match_id, ply, seat, notation, created_at FROM moves WHERE match_id = ? ORDER BY ply",
                (match_id,),
            )
            seats = await _seats_of(conn, [match_id])
        return decode_moves(match_id, list(rows), len(seats[match_id]))

    async def matches_for_user(
        self,
        user_id: int,
        guild_id: int | None = None,
        statuses: Iterable[Status] = OPEN_STATUSES,
        *,
        limit: int | None = None,
    ) -> list[MatchRecord]:
        """Matches where ``user_id`` holds a seat (in ``guild_id`` if given), latest activity first."""
        sql = (
            f"SELECT {_COLUMNS} FROM matches WHERE id IN (SELECT match_id FROM seats WHERE user_id = ?)"
            " AND status IN (SELECT value FROM json_each(?))"
        )
        params: list[Any] = [user_id, json.dumps(_statuses(statuses))]
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        return await self._select(sql + " ORDER BY updated_at DESC, id DESC", params, limit)

    async def active_matches_in_channel(
        self,
        channel_id: int,
        user_id: int | None = None,
        statuses: Iterable[Status] = ("active",),
    ) -> list[MatchRecord]:
        """Matches played in ``channel_id`` (their channel or their thread), optionally only
        those where ``user_id`` holds a seat; latest activity first.
        """
        sql = (
            f"SELECT {_COLUMNS} FROM matches WHERE (channel_id = ? OR thread_id = ?)"
            " AND status IN (SELECT value FROM json_each(?))"
        )
        params: list[Any] = [channel_id, channel_id, json.dumps(_statuses(statuses))]
        if user_id is not None:
            sql += " AND id IN (SELECT match_id FROM seats WHERE user_id = ?)"
            params.append(user_id)
        return await self._select(sql + " ORDER BY updated_at DESC, id DESC", params)

    async def due_matches(self, before: datetime, *, limit: int | None = None) -> list[MatchRecord]:
        """Active matches whose turn deadline is at or before ``before``, earliest first."""
        # Literal 'active' (not a parameter) so SQLite can use the partial index.
        return await self._select(
            f"SELECT {_COLUMNS} FROM matches WHERE status = 'active' AND turn_deadline <= ?"
            " ORDER BY turn_deadline, id",
            [format_time(before)],
            limit,
        )

    async def due_reminders(self, before: datetime, *, limit: int | None = None) -> list[MatchRecord]:
        """Active matches whose reminder is due at or before ``before``, earliest first."""
        return await self._select(
            f"SELECT {_COLUMNS} FROM matches WHERE status = 'active' AND reminder_due_at <= ?"
            " ORDER BY reminder_due_at, id",
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
            async with self._read() as conn:
                # ORDER BY + LIMIT walks the partial index in time order and stops at the first row kept.
                rows = list(
                    await conn.execute_fetchall(
                        f"SELECT id, {column} FROM matches WHERE status = '{status}' AND {column} IS NOT NULL"
                        f" AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY {column} LIMIT 1",
                        (json.dumps(sorted(skipped)),),
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
        async with self._read() as conn:
            for kind, (column, status) in _TIMERS.items():
                rows = await conn.execute_fetchall(
                    f"SELECT id FROM matches WHERE status = '{status}' AND {column} <= ? ORDER BY {column}, id",
                    (format_time(before),),
                )
                due += [(kind, row[0]) for row in rows]
        return due

    async def claim_reminder(self, match_id: int, expected_version: int, ply: int) -> MatchRecord | None:
        """Mark the reminder of turn ``ply`` as sent (before sending: at most once per turn).

        Succeeds only while the match is at ``expected_version`` (no move meanwhile), still has a
        reminder pending and has not been reminded for ``ply``. No version bump (not game state).
        Returns the record, or None when another sweep or a move got there first.
        """
        async with self._write() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "UPDATE matches SET reminder_due_at = NULL, reminded_ply = ?"
                    " WHERE id = ? AND version = ? AND status = 'active' AND reminder_due_at IS NOT NULL"
                    " AND (reminded_ply IS NULL OR reminded_ply <> ?)"
                    f" RETURNING {_COLUMNS}",
                    (ply, match_id, expected_version, ply),
                )
            )
            if not rows:
                return None
            seats = await _seats_of(conn, [match_id])
            return self._decode(rows[0], seats[match_id])

    async def expired_challenges(self, before: datetime, *, limit: int | None = None) -> list[MatchRecord]:
        """Open challenges whose expiry is at or before ``before``, earliest first."""
        return await self._select(
            f"SELECT {_COLUMNS} FROM matches WHERE status = 'challenge' AND challenge_expires_at <= ?"
            " ORDER BY challenge_expires_at, id",
            [format_time(before)],
            limit,
        )

    async def _select(self, sql: str, params: list[Any], limit: int | None = None) -> list[MatchRecord]:
        """Run a matches query; corrupt rows are logged and left out so the others still work."""
        if limit is not None:
            sql += " LIMIT ?"
            params = [*params, limit]
        async with self._read() as conn:
            rows = list(await conn.execute_fetchall(sql, params))
            seats = await _seats_of(conn, [row["id"] for row in rows])
        records: list[MatchRecord] = []
        for row in rows:
            try:
                records.append(self._decode(row, seats[row["id"]]))
            except CorruptMatch as exc:
                log.warning("skipping corrupt match %s: %s", exc.match_id, exc.reason)
        return records



def _outcome_fields(result: Any, turn_deadline: Any, draw_offer_seat: Any) -> dict[str, Any]:
    """The optional columns shared by ``save_state`` and ``set_status`` (UNSET: left alone)."""
    fields: dict[str, Any] = {}
    if result is not UNSET:
        fields["result"] = dump_json(result, "result")
    if turn_deadline is not UNSET:
        fields["turn_deadline"] = _time_or_none(turn_deadline)
    if draw_offer_seat is not UNSET:
        fields["draw_offer_seat"] = _seat_or_none(draw_offer_seat)
    return fields


def _clock_fields(reminder_due_at: Any, clock_state: Any) -> dict[str, Any]:
    """The turn-clock columns of a versioned update (UNSET: left alone)."""
    fields: dict[str, Any] = {}
    if reminder_due_at is not UNSET:
        fields["reminder_due_at"] = _time_or_none(reminder_due_at)
    if clock_state is not UNSET:
        fields["clock_state"] = dump_json(clock_state, "clock_state")
    return fields
