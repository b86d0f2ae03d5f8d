"""``TurnScheduler``: one task that sleeps until the next turn deadline or reminder is due.

No polling: the wait is computed from the database (``GameService.next_timer``), so a start
rebuilds it from what is stored (anything that fell due while the bot was down fires at once),
and the service re-arms it (``arm``) when a move sets a timer earlier than the one waited for.
Each due timer is applied on its own (``GameService.apply_timer``: idempotent, version-checked)
and each event is handed to ``notify`` (posting the reminder or the result). A match whose timer
fails (a damaged row, a bug) is logged once and rests for ``retry_broken`` while the others go
on; its timers do not wake the task meanwhile, and a later failure of it is not logged again.
The clock is injected; tests call ``fire_due`` after moving their clock, or poke the running
task with ``arm``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta

from bot.errors import MatchUnavailable, UnknownMatch
from bot.service import ClockEvent, GameService
from bot.storage import utc_now

log = logging.getLogger(__name__)

#: Longest single wait: guards against wall-clock jumps (suspend, NTP), not a polling period.
MAX_WAIT = timedelta(hours=6)
#: How long a match whose timer failed is left alone before it is tried again.
RETRY_BROKEN = timedelta(hours=1)

Notify = Callable[[ClockEvent], Awaitable[None]]


class TurnScheduler:
    """See the module docstring."""

    def __init__(
        self,
        service: GameService,
        notify: Notify | None = None,
        *,
        clock: Callable[[], datetime] = utc_now,
        max_wait: timedelta = MAX_WAIT,
        retry_broken: timedelta = RETRY_BROKEN,
    ) -> None:
        self.service = service
        self.notify = notify
        self.clock = clock
        self.max_wait = max_wait
        self.retry_broken = retry_broken
        #: match id -> when a match whose timer failed may be tried again.
        self._resting: dict[int, datetime] = {}
        #: matches whose failure was logged already (once per process is enough).
        self._logged: set[int] = set()
        #: the timer the running task waits for (None: nothing pending, or not computed yet).
        self.armed: datetime | None = None
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        #: set by ``stop``; ``_firing`` while timers are being applied (``stop`` lets them finish).
        self._stopping = False
        self._firing = False
        #: how many times the task computed a wait (tests check it does not spin).
        self.waits = 0
        service.on_timer = self.arm

    def arm(self, moment: datetime) -> None:
        """A timer at ``moment`` was saved: wake the task if it waits for something later."""
        if self._task is None:
            return
        if self.armed is None or moment < self.armed:
            self._wake.set()

    def poke(self) -> None:
        """Wake the task now (it fires what is due and waits again): after a clock change."""
        self._wake.set()

    async def fire_due(self) -> list[ClockEvent]:
        """Apply every timer due now, each match on its own, and notify each event; returns the
        events. A match that fails is set aside (see the module docstring)."""
        now = self.service.clock()
        events: list[ClockEvent] = []
        for kind, match_id in await self.service.due_timers(now):
            if self._resting.get(match_id, now) > now:
                continue
            try:
                event = await self.service.apply_timer(kind, match_id, now)
            except UnknownMatch:
                continue
            except Exception as error:  # one bad match must not stop the clock of the others
                self._failed(kind, match_id, error, now)
                continue
            if event is None:
                continue
            events.append(event)
            if self.notify is None:
                continue
            try:
                await self.notify(event)
            except Exception:  # a failed message must not stop the clock of other matches
                log.exception("turn clock: notifying %s of match %s failed", event.kind, event.match.id)
        return events

    def _failed(self, kind: str, match_id: int, error: Exception, now: datetime) -> None:
        """Set the match aside for ``retry_broken``; log it the first time only (the id and the
        error's type: never what the match holds)."""
        self._resting[match_id] = now + self.retry_broken
        if match_id in self._logged:
            return
        self._logged.add(match_id)
        if isinstance(error, MatchUnavailable):  # ``GameService.get`` logged why
            log.warning("turn clock: match %s cannot be loaded; its %s is skipped", match_id, kind)
        else:
            log.error("turn clock: the %s of match %s failed (%s); the match is set aside", kind, match_id,
                      type(error).__name__, exc_info=(type(error), error, error.__traceback__))

    def _set_aside(self) -> list[int]:
        """Matches resting after a failure (their timers do not wake the task)."""
        now = self.service.clock()
        self._resting = {match_id: until for match_id, until in self._resting.items() if until > now}
        return list(self._resting)

    async def delay(self) -> float | None:
        """Seconds until the next timer (0 when one is due), capped at ``max_wait``."""
        nxt = await self.service.next_timer(exclude=self._set_aside())
        self.armed = nxt
        if nxt is None:
            return None
        seconds = (nxt - self.clock()).total_seconds()
        return max(0.0, min(seconds, self.max_wait.total_seconds()))

    def start(self) -> asyncio.Task[None]:
        """Start the task (once); it first fires whatever fell due while the bot was down."""
        if self._task is None or self._task.done():
            self._stopping = False
            self._task = asyncio.create_task(self._run(), name="turn-clock")
        return self._task

    async def stop(self, grace: float = 5.0) -> None:
        """Stop the task. Timers being applied are finished first (at most ``grace`` seconds), so a
        default play or a timeout is committed and announced whole; a sleeping task is cancelled."""
        task, self._task = self._task, None
        if task is None:
            return
        self._stopping = True
        self._wake.set()
        if self._firing:
            await asyncio.wait({task}, timeout=grace)
        if not task.done():
            task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            pass

    async def _run(self) -> None:
        while not self._stopping:
            self._wake.clear()  # before reading the next timer, so no arm() is lost
            try:
                self._firing = True
                try:
                    await self.fire_due()
                finally:
                    self._firing = False
                if self._stopping:
                    return
                delay = await self.delay()
                if delay == 0:
                    delay = 1.0  # still due after a sweep: a row it cannot apply; do not spin
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("turn clock sweep failed; retrying later")
                delay = 60.0
            self.waits += 1
            try:
                await asyncio.wait_for(self._wake.wait(), timeout=delay)
            except TimeoutError:
                pass
