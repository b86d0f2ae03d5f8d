"""A player's data on request (issue 31, ``/privacy``): what the database keeps about one user,
counted, and its deletion in one write transaction.

Deleting leaves the other players' records whole: a finished match keeps its moves and its seat,
whose user id becomes a *deleted player* marker (the negative id of a ``deleted_players`` row, see
``rows.is_deleted_player``) in the seats, the match options that name a challenger or host, the
rating changes and the tournaments (creator, entries, seats). The player's own rows go: ratings,
settings, puzzle ratings, attempts and progress, pending challenges and lobby seats (their unstarted
matches), and their entries of tournaments that have not started. Running matches must be over first
(the service resigns them): :meth:`PrivacyStore.forget` refuses while one is active.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any

from .conn import Conn
from .db import Database
from .errors import StorageError
from .rows import dump_json


class StillPlaying(StorageError):
    """The player still sits at an active match: resign it first."""


@dataclass(frozen=True, slots=True)
class PlayerData:
    """What the database keeps about one user, counted."""

    finished: int
    running: int
    challenges: int
    moves: int
    ratings: int
    rated_results: int
    settings: bool
    tournaments: int
    puzzle_ratings: int
    puzzle_attempts: int

    @property
    def empty(self) -> bool:
        return not any(getattr(self, field.name) for field in dataclasses.fields(self))


#: the user's seats at active matches (its one parameter is the user id): none may be left to forget them.
_RUNNING = ("SELECT COUNT(*) FROM seats JOIN matches ON matches.id = seats.match_id"
            " WHERE seats.user_id = ? AND matches.status = 'active'")

#: (what, SQL counting one user's rows; its one parameter is the user id)
_COUNTS = (
    ("finished", "SELECT COUNT(*) FROM seats JOIN matches ON matches.id = seats.match_id"
                 " WHERE seats.user_id = ? AND matches.status IN ('finished', 'aborted', 'declined', 'expired')"),
    ("running", _RUNNING),
    ("challenges", "SELECT COUNT(*) FROM seats JOIN matches ON matches.id = seats.match_id"
                   " WHERE seats.user_id = ? AND matches.status = 'challenge'"),
    ("moves", "SELECT COUNT(*) FROM moves JOIN seats ON seats.match_id = moves.match_id AND seats.seat = moves.seat"
              " WHERE seats.user_id = ?"),
    ("ratings", "SELECT COUNT(*) FROM ratings WHERE user_id = ?"),
    ("rated_results", "SELECT COUNT(*) FROM rating_changes WHERE user_id = ?"),
    ("settings", "SELECT COUNT(*) FROM user_settings WHERE user_id = ?"),
    ("tournaments", "SELECT COUNT(*) FROM tournament_entries WHERE user_id = ?"),
    ("puzzle_ratings", "SELECT COUNT(*) FROM puzzle_ratings WHERE user_id = ?"),
    ("puzzle_attempts", "SELECT COUNT(*) FROM puzzle_attempts WHERE user_id = ?"),
)

#: every count in one statement: a row of scalar subqueries, each taking the user id once.
_DATA_OF = "SELECT " + ", ".join(f"({sql}) AS {name}" for name, sql in _COUNTS)

#: the options naming a user (``row_checks._check_options``), which name the marker once they are forgotten.
_USER_OPTIONS = ("challenger", "host")

#: the player's own rows, deleted outright.
_OWN = ("ratings", "user_settings", "puzzle_ratings", "puzzle_attempts", "puzzle_progress")


class PrivacyStore:
    """One user's data: counted (:meth:`data_of`) and deleted (:meth:`forget`)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def data_of(self, user_id: int) -> PlayerData:
        async with self._db.read() as conn:
            row = (await conn.execute_fetchall(_DATA_OF, (user_id,) * len(_COUNTS)))[0]
        counts: dict[str, Any] = {name: int(row[index]) for index, (name, _) in enumerate(_COUNTS)}
        counts["settings"] = bool(counts["settings"])
        return PlayerData(**counts)

    async def forget(self, user_id: int) -> int:
        """Delete ``user_id``'s data (see the module); returns the marker their seats now hold.
        Raises :class:`StillPlaying` (and changes nothing) while they sit at an active match."""
        async with self._db.write() as conn:
            if (await conn.execute_fetchall(_RUNNING, (user_id,)))[0][0]:
                raise StillPlaying("the player still sits at an active match")
            marker = -int((await conn.execute_fetchall(
                "INSERT INTO deleted_players (deleted_at) VALUES (?) RETURNING id", (self._db.now(),)))[0][0])
            await conn.execute(
                "DELETE FROM matches WHERE status = 'challenge'"
                " AND id IN (SELECT match_id FROM seats WHERE user_id = ?)", (user_id,))
            await _replace_in_options(conn, user_id, marker)
            await conn.execute("UPDATE seats SET user_id = ? WHERE user_id = ?", (marker, user_id))
            await conn.execute("UPDATE rating_changes SET user_id = ? WHERE user_id = ?", (marker, user_id))
            for table in _OWN:
                await conn.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,))
            await _forget_in_tournaments(conn, user_id, marker, self._db.now())
        return marker


