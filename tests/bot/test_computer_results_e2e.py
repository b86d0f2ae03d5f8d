"""Against the computer through the real client: /takeback takes back the move and the reply at
once; a server that opts in (/settings server_computer_rated) rates computer matches."""

from __future__ import annotations

from tests.bot.test_computer import _settled, _versus
from tests.helpers.guild import Club, match_id_of


async def test_a_takeback_against_the_computer_then_a_rated_result(table: Club) -> None:
    standin = table.standin
    owner = standin.world.users[table.guild.owner_id]
    async with standin.running(table.new_bot()) as bot:
        refused = await (await standin.slash(table.bob, "settings", {"server_computer_rated": True})).response()
        assert refused.ephemeral and "Manage Server" in refused.message.content
        opted = await (await standin.slash(owner, "settings", {"server_computer_rated": True})).response()
        assert "Matches against the computer count for ratings on this server." in opted.message.content
        started, thread = await _versus(table, "mak-yek", level=1, first="challenger", rated=True, takebacks=True)
        match_id = match_id_of(started)
        start = (await _settled(bot, match_id)).state
        await table.move(table.alice, "a1-a2", thread)
        replied = await _settled(bot, match_id)
        assert replied.row.move_count == 2
        count = len(table.boards(thread)) + 1
        ack = await (await standin.slash(table.alice, "takeback", channel=thread)).followup()
        assert ack.content == "Your last move and the computer's reply are taken back: your turn again."
        back = await table.wait_board(thread, count)
        assert f"<@{table.alice.id}>" in back.content
        assert (await bot.service.get(match_id)).state == start
        await (await standin.slash(table.alice, "resign", channel=thread)).followup()
        await table.wait_board(thread, count + 1)
        board = await (await standin.slash(table.alice, "leaderboard", {"game": "mak-yek"})).response()
    [embed] = board.data["embeds"]
    assert embed["description"].startswith(f"**1.** <@{table.alice.id}> ")  # rated, the computer not listed
    assert "0 won, 0 drawn, 1 lost" in embed["description"] and "\n" not in embed["description"]
