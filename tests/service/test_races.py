"""Races between two processes on one database (issue 27), on both backends: a match read while
a move lands elsewhere is exported, replayed and taken back as it was read (never called
damaged); a move after its turn's deadline is refused in the save's own transaction; a stale
Add-computer menu seats nobody; the host's Leave closes the table while joins arrive.

"Processes" are services with storages of their own on one database (their own locks and
connections), as in ``test_shared_database.py``."""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.errors import BoardChanged, UserError
from bot.service import GameService, Match
from bot.storage import Storage
from render import Captions
from tests.helpers.clock import FakeClock
from tests.helpers.ids import ALICE, BOB, CAROL, CHANNEL, GUILD
from tests.helpers.service import open_table

Pair = tuple[GameService, GameService]
COMPUTER = 999


@pytest.fixture
async def pair(db_target: Path | str, clock: FakeClock) -> AsyncIterator[Pair]:
    """Two services on one database, each with a storage of its own."""
    async with Storage.open(db_target, clock=clock) as first, Storage.open(db_target, clock=clock) as second:
        yield (GameService(first, clock=clock, rng=random.Random(1), board_size=240),
               GameService(second, clock=clock, rng=random.Random(2), board_size=240))


async def casual(service: GameService) -> Match:
    """A match where takebacks are allowed, ALICE to move."""
    challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL,
                                        first="challenger", rated=False)
    return await service.accept(challenge.id, BOB)


async def play_first(service: GameService, match_id: int) -> Match:
    """The player to move plays their first legal move (through ``service``)."""
    current = await service.get(match_id)
    user = current.user_to_move
    assert user is not None
    return (await service.play(match_id, user, current.legal_moves(user)[0][1])).match


