"""Match records: creation, optimistic saves, the move log, Discord ids, corrupt rows."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.storage import UNSET, CorruptMatch, DuplicateMove, MoveRow, Storage
from tests.helpers.clock import FakeClock

NAIVE = datetime(2026, 3, 1, 12, 0)

TRICKY_STATE = {
    "big": 2**64 + 1,
    "min64": -(2**63),
    "snowflake": 1234567890123456789,
    "float": 0.1,
    "text": "é Ω 漢字 🂡 \u0000 tab\t quote\" \ud800",
    "nested": {"list": [1, [2, {"none": None}]], "flag": True},
    "empty": {},
}


async def test_create_then_get_round_trips_everything(storage: Storage, clock: FakeClock) -> None:
    deadline = clock.start + timedelta(days=2)
    created = await storage.matches.create(
        "macadam-cartes",
        {"position": "W:W31,32:B1", "name": "Partie née 🎲"},
        TRICKY_STATE,
        [2**63 - 1, 5, 2**63 - 1],
        guild_id=2**63 - 2,
        channel_id=987654321098765432,
        challenge_expires_at=deadline,
    )
    fetched = await storage.matches.get(created.id)
    assert fetched == created
    assert fetched.state == TRICKY_STATE
    assert fetched.state is not TRICKY_STATE
    assert fetched.options == {"position": "W:W31,32:B1", "name": "Partie née 🎲"}
    assert fetched.seats == (2**63 - 1, 5, 2**63 - 1)
    assert fetched.seats_of(2**63 - 1) == (0, 2)
    assert (fetched.game, fetched.version, fetched.status, fetched.result) == ("macadam-cartes", 1, "challenge", None)
    assert (fetched.guild_id, fetched.channel_id) == (2**63 - 2, 987654321098765432)
    assert fetched.created_at == fetched.updated_at == clock.start
    assert fetched.created_at.tzinfo is not None
    assert fetched.challenge_expires_at == deadline
    assert fetched.turn_deadline is None and fetched.draw_offer_seat is None
    assert fetched.thread_id is fetched.message_id is fetched.challenge_message_id is None
    assert fetched.board_channel_id == 987654321098765432


async def test_missing_match_is_none(storage: Storage) -> None:
    assert await storage.matches.get(404) is None
    assert await storage.matches.save_state(404, 1, state={}) is None
    assert await storage.matches.set_status(404, 1, "aborted") is None
    assert await storage.matches.update_meta(404, message_id=1) is None
    assert await storage.matches.moves(404) == []


async def test_save_state_bumps_version_and_logs_the_move(
    storage: Storage, clock: FakeClock, make_match: Any
) -> None:
    match = await make_match(storage, status="active")
    clock.advance(minutes=5)
    deadline = clock.now + timedelta(days=3)
    saved = await storage.matches.save_state(
        match.id, 1, state={"board": "after"}, move=(1, 0, "32-28"), turn_deadline=deadline, draw_offer_seat=1
    )
    assert saved is not None
    assert (saved.version, saved.state, saved.status) == (2, {"board": "after"}, "active")
    assert saved.updated_at == clock.now and saved.created_at == clock.start
    assert (saved.turn_deadline, saved.draw_offer_seat) == (deadline, 1)
    assert await storage.matches.get(match.id) == saved
    assert await storage.matches.moves(match.id) == [MoveRow(match.id, 1, 0, "32-28", clock.now)]

    # UNSET keeps deadline and draw offer; None clears them; status and result change together.
    again = await storage.matches.save_state(match.id, 2, state={"board": "end"}, move=(2, 1, "19-23"))
    assert again is not None and (again.turn_deadline, again.draw_offer_seat) == (deadline, 1)
    done = await storage.matches.save_state(
        match.id, 3, state={"board": "end"}, status="finished",
        result={"winners": [0], "reason": "no_moves"}, turn_deadline=None, draw_offer_seat=None,
    )
    assert done is not None
    assert (done.version, done.status, done.result) == (4, "finished", {"winners": [0], "reason": "no_moves"})
    assert done.turn_deadline is None and done.draw_offer_seat is None
    assert [m.ply for m in await storage.matches.moves(match.id)] == [1, 2]


async def test_the_log_as_a_row_counted_it_ignores_later_moves(storage: Storage, make_match: Any) -> None:
    """Issue 27: a row read before a move elsewhere reads its own log, not the longer one."""
    match = await make_match(storage, status="active")
    read = await storage.matches.save_state(match.id, 1, state={"n": 1}, move=(0, 0, "32-28"))
    assert read is not None and read.move_count == 1
    assert await storage.matches.save_state(match.id, 2, state={"n": 2}, move=(1, 1, "19-23")) is not None
    assert [m.notation for m in await storage.matches.moves(match.id, read.move_count)] == ["32-28"]
    assert [m.notation for m in await storage.matches.moves(match.id)] == ["32-28", "19-23"]
    assert await storage.matches.moves(match.id, 0) == []


async def test_a_save_on_time_is_refused_once_the_deadline_has_come(
        storage: Storage, clock: FakeClock, make_match: Any) -> None:
    """Issue 27: the deadline is compared in the save's own update, at the write's time."""
    match = await make_match(storage, status="active")
    deadline = clock.now + timedelta(days=1)
    timed = await storage.matches.set_status(match.id, 1, "active", turn_deadline=deadline)
    assert timed is not None
    clock.now = deadline
    assert await storage.matches.save_state(match.id, 2, state={"n": 1}, move=(0, 0, "32-28"), on_time=True) is None
    kept = await storage.matches.get(match.id)
    assert kept is not None and (kept.version, kept.move_count) == (2, 0) and await storage.matches.moves(match.id) == []
    clock.now = deadline - timedelta(microseconds=1)
    saved = await storage.matches.save_state(match.id, 2, state={"n": 1}, move=(0, 0, "32-28"), on_time=True,
                                             turn_deadline=None)
    assert saved is not None and saved.move_count == 1
    clock.now = deadline + timedelta(days=9)  # no deadline: always on time
    assert await storage.matches.save_state(match.id, 3, state={"n": 2}, move=(1, 1, "19-23"), on_time=True)
    assert await storage.matches.save_state(match.id, 4, state={"n": 3}, move=(2, 0, "28-22"))  # the clock's own


async def test_stale_version_writes_nothing(storage: Storage, clock: FakeClock, make_match: Any) -> None:
    match = await make_match(storage, status="active")
    assert await storage.matches.save_state(match.id, 1, state={"n": 1}, move=(1, 0, "a")) is not None
    clock.advance(minutes=1)
    assert await storage.matches.save_state(match.id, 1, state={"n": 99}, move=(2, 1, "b"), status="finished") is None
    assert await storage.matches.save_state(match.id, 7, state={"n": 99}) is None
    current = await storage.matches.get(match.id)
    assert current is not None
    assert (current.version, current.state, current.status, current.updated_at) == (2, {"n": 1}, "active", clock.start)
    assert [m.ply for m in await storage.matches.moves(match.id)] == [1]


async def test_duplicate_ply_rolls_back_the_state_update(storage: Storage, make_match: Any) -> None:
    match = await make_match(storage, status="active")
    await storage.matches.save_state(match.id, 1, state={"n": 1}, move=(1, 0, "a"))
    with pytest.raises(DuplicateMove) as caught:
        await storage.matches.save_state(match.id, 2, state={"n": 2}, move=(1, 1, "b"))
    assert (caught.value.match_id, caught.value.ply) == (match.id, 1)
    current = await storage.matches.get(match.id)
    assert current is not None and (current.version, current.state) == (2, {"n": 1})
    assert [(m.ply, m.notation) for m in await storage.matches.moves(match.id)] == [(1, "a")]
    # The connection is usable again right away.
    assert (await storage.matches.save_state(match.id, 2, state={"n": 2}, move=(2, 1, "b"))).version == 3  # type: ignore[union-attr]


async def test_move_by_a_seat_not_at_the_table_is_refused(storage: Storage, make_match: Any) -> None:
    match = await make_match(storage, status="active")
    with pytest.raises((sqlite3.IntegrityError, asyncpg.ForeignKeyViolationError)):
        await storage.matches.save_state(match.id, 1, state={"n": 1}, move=(1, 5, "a"))
    current = await storage.matches.get(match.id)
    assert current is not None and current.version == 1 and await storage.matches.moves(match.id) == []


async def test_move_log_is_in_ply_order(storage: Storage, clock: FakeClock, make_match: Any) -> None:
    match = await make_match(storage, status="active")
    version = match.version
    for ply in (3, 1, 2, 10):
        clock.advance(seconds=1)
        saved = await storage.matches.save_state(match.id, version, state={"ply": ply}, move=(ply, ply % 2, f"m{ply}"))
        assert saved is not None
        version = saved.version
    log = await storage.matches.moves(match.id)
    assert [(m.ply, m.seat, m.notation) for m in log] == [(1, 1, "m1"), (2, 0, "m2"), (3, 1, "m3"), (10, 0, "m10")]
    assert log[0].created_at == clock.start + timedelta(seconds=2)
    other = await make_match(storage)
    assert await storage.matches.moves(other.id) == []


async def test_set_status_checks_the_version(storage: Storage, clock: FakeClock, make_match: Any) -> None:
    match = await make_match(storage, challenge_expires_at=clock.start + timedelta(hours=1))
    deadline = clock.start + timedelta(days=1)
    accepted = await storage.matches.set_status(match.id, 1, "active", turn_deadline=deadline)
    assert accepted is not None and (accepted.status, accepted.version, accepted.turn_deadline) == ("active", 2, deadline)
    assert await storage.matches.set_status(match.id, 1, "declined") is None  # second click on an old button
    resigned = await storage.matches.set_status(match.id, 2, "finished", {"winners": [1], "reason": "resign"})
    assert resigned is not None and resigned.result == {"winners": [1], "reason": "resign"}
    assert resigned.state == match.state and resigned.version == 3


async def test_update_match_meta_keeps_version_and_other_ids(
    storage: Storage, clock: FakeClock, make_match: Any
) -> None:
    match = await make_match(storage)
    clock.advance(hours=1)
    updated = await storage.matches.update_meta(match.id, thread_id=2**62, challenge_message_id=77)
    assert updated is not None
    assert (updated.thread_id, updated.challenge_message_id, updated.message_id) == (2**62, 77, None)
    assert updated.board_channel_id == 2**62
    assert (updated.version, updated.updated_at) == (1, clock.start)
    updated = await storage.matches.update_meta(match.id, message_id=88, challenge_message_id=None, channel_id=21)
    assert updated is not None
    assert (updated.thread_id, updated.challenge_message_id, updated.message_id, updated.channel_id) == (2**62, None, 88, 21)
    with pytest.raises(ValueError):
        await storage.matches.update_meta(match.id)
    with pytest.raises(ValueError):
        await storage.matches.update_meta(match.id, channel_id=None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"status": "paused"}, ValueError),
        ({"state": {"x": float("nan")}}, ValueError),
        ({"state": {"x": {1, 2}}}, TypeError),
        ({"state": [1, 2]}, TypeError),
        ({"seats": ()}, ValueError),
        ({"challenge_expires_at": NAIVE}, ValueError),
    ],
)
async def test_bad_input_is_refused_before_writing(
    storage: Storage, make_match: Any, kwargs: dict, error: type[Exception]
) -> None:
    with pytest.raises(error):
        await make_match(storage, **kwargs)
    assert await storage.matches.get(1) is None


async def test_bad_update_input_writes_nothing(storage: Storage, make_match: Any) -> None:
    match = await make_match(storage)
    with pytest.raises(ValueError):
        await storage.matches.save_state(match.id, 1, state={}, turn_deadline=NAIVE)
    with pytest.raises(ValueError):
        await storage.matches.set_status(match.id, 1, "won")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        await storage.matches.save_state(match.id, 1, state={}, draw_offer_seat=-1)
    assert (await storage.matches.get(match.id)) == match


async def test_naive_clock_is_refused(make_match: Any) -> None:
    async with Storage.open(":memory:", clock=lambda: NAIVE) as storage:
        with pytest.raises(ValueError, match="naive"):
            await make_match(storage)


async def test_corrupt_row_only_breaks_its_own_match(
    file_storage: Storage, db_path: Path, make_match: Any
) -> None:
    good = await make_match(file_storage, status="active", seats=(1, 2))
    broken_json = await make_match(file_storage, status="active", seats=(1, 3))
    not_object = await make_match(file_storage, status="active", seats=(1, 4))
    with sqlite3.connect(db_path) as raw:  # damage from outside, as a bad manual edit would
        raw.execute("PRAGMA ignore_check_constraints = ON")
        raw.execute("UPDATE matches SET state = '{\"board\": [1, 2' WHERE id = ?", (broken_json.id,))
        raw.execute("UPDATE matches SET options = '[1]' WHERE id = ?", (not_object.id,))

    for bad in (broken_json, not_object):
        with pytest.raises(CorruptMatch) as caught:
            await file_storage.matches.get(bad.id)
        assert caught.value.match_id == bad.id
    assert await file_storage.matches.get(good.id) == good
    assert [m.id for m in await file_storage.matches.for_user(1)] == [good.id]
    assert [m.id for m in await file_storage.matches.in_channel(20)] == [good.id]


async def test_moves_are_append_only(file_storage: Storage, db_path: Path, make_match: Any) -> None:
    match = await make_match(file_storage, status="active")
    await file_storage.matches.save_state(match.id, 1, state={}, move=(1, 0, "a"))
    with sqlite3.connect(db_path) as raw, pytest.raises(sqlite3.IntegrityError, match="append-only"):
        raw.execute("UPDATE moves SET notation = 'b'")
    assert [m.notation for m in await file_storage.matches.moves(match.id)] == ["a"]


def test_unset_is_not_none() -> None:
    assert UNSET is not None and repr(UNSET) == "UNSET"


async def test_last_move_is_saved_with_the_state_and_kept_by_status_changes(storage) -> None:
    match = await storage.matches.create("dames", {}, {"s": 0}, (1, 2), guild_id=5, channel_id=6, status="active")
    assert match.last_move is None
    drawing = {"notation": "26x37x48", "seat": 1, "ply": 9, "path": [26, 37, 48], "captured": [31, 42]}
    saved = await storage.matches.save_state(match.id, match.version, state={"s": 1}, last_move=drawing)
    assert saved.last_move == drawing
    assert (await storage.matches.get(match.id)).last_move == drawing
    resigned = await storage.matches.set_status(saved.id, saved.version, "finished", {"winners": [0]})
    assert resigned.last_move == drawing
