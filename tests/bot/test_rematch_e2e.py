"""The Rematch button through the real client: colours swap, it starts once, strangers refused."""

from __future__ import annotations

from tests.helpers.guild import Table, match_id_of, only_rematch


async def test_a_rematch_starts_with_swapped_colours(table: Table) -> None:
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
