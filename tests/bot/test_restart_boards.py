"""A move committed just before the bot stopped, whose board was never posted: the next start
posts it (pinging whoever is to act), once; a start with every board up posts nothing. Issue 12:
the computer's reply is committed, then the bot stops before its board goes up."""

from __future__ import annotations

import asyncio
import random

from bot.app import GameTableBot
from bot.service import GameService, Played
from bot.storage import Storage
from tests.helpers.guild import Club, match_id_of, only_rematch
from tests.standin import Message, Thread


async def _never_plays(match_id: int, expected_version: int) -> Played | None:
    """The computer of the first run does not get to play before the stop."""
    return None


def _version_of(board: Message) -> int:
    """The version a board's controls act at (``gt:<action>:<match>:<version>...``)."""
    versions = {int(custom_id.split(":")[3]) for custom_id in board.custom_ids}
    assert len(versions) == 1, board.custom_ids
    return versions.pop()


async def _commit_offline(table: Club, match_id: int, human_text: str | None = None) -> Played:
    """What the bot committed before it stopped without posting: the computer's reply (or, with
    ``human_text``, that move of the player to move)."""
    async with Storage.open(table.db_path) as storage:
        service = GameService(storage, rng=random.Random(2))
        match = await service.get(match_id)
        if human_text is not None:
            user = match.user_to_move
            assert user is not None
            return await service.play(match_id, user, human_text)
        played = await service.play_computer(match_id, match.version)
        assert played is not None
        return played


async def test_a_computer_move_committed_before_a_stop_gets_its_board_at_start(table: Club) -> None:
    standin = table.standin
    bot: GameTableBot
    async with standin.running(table.new_bot()) as bot:
        bot.service.play_computer = _never_plays  # type: ignore[method-assign]
        started = await table.challenge(standin.bot_user, game="dames", level=1, first="challenger")
        thread: Thread = await standin.wait_for_thread(lambda t: t.starter_message_id == started.id)
        match_id = match_id_of(started)
        await table.wait_board(thread)
        await table.move(table.alice, "32-28", thread)
        await table.wait_board(thread, 2)
    assert (await table.stored(match_id)).published_version == 2
    played = await _commit_offline(table, match_id)
    assert played.match.version == 3 and played.match.user_to_move == table.alice.id

    async with standin.running(table.new_bot()) as bot:
        board = await table.wait_board(thread, 3)
        assert f"<@{table.alice.id}>" in board.content and "Computer, level 1" in board.content
        assert board.extra["allowed_mentions"]["users"] == [table.alice.id]
        assert _version_of(board) == 3
        previous = table.boards(thread)[1]
        await standin.wait_for(lambda: previous.components == [], what="the previous board to lose its controls")
        text = (await bot.service.get(match_id)).legal_moves(table.alice.id)[0][1]
        ack = await table.move(table.alice, text, thread)  # and the new board is the live one
        assert ack.ephemeral and text in ack.content, ack.content
        await table.wait_board(thread, 5)  # her move, then the computer's reply
    assert (await table.stored(match_id)).published_version == 5

    async with standin.running(table.new_bot()) as bot:  # every board is up: nothing is posted again
        await bot.caught_up()
    assert len(table.boards(thread)) == 5
    assert len(await table.move_log(match_id)) == 4


async def test_a_game_ended_by_the_computer_before_a_stop_shows_its_final_board(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()) as bot:
        bot.service.play_computer = _never_plays  # type: ignore[method-assign]
        # The computer (White, to move) takes Black's last man: 28x19 ends the game.
        started = await table.challenge(standin.bot_user, game="dames", level=1, first="opponent",
                                        position="W:W28:B23")
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == started.id)
        match_id = match_id_of(started)
        await table.wait_board(thread)
    played = await _commit_offline(table, match_id)
    assert played.match.status == "finished"

    async with standin.running(table.new_bot()):
        final = await table.wait_board(thread, 2)
    assert only_rematch(final) and "Game over" in final.content
    assert len(table.boards(thread)) == 2


async def test_a_human_move_committed_before_a_stop_gets_its_board_at_start(localised_table: Club) -> None:
    table, french = localised_table, localised_table.guild.locale == "fr"
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, first = await table.start(locale=table.guild.locale)
    match_id = match_id_of(first)
    await _commit_offline(table, match_id, "32-28")

    async with standin.running(table.new_bot()):
        board = await table.wait_board(thread, 2)
        assert f"<@{table.bob.id}>" in board.content and board.extra["allowed_mentions"]["users"] == [table.bob.id]
        assert ("au trait" in board.content) == french  # in the guild's language, known once ready
        await table.move(table.bob, "19-23", thread)
        await table.wait_board(thread, 3)
    assert await table.move_log(match_id) == ["32-28", "19-23"]


async def test_a_missing_board_that_cannot_be_posted_is_tried_again_at_the_next_start(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        first_thread, first = await table.start()
        second_thread, second = await table.start()
    for board in (first, second):
        await _commit_offline(table, match_id_of(board), "32-28")
    standin.fail("POST", rf"/channels/{first_thread.id}/messages", status=403, code=50001, message="Missing Access")

    async with standin.running(table.new_bot()) as bot:  # the first board is refused; the start goes on
        await bot.caught_up()
        await table.wait_board(second_thread, 2)
        assert len(table.boards(first_thread)) == 1
    assert (await table.stored(match_id_of(first))).published_version == 2
    assert (await table.stored(match_id_of(second))).published_version == 3

    async with standin.running(table.new_bot()):
        board = await table.wait_board(first_thread, 2)
    assert f"<@{table.bob.id}>" in board.content
    assert [len(table.boards(thread)) for thread in (first_thread, second_thread)] == [2, 2]


async def test_the_start_catch_up_meeting_a_move_being_published_posts_its_board_once(table: Club) -> None:
    """A move arrives while the start's catch-up runs (a restart in the middle of play): whichever
    of the two gets to the board first posts it; the other finds it up."""
    standin = table.standin
    bot: GameTableBot
    async with standin.running(table.new_bot()) as bot:
        thread, board = await table.start()
        match_id = match_id_of(board)
        await bot.caught_up()
        for text, user in (("32-28", table.alice), ("19-23", table.bob), ("28x19", table.alice)):
            before = len(table.boards(thread))
            played = await bot.service.play(match_id, user.id, text)  # committed, board not yet posted
            await asyncio.gather(bot.publisher.catch_up(), bot.publisher.played(played),
                                 bot.publisher.publish(played.match, missing=True))
            await standin.idle()
            assert len(table.boards(thread)) == before + 1
            assert (await table.stored(played.match.id)).published_version == played.match.version
