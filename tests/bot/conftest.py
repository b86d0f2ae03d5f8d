"""End-to-end fixtures: the real bot (``bot.app.GameTableBot``) against the Discord stand-in."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.helpers.guild import Table
from tests.helpers.tables import Renders
from tests.standin import DiscordStandIn
from tests.standin import permissions as perms
from tests.standin.plugin import standin  # noqa: F401  (fixture)


@pytest_asyncio.fixture
async def table(standin: DiscordStandIn, tmp_path: Path) -> AsyncIterator[Table]:  # noqa: F811
    guild = standin.add_guild("Club", permissions=perms.DEFAULT)
    yield Table(standin, guild, standin.add_user("alice"), standin.add_user("bob"), standin.add_user("carol"),
                tmp_path / "bot.sqlite3")


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
