"""The Rematch button through the real client: colours swap, it starts once, strangers refused."""

from __future__ import annotations

from pathlib import Path

from tests.helpers.guild import Club, match_id_of, only_rematch
from tests.standin import DiscordStandIn
from tests.standin import permissions as perms


async def test_a_rematch_starts_with_swapped_colours(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()  # alice is seat 0 (moves first)
        await (await standin.slash(table.bob, "resign", channel=thread)).followup()
        final = await table.wait_board(thread, 2)
        assert only_rematch(final)
        old_id = match_id_of(board)
        stranger = await table.press(table.carol, final, "Rematch")
        assert stranger.data["content"] == "This is not your match." and stranger.ephemeral
        asked = await (await standin.click(table.bob, final, final.button("Rematch"))).followup()
        challenge = await standin.wait_for_message(table.channel, lambda m: "**Rematch!**" in m.content)
        await standin.wait_for(lambda: final.components == [], what="the final board's button to go")
        new_id = match_id_of(asked)
        assert asked.ephemeral and asked.content == f"Rematch asked for: match #{new_id}."
        assert f"<@{table.alice.id}>" in challenge.content and new_id != old_id
        accepted = await standin.click(table.alice, challenge, challenge.button(prefix="gt:accept:"))
        await accepted.response()
        new_thread = await standin.wait_for_thread(lambda t: t.starter_message_id == challenge.id)
        first_board = await table.wait_board(new_thread)
        stored = await table.stored(new_id)
        old = await table.stored(old_id)
    assert stored.seats == (table.bob.id, table.alice.id) and stored.status == "active"
    assert old.rematch_id == new_id
    assert f"<@{table.bob.id}>" in first_board.content  # bob now moves first
    assert new_thread.parent_id == thread.parent_id == table.channel.id and stored.thread_id == new_thread.id
    assert thread.name == "Dames (international draughts): alice vs bob"
    assert new_thread.name == "Dames (international draughts): bob vs alice"  # the asker challenges
    assert table.boards(table.channel) == []


async def test_a_rematch_of_a_computer_match_lives_in_a_thread_like_the_first(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()) as bot:
        started = await table.challenge(standin.bot_user, level=1)  # alice moves first
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == started.id)
        await table.wait_board(thread)
        await (await standin.slash(table.alice, "resign", channel=thread)).followup()
        final = await table.wait_board(thread, 2)
        asked = await (await standin.click(table.alice, final, final.button("Rematch"))).followup()
        new_id = match_id_of(asked)
        new_thread = await standin.wait_for_thread(lambda t: t.id != thread.id)
        first_board = await table.wait_board(new_thread)
        await bot.computers.idle()
        await table.wait_board(new_thread, 2)  # the computer moves first this time
        aborted = await (await standin.slash(table.alice, "abort", channel=new_thread)).followup()
        stored = await table.stored(new_id)
    starter = next(m for m in standin.messages(table.channel) if m.id == new_thread.starter_message_id)
    assert "**Rematch!**" in starter.content and f"match #{new_id}" in starter.content
    assert new_thread.mention in starter.content  # where to play, as the first match's message says
    assert new_thread.parent_id == table.channel.id and new_thread.name == thread.name
    assert thread.name == "Dames (international draughts): alice vs Computer, level 1"
    assert table.boards(table.channel) == [] and stored.thread_id == new_thread.id
    assert f"match #{new_id}" in first_board.content
    assert aborted.content == "Match aborted." and stored.status == "aborted"


async def test_a_rematch_of_a_computer_match_played_in_the_channel_stays_there(standin: DiscordStandIn,
                                                                                tmp_path: Path) -> None:
    guild = standin.add_guild("No threads", permissions=perms.NO_THREADS)
    table = Club(standin, guild, standin.add_user("alice"), standin.add_user("bob"), standin.add_user("carol"),
                  tmp_path / "db.sqlite3")
    async with standin.running(table.new_bot()):
        await table.challenge(standin.bot_user, level=1)
        await table.wait_board(table.channel)
        await (await standin.slash(table.alice, "resign", channel=table.channel)).followup()
        final = await table.wait_board(table.channel, 2)
        asked = await (await standin.click(table.alice, final, final.button("Rematch"))).followup()
        new_id = match_id_of(asked)
        first_board = await table.wait_board(table.channel, 3)
        stored = await table.stored(new_id)
    announced = [m for m in standin.messages(table.channel) if "**Rematch!**" in m.content]
    assert len(announced) == 1 and table.channel.mention in announced[0].content
    assert standin.threads == [] and stored.thread_id is None and f"match #{new_id}" in first_board.content
