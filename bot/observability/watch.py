"""The metrics fed from the running bot: a move's latencies heard at the commit seam (before
and after the board publisher), the drawing pool's and the computer's queues heard from the
service, and, at each scrape, what the database counts (``refresh``)."""

from __future__ import annotations

import logging

from bot.observability import interactions
from bot.observability.metrics import Metrics
from bot.service import GameService
from bot.service.commits import Commit

log = logging.getLogger(__name__)


class Watch:
    """Feeds ``metrics`` from ``service``; :meth:`committed` and :meth:`posted` are commit
    subscribers, heard before and after the board publisher."""

    def __init__(self, metrics: Metrics, service: GameService) -> None:
        self.metrics = metrics
        self.service = service
        service.images.watch(metrics.drawing_wait.observe)
        service.searches.watch(metrics.computer_wait.observe)

    async def committed(self, commit: Commit) -> None:
        handled = interactions.current()
        if handled is None:  # the clock's or the computer's change: no interaction waits for it
            return
        interactions.about(commit.match.id)
        if commit.kind == "move":
            self.metrics.move(commit.match.game.key, committed=handled.elapsed())

    async def posted(self, commit: Commit) -> None:
        handled = interactions.current()
        if handled is not None and commit.kind == "move":
            self.metrics.move(commit.match.game.key, posted=handled.elapsed())

    async def refresh(self) -> None:
        """Bring the gauges up to date (before each scrape); a database that fails is counted
        and leaves its gauges as they were."""
        self.metrics.drawing_queue.set(self.service.images.pending)
        searches = self.service.searches
        self.metrics.computer_queue.set(searches.waiting + searches.running)
        gauges = self.service.storage.gauges
        try:
            self.metrics.open_matches(await gauges.open_matches())
            self.metrics.timers_pending.set(await gauges.pending_timers())
        except Exception:
            self.metrics.database_errors.inc()
            log.warning("the metrics could not read the database", exc_info=True)
