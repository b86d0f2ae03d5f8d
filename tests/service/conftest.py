"""Fixtures for GameService tests: a file-backed storage, a controllable clock, a seeded random source."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from bot.service import GameService, Match
from bot.storage import Storage

START = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)
ALICE, BOB, CAROL = 101, 202, 303
GUILD, CHANNEL = 10, 20


class FakeClock:
    """A clock that only moves when told to."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "service.sqlite3"


@pytest.fixture
async def storage(db_path: Path, clock: FakeClock) -> AsyncIterator[Storage]:
    async with Storage.open(db_path, clock=clock, synchronous="FULL") as opened:
        yield opened


@pytest.fixture
def service(storage: Storage, clock: FakeClock) -> GameService:
    return GameService(storage, clock=clock, rng=random.Random(7), board_size=240)


async def start_match(service: GameService, game: str = "dames", **options: object) -> Match:
    """An accepted match where ALICE (challenger) moves first against BOB."""
    challenge = await service.challenge(
        game, ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, options=options or None, first="challenger"
    )
    return await service.accept(challenge.id, BOB)
