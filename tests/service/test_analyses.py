"""Post-game analyses (``GameService.analyse``, issue 29): finished matches only, made in the
computer's pool in slices (progress between them), stored once, shared by asks that come
together, bounded per user."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator

import pytest

import engines
from bot.errors import UnknownMatch, UserError
from bot.service import GameService, Match
from bot.service.analyses import SLICE, scan_slice
from bot.storage import Storage
from engines import ai
from engines.ai.analysis import replay
from tests.helpers.clock import FakeClock
from tests.helpers.ids import ALICE, BOB, CAROL, DAVE, GUILD
from tests.helpers.pools import PicklingExecutor
from tests.helpers.service import open_table, play_moves, start_match

#: a low level keeps these tests quick; the level players get is the README's (the e2e test's).
LEVEL = 2


@pytest.fixture
async def pool() -> AsyncIterator[PicklingExecutor]:
    with PicklingExecutor(2) as executor:
        yield executor


@pytest.fixture
def service(storage: Storage, clock: FakeClock, pool: PicklingExecutor) -> GameService:
    made = GameService(storage, clock=clock, rng=random.Random(7), computer_executor=pool)
    made.analyses.level = LEVEL
    # These tests are about the analysis; mining its puzzles afterwards (tests/service/test_puzzles.py)
    # would run a level-8 search in the loop's threads past each test's end (25 s of teardown).
    made.analyses.stored_hooks.clear()
    return made


async def resigned(service: GameService, game: str = "dames", plies: int = 11, seed: int = 3) -> Match:
    rng = random.Random(seed)
    match = await play_moves(service, await start_match(service, game), lambda legal: rng.choice(list(legal)),
                             stop=plies)
    return await service.resign(match.id, BOB)


async def test_a_finished_match_is_analysed_in_slices_stored_and_read_back(
        service: GameService, pool: PicklingExecutor) -> None:
    match = await resigned(service)
    heard: list[tuple[int, int]] = []

    async def progress(done: int, total: int) -> None:
        heard.append((done, total))

    made = await service.analyse(match.id, CAROL, GUILD, progress)
    assert len(made.report.plies) == 11 == match.row.move_count
    assert heard == [(0, 11), (8, 11), (11, 11)]
    calls = pool.received(scan_slice)
    # each slice gets its own first position and its own moves only (the last one the final position too)
    assert [(len(args[2]), args[4]) for args, _ in calls] == [(8, False), (3, True)]
    assert all(isinstance(args[2], tuple) and all(isinstance(n, str) for n in args[2]) for args, _ in calls)
    game = engines.get("dames")
    start = game.new(seed=int(match.row.options.get("seed", 0)))
    moves = [ply.move for ply in made.report.plies]
    eighth = replay(game, start, moves)[0][8]
    assert calls[0][0][1] == game.dump(start) and calls[1][0][1] == game.dump(eighth)
    assert list(calls[1][0][2]) == [game.format_move(s, m) for s, m in zip(replay(game, start, moves)[0][8:], moves[8:])]
    assert made.report == ai.analyse(game, start, list(made.report.plies[i].move for i in range(11)), level=LEVEL)
    again = await service.analyse(match.id, DAVE, GUILD, progress)
    assert again.report == made.report
    assert len(pool.received(scan_slice)) == 2 and heard[-1] == (11, 11)  # nothing searched, nothing told


async def test_two_asks_at_once_share_one_analysis(service: GameService, pool: PicklingExecutor) -> None:
    match = await resigned(service, "mak-yek", plies=9)
    going_on = asyncio.Event()

    async def held(done: int, total: int) -> None:
        await going_on.wait()  # the first analysis waits until the second ask has come

    first = asyncio.ensure_future(service.analyse(match.id, CAROL, GUILD, held))
    second = asyncio.ensure_future(service.analyse(match.id, DAVE, GUILD))
    while service.analyses.admission.in_flight < 2:  # both asks hold their place: the second one waits too
        await asyncio.sleep(0.01)
    going_on.set()
    one, two = await first, await second
    assert one.report == two.report
    assert len(pool.received(scan_slice)) == 2  # 10 positions, in two slices, once


async def test_a_running_match_another_servers_and_the_card_game_are_refused(
        service: GameService, storage: Storage, pool: PicklingExecutor) -> None:
    running = await play_moves(service, await start_match(service, "dames"), stop=2)
    with pytest.raises(UserError) as refused:
        await service.analyse(running.id, ALICE, GUILD)
    assert refused.value.key == "analysis_unfinished"
    finished = await resigned(service, plies=2)
    with pytest.raises(UnknownMatch):
        await service.analyse(finished.id, ALICE, GUILD + 1)
    table = await service.start_table((await open_table(service, BOB)).id, ALICE)
    with pytest.raises(UserError) as hidden:
        await service.analyse(table.id, ALICE, GUILD)
    assert hidden.value.key == "analysis_hidden"
    assert pool.received(scan_slice) == [] and await storage.analyses.get(running.id, LEVEL) is None


async def test_one_analysis_at_a_time_per_user(service: GameService) -> None:
    one, two = await resigned(service, plies=10), await resigned(service, plies=10, seed=4)
    started, going_on = asyncio.Event(), asyncio.Event()

    async def progress(done: int, total: int) -> None:
        started.set()
        await going_on.wait()  # the first analysis holds its place until the test lets it go

    first = asyncio.ensure_future(service.analyse(one.id, CAROL, GUILD, progress))
    await started.wait()
    with pytest.raises(UserError) as refused:
        await service.analyse(two.id, CAROL, GUILD)
    assert refused.value.key == "analysis_yours"
    other = await service.analyse(two.id, DAVE, GUILD)  # someone else's is not held up
    going_on.set()
    assert (await first).report.plies and other.report.plies
    assert (await service.analyse(two.id, CAROL, GUILD)).report == other.report  # once it is done
