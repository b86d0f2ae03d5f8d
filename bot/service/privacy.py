"""A player's data on request (issue 31, ``/privacy``): what is kept about them, and its deletion.

Deleting resigns their running matches first, through the ordinary resignation (announced as any
result: the opponents are told, ratings settle as for a resignation), then the storage deletes the
rest in one transaction (``bot.storage.privacy``)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from bot.storage import PlayerData, StillPlaying

from .core import ServiceCore
from .match import Match

log = logging.getLogger(__name__)

#: resignations and deletion tried this many times when a new match starts meanwhile.
FORGET_ATTEMPTS = 3

Resign = Callable[[int, int], Awaitable[Match]]


class Privacy:
    """What the database keeps about a user, and its deletion."""

    def __init__(self, core: ServiceCore, resign: Resign) -> None:
        self.core = core
        self._resign = resign

    async def data_of(self, user_id: int) -> PlayerData:
        return await self.core.storage.privacy.data_of(user_id)

    async def forget(self, user_id: int) -> int:
        """Resign ``user_id``'s running matches, then delete their data; returns how many matches were resigned."""
        resigned = 0
        for _ in range(FORGET_ATTEMPTS):
            for match in await self.core.matches_for_user(user_id, statuses=("active",)):
                await self._resign(match.id, user_id)
                resigned += 1
            try:
                await self.core.storage.privacy.forget(user_id)
            except StillPlaying:
                continue
            log.info("a player's data was deleted (%d running matches resigned)", resigned)
            return resigned
        raise StillPlaying("the player keeps starting matches")
