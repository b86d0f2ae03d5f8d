"""Match, seat and move-log queries."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from .db import Database
from .errors import DuplicateMove, SeatsLocked
from .match_rows import COLUMNS, MatchRows, seats_of
from .rows import OPEN_STATUSES, UNSET, MatchRow, MoveRow, Status, Unset, check_status, dump_json, format_time
from .ratings import RatingStore
from .row_checks import decode_moves

log = logging.getLogger(__name__)

Move = tuple[int, int, str] | tuple[int, int, str, str | None] | tuple[int, int, str, str | None, int]
"""A move-log entry to append: ``(ply, seat, notation)``, or ``(ply, seat, notation, hidden)``
where ``hidden`` is the whole move when the public ``notation`` hides part of it (never shown),
or ``(ply, seat, notation, hidden, takeback)`` for an entry taking back ``takeback`` moves."""


def _time_or_none(moment: datetime | None) -> str | None:
    return None if moment is None else format_time(moment)


def _seat_or_none(seat: int | None) -> int | None:
    if seat is not None and (not isinstance(seat, int) or seat < 0):
        raise ValueError(f"seat must be a non-negative int or None, not {seat!r}")
    return seat


def _statuses(statuses: Iterable[str]) -> list[str]:
    return [check_status(status) for status in statuses]


class _NoRematch(Exception):
    """Rolls back a rematch whose finished match moved on or has its rematch already, or a
    tournament board's match when the board has its match already."""


def _state_text(state: Mapping[str, Any] | str) -> str | None:
    """The state as stored: the JSON text the caller made already (dumped once), or made here."""
    return state if isinstance(state, str) else dump_json(state, "state")


