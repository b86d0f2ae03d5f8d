"""Ratings: updated inside the transaction that finishes a rated match, and read for
``/leaderboard`` and ``/profile`` through indexes (no query scans a server's whole table)."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.ratings import Rating, settle, why_unrated

from .conn import Conn
from .db import Database
from .errors import CorruptRating
from .rows import MatchRow
from .row_checks import decode_rating
from .settings import SettingsStore

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class RatingChange:
    """What one rated match did to one player's rating."""

    match_id: int
    game: str
    outcome: str  # "win", "draw" or "loss"
    before: int
    after: int


_RATING_COLUMNS = "user_id, mu, sigma, games, wins, draws, losses, streak"


class RatingStore:
    """Per-server ratings of every game: the rows, read and written (the arithmetic is
    ``bot.ratings``'s)."""

    def __init__(self, db: Database, settings: SettingsStore) -> None:
        self._db = db
        self._settings = settings
        #: the damaged rows already logged: (guild, game, user), each logged once per process.
        self._logged: set[tuple[int, str, int]] = set()

    def _rating(self, guild_id: int, game: str, row: Any) -> Rating | None:
        """The row's rating, or None when it is damaged (logged once; the row is then skipped
        on read, and replaced by the player's next rated result)."""
        try:
            return decode_rating(row)
        except CorruptRating as error:
            key = (guild_id, game, row["user_id"])
            if key not in self._logged:
                self._logged.add(key)
                log.warning("%s (server %s, game %s): skipped", error, guild_id, game)
            return None

    def _ratings(self, guild_id: int, game: str, rows: Iterable[Any]) -> list[tuple[Any, Rating]]:
        """(row, rating) of each row that decodes."""
        return [(row, rating) for row in rows if (rating := self._rating(guild_id, game, row)) is not None]

    async def rate_result(self, conn: Conn, match: MatchRow) -> None:
        """Inside ``conn``, the write that finished ``match``: rate it once, when it is rated, so
        that the result and its rating change commit together (or neither does)."""
        if match.status != "finished" or match.options.get("rated") is not True:
            return
        rates_computer = bool(match.computers) and await self._settings.rates_computer(conn, match.guild_id)
        if why_unrated(match.options.get("rated"), match.seats, match.computers, rates_computer) is not None:
            return
        users = [user for seat, user in enumerate(match.seats) if seat not in match.computers]
        if list(await conn.execute_fetchall("SELECT 1 FROM rating_changes WHERE match_id = ? LIMIT 1", (match.id,))):
            return
        # Ratings are read, then written: writers of one server's game take turns (across processes).
        await conn.lock(f"ratings:{match.guild_id}:{match.game}")
        rows = await conn.execute_fetchall(
            f"SELECT {_RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND game = ? AND {conn.member('user_id', 'int')}",
            (match.guild_id, match.game, conn.array(users)),
        )
        known = {row["user_id"]: rating for row, rating in self._ratings(match.guild_id, match.game, rows)}
        now = self._db.now()
        for change in settle(match.game, match.seats, match.computers, match.result, known):
            new = change.after
            await conn.execute(
                "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, rating, games, wins, draws, losses, streak,"
                " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game, user_id)"
                " DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, rating = excluded.rating,"
                " games = excluded.games, wins = excluded.wins, draws = excluded.draws, losses = excluded.losses,"
                " streak = excluded.streak, updated_at = excluded.updated_at",
                (match.guild_id, match.game, change.user_id, new.mu, new.sigma, new.shown, new.games, new.wins,
                 new.draws, new.losses, new.streak, now),
            )  # fmt: skip
            await conn.execute(
                "INSERT INTO rating_changes (match_id, seat, guild_id, game, user_id, outcome, before, after,"
                " created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (match.id, change.seat, match.guild_id, match.game, change.user_id, change.outcome,
                 change.before.shown, new.shown, now),
            )  # fmt: skip

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[tuple[int, Rating]]:
        """The server's best ``limit`` players of ``game``: (user id, rating), best first; damaged
        rows are skipped (the next ones take their places)."""
        best: list[tuple[int, Rating]] = []
        offset = 0
        async with self._db.read() as conn:
            while len(best) < limit:
                wanted = limit - len(best)
                rows = list(await conn.execute_fetchall(
                    f"SELECT {_RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND game = ?"
                    " ORDER BY rating DESC, games DESC, user_id LIMIT ? OFFSET ?",
                    (guild_id, game, wanted, offset),
                ))  # fmt: skip
                best += [(row["user_id"], rating) for row, rating in self._ratings(guild_id, game, rows)]
                if len(rows) < wanted:
                    break
                offset += len(rows)
        return best

    async def rank_of(self, guild_id: int, game: str, user_id: int) -> tuple[int, int, Rating] | None:
        """(rank, players rated, rating) of ``user_id`` in ``game`` on the server; None when unrated."""
        async with self._db.read() as conn:
            rows = list(await conn.execute_fetchall(
                f"SELECT rating, {_RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND game = ? AND user_id = ?",
                (guild_id, game, user_id),
            ))  # fmt: skip
            rating = self._rating(guild_id, game, rows[0]) if rows else None
            if rating is None:
                return None
            mine = rows[0]
            better = await conn.execute_fetchall(
                "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ? AND (rating > ? OR (rating = ?"
                " AND (games > ? OR (games = ? AND user_id < ?))))",
                (guild_id, game, mine["rating"], mine["rating"], mine["games"], mine["games"], user_id),
            )
            total = await conn.execute_fetchall(
                "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ?", (guild_id, game)
            )
        return 1 + next(iter(better))[0], next(iter(total))[0], rating

    async def ratings_of(self, guild_id: int, user_id: int, games: Sequence[str]) -> dict[str, Rating]:
        """``user_id``'s rating in each of ``games`` they have one in, on the server."""
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT game, {_RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND user_id = ?"
                f" AND {conn.member('game', 'text')}",
                (guild_id, user_id, conn.array(games)),
            )
        return {row["game"]: rating for row in rows if (rating := self._rating(guild_id, row["game"], row)) is not None}

    async def recent_changes(self, guild_id: int, user_id: int, game: str, limit: int = 5) -> list[RatingChange]:
        """``user_id``'s last ``limit`` rated results in ``game`` on the server, newest first."""
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT match_id, game, outcome, before, after FROM rating_changes"
                " WHERE guild_id = ? AND user_id = ? AND game = ? ORDER BY created_at DESC, match_id DESC LIMIT ?",
                (guild_id, user_id, game, limit),
            )
        return [RatingChange(r["match_id"], r["game"], r["outcome"], r["before"], r["after"]) for r in rows]
