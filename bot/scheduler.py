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

Several processes on one PostgreSQL database (``bot.shards``): each scheduler reads only the
timers of the guilds on its own shards, so a timer has one process to fire it, and the version
check of each save (``apply_timer``) makes it count once even if two got there (a shard handed
over while both ran). A process that sets a timer of a guild it does not hold (an interaction
delivered during such a handover) announces it (``LISTEN``/``NOTIFY``) so the holder wakes; and
no wait is longer than ``SHARED_MAX_WAIT`` there, in case a notification was lost with its
connection.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta

from bot.errors import MatchUnavailable, UnknownMatch
from bot.service import ClockEvent, GameService
from bot.storage import utc_now
from bot.storage.conn import Listener

log = logging.getLogger(__name__)

#: Longest single wait: guards against wall-clock jumps (suspend, NTP), not a polling period.
MAX_WAIT = timedelta(hours=6)
#: Longest wait when other processes share the database: a bound on a notification lost.
SHARED_MAX_WAIT = timedelta(minutes=5)
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
        shared_max_wait: timedelta = SHARED_MAX_WAIT,
    ) -> None:
        self.service = service
        self.notify = notify
        self.clock = clock
        self.max_wait = max_wait
        self.retry_broken = retry_broken
        self.shared_max_wait = shared_max_wait
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
        #: other processes' announcements (PostgreSQL only), and the announcements under way.
        self._listener: Listener | None = None
        self._shared = False
        self._announcing: set[asyncio.Task[None]] = set()
        service.watch_timers(self.arm)

    def arm(self, moment: datetime, guild_id: int | None = None) -> None:
        """A save set a timer at ``moment`` (in ``guild_id``): wake the task if it waits for
        something later; tell the other processes when the guild is on a shard held elsewhere."""
        self._heard(moment, guild_id)
        shards = self.service.storage.shards
        if self._shared and shards is not None and not shards.holds(guild_id):
            task = asyncio.create_task(self._announce(moment, guild_id), name="timer-announce")
            self._announcing.add(task)
            task.add_done_callback(self._announcing.discard)

    def _heard(self, moment: datetime, guild_id: int | None) -> None:
        """Wake the task if ``moment`` comes before what it waits for (and the guild is held here)."""
        shards = self.service.storage.shards
        if self._task is None or (shards is not None and not shards.holds(guild_id)):
            return
        if self.armed is None or moment < self.armed:
            self._wake.set()

    async def _announce(self, moment: datetime, guild_id: int | None) -> None:
        try:
            await self.service.storage.timers.announce_timer(moment, guild_id)
        except Exception:  # the holder's bounded wait finds the timer anyway
            log.warning("could not announce a timer to the other processes", exc_info=True)

    async def _listen(self) -> None:
        """(Re)subscribe to the other processes' timers when the database is shared and the
        subscription is missing or its connection was lost."""
        if self._listener is not None and not self._listener.closed:
            return
        try:
            self._listener = await self.service.storage.timers.watch_timers(self._heard)
        except Exception:
            log.warning("cannot hear the other processes' timers; checking every %s instead", self.shared_max_wait,
                        exc_info=True)
            self._listener = None
            self._shared = True
            return
        self._shared = self._listener is not None

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
        try:
            # tournaments' start times and round deadlines (``Tournaments.fire_due``)
            await self.service.tournaments.fire_due()
        except Exception:
            log.exception("turn clock: a tournament's start or round deadline failed")
        try:
            # the puzzles of the day (``Puzzles.fire_due``: each server's day claimed once)
            await self.service.puzzles.fire_due()
        except Exception:
            log.exception("turn clock: a puzzle of the day failed")
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
        """Seconds until the next timer (0 when one is due), capped at ``max_wait`` (and at
        ``shared_max_wait`` when other processes share the database); None: nothing to wait for."""
        nxt = await self.service.next_timer(exclude=self._set_aside())
        tournament = await self.service.tournaments.next_due()
        if tournament is not None and (nxt is None or tournament < nxt):
            nxt = tournament
        puzzle = await self.service.puzzles.next_due()
        if puzzle is not None and (nxt is None or puzzle < nxt):
            nxt = puzzle
        self.armed = nxt
        cap = min(self.max_wait, self.shared_max_wait) if self._shared else self.max_wait
        if nxt is None:
            return cap.total_seconds() if self._shared else None
        seconds = (nxt - self.clock()).total_seconds()
        return max(0.0, min(seconds, cap.total_seconds()))

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
        await asyncio.gather(*self._announcing, return_exceptions=True)
        if self._listener is not None:
            await self._listener.close()
            self._listener = None

    async def _run(self) -> None:
        while not self._stopping:
            self._wake.clear()  # before reading the next timer, so no arm() is lost
            try:
                await self._listen()
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