def damaged(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


async def test_an_export_of_a_match_read_before_a_move_elsewhere_is_the_match_as_read(
        pair: Pair, caplog: pytest.LogCaptureFixture) -> None:
    one, two = pair
    match = await casual(one)
    await one.play(match.id, ALICE, "32-28")
    read = await one.get(match.id)  # /export reads the match...
    await play_first(two, match.id)  # ...while a move lands through the other process
    with caplog.at_level(logging.ERROR):
        text = await one.record_text(read, {0: "A", 1: "B"}, "x")
        public = await one.public_moves(read)
        replay = await one.replay_gif(read, Captions(names=("A", "B")))
    assert "1. 32-28 *" in text and public == [(0, "32-28")] and replay.plies == 1
    assert damaged(caplog) == []
    fresh = await one.get(match.id)  # and the match read now has both moves
    assert [n for _, n in await one.public_moves(fresh)][0] == "32-28" and len(await one.public_moves(fresh)) == 2


async def test_a_takeback_asked_while_a_move_lands_elsewhere_is_told_the_board_changed(
        pair: Pair, caplog: pytest.LogCaptureFixture) -> None:
    one, two = pair
    match = await casual(one)
    await one.play(match.id, ALICE, "32-28")
    asked = (await one.play(match.id, BOB, "19-23")).match
    reads = one.storage.matches.moves

    async def with_a_move_meanwhile(match_id: int, *args: Any, **kwargs: Any) -> Any:
        one.storage.matches.moves = reads  # type: ignore[method-assign]
        await play_first(two, match_id)  # ALICE moves between the read of the match and of its log
        return await reads(match_id, *args, **kwargs)

    one.storage.matches.moves = with_a_move_meanwhile  # type: ignore[method-assign]
    with caplog.at_level(logging.ERROR), pytest.raises(BoardChanged) as changed:
        await one.ask_takeback(match.id, BOB, expected_version=asked.version)
    assert changed.value.match.row.move_count == 3 and damaged(caplog) == []
    after = await one.get(match.id)
    assert after.row.takeback_seat is None and after.version == asked.version + 1


async def test_a_move_after_its_turns_deadline_is_refused_and_the_clock_still_applies(
        pair: Pair, clock: FakeClock) -> None:
    one, _two = pair
    for late in (timedelta(days=1), timedelta(0)):  # a day late, before the sweep; at the deadline
        match = await casual(one)
        assert match.row.turn_deadline is not None
        clock.now = match.row.turn_deadline + late
        with pytest.raises(UserError) as refused:
            await one.play(match.id, ALICE, "32-28", expected_version=match.version)
        assert refused.value.key == "turn_time_up" and type(refused.value) is UserError
        with pytest.raises(UserError) as waiting:  # the other player is told it is not their turn
            await one.play(match.id, BOB, "19-23")
        assert waiting.value.key == "move.not_your_turn"
        kept = await one.get(match.id)
        assert (kept.version, kept.row.move_count) == (match.version, 0)
        event = await one.time_out(match.id)
        assert event is not None and event.kind == "timeout" and event.user_id == ALICE
        clock.now = clock.start


async def test_the_deadline_is_checked_in_the_moves_own_transaction(pair: Pair, clock: FakeClock) -> None:
    """The deadline falls between the move's checks and its save: the save refuses it."""
    one, _two = pair
    match = await casual(one)
    assert match.row.turn_deadline is not None
    clock.now = match.row.turn_deadline - timedelta(microseconds=1)
    saves = one.storage.matches.save_state

    async def late_save(*args: Any, **kwargs: Any) -> Any:
        clock.now = match.row.turn_deadline  # the clock ticks on while the move is made
        return await saves(*args, **kwargs)

    one.storage.matches.save_state = late_save  # type: ignore[method-assign]
    with pytest.raises(UserError) as refused:
        await one.play(match.id, ALICE, "32-28")
    assert refused.value.key == "turn_time_up"
    assert (await one.get(match.id)).row.move_count == 0


async def test_a_card_players_action_after_the_deadline_is_refused(pair: Pair, clock: FakeClock) -> None:
    one, two = pair
    table = await open_table(one, BOB, CAROL, days=1)
    match = await one.start_table(table.id, ALICE)
    assert match.row.turn_deadline is not None
    user = match.user_to_move
    assert user is not None
    clock.now = match.row.turn_deadline
    with pytest.raises(UserError) as refused:
        await two.play(match.id, user, match.legal_moves(user)[0][1], expected_version=match.version)
    assert refused.value.key == "turn_time_up"
    assert (await one.get(match.id)).version == match.version
    event = await one.time_out(match.id)
    assert event is not None and event.kind == "default" and event.user_id == user


async def test_two_picks_of_one_add_computer_menu_seat_one_computer(pair: Pair) -> None:
    one, two = pair
    table = await open_table(one)
    menu = table.version  # the version the host's level menu carries
    picks = await asyncio.gather(*(service.add_computer(table.id, ALICE, COMPUTER, level, expected_version=menu)
                                   for service, level in ((one, 2), (two, 5))), return_exceptions=True)
    seated = [p for p in picks if isinstance(p, Match)]
    refused = [p for p in picks if isinstance(p, UserError)]
    assert len(seated) == 1 and len(refused) == 1, picks
    assert refused[0].key in ("computer_add_stale", "table_changed")
    after = await one.get(table.id)
    assert after.seats == (ALICE, COMPUTER) and after.version == menu + 1
    with pytest.raises(UserError) as stale:  # the menu again, later
        await two.add_computer(table.id, ALICE, COMPUTER, 3, expected_version=menu)
    assert stale.value.key == "computer_add_stale" and (await one.get(table.id)).seats == (ALICE, COMPUTER)


async def test_the_hosts_leave_closes_the_table_while_a_join_arrives_elsewhere(pair: Pair) -> None:
    one, two = pair
    table = await open_table(one, BOB)
    closes = one.storage.matches.set_status

    async def with_a_join_meanwhile(*args: Any, **kwargs: Any) -> Any:
        one.storage.matches.set_status = closes  # type: ignore[method-assign]
        await two.join_table(table.id, CAROL)  # between the host's read of the table and the close
        return await closes(*args, **kwargs)

    one.storage.matches.set_status = with_a_join_meanwhile  # type: ignore[method-assign]
    closed = await one.leave_table(table.id, ALICE)
    assert closed.status == "declined" and closed.row.result == {"reason": "cancelled", "by": 0}
    assert closed.seats == (ALICE, BOB, CAROL)  # the join landed first, then the table closed
    assert (await two.get(table.id)).status == "declined"
