"""A clean stop (``docker stop``, Ctrl-C): turn new interactions away, let those in flight finish
(their moves commit and are answered), then close the gateway, the database and the drawing pool."""

from __future__ import annotations

import asyncio

from bot.errors import BotStopping

#: How long a stop waits for the interactions in flight (``docker stop`` kills after 10 s).
SHUTDOWN_GRACE = 6.0


class InFlight:
    """The interactions being handled, each by its own task; closed when the bot stops."""

    def __init__(self) -> None:
        self.closed = False
        self._tasks: set[asyncio.Task[object]] = set()

    def enter(self) -> bool:
        """Count the current task in; False once closed (the interaction is to be turned away)."""
        if self.closed:
            return False
        task = asyncio.current_task()
        if task is not None and task not in self._tasks:
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        return True

    def close(self) -> None:
        self.closed = True

    @property
    def running(self) -> int:
        return sum(1 for task in self._tasks if not task.done())

    async def drain(self, timeout: float = SHUTDOWN_GRACE) -> int:
        """Wait until the tasks counted in have finished, at most ``timeout`` seconds; returns how
        many are still running."""
        current = asyncio.current_task()
        pending = {task for task in self._tasks if not task.done() and task is not current}
        if not pending:
            return 0
        _done, still = await asyncio.wait(pending, timeout=timeout)
        return len(still)


def admit(in_flight: InFlight) -> None:
    """Count the current interaction in with the bot's ``InFlight``; ``BotStopping`` once the bot stops."""
    if not in_flight.enter():
        raise BotStopping()
