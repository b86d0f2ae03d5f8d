"""Pytest fixtures: import them into a test module (``from ...standin.plugin import standin``) or list
this module in ``pytest_plugins``."""

from __future__ import annotations

from typing import AsyncIterator

import pytest_asyncio

from .standin import DiscordStandIn


@pytest_asyncio.fixture
async def standin() -> AsyncIterator[DiscordStandIn]:
    """A started and installed stand-in, restored and stopped after the test."""
    async with DiscordStandIn() as stand_in:
        yield stand_in
