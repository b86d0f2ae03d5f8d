"""What happened to a tournament, told to its listeners (the tournament publisher posts it), after
the change committed: the tournament's own seam, as ``bot.service.commits`` is the matches'."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Literal

from bot.storage.tournament_rows import PairingRow, TournamentRow
from bot.tournaments.standings import Standings

log = logging.getLogger(__name__)

#: ``created``; ``entered``, ``left``, ``withdrawn`` (``user_id`` who); ``started``; ``paired``
#: (``round`` and its ``boards``, their matches started); ``round_done`` (``round``, its
#: ``boards`` decided, the ``standings`` after it, the matches ``adjudicated`` at its deadline,
#: the no-shows ``withdrawn`` after it); ``finished`` (the final ``standings``); ``cancelled``
#: (``reason``: ``manager``, or ``few`` when too few had entered at the start time).
NewsKind = Literal["created", "entered", "left", "withdrawn", "started", "paired", "round_done", "finished",
                   "cancelled"]


@dataclass(frozen=True)
class News:
    kind: NewsKind
    tournament: TournamentRow
    round: int | None = None
    boards: tuple[PairingRow, ...] = ()
    standings: Standings | None = None
    user_id: int | None = None
    adjudicated: tuple[int, ...] = ()
    withdrawn: tuple[int, ...] = ()
    reason: str | None = None


Listener = Callable[[News], Awaitable[None]]


class Newsroom:
    """The listeners of tournament news, told in the order they subscribed."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    async def tell(self, news: News) -> None:
        for listener in self._listeners:
            try:
                await listener(news)
            except Exception:  # the change is committed: a failed post is logged, the others still hear it
                log.exception("tournament %s: a listener failed on %s", news.tournament.id, news.kind)
