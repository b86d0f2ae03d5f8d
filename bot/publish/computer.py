"""The computer's turns: it hears every committed change (``committed``, subscribed to the service
after the publisher, so the board is up first) and, when a computer seat is to act, its move is
searched (off the event loop, ``GameService.play_computer``), committed and announced like a
person's, which starts the next computer turn when several computer seats act in a row. A draw
offered to it is answered at once (``offer_draw_to_computer``; the publisher hears the answer). A
turn left pending when the bot stopped is played at start (``resume``).
"""

from __future__ import annotations

import asyncio
import contextvars
import logging

from bot.errors import BotStopping, UserError
from bot.service import GameService, Match, computer_seat
from bot.service.commits import Commit

log = logging.getLogger(__name__)
#: how long a stop lets the computer turns under way finish.
STOP_GRACE = 3.0


class ComputerTurns:
    """One task per pending computer turn (a match at most one at a time)."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self.stopped = False

    async def committed(self, commit: Commit) -> None:
        """A committed change (``GameService.subscribe``): a draw a person offered the computer
        is answered now (awaited: the answer is out before the person is); a computer to act
        plays (in a task)."""
        match = commit.match
        offer = match.row.draw_offer_seat
        if (commit.kind == "draw" and match.status == "active" and offer is not None and match.computers
                and offer not in match.computers and not self.stopped):
            await self.service.offer_draw_to_computer(match)
            return
        self.after(match)

    def after(self, match: Match) -> None:
        """``match`` changed and its board is up: if a computer is to act, let it play (in a task)."""
        if self.stopped or computer_seat(match) is None:
            return
        running = self._tasks.get(match.id)
        if running is not None and not running.done() and running is not asyncio.current_task():
            return  # that turn is being played; its board will call again
        # a context of its own: the computer's turn is not the interaction that led to it (its
        # log line and its move's latency are that interaction's alone)
        task = asyncio.get_running_loop().create_task(self._play(match.id, match.version),
                                                       name=f"computer-{match.id}", context=contextvars.Context())
        self._tasks[match.id] = task
        task.add_done_callback(lambda done: self._forget(match.id, done))

    def _forget(self, match_id: int, task: asyncio.Task[None]) -> None:
        if self._tasks.get(match_id) is task:
            del self._tasks[match_id]

    async def _play(self, match_id: int, version: int) -> None:
        try:
            played = await self.service.play_computer(match_id, version)
            while played is None:
                # The match moved on while the computer thought (a draw offer answered...): play
                # at its new version if the computer is still to act, since this task stood for
                # every pending turn of the match meanwhile.
                match = await self.service.get(match_id)
                if computer_seat(match) is None or match.version == version:
                    return
                version = match.version
                played = await self.service.play_computer(match_id, version)
            # committed: the service announced it, and its board (posted by the publisher that
            # heard it) started the next computer turn, if any
        except asyncio.CancelledError:
            raise
        except BotStopping:
            return  # the bot stopped before this search's turn came: played at the next start
        except UserError as error:  # the match became unavailable meanwhile
            log.warning("computer turn of match %s skipped: %s", match_id, error.key)
        except Exception:
            log.exception("computer turn of match %s failed", match_id)

    async def resume(self) -> None:
        """Play the computer turns pending in the database (the bot stopped before playing them)."""
        for match in await self.service.computer_turns():
            self.after(match)

    async def stop(self, grace: float = STOP_GRACE) -> None:
        """No new turns; the searches still queued are cancelled at once, the turns whose search
        runs get ``grace`` seconds to finish, then are cancelled (a turn not committed is played
        at the next start)."""
        self.stopped = True
        dropped = self.service.searches.close()
        if dropped:
            log.info("stopping: %d queued computer searches cancelled (played at the next start)", dropped)
        tasks = [task for task in self._tasks.values() if not task.done()]
        if not tasks:
            return
        _done, pending = await asyncio.wait(tasks, timeout=grace)
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)

    async def idle(self) -> None:
        """Wait until no computer turn is being played (tests)."""
        while any(not task.done() for task in self._tasks.values()):
            await asyncio.gather(*list(self._tasks.values()), return_exceptions=True)
