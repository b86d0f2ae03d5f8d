"""Reading tournament rows with what belongs to them (entries and forbidden pairs; a pairing's
seats) in a few queries, decoded by ``tournament_checks``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .conn import Conn, Row
from .tournament_checks import decode_pairing, decode_tournament
from .tournament_rows import PairingRow, TournamentRow

COLUMNS = ("id, guild_id, channel_id, thread_id, creator_id, game, format, rounds, days, rated, max_entries,"
           " starts_at, status, options, version, created_at, updated_at")
PAIRING_COLUMNS = "tournament_id, round, board, bye, match_id, score, forfeit, decided_at"
ROUND_COLUMNS = "tournament_id, number, status, deadline, created_at"


async def tournament_rows(conn: Conn, where: str, params: Sequence[Any]) -> list[tuple[Row, list[Row], list[Row]]]:
    """Each ``tournaments`` row matching ``where`` (oldest first), with its entries (in seed
    order, then joining order) and forbidden pairs."""
    rows = list(await conn.execute_fetchall(f"SELECT {COLUMNS} FROM tournaments WHERE {where} ORDER BY id", params))
    if not rows:
        return []
    ids = conn.array([row["id"] for row in rows])
    entries: dict[Any, list[Row]] = {row["id"]: [] for row in rows}
    forbidden: dict[Any, list[Row]] = {row["id"]: [] for row in rows}
    for entry in await conn.execute_fetchall(
        "SELECT tournament_id, user_id, joined_round, withdrawn_round, seed, rating, joined_at FROM tournament_entries"
        f" WHERE {conn.member('tournament_id', 'int')} ORDER BY tournament_id, seed IS NULL, seed, joined_at, user_id",
        (ids,),
    ):
        entries[entry["tournament_id"]].append(entry)
    for pair in await conn.execute_fetchall(
        "SELECT tournament_id, user_a, user_b FROM tournament_forbidden"
        f" WHERE {conn.member('tournament_id', 'int')} ORDER BY tournament_id, user_a, user_b",
        (ids,),
    ):
        forbidden[pair["tournament_id"]].append(pair)
    return [(row, entries[row["id"]], forbidden[row["id"]]) for row in rows]


async def tournament(conn: Conn, tournament_id: int) -> TournamentRow | None:
    """The tournament, decoded (CorruptTournament when damaged), or None."""
    found = await tournament_rows(conn, "id = ?", (tournament_id,))
    return decode_tournament(*found[0]) if found else None


async def pairings(conn: Conn, where: str, params: Sequence[Any]) -> list[PairingRow]:
    """The pairings matching ``where`` (in round and board order) with their seats; raises
    CorruptTournament when one is damaged (a round read whole or not at all)."""
    rows = list(await conn.execute_fetchall(
        f"SELECT {PAIRING_COLUMNS} FROM tournament_pairings WHERE {where} ORDER BY tournament_id, round, board",
        params))  # fmt: skip
    if not rows:
        return []
    seats: dict[tuple[Any, Any, Any], list[Row]] = {(r["tournament_id"], r["round"], r["board"]): [] for r in rows}
    tournaments = conn.array(sorted({row["tournament_id"] for row in rows}))
    rounds = conn.array(sorted({row["round"] for row in rows}))
    for seat in await conn.execute_fetchall(
        "SELECT tournament_id, round, board, seat, user_id, place FROM tournament_seats"
        f" WHERE {conn.member('tournament_id', 'int')} AND {conn.member('round', 'int')}"
        " ORDER BY tournament_id, round, board, seat",
        (tournaments, rounds),
    ):
        key = (seat["tournament_id"], seat["round"], seat["board"])
        if key in seats:
            seats[key].append(seat)
    return [decode_pairing(row, seats[(row["tournament_id"], row["round"], row["board"])]) for row in rows]
