"""A state the service saves (created, dealt, moved, taken back) is dumped to JSON once, the
storage storing the text the service made, and this process never loads it again: the service
keeps it in its decoded cache under the text its row holds (``bot.decoded``)."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

import engines
from bot.service import GameService
from bot.service.match import Match
from bot.storage import Storage
from tests.helpers.ids import ALICE, BOB, CAROL, CHANNEL, GUILD
from tests.helpers.service import first, open_table, play_moves, start_match

COMPUTER = 999


class Counts:
    def __init__(self) -> None:
        self.dumped: list[Any] = []  # every object json.dumps was given
        self.loads = 0


@pytest.fixture
def counts(monkeypatch: pytest.MonkeyPatch) -> Counts:
    counted = Counts()
    real_dumps = json.dumps

    def dumps(obj: Any, *args: Any, **kwargs: Any) -> str:
        counted.dumped.append(obj)
        return real_dumps(obj, *args, **kwargs)

    monkeypatch.setattr(json, "dumps", dumps)
    for cls in {type(game) for game in engines.GAMES.values()}:
        real_load = cls.load

        def load(game: Any, data: Any, real: Any = real_load) -> Any:
            counted.loads += 1
            return real(game, data)

        monkeypatch.setattr(cls, "load", load)
    return counted


Prepared = Match | None
Action = tuple[Callable[[GameService], Awaitable[Prepared]], Callable[[GameService, Prepared], Awaitable[Match]]]


async def _nothing(service: GameService) -> Prepared:
    return None


async def _created(service: GameService, _: Prepared) -> Match:
    return await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger",
                                   rated=False)


async def _against_the_computer(service: GameService, _: Prepared) -> Match:
    return await service.challenge_computer("mak-yek", ALICE, COMPUTER, level=1, guild_id=GUILD,
                                            channel_id=CHANNEL, first="challenger")


async def _lobby(service: GameService) -> Prepared:
    table = await service.join_table((await open_table(service)).id, BOB)
    return await service.join_table(table.id, CAROL)


async def _deal(service: GameService, table: Prepared) -> Match:
    assert table is not None
    return await service.start_table(table.id, ALICE)


async def _started(service: GameService) -> Prepared:
    return await start_match(service)


async def _move(service: GameService, match: Prepared) -> Match:
    assert match is not None
    return (await service.play(match.id, ALICE, first(match.legal_moves(ALICE))[1])).match


async def _asked(service: GameService) -> Prepared:
    challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL,
                                        first="challenger", rated=False)
    played = await play_moves(service, await service.accept(challenge.id, BOB), stop=2)
    return await service.ask_takeback(played.id, BOB)


async def _take_back(service: GameService, asked: Prepared) -> Match:
    assert asked is not None
    return await service.answer_takeback(asked.id, ALICE, True)


async def _over(service: GameService) -> Prepared:
    match = await play_moves(service, await start_match(service), stop=1)  # not the start position
    return await service.resign(match.id, ALICE)


async def _rematch(service: GameService, over: Prepared) -> Match:
    assert over is not None
    return await service.rematch(over.id, BOB)


ACTIONS: dict[str, Action] = {
    "created": (_nothing, _created), "against the computer": (_nothing, _against_the_computer),
    "dealt": (_lobby, _deal), "moved": (_started, _move), "taken back": (_asked, _take_back),
    "rematch": (_over, _rematch),
}


@pytest.mark.parametrize("action", list(ACTIONS))
async def test_a_saved_state_is_dumped_once_and_never_loaded_again(
        service: GameService, storage: Storage, counts: Counts, action: str) -> None:
    prepare, act = ACTIONS[action]
    prepared = await prepare(service)
    service.decoded.clear()  # only the prepared match is known (a takeback's state was known before)
    if prepared is not None:
        await service.get(prepared.id)
    counts.dumped.clear()
    counts.loads = 0
    saved = await act(service, prepared)
    row = await storage.matches.get(saved.id)
    assert row is not None and row.state and row.state_text
    stored = row.state
    assert sum(1 for obj in counts.dumped if obj == stored) == 1, "the stored state was dumped more than once"

    again = await service.get(saved.id)  # the next command
    assert counts.loads == 0, "a state this process saved was loaded again"
    assert again.game.dump(again.state) == stored and again.state is saved.state
