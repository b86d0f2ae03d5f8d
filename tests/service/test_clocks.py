"""Turn clocks (issue 7) through GameService and TurnScheduler with a controllable clock: the
deadline falls exactly when due, the reminder fires once at 75%, restarts lose nothing, a move
and a sweep at the same instant apply exactly one, and a card table keeps moving without an
absent player. No test sleeps: the clock only moves when told to."""

from __future__ import annotations

import asyncio
import random
from datetime import timedelta
from pathlib import Path

import pytest

from bot.errors import BoardChanged, UserError
from bot.scheduler import TurnScheduler
from bot.service import ClockEvent, GameService
from bot.storage import Storage

from tests.helpers.clock import START, FakeClock
from tests.helpers.ids import ALICE, BOB, CAROL, CHANNEL, DAVE, GUILD
from tests.helpers.service import Notified, open_table, play_moves, start_match


async def until(condition: object, tries: int = 300) -> None:
    """Let the scheduler's task run (its database calls go through a thread) until ``condition()``."""
    for _ in range(tries):
        if condition():  # type: ignore[operator]
            return
        await asyncio.sleep(0.01)


async def test_default_is_three_days_and_the_guild_setting_wins(service: GameService, storage: Storage) -> None:
    match = await start_match(service)
    assert match.days == 3
    assert match.row.turn_deadline == START + timedelta(days=3)
    assert match.row.reminder_due_at == START + timedelta(days=3) * 0.75
    await storage.settings.set_guild(GUILD, default_days=7)
    assert (await start_match(service)).row.turn_deadline == START + timedelta(days=7)
    await storage.settings.set_guild(GUILD, default_unlimited=True)
    unlimited = await start_match(service)
    assert unlimited.days is None and unlimited.row.turn_deadline is None
    assert unlimited.row.reminder_due_at is None


async def test_challenge_chooses_a_preset(service: GameService) -> None:
    challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, days=14,
                                        first="challenger")
    assert challenge.days == 14 and challenge.row.turn_deadline is None  # the clock starts on accept
    match = await service.accept(challenge.id, BOB)
    assert match.row.turn_deadline == START + timedelta(days=14)
    none = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, days=None)
    assert none.days is None
    with pytest.raises(UserError, match="bad_days"):
        await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, days=5)


async def test_every_move_sets_the_deadline(service: GameService, clock: FakeClock) -> None:
    match = await start_match(service)
    clock.advance(hours=30)
    match = await play_moves(service, match, stop=1)
    assert match.row.turn_deadline == clock.now + timedelta(days=3)
    assert match.row.reminder_due_at == clock.now + timedelta(hours=54)


async def test_deadline_falls_exactly_when_due(service: GameService, clock: FakeClock) -> None:
    match = await start_match(service)
    scheduler = TurnScheduler(service, clock=clock)
    clock.now = START + timedelta(days=3) - timedelta(microseconds=1)
    assert [e.kind for e in await scheduler.fire_due()] == ["reminder"]  # 75% went by long ago
    assert (await service.get(match.id)).status == "active"
    clock.now = START + timedelta(days=3)
    events = await scheduler.fire_due()
    assert [(e.kind, e.user_id) for e in events] == [("timeout", ALICE)]
    ended = await service.get(match.id)
    assert ended.status == "finished"
    assert ended.row.result is not None
    assert ended.row.result["reason"] == "timeout" and ended.row.result["winners"] == [1]
    assert await scheduler.fire_due() == []  # two sweeps never finalise twice
    assert await service.next_timer() is None


async def test_reminder_once_at_75_percent(service: GameService, clock: FakeClock) -> None:
    match = await start_match(service)
    scheduler = TurnScheduler(service, clock=clock, max_wait=timedelta(days=30))
    assert await scheduler.delay() == pytest.approx(timedelta(days=2.25).total_seconds())
    assert scheduler.armed == START + timedelta(days=2.25)
    clock.now = START + timedelta(days=2.25) - timedelta(seconds=1)
    assert await scheduler.fire_due() == []
    clock.now = START + timedelta(days=2.25)
    events = await scheduler.fire_due()
    assert [(e.kind, e.user_id, e.seat) for e in events] == [("reminder", ALICE, 0)]
    clock.advance(hours=1)
    assert await scheduler.fire_due() == []  # never twice
    assert await service.remind(match.id) is None
    # the next wait is the deadline, not the reminder again
    assert await service.next_timer() == START + timedelta(days=3)
    # a new turn gets its own reminder
    match = await play_moves(service, await service.get(match.id), stop=1)
    clock.now = clock.now + timedelta(days=2.25)
    assert [(e.kind, e.user_id) for e in await scheduler.fire_due()] == [("reminder", BOB)]


