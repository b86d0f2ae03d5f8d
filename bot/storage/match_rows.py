"""Reading match rows: the columns, the seats, and the check that turns a row into a record."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from bot.shards import Shards

from .conn import Conn
from .db import Database
from .errors import CorruptMatch
from .records import MatchRecord
from .row_checks import Row, decode_match

log = logging.getLogger(__name__)

COLUMNS = (
    "id, game, options, state, version, status, result, guild_id, channel_id, thread_id,"
    " message_id, challenge_message_id, created_at, updated_at, turn_deadline,"
    " challenge_expires_at, draw_offer_seat, last_move, reminder_due_at, reminded_ply, clock_state,"
    " move_count, computers, published_version, rematch_id, takeback_seat"
)

async def seats_of(conn: Conn, match_ids: Sequence[int]) -> dict[int, list[tuple[int, int]]]:
    """``{match_id: [(seat, user_id), ...]}`` sorted by seat, in one query."""
    seats: dict[int, list[tuple[int, int]]] = {match_id: [] for match_id in match_ids}
    if not match_ids:
        return seats
    # One parameter for any number of ids (no limit on bound variables).
    rows = await conn.execute_fetchall(
        f"SELECT match_id, seat, user_id FROM seats WHERE {conn.member('match_id', 'int')} ORDER BY match_id, seat",
        (conn.array(match_ids),),
    )
    for row in rows:
        seats[row["match_id"]].append((row["seat"], row["user_id"]))
    return seats


StateCheck = Callable[[MatchRecord], None]
"""What the game says of a decoded match (``bot.match_checks``): raises when it cannot be played."""


class MatchRows(Database):
    """Decoding match rows into records.

    Every row becomes a record in ``_decode`` (``row_checks`` plus ``state_check``), inside the
    transaction that wrote it: a write whose row could not be read back is rolled back.
    """

    #: the game's own check of each decoded match, installed by the service (the storage tests
    #: store states no engine knows); any exception it raises makes the match CorruptMatch.
    state_check: StateCheck | None = None
    #: the shards this process holds (``bot.shards``), set by the bot: the background queries
    #: (timers, boards left unposted, pending computer turns) return only their guilds' matches.
    #: None: every match (one process).
    shards: Shards | None = None

    def _held(self) -> str:
        """SQL: `` AND`` the match's guild is on a shard held here (empty when all are)."""
        if self.shards is None or self.shards.complete:
            return ""
        # Whole numbers from the settings, checked by ``Shards``: written into the SQL.
        held = ", ".join(str(int(shard)) for shard in self.shards.ids)
        return f" AND ((coalesce(guild_id, 0) >> 22) % {int(self.shards.count)}) IN ({held})"

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

    async def _select(self, sql: str, params: list[Any], limit: int | None = None) -> list[MatchRecord]:
        """Run a matches query; corrupt rows are logged and left out so the others still work."""
        if limit is not None:
            sql += " LIMIT ?"
            params = [*params, limit]
        async with self._read() as conn:
            rows = list(await conn.execute_fetchall(sql, params))
            seats = await seats_of(conn, [row["id"] for row in rows])
        records: list[MatchRecord] = []
        for row in rows:
            try:
                records.append(self._decode(row, seats[row["id"]]))
            except CorruptMatch as exc:
                log.warning("skipping corrupt match %s: %s", exc.match_id, exc.reason)
        return records
