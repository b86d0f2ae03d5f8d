"""Database fixtures and look-ups: the clock, the backend and the database every storage or service
test opens, and the rows a test reads back from a bot's database file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.storage import MatchRow, Storage

from .clock import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "bot.sqlite3"


#: the storage backends the storage and service tests run on (``[sqlite]``, ``[postgresql]``).
BACKENDS = ["sqlite", "postgresql"]
#: ``pytestmark = SQLITE_ONLY`` (or the decorator) pins a test to the SQLite half: for what only
#: SQLite has (its file, its SQL functions, its upgrade path from old files).
SQLITE_ONLY = pytest.mark.parametrize("backend", ["sqlite"], indirect=True)


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def db_target(backend: str, db_path: Path, request: pytest.FixtureRequest) -> Path | str:
    """A database that outlives one ``Storage.open``: the SQLite file ``db_path``, or a fresh
    PostgreSQL database (``tests.helpers.postgres``)."""
    return db_path if backend == "sqlite" else str(request.getfixturevalue("postgres_url"))


async def stored_match(db_path: Path | str, match_id: int) -> MatchRow:
    """The match's row as the database file holds it now."""
    async with Storage.open(db_path) as storage:
        row = await storage.matches.get(match_id)
    assert row is not None
    return row


async def stored_moves(db_path: Path, match_id: int) -> list[Any]:
    """The match's move log as the database file holds it now."""
    async with Storage.open(db_path) as storage:
        return await storage.matches.moves(match_id)
