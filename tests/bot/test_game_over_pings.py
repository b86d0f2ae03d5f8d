"""A match's end reaches every player who did not cause it (issue 25, item 4): the final board
mentions each of them once, as their /settings ping says (a mention on the board, a direct
message, or nothing), whatever ended it: a resignation, an abort, an accepted draw, a timeout,
the computer's winning move or a card table's last action. Whoever ended it is not pinged."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.bot.test_computer import _settled, _versus
from tests.helpers.clock import START, FakeClock
from tests.helpers.guild import Club, match_id_of
from tests.helpers.tables import card_bot, start_table
from tests.standin import Message, User


def pinged(message: Message) -> list[int]:
    """Whom a bot message pings (the users its allowed mentions name)."""
    allowed = message.extra.get("allowed_mentions") or {}
    return sorted(int(uid) for uid in allowed.get("users") or [])


async def _ping(table: Club, user: User, mode: str, locale: str = "en-US") -> None:
    await (await table.standin.slash(user, "settings", {"ping": mode}, locale=locale)).response()


async def test_a_resignation_pings_the_waiting_player_not_the_resigner(localised_table: Club) -> None:
    table, standin = localised_table, localised_table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start(locale=table.guild.locale)
        await table.played(table.alice, "32-28", thread)
        await (await standin.slash(table.bob, "resign", channel=thread)).followup()
        final = await table.wait_board(thread, 3)
    assert pinged(final) == [table.alice.id]
    assert f"<@{table.alice.id}>" in final.content
    assert ("Game over" if table.guild.locale == "en-US" else "Partie terminée") in final.content


async def test_an_abort_tells_a_dm_player_by_direct_message_in_their_language(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        await _ping(table, table.alice, "dm")
        await (await standin.slash(table.alice, "settings", {"language": "fr"})).response()
        thread, board = await table.start()
        await (await standin.slash(table.bob, "abort", channel=thread)).followup()
        final = await table.wait_board(thread, 2)
        await standin.wait_for(lambda: standin.dms(table.alice), what="the end by direct message")
        [dm] = standin.dms(table.alice)
    assert pinged(final) == []  # Alice wants a DM, not a mention; Bob aborted it himself
    match_id = match_id_of(board)
    assert dm.content.startswith(f"🏁 **Dames (jeu de dames international)** · la partie n°{match_id} est terminée.")
    assert f"**Partie annulée** par <@{table.bob.id}>." in dm.content and "https://discord.com/channels/" in dm.content
    assert not standin.dms(table.bob)


async def test_an_accepted_draw_pings_the_player_who_offered_it(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        await (await standin.slash(table.alice, "draw", channel=thread)).followup()
        await (await standin.slash(table.bob, "draw", channel=thread)).followup()
        final = await table.wait_board(thread, 2)
    assert "Game over" in final.content and pinged(final) == [table.alice.id]


async def test_a_timeout_pings_both_players_once_as_each_chose(table: Club) -> None:
    """Nobody acted: the clock ended it. Alice (mention) is pinged by the final board, Bob chose
    no pings at all; the loss-on-time notice names them without pinging again."""
    standin = table.standin
    clock = FakeClock(START)
    bot = table.new_bot(clock)
    async with standin.running(bot):
        await _ping(table, table.bob, "none")
        thread, board = await table.start(days=1)
        clock.now = START + timedelta(days=1)
        bot.scheduler.poke()
        notice = await standin.wait_for_message(thread, lambda m: m.content.startswith("⌛ **"))
        final = table.boards(thread)[-1]
    assert "Game over" in final.content and pinged(final) == [table.alice.id]
    assert pinged(notice) == [] and not standin.dms(table.bob)


async def test_the_computers_winning_move_pings_its_opponent(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()) as bot:
        started, thread = await _versus(table, "dames", position="W:W46:B37", level=1, first="challenger")
        await table.move(table.alice, "46-41", thread)
        done = await _settled(bot, match_id_of(started))
        final = await table.wait_board(thread, 3)
    assert done.status == "finished" and done.row.result["winners"] == [1]  # type: ignore[index]
    assert "Game over" in final.content and pinged(final) == [table.alice.id]


async def test_a_draw_the_computer_accepts_is_told_in_the_offers_answer(table: Club) -> None:
    """The person's offer ended it (the computer's answer came at once, in their interaction:
    ``ended_by``): the computer's answer is said, then the final board, and the person's own
    answer says the result, so the board pings nobody."""
    standin = table.standin
    async with standin.running(table.new_bot()):
        started, thread = await _versus(table, "dames", position="W:W31-40:B1-5", level=1, first="challenger")
        ack = await (await standin.slash(table.alice, "draw", channel=thread)).followup()
        final = await table.wait_board(thread, 2)
    said = [m for m in standin.messages(thread) if m.content.startswith("The computer accepts")]
    assert len(said) == 1 and said[0].id < final.id
    assert ack.ephemeral and ack.content == "Draw: agreed by both players"  # before: "Draw offered."
    assert "Game over" in final.content and pinged(final) == []


async def test_a_card_tables_last_action_pings_the_other_players(table: Club) -> None:
    """Three players; the table is played through the service up to its last action, which its
    player types: the final table pings one other player (mention) and sends the third (who
    chose DMs) a direct message; the one who ended it hears nothing."""
    standin = table.standin
    rng = random.Random(7)
    players = (table.alice, table.bob, table.carol)
    async with standin.running(card_bot(table)) as bot:
        thread, first = await start_table(table, list(players))
        match = await bot.service.get(match_id_of(first))
        game = match.game
        while True:
            user_id = match.user_to_move
            assert user_id is not None
            move, text = rng.choice(match.legal_moves(user_id))
            if game.outcome(game.apply(match.state, match.seat_to_move, move)) is not None:
                break
            match = (await bot.service.play(match.id, user_id, text)).match
        ender = next(u for u in players if u.id == user_id)
        mention, dm = [u for u in players if u is not ender]
        await _ping(table, dm, "dm")
        count = len(table.boards(thread)) + 1
        await table.move(ender, text, thread)
        final = await table.wait_board(thread, count)
        await standin.wait_for(lambda: standin.dms(dm), what="the end by direct message")
    assert "Game over" in final.content and pinged(final) == [mention.id]
    [sent] = standin.dms(dm)
    assert "is over" in sent.content and not standin.dms(ender) and not standin.dms(mention)
