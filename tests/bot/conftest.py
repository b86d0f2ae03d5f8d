"""End-to-end fixtures: the real bot (``bot.app.GameTableBot``) against the Discord stand-in."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.helpers.guild import Club, club_table, french_table
from tests.helpers.tables import Renders
from tests.standin import DiscordStandIn
from tests.standin.plugin import standin  # noqa: F401  (fixture)


@pytest_asyncio.fixture
async def table(standin: DiscordStandIn, tmp_path: Path) -> AsyncIterator[Club]:  # noqa: F811
    yield club_table(standin, tmp_path)


@pytest.fixture(params=["en-US", "fr"])
def localised_table(request: pytest.FixtureRequest, standin: DiscordStandIn, tmp_path: Path) -> Club:  # noqa: F811
    """The ``table`` of an English guild, then of a French one (``table.guild.locale``)."""
    return club_table(standin, tmp_path) if request.param == "en-US" else french_table(standin, tmp_path)


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> Renders:
    """Records every image the bot draws with the view it was drawn from."""
    recorder = Renders()
    recorder.install(monkeypatch)
    return recorder


@pytest.fixture(autouse=True)
def no_unexpected_errors(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """Fail a test whose bot logged an error (tests that provoke one check and clear ``caplog``)."""
    yield
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, [f"{r.name}: {r.getMessage()}" for r in errors]
