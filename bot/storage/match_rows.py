"""Reading match rows: the columns, the seats, and the check that turns a raw row into a ``MatchRow``."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from bot.shards import Shards

from .conn import Conn
from .db import Database
from .errors import CorruptMatch
from .rows import MatchRow
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


class MatchRows:
    """Turning raw ``matches`` rows into ``MatchRow`` (``row_checks``), and the shards whose matches the
    background queries return; shared by the match and timer stores of one ``Storage``.

    A row is decoded inside the transaction that wrote it: a write whose row could not be read
    back (CorruptMatch) is rolled back. What only the game knows is checked by the service on the
    typed row (``bot.match_checks``), where it decodes the state anyway.
    """

    def __init__(self, db: Database, shards: Shards | None = None) -> None:
        self.db = db
        #: the shards this process holds (``bot.shards``): the background queries (timers, boards
        #: left unposted, pending computer turns) return only their guilds' matches. None: every
        #: match (one process).
        self.shards = shards

    def held(self) -> str:
        """SQL: `` AND`` the match's guild is on a shard held here (empty when all are)."""
        if self.shards is None or self.shards.complete:
            return ""
        # Whole numbers from the settings, checked by ``Shards``: written into the SQL.
        held = ", ".join(str(int(shard)) for shard in self.shards.ids)
        return f" AND ((coalesce(guild_id, 0) >> 22) % {int(self.shards.count)}) IN ({held})"

    @staticmethod
    def decode(row: Row, seats: Sequence[tuple[int, int]]) -> MatchRow:
        """The ``MatchRow`` of a raw ``matches`` row and its seats; CorruptMatch when anything is off."""
        return decode_match(row, seats)

    async def select(self, sql: str, params: list[Any], limit: int | None = None) -> list[MatchRow]:
        """Run a matches query; corrupt rows are logged and left out so the others still work."""
        if limit is not None:
            sql += " LIMIT ?"
            params = [*params, limit]
        async with self.db.read() as conn:
            rows = list(await conn.execute_fetchall(sql, params))
            seats = await seats_of(conn, [row["id"] for row in rows])
        found: list[MatchRow] = []
        for row in rows:
            try:
                found.append(self.decode(row, seats[row["id"]]))
            except CorruptMatch as exc:
                log.warning("skipping corrupt match %s: %s", exc.match_id, exc.reason)
        return found
