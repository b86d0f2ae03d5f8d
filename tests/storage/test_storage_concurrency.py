"""Optimistic concurrency: of saves racing on one version, exactly one wins."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.storage import Storage
from tests.helpers.clock import FakeClock


@pytest.fixture(params=["memory", "file", "postgresql"])
async def any_storage(request: pytest.FixtureRequest, tmp_path: Path, clock: FakeClock) -> AsyncIterator[Storage]:
    path = {"memory": ":memory:", "file": tmp_path / "race.sqlite3"}.get(request.param)
    if path is None:
        path = request.getfixturevalue("postgres_url")
    async with Storage.open(path, clock=clock) as opened:
        yield opened


async def test_two_saves_on_one_version_apply_once(any_storage: Storage, make_match: Any) -> None:
    match = await make_match(any_storage, status="active")
    results = await asyncio.gather(
        any_storage.matches.save_state(match.id, 1, state={"by": "first"}, move=(1, 0, "32-28")),
        any_storage.matches.save_state(match.id, 1, state={"by": "second"}, move=(1, 0, "33-29")),
    )
    winners = [r for r in results if r is not None]
    assert len(winners) == 1 and results.count(None) == 1
    current = await any_storage.matches.get(match.id)
    assert current == winners[0] and current.version == 2
    moves = await any_storage.matches.moves(match.id)
    assert len(moves) == 1
    assert {"first": "32-28", "second": "33-29"}[current.state["by"]] == moves[0].notation


async def test_many_racers_and_status_changes(any_storage: Storage, make_match: Any) -> None:
    match = await make_match(any_storage, status="active")
    saves = [any_storage.matches.save_state(match.id, 1, state={"n": i}, move=(1, 0, f"m{i}")) for i in range(10)]
    resign = [any_storage.matches.set_status(match.id, 1, "finished", {"reason": "resign"}) for _ in range(3)]
    results = await asyncio.gather(*saves, *resign)
    assert sum(r is not None for r in results) == 1
    assert (await any_storage.matches.get(match.id)).version == 2  # type: ignore[union-attr]
    assert len(await any_storage.matches.moves(match.id)) <= 1


async def test_two_connections_on_one_file(db_target: Path | str, clock: FakeClock, make_match: Any) -> None:
    async with Storage.open(db_target, clock=clock) as one, Storage.open(db_target, clock=clock) as two:
        match = await make_match(one, status="active")
        results = await asyncio.gather(
            *(store.matches.save_state(match.id, 1, state={"i": i}, move=(1, 0, str(i))) for i, store in enumerate([one, two] * 3))
        )
        assert sum(r is not None for r in results) == 1
        assert (await two.matches.get(match.id)).version == 2  # type: ignore[union-attr]
        assert len(await one.matches.moves(match.id)) == 1


async def test_concurrent_creates_get_distinct_ids(any_storage: Storage, make_match: Any) -> None:
    created = await asyncio.gather(*(make_match(any_storage, seats=(i, i + 1)) for i in range(20)))
    assert len({m.id for m in created}) == 20
    for match in created:
        assert (await any_storage.matches.get(match.id)).seats == match.seats  # type: ignore[union-attr]


@pytest.mark.parametrize("steps", range(8))
async def test_cancelled_save_is_all_or_nothing(storage: Storage, make_match: Any, steps: int) -> None:
    match = await make_match(storage, status="active")
    task = asyncio.create_task(storage.matches.save_state(match.id, 1, state={"n": 1}, move=(1, 0, "a")))
    for _ in range(steps):  # cancel at a different await each time
        await asyncio.sleep(0)
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
    current = await storage.matches.get(match.id)
    assert current is not None
    moves = await storage.matches.moves(match.id)
    assert (current.version, current.state, len(moves)) in [(1, match.state, 0), (2, {"n": 1}, 1)]
    # No transaction was left open: the next save goes through.
    saved = await storage.matches.save_state(match.id, current.version, state={"n": 2}, move=(2, 1, "b"))
    assert saved is not None and saved.version == current.version + 1
