"""A press whose commit takes long to show (a start: its thread and first board) is deferred
while it runs, so Discord does not give up on it; one refused at once is still answered
privately as the interaction's response (``bot.responses.in_time``)."""

from __future__ import annotations

import asyncio
from typing import Any, cast

import discord
import pytest

from bot import responses
from bot.errors import UserError


class _Response:
    def __init__(self) -> None:
        self.deferred: dict[str, Any] | None = None

    def is_done(self) -> bool:
        return self.deferred is not None

    async def defer(self, **kwargs: Any) -> None:
        self.deferred = kwargs


class _Interaction:
    def __init__(self) -> None:
        self.response = _Response()


def _interaction() -> tuple[discord.Interaction, _Response]:
    fake = _Interaction()
    return cast(discord.Interaction, fake), fake.response


async def test_a_quick_action_is_not_deferred() -> None:
    interaction, response = _interaction()
    assert await responses.in_time(interaction, asyncio.sleep(0, "done")) == "done"
    assert response.deferred is None


async def test_a_quick_refusal_stays_the_private_response() -> None:
    interaction, response = _interaction()

    async def refused() -> None:
        raise UserError("not_your_challenge")

    with pytest.raises(UserError):
        await responses.in_time(interaction, refused())
    assert response.deferred is None


async def test_a_slow_action_is_deferred_while_it_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(responses, "ANSWER_GRACE", 0.01)
    interaction, response = _interaction()
    seen: list[dict[str, Any] | None] = []

    async def slow() -> str:
        await asyncio.sleep(0.2)
        seen.append(response.deferred)  # deferred before the action finished
        return "started"

    assert await responses.in_time(interaction, slow(), ephemeral=True, thinking=True) == "started"
    assert seen == [{"ephemeral": True, "thinking": True}]
