"""What the bot asked its service to draw, recorded in the test's process: the service's drawing
method is wrapped, and what it hands to the drawing processes is left as it is."""

from __future__ import annotations

from typing import Any

import pytest

from bot.service import GameService, Match


def record_boards(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The keyword arguments (``captions``, ``seat``, ``size``) of every board the bot draws from
    now on, in order."""
    calls: list[dict[str, Any]] = []
    real = GameService.board_png

    async def board_png(service: GameService, match: Match, **options: Any) -> bytes:
        calls.append(options)
        return await real(service, match, **options)

    monkeypatch.setattr(GameService, "board_png", board_png)
    return calls
