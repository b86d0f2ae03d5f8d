"""Takebacks through the real client: one accepted (the board goes back), one declined."""

from __future__ import annotations

import engines
from tests.helpers.guild import Club, match_id_of


async def test_a_takeback_accepted_then_one_declined(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start(rated=False)
        match_id = match_id_of(board)
        await table.played(table.alice, "32-28", thread)
        ack = await (await standin.slash(table.alice, "takeback", channel=thread)).followup()
        assert ack.ephemeral and ack.content == "Takeback asked for; your opponent answers with the buttons."
        request = await standin.wait_for_message(thread, lambda m: "asks to take back" in m.content)
        assert f"<@{table.bob.id}>" in request.content
        own = await table.press(table.alice, request, "Accept takeback")
        assert own.ephemeral and own.data["content"] == "That is your own request: your opponent answers it."
        count = len(table.boards(thread)) + 1
        await (await standin.click(table.bob, request, request.button("Accept takeback"))).response()
        back = await table.wait_board(thread, count)
        await standin.wait_for(lambda: request.content == "Takeback accepted: the move is taken back.",
                               what="the request to close")
        stored = await table.stored(match_id)
        dames = engines.get("dames")
        assert dames.position(dames.load(stored.state)) == "W:W31-50:B1-20"
        assert f"<@{table.alice.id}>" in back.content  # alice to move again
        again = await table.played(table.alice, "33-28", thread)
        assert "Move 1: Blue played **33-28**." in again.content  # the withdrawn move is not counted
        replied = await table.played(table.bob, "19-23", thread)
        assert "Move 2: Green played **19-23**." in replied.content
        count = len(table.boards(thread)) + 1
        await (await standin.slash(table.bob, "takeback", channel=thread)).followup()
        asked = {request.id}
        request = await standin.wait_for_message(thread, lambda m: "asks to take back" in m.content
                                                 and m.id not in asked)
        await (await standin.click(table.alice, request, request.button("Accept takeback"))).response()
        asked.add(request.id)
        kept_back = await table.wait_board(thread, count)
        assert "Move 1: Blue played **33-28**." in kept_back.content  # the move still standing, redrawn
        later = await table.played(table.bob, "18-22", thread)
        assert "Move 2: Green played **18-22**." in later.content
        await (await standin.slash(table.bob, "takeback", channel=thread)).followup()
        second = await standin.wait_for_message(thread, lambda m: "asks to take back" in m.content and m.id not in asked)
        await (await standin.click(table.alice, second, second.button("Decline"))).response()
        await standin.wait_for(lambda: second.content == "Takeback declined: the game goes on.", what="the refusal")
        kept = await table.stored(match_id)
    assert second.components == []
    assert dames.position(dames.load(kept.state)) != "W:W31-50:B1-20" and kept.takeback_seat is None
    assert [e.takeback for e in await _log(table, match_id)] == [0, 1, 0, 0, 1, 0]


async def _log(table: Club, match_id: int):  # type: ignore[no-untyped-def]
    from tests.helpers.storage import stored_moves
    return await stored_moves(table.db_path, match_id)


async def test_takeback_against_the_computer_with_the_defaults(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()) as bot:
        started = await table.challenge(standin.bot_user, level=1)  # rated left to its default, as the README has it
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == started.id)
        await table.wait_board(thread)
        match_id = match_id_of(started)
        await table.played(table.alice, "32-28", thread)
        await table.wait_board(thread, 3)  # the computer's reply
        await bot.computers.idle()
        count = len(table.boards(thread)) + 1
        ack = await (await standin.slash(table.alice, "takeback", channel=thread)).followup()
        assert ack.ephemeral and ack.content == "Your last move and the computer's reply are taken back: your turn again."
        back = await table.wait_board(thread, count)
        stored = await table.stored(match_id)
    dames = engines.get("dames")
    assert dames.position(dames.load(stored.state)) == "W:W31-50:B1-20"
    assert f"<@{table.alice.id}>" in back.content
