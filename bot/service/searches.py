"""The computer's searches, queued fairly in front of their own bounded pool (``COMPUTER_PROCESSES``).

At most ``slots`` searches run at once; the others wait in one queue per user (the human who
started the match: ``search_owner``). When a slot frees, the next search is taken from the user
with the fewest searches running, then the one served longest ago, then the one waiting longest:
one player's ten level-8 games wait behind each other, never in front of another player's.
Drawing has its own pool (``render_executor``), so a board never waits for a search.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import time
from collections import deque
from collections.abc import Callable, Hashable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from bot.errors import BotStopping

T = TypeVar("T")


@dataclass(eq=False)
class _Search:
    owner: Hashable
    work: Callable[[], Any]
    waiter: asyncio.Future[Any]
    order: int = field(default=0)
    queued: float = field(default_factory=time.monotonic)


class SearchQueue:
    """Runs searches in ``executor`` (None: the event loop's threads), ``slots`` at a time, taken
    round-robin between their owners; see the module docstring."""

    def __init__(self, executor: Executor | None, slots: int = 1) -> None:
        if slots < 1:
            raise ValueError(f"a search queue needs at least one slot, not {slots}")
        self.executor = executor
        self.slots = slots
        self.closed = False
        self._waiting: dict[Hashable, deque[_Search]] = {}
        self._running: dict[Hashable, int] = {}
        #: when each owner with searches running or waiting was last served (a tick of ``_ticks``).
        self._served: dict[Hashable, int] = {}
        self._ticks = itertools.count(1)
        self._arrivals = itertools.count()
        self._watchers: list[Callable[[float], None]] = []

    def watch(self, watcher: Callable[[float], None]) -> None:
        """Tell ``watcher`` the seconds each search waited in the queue before it started."""
        self._watchers.append(watcher)

    @property
    def running(self) -> int:
        return sum(self._running.values())

    @property
    def waiting(self) -> int:
        return sum(1 for queue in self._waiting.values() for search in queue if not search.waiter.done())

    async def run(self, owner: Hashable, work: Callable[[], T], *, urgent: bool = False) -> T:
        """``work()``'s result once it ran in its turn; ``urgent``: ahead of the owner's other
        searches (a person waits for it), never ahead of another owner's. BotStopping once the
        queue is closed, or when it closes before the search started."""
        if self.closed:
            raise BotStopping()
        search = _Search(owner, work, asyncio.get_running_loop().create_future(), next(self._arrivals))
        queue = self._waiting.setdefault(owner, deque())
        if urgent:
            queue.appendleft(search)
        else:
            queue.append(search)
        self._dispatch()
        # A caller that gives up (its task cancelled) leaves its search behind: skipped if it did
        # not start, else it keeps its slot until the worker is done with it.
        result: T = await search.waiter
        return result

    def close(self) -> int:
        """No new searches; those waiting are cancelled (their callers get BotStopping); those
        running finish in their workers. Returns how many were cancelled."""
        self.closed = True
        cancelled = 0
        for queue in self._waiting.values():
            for search in queue:
                if not search.waiter.done():
                    search.waiter.set_exception(BotStopping())
                    cancelled += 1
        self._waiting.clear()
        return cancelled

    def _next(self) -> _Search | None:
        candidates = []
        for owner, queue in list(self._waiting.items()):
            while queue and queue[0].waiter.done():
                queue.popleft()  # its caller gave up before it started
            if queue:
                candidates.append((self._running.get(owner, 0), self._served.get(owner, 0), queue[0].order, owner))
            else:
                del self._waiting[owner]
                self._forget(owner)
        if not candidates:
            return None
        owner = min(candidates, key=lambda candidate: candidate[:3])[3]
        return self._waiting[owner].popleft()

    def _dispatch(self) -> None:
        while not self.closed and self.running < self.slots:
            search = self._next()
            if search is None:
                return
            self._start(search)

    def _start(self, search: _Search) -> None:
        owner = search.owner
        self._running[owner] = self._running.get(owner, 0) + 1
        self._served[owner] = next(self._ticks)
        for watcher in self._watchers:
            watcher(time.monotonic() - search.queued)
        try:
            working = asyncio.get_running_loop().run_in_executor(self.executor, search.work)
        except RuntimeError as error:  # the pool was shut down (the bot is stopping)
            self._finished(search, None, error)
            return
        working.add_done_callback(functools.partial(self._done, search))

    def _done(self, search: _Search, working: asyncio.Future[Any]) -> None:
        if working.cancelled():
            self._finished(search, None, BotStopping())
        else:
            self._finished(search, working.result() if working.exception() is None else None, working.exception())

    def _finished(self, search: _Search, result: Any, error: BaseException | None) -> None:
        owner = search.owner
        self._running[owner] -= 1
        if not self._running[owner]:
            del self._running[owner]
        if owner not in self._waiting:
            self._forget(owner)
        if not search.waiter.done():
            if error is not None:
                search.waiter.set_exception(error)
            else:
                search.waiter.set_result(result)
        self._dispatch()

    def _forget(self, owner: Hashable) -> None:
        """An owner with nothing running nor waiting starts afresh (the table stays small)."""
        if owner not in self._running:
            self._served.pop(owner, None)
