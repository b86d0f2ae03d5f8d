"""Puzzles (issue 29): positions mined from a server's finished games (``engines.ai.puzzles``),
solved privately and rated (``bot.ratings.rate_puzzle``), and a puzzle of the day.

Mining runs in the batch executor (never the drawing or the computer's pool, so it never delays a
board or a move): :func:`mine_report` mines a stored analysis, :func:`analyse_and_mine` analyses a
match nobody asked about, then mines it; both are module-level functions of plain values. After
``/analyse`` stores an analysis its game is mined (:meth:`Puzzles.after_analysis`); the background
miner (:meth:`Puzzles.run_miner`) takes the finished two-player board-game matches of this
process's shards that were neither analysed nor mined, one at a time with a pause between.

A puzzle is solved step by step: the solver's move at an even ``step`` of the solution is checked
(``check_answer``); a right move brings the opponent's reply and the next step; the last one solves
it; a wrong one fails it. Finishing rates the player once per puzzle (``PuzzleStore.finish``).

The puzzle of the day: each server that named a channel gets one a day, at ``DAILY_HOUR`` UTC;
the day is claimed in the database (``claim_day``), so it is posted once whichever process (shard)
fires, and a restart finds what fell due while it was down.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, timezone
from typing import Any, Literal

import engines
from bot.errors import MatchUnavailable, UserError
from bot.ratings import Rating, puzzle_rating
from bot.service.core import ServiceCore, standing
from bot.service.exports import ReplaySource, rebuild, replay_source
from bot.service.match import Match
from bot.storage.puzzles import Attempt, PuzzleChannel, PuzzleRow, PuzzleStore
from engines import ai
from engines.ai.analysis import AnalysisReport
from engines.base import AnyGame
from engines.ai.puzzles import Puzzle, check_answer, mine, puzzle_state

log = logging.getLogger(__name__)

#: the deeper search that checks a puzzle (above the analysis' level 7).
PUZZLE_LEVEL = 8
#: the UTC hour the puzzle of the day is posted.
DAILY_HOUR = 12
#: the background miner's pause between two games (and when there is nothing to mine).
MINER_PAUSE = timedelta(minutes=2)
MINER_IDLE = timedelta(minutes=30)

Mined = list[tuple[int, str, int]]


def _mined(puzzles: Sequence[Puzzle]) -> Mined:
    return [(puzzle.ply, puzzle.to_json(), puzzle.rating) for puzzle in puzzles]


def mine_report(game_key: str, report: Mapping[str, Any], level: int) -> Mined:
    """The puzzles ``(ply, json, rating guess)`` of a stored analysis (runs in a worker)."""
    game = engines.get(game_key)
    analysis = AnalysisReport.from_json(game, report)
    return _mined(mine(game, analysis.start, [ply.move for ply in analysis.plies], analysis, level))


def analyse_and_mine(source: ReplaySource, analysis_level: int, level: int) -> dict[str, Any]:
    """The game of ``source`` replayed, analysed at ``analysis_level`` then mined at ``level`` (runs
    in a worker): the report's JSON and the puzzles, as :func:`mine_report` gives them."""
    game = engines.get(source.key)
    start, moves, _ = rebuild(source)
    report = ai.analyse(game, start, moves, level=analysis_level)
    return {"report": report.to_json(), "puzzles": _mined(mine(game, start, moves, report, level))}


@dataclass(frozen=True)
class Session:
    """A puzzle being solved: its stored row, the puzzle, and the position at ``step``."""

    row: PuzzleRow
    puzzle: Puzzle
    step: int
    state: Any

    @property
    def game(self) -> AnyGame:
        return engines.get(self.puzzle.game)


@dataclass(frozen=True)
class Answered:
    """A move answered: ``right`` (``session`` is the next step, after the opponent's reply),
    ``done`` or ``wrong`` (``attempt`` says what it did to the ratings)."""

    verdict: Literal["right", "done", "wrong"]
    session: Session
    attempt: Attempt | None = None


#: told each puzzle of the day to post: the channel, and the puzzle at its first step.
DailyListener = Callable[[PuzzleChannel, Session], Awaitable[None]]


