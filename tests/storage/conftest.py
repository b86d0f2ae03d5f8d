"""Fixtures for the storage tests: a controllable clock, in-memory and file-backed storages."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.storage import MatchRecord, Storage
from tests.helpers.clock import FakeClock
from tests.helpers.storage import clock, db_path  # noqa: F401  (fixtures)


@pytest.fixture
async def storage(clock: FakeClock) -> AsyncIterator[Storage]:  # noqa: F811
    async with Storage.open(":memory:", clock=clock) as opened:
        yield opened


@pytest.fixture
async def file_storage(db_path: Path, clock: FakeClock) -> AsyncIterator[Storage]:  # noqa: F811
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