async def test_concurrent_sweeps_remind_once(service: GameService, clock: FakeClock) -> None:
    await start_match(service)
    clock.now = START + timedelta(days=2.5)
    results = await asyncio.gather(*(service.sweep() for _ in range(5)))
    assert sum(len(r) for r in results) == 1
    [event] = [event for events in results for event in events]
    assert (event.kind, event.user_id) == ("reminder", ALICE)


async def reopen(db_target: Path | str, clock: FakeClock) -> tuple[Storage, GameService]:
    storage = await Storage.open(db_target, clock=clock)
    return storage, GameService(storage, clock=clock, rng=random.Random(1), board_size=240)


async def test_restart_between_reminder_and_deadline(
    service: GameService, storage: Storage, clock: FakeClock, db_target: Path | str
) -> None:
    match = await start_match(service)
    clock.now = START + timedelta(days=2.5)
    assert [e.kind for e in await TurnScheduler(service, clock=clock).fire_due()] == ["reminder"]
    await storage.close()  # the bot stops
    storage2, service2 = await reopen(db_target, clock)
    try:
        scheduler = TurnScheduler(service2, clock=clock, max_wait=timedelta(days=30))
        # rebuilt from the database: the next wake is the deadline, and the reminder is not resent
        assert await scheduler.delay() == pytest.approx(timedelta(days=0.5).total_seconds())
        assert await scheduler.fire_due() == []
        clock.now = START + timedelta(days=3)
        assert [(e.kind, e.user_id) for e in await scheduler.fire_due()] == [("timeout", ALICE)]
        assert (await service2.get(match.id)).status == "finished"
    finally:
        await storage2.close()


async def test_timeout_due_while_down_is_applied_at_start(
    service: GameService, storage: Storage, clock: FakeClock, db_target: Path | str
) -> None:
    match = await start_match(service)
    await storage.close()
    clock.now = START + timedelta(days=10)  # the bot was down past the deadline
    storage2, service2 = await reopen(db_target, clock)
    seen = Notified()
    scheduler = TurnScheduler(service2, seen, clock=clock)
    try:
        scheduler.start()
        await until(lambda: seen)  # the fake clock does not move
        assert [(e.kind, e.user_id) for e in seen] == [("timeout", ALICE)]  # not a stale reminder
        ended = await service2.get(match.id)
        assert ended.status == "finished" and ended.row.result["reason"] == "timeout"
    finally:
        await scheduler.stop()
        await storage2.close()


async def test_running_scheduler_waits_then_is_rearmed(service: GameService, clock: FakeClock) -> None:
    seen = Notified()
    scheduler = TurnScheduler(service, seen, clock=clock)
    scheduler.start()
    try:
        await until(lambda: scheduler.waits == 1)
        assert scheduler.armed is None and scheduler.waits == 1  # nothing to wait for: asleep
        challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, days=1,
                                            first="challenger")
        await until(lambda: scheduler.waits == 2)  # the challenge's expiry is a timer too
        assert scheduler.armed == challenge.row.challenge_expires_at
        await service.accept(challenge.id, BOB)  # saving the deadline re-arms the task
        await until(lambda: scheduler.waits == 3)
        assert scheduler.armed == START + timedelta(hours=18) and scheduler.waits == 3
        clock.now = START + timedelta(hours=18)
        scheduler.arm(clock.now - timedelta(seconds=1))  # (what a move with an earlier timer does)
        await until(lambda: scheduler.waits == 4)
        assert [e.kind for e in seen] == ["reminder"]
        assert scheduler.waits == 4  # woke once, no polling
    finally:
        await scheduler.stop()


async def test_move_and_sweep_at_the_same_instant_apply_exactly_one(service: GameService, clock: FakeClock) -> None:
    for _ in range(10):
        match = await start_match(service)
        clock.now = match.row.turn_deadline
        user = match.user_to_move
        assert user is not None
        text = match.legal_moves(user)[0][1]

        async def move() -> object:
            try:
                return await service.play(match.id, user, text, expected_version=match.version)
            except (BoardChanged, UserError) as exc:
                return exc

        played, swept = await asyncio.gather(move(), service.time_out(match.id))
        after = await service.get(match.id)
        moves = await service.move_log(match.id)
        if swept is not None:
            assert after.status == "finished" and moves == [] and isinstance(played, Exception)
        else:
            assert not isinstance(played, Exception) and after.status == "active" and len(moves) == 1
        assert after.version == match.version + 1  # exactly one change was applied
        clock.now = START


