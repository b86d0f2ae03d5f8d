"""Refusals that change nothing: strangers, double presses, stale and forged controls, restarts."""

from __future__ import annotations

import asyncio
import copy

import pytest

from tests.helpers.guild import Club, match_id_of
from tests.standin import Message


async def _status(table: Club, match_id: int) -> tuple[str, int]:
    row = await table.stored(match_id)
    return row.status, row.version


async def test_a_stranger_cannot_accept_nor_use_the_board(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        challenge = await table.challenge()
        refused = await table.press(table.carol, challenge, "Accept")
        assert refused.ephemeral and refused.content == "This is not your match."
        own = await table.press(table.alice, challenge, "Accept")
        assert own.ephemeral and own.content == "Only the challenged player can answer this challenge."
        assert challenge.button("Accept")  # still open
        thread, board = await table.start(challenge)
        match_id = match_id_of(board)
        before = await _status(table, match_id)
        for component in (board.select(prefix="gt:piece:"), board.button("Resign"), board.button("Offer draw")):
            values = ["32"] if component["type"] == 3 else None
            answer = await (await standin.click(table.carol, board, component, values)).response()
            assert answer.ephemeral and answer.content == "This is not your match.", answer.content
        waiting = await (await standin.click(table.bob, board, board.select(prefix="gt:piece:"), ["32"])).response()
        assert waiting.content == "It is not your turn."
        assert await _status(table, match_id) == before
    assert len(table.boards(thread)) == 1


async def test_two_presses_of_the_same_move_apply_once(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        picked = await standin.click(table.alice, board, board.select(prefix="gt:piece:"), ["32"])
        menu = (await picked.response()).message
        assert menu is not None
        select = menu.select(prefix="gt:move:")
        presses = await asyncio.gather(*(standin.click(table.alice, menu, select, ["32-28"]) for _ in range(2)))
        await asyncio.gather(*(p.response() for p in presses))
        loser = await standin.wait_for(
            lambda: next((f for p in presses for f in p.followups if "board changed" in f.content), None),
            what="the board-changed answer")
        assert loser.ephemeral and loser.attachments  # with the current board
        await table.wait_board(thread, 2)
        await standin.idle()
        assert await table.move_log(match_id_of(board)) == ["32-28"]
    assert len(table.boards(thread)) == 2


async def test_a_stale_board_control_is_answered_with_the_current_board(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, first = await table.start()
        stale_components = copy.deepcopy(first.components)
        await table.move(table.alice, "32-28", thread)
        # Discord would still show a board that failed to lose its controls: put them back.
        first.components = stale_components
        answer = await (await standin.click(table.alice, first, first.select(prefix="gt:piece:"), ["31"])).response()
        assert answer.ephemeral and answer.content.startswith("This board is outdated.")
        assert answer.attachments
        assert f"<@{table.bob.id}> (Green) to move" in answer.content
        assert await table.move_log(match_id_of(first)) == ["32-28"]


def _forge(message: Message, old: str, new: str) -> None:
    for row in message.components:
        for component in row["components"]:
            if component.get("custom_id") == old:
                component["custom_id"] = new


@pytest.mark.parametrize("forged", ["gt:piece:abc:1", "gt:nope:1:1", "gt:piece:1", "gt:piece:1:1:a:b",
                                    "gt:piece:01:1", "other:thing"])
async def test_malformed_custom_ids_are_answered_and_change_nothing(table: Club, forged: str) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        match_id = match_id_of(board)
        before = await _status(table, match_id)
        piece = board.select(prefix="gt:piece:")["custom_id"]
        _forge(board, piece, forged)
        answer = await (await standin.click(table.alice, board, forged, ["32"])).response()
        assert answer.ephemeral and answer.content.startswith("This control is not valid")
        assert await _status(table, match_id) == before


async def test_forged_select_options_are_answered_and_change_nothing(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        match_id = match_id_of(board)
        before = await _status(table, match_id)
        board.select(prefix="gt:piece:")["options"].append({"label": "x", "value": "19"})
        answer = await (await standin.click(table.alice, board, board.select(prefix="gt:piece:"), ["19"])).response()
        assert answer.ephemeral and answer.content.startswith("This control is not valid")
        picked = await standin.click(table.alice, board, board.select(prefix="gt:piece:"), ["32"])
        menu = (await picked.response()).message
        assert menu is not None
        menu.select(prefix="gt:move:")["options"].append({"label": "32-23", "value": "32-23"})
        chosen = await standin.click(table.alice, menu, menu.select(prefix="gt:move:"), ["32-23"])
        await chosen.response()
        refusal = await chosen.followup()
        assert refusal.ephemeral and refusal.content == "The piece on 32 cannot make this move."
        assert await _status(table, match_id) == before
        assert await table.move_log(match_id) == []


async def test_a_new_bot_process_continues_the_match_with_old_buttons(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, _ = await table.start()
        board = await table.played(table.alice, "32-28", thread)
        pending = await table.challenge(table.carol)
    # The first process is gone; a new one opens the same SQLite file.
    async with standin.running(table.new_bot()):
        menu = await table.click_move(table.bob, board, "19", "19-23")  # a button posted by the old process
        assert menu.content == "You played 19-23."
        board = await table.wait_board(thread, 3)
        await table.move(table.alice, "28x19", thread)
        await table.wait_board(thread, 4)
        accepted = await table.press(table.carol, pending, "Accept")
        assert accepted.type == 6
        await standin.wait_for(lambda: not pending.components, what="the old challenge to be accepted")
        assert await table.move_log(match_id_of(board)) == ["32-28", "19-23", "28x19"]
