"""Post-game analysis (issue 29, ``/analyse``): a finished match's every position searched by the
computer (``engines.ai.analysis``), stored, so a second request answers at once.

The searches run in the computer's pool, behind its fair queue (``bot.service.searches``), owned
by the person who asked. A worker cannot call back across processes, so the game is scanned in
slices of ``SLICE`` positions (:func:`scan_slice`, a module-level function of plain values) and
``progress`` is told between them; the slices are joined here (``engines.ai.analysis.assemble``).
Two requests of one match at once share one analysis. Bounded per user (``bot.service.limits``).
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import engines
from bot.errors import MatchUnavailable, UnknownMatch, UserError
from bot.service.core import ServiceCore, standing
from bot.service.exports import ReplaySource, Unreplayable, rebuild
from bot.service.limits import ANALYSES_IN_FLIGHT, ANALYSES_PER_USER, Admission
from bot.service.match import Match
from bot.service.searches import SearchQueue
from engines.ai.analysis import AnalysisReport, Scan, assemble, scan

log = logging.getLogger(__name__)

#: the searcher's level players get (README, "Analysis").
ANALYSIS_LEVEL = 7
#: positions scanned per job sent to the pool: about two seconds at level 7, between two edits
#: of the progress line.
SLICE = 8

#: told ``(positions done, moves in all)`` between slices.
Progress = Callable[[int, int], Awaitable[None]]


def scan_slice(game_key: str, start: Mapping[str, Any], notations: Sequence[str], level: int, first: int,
               last: int) -> list[dict[str, Any]]:
    """Positions ``first`` to ``last - 1`` of the game scanned (runs in a worker: the start as the
    game dumps it, the moves in its notation; each best move comes back in notation too)."""
    game = engines.get(game_key)
    state = game.load(dict(start))
    moves, states = [], [state]
    for notation in notations:
        move = game.parse_move(state, notation)
        state = game.apply(state, game.to_move(state), move)  # type: ignore[arg-type]
        moves.append(move)
        states.append(state)
    return [{"eval": entry.score, "forced": entry.forced,
             "best": None if entry.best is None else game.format_move(states[first + offset], entry.best)}
            for offset, entry in enumerate(scan(game, states[0], moves, level, first, last))]


@dataclass(frozen=True)
class Analysis:
    """A match's analysis: ``fresh`` when it was made for this request (not read from storage)."""

    match: Match
    report: AnalysisReport
    fresh: bool


@dataclass
class _Job:
    """One analysis being made, and everyone waiting for it to hear its progress."""

    listeners: list[Progress] = field(default_factory=list)
    task: asyncio.Task[AnalysisReport] | None = None

    async def tell(self, done: int, total: int) -> None:
        for listener in list(self.listeners):
            try:
                await listener(done, total)
            except Exception:  # a progress line that cannot be edited does not stop the analysis
                log.warning("an analysis progress line could not be updated", exc_info=True)


