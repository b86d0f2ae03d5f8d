"""Tournaments (issue 28): the event and its entries, rounds, pairings and results.

Every change bumps the tournament's version: a write that names a version gets None back when
the tournament moved on meanwhile (as ``MatchStore``'s saves do), nothing written. A round is
paired once: ``pair_round`` inserts the round and its boards in one transaction only when that
round does not exist yet, and tells the caller whether it won (two processes racing to pair it:
one gets the pairings, the other None). A result is recorded once per board.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from .conn import Conn
from .db import Database
from .errors import CorruptTournament
from .match_rows import MatchRows
from .rows import UNSET, Unset, dump_json, format_time, parse_time
from .tournament_checks import decode_round, decode_tournament
from .tournament_reads import COLUMNS, ROUND_COLUMNS, pairings, tournament, tournament_rows
from .tournament_rows import (
    FORMATS,
    MAX_SEATS,
    OPEN_TOURNAMENTS,
    TOURNAMENT_STATUSES,
    Board,
    PairingRow,
    RoundRow,
    RoundStatus,
    TournamentRow,
    TournamentStatus,
)

log = logging.getLogger(__name__)


class _Lost(Exception):
    """Rolls back a write that found the tournament or its round moved on."""


def _time(moment: datetime | None) -> str | None:
    return None if moment is None else format_time(moment)


def _check_boards(boards: Sequence[Board]) -> None:
    if not boards:
        raise ValueError("a round needs at least one board")
    seen: set[int] = set()
    for board in boards:
        if not 1 <= len(board.seats) <= MAX_SEATS:
            raise ValueError(f"a board seats 1 to {MAX_SEATS} players, not {len(board.seats)}")
        if (board.bye is not None) != (len(board.seats) == 1) or (board.bye is not None and board.seats[0] is None):
            raise ValueError("a bye seats one player, and a board of one is a bye")
        players = [user for user in board.seats if user is not None]
        if seen & set(players) or len(set(players)) != len(players):
            raise ValueError("a player is paired twice in one round")
        seen |= set(players)


class TournamentStore:
    """Tournaments and everything that belongs to them; see the module's docstring."""

    def __init__(self, db: Database, rows: MatchRows) -> None:
        self._db = db
        self._rows = rows  # the shards this process holds (their guilds' timers are ours)
        #: the damaged tournaments already logged, each once per process.
        self._logged: set[Any] = set()

    async def create(self, *, guild_id: int, channel_id: int, creator_id: int, game: str, format: str,
                     rounds: int | None, days: int, rated: bool = True, max_entries: int | None = None,
                     starts_at: datetime | None = None, options: Mapping[str, Any] | None = None) -> TournamentRow:
        """A planned tournament (version 1), no entries yet."""
        if not game or format not in FORMATS:
            raise ValueError(f"a tournament needs a game and a format among {FORMATS}")
        if not 1 <= days <= 366 or (rounds is not None and rounds < 1) or (max_entries is not None and max_entries < 2):
            raise ValueError("days per move are 1 to 366, rounds at least 1, max players at least 2")
        now = self._db.now()
        async with self._db.write() as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO tournaments (guild_id, channel_id, creator_id, game, format, rounds, days, rated,"
                " max_entries, starts_at, status, options, version, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'planned', ?, 1, ?, ?) RETURNING id",
                (guild_id, channel_id, creator_id, game, format, rounds, days, int(rated), max_entries,
                 _time(starts_at), dump_json(options or {}, "options"), now, now),
            )  # fmt: skip
            made = await tournament(conn, next(iter(rows))["id"])
        assert made is not None
        return made

    async def get(self, tournament_id: int) -> TournamentRow | None:
        """The tournament with its entries, or None; CorruptTournament when damaged."""
        async with self._db.read() as conn:
            return await tournament(conn, tournament_id)

    async def of_guild(self, guild_id: int,
                       statuses: Sequence[TournamentStatus] = OPEN_TOURNAMENTS) -> list[TournamentRow]:
        """The server's tournaments in ``statuses``, oldest first; damaged ones left out (logged once)."""
        if not set(statuses) <= set(TOURNAMENT_STATUSES):
            raise ValueError(f"unknown tournament status in {statuses}")
        async with self._db.read() as conn:
            found = await tournament_rows(conn, f"guild_id = ? AND {conn.member('status', 'text')}",
                                          (guild_id, conn.array(statuses)))
        return self._decoded(found)

    async def due_to_start(self, now: datetime) -> list[TournamentRow]:
        """Planned tournaments whose start time has come, of the guilds on this process's shards."""
        async with self._db.read() as conn:
            found = await tournament_rows(
                conn, f"status = 'planned' AND starts_at IS NOT NULL AND starts_at <= ?{self._rows.held()}",
                (format_time(now),))
        return self._decoded(found)

    async def running(self) -> list[TournamentRow]:
        """Running tournaments of the guilds on this process's shards (their rounds are ours to go on with)."""
        async with self._db.read() as conn:
            found = await tournament_rows(conn, f"status = 'running'{self._rows.held()}", ())
        return self._decoded(found)

    async def next_due(self) -> datetime | None:
        """The earliest moment something of a tournament on this process's shards falls due: a
        planned start, or the deadline of a round in play."""
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT MIN(due) AS due FROM (SELECT starts_at AS due FROM tournaments"
                f" WHERE status = 'planned' AND starts_at IS NOT NULL{self._rows.held()}"
                " UNION ALL SELECT r.deadline AS due FROM tournament_rounds r JOIN tournaments t"
                " ON t.id = r.tournament_id WHERE t.status = 'running' AND r.status = 'playing'"
                f" AND r.deadline IS NOT NULL{self._rows.held()}) AS dues", ())
        due = next(iter(rows))["due"]
        return None if due is None else parse_time(due)

    async def overdue_rounds(self, now: datetime) -> list[RoundRow]:
        """Rounds in play past their deadline, of running tournaments on this process's shards."""
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {', '.join('r.' + column for column in ROUND_COLUMNS.split(', '))}"
                " FROM tournament_rounds r JOIN tournaments t ON t.id = r.tournament_id"
                " WHERE t.status = 'running' AND r.status = 'playing' AND r.deadline IS NOT NULL AND r.deadline <= ?"
                f"{self._rows.held()} ORDER BY r.tournament_id, r.number",
                (format_time(now),))
        return [decode_round(row) for row in rows]

    def _decoded(self, found: Sequence[tuple[Any, Any, Any]]) -> list[TournamentRow]:
        decoded = []
        for row, entries, forbidden in found:
            try:
                decoded.append(decode_tournament(row, entries, forbidden))
            except CorruptTournament as error:
                if error.tournament_id not in self._logged:
                    self._logged.add(error.tournament_id)
                    log.warning("%s: skipped", error)
        return decoded

    async def _change(self, tournament_id: int, version: int | None, sets: str = "", params: Sequence[Any] = (),
                      *, statuses: Sequence[TournamentStatus] = OPEN_TOURNAMENTS, conn: Conn) -> None:
        """Inside ``conn``: bump the version (checked unless None) of a tournament in ``statuses``,
        with ``sets`` (SQL assignments); raises _Lost when it is not there in that state."""
        checked = "" if version is None else " AND version = ?"
        rows = await conn.execute_fetchall(
            f"UPDATE tournaments SET version = version + 1, updated_at = ?{sets} WHERE id = ?{checked}"
            f" AND {conn.member('status', 'text')} RETURNING id",
            (self._db.now(), *params, tournament_id, *(() if version is None else (version,)), conn.array(statuses)),
        )
        if not list(rows):
            raise _Lost

    async def _write(self, tournament_id: int, version: int, statuses: Sequence[TournamentStatus],
                     sets: str = "", params: Sequence[Any] = (), then: Sequence[tuple[str, Sequence[Any]]] = ()
                     ) -> TournamentRow | None:
        """One version-checked change: the bump with ``sets``, then the statements ``then``; the
        tournament as it is now, or None (nothing written) when it moved on."""
        try:
            async with self._db.write() as conn:
                await self._change(tournament_id, version, sets, params, statuses=statuses, conn=conn)
                for sql, values in then:
                    await conn.execute(sql, values)
                return await tournament(conn, tournament_id)
        except _Lost:
            return None

    async def update(self, tournament_id: int, version: int, *, thread_id: int | None | Unset = UNSET,
                     starts_at: datetime | None | Unset = UNSET, rounds: int | None | Unset = UNSET,
                     options: Mapping[str, Any] | Unset = UNSET) -> TournamentRow | None:
        """Change the thread, start time, rounds planned or options of an open tournament."""
        values = {"thread_id": thread_id, "starts_at": starts_at if isinstance(starts_at, Unset) else _time(starts_at),
                  "rounds": rounds, "options": options if isinstance(options, Unset) else dump_json(options, "options")}
        given = {column: value for column, value in values.items() if not isinstance(value, Unset)}
        sets = "".join(f", {column} = ?" for column in given)
        return await self._write(tournament_id, version, OPEN_TOURNAMENTS, sets, list(given.values()))

    async def join(self, tournament_id: int, version: int, user_id: int, joined_round: int = 1) -> TournamentRow | None:
        """Enter ``user_id`` (from ``joined_round``: a late joiner of a running tournament)."""
        if joined_round < 1:
            raise ValueError("rounds count from 1")
        return await self._write(tournament_id, version, OPEN_TOURNAMENTS, then=[(
            "INSERT INTO tournament_entries (tournament_id, user_id, joined_round, joined_at) VALUES (?, ?, ?, ?)",
            (tournament_id, user_id, joined_round, self._db.now()))])

    async def leave(self, tournament_id: int, version: int, user_id: int) -> TournamentRow | None:
        """Take back ``user_id``'s entry before the start (their forbidden pairs go with it)."""
        return await self._write(tournament_id, version, ("planned",), then=[(
            "DELETE FROM tournament_entries WHERE tournament_id = ? AND user_id = ?", (tournament_id, user_id))])

    async def withdraw(self, tournament_id: int, version: int, user_id: int, from_round: int) -> TournamentRow | None:
        """``user_id`` is no longer paired from round ``from_round`` on (played games stand)."""
        return await self._write(tournament_id, version, ("running",), then=[(
            "UPDATE tournament_entries SET withdrawn_round = ? WHERE tournament_id = ? AND user_id = ?",
            (from_round, tournament_id, user_id))])

    async def forbid(self, tournament_id: int, version: int, user_a: int, user_b: int) -> TournamentRow | None:
        """Never pair these two entrants together."""
        if user_a == user_b:
            raise ValueError("a player cannot be kept from meeting themself")
        return await self._write(tournament_id, version, OPEN_TOURNAMENTS, then=[(
            "INSERT INTO tournament_forbidden (tournament_id, user_a, user_b) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            (tournament_id, min(user_a, user_b), max(user_a, user_b)))])

    async def allow(self, tournament_id: int, version: int, user_a: int, user_b: int) -> TournamentRow | None:
        """Let these two entrants meet again."""
        return await self._write(tournament_id, version, OPEN_TOURNAMENTS, then=[(
            "DELETE FROM tournament_forbidden WHERE tournament_id = ? AND user_a = ? AND user_b = ?",
            (tournament_id, min(user_a, user_b), max(user_a, user_b)))])

    async def start(self, tournament_id: int, version: int, seeds: Sequence[tuple[int, int | None]],
                    rounds: int | None | Unset = UNSET) -> TournamentRow | None:
        """Planned -> running: ``seeds`` lists the entrants (user, rating at the start) in seed
        order; ``rounds`` those planned when only now known (a round robin)."""
        sets, params = ("", []) if isinstance(rounds, Unset) else (", rounds = ?", [rounds])
        return await self._write(tournament_id, version, ("planned",), ", status = 'running'" + sets, params, then=[
            ("UPDATE tournament_entries SET seed = ?, rating = ? WHERE tournament_id = ? AND user_id = ?",
             (seed, rating, tournament_id, user)) for seed, (user, rating) in enumerate(seeds, start=1)])

    async def cancel(self, tournament_id: int, version: int) -> TournamentRow | None:
        return await self._write(tournament_id, version, OPEN_TOURNAMENTS, ", status = 'cancelled'")

    async def finish(self, tournament_id: int, version: int) -> TournamentRow | None:
        return await self._write(tournament_id, version, ("running",), ", status = 'finished'")

    async def rounds(self, tournament_id: int) -> list[RoundRow]:
        """The tournament's rounds paired so far, in order; CorruptTournament when one is damaged."""
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {ROUND_COLUMNS} FROM tournament_rounds WHERE tournament_id = ? ORDER BY number",
                (tournament_id,))
        return [decode_round(row) for row in rows]

    async def pair_round(self, tournament_id: int, number: int, boards: Sequence[Board],
                         deadline: datetime | None = None) -> list[PairingRow] | None:
        """Pair round ``number`` of a running tournament with ``boards`` (numbered from 1 in
        order), if nobody paired it yet: the stored pairings when this caller won, None when that
        round exists already (or the round before does not, or the tournament is not running)."""
        paired = await self.pair_rounds(tournament_id, [(number, boards, deadline)])
        return None if paired is None else paired[0]

    async def pair_rounds(self, tournament_id: int, rounds: Sequence[tuple[int, Sequence[Board], datetime | None]]
                          ) -> list[list[PairingRow]] | None:
        """``pair_round`` of several rounds (a round robin's whole event) in one transaction:
        all of them, or none."""
        for _, boards, _ in rounds:
            _check_boards(boards)
        now = self._db.now()
        try:
            async with self._db.write() as conn:
                # The bump first: racing pairers queue on the tournament's row, and the later one
                # then finds the round there.
                await self._change(tournament_id, None, statuses=("running",), conn=conn)
                for number, boards, deadline in rounds:
                    await self._insert_round(conn, tournament_id, number, boards, deadline, now)
                return [await pairings(conn, "tournament_id = ? AND round = ?", (tournament_id, number))
                        for number, _, _ in rounds]
        except _Lost:
            return None

    @staticmethod
    async def _insert_round(conn: Conn, tournament_id: int, number: int, boards: Sequence[Board],
                            deadline: datetime | None, now: str) -> None:
        if number > 1 and not list(await conn.execute_fetchall(
                "SELECT 1 FROM tournament_rounds WHERE tournament_id = ? AND number = ?", (tournament_id, number - 1))):
            raise _Lost
        if not list(await conn.execute_fetchall(
            "INSERT INTO tournament_rounds (tournament_id, number, status, deadline, created_at)"
            " VALUES (?, ?, 'pairing', ?, ?) ON CONFLICT (tournament_id, number) DO NOTHING RETURNING number",
            (tournament_id, number, _time(deadline), now),
        )):
            raise _Lost
        await conn.executemany(
            "INSERT INTO tournament_pairings (tournament_id, round, board, bye, decided_at) VALUES (?, ?, ?, ?, ?)",
            [(tournament_id, number, index, board.bye, None if board.bye is None else now)
             for index, board in enumerate(boards, start=1)])
        await conn.executemany(
            "INSERT INTO tournament_seats (tournament_id, round, board, seat, user_id) VALUES (?, ?, ?, ?, ?)",
            [(tournament_id, number, index, seat, user)
             for index, board in enumerate(boards, start=1) for seat, user in enumerate(board.seats)])

    async def set_round_status(self, tournament_id: int, number: int, old: RoundStatus,
                               new: RoundStatus) -> RoundRow | None:
        """Move round ``number`` from ``old`` to ``new``; None when it was not ``old``."""
        try:
            async with self._db.write() as conn:
                rows = list(await conn.execute_fetchall(
                    f"UPDATE tournament_rounds SET status = ? WHERE tournament_id = ? AND number = ? AND status = ?"
                    f" RETURNING {ROUND_COLUMNS}", (new, tournament_id, number, old)))
                if not rows:
                    raise _Lost
                await self._change(tournament_id, None, statuses=TOURNAMENT_STATUSES, conn=conn)
                return decode_round(rows[0])
        except _Lost:
            return None

    async def link_match(self, tournament_id: int, number: int, board: int, match_id: int) -> PairingRow | None:
        """The match board ``board`` of round ``number`` started; None when it has one already."""
        return await self._decide(
            "UPDATE tournament_pairings SET match_id = ? WHERE tournament_id = ? AND round = ? AND board = ?"
            " AND match_id IS NULL AND bye IS NULL RETURNING tournament_id, round, board",
            (match_id, tournament_id, number, board))

    async def pairing_of_match(self, match_id: int) -> PairingRow | None:
        """The tournament board ``match_id`` is played on, or None (not a tournament game)."""
        async with self._db.read() as conn:
            found = await pairings(conn, "match_id = ?", (match_id,))
        return found[0] if found else None

    async def record_score(self, match_id: int, score: float, forfeit: bool = False) -> PairingRow | None:
        """The result of the game of two ``match_id`` decided: ``score`` its first seat's points
        (1, 0.5, 0), ``forfeit`` decided without play; None when it had its result already."""
        if score not in (0.0, 0.5, 1.0) or (forfeit and score == 0.5):
            raise ValueError(f"a game's score is 1, 0.5 or 0 (a forfeit has a winner), not {score!r}")
        return await self._decide(
            "UPDATE tournament_pairings SET score = ?, forfeit = ?, decided_at = ? WHERE match_id = ?"
            " AND decided_at IS NULL AND (SELECT COUNT(*) FROM tournament_seats s WHERE s.tournament_id ="
            " tournament_pairings.tournament_id AND s.round = tournament_pairings.round"
            " AND s.board = tournament_pairings.board) = 2 RETURNING tournament_id, round, board",
            (round(score * 2), int(forfeit), self._db.now(), match_id))

    async def record_places(self, match_id: int, places: Sequence[int]) -> PairingRow | None:
        """The card table ``match_id`` finished: ``places[seat]`` each seat's place (1 the first;
        players level share a place, the next counting them: 1, 1, 3); None when it had its result."""
        if sorted(places) != [1 + sum(other < place for other in places) for place in sorted(places)]:
            raise ValueError(f"places {list(places)} are not a table's finish (1, 1, 3...)")

        async def seat_places(conn: Conn, key: tuple[Any, Any, Any]) -> None:
            seats = (await conn.execute_fetchall(
                "SELECT COUNT(*) FROM tournament_seats WHERE tournament_id = ? AND round = ? AND board = ?", key))[0][0]
            if seats != len(places):
                raise ValueError(f"a place for each of the table's {seats} seats, not {len(places)}")
            await conn.executemany(
                "UPDATE tournament_seats SET place = ?"
                " WHERE tournament_id = ? AND round = ? AND board = ? AND seat = ?",
                [(place, *key, seat) for seat, place in enumerate(places)])

        return await self._decide(
            "UPDATE tournament_pairings SET decided_at = ? WHERE match_id = ? AND decided_at IS NULL AND bye IS NULL"
            " RETURNING tournament_id, round, board", (self._db.now(), match_id), seat_places)

    async def _decide(self, sql: str, params: Sequence[Any],
                      more: Callable[[Conn, tuple[Any, Any, Any]], Awaitable[None]] | None = None) -> PairingRow | None:
        """Run ``sql`` (an UPDATE of one pairing returning its key), then ``more(conn, key)``,
        and bump its tournament's version; the pairing as it is now, or None when none changed."""
        try:
            async with self._db.write() as conn:
                rows = list(await conn.execute_fetchall(sql, params))
                if not rows:
                    raise _Lost
                key = (rows[0]["tournament_id"], rows[0]["round"], rows[0]["board"])
                if more is not None:
                    await more(conn, key)
                await self._change(key[0], None, statuses=TOURNAMENT_STATUSES, conn=conn)
                (pairing,) = await pairings(conn, "tournament_id = ? AND round = ? AND board = ?", key)
                return pairing
        except _Lost:
            return None

    async def pairings(self, tournament_id: int, number: int) -> list[PairingRow]:
        """Round ``number``'s boards in order; CorruptTournament when one is damaged."""
        async with self._db.read() as conn:
            return await pairings(conn, "tournament_id = ? AND round = ?", (tournament_id, number))

    async def boards(self, tournament_id: int) -> list[PairingRow]:
        """Every board of every round paired so far, decided or not, in round and board order."""
        async with self._db.read() as conn:
            return await pairings(conn, "tournament_id = ?", (tournament_id,))

    async def board(self, tournament_id: int, number: int, board: int) -> PairingRow | None:
        """Board ``board`` of round ``number``, or None."""
        async with self._db.read() as conn:
            found = await pairings(conn, "tournament_id = ? AND round = ? AND board = ?", (tournament_id, number, board))
        return found[0] if found else None

    async def results(self, tournament_id: int) -> list[PairingRow]:
        """Every decided board (games, byes, tables) of every round so far, for the standings."""
        async with self._db.read() as conn:
            return await pairings(conn, "tournament_id = ? AND decided_at IS NOT NULL", (tournament_id,))
