"""Database fixtures and look-ups: the clock and file every storage or service test opens, and the
rows a test reads back from a bot's database file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.storage import MatchRecord, Storage

from .clock import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "bot.sqlite3"


async def stored_match(db_path: Path, match_id: int) -> MatchRecord:
    """The match's row as the database file holds it now."""
    async with Storage.open(db_path) as storage:
        record = await storage.get_match(match_id)
    assert record is not None
    return record


async def stored_moves(db_path: Path, match_id: int) -> list[Any]:
    """The match's move log as the database file holds it now."""
    async with Storage.open(db_path) as storage:
        return await storage.moves(match_id)
