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

from tests.helpers.guild import Club, match_id_of
from tests.helpers.tables import CARDS, Driver, Renders, card_bot, open_table, start_table
from tests.standin import Message


def _versions(message: Message) -> list[str]:
    """Every version of a message as one text: content, embeds, components, attachment names."""
    return [json.dumps(version, default=str) for version in (*message.history, message.snapshot())]


def _leaks(texts: list[str], seed: int) -> list[str]:
    secrets = (str(seed), f"{seed:x}", f"{seed:X}")
    return [text for text in texts if any(secret in text for secret in secrets)]


def _everything(table: Club, renders: Renders, *where: Any) -> list[str]:
    standin = table.standin
    texts: list[str] = []
    for place in where:
        for message in standin.messages(place):
            texts += _versions(message)
            texts += message.custom_ids
    for user in (table.alice, table.bob, table.carol):
        texts += [text for message in standin.dms(user) for text in _versions(message)]
    texts += [json.dumps(view.to_json()) for _kind, view in renders.drawn.values()]
    return texts


async def test_a_card_tables_seed_never_appears_in_what_the_bot_sends(
        table: Club, renders: Renders) -> None:
    standin = table.standin
    async with standin.running(card_bot(table)) as bot:
        thread, first = await start_table(table, [table.alice, table.bob, table.carol], manches=2)
        match_id = match_id_of(first)
        match = await bot.service.get(match_id)
        seed = match.row.options["seed"]
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
        table: Club, renders: Renders) -> None:
    standin = table.standin
    async with standin.running(card_bot(table)) as bot:
        challenge = await table.challenge(game=CARDS, first="random")
        thread, board = await table.start(challenge)
        match = await bot.service.get(match_id_of(board))
        seed = match.row.options["seed"]
        driver = Driver(table, bot, thread, match.id, renders, random.Random(5))
        for _ in range(4):
            await driver.step()
        await standin.idle()
        texts = _everything(table, renders, table.channel, thread)
    assert _leaks(texts, seed) == []


def _forge(message: Message, custom_id: str) -> str:
    """Put ``custom_id`` on the message's first button (as a forged client would send it)."""
    for row in message.components:
        for component in row["components"]:
            if component.get("type") == 2:
                component["custom_id"] = custom_id
                return custom_id
    raise AssertionError("no button to forge")


async def _lobby_state(table: Club, match_id: int) -> tuple[str, int, dict[str, Any]]:
    row = await table.stored(match_id)
    return row.status, row.version, row.state


@pytest.mark.parametrize(("action", "version_shift", "answer"), [
    ("accept", 0, "This control is not valid"),
    ("decline", 0, "This control is not valid"),
    ("resign", 0, "This table has not started: its players are still joining."),
    ("resign", 3, "This table has not started: its players are still joining."),
    ("draw", 2, "This table has not started: its players are still joining."),
    ("draw_ok", 0, "This table has not started: its players are still joining."),
    ("hand", 0, "This table has not started: its players are still joining."),
    ("piece", 1, "This table has not started: its players are still joining."),
])
async def test_forged_controls_on_a_lobby_are_refused_and_change_nothing(
        table: Club, action: str, version_shift: int, answer: str) -> None:
    standin = table.standin
    async with standin.running(card_bot(table)):
        lobby = await open_table(table, table.alice)
        await table.press(table.bob, lobby, "Join")
        match_id = match_id_of(lobby)
        before = await _lobby_state(table, match_id)
        forged = _forge(lobby, f"gt:{action}:{match_id}:{before[1] + version_shift}")
        pressed = await standin.click(table.bob, lobby, forged)
        res = await pressed.response()
        refusal = await pressed.followup() if res.type in (5, 6) else res  # deferred: the refusal follows
        assert refusal.ephemeral and refusal.content.startswith(answer), refusal.content
        assert await _lobby_state(table, match_id) == before


async def test_board_of_a_lobby_says_it_has_not_started(table: Club) -> None:
    standin = table.standin
    async with standin.running(card_bot(table)):
        lobby = await open_table(table, table.alice)
        match_id = match_id_of(lobby)
        res = await standin.slash(table.alice, "board", {"match": match_id})
        answer = await res.followup()
        assert answer.ephemeral and answer.content == "This table has not started: its players are still joining."


async def test_a_damaged_result_leaves_the_other_finished_matches_listed(
        table: Club, caplog: pytest.LogCaptureFixture) -> None:
    import sqlite3

    standin = table.standin
    async with standin.running(table.new_bot()):
        ids = []
        for _ in range(2):
            thread, board = await table.start()
            ids.append(match_id_of(board))
            await (await standin.slash(table.bob, "resign", {}, channel=thread)).followup()
        damaged, kept = ids
        with sqlite3.connect(table.db_path) as raw:  # a bad manual edit
            raw.execute("UPDATE matches SET result = '{\"winners\": \"x\"}' WHERE id = ?", (damaged,))
        listed = await (await standin.slash(table.alice, "matches", {"finished": True})).response()
        [embed] = listed.message.embeds
        assert f"#{kept} " in embed["description"] and f"#{damaged} " not in embed["description"]
        shown = await (await standin.slash(table.alice, "board", {"match": damaged})).followup()
        assert shown.ephemeral and shown.content.startswith(f"Match #{damaged} cannot be loaded")
        other = await (await standin.slash(table.alice, "board", {"match": kept})).followup()
        assert other.attachments and "Game over" in other.content
    assert all("cannot be loaded" in r.getMessage() for r in caplog.records if r.levelname == "ERROR")
    caplog.clear()  # the damaged match was logged (as it must be): not an unexpected error
