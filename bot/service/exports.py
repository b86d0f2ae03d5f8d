"""A match's whole game from its seed and move log: its record (``/export``) and its animated
replay (``/replay``). The start is rebuilt as the match began (``game.new`` with its seats, seed
and engine options) and the log replayed move by move; if that does not reach the stored state,
the match is unavailable rather than exported wrong. The work runs in the batch executor
(module-level functions of plain values, so a process pool can run them), off the event loop
and apart from the boards' drawing."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from PIL import Image

import engines
from bot.errors import MatchUnavailable
from bot.service.core import ServiceCore, standing
from bot.service.limits import EXPORTS_IN_FLIGHT, EXPORTS_PER_USER, Admission
from bot.service.match import Match
from engines.ai.analysis import AnalysisReport
from render import DRAWERS, Captions
from render.banner import band_lines
from render.replay import UPLOAD_LIMIT, encode_frames, plan

log = logging.getLogger(__name__)

#: how a stored result's reason reads in a record's ``Termination`` (lidraughts' words).
TERMINATIONS = {"timeout": "Time forfeit", "resignation": "Resignation", "agreement": "Agreement"}
REPLAY_SIZE = 400  # Discord shows images about 400 px wide on a phone


@dataclass(frozen=True)
class ReplaySource:
    """What rebuilds a match: its game, seats, seed, engine options, logged moves (the whole
    notation of each) and the stored final state."""

    key: str
    seats: int
    seed: int
    options: Mapping[str, Any]
    notations: tuple[str, ...]
    final: Mapping[str, Any] | None  # None: not checked (a takeback rebuilds an earlier position)


@dataclass(frozen=True)
class ReplayImage:
    """A replay: GIF ``data``, one frame every ``step`` moves of the ``plies`` played."""

    data: bytes
    frames: int
    step: int
    plies: int


class Unreplayable(ValueError):
    """The log does not lead from the rebuilt start to the stored state."""


def replay_source(match: Match, notations: Sequence[str]) -> ReplaySource:
    """What a worker needs to replay ``match`` (with a state): its rules and ``notations``, the
    standing moves as the log keeps them."""
    options = match.row.options
    assert match.state is not None
    return ReplaySource(match.game.key, len(match.seats), int(options.get("seed", 0)),
                        dict(options.get("engine") or {}), tuple(notations), match.game.dump(match.state))


def rebuild(source: ReplaySource) -> tuple[Any, list[Any], list[Any]]:
    """``(start, moves, states)``: states[i] is the position before moves[i], the last one final."""
    game = engines.get(source.key)
    try:
        start = game.new(seats=source.seats, seed=source.seed, options=dict(source.options))
        states, moves = [start], []
        for notation in source.notations:
            state = states[-1]
            seat = game.to_move(state)
            if seat is None:
                raise Unreplayable("a move after the end of the game")
            move = game.parse_move(state, notation)
            states.append(game.apply(state, seat, move))
            moves.append(move)
    except (ValueError, engines.MoveError) as exc:
        raise Unreplayable(type(exc).__name__) from None
    if source.final is not None and game.dump(states[-1]) != source.final:
        raise Unreplayable("the log does not reach the stored position")
    return start, moves, states


def record_of(source: ReplaySource, tags: Mapping[str, str], reveal: bool,
              analysis: Mapping[str, Any] | None = None) -> str:
    """The match's record; annotated with ``analysis`` (``AnalysisReport.to_json``) when given."""
    start, moves, _ = rebuild(source)
    game = engines.get(source.key)
    if analysis is None:
        return game.record(start, moves, tags, reveal=reveal)
    try:
        report = AnalysisReport.from_json(game, analysis)
        return game.record(start, moves, tags, reveal=reveal, analysis=report)
    except (KeyError, TypeError, ValueError) as exc:  # MoveError is a ValueError
        raise Unreplayable(f"its analysis does not fit the game: {type(exc).__name__}") from None