class Puzzles:
    """See the module docstring. ``analysis_level``: the level the background miner analyses at
    (the players' ``/analyse`` level, so its analyses serve them too)."""

    def __init__(self, core: ServiceCore, batch_executor: Executor | None, analysis_level: int,
                 level: int = PUZZLE_LEVEL) -> None:
        self.core = core
        self.batch_executor = batch_executor
        self.analysis_level = analysis_level
        self.level = level
        self._tasks: set[asyncio.Task[int]] = set()
        self._daily: list[DailyListener] = []
        self._miner: asyncio.Task[None] | None = None
        self._stopping = asyncio.Event()

    @property
    def store(self) -> PuzzleStore:
        return self.core.storage.puzzles

    @staticmethod
    def games() -> list[str]:
        """The games puzzles come from (the board games: hidden hands make no puzzle)."""
        return [key for key, game in engines.GAMES.items() if not game.hidden_information]

    # --- mining -------------------------------------------------------------------------------
    async def _run(self, work: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self.batch_executor, work, *args)

    async def mine_analysis(self, match: Match, report: AnalysisReport) -> int:
        """Mine the analysed ``match`` (once) and keep its puzzles; returns how many were new."""
        if match.row.guild_id is None or len(match.seats) != 2 or await self.store.mined(match.id):
            return 0
        found = await self._run(mine_report, match.game.key, report.to_json(), self.level)
        return await self._keep(match, found)

    async def _keep(self, match: Match, found: Mined) -> int:
        assert match.row.guild_id is not None
        kept = await self.store.keep(match.id, match.row.guild_id, match.game.key,
                                     [(ply, text, puzzle_rating(guess)) for ply, text, guess in found])
        log.info("match %s mined: %s puzzles, %s new", match.id, len(found), kept)
        return kept

    def after_analysis(self, match: Match, report: AnalysisReport) -> None:
        """An analysis was stored: its game is mined in the background (the answer does not wait)."""
        task = asyncio.ensure_future(self._logged(self.mine_analysis(match, report), match.id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.remove)

    async def _logged(self, work: Awaitable[int], match_id: int) -> int:
        try:
            return await work
        except Exception:
            log.exception("mining match %s failed", match_id)
            return 0

    async def mine_next(self) -> int | None:
        """The background miner's step: one finished match not mined yet, mined from its stored
        analysis, else analysed (and the analysis stored) then mined. Returns its id (None:
        nothing to mine). A match that cannot be mined is marked mined with no puzzles, so the
        miner moves on to the others."""
        found = await self.store.to_mine(self.games(), limit=1)
        if not found:
            return None
        match = await self.core.get(found[0])
        try:
            await self._mine(match)
        except Exception as exc:
            log.error("match %s cannot be mined (%s)", match.id, type(exc).__name__)
            await self._keep(match, [])
        return match.id

    async def _mine(self, match: Match) -> None:
        stored = await self.core.storage.analyses.get(match.id, self.analysis_level)
        if stored is not None:
            await self._keep(match, await self._run(mine_report, match.game.key, stored, self.level))
            return
        if match.state is None:
            raise MatchUnavailable(match.id)
        notations = tuple(entry.hidden or entry.notation for entry in standing(await self.core.log_of(match)))
        made = await self._run(analyse_and_mine, replay_source(match, notations), self.analysis_level, self.level)
        await self.core.storage.analyses.save(match.id, self.analysis_level, made["report"])
        await self._keep(match, made["puzzles"])

    def start_miner(self, pause: timedelta = MINER_PAUSE, idle: timedelta = MINER_IDLE) -> None:
        """Start the background miner (once; :meth:`stop` ends it)."""
        if self._miner is None or self._miner.done():
            self._stopping.clear()
            self._miner = asyncio.create_task(self.run_miner(pause, idle), name="puzzle-miner")

    async def run_miner(self, pause: timedelta = MINER_PAUSE, idle: timedelta = MINER_IDLE) -> None:
        """Mine one game at a time until :meth:`stop`: ``pause`` first and between games (the bot's
        start and its players come first), ``idle`` when there is nothing to mine; a failure is
        logged and waited out."""
        wait = pause
        while not await self._rested(wait):
            try:
                done = await self.mine_next()
            except Exception:
                log.exception("the puzzle miner failed; trying again later")
                done = None
            wait = pause if done is not None else idle

    async def _rested(self, wait: timedelta) -> bool:
        """Wait ``wait``; True when the miner is to stop."""
        try:
            await asyncio.wait_for(self._stopping.wait(), wait.total_seconds())
        except TimeoutError:
            pass
        return self._stopping.is_set()

    async def stop(self) -> None:
        """Stop the miner and the mining after analyses (what was not kept is mined again later:
        a match is marked mined only with its puzzles)."""
        self._stopping.set()
        tasks = [task for task in (self._miner, *self._tasks) if task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._miner = None

    async def settle(self) -> None:
        """Wait for the mining started after analyses (tests, and a clean stop)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    # --- solving ------------------------------------------------------------------------------
    async def next_for(self, guild_id: int | None, user_id: int, game: str | None) -> Session:
        """A puzzle of the server for ``user_id``: one they never tried, near their puzzle rating,
        not from their own games while others exist. Refused (``UserError``) when there is none."""
        if guild_id is None:
            raise UserError("puzzle_none")
        games = [game] if game is not None else self.games()
        if game is not None and game not in self.games():
            raise UserError("puzzle_none_game", game=game)
        near = (await self.store.rating(guild_id, game, user_id)).mu if game is not None else Rating().mu
        row = await self.store.pick(guild_id, games, user_id, near)
        if row is None:
            raise UserError("puzzle_none_game" if game is not None else "puzzle_none", game=game or "")
        return self._session(row, 0)

    async def open(self, puzzle_id: int, guild_id: int | None, user_id: int, step: int = 0) -> Session:
        """Puzzle ``puzzle_id`` of server ``guild_id`` at ``step`` for ``user_id`` (refused: another
        server's, an unknown one, a step that is not one of the solver's, or not the one the
        player reached: a later step is reached only by finding the moves before it)."""
        row = await self.store.get(puzzle_id)
        if row is None or row.guild_id != guild_id:
            raise UserError("puzzle_unknown")
        session = self._session(row, step)
        if step and await self.store.step(puzzle_id, user_id) != step:
            raise UserError("puzzle_stale")
        return session

    def _session(self, row: PuzzleRow, step: int) -> Session:
        try:
            puzzle = Puzzle.from_json(row.puzzle)
            if step % 2 or not 0 <= step < len(puzzle.solution):
                raise UserError("puzzle_stale")
            return Session(row, puzzle, step, puzzle_state(engines.get(puzzle.game), puzzle, step))
        except (KeyError, TypeError, ValueError, engines.MoveError) as exc:
            log.error("puzzle %s cannot be read (%s)", row.id, type(exc).__name__)
            raise UserError("puzzle_unknown") from None

    async def tried(self, session: Session, user_id: int) -> bool:
        return await self.store.tried(session.row.id, user_id)

    async def answer(self, session: Session, user_id: int, move: Any) -> Answered:
        """``user_id`` plays ``move`` (a legal move of the session's position)."""
        game, puzzle = session.game, session.puzzle
        verdict = check_answer(game, puzzle, session.step, game.format_move(session.state, move))
        # the step is checked where it is written: a second click finds it moved on
        if verdict == "right":
            if not await self.store.advance(session.row.id, user_id, session.step):
                raise UserError("puzzle_stale")
            return Answered("right", self._session(session.row, session.step + 2))
        attempt = await self.store.finish(session.row, user_id, solved=verdict == "done", step=session.step)
        if attempt is None:
            raise UserError("puzzle_stale")
        return Answered(verdict, session, attempt)

    # --- the puzzle of the day ----------------------------------------------------------------
    def subscribe_daily(self, listener: DailyListener) -> None:
        self._daily.append(listener)

    def due_day(self, now: datetime) -> date:
        """The last day whose puzzle fell due by ``now``."""
        now = now.astimezone(timezone.utc)
        return now.date() if now.time() >= time(DAILY_HOUR) else now.date() - timedelta(days=1)

    async def set_channel(self, guild_id: int, channel_id: int | None) -> None:
        """Name the server's puzzle channel (None: none); the first puzzle comes at the next hour."""
        await self.store.set_channel(guild_id, channel_id, self.due_day(self.core.clock()))

    async def next_due(self) -> datetime | None:
        """When :meth:`fire_due` has a puzzle of the day to post next (None: no channel here)."""
        day = await self.store.next_due()
        return None if day is None else datetime.combine(day, time(DAILY_HOUR), tzinfo=timezone.utc)

    async def fire_due(self) -> int:
        """Post the puzzles of the day that fell due (each server's day claimed once); returns how many."""
        day, posted = self.due_day(self.core.clock()), 0
        for channel in await self.store.due_channels(day):
            if not await self.store.claim_day(channel.guild_id, day):
                continue  # another process got there
            row = await self.store.of_the_day(channel.guild_id, self.games(), channel.last_puzzle)
            if row is None:
                continue
            await self.store.posted(channel.guild_id, row.id)
            try:
                session = self._session(row, 0)
            except UserError:
                continue
            for listener in list(self._daily):
                try:
                    await listener(channel, session)
                    posted += 1
                except Exception:
                    log.exception("the puzzle of the day of server %s could not be posted", channel.guild_id)
        return posted


__all__ = ["Answered", "DAILY_HOUR", "PUZZLE_LEVEL", "Puzzles", "Session", "analyse_and_mine", "mine_report"]
