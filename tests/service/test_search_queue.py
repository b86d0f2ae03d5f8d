"""The computer's searches queue fairly between users in front of their own pool (issue 26): one
player's many games wait behind each other, never in front of another player's. Driven by an
executor the test ends job by job, so the order is checked without timing anything."""

from __future__ import annotations

import asyncio
import functools
from typing import Any

import pytest

from bot.errors import BotStopping
from bot.service.searches import SearchQueue
from tests.helpers.held import HeldExecutor


def job(name: str) -> str:
    return name


async def settle() -> None:
    """Let the event loop hand results back and start the next jobs."""
    for _ in range(10):
        await asyncio.sleep(0)


def started_names(executor: HeldExecutor) -> list[str]:
    return [fn() for fn, _ in executor.started]


def submit(queue: SearchQueue, owner: str, name: str, **options: Any) -> asyncio.Task[str]:
    return asyncio.create_task(queue.run(owner, functools.partial(job, name), **options))


async def test_one_users_ten_searches_do_not_hold_back_another_users_one() -> None:
    executor = HeldExecutor()
    queue = SearchQueue(executor, slots=1)
    alice = [submit(queue, "alice", f"a{n}") for n in range(10)]
    await settle()
    bob = submit(queue, "bob", "b0")
    await settle()
    assert started_names(executor) == ["a0"] and queue.waiting == 10
    executor.finish(0)
    await settle()
    assert started_names(executor) == ["a0", "b0"], "Bob's search waited behind Alice's other games"
    executor.finish(1)
    await settle()
    assert await bob == "b0" and await alice[0] == "a0"
    for index in range(2, 11):
        executor.finish(index)
        await settle()
    assert started_names(executor) == ["a0", "b0", *(f"a{n}" for n in range(1, 10))]
    assert [await task for task in alice] == [f"a{n}" for n in range(10)]


async def test_users_take_turns_and_no_more_searches_run_than_slots() -> None:
    executor = HeldExecutor()
    queue = SearchQueue(executor, slots=2)
    for n in range(4):
        submit(queue, "alice", f"a{n}")
    for n in range(2):
        submit(queue, "bob", f"b{n}")
    submit(queue, "carol", "c0")
    await settle()
    assert started_names(executor) == ["a0", "a1"]  # Alice alone when they were asked for
    for index in range(5):
        executor.finish(index)
        await settle()
        assert len(executor.running()) <= 2
    # then round-robin, the user served longest ago first
    assert started_names(executor) == ["a0", "a1", "b0", "c0", "a2", "b1", "a3"]


async def test_a_search_a_person_waits_for_goes_ahead_of_its_owners_others_only() -> None:
    executor = HeldExecutor()
    queue = SearchQueue(executor, slots=1)
    for n in range(3):
        submit(queue, "alice", f"a{n}")
    submit(queue, "bob", "b0")
    submit(queue, "alice", "draw offer", urgent=True)
    await settle()
    for index in range(4):
        executor.finish(index)
        await settle()
    assert started_names(executor) == ["a0", "b0", "draw offer", "a1", "a2"]


async def test_a_search_whose_caller_gave_up_before_it_started_never_runs() -> None:
    executor = HeldExecutor()
    queue = SearchQueue(executor, slots=1)
    first = submit(queue, "alice", "a0")
    dropped = submit(queue, "bob", "b0")
    kept = submit(queue, "carol", "c0")
    await settle()
    dropped.cancel()
    await settle()
    executor.finish(0)
    await settle()
    assert started_names(executor) == ["a0", "c0"]
    assert await first == "a0" and dropped.cancelled() and not kept.done()


async def test_closing_cancels_the_waiting_searches_and_lets_the_running_one_finish() -> None:
    executor = HeldExecutor()
    queue = SearchQueue(executor, slots=1)
    running = submit(queue, "alice", "a0")
    waiting = [submit(queue, "alice", "a1"), submit(queue, "bob", "b0")]
    await settle()
    assert queue.close() == 2
    await settle()
    for task in waiting:
        with pytest.raises(BotStopping):
            await task
    with pytest.raises(BotStopping):
        await queue.run("carol", functools.partial(job, "c0"))
    executor.finish(0)
    await settle()
    assert await running == "a0"
    assert started_names(executor) == ["a0"] and queue.running == 0 and queue.waiting == 0
