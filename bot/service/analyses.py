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
from bot.service.exports import Unreplayable, rebuild, replay_source
from bot.service.limits import ANALYSES_IN_FLIGHT, ANALYSES_PER_USER, Admission
from bot.service.match import Match
from bot.service.searches import SearchQueue
from engines.ai.analysis import AnalysisReport, Scan, assemble, scan
from engines.ai.positions import mover

log = logging.getLogger(__name__)

#: the searcher's level players get (README, "Analysis").
ANALYSIS_LEVEL = 7
#: positions scanned per job sent to the pool: about two seconds at level 7, between two edits
#: of the progress line.
SLICE = 8

#: told ``(positions done, moves in all)`` between slices.
Progress = Callable[[int, int], Awaitable[None]]


def scan_slice(game_key: str, state: Mapping[str, Any], notations: Sequence[str], level: int,
               final: bool) -> list[dict[str, Any]]:
    """The positions before each of ``notations`` scanned, from ``state`` (the slice's first
    position as the game dumps it), and the one after them when ``final``: runs in a worker, so
    it gets only its slice; each best move comes back in notation too."""
    game = engines.get(game_key)
    first = game.load(dict(state))
    moves, states = [], [first]
    for notation in notations:
        move = game.parse_move(states[-1], notation)
        moves.append(move)
        states.append(game.apply(states[-1], mover(game, states[-1]), move))
    return [{"eval": entry.score, "forced": entry.forced, "seat": entry.seat,
             "best": None if entry.best is None else game.format_move(states[offset], entry.best)}
            for offset, entry in enumerate(scan(game, first, moves, level, final))]


@dataclass(frozen=True)
class Analysis:
    """A match's analysis (read from storage, or made for this request)."""

    match: Match
    report: AnalysisReport


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
                return Analysis(match, report)
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
        return Analysis(match, report)

    async def stored(self, match: Match) -> dict[str, Any]:
        """The stored analysis of ``match`` as ``AnalysisReport.to_json`` wrote it (``/export
        analysed``, read in the worker that writes the record): refused (``UserError``) for a game
        whose hands are hidden, and when there is none yet (the user is told to run ``/analyse``
        first)."""
        if match.game.hidden_information:
            raise UserError("analysis_hidden")
        stored = await self.core.storage.analyses.get(match.id, self.level)
        if stored is None:
            raise UserError("export_unanalysed", match_id=match.id)
        return stored

    async def stored_report(self, match: Match) -> AnalysisReport:
        """The stored analysis of ``match``, read: refused as :meth:`stored` is, and when it
        cannot be read (``export_unanalysed``: it is made again by the next ``/analyse``)."""
        report = self._read(match, await self.stored(match))
        if report is None:
            raise UserError("export_unanalysed", match_id=match.id)
        return report

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
        entries = standing(await self.core.log_of(match))
        notations = tuple(entry.hidden or entry.notation for entry in entries)
        source = replay_source(match, notations)
        try:
            start, moves, states = rebuild(source)
        except Unreplayable as exc:
            log.error("match %s cannot be analysed: %s", match.id, exc)
            raise MatchUnavailable(match.id) from None
        game, total = match.game, len(moves)
        scans: list[Scan] = []
        await job.tell(0, total)
        for first in range(0, total + 1, SLICE):
            work = functools.partial(scan_slice, game.key, game.dump(states[first]), notations[first:first + SLICE],
                                     self.level, first + SLICE > total)
            for offset, entry in enumerate(await self.searches.run(owner, work, urgent=True)):
                state = states[first + offset]
                best = None if entry["best"] is None else game.parse_move(state, entry["best"])
                scans.append(Scan(entry["eval"], best, entry["forced"], entry["seat"]))
            await job.tell(min(first + SLICE, total), total)
        return assemble(game, start, moves, self.level, scans)


__all__ = ["ANALYSIS_LEVEL", "Analyses", "Analysis", "scan_slice"]
