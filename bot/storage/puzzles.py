"""Puzzles (issue 29): a server's puzzles mined from its finished games, kept once per source match
and ply; the players' puzzle ratings per server and game; attempts (a puzzle rates a player once:
the first attempt counts, later ones are practice); the matches mined (each once); and the
puzzle-of-the-day channel of a server with the last UTC day it was posted. The rating arithmetic
is ``bot.ratings``'s, done inside the transaction that records the attempt."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from bot.ratings import Rating, rate_puzzle

from .db import Database
from .match_rows import MatchRows
from .row_checks import Row


@dataclass(frozen=True, slots=True)
class PuzzleRow:
    """A stored puzzle: ``puzzle`` is ``engines.ai.puzzles.Puzzle.to_json``'s text."""

    id: int
    guild_id: int
    game: str
    match_id: int
    ply: int
    puzzle: str
    rating: Rating
    solves: int


@dataclass(frozen=True, slots=True)
class Attempt:
    """What finishing a puzzle did: ``rated`` False for practice (the player had tried it before:
    nothing moved, the befores are the afters)."""

    rated: bool
    solved: bool
    player_before: Rating
    player_after: Rating
    puzzle_before: Rating
    puzzle_after: Rating


@dataclass(frozen=True, slots=True)
class PuzzleChannel:
    guild_id: int
    channel_id: int
    last_day: str | None
    last_puzzle: int


_PUZZLE_COLUMNS = "id, guild_id, game, match_id, ply, puzzle, mu, sigma, plays, solves"


_CHANNEL_COLUMNS = "guild_id, channel_id, last_day, last_puzzle"


def _rating(r: Row, games: str) -> Rating:
    """The rating stored in ``r``'s ``mu`` and ``sigma``, its count of games in column ``games``."""
    return Rating(float(r["mu"]), float(r["sigma"]), int(r[games]))


def _puzzle(r: Row) -> PuzzleRow:
    return PuzzleRow(r["id"], r["guild_id"], r["game"], r["match_id"], r["ply"], r["puzzle"], _rating(r, "plays"),
                     r["solves"])


def _channel(r: Row) -> PuzzleChannel:
    return PuzzleChannel(r["guild_id"], r["channel_id"], r["last_day"], r["last_puzzle"])


