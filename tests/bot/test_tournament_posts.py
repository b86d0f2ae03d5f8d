"""A tournament as its players see it through the stand-in (issue 28): the announcement and its
thread, entries, each round's pairings with mentions, every game in its own thread with its first
board, the round's results and standings image when its last game ends, the final standings.
The tournament is driven through the service (the /tournament commands are tested with them)."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from tests.bot.test_tournament_commands import counted
from tests.helpers.guild import Club
from tests.standin import Message, Thread

#: card images are drawn at least 240 px wide
CARD_BOARD = 320


def posted(table: Club, where: Any, marker: str) -> list[Message]:
    return [m for m in table.standin.messages(where) if marker in m.content and not m.ephemeral]


async def wait_post(table: Club, where: Any, marker: str, count: int = 1) -> Message:
    await table.standin.wait_for(lambda: len(posted(table, where, marker)) >= count, what=repr(marker))
    return posted(table, where, marker)[count - 1]


async def test_a_swiss_is_announced_paired_played_in_threads_and_ranked(table: Club) -> None:
    standin = table.standin
    dave = standin.add_user("dave")
    players = [table.alice, table.bob, table.carol, dave]
    async with standin.running(table.new_bot()) as bot:
        service = bot.runtime.service
        made = await service.tournaments.create(guild_id=table.guild.id, channel_id=table.channel.id,
                                                creator_id=table.alice.id, game_key="dames", name="Club Swiss",
                                                format="swiss", rounds=2, days=3)
        announcement = await wait_post(table, table.channel, "Club Swiss")
        assert announcement.content.startswith(f"🏆 Club Swiss · tournament {made.id}\n**Dames")
        assert "`/tournament join`" in announcement.content
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == announcement.id)
        assert thread.name == f"Club Swiss · tournament {made.id}"
        assert (await service.tournaments.get(made.id)).thread_id == thread.id
        for player in players:
            await service.tournaments.join(made.id, player.id)
        entered = await wait_post(table, thread, "entered", 4)
        assert entered.content == f"➕ <@{dave.id}> entered (4 in all)."
        assert entered.extra["allowed_mentions"] == {"parse": []}
        await service.tournaments.start(made.id, table.alice.id)

        pairings = await wait_post(table, thread, "Round 1 pairings")
        _, _, boards = await service.tournaments.pairings(made.id, 1)
        assert len(boards) == 2
        pinged = sorted(pairings.extra["allowed_mentions"]["users"])
        assert pinged == sorted(p.id for p in players)
        games: list[tuple[Thread, int]] = []
        for board in boards:
            match = await service.get(board.match_id)
            assert match.row.thread_id is not None
            game_thread = next(t for t in standin.threads if t.id == match.row.thread_id)
            first, second = board.seats
            assert f"Board {board.board}: <@{first}> (blue) – <@{second}> · game: <#{game_thread.id}>" \
                in pairings.content
            # the game's announcement in the tournament's channel, the thread opened from it, the board in it
            opener = next(m for m in standin.messages(table.channel) if m.id == game_thread.starter_message_id)
            assert opener.content == (f"🏆 Club Swiss · tournament {made.id} · round 1 · board {board.board}: "
                                      f"<@{first}> – <@{second}>")
            names = {p.id: p.name for p in players}
            assert game_thread.name == f"Club Swiss · R1 B{board.board}: {names[first]} – {names[second]}"
            await table.wait_board(game_thread)
            games.append((game_thread, match.id))
        assert not table.boards(table.channel)  # no board left in the channel

        # the first game ends: no results yet; the last one: results and standings, then round 2
        first_board, second_board = boards
        await service.resign(first_board.match_id, first_board.seats[1])
        await table.wait_board(games[0][0], 2)
        assert not posted(table, thread, "Round 1 results")
        await service.offer_draw(second_board.match_id, second_board.seats[0])
        await service.answer_draw(second_board.match_id, second_board.seats[1], True)
        results = await wait_post(table, thread, "Round 1 results")
        assert f"Board {first_board.board}: " in results.content and "· **1–0**" in results.content
        assert "· **½–½**" in results.content and "<@" not in results.content  # names, no pings
        standings = await wait_post(table, thread, "Standings after round 1")
        assert standings.attachments and standings.attachments[0].filename == f"standings-{made.id}-1.png"
        image = Image.open(io.BytesIO(standings.attachments[0].data))
        assert image.width == 200 and image.height > 80
        winner = first_board.seats[0]
        assert standings.content.splitlines()[1].startswith(f"1. {names_of(players)[winner]}: 1 pt")
        await wait_post(table, thread, "Round 2 pairings")

        _, _, second_round = await service.tournaments.pairings(made.id, 2)
        for board in second_round:
            await service.resign(board.match_id, board.seats[1])
        final = await wait_post(table, thread, "Final standings")
        assert final.attachments and final.attachments[0].filename == f"standings-{made.id}-final.png"
        crowned = await wait_post(table, thread, "🥇")
        assert "wins the tournament!" in crowned.content or "share first place!" in crowned.content
        assert (await service.tournaments.get(made.id)).status == "finished"


def names_of(players: list[Any]) -> dict[int, str]:
    return {p.id: p.name for p in players}


async def test_a_french_card_event_names_the_computer_seats_and_gives_each_table_a_thread(standin: Any,
                                                                                          tmp_path: Any) -> None:
    from tests.helpers.guild import french_table

    table = french_table(standin, tmp_path)
    players = [table.alice, table.bob, table.carol, *(standin.add_user(name) for name in ("dave", "erin", "fay", "gus"))]
    async with standin.running(table.new_bot(board_size=CARD_BOARD)) as bot:
        service = bot.runtime.service
        made = await service.tournaments.create(guild_id=table.guild.id, channel_id=table.channel.id,
                                                creator_id=table.alice.id, game_key="macadam-cartes",
                                                name="Soirée cartes", rounds=1, days=3)
        announcement = await wait_post(table, table.channel, "Soirée cartes")
        assert "`/tournoi rejoindre`" in announcement.content and "tables de cartes · 1 ronde" in announcement.content
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == announcement.id)
        for player in players:
            await service.tournaments.join(made.id, player.id)
        await service.tournaments.start(made.id, table.alice.id)
        pairings = await wait_post(table, thread, "Appariements de la ronde 1")
        _, _, boards = await service.tournaments.pairings(made.id, 1)
        seated = [board for board in boards if board.bye is None]
        assert sorted(len(board.seats) for board in seated) == [4, 4]  # seven players: one computer seat
        board = next(board for board in seated if None in board.seats)
        names = ", ".join("Ordinateur" if user is None else f"<@{user}>" for user in board.seats)
        match = await service.get(board.match_id)
        assert f"Table {board.board} : {names} · partie : <#{match.row.thread_id}>" in pairings.content
        assert bot.user.id not in pairings.extra["allowed_mentions"]["users"]  # the computer is never pinged
        game_thread = next(t for t in standin.threads if t.id == match.row.thread_id)
        assert game_thread.name.startswith(f"Soirée cartes · R1 T{board.board} : ")
        assert "Ordinateur" in game_thread.name
        await table.wait_board(game_thread)


async def test_a_cancelled_tournament_says_why(table: Club) -> None:
    async with table.standin.running(table.new_bot()) as bot:
        service = bot.runtime.service
        made = await service.tournaments.create(guild_id=table.guild.id, channel_id=table.channel.id,
                                                creator_id=table.alice.id, game_key="mak-yek", name="Spring",
                                                format="round-robin")
        announcement = await wait_post(table, table.channel, "Spring")
        thread = await table.standin.wait_for_thread(lambda t: t.starter_message_id == announcement.id)
        await service.tournaments.join(made.id, table.bob.id)
        await service.tournaments.leave(made.id, table.bob.id)
        left = await wait_post(table, thread, "left")
        assert left.content == f"➖ <@{table.bob.id}> left the tournament (0 in all)."
        await service.tournaments.cancel(made.id, table.alice.id, False)
        cancelled = await wait_post(table, thread, "❌")
        assert cancelled.content == "❌ The tournament has been cancelled by its organiser."


async def test_a_game_past_the_rounds_deadline_is_adjudicated_and_the_post_says_so(table: Club) -> None:
    from datetime import timedelta

    from tests.helpers.clock import FakeClock

    clock = FakeClock()
    async with table.standin.running(table.new_bot(clock)) as bot:
        service = bot.runtime.service
        made = await service.tournaments.create(guild_id=table.guild.id, channel_id=table.channel.id,
                                                creator_id=table.alice.id, game_key="dames", name="Blitz",
                                                format="swiss", rounds=1, days=3, round_days=3)
        announcement = await wait_post(table, table.channel, "Blitz")
        thread = await table.standin.wait_for_thread(lambda t: t.starter_message_id == announcement.id)
        for player in (table.alice, table.bob):
            await service.tournaments.join(made.id, player.id)
        await service.tournaments.start(made.id, table.alice.id)
        await wait_post(table, thread, "Round 1 pairings")
        _, _, boards = await service.tournaments.pairings(made.id, 1)
        match = await service.get(boards[0].match_id)
        game_thread = next(t for t in table.standin.threads if t.id == match.row.thread_id)
        await table.wait_board(game_thread)
        clock.now += timedelta(days=3, hours=1)
        await service.rounds.adjudicate_overdue()
        results = await wait_post(table, thread, "Round 1 results")
        assert "⚖️ Adjudicated by the computer at the round's deadline (a win only where one side's position is " \
               "lost, else a draw): board 1." in results.content
        final = await table.wait_board(game_thread, 2)
        assert "adjudicated by the computer at the round's deadline" in final.content
        await wait_post(table, thread, "Final standings")


async def test_where_threads_are_refused_the_tournament_and_its_games_post_in_the_channel(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()) as bot:
        service = bot.runtime.service
        standin.fail("POST", r"/channels/\d+/messages/\d+/threads", status=403, code=50001, message="Missing Access",
                     times=10)
        made = await service.tournaments.create(guild_id=table.guild.id, channel_id=table.channel.id,
                                                creator_id=table.alice.id, game_key="mak-yek", name="Open",
                                                format="swiss", rounds=1)
        await wait_post(table, table.channel, "Open")
        for player in (table.alice, table.bob):
            await service.tournaments.join(made.id, player.id)
        await service.tournaments.start(made.id, table.alice.id)
        pairings = await wait_post(table, table.channel, "Round 1 pairings")
        assert not standin.threads and (await service.tournaments.get(made.id)).thread_id is None
        opener = await wait_post(table, table.channel, "· round 1 · board 1: ")
        board = await table.wait_board(table.channel)
        assert pairings.id > opener.id and board.id > opener.id


async def test_the_last_game_s_news_read_the_tournament_once_each(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()) as bot:
        service = bot.runtime.service
        made = await service.tournaments.create(guild_id=table.guild.id, channel_id=table.channel.id,
                                                creator_id=table.alice.id, game_key="mak-yek", name="Duel",
                                                format="swiss", rounds=1)
        await wait_post(table, table.channel, "Duel")
        for player in (table.alice, table.bob):
            await service.tournaments.join(made.id, player.id)
        await service.tournaments.start(made.id, table.alice.id)
        game = next(t for t in standin.threads if t.name.startswith("Duel · R1"))
        await table.wait_board(game)
        reads = counted(service.tournaments, "get")
        await (await standin.slash(table.bob, "resign", channel=game)).followup()
        thread = next(t for t in standin.threads if t.name.startswith("Duel · tournament"))
        await wait_post(table, thread, "Final standings")
        await wait_post(table, thread, "🥇")
        assert len(posted(table, thread, "")) >= 4  # results, standings, final standings, winner
        assert len(reads) == 2  # the round's news and the tournament's end: one read each