async def test_card_table_plays_an_absent_seat_by_default(service: GameService, clock: FakeClock) -> None:
    """Four players, DAVE never acts: his seat times out, twice, and is then played at once by the
    default action for the rest of the manche; the table reaches its end."""
    table = await open_table(service, BOB, CAROL, DAVE, days=1)
    match = await service.start_table(table.id, ALICE)
    assert match.row.turn_deadline == START + timedelta(days=1)
    scheduler = TurnScheduler(service, clock=clock)
    rng = random.Random(3)
    events: list[ClockEvent] = []
    for _ in range(5000):
        match = await service.get(match.id)
        if match.status != "active":
            break
        user = match.user_to_move
        if user == DAVE:
            clock.now = match.row.turn_deadline
            fired = await scheduler.fire_due()
            assert fired, "DAVE's turn must be due"
            events.extend(e for e in fired if e.kind == "default")
            continue
        assert user is not None
        _move, text = rng.choice(match.legal_moves(user))
        await service.play(match.id, user, text)
        clock.advance(hours=1)
    assert match.status == "finished"
    assert events and all(e.user_id == DAVE and e.moves for e in events)
    assert events[0].auto is False and any(e.auto for e in events)
    # once DAVE's seat is played by default, his turn is due as soon as it comes
    auto = [e for e in events if e.auto]
    assert len(auto) >= 1
    moves = await service.move_log(match.id)
    assert moves  # the log has everything, DAVE's default actions included


async def test_challenges_expire_on_the_turn_scheduler(db_target: Path | str, clock: FakeClock) -> None:
    """A challenge's (and a lobby's) expiry is one more timer of the scheduler: it falls exactly
    when due, its buttons then answer "expired", and a restart applies what fell due meanwhile."""
    async with Storage.open(db_target) as storage:
        service = GameService(storage, clock=clock, rng=random.Random(1), challenge_ttl=timedelta(hours=24))
        scheduler = TurnScheduler(service, clock=clock)
        assert await service.next_timer() is None
        first = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL)
        clock.advance(hours=1)
        lobby = await service.open_table("macadam-cartes", CAROL, guild_id=GUILD, channel_id=CHANNEL)
        assert await service.next_timer() == START + timedelta(hours=24)  # the earliest expiry
        clock.now = START + timedelta(hours=24) - timedelta(microseconds=1)
        assert await scheduler.fire_due() == []
        assert (await service.get(first.id)).status == "challenge"
        clock.now = START + timedelta(hours=24)  # exactly when due
        [event] = await scheduler.fire_due()
        assert (event.kind, event.match.id, event.user_id) == ("expired", first.id, ALICE)
        assert event.match.status == "expired"
        assert await scheduler.fire_due() == []  # once
        for answer in (service.accept, service.decline):
            with pytest.raises(UserError, match="challenge_closed") as error:
                await answer(first.id, BOB)
            assert error.value.params == {"status": "expired"}
        assert await service.next_timer() == START + timedelta(hours=25)  # the lobby's, now
        # a running scheduler wakes for a challenge made while it waits for something later
        notified = Notified()
        scheduler.notify = notified
        scheduler.start()
        try:
            await until(lambda: scheduler.armed == START + timedelta(hours=25))
            short = GameService(storage, clock=clock, challenge_ttl=timedelta(minutes=5))
            short.watch_timers(scheduler.arm)
            soon = await short.challenge("dames", BOB, CAROL, guild_id=GUILD, channel_id=CHANNEL)
            await until(lambda: scheduler.armed == clock.now + timedelta(minutes=5))
            assert scheduler.armed == soon.row.challenge_expires_at
        finally:
            await scheduler.stop()
        assert notified == []
        # The bot is down while the lobby and the short challenge fall due.
        clock.advance(days=2)

    async with Storage.open(db_target) as storage:
        service = GameService(storage, clock=clock, rng=random.Random(2))
        notified = Notified()
        scheduler = TurnScheduler(service, notified, clock=clock)
        scheduler.start()  # its first act: whatever fell due while the bot was down
        try:
            await until(lambda: len(notified) == 2)
        finally:
            await scheduler.stop()
        assert sorted(e.match.id for e in notified) == sorted([lobby.id, soon.id])
        assert {e.kind for e in notified} == {"expired"}
        assert next(e for e in notified if e.match.id == lobby.id).user_id == CAROL  # the host
        with pytest.raises(UserError, match="table_closed"):
            await service.join_table(lobby.id, ALICE)
        assert await service.next_timer() is None
