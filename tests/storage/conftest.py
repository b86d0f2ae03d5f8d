"""Fixtures for the storage tests: a controllable clock, in-memory and file-backed storages."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from bot.storage import MatchRecord, Storage

START = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)


class FakeClock:
    """A clock that only moves when told to."""

    def __init__(self, start: datetime = START) -> None:
        self.start = start
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "bot.sqlite3"


@pytest.fixture
async def storage(clock: FakeClock) -> AsyncIterator[Storage]:
    async with Storage.open(":memory:", clock=clock) as opened:
        yield opened


@pytest.fixture
async def file_storage(db_path: Path, clock: FakeClock) -> AsyncIterator[Storage]:
    async with Storage.open(db_path, clock=clock) as opened:
        yield opened


MakeMatch = Callable[..., Awaitable[MatchRecord]]


@pytest.fixture
def make_match() -> MakeMatch:
    """``await make_match(storage, **overrides)`` creates a two-seat dames challenge."""

    async def make(target: Storage, **overrides: Any) -> MatchRecord:
        args: dict[str, Any] = {
            "game": "dames",
            "options": {},
            "state": {"board": "start", "to_move": 0},
            "seats": (111, 222),
            "guild_id": 10,
            "channel_id": 20,
        }
        args.update(overrides)
        return await target.create_match(**args)

    return make