class Analyses:
    """``analyse``, over the service's core and the computer's search queue; see the module
    docstring. ``level``: the searcher's (the README's default is what players get)."""

    def __init__(self, core: ServiceCore, searches: SearchQueue, level: int = ANALYSIS_LEVEL,
                 per_user: int = ANALYSES_PER_USER, in_flight: int = ANALYSES_IN_FLIGHT) -> None:
        self.core = core
        self.searches = searches
        self.level = level
        self.admission = Admission(per_user, in_flight, mine="analysis_yours", busy="analysis_busy")
        self._jobs: dict[tuple[int, int], _Job] = {}
        #: told each analysis made and stored (the puzzles are mined from it).
        self.stored_hooks: list[Callable[[Match, AnalysisReport], None]] = []

    async def analyse(self, match_id: int, user_id: int, guild_id: int | None,
                      progress: Progress | None = None) -> Analysis:
        """The analysis of finished match ``match_id`` of server ``guild_id``, asked by ``user_id``:
        the stored one at once, else made (``progress`` hears ``(0, total)`` once it starts, then
        each slice) and stored. Refused (``UserError``, nothing started): a match of another
        server, one not finished, a game whose hands are hidden, or past the user's bound."""
        match = await self.core.get(match_id)
        if match.row.guild_id != guild_id or match.state is None:
            raise UnknownMatch(match_id)
        if match.game.hidden_information:
            raise UserError("analysis_hidden")
        if match.status != "finished":
            raise UserError("analysis_unfinished", match_id=match_id)
        stored = await self.core.storage.analyses.get(match.id, self.level)
        if stored is not None:
            report = self._read(match, stored)
            if report is not None:
                return Analysis(match, report, fresh=False)
        with self.admission.slot(user_id):
            key = (match.id, self.level)
            job = self._jobs.get(key)
            if job is None:
                job = self._jobs[key] = _Job()
                job.task = asyncio.ensure_future(self._make(key, match, user_id, job))
            if progress is not None:
                job.listeners.append(progress)
            try:
                assert job.task is not None
                report = await asyncio.shield(job.task)
            finally:
                if progress is not None and progress in job.listeners:
                    job.listeners.remove(progress)
        return Analysis(match, report, fresh=True)

    async def stored(self, match: Match) -> dict[str, Any]:
        """The stored analysis of ``match`` as ``AnalysisReport.to_json`` wrote it (``/export
        analysed``): refused (``UserError``) for a game whose hands are hidden, and when there is none to read
        yet (the user is told to run ``/analyse`` first)."""
        if match.game.hidden_information:
            raise UserError("analysis_hidden")
        stored = await self.core.storage.analyses.get(match.id, self.level)
        if stored is None or self._read(match, stored) is None:
            raise UserError("export_unanalysed", match_id=match.id)
        return stored

    def _read(self, match: Match, data: dict[str, Any]) -> AnalysisReport | None:
        try:
            return AnalysisReport.from_json(match.game, data)
        except (KeyError, TypeError, ValueError, engines.MoveError) as exc:
            log.error("the analysis of match %s cannot be read (%s): made again", match.id, type(exc).__name__)
            return None

    async def _make(self, key: tuple[int, int], match: Match, owner: int, job: _Job) -> AnalysisReport:
        try:
            report = await self._scan(match, owner, job)
            await self.core.storage.analyses.save(match.id, self.level, report.to_json())
            for hook in self.stored_hooks:
                hook(match, report)
            return report
        finally:
            del self._jobs[key]

    async def _scan(self, match: Match, owner: int, job: _Job) -> AnalysisReport:
        options = match.row.options
        entries = standing(await self.core.log_of(match))
        notations = tuple(entry.hidden or entry.notation for entry in entries)
        source = ReplaySource(match.game.key, len(match.seats), int(options.get("seed", 0)),
                              dict(options.get("engine") or {}), notations, match.game.dump(match.state))
        try:
            start, moves, states = rebuild(source)
        except Unreplayable as exc:
            log.error("match %s cannot be analysed: %s", match.id, exc)
            raise MatchUnavailable(match.id) from None
        game, total = match.game, len(moves)
        dumped = game.dump(start)
        scans: list[Scan] = []
        await job.tell(0, total)
        for first in range(0, total + 1, SLICE):
            work = functools.partial(scan_slice, game.key, dumped, notations, self.level, first, first + SLICE)
            for offset, entry in enumerate(await self.searches.run(owner, work, urgent=True)):
                state = states[first + offset]
                best = None if entry["best"] is None else game.parse_move(state, entry["best"])
                scans.append(Scan(entry["eval"], best, entry["forced"]))
            await job.tell(min(first + SLICE, total), total)
        return assemble(game, start, moves, self.level, scans)


__all__ = ["ANALYSIS_LEVEL", "Analyses", "Analysis", "scan_slice"]