def replay_of(source: ReplaySource, captions: Captions, bands: Sequence[str], size: int) -> ReplayImage:
    """Every position drawn (one in ``step`` for long matches) under a band of one height:
    ``bands[ply]`` says what position ``ply`` shows (0: the start, then each move in public
    words), the last frame the result (``captions.banner``) when there is one."""
    game = engines.get(source.key)
    _, moves, states = rebuild(source)
    draw = DRAWERS[source.key]
    chosen = plan(len(moves))
    while True:
        plies = chosen.plies(len(moves))
        texts = [_band(bands, ply) for ply in plies]
        lines = band_lines([*texts, captions.banner], size)

        def frame(index: int) -> Image.Image:  # drawn when the encoder asks, let go once encoded
            ply, text = plies[index], texts[index]
            if ply == len(moves) and captions.banner:
                words = replace(captions, band_lines=lines)
            else:
                mover = game.to_move(states[ply - 1]) if ply else None
                words = Captions(names=captions.names, words=captions.words, band=text, band_lines=lines, mover=mover)
            return draw(game.player_view(states[ply], None), size=size,
                        last_move=moves[ply - 1] if ply else None, captions=words)

        data = encode_frames(frame, len(plies), frame_ms=chosen.frame_ms)
        if len(data) <= UPLOAD_LIMIT or chosen.step >= len(moves):
            return ReplayImage(data, len(plies), chosen.step, len(moves))
        chosen = plan(len(moves), max_frames=max(2, len(plies) * UPLOAD_LIMIT // len(data) - 1))


def _band(bands: Sequence[str], ply: int) -> str | None:
    return bands[ply] if 0 <= ply < len(bands) else None


class Exports:
    """``record_text``, ``public_moves`` and ``replay_gif``, over the service's core; the work
    runs in ``batch_executor`` (None: the event loop's threads), never in the boards' pool, so a
    board never waits behind a replay. ``slot(user)`` bounds them in flight (``bot.service.limits``)."""

    def __init__(self, core: ServiceCore, batch_executor: Executor | None = None,
                 per_user: int = EXPORTS_PER_USER, in_flight: int = EXPORTS_IN_FLIGHT) -> None:
        self.core = core
        self.batch_executor = batch_executor
        self.admission = Admission(per_user, in_flight, mine="exports_yours", busy="exports_busy")

    def slot(self, user_id: int) -> AbstractContextManager[None]:
        """One of ``user_id``'s replays or records in flight while the block makes it; past the
        bounds, ``exports_yours`` or ``exports_busy`` at once (ask before deferring: private)."""
        return self.admission.slot(user_id)

    async def _source(self, match: Match) -> ReplaySource:
        if match.state is None:
            raise MatchUnavailable(match.id)
        entries = await self.core.log_of(match)
        return replay_source(match, tuple(entry.hidden or entry.notation for entry in standing(entries)))

    async def _off_loop(self, match: Match, work: functools.partial[Any]) -> Any:
        try:
            return await asyncio.get_running_loop().run_in_executor(self.batch_executor, work)
        except Unreplayable as exc:
            log.error("match %s cannot be replayed: %s", match.id, exc)
            raise MatchUnavailable(match.id) from None

    async def record_text(self, match: Match, names: Mapping[int, str], site: str,
                          analysis: Mapping[str, Any] | None = None) -> str:
        """The match's record (PDN for the draughts games): the players' ``names`` by seat, the
        ``site`` (a link to the match). What a game hides (hands) appears only once the match
        is over and only if its players chose ``reveal``. ``analysis``: its stored analysis
        (``Analyses.stored``), written in as comments, marks and variations."""
        row = match.row
        rated = await self.core.why_unrated(match) is None
        tags = {
            "Event": f"{'Rated' if rated else 'Casual'} game, match #{match.id}",
            "Site": site,
            "Date": _date(row.created_at),
            "TimeControl": "-" if match.days is None else f"1/{match.days * 86400}",
        }
        outcome = engines.Outcome.from_json(row.result) if match.status == "finished" and row.result else None
        tags.update(match.game.result_tags(outcome, len(match.seats)))  # unfinished, aborted: "*"
        if outcome is not None:
            tags["Termination"] = TERMINATIONS.get(outcome.reason, "Normal")
        elif match.status == "aborted":
            tags["Termination"] = "Abandoned"
        tags.update({match.game.seat_tag(seat): names[seat] for seat in range(len(match.seats)) if seat in names})
        reveal = bool(row.options.get("reveal")) and match.status == "finished"
        work = functools.partial(record_of, await self._source(match), tags, reveal, analysis)
        return str(await self._off_loop(match, work))

    async def public_moves(self, match: Match) -> list[tuple[int, str]]:
        """The moves still standing as anyone may see them: ``(seat, public notation)`` each (what
        the log keeps hidden of a move never leaves it here)."""
        return [(entry.seat, entry.notation) for entry in standing(await self.core.log_of(match))]

    async def replay_gif(self, match: Match, captions: Captions, bands: Sequence[str] = (),
                         size: int = REPLAY_SIZE) -> ReplayImage:
        """The animated replay of the match so far (see :func:`replay_of`): ``bands``, the caption
        of each position from the start, in public words."""
        work = functools.partial(replay_of, await self._source(match), captions, tuple(bands), size)
        replay: ReplayImage = await self._off_loop(match, work)
        return replay


def _date(moment: datetime) -> str:
    return moment.strftime("%Y.%m.%d")


__all__ = ["Exports", "ReplayImage", "record_of", "replay_of"]
