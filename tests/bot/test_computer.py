"""Playing the computer through the real discord.py client and the stand-in (issue 12): /challenge
against the bot itself, the computer's replies after each board, its seat shown as "Computer,
level N", a turn pending at a restart, a draw offer answered by its assessment, and a card table
with two computer seats."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from bot.app import GameTableBot
from bot.service import GameService, Match, computer_seat
from bot.storage import Storage
from tests.helpers.guild import Club, french_table, match_id_of, only_rematch
from tests.helpers.storage import stored_moves
from tests.helpers.tables import Driver, Renders, card_bot, hold_computers, open_table
from tests.standin import DiscordStandIn, Message, Thread


async def _versus(table: Club, game: str, locale: str = "en-US", **options: object) -> tuple[Message, Thread]:
    """/challenge with the bot as opponent: the public answer and the match's thread."""
    started = await table.challenge(table.standin.bot_user, game=game, locale=locale, **options)
    thread = await table.standin.wait_for_thread(lambda t: t.starter_message_id == started.id)
    await table.wait_board(thread)
    return started, thread


async def _settled(bot: GameTableBot, match_id: int) -> Match:
    """The match once no computer is to act (its board may still be finishing when a test looks)."""
    for _ in range(500):
        await bot.computers.idle()
        match = await bot.service.get(match_id)
        if computer_seat(match) is None:
            return match
        await asyncio.sleep(0.01)
    raise AssertionError("a computer did not play its turn")


async def _play_out(table: Club, bot: GameTableBot, thread: Thread, match_id: int, locale: str = "en-US") -> None:
    """Alice types a move (a capture when she has one) whenever it is her turn, until the end."""
    for _ in range(200):
        match = await _settled(bot, match_id)
        if match.status != "active":
            return
        assert match.user_to_move == table.alice.id, "the computer did not reply"
        legal = [text for _move, text in match.legal_moves(table.alice.id)]
        text = next((t for t in legal if "x" in t), legal[0])
        ack = await table.move(table.alice, text, thread, locale=locale)
        assert ack.ephemeral and text in ack.content, ack.content
    raise AssertionError("the game did not end")


async def test_mak_yek_against_the_computer_to_its_end(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()) as bot:
        started, thread = await _versus(table, "mak-yek", no_capture_plies=10, level=1)
        assert "against the computer, level 1" in started.content and thread.mention in started.content
        assert not started.components  # nothing to accept
        match_id = match_id_of(started)
        first = table.boards(thread)[0]
        assert "Computer, level 1" in first.content and f"<@{standin.bot_user.id}>" not in first.content
        listed = await (await standin.slash(table.alice, "matches", {})).response()
        assert "Computer, level 1" in listed.message.embeds[0]["description"]  # type: ignore[union-attr]
        picked = await standin.autocomplete(table.alice, "move", {"match": ""}, focused="match", channel=thread)
        assert [c["name"] for c in picked] == [f"#{match_id} Mak-Yek vs Computer, level 1 (your turn)"]
        await _play_out(table, bot, thread, match_id)
        final = await bot.service.get(match_id)
        log = await table.move_log(match_id)
    assert final.status == "finished" and len(log) >= 10
    boards = table.boards(thread)
    assert len(boards) == len(log) + 1  # one board per move, the computer's included
    computer_boards = [b for b in boards[1:-1] if f"<@{table.alice.id}>" in b.content]
    assert computer_boards  # the computer's replies mention Alice, whose turn it is
    assert only_rematch(boards[-1]) and "Game over" in boards[-1].content


async def test_dames_from_a_position_against_the_computer_in_french(standin: DiscordStandIn, tmp_path: Path) -> None:
    table = french_table(standin, tmp_path)
    async with standin.running(table.new_bot()) as bot:
        started, thread = await _versus(table, "dames", locale="fr", position="W:W42,22:B21,27", level=2)
        assert "contre l'ordinateur (niveau 2)" in started.content
        assert "Ordinateur, niveau 2" in table.boards(thread)[0].content
        await _play_out(table, bot, thread, match_id_of(started), locale="fr")
        final = await bot.service.get(match_id_of(started))
    assert final.status == "finished" and final.row.result["winners"] == [0]  # type: ignore[index]
    assert "Partie terminée" in table.boards(thread)[-1].content


