"""Bounds per user on costly work (issue 27): one user's flood must not starve everyone else.

``Admission`` counts work in flight (replays and exports: drawing hundreds of frames, rebuilding a
whole match; analyses: searching every position of one) per user and in all, and refuses the excess at once with a ``UserError``, before
anything is deferred or drawn. ``ComputerMatches`` bounds the matches against the computer a user
has open in one server (each one may hold a search at any time): counting them and reserving a
place happen under one lock per user and server, so a hundred challenges sent at once cannot all
pass the count before the first one is stored.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Iterator
from contextlib import asynccontextmanager, contextmanager

from bot.config import COMPUTER_MATCHES
from bot.errors import UserError

#: replays and exports being made for one user at once, and for everyone in this process.
EXPORTS_PER_USER = 1
EXPORTS_IN_FLIGHT = 4
#: post-game analyses (``/analyse``: every position of a match searched) being made for one user
#: at once, and for everyone in this process (they share the computer's pool with its moves).
ANALYSES_PER_USER = 1
ANALYSES_IN_FLIGHT = 3


class Admission:
    """At most ``per_owner`` slots per owner and ``total`` in all; ``slot(owner)`` holds one or
    raises ``UserError(mine)`` (the owner's own are all taken) or ``UserError(busy)``."""

    def __init__(self, per_owner: int, total: int, *, mine: str, busy: str) -> None:
        if per_owner < 1 or total < per_owner:
            raise ValueError(f"bad bounds: {per_owner} per owner, {total} in all")
        self.per_owner = per_owner
        self.total = total
        self.mine = mine
        self.busy = busy
        self._held: dict[Hashable, int] = {}

    @property
    def in_flight(self) -> int:
        return sum(self._held.values())

    @contextmanager
    def slot(self, owner: Hashable) -> Iterator[None]:
        held = self._held.get(owner, 0)
        if held >= self.per_owner:
            raise UserError(self.mine, n=self.per_owner)
        if self.in_flight >= self.total:
            raise UserError(self.busy)
        self._held[owner] = held + 1
        try:
            yield
        finally:
            self._held[owner] -= 1
            if not self._held[owner]:
                del self._held[owner]


class ComputerMatches:
    """At most ``limit`` open matches against the computer per user and server: ``reserve`` holds
    a place while one is being created (``count(user, guild)`` tells how many are stored)."""

    def __init__(self, limit: int, count: Callable[[int, int], Awaitable[int]]) -> None:
        if limit < 1:
            raise ValueError(f"a user needs at least one match against the computer, not {limit}")
        self.limit = limit
        self._count = count
        #: each user and server's lock, with how many hold or wait for it
        self._locks: dict[tuple[int, int], tuple[asyncio.Lock, int]] = {}
        self._pending: dict[tuple[int, int], int] = {}

    @asynccontextmanager
    async def reserve(self, user_id: int, guild_id: int) -> AsyncIterator[None]:
        """A place for one more match of ``user_id`` in ``guild_id`` while the block creates it,
        else ``UserError("computer_matches_limit")``, creating nothing."""
        key = (user_id, guild_id)
        lock, users = self._locks.get(key, (asyncio.Lock(), 0))
        self._locks[key] = (lock, users + 1)
        try:
            async with lock:
                if await self._count(user_id, guild_id) + self._pending.get(key, 0) >= self.limit:
                    raise UserError("computer_matches_limit", n=self.limit)
                self._pending[key] = self._pending.get(key, 0) + 1
        finally:
            lock, users = self._locks[key]
            if users > 1:
                self._locks[key] = (lock, users - 1)
            else:
                del self._locks[key]  # nobody holds nor waits for it
        try:
            yield
        finally:
            self._pending[key] -= 1
            if not self._pending[key]:
                del self._pending[key]