class PuzzleStore:
    """See the module docstring."""

    def __init__(self, db: Database, rows: MatchRows) -> None:
        self._db = db
        self._rows = rows

    # --- mining -------------------------------------------------------------------------------
    async def keep(self, match_id: int, guild_id: int, game: str,
                   found: Sequence[tuple[int, str, Rating]]) -> int:
        """Keep the puzzles ``(ply, json, rating)`` mined from ``match_id`` and mark it mined, in one
        transaction; returns how many were new (a match mined twice keeps its puzzles once)."""
        now, kept = self._db.now(), 0
        async with self._db.write() as conn:
            for ply, text, rating in found:
                inserted = await conn.execute_fetchall(
                    "INSERT INTO puzzles (guild_id, game, match_id, ply, puzzle, mu, sigma, created_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (match_id, ply) DO NOTHING RETURNING id",
                    (guild_id, game, match_id, ply, text, rating.mu, rating.sigma, now))
                kept += len(list(inserted))
            await conn.execute("INSERT INTO mined_matches (match_id, puzzles, mined_at) VALUES (?, ?, ?)"
                               " ON CONFLICT (match_id) DO NOTHING", (match_id, len(found), now))
        return kept

    async def mined(self, match_id: int) -> bool:
        async with self._db.read() as conn:
            return bool(list(await conn.execute_fetchall("SELECT 1 FROM mined_matches WHERE match_id = ?",
                                                         (match_id,))))

    async def to_mine(self, games: Sequence[str], limit: int = 1) -> list[int]:
        """Finished two-player matches of ``games`` on this process's shards not mined yet, oldest
        first (the background miner's work; an analysed one too: its mining may have been cut
        short by a stop, or its analysis came before puzzles did)."""
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT id FROM matches WHERE status = 'finished' AND guild_id IS NOT NULL"
                f" AND {conn.member('game', 'text')}"
                " AND (SELECT COUNT(*) FROM seats WHERE seats.match_id = matches.id) = 2"
                " AND NOT EXISTS (SELECT 1 FROM mined_matches WHERE mined_matches.match_id = matches.id)"
                f"{self._rows.held()} ORDER BY id LIMIT ?",
                (conn.array(games), limit))
        return [row["id"] for row in rows]

    # --- solving ------------------------------------------------------------------------------
    async def get(self, puzzle_id: int) -> PuzzleRow | None:
        async with self._db.read() as conn:
            rows = list(await conn.execute_fetchall(f"SELECT {_PUZZLE_COLUMNS} FROM puzzles WHERE id = ?",
                                                    (puzzle_id,)))
        return _puzzle(rows[0]) if rows else None

    async def pick(self, guild_id: int, games: Sequence[str], user_id: int, near: float) -> PuzzleRow | None:
        """A puzzle of the server in one of ``games`` that ``user_id`` never tried, its rating nearest
        ``near`` (a mu), one from a game they did not play first."""
        async with self._db.read() as conn:
            rows = list(await conn.execute_fetchall(
                f"SELECT {_PUZZLE_COLUMNS} FROM puzzles WHERE guild_id = ? AND {conn.member('game', 'text')}"
                " AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle_id = puzzles.id AND a.user_id = ?)"
                " ORDER BY CASE WHEN EXISTS (SELECT 1 FROM seats s WHERE s.match_id = puzzles.match_id"
                " AND s.user_id = ?) THEN 1 ELSE 0 END, ABS(mu - ?), id LIMIT 1",
                (guild_id, conn.array(games), user_id, user_id, near)))
        return _puzzle(rows[0]) if rows else None

    async def of_the_day(self, guild_id: int, games: Sequence[str], since: int) -> PuzzleRow | None:
        """The server's next puzzle of the day: the first one kept after puzzle ``since`` (the last
        one posted), else the least played (they come round again)."""
        async with self._db.read() as conn:
            rows = list(await conn.execute_fetchall(
                f"SELECT {_PUZZLE_COLUMNS} FROM puzzles WHERE guild_id = ? AND {conn.member('game', 'text')}"
                " ORDER BY CASE WHEN id > ? THEN 0 ELSE 1 END, plays, id LIMIT 1",
                (guild_id, conn.array(games), since)))
        return _puzzle(rows[0]) if rows else None

    async def rating(self, guild_id: int, game: str, user_id: int) -> Rating:
        """``user_id``'s puzzle rating in ``game`` on the server (the default when none yet)."""
        async with self._db.read() as conn:
            rows = list(await conn.execute_fetchall(
                "SELECT mu, sigma, attempts FROM puzzle_ratings WHERE guild_id = ? AND game = ? AND user_id = ?",
                (guild_id, game, user_id)))
        return _rating(rows[0], "attempts") if rows else Rating()

    async def tried(self, puzzle_id: int, user_id: int) -> bool:
        async with self._db.read() as conn:
            return bool(list(await conn.execute_fetchall(
                "SELECT 1 FROM puzzle_attempts WHERE puzzle_id = ? AND user_id = ?", (puzzle_id, user_id))))

    async def step(self, puzzle_id: int, user_id: int) -> int:
        """The step of ``puzzle_id``'s solution ``user_id`` is at (0: not begun, or ended)."""
        async with self._db.read() as conn:
            rows = list(await conn.execute_fetchall(
                "SELECT step FROM puzzle_progress WHERE puzzle_id = ? AND user_id = ?", (puzzle_id, user_id)))
        return int(rows[0]["step"]) if rows else 0

    async def advance(self, puzzle_id: int, user_id: int, step: int) -> bool:
        """``user_id`` found the move at ``step``: on to ``step + 2``, once (False: they were not at
        ``step``: a second click, or a forged id). The first move starts over an attempt left
        unfinished."""
        async with self._db.write() as conn:
            if step == 0:
                rows = await conn.execute_fetchall(
                    "INSERT INTO puzzle_progress (puzzle_id, user_id, step) VALUES (?, ?, 2)"
                    " ON CONFLICT (puzzle_id, user_id) DO UPDATE SET step = 2 RETURNING step", (puzzle_id, user_id))
            else:
                rows = await conn.execute_fetchall(
                    "UPDATE puzzle_progress SET step = step + 2 WHERE puzzle_id = ? AND user_id = ? AND step = ?"
                    " RETURNING step", (puzzle_id, user_id, step))
            return bool(list(rows))

    async def finish(self, puzzle: PuzzleRow, user_id: int, solved: bool, step: int = 0) -> Attempt | None:
        """``user_id`` solved (or failed) ``puzzle`` at ``step``: rated when it is their first
        attempt (the player's and the puzzle's ratings move, both written with the attempt), else
        practice. None, and nothing changes, when a later ``step`` is not the one they are at (the
        last move pressed twice: the first press ended the attempt)."""
        now = self._db.now()
        async with self._db.write() as conn:
            # read, then written: attempts at one server's puzzles of a game take turns
            await conn.lock(f"puzzles:{puzzle.guild_id}:{puzzle.game}")
            if step:
                ended = await conn.execute_fetchall(
                    "DELETE FROM puzzle_progress WHERE puzzle_id = ? AND user_id = ? AND step = ? RETURNING step",
                    (puzzle.id, user_id, step))
                if not list(ended):
                    return None
            else:  # the first move ends any attempt left unfinished
                await conn.execute("DELETE FROM puzzle_progress WHERE puzzle_id = ? AND user_id = ?", (puzzle.id, user_id))
            seen = list(await conn.execute_fetchall(
                "SELECT 1 FROM puzzle_attempts WHERE puzzle_id = ? AND user_id = ?", (puzzle.id, user_id)))
            rows = list(await conn.execute_fetchall(
                "SELECT mu, sigma, attempts, solved FROM puzzle_ratings WHERE guild_id = ? AND game = ? AND user_id = ?",
                (puzzle.guild_id, puzzle.game, user_id)))
            player = _rating(rows[0], "attempts") if rows else Rating()
            current = list(await conn.execute_fetchall("SELECT mu, sigma, plays FROM puzzles WHERE id = ?", (puzzle.id,)))
            mine = _rating(current[0], "plays") if current else puzzle.rating
            if seen or not current:
                return Attempt(False, solved, player, player, mine, mine)
            after, puzzle_after = rate_puzzle(player, mine, solved)
            after = Rating(after.mu, after.sigma, player.games + 1)
            puzzle_after = Rating(puzzle_after.mu, puzzle_after.sigma, mine.games + 1)
            await conn.execute(
                "INSERT INTO puzzle_attempts (puzzle_id, user_id, solved, before, after, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)", (puzzle.id, user_id, int(solved), player.shown, after.shown, now))
            await conn.execute(
                "INSERT INTO puzzle_ratings (guild_id, game, user_id, mu, sigma, attempts, solved, updated_at)"
                " VALUES (?, ?, ?, ?, ?, 1, ?, ?) ON CONFLICT (guild_id, game, user_id) DO UPDATE SET"
                " mu = excluded.mu, sigma = excluded.sigma, attempts = puzzle_ratings.attempts + 1,"
                " solved = puzzle_ratings.solved + excluded.solved, updated_at = excluded.updated_at",
                (puzzle.guild_id, puzzle.game, user_id, after.mu, after.sigma, int(solved), now))
            await conn.execute("UPDATE puzzles SET mu = ?, sigma = ?, plays = plays + 1, solves = solves + ?"
                               " WHERE id = ?", (puzzle_after.mu, puzzle_after.sigma, int(solved), puzzle.id))
        return Attempt(True, solved, player, after, mine, puzzle_after)

    # --- the puzzle of the day ----------------------------------------------------------------
    async def set_channel(self, guild_id: int, channel_id: int | None, done: date | None = None) -> None:
        """Name the server's puzzle-of-the-day channel (None: no puzzle of the day); a new one
        counts ``done`` as posted already (the first puzzle comes the day after)."""
        async with self._db.write() as conn:
            if channel_id is None:
                await conn.execute("DELETE FROM puzzle_channels WHERE guild_id = ?", (guild_id,))
            else:
                await conn.execute("INSERT INTO puzzle_channels (guild_id, channel_id, last_day) VALUES (?, ?, ?)"
                                   " ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id",
                                   (guild_id, channel_id, None if done is None else done.isoformat()))

    async def next_due(self) -> date | None:
        """The first day whose puzzle is not posted yet on a channel of this process's shards (None:
        no channel here)."""
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT COUNT(*) AS channels, MIN(COALESCE(last_day, '')) AS last FROM puzzle_channels"
                f" WHERE 1 = 1{self._rows.held()}")
        row = next(iter(rows))
        if not row["channels"]:
            return None
        return date.fromisoformat(row["last"]) + timedelta(days=1) if row["last"] else date.min

    async def channel(self, guild_id: int) -> PuzzleChannel | None:
        async with self._db.read() as conn:
            rows = list(await conn.execute_fetchall(
                f"SELECT {_CHANNEL_COLUMNS} FROM puzzle_channels WHERE guild_id = ?", (guild_id,)))
        return _channel(rows[0]) if rows else None

    async def due_channels(self, day: date) -> list[PuzzleChannel]:
        """The channels on this process's shards whose puzzle of ``day`` is not posted yet."""
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {_CHANNEL_COLUMNS} FROM puzzle_channels"
                f" WHERE (last_day IS NULL OR last_day < ?){self._rows.held()} ORDER BY guild_id",
                (day.isoformat(),))
        return [_channel(row) for row in rows]

    async def claim_day(self, guild_id: int, day: date) -> bool:
        """Take the server's puzzle of ``day`` to post: True for the one caller that gets it
        (several processes, or a restart, post it once)."""
        async with self._db.write() as conn:
            rows = await conn.execute_fetchall(
                "UPDATE puzzle_channels SET last_day = ? WHERE guild_id = ? AND (last_day IS NULL OR last_day < ?)"
                " RETURNING guild_id", (day.isoformat(), guild_id, day.isoformat()))
        return bool(list(rows))

    async def posted(self, guild_id: int, puzzle_id: int) -> None:
        """Puzzle ``puzzle_id`` was the server's puzzle of the day (the next one follows it)."""
        async with self._db.write() as conn:
            await conn.execute("UPDATE puzzle_channels SET last_puzzle = ? WHERE guild_id = ?", (puzzle_id, guild_id))
