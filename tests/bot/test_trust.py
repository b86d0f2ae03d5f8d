"""Trust (issue 10), end to end: a card table's seed (and its options) never reach Discord.

Every message the bot sent for a card table, a lobby and a few actions later, public or private,
each of its versions (content, embeds, components and custom ids, attachment names), and every view
an image was drawn from, is searched for the seed in decimal and in hexadecimal.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tests.standin import Message

from .conftest import Table, match_id_of
from .test_tables import CARDS, Driver, Renders, card_bot, open_table, press


def _versions(message: Message) -> list[str]:
    """Every version of a message as one text: content, embeds, components, attachment names."""
    return [json.dumps(version, default=str) for version in (*message.history, message.snapshot())]


def _leaks(texts: list[str], seed: int) -> list[str]:
    secrets = (str(seed), f"{seed:x}", f"{seed:X}")
    return [text for text in texts if any(secret in text for secret in secrets)]


def _everything(table: Table, renders: Renders, *where: Any) -> list[str]:
    standin = table.standin
    texts: list[str] = []
    for place in where:
        for message in standin.messages(place):
            texts += _versions(message)
            texts += message.custom_ids
    for user in (table.alice, table.bob, table.carol):
        texts += [text for message in standin.dms(user) for text in _versions(message)]
    texts += [json.dumps(view) for _kind, view in renders.drawn.values()]
    return texts


async def test_a_card_tables_seed_never_appears_in_what_the_bot_sends(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    renders = Renders()
    renders.install(monkeypatch)
    standin = table.standin
    async with standin.running(card_bot(table)) as bot:
        lobby = await open_table(table, table.alice, manches=2)
        for user in (table.bob, table.carol):
            await press(table, user, lobby, "Join")
        await press(table, table.alice, lobby, "Start")
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == lobby.id)
        first = await table.wait_board(thread)
        match_id = match_id_of(first)
        match = await bot.service.get(match_id)
        seed = match.record.options["seed"]
        assert isinstance(seed, int) and seed.bit_length() > 64
        driver = Driver(table, bot, thread, match_id, renders, random.Random(4))
        await driver.open_panel(table.alice)
        for _ in range(6):
            await driver.step()
        for user in (table.alice, table.bob):
            await (await standin.slash(user, "matches", {})).response()
            await (await standin.slash(user, "board", {}, channel=thread)).followup()
        await standin.idle()
        texts = _everything(table, renders, table.channel, thread)
    assert len(texts) > 20
    assert _leaks(texts, seed) == []


async def test_a_card_challenges_seed_never_appears_in_what_the_bot_sends(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    renders = Renders()
    renders.install(monkeypatch)
    standin = table.standin
    async with standin.running(card_bot(table)) as bot:
        challenge = await table.challenge(game=CARDS, first="random")
        thread, board = await table.start(challenge)
        match = await bot.service.get(match_id_of(board))
        seed = match.record.options["seed"]
        driver = Driver(table, bot, thread, match.id, renders, random.Random(5))
        for _ in range(4):
            await driver.step()
        await standin.idle()
        texts = _everything(table, renders, table.channel, thread)
    assert _leaks(texts, seed) == []
