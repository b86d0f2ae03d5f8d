"""Fixtures for GameService tests: a storage on each backend (an SQLite file, a PostgreSQL database), a controllable clock, a seeded random source."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.service import GameService
from bot.storage import Storage
from tests.helpers.clock import FakeClock
from tests.helpers.pools import PicklingExecutor
from tests.helpers.storage import backend, clock, db_path, db_target  # noqa: F401  (fixtures)


@pytest.fixture
async def storage(db_target: Path | str, clock: FakeClock) -> AsyncIterator[Storage]:  # noqa: F811
    """The service's storage, on each backend (``tests.helpers.storage.db_target``)."""
    async with Storage.open(db_target, clock=clock, synchronous="FULL") as opened:
        yield opened


@pytest.fixture
def service(storage: Storage, clock: FakeClock) -> Iterator[GameService]:  # noqa: F811
    """The service, drawing, exporting and searching through an executor that pickles its work as the
    deployed bot's process pool does (a closure fails here as it would there)."""
    with PicklingExecutor(2) as executor:
        yield GameService(storage, clock=clock, rng=random.Random(7), board_size=240, render_executor=executor,
                          batch_executor=executor)