async def test_a_computer_turn_pending_at_a_restart_is_played_at_start(table: Club) -> None:
    standin = table.standin
    async with Storage.open(table.db_path) as storage:  # made while the bot was down
        service = GameService(storage, rng=random.Random(3))
        match = await service.challenge_computer("dames", table.alice.id, standin.bot_user.id, level=1,
                                                 guild_id=table.guild.id, channel_id=table.channel.id,
                                                 first="opponent")
        assert computer_seat(match) == 0
    async with standin.running(table.new_bot()) as bot:
        board = await table.wait_board(table.channel)
        after = await _settled(bot, match.id)
    assert after.row.move_count == 1 and after.user_to_move == table.alice.id
    assert f"<@{table.alice.id}>" in board.content and "Computer, level 1" in board.content


async def test_a_draw_offer_to_the_computer_is_answered(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()) as bot:
        # Far behind: the computer accepts and says why.
        started, thread = await _versus(table, "dames", position="W:W31-40:B1-5", level=2)
        board = table.boards(thread)[-1]
        confirm = (await table.press(table.alice, board, "Offer draw")).message
        await table.press(table.alice, confirm, "Yes, offer a draw")
        said = await standin.wait_for_message(thread, lambda m: "The computer accepts" in m.content)
        assert said.content == "The computer accepts your offer: its position is lost."
        done = await bot.service.get(match_id_of(started))
        assert done.status == "finished" and done.row.result["reason"] == "agreement"  # type: ignore[index]
        # Even: it declines and play goes on.
        started, thread = await _versus(table, "dames", position="W:W31-35:B1-5", level=2)
        board = table.boards(thread)[-1]
        confirm = (await table.press(table.alice, board, "Offer draw")).message
        await table.press(table.alice, confirm, "Yes, offer a draw")
        said = await standin.wait_for_message(thread, lambda m: "The computer declines" in m.content)
        going = await bot.service.get(match_id_of(started))
    assert going.status == "active" and going.row.draw_offer_seat is None


async def test_a_card_table_with_two_computer_seats_to_its_end(table: Club, renders: Renders) -> None:
    """Alice hosts, Bob joins, Alice adds two computers (levels 1 and 2); the humans play from
    their panels and /move (the table driver), the computers in turn; no hand is ever public."""
    standin = table.standin
    async with standin.running(card_bot(table)) as bot:
        lobby = await open_table(table, table.alice)
        await table.press(table.bob, lobby, "Join")
        refused = await table.press(table.bob, lobby, "Add computer")
        assert refused.ephemeral and refused.content == "Only the player who opened the table can add a computer."
        for level in ("1", "2"):
            menu = (await table.press(table.alice, lobby, "Add computer")).message
            assert menu.ephemeral
            await (await standin.click(table.alice, menu, menu.select(prefix="gt:cpu_level:"), [level])).response()
        await standin.wait_for(lambda: "Computer, level 2" in lobby.content, what="the lobby to show the computers")
        assert "3. Computer, level 1" in lobby.content and "4. Computer, level 2" in lobby.content
        await table.press(table.alice, lobby, "Start")
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == lobby.id)
        assert thread.name == "Macadam (cards): alice, bob, CPU 1, CPU 2"
        first = await table.wait_board(thread)
        match_id = match_id_of(first)
        driver = Driver(table, bot, thread, match_id, renders, random.Random(5))
        # The humans' panels are checked against the state as it is: the computers wait meanwhile.
        gate = hold_computers(bot)
        for _ in range(2000):
            match = await _settled(bot, match_id)
            if match.status != "active":
                break
            async with gate:
                await driver.step()
        final = await driver.match()
        driver.check_public()
    assert final.status == "finished" and final.computers == {2: 1, 3: 2}
    log = await table.move_log(match_id)
    assert {2, 3} <= {entry.seat for entry in await stored_moves(table.db_path, match_id)} and log
    assert only_rematch(table.boards(thread)[-1])
