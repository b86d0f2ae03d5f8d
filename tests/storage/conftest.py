"""Fixtures for the storage tests: a controllable clock, and storages on both backends.

``storage`` and ``db_target`` are parametrised: ``[sqlite]`` is the SQLite storage the tests
always had (in memory, or the file ``db_path``), ``[postgresql]`` a fresh empty database on the
session's PostgreSQL server (``tests.helpers.postgres``). ``sqlite_storage`` and ``file_storage``
stay SQLite only, for what only SQLite has (pragmas, the file).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.storage import MatchRow, Storage
from tests.helpers.clock import FakeClock
from tests.helpers.storage import backend, clock, db_path, db_target  # noqa: F401  (fixtures)


@pytest.fixture
def memory_target(backend: str, request: pytest.FixtureRequest) -> str:
    """Where ``storage`` lives: SQLite in memory, or a fresh PostgreSQL database."""
    return ":memory:" if backend == "sqlite" else str(request.getfixturevalue("postgres_url"))


@pytest.fixture
async def storage(memory_target: str, clock: FakeClock) -> AsyncIterator[Storage]:  # noqa: F811
    async with Storage.open(memory_target, clock=clock) as opened:
        yield opened


@pytest.fixture
async def sqlite_storage(clock: FakeClock) -> AsyncIterator[Storage]:  # noqa: F811
    async with Storage.open(":memory:", clock=clock) as opened:
        yield opened


@pytest.fixture
async def file_storage(db_path: Path, clock: FakeClock) -> AsyncIterator[Storage]:  # noqa: F811
    async with Storage.open(db_path, clock=clock) as opened:
        yield opened


MakeMatch = Callable[..., Awaitable[MatchRow]]


@pytest.fixture
def make_match() -> MakeMatch:
    """``await make_match(storage, **overrides)`` creates a two-seat dames challenge."""

    async def make(target: Storage, **overrides: Any) -> MatchRow:
        args: dict[str, Any] = {
            "game": "dames",
            "options": {},
            "state": {"board": "start", "to_move": 0},
            "seats": (111, 222),
            "guild_id": 10,
            "channel_id": 20,
        }
        args.update(overrides)
        return await target.matches.create(**args)

    return make
