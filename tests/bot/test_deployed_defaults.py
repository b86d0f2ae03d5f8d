"""The bot as it is deployed: built by ``bot.app.make_bot`` from the settings the README's first
command gives it (nothing set but the token and the database file), so its pool of drawing
processes, its board size and its random sources are the deployed ones. One whole flow of each
family through the real discord.py client and the stand-in: two people at a board game, a board
game against the computer, and a card table with a computer seat where a person plays from "My
hand", its menu and /move."""

from __future__ import annotations

import asyncio
import io
import random
from concurrent.futures import ProcessPoolExecutor

from PIL import Image

from bot.app import GameTableBot, make_bot
from bot.config import Settings
from bot.service import BOARD_SIZE, computer_seat
from tests.helpers.guild import Club, match_id_of, only_rematch
from tests.helpers.tables import Driver, Renders, hold_computers, open_table
from tests.service.games import DAMES_QUICK_WIN
from tests.standin import Message


def deployed_bot(table: Club) -> GameTableBot:
    """The bot ``python -m bot`` starts with the README's settings (the stand-in is Discord)."""
    settings = Settings.from_env({"DISCORD_TOKEN": table.standin.token, "DATABASE_PATH": str(table.db_path)})
    assert settings.render_processes > 0, "the deployed bot draws in a pool of processes"
    return make_bot(settings)


def pictures(messages: list[Message]) -> list[Message]:
    """The messages carrying a board picture (not the replay's animation)."""
    return [m for m in messages if m.attachments[0].filename.endswith(".png")]


def width(png: bytes) -> int:
    with Image.open(io.BytesIO(png)) as image:
        return image.width


async def test_two_people_play_dames_to_its_end_with_the_deployed_settings(table: Club) -> None:
    standin = table.standin
    async with standin.running(deployed_bot(table)) as bot:
        assert bot.service.render_executor is not None
        thread, board = await table.start()
        players = (table.alice, table.bob)
        for ply, text in enumerate(DAMES_QUICK_WIN):
            if ply % 3 == 1:  # now and then from the piece menu, else typed
                menu = await table.click_move(players[ply % 2], table.boards(thread)[-1], text.split("-")[0]
                                              .split("x")[0], text)
                assert menu.content == f"You played {text}."
            else:
                ack = await table.move(players[ply % 2], text, thread)
                assert ack.ephemeral and ack.content == f"You played {text}.", ack.content
            await table.wait_board(thread, ply + 2)
            if ply == 4:  # Bob's own /board: his side at the bottom, drawn in the pool too
                own = await (await standin.slash(table.bob, "board", channel=thread)).followup()
        final = table.boards(thread)[-1]
        match_id = match_id_of(board)
        record = await (await standin.slash(table.carol, "export", {"match": match_id})).followup()
        replay = await (await standin.slash(table.carol, "replay", {"match": match_id}, channel=thread)).followup(
            timeout=60)
    assert "Blue wins: Green has no pieces left" in final.content and only_rematch(final)
    assert all(width(b.attachments[0].data) == BOARD_SIZE for b in pictures(table.boards(thread)))
    assert own.ephemeral and width(own.attachments[0].data) == BOARD_SIZE
    assert record.attachments[0].filename == f"match-{match_id}.pdn"
    assert DAMES_QUICK_WIN[-1] in record.attachments[0].data.decode()
    [gif] = replay.attachments
    assert gif.data.startswith(b"GIF8")


async def test_dames_against_the_computer_with_the_deployed_settings(table: Club) -> None:
    standin = table.standin
    async with standin.running(deployed_bot(table)) as bot:
        # the computer searches in a pool of its own: a board never waits behind a search
        searching = bot.service.searches.executor
        assert isinstance(searching, ProcessPoolExecutor) and searching is not bot.service.render_executor
        started = await table.challenge(standin.bot_user, game="dames", level=2)
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == started.id)
        await table.wait_board(thread)
        match_id = match_id_of(started)
        for turn in range(6):
            match = await bot.service.get(match_id)
            assert match.user_to_move == table.alice.id, "the computer did not reply"
            text = match.legal_moves(table.alice.id)[0][1]
            ack = await table.move(table.alice, text, thread)
            assert ack.ephemeral and ack.content == f"You played {text}.", ack.content
            # the computer searches in the pool of processes, then its board is posted
            await table.wait_board(thread, 2 * turn + 3)
            await bot.computers.idle()
        match = await bot.service.get(match_id)
    assert match.status == "active" and computer_seat(match) is None
    assert len(await table.move_log(match_id)) == 12
    assert all(width(b.attachments[0].data) == BOARD_SIZE for b in pictures(table.boards(thread)))


async def test_a_card_table_with_a_computer_seat_with_the_deployed_settings(table: Club, renders: Renders) -> None:
    """Alice opens a table, adds a computer and plays the whole game from "My hand", its menu
    and /move; the computer's turns come from the pool of processes."""
    standin = table.standin
    async with standin.running(deployed_bot(table)) as bot:
        lobby = await open_table(table, table.alice)
        menu = (await table.press(table.alice, lobby, "Add computer")).message
        await (await standin.click(table.alice, menu, menu.select(prefix="gt:cpu_level:"), ["1"])).response()
        await standin.wait_for(lambda: "Computer, level 1" in lobby.content, what="the lobby to show the computer")
        await table.press(table.alice, lobby, "Start")
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == lobby.id)
        first = await table.wait_board(thread)
        match_id = match_id_of(first)
        driver = Driver(table, bot, thread, match_id, renders, random.Random(3), typed_share=0.4)
        # Alice's panel is checked against the state as it is: the computer waits meanwhile.
        gate = hold_computers(bot)
        for _ in range(400):
            await bot.computers.idle()
            match = await driver.match()
            if match.status != "active":
                break
            if computer_seat(match) is not None:
                await asyncio.sleep(0.01)
                continue
            async with gate:
                await driver.step()
        final = await driver.match()
        driver.check_public()
    assert final.status == "finished", "the table did not reach its end"
    assert driver.actions >= 5 and only_rematch(table.boards(thread)[-1])
    assert table.alice.id in driver.panels, "Alice never played from My hand"