async def _replace_in_options(conn: Conn, user_id: int, marker: int) -> None:
    """The options of the player's matches that name them (``challenger``, ``host``) name the marker."""
    rows = await conn.execute_fetchall(
        "SELECT id, options FROM matches WHERE id IN (SELECT match_id FROM seats WHERE user_id = ?)", (user_id,))
    for row in rows:
        options = json.loads(row["options"])
        changed = {key: marker if key in _USER_OPTIONS and value == user_id else value
                   for key, value in options.items()}
        if changed != options:
            await conn.execute("UPDATE matches SET options = ? WHERE id = ?",
                               (dump_json(changed, "options"), row["id"]))


async def _forget_in_tournaments(conn: Conn, user_id: int, marker: int, now: str) -> None:
    """Entries of events not started go; a running event's entry is withdrawn from the next round;
    every remaining entry, seat and creator names the marker. An entry's key is its user id and the
    seats refer to it: the marker's entry is added before the seats move to it, then the old one goes."""
    await conn.execute("DELETE FROM tournament_forbidden WHERE user_a = ? OR user_b = ?", (user_id, user_id))
    await conn.execute(
        "DELETE FROM tournament_entries WHERE user_id = ?"
        " AND tournament_id IN (SELECT id FROM tournaments WHERE status IN ('planned', 'cancelled'))", (user_id,))
    await conn.execute(
        "UPDATE tournament_entries SET withdrawn_round = COALESCE((SELECT MAX(number) FROM tournament_rounds"
        " WHERE tournament_rounds.tournament_id = tournament_entries.tournament_id), 0) + 1"
        " WHERE user_id = ? AND withdrawn_round IS NULL"
        " AND tournament_id IN (SELECT id FROM tournaments WHERE status = 'running')", (user_id,))
    await conn.execute(
        "INSERT INTO tournament_entries (tournament_id, user_id, joined_round, withdrawn_round, seed, rating, joined_at)"
        " SELECT tournament_id, ?, joined_round, withdrawn_round, seed, rating, joined_at"
        " FROM tournament_entries WHERE user_id = ?", (marker, user_id))
    await conn.execute("UPDATE tournament_seats SET user_id = ? WHERE user_id = ?", (marker, user_id))
    await conn.execute("DELETE FROM tournament_entries WHERE user_id = ?", (user_id,))
    await conn.execute(
        "UPDATE tournaments SET version = version + 1, updated_at = ? WHERE id IN"
        " (SELECT tournament_id FROM tournament_entries WHERE user_id = ?) OR creator_id = ?", (now, marker, user_id))
    await conn.execute("UPDATE tournaments SET creator_id = ? WHERE creator_id = ?", (marker, user_id))
