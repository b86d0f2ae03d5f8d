"""A running tournament's rounds: pairing the next one, starting its games (no accept step: each
game is a match created active, linked to its board in the transaction that creates it), hearing
their results through the commit seam, closing a round when its last board is decided, and
adjudicating the games still running at a round's deadline.

Every step is written so that it can be cut short by a crash and taken up again (``resume``):
a round is paired once (``TournamentStore.pair_round``), a board gets one match, a result is
recorded once, and a round closes once (its status moves ``pairing`` -> ``playing`` -> ``done``
under a compare-and-set); whoever loses one of those races does nothing more.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime, timedelta
from typing import Any, TypeVar

import engines
from bot import seeds
from bot.errors import BoardChanged, MatchUnavailable, UnknownMatch
from bot.service.challenges import start_state
from bot.service.commits import ENDED, Commit
from bot.service.computer import judge
from bot.service.core import ServiceCore
from bot.ratings import outcomes
from bot.service.locks import KeyedLocks
from bot.service.match import Match
from bot.service.searches import SearchQueue
from bot.service.tournament_news import News, Newsroom
from bot.service.tournament_state import next_swiss_round, next_tables, robin_rounds, standings_of
from bot.service.turns import turn_fields
from bot.storage.tournaments import TournamentStore
from bot.storage.tournament_rows import PairingRow, TournamentRow
from bot.tournaments.swiss import NoPairing

log = logging.getLogger(__name__)

#: the computer's level for the empty seats of a table, and for adjudicating at a deadline.
TABLE_LEVEL = 3
ADJUDICATION_LEVEL = 8


#: how often a change lost to a concurrent one is tried again.
ATTEMPTS = 5
T = TypeVar("T")


async def retried(store: TournamentStore, tournament_id: int,
                  change: Callable[[TournamentRow], Awaitable[T | None]]) -> T | None:
    """``change`` of the tournament as it now is, tried again while a concurrent change wins it
    (``change`` returns None); None when it never took, or the tournament is gone."""
    for _ in range(ATTEMPTS):
        current = await store.get(tournament_id)
        if current is None:
            return None
        done = await change(current)
        if done is not None:
            return done
    return None


class Rounds:
    """The rounds of running tournaments, over the service's core; see the module docstring."""

    def __init__(self, core: ServiceCore, searches: SearchQueue, news: Newsroom,
                 computer_user: int | None = None) -> None:
        self.core = core
        self.searches = searches
        self.news = news
        #: the user id the computer's seats are taken in (the bot's own): tables filled up.
        self.computer_user = computer_user
        self._locks = KeyedLocks()
        #: rounds being closed after their last game's end (the player who ended it is answered first)
        self._closing: set[asyncio.Task[None]] = set()

    @property
    def store(self) -> TournamentStore:
        return self.core.storage.tournaments

    def locked(self, tournament_id: int) -> AbstractAsyncContextManager[None]:
        """One step of a tournament at a time in this process (the database settles it between processes)."""
        return self._locks.held(tournament_id)

    # --- pairing and starting ------------------------------------------------------------------
    async def open_next(self, tournament: TournamentRow, number: int | None = None,
                        decided: Sequence[PairingRow] | None = None) -> None:
        """Pair round ``number`` (by default the one after the last paired; every round of a round
        robin at its start) after the ``decided`` boards (read when not given) and start its games;
        the event finishes when there is no round left to pair."""
        if number is None:
            number = len(await self.store.rounds(tournament.id)) + 1
        if tournament.rounds is not None and number > tournament.rounds:
            await self.finish(tournament)
            return
        boards = [] if tournament.format == "round-robin" else (
            decided if decided is not None else await self.store.results(tournament.id))
        deadline = self._deadline(tournament)
        try:
            if tournament.format == "round-robin":
                planned = robin_rounds(tournament)
                paired = await self.store.pair_rounds(
                    tournament.id, [(n, round_boards, deadline) for n, round_boards in enumerate(planned, start=1)])
                numbers = range(1, len(planned) + 1)
            elif tournament.format == "tables":
                paired = await self.store.pair_rounds(
                    tournament.id, [(number, next_tables(tournament, boards, number), deadline)])
                numbers = range(number, number + 1)
            else:
                paired = await self.store.pair_rounds(
                    tournament.id, [(number, next_swiss_round(tournament, boards, number), deadline)])
                numbers = range(number, number + 1)
        except NoPairing:
            log.info("tournament %s: round %s cannot be paired; it ends", tournament.id, number)
            await self.finish(tournament)
            return
        if paired is None:
            return  # another process paired it: it starts the games
        if deadline is not None:
            self.core.arm(deadline, tournament.guild_id)
        for paired_number in numbers:
            await self.start_round(tournament, paired_number)

    def _deadline(self, tournament: TournamentRow) -> datetime | None:
        days = tournament.options.get("round_days")
        if not isinstance(days, int) or isinstance(days, bool) or days < 1:
            return None
        return self.core.clock() + timedelta(days=days)

    async def start_round(self, tournament: TournamentRow, number: int) -> None:
        """Start the games of round ``number`` not started yet, then mark it in play and tell the
        pairings (once: the status change decides who tells)."""
        for board in await self.store.pairings(tournament.id, number):
            if board.bye is None and board.match_id is None:
                await self._start_board(tournament, board)
        if await self.store.set_round_status(tournament.id, number, "pairing", "playing") is None:
            return
        current = await self.store.get(tournament.id)
        boards = tuple(await self.store.pairings(tournament.id, number))
        await self.news.tell(News("paired", current or tournament, number, boards))
        if all(board.decided for board in boards):  # byes only (a round robin's rest round)
            await self.close_round(tournament.id, number)

    async def _start_board(self, tournament: TournamentRow, board: PairingRow) -> Match | None:
        game = engines.get(tournament.game)
        if None in board.seats and self.computer_user is None:
            raise RuntimeError("a table needs the computer's user id to seat it")
        seats = tuple(self.computer_user if user is None else user for user in board.seats)
        computers = {seat: TABLE_LEVEL for seat, user in enumerate(board.seats) if user is None}
        seed = seeds.new_seed()
        state = start_state(game, len(seats), seed, {})
        options: dict[str, Any] = {
            "engine": {}, "seed": seed, "days": tournament.days, "rated": tournament.rated, "takebacks": False,
            "tournament": {"id": tournament.id, "round": board.round, "board": board.board},
        }
        if len(seats) > 2:
            options.update(table=True, host=seats[0])
        to_move = game.to_move(state)
        clock = turn_fields(self.core.clock(), None if to_move in computers else tournament.days)
        text, _ = self.core.stored(game, state)
        saved = await self.core.storage.matches.create_board(
            (tournament.id, board.round, board.board), game.key, options, text, seats, tournament.guild_id,
            tournament.channel_id, "active", None, computers=computers or None, **clock)
        if saved is None:
            return None  # started meanwhile by another process
        self.core.armed(saved)
        match = self.core.decode(saved)
        await self.core.announce(Commit("start", match))
        return match

    # --- results -------------------------------------------------------------------------------
    async def committed(self, commit: Commit) -> None:
        """A tournament game ended: its result recorded on its board, and the round closed when it
        was the last (the commit seam's subscriber)."""
        link = commit.match.tournament
        if link is None or commit.match.status not in ENDED:
            return
        await self.record(commit.match)
        if (commit.match.row.result or {}).get("reason") == "adjudicated":
            return  # a deadline's adjudications close their round together (``adjudicate_overdue``)
        # The next round's pairing and games come after the answer to whoever ended this game: a
        # stop meanwhile leaves the round complete, closed by ``resume`` at the next start.
        task = asyncio.get_running_loop().create_task(self._close_later(link[0], link[1]),
                                                      name=f"tournament-{link[0]}-round-{link[1]}")
        self._closing.add(task)
        task.add_done_callback(self._closing.remove)

    async def _close_later(self, tournament_id: int, number: int) -> None:
        try:
            await self.close_round(tournament_id, number)
        except Exception:
            log.exception("tournament %s: round %s could not be closed; the next start tries again",
                          tournament_id, number)

    async def idle(self) -> None:
        """Wait until no round is being closed (tests; a stop)."""
        while self._closing:
            await asyncio.gather(*list(self._closing), return_exceptions=True)

    async def stop(self, grace: float = 5.0) -> None:
        """Let the rounds being closed finish (at most ``grace`` seconds), then cancel the rest:
        ``resume`` closes them at the next start."""
        pending = [task for task in self._closing if not task.done()]
        if not pending:
            return
        _, late = await asyncio.wait(pending, timeout=grace)
        for task in late:
            task.cancel()
        await asyncio.gather(*late, return_exceptions=True)

    async def record(self, match: Match) -> PairingRow | None:
        """The finished ``match``'s result on its board (once; None when it had one)."""
        ranks, _ = outcomes(match.row.result, len(match.seats))
        if len(match.seats) > 2:
            return await self.store.record_places(match.id, ranks)
        # an aborted game (it cannot be, but a damaged one might) counts as a draw
        score = 0.5 if match.status != "finished" or ranks[0] == ranks[1] else float(ranks[0] < ranks[1])
        forfeit = False
        if (match.row.result or {}).get("reason") == "timeout" and score != 0.5:
            loser = 1 if score == 1.0 else 0
            moved = {entry.seat for entry in await self.core.log_of(match)}
            forfeit = loser not in moved  # a no-show: lost on time without a single move
        return await self.store.record_score(match.id, score, forfeit)

    async def close_round(self, tournament_id: int, number: int, adjudicated: Sequence[int] = ()) -> None:
        """Round ``number`` is done when every board is decided: the no-shows withdrawn, the
        standings told, the next round paired (or the event finished)."""
        async with self.locked(tournament_id):
            boards = await self.store.pairings(tournament_id, number)
            if not boards or not all(board.decided for board in boards):
                return
            if await self.store.set_round_status(tournament_id, number, "playing", "done") is None:
                return
            tournament = await self.store.get(tournament_id)
            if tournament is None or tournament.status != "running":
                return
            tournament, withdrawn = await self._withdraw_no_shows(tournament, boards)
            decided = await self.store.results(tournament_id)
            await self.news.tell(News("round_done", tournament, number, tuple(boards), standings_of(tournament, decided),
                                      adjudicated=tuple(adjudicated), withdrawn=withdrawn))
            if tournament.format != "round-robin":
                await self.open_next(tournament, number + 1, decided)
            elif all(round_.status == "done" for round_ in await self.store.rounds(tournament_id)):
                await self.finish(tournament)

    async def _withdraw_no_shows(self, tournament: TournamentRow, boards: Sequence[PairingRow]
                                 ) -> tuple[TournamentRow, tuple[int, ...]]:
        """The players who lost a board by forfeit withdrawn from the next round; the tournament
        as it then is, and who was withdrawn."""
        if tournament.format == "round-robin":
            return tournament, ()  # every game of a round robin is paired already: nothing to spare anyone
        absent = [board.seats[1] if board.score == 1.0 else board.seats[0] for board in boards
                  if board.forfeit and board.score is not None]
        withdrawn = []
        for user in absent:
            entry = tournament.entry(user) if user is not None else None
            if entry is None or entry.withdrawn_round is not None:
                continue
            changed = await retried(self.store, tournament.id, lambda current: self.store.withdraw(
                current.id, current.version, entry.user_id, boards[0].round + 1))  # awaited at once, with this entry
            if changed is not None:
                tournament = changed
                withdrawn.append(entry.user_id)
        return tournament, tuple(withdrawn)

    async def finish(self, tournament: TournamentRow) -> None:
        async def end(current: TournamentRow) -> TournamentRow | None:
            return await self.store.finish(current.id, current.version) if current.status == "running" else None

        finished = await retried(self.store, tournament.id, end)
        if finished is not None:
            standing = standings_of(finished, await self.store.results(finished.id))
            await self.news.tell(News("finished", finished, standings=standing))

    # --- deadlines -----------------------------------------------------------------------------
    async def adjudicate_overdue(self) -> None:
        """Every game still running in a round past its deadline decided by the computer at level
        8 (a win only where one side's position is lost, else a draw), then the round closed."""
        for round_ in await self.store.overdue_rounds(self.core.clock()):
            await self.catch_up(round_.tournament_id, round_.number, adjudicate=True)

    async def catch_up(self, tournament_id: int, number: int, *, adjudicate: bool = False) -> None:
        """Round ``number``'s games that ended with no result recorded recorded (a stop came
        between), those still running adjudicated when ``adjudicate``; then the round closed if
        complete."""
        decided = []
        for board in await self.store.pairings(tournament_id, number):
            if board.decided or board.match_id is None:
                continue
            try:
                match = await self.core.get(board.match_id)
            except (UnknownMatch, MatchUnavailable):
                continue
            if match.status in ENDED:
                await self.record(match)
            elif adjudicate and match.status == "active" and await self.adjudicate(match) is not None:
                decided.append(match.id)
        await self.close_round(tournament_id, number, decided)

    async def adjudicate(self, match: Match) -> Match | None:
        """``match`` ended by the computer's verdict (reason ``adjudicated``); None when it moved on."""
        game = match.game
        if len(match.seats) > 2 or match.state is None:
            outcome = game.agreed_outcome(match.state)
            outcome = engines.Outcome(outcome.winners, "adjudicated", outcome.scores)
        else:
            dumped = game.dump(match.state)
            verdicts = [await self.searches.run(("tournament", match.id), functools.partial(
                judge, game.key, dumped, seat, ADJUDICATION_LEVEL)) for seat in (0, 1)]
            winners = (1,) if verdicts[0] == "lost" else (0,) if verdicts[1] == "lost" else ()
            outcome = engines.Outcome(winners, "adjudicated")
        async with self.core.locked(match.id):
            current = await self.core.get(match.id)
            if current.version != match.version or current.status != "active":
                return None
            try:
                ended = await self.core.set_status(current, "finished", result=game.result_json(current.state, outcome),
                                                   draw_offer_seat=None)
            except BoardChanged:
                return None
        await self.record(ended)
        await self.core.announce(Commit("result", ended))
        return ended

    # --- after a restart -----------------------------------------------------------------------
    async def resume(self) -> None:
        """Take up what a stop cut short: games of a round paired but not all started, results not
        recorded, rounds complete but not closed, a next round not paired."""
        for tournament in await self.store.running():
            try:
                rounds = await self.store.rounds(tournament.id)
                for round_ in rounds:
                    if round_.status == "pairing":
                        await self.start_round(tournament, round_.number)
                    elif round_.status == "playing":
                        await self.catch_up(tournament.id, round_.number)
                rounds = await self.store.rounds(tournament.id)
                if not rounds or (tournament.format != "round-robin" and rounds[-1].status == "done"):
                    await self.open_next(tournament)
            except Exception:
                log.exception("tournament %s could not be resumed", tournament.id)
