"""Seats of a table filling up before its deal: ``set_seats`` replaces them under the version check."""

from __future__ import annotations

from typing import Any

import pytest

from bot.storage import SeatsLocked, Storage
from tests.helpers.clock import FakeClock


async def test_seats_grow_and_shrink_before_any_move(storage: Storage, make_match: Any,
                                                     clock: FakeClock) -> None:
    table = await make_match(storage, game="macadam-cartes", state={}, seats=(1,))
    clock.advance(minutes=1)
    grown = await storage.matches.set_seats(table.id, table.version, (1, 2, 3))
    assert grown is not None and grown.seats == (1, 2, 3) and grown.version == table.version + 1
    assert grown.updated_at == clock.now and grown.created_at == table.created_at
    assert await storage.matches.get(table.id) == grown
    six = await storage.matches.set_seats(table.id, grown.version, (1, 2, 3, 4, 5, 6))
    assert six is not None and six.seats == (1, 2, 3, 4, 5, 6)
    shrunk = await storage.matches.set_seats(table.id, six.version, (1, 3, 4))  # 2 left: the others move up
    assert shrunk is not None and shrunk.seats == (1, 3, 4) and shrunk.seats_of(3) == (1,)
    assert (await storage.matches.get(table.id)).seats == (1, 3, 4)  # type: ignore[union-attr]
    assert [m.id for m in await storage.matches.for_user(2)] == []
    assert [m.id for m in await storage.matches.for_user(4)] == [table.id]


async def test_a_stale_version_changes_nothing(storage: Storage, make_match: Any) -> None:
    table = await make_match(storage, seats=(1,))
    joined = await storage.matches.set_seats(table.id, table.version, (1, 2))
    assert joined is not None
    assert await storage.matches.set_seats(table.id, table.version, (1, 3)) is None
    assert await storage.matches.set_seats(404, 1, (1,)) is None
    assert (await storage.matches.get(table.id)).seats == (1, 2)  # type: ignore[union-attr]


async def test_no_seats_is_refused(storage: Storage, make_match: Any) -> None:
    table = await make_match(storage)
    with pytest.raises(ValueError):
        await storage.matches.set_seats(table.id, table.version, ())
    assert await storage.matches.get(table.id) == table


async def test_seats_are_fixed_once_a_move_is_logged(storage: Storage, make_match: Any) -> None:
    table = await make_match(storage, seats=(1, 2, 3), status="active")
    saved = await storage.matches.save_state(table.id, table.version, state={"n": 1}, move=(0, 2, "roll"))
    assert saved is not None
    with pytest.raises(SeatsLocked):
        await storage.matches.set_seats(table.id, saved.version, (1, 2))
    after = await storage.matches.get(table.id)
    assert after == saved and after.seats == (1, 2, 3)  # version bump rolled back too
    assert [(m.ply, m.seat, m.notation) for m in await storage.matches.moves(table.id)] == [(0, 2, "roll")]
