"""Puzzles, the service (issue 29): an analysis stored is mined once (in the batch executor, at the
deeper level) and its puzzle kept; the background miner takes the games nobody analysed, one at a
time; ``/puzzle`` picks near the asker's rating, never one they tried; a right move brings the
reply, the last one solves it; a puzzle rates a player once; the puzzle of the day is claimed once."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

import engines
from bot.errors import UserError
from bot.service import ANALYSIS_LEVEL, PUZZLE_LEVEL, GameService, Match
from bot.service.analyses import scan_slice
from bot.service.exports import ReplaySource
from bot.service.puzzles import analyse_and_mine, mine_report
from bot.storage import Storage
from tests.engines.test_ai_puzzles import SHOT_BEFORE
from tests.helpers.clock import FakeClock
from tests.helpers.ids import ALICE, BOB, CAROL, DAVE, GUILD
from tests.helpers.pools import PicklingExecutor
from tests.helpers.service import start_match


@pytest.fixture
async def pools() -> AsyncIterator[tuple[PicklingExecutor, PicklingExecutor]]:
    with PicklingExecutor(1) as computer, PicklingExecutor(1) as batch:
        yield computer, batch


@pytest.fixture
def service(storage: Storage, clock: FakeClock, pools: tuple[PicklingExecutor, PicklingExecutor]) -> GameService:
    return GameService(storage, clock=clock, rng=random.Random(7), computer_executor=pools[0],
                       batch_executor=pools[1])


async def blundered(service: GameService) -> Match:
    """Black (alice, who moves first) plays 11-16?? and White (bob) resigns without taking the
    two-for-one shot."""
    match = await start_match(service, "dames", position=SHOT_BEFORE)
    assert match.user_to_move == ALICE
    await service.play(match.id, ALICE, "11-16")
    return await service.resign(match.id, BOB)


async def test_an_analysis_stored_is_mined_once_in_the_batch_executor(
        service: GameService, pools: tuple[PicklingExecutor, PicklingExecutor]) -> None:
    match = await blundered(service)
    await service.analyse(match.id, CAROL, GUILD)
    await service.puzzles.settle()
    assert [args[2] for args, _ in pools[1].received(mine_report)] == [PUZZLE_LEVEL]
    assert await service.storage.puzzles.mined(match.id)
    session = await service.puzzles.next_for(GUILD, CAROL, "dames")
    assert (session.row.match_id, session.puzzle.solution, session.step) == (match.id, ("23-18", "13x22", "28x26"), 0)
    assert await service.puzzles.mine_analysis(match, (await service.analyse(match.id, CAROL, GUILD)).report) == 0
    assert await service.puzzles.mine_next() is None  # mined: the background miner leaves it
    assert len(pools[1].received(mine_report)) == 1


async def test_the_background_miner_analyses_and_mines_a_game_nobody_analysed(
        service: GameService, pools: tuple[PicklingExecutor, PicklingExecutor]) -> None:
    match = await blundered(service)
    assert await service.puzzles.mine_next() == match.id
    assert await service.puzzles.mine_next() is None
    (call,) = pools[1].received(analyse_and_mine)
    assert call[0][1:] == (ANALYSIS_LEVEL, PUZZLE_LEVEL)
    assert await service.storage.analyses.get(match.id, ANALYSIS_LEVEL) is not None  # /analyse answers at once
    again = await service.analyse(match.id, CAROL, GUILD)
    assert pools[0].received(scan_slice) == [] and again.report.plies  # read back, not made again
    session = await service.puzzles.next_for(GUILD, DAVE, None)
    assert session.row.match_id == match.id


async def test_solving_step_by_step_rates_once_and_a_wrong_move_fails(service: GameService) -> None:
    match = await blundered(service)
    await service.analyse(match.id, CAROL, GUILD)
    await service.puzzles.settle()
    game = engines.get("dames")
    session = await service.puzzles.next_for(GUILD, CAROL, "dames")
    first = await service.puzzles.answer(session, CAROL, game.parse_move(session.state, "23-18"))
    assert (first.verdict, first.session.step) == ("right", 2)
    done = await service.puzzles.answer(first.session, CAROL, game.parse_move(first.session.state, "28x26"))
    assert done.verdict == "done" and done.attempt is not None and done.attempt.rated
    assert done.attempt.player_after.mu > done.attempt.player_before.mu
    with pytest.raises(UserError) as none:
        await service.puzzles.next_for(GUILD, CAROL, "dames")
    assert none.value.key == "puzzle_none_game"
    replay = await service.puzzles.open(session.row.id, GUILD, CAROL)
    practice = await service.puzzles.answer(replay, CAROL, game.parse_move(replay.state, "33-29"))
    assert practice.verdict == "wrong" and practice.attempt is not None and not practice.attempt.rated
    dave = await service.puzzles.next_for(GUILD, DAVE, None)
    wrong = await service.puzzles.answer(dave, DAVE, game.parse_move(dave.state, "33-29"))
    assert wrong.verdict == "wrong" and wrong.attempt is not None and wrong.attempt.rated
    assert wrong.attempt.player_after.mu < wrong.attempt.player_before.mu
    assert wrong.attempt.puzzle_before.mu == done.attempt.puzzle_after.mu  # the puzzle's rating moved on
    for refused in ((session.row.id, GUILD + 1, DAVE, 0), (session.row.id, GUILD, DAVE, 1),
                    (session.row.id, GUILD, DAVE, 4), (session.row.id + 99, GUILD, DAVE, 0)):
        with pytest.raises(UserError):
            await service.puzzles.open(*refused)


async def test_a_later_step_is_reached_only_by_finding_the_moves_before_it(service: GameService) -> None:
    match = await blundered(service)
    await service.puzzles.mine_next()
    game = engines.get("dames")
    session = await service.puzzles.next_for(GUILD, CAROL, "dames")
    with pytest.raises(UserError) as skipped:  # a forged id of the second step: nothing found yet
        await service.puzzles.open(session.row.id, GUILD, CAROL, 2)
    assert skipped.value.key == "puzzle_stale"
    first = await service.puzzles.answer(session, CAROL, game.parse_move(session.state, "23-18"))
    again = await service.puzzles.open(session.row.id, GUILD, CAROL, 2)
    assert again.step == first.session.step == 2
    with pytest.raises(UserError) as someone_else:  # another player has found nothing of it
        await service.puzzles.open(session.row.id, GUILD, DAVE, 2)
    assert someone_else.value.key == "puzzle_stale"
    done = await service.puzzles.answer(again, CAROL, game.parse_move(again.state, "28x26"))
    assert done.verdict == "done" and done.attempt is not None and done.attempt.rated
    assert await service.storage.puzzles.step(session.row.id, CAROL) == 0  # the attempt ended
    with pytest.raises(UserError) as twice:  # the last move pressed again: nothing more is rated
        await service.puzzles.answer(again, CAROL, game.parse_move(again.state, "28x26"))
    assert twice.value.key == "puzzle_stale"
    assert match.id == session.row.match_id


async def test_the_puzzle_of_the_day_is_due_at_noon_and_fired_once(service: GameService, clock: FakeClock) -> None:
    match = await blundered(service)
    await service.puzzles.mine_next()
    heard: list[tuple[int, int]] = []

    async def post(channel: object, session: object) -> None:
        heard.append((getattr(channel, "channel_id"), getattr(getattr(session, "row"), "match_id")))

    service.puzzles.subscribe_daily(post)
    assert await service.puzzles.next_due() is None
    clock.now = clock.now.replace(hour=9, minute=0)
    await service.puzzles.set_channel(GUILD, 555)
    due = await service.puzzles.next_due()
    assert due == clock.now.replace(hour=12)
    assert await service.puzzles.fire_due() == 0
    clock.now = due + timedelta(minutes=1)
    assert await service.puzzles.fire_due() == 1
    assert await service.puzzles.fire_due() == 0
    assert heard == [(555, match.id)]
    assert await service.puzzles.next_due() == due + timedelta(days=1)


async def test_a_match_whose_analysis_cannot_be_read_is_set_aside_and_the_miner_moves_on(
        service: GameService, pools: tuple[PicklingExecutor, PicklingExecutor], caplog: pytest.LogCaptureFixture) -> None:
    damaged = await blundered(service)
    await service.storage.analyses.save(damaged.id, ANALYSIS_LEVEL, {"plies": "secret-ish garbage"})
    sound = await blundered(service)
    assert await service.puzzles.mine_next() == damaged.id
    assert await service.storage.puzzles.mined(damaged.id)
    assert await service.puzzles.mine_next() == sound.id  # not the damaged one again
    assert await service.puzzles.mine_next() is None
    (session,) = [await service.puzzles.next_for(GUILD, CAROL, "dames")]
    assert session.row.match_id == sound.id
    errors = [record.getMessage() for record in caplog.records if record.levelname == "ERROR"]
    assert len(errors) == 1 and f"match {damaged.id}" in errors[0] and "garbage" not in errors[0]
    caplog.clear()  # logged as it must be: not an unexpected error


async def test_the_miner_replays_a_game_once_in_the_worker(
        service: GameService, pools: tuple[PicklingExecutor, PicklingExecutor]) -> None:
    match = await blundered(service)
    assert await service.puzzles.mine_next() == match.id
    (call,) = pools[1].received(analyse_and_mine)
    source = call[0][0]
    assert isinstance(source, ReplaySource) and source.notations == ("11-16", )
    assert source.final == engines.get("dames").dump(match.state)
