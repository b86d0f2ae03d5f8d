"""The service's drawings: the public board and a seat's private view, an analysis' chart and
its positions, rendered off the event loop (in ``render_executor``)."""

from __future__ import annotations

import asyncio
import functools
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from typing import Any, TypeVar

from bot.service.core import BOARD_SIZE
from bot.service.match import Match
from engines.base import AnyGame
from render import HAND_RENDERERS, Captions, render_view
from render.analysis import render_analysis
from render.standings import StandingsRow, render_standings


#: The seat at the bottom of the public board, for the whole match: the first seat, as
#: diagrams are printed (the board never turns between moves).
PUBLIC_ORIENTATION = 0
T = TypeVar("T")
#: an analysis' chart: drawn twice the width Discord shows on a phone, whatever the boards' size.
CHART_SIZE = 800


def orientation_for(seat: int | None) -> int:
    """Which seat a board is seen from: ``seat``'s own side (a player's private ``/board``), the
    public orientation for everyone else (``seat`` None: the public board, a spectator)."""
    return PUBLIC_ORIENTATION if seat is None else seat


class Images:
    """``board_png`` and ``hand_png``, ``board_size`` wide unless told, drawn in
    ``render_executor``: None means the event loop's thread pool; a process pool lets rendering
    use every core, since drawing and PNG encoding hold the GIL most of the time."""

    def __init__(self, render_executor: Executor | None = None, board_size: int = BOARD_SIZE) -> None:
        self.render_executor = render_executor
        self.board_size = board_size
        #: drawings handed to the executor and not yet back (the operator's queue gauge).
        self.pending = 0
        self._watchers: list[Callable[[float], None]] = []

    def watch(self, watcher: Callable[[float], None]) -> None:
        """Tell ``watcher`` the seconds each drawing took, from handed over to back."""
        self._watchers.append(watcher)

    async def _draw(self, draw: Callable[[], T]) -> T:
        started = time.monotonic()
        self.pending += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self.render_executor, draw)
        finally:
            self.pending -= 1
            for watcher in self._watchers:
                watcher(time.monotonic() - started)

    async def board_png(
        self, match: Match, *, size: int | None = None, captions: Captions | None = None, seat: int | None = None
    ) -> bytes:
        """The board image with the stored last move drawn: the public one (the first seat at the
        bottom for the whole match), or with ``seat``'s side at the bottom (a player's own
        ``/board``, sent to them alone; it shows only the public view all the same).

        ``captions``: the names, result and labels drawn, in the match's language. Rendered off
        the event loop.
        """
        view = match.view(None)
        orientation = orientation_for(seat)
        last_move = match.row.last_move if match.row.last_move and "path" in match.row.last_move else None
        draw = functools.partial(
            render_view, view, size=size or self.board_size, orientation=orientation, last_move=last_move,
            captions=captions,
        )
        return await self._draw(draw)

    async def hand_png(
        self, match: Match, seat: int, *, size: int | None = None, captions: Captions | None = None
    ) -> bytes | None:
        """The private image of ``seat``'s own view, for an ephemeral message to that seat's
        player only, with its legal moves when it is its turn (the drawing marks what they allow);
        None when the game has no such drawing. Rendered off the event loop."""
        renderer = HAND_RENDERERS.get(match.game.key)
        if renderer is None or match.state is None:
            return None
        draw = functools.partial(renderer, match.view(seat), size=size or self.board_size, captions=captions,
                                 moves=self._moves(match, seat))
        return await self._draw(draw)

    async def standings_png(self, rows: Sequence[StandingsRow], *, tie_breaks: Sequence[str], title: str,
                            words: dict[str, str]) -> bytes:
        """A tournament's standings (``render.standings``), every cell written by the caller, the
        column heads from ``words``. Rendered off the event loop."""
        draw = functools.partial(render_standings, tuple(rows), tie_breaks=tuple(tie_breaks), title=title,
                                 size=self.board_size, captions=Captions(words=words))
        return await self._draw(draw)

    async def position_png(self, game: AnyGame, state: Any, *, size: int | None = None,
                           captions: Captions | None = None) -> bytes:
        """The public board of ``state``, a position of ``game`` that need not be stored (one of
        an analysis' turning points), seen as the public board is. Rendered off the event loop."""
        draw = functools.partial(render_view, game.player_view(state, None), size=size or self.board_size,
                                 orientation=PUBLIC_ORIENTATION, captions=captions)
        return await self._draw(draw)

    async def analysis_png(self, curve: Sequence[float], *, game: str, colours: Sequence[str],
                           marks: Sequence[tuple[int, str]], captions: Captions) -> bytes:
        """An analysis' chart (``render.analysis``). Rendered off the event loop."""
        draw = functools.partial(render_analysis, tuple(curve), game=game, colours=tuple(colours), marks=tuple(marks),
                                 size=CHART_SIZE, captions=captions)
        return await self._draw(draw)

    @staticmethod
    def _moves(match: Match, seat: int) -> tuple[str, ...] | None:
        """``seat``'s legal moves in notation when it is that seat's turn, else None."""
        if match.state is None or match.status != "active" or match.seat_to_move != seat:
            return None
        return tuple(match.game.format_move(match.state, move) for move in match.game.legal_moves(match.state))
