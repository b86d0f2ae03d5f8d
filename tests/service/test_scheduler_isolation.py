"""One bad match never stops the turn clock: a match whose timer fails is logged once (its id, no
game state) and left alone while every other due match still times out in the same cycle; later
cycles neither log it again nor wake up for it."""

from __future__ import annotations

import json
import logging
from datetime import timedelta
from typing import Any

import pytest

from bot.scheduler import TurnScheduler
from bot.service import ClockEvent, GameService
from tests.helpers.clock import START, FakeClock
from tests.helpers.ids import ALICE
from tests.helpers.service import Notified, start_match


def _naming(caplog: pytest.LogCaptureFixture, match_id: int) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.WARNING and f"match {match_id}" in r.getMessage()]


async def test_a_failing_match_is_logged_once_and_the_others_still_time_out(
        service: GameService, clock: FakeClock, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    broken = await start_match(service)  # due first: its deadline is the earliest
    clock.advance(hours=1)
    due = await start_match(service)
    real_time_out = service.clocks.time_out
    calls: list[int] = []

    async def time_out(match_id: int, now: Any = None) -> ClockEvent | None:
        calls.append(match_id)
        if match_id == broken.id:
            raise RuntimeError("the engine failed on this position")
        return await real_time_out(match_id, now)

    monkeypatch.setattr(service.clocks, "time_out", time_out)
    notified = Notified()
    scheduler = TurnScheduler(service, notified, clock=clock)
    clock.now = START + timedelta(days=4)
    caplog.set_level(logging.DEBUG)
    events = await scheduler.fire_due()
    assert [(e.kind, e.match.id, e.user_id) for e in events] == [("timeout", due.id, ALICE)]
    assert notified == events
    assert (await service.get(due.id)).status == "finished"
    assert (await service.get(broken.id)).status == "active"
    [logged] = _naming(caplog, broken.id)
    assert logged.name == "bot.scheduler"
    state = json.dumps(broken.row.state)
    assert state not in logged.getMessage() and state not in caplog.text

    # Later cycles: no new log line, no new attempt right away, and no wake-up for its past deadline.
    caplog.clear()
    for _ in range(3):
        assert await scheduler.fire_due() == []
    assert _naming(caplog, broken.id) == []
    assert calls.count(broken.id) == 1
    assert await scheduler.delay() is None


async def test_a_failing_match_is_tried_again_later_without_a_new_log_line(
        service: GameService, clock: FakeClock, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    broken = await start_match(service)
    real_time_out = service.clocks.time_out
    failing = [True]

    async def time_out(match_id: int, now: Any = None) -> ClockEvent | None:
        if failing[0]:
            raise RuntimeError("a passing failure")
        return await real_time_out(match_id, now)

    monkeypatch.setattr(service.clocks, "time_out", time_out)
    scheduler = TurnScheduler(service, clock=clock)
    clock.now = START + timedelta(days=4)
    assert await scheduler.fire_due() == []
    clock.advance(hours=2)  # past the rest the scheduler gives a failing match
    caplog.clear()
    assert await scheduler.fire_due() == []  # tried again, failed again: nothing new in the log
    assert _naming(caplog, broken.id) == []
    failing[0] = False
    clock.advance(hours=2)
    assert [e.kind for e in await scheduler.fire_due()] == ["timeout"]
    assert (await service.get(broken.id)).status == "finished"


async def test_stopping_the_clock_lets_a_timeout_being_applied_commit_and_be_announced(
        service: GameService, clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    import asyncio

    due = await start_match(service)
    clock.now = START + timedelta(days=4)
    entered, release = asyncio.Event(), asyncio.Event()
    real_time_out = service.clocks.time_out

    async def slow_time_out(match_id: int, now: Any = None) -> ClockEvent | None:
        entered.set()
        await release.wait()
        return await real_time_out(match_id, now)

    monkeypatch.setattr(service.clocks, "time_out", slow_time_out)
    notified = Notified()
    scheduler = TurnScheduler(service, notified, clock=clock)
    task = scheduler.start()
    await asyncio.wait_for(entered.wait(), 5)
    stopping = asyncio.create_task(scheduler.stop())
    await asyncio.sleep(0.05)
    assert not stopping.done(), "the stop cancelled the timeout being applied"
    release.set()
    await asyncio.wait_for(stopping, 5)
    assert task.done() and not task.cancelled()
    assert [(e.kind, e.match.id) for e in notified] == [("timeout", due.id)]
    assert (await service.get(due.id)).status == "finished"


async def test_stopping_a_sleeping_clock_is_immediate(service: GameService, clock: FakeClock) -> None:
    import asyncio

    await start_match(service)
    scheduler = TurnScheduler(service, clock=clock)
    task = scheduler.start()
    await asyncio.sleep(0.05)  # it has computed its wait: days away
    await asyncio.wait_for(scheduler.stop(), 1)
    assert task.done()
