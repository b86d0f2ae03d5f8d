"""A match's record annotated with its stored analysis (``Analyses.stored`` then
``record_text(..., analysis)``, what ``/export analysed:true`` gives), issue 29."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator

import pytest

import engines
from bot.errors import MatchUnavailable, UserError
from bot.service import GameService, Match
from bot.storage import Storage
from tests.helpers.clock import FakeClock
from tests.helpers.ids import ALICE, BOB
from tests.helpers.pools import PicklingExecutor
from tests.helpers.service import open_table, play_moves, start_match

LEVEL = 2  # quick; the level players get is the e2e test's


@pytest.fixture
async def pool() -> AsyncIterator[PicklingExecutor]:
    with PicklingExecutor(2) as executor:
        yield executor


@pytest.fixture
def service(storage: Storage, clock: FakeClock, pool: PicklingExecutor) -> GameService:
    made = GameService(storage, clock=clock, rng=random.Random(7), computer_executor=pool, batch_executor=pool)
    made.analyses.level = LEVEL
    return made


async def resigned(service: GameService, seed: int) -> Match:
    rng = random.Random(seed)
    match = await play_moves(service, await start_match(service), lambda legal: rng.choice(list(legal)), stop=14)
    return await service.resign(match.id, BOB)


async def test_the_record_is_annotated_once_the_match_is_analysed(service: GameService) -> None:
    match = await resigned(service, 3)
    with pytest.raises(UserError) as none:
        await service.analyses.stored(match)
    assert (none.value.key, none.value.params) == ("export_unanalysed", {"match_id": match.id})
    report = (await service.analyse(match.id, ALICE, match.row.guild_id)).report
    stored = await service.analyses.stored(match)
    text = await service.record_text(match, {0: "Ann", 1: "Bob"}, "https://example.test/1", stored)
    plain = await service.record_text(match, {0: "Ann", 1: "Bob"}, "https://example.test/1")
    dames = engines.get("dames")
    assert text.count("[%eval ") == len(report.plies) and "[%eval" not in plain
    assert text.count("(") == sum(ply.judgement is not None for ply in report.plies)
    assert dames.read_record(text)[1] == dames.read_record(plain)[1] == [ply.move for ply in report.plies]


async def test_an_unreadable_or_foreign_analysis_is_not_written(service: GameService, storage: Storage) -> None:
    match, other = await resigned(service, 3), await resigned(service, 5)
    await storage.analyses.save(match.id, LEVEL, {"game": "dames", "broken": True})
    damaged = await service.analyses.stored(match)  # read only by the worker that writes the record
    with pytest.raises(MatchUnavailable):
        await service.record_text(match, {}, "https://example.test/1", damaged)
    with pytest.raises(UserError) as unread:
        await service.analyses.stored_report(match)
    assert unread.value.key == "export_unanalysed"
    await service.analyse(other.id, ALICE, other.row.guild_id)
    foreign = await service.analyses.stored(other)
    with pytest.raises(MatchUnavailable):
        await service.record_text(match, {}, "https://example.test/1", foreign)


async def test_a_card_table_has_no_analysed_record(service: GameService) -> None:
    table = await service.start_table((await open_table(service, BOB)).id, ALICE)
    with pytest.raises(UserError) as hidden:
        await service.analyses.stored(table)
    assert hidden.value.key == "analysis_hidden"
