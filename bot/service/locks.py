"""Locks by key (a match's id, a tournament's id): one ``asyncio.Lock`` per key while anyone
holds or waits for it, forgotten once nobody does."""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import AsyncIterator, Hashable
from contextlib import asynccontextmanager


class KeyedLocks:
    """``async with locks.held(key):`` runs one holder of ``key`` at a time in this process."""

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[Hashable, asyncio.Lock] = weakref.WeakValueDictionary()

    def of(self, key: Hashable) -> asyncio.Lock:
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        return lock

    @asynccontextmanager
    async def held(self, key: Hashable) -> AsyncIterator[None]:
        async with self.of(key):
            yield