class MatchStore:
    """Matches, their seats and their move log.

    Every raw row becomes a ``MatchRow`` in ``MatchRows.decode``, inside the transaction that wrote it: a
    write whose row could not be read back is rolled back. A write that finishes a match writes
    its rating change (``RatingStore.rate_result``) in the same transaction.
    """

    def __init__(self, db: Database, rows: MatchRows, ratings: RatingStore) -> None:
        self._db = db
        self._rows = rows
        self._ratings = ratings

    async def create(
        self,
        game: str,
        options: Mapping[str, Any],
        state: Mapping[str, Any] | str,
        seats: Sequence[int],
        guild_id: int,
        channel_id: int,
        status: Status = "challenge",
        challenge_expires_at: datetime | None = None,
        *,
        turn_deadline: datetime | None = None,
        reminder_due_at: datetime | None = None,
        computers: Mapping[int, int] | None = None,
        rematch_of: tuple[int, int] | None = None,
        board: tuple[int, int, int] | None = None,
    ) -> MatchRow:
        """Insert a match (version 1) and its seats; ``seats[i]`` is the user at seat ``i``;
        ``state``: a JSON object, or its JSON text as the caller dumped it already.
        ``computers``: the seats the computer plays, ``{seat: level}``. ``rematch_of``: (match
        id, version) of the finished match this one is the rematch of: in the same transaction
        that match notes it, at that version and only if it had none (else nothing is created:
        see ``create_rematch``). ``board``: (tournament id, round, board) of the tournament
        pairing this match is played for: in the same transaction the pairing notes it, only if it
        had none (else nothing is created: see ``create_board``)."""
        if not game:
            raise ValueError("game key must not be empty")
        if not seats:
            raise ValueError("a match needs at least one seat")
        values = (
            game,
            dump_json(options, "options"),
            _state_text(state),
            check_status(status),
            guild_id,
            channel_id,
            _time_or_none(turn_deadline),
            _time_or_none(challenge_expires_at),
            _time_or_none(reminder_due_at),
            _computers_json(computers),
        )
        now = self._db.now()
        async with self._db.write() as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO matches (game, options, state, status, guild_id, channel_id,"
                " turn_deadline, challenge_expires_at, reminder_due_at, computers, version, created_at, updated_at)"
                f" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?) RETURNING {COLUMNS}",
                (*values, now, now),
            )
            row = next(iter(rows))
            pairs = [(seat, user_id) for seat, user_id in enumerate(seats)]
            await conn.executemany(
                "INSERT INTO seats (match_id, seat, user_id) VALUES (?, ?, ?)",
                [(row["id"], seat, user_id) for seat, user_id in pairs],
            )
            if rematch_of is not None and not list(await conn.execute_fetchall(
                "UPDATE matches SET rematch_id = ?, version = version + 1, updated_at = ?"
                " WHERE id = ? AND version = ? AND rematch_id IS NULL RETURNING id",
                (row["id"], now, *rematch_of),
            )):
                raise _NoRematch
            if board is not None and not list(await conn.execute_fetchall(
                "UPDATE tournament_pairings SET match_id = ? WHERE tournament_id = ? AND round = ? AND board = ?"
                " AND match_id IS NULL AND bye IS NULL RETURNING board",
                (row["id"], *board),
            )):
                raise _NoRematch
            return self._rows.decode(row, pairs)

    async def create_rematch(self, rematch_of: tuple[int, int], *args: Any, **kwargs: Any) -> MatchRow | None:
        """``create`` of the rematch of ``rematch_of`` (match id, version); None when that
        match is not at that version or already has its rematch (nothing created)."""
        try:
            return await self.create(*args, rematch_of=rematch_of, **kwargs)
        except _NoRematch:
            return None

    async def create_board(self, board: tuple[int, int, int], *args: Any, **kwargs: Any) -> MatchRow | None:
        """``create`` of the match of tournament pairing ``board`` (tournament id, round, board);
        None when that pairing has its match already, or is a bye (nothing created)."""
        try:
            return await self.create(*args, board=board, **kwargs)
        except _NoRematch:
            return None

    async def get(self, match_id: int) -> MatchRow | None:
        """The match, or None if there is none; raises CorruptMatch if its row cannot be decoded."""
        async with self._db.read() as conn:
            rows = list(await conn.execute_fetchall(f"SELECT {COLUMNS} FROM matches WHERE id = ?", (match_id,)))
            if not rows:
                return None
            seats = await seats_of(conn, [match_id])
        return self._rows.decode(rows[0], seats[match_id])

    async def save_state(
        self,
        match_id: int,
        expected_version: int,
        *,
        state: Mapping[str, Any] | str,
        status: Status | None = None,
        result: Mapping[str, Any] | None | Unset = UNSET,
        move: Move | None = None,
        turn_deadline: datetime | None | Unset = UNSET,
        draw_offer_seat: int | None | Unset = UNSET,
        takeback_seat: int | None | Unset = UNSET,
        last_move: Mapping[str, Any] | None | Unset = UNSET,
        reminder_due_at: datetime | None | Unset = UNSET,
        clock_state: Mapping[str, Any] | None | Unset = UNSET,
        on_time: bool = False,
    ) -> MatchRow | None:
        """Optimistic save: new state (and move-log entry, counted in ``move_count``) in one
        transaction, version + 1.

        Returns the new row, or None when the match is not at ``expected_version`` (or does
        not exist), or, ``on_time``, when its turn's deadline is not after this write's time:
        then nothing was written. Raises DuplicateMove (nothing written) when the
        move log already has ``move``'s ply. ``status=None`` and UNSET keep the stored values.
        ``state``: a JSON object, or its JSON text as the caller dumped it already.
        """
        fields: dict[str, Any] = {"state": _state_text(state)}
        if status is not None:
            fields["status"] = check_status(status)
        fields.update(_outcome_fields(result, turn_deadline, draw_offer_seat, takeback_seat))
        if last_move is not UNSET:
            fields["last_move"] = dump_json(last_move, "last_move")
        fields.update(_clock_fields(reminder_due_at, clock_state))
        return await self._update_versioned(match_id, expected_version, fields, move, on_time)

    async def set_status(
        self,
        match_id: int,
        expected_version: int,
        status: Status,
        result: Mapping[str, Any] | None | Unset = UNSET,
        *,
        turn_deadline: datetime | None | Unset = UNSET,
        draw_offer_seat: int | None | Unset = UNSET,
        takeback_seat: int | None | Unset = UNSET,
        reminder_due_at: datetime | None | Unset = UNSET,
        clock_state: Mapping[str, Any] | None | Unset = UNSET,
    ) -> MatchRow | None:
        """Change the status (accept, decline, abort, resign...) under the same version check.

        Returns the new row (version + 1), or None when the version did not match.
        """
        fields: dict[str, Any] = {"status": check_status(status)}
        fields.update(_outcome_fields(result, turn_deadline, draw_offer_seat, takeback_seat))
        fields.update(_clock_fields(reminder_due_at, clock_state))
        return await self._update_versioned(match_id, expected_version, fields, None)

    async def _update_versioned(
        self, match_id: int, expected_version: int, fields: dict[str, Any], move: Move | None,
        on_time: bool = False,
    ) -> MatchRow | None:
        if move is not None:
            ply, seat, notation = move[:3]
            hidden = move[3] if len(move) > 3 else None
            takeback = int(move[4]) if len(move) > 4 else 0
            if not isinstance(notation, str) or not (hidden is None or isinstance(hidden, str)):
                raise TypeError("move notation must be a str")
        now = self._db.now()
        # Column names come from the fixed keyword arguments above, never from callers' data.
        assignments = "".join(f"{column} = ?, " for column in fields)
        if move is not None:
            assignments += "move_count = move_count + 1, "  # the log gains one entry
        # The deadline is compared in the update itself: a turn cannot run out between a check and the save.
        deadline = " AND (turn_deadline IS NULL OR turn_deadline > ?)" if on_time else ""
        async with self._db.write() as conn:
            rows = list(
                await conn.execute_fetchall(
                    f"UPDATE matches SET {assignments}version = version + 1, updated_at = ?"
                    f" WHERE id = ? AND version = ?{deadline} RETURNING {COLUMNS}",
                    (*fields.values(), now, match_id, expected_version, *((now,) if on_time else ())),
                )
            )
            if not rows:
                return None
            if move is not None:
                try:
                    await conn.execute(
                        "INSERT INTO moves (match_id, ply, seat, notation, hidden, takeback, created_at)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?)",
                        (match_id, ply, seat, notation, hidden or None, takeback, now),
                    )
                except Exception as exc:
                    if conn.is_duplicate(exc, "moves"):
                        raise DuplicateMove(match_id, ply) from None
                    raise
            seats = await seats_of(conn, [match_id])
            saved = self._rows.decode(rows[0], seats[match_id])
            if fields.get("status") == "finished":
                await self._ratings.rate_result(conn, saved)
            return saved

    async def set_seats(self, match_id: int, expected_version: int, seats: Sequence[int],
                        computers: Mapping[int, int] | None | Unset = UNSET) -> MatchRow | None:
        """Replace the seats of a match that has no move yet (a table filling up before its deal):
        ``seats[i]`` is the user at seat ``i``; any number of seats, a user at most once is the
        caller's rule (but for the computer's seats, ``computers``: ``{seat: level}``, UNSET keeps
        them). Version + 1 under the same check as a save.

        Returns the new row, or None when the match is not at ``expected_version`` (or does
        not exist). Raises SeatsLocked, nothing written, once the move log has an entry: a
        logged move names its seat.
        """
        if not seats:
            raise ValueError("a match needs at least one seat")
        pairs = [(seat, int(user_id)) for seat, user_id in enumerate(seats)]
        now = self._db.now()
        extra = "" if computers is UNSET else "computers = ?, "
        values = () if computers is UNSET else (_computers_json(computers),)
        async with self._db.write() as conn:
            rows = list(
                await conn.execute_fetchall(
                    f"UPDATE matches SET {extra}version = version + 1, updated_at = ?"
                    f" WHERE id = ? AND version = ? RETURNING {COLUMNS}",
                    (*values, now, match_id, expected_version),
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
            return self._rows.decode(rows[0], pairs)

    async def update_meta(
        self,
        match_id: int,
        *,
        thread_id: int | None | Unset = UNSET,
        message_id: int | None | Unset = UNSET,
        challenge_message_id: int | None | Unset = UNSET,
        channel_id: int | Unset = UNSET,
        published_version: int | Unset = UNSET,
    ) -> MatchRow | None:
        """Record Discord ids (None clears, UNSET keeps), and the version whose board is shown
        (``published_version``: it never goes back). No version bump, updated_at kept: these
        are not game state, and bumping would invalidate the board's buttons.
        Returns the row, or None when there is no such match.
        """
        given = {
            "thread_id": thread_id,
            "message_id": message_id,
            "challenge_message_id": challenge_message_id,
            "channel_id": channel_id,
            "published_version": published_version,
        }
        fields = {column: value for column, value in given.items() if value is not UNSET}
        if not fields:
            raise ValueError("update_meta needs at least one id to set")
        if "channel_id" in fields and fields["channel_id"] is None:
            raise ValueError("channel_id cannot be cleared")
        if "published_version" in fields and (not isinstance(published_version, int) or published_version < 1):
            raise ValueError("published_version must be a version (a whole number from 1)")
        assignments: list[str] = []
        params: list[Any] = []
        for column, value in fields.items():
            if column == "published_version":  # the greater of the two, in SQL both databases read
                assignments.append("published_version = CASE WHEN coalesce(published_version, 0) > ?"
                                   " THEN published_version ELSE ? END")
                params += [value, value]
            else:
                assignments.append(f"{column} = ?")
                params.append(value)
        async with self._db.write() as conn:
            rows = list(
                await conn.execute_fetchall(
                    f"UPDATE matches SET {', '.join(assignments)} WHERE id = ? RETURNING {COLUMNS}",
                    (*params, match_id),
                )
            )
            if not rows:
                return None
            seats = await seats_of(conn, [match_id])
            return self._rows.decode(rows[0], seats[match_id])

    async def moves(self, match_id: int, count: int | None = None) -> list[MoveRow]:
        """The match's move log in ply order; CorruptMatch when an entry is damaged. ``count``:
        only its first ``count`` plies, the log as a row that counts them saw it (a log only
        grows, so this is that row's snapshot whatever was saved since)."""
        sql = "SELECT match_id, ply, seat, notation, hidden, takeback, created_at FROM moves WHERE match_id = ?"
        params: tuple[int, ...] = (match_id,)
        if count is not None:
            sql += " AND ply < ?"
            params += (count,)
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(sql + " ORDER BY ply", params)
            seats = await seats_of(conn, [match_id])
        return decode_moves(match_id, list(rows), len(seats[match_id]))

    async def for_user(
        self,
        user_id: int,
        guild_id: int | None = None,
        statuses: Iterable[Status] = OPEN_STATUSES,
        *,
        limit: int | None = None,
    ) -> list[MatchRow]:
        """Matches where ``user_id`` holds a seat (in ``guild_id`` if given), latest activity first."""
        sql = (
            f"SELECT {COLUMNS} FROM matches WHERE id IN (SELECT match_id FROM seats WHERE user_id = ?)"
            f" AND {self._db.member('status', 'text')}"
        )
        params: list[Any] = [user_id, self._db.array(_statuses(statuses))]
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        return await self._rows.select(sql + " ORDER BY updated_at DESC, id DESC", params, limit)

    async def in_channel(
        self,
        channel_id: int,
        user_id: int | None = None,
        statuses: Iterable[Status] = ("active",),
    ) -> list[MatchRow]:
        """Matches played in ``channel_id`` (their channel or their thread), optionally only
        those where ``user_id`` holds a seat; latest activity first.
        """
        sql = (
            f"SELECT {COLUMNS} FROM matches WHERE (channel_id = ? OR thread_id = ?)"
            f" AND {self._db.member('status', 'text')}"
        )
        params: list[Any] = [channel_id, channel_id, self._db.array(_statuses(statuses))]
        if user_id is not None:
            sql += " AND id IN (SELECT match_id FROM seats WHERE user_id = ?)"
            params.append(user_id)
        return await self._rows.select(sql + " ORDER BY updated_at DESC, id DESC", params)

    async def with_computers(self) -> list[MatchRow]:
        """Active matches with a computer seat (whose turn it may be), oldest activity first (of
        the shards held here)."""
        return await self._rows.select(
            f"SELECT {COLUMNS} FROM matches WHERE status = 'active' AND computers IS NOT NULL"
            f"{self._rows.held()} ORDER BY updated_at, id", [])

    async def unpublished(self) -> list[MatchRow]:
        """Matches being played or over whose last change was committed but whose board was
        never shown (``published_version`` behind ``version``; a match never shown counts
        once it has a move), oldest activity first (of the shards held here)."""
        return await self._rows.select(
            f"SELECT {COLUMNS} FROM matches WHERE status IN ('active', 'finished')"
            " AND (published_version IS NULL OR published_version < version)"
            " AND (published_version IS NOT NULL OR move_count > 0)"
            f"{self._rows.held()} ORDER BY updated_at, id", [])


def _computers_json(computers: Mapping[int, int] | None) -> str | None:
    """``{seat: level}`` as stored (``{"<seat>": level}``; NULL when there is none)."""
    if not computers:
        return None
    return dump_json({str(int(seat)): int(level) for seat, level in sorted(computers.items())}, "computers")


def _outcome_fields(result: Any, turn_deadline: Any, draw_offer_seat: Any,
                    takeback_seat: Any = UNSET) -> dict[str, Any]:
    """The optional columns shared by ``save_state`` and ``set_status`` (UNSET: left alone)."""
    fields: dict[str, Any] = {}
    if takeback_seat is not UNSET:
        fields["takeback_seat"] = _seat_or_none(takeback_seat)
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
