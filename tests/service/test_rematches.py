"""Rematches (``GameService.rematch``): colours swap, options kept, started once."""

from __future__ import annotations

import asyncio

import pytest

from bot.errors import BoardChanged, NotYourMatch, UserError
from bot.service import GameService
from bot.storage import Storage
from tests.helpers.clock import FakeClock
from tests.helpers.ids import ALICE, BOB, CAROL, CHANNEL, GUILD
from tests.helpers.service import open_table, play_moves, start_match

COMPUTER = 999


async def finished(service: GameService, game: str = "dames", **options: object):  # type: ignore[no-untyped-def]
    match = await start_match(service, game, **options)
    return await service.resign(match.id, BOB)


async def test_a_rematch_challenges_the_other_player_with_colours_swapped(service: GameService) -> None:
    old = await finished(service, draw_moves=25)
    new = await service.rematch(old.id, BOB, expected_version=old.version)
    assert new.status == "challenge" and new.seats == (BOB, ALICE)
    assert new.row.options["engine"] == {"draw_moves": 25}
    assert (new.row.options["days"], new.row.options["rated"]) == (old.days, True)
    assert new.row.options["seed"] != old.row.options["seed"]
    assert service.challenger_of(new) == BOB and service.opponent_of(new) == ALICE
    assert (await service.get(old.id)).row.rematch_id == new.id
    accepted = await service.accept(new.id, ALICE)
    assert accepted.status == "active" and accepted.user_to_move == BOB


async def test_a_rematch_starts_once(service: GameService) -> None:
    old = await finished(service)
    first = await service.rematch(old.id, ALICE)
    with pytest.raises(UserError) as again:
        await service.rematch(old.id, BOB)
    assert again.value.key == "rematch_started" and again.value.params == {"match_id": first.id}
    other = await finished(service)
    with pytest.raises(BoardChanged):
        await service.rematch(other.id, BOB, expected_version=other.version - 1)  # a stale button


async def test_two_processes_pressing_rematch_at_once_start_one(storage: Storage, clock: FakeClock) -> None:
    one, two = GameService(storage, clock=clock), GameService(storage, clock=clock)
    old = await finished(one)
    results = await asyncio.gather(one.rematch(old.id, ALICE), two.rematch(old.id, BOB), return_exceptions=True)
    made = [r for r in results if not isinstance(r, BaseException)]
    assert len(made) == 1 and all(isinstance(r, (BoardChanged, UserError)) for r in results if r not in made)
    async with storage.db.read() as conn:
        count = list(await conn.execute_fetchall("SELECT COUNT(*) FROM matches"))[0][0]
    assert count == 2


async def test_only_a_player_of_a_finished_match_may_ask(service: GameService) -> None:
    live = await start_match(service)
    with pytest.raises(UserError) as early:
        await service.rematch(live.id, ALICE)
    assert early.value.key == "rematch_not_finished"
    old = await service.resign(live.id, ALICE)
    with pytest.raises(NotYourMatch):
        await service.rematch(old.id, CAROL)


async def test_a_rematch_against_the_computer_starts_at_once_at_the_same_level(service: GameService) -> None:
    match = await service.challenge_computer("mak-yek", ALICE, COMPUTER, level=6, guild_id=GUILD, channel_id=CHANNEL,
                                             first="challenger")
    old = await service.resign(match.id, ALICE)
    new = await service.rematch(old.id, ALICE)
    assert new.status == "active" and new.seats == (COMPUTER, ALICE) and dict(new.computers) == {0: 6}
    assert new.row.turn_deadline is None  # the computer moves first: no clock on its turn
    with pytest.raises(NotYourMatch):
        await service.rematch(old.id, COMPUTER)


async def test_a_tables_rematch_reopens_its_lobby_with_the_same_players(service: GameService) -> None:
    table = await open_table(service, BOB, CAROL, reveal=True)
    match = await service.start_table(table.id, ALICE)
    old = await play_moves(service, match, stop=3)
    old = await service.resign(old.id, CAROL)
    lobby = await service.rematch(old.id, BOB)
    assert lobby.is_lobby and lobby.seats == (ALICE, BOB, CAROL) and lobby.host == BOB
    assert lobby.row.options["reveal"] is True and lobby.row.options["max_seats"] == old.max_seats
    dealt = await service.start_table(lobby.id, BOB)
    assert dealt.status == "active" and len(dealt.seats) == 3
