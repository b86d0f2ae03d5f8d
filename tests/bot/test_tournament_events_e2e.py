"""Whole tournaments through the stand-in with the real bot and its deployed defaults (issue 28's
"done when"): players create, join and start them with /tournament, play every game in its own
thread with /resign and /draw, and read the pairings, results and standings the bot posts.

- a Swiss of nine players and five rounds for Dames, results by resignation and draw agreement
  chosen at random; its /tournament export's TRF passes the handbook's checks;
- a round robin of six players for Mak-Yek, every game started at once;
- a card event of ten players and three rounds, a player withdrawing during the first so that the
  computer fills a seat at the tables of the next ones.
"""

from __future__ import annotations

import io
import random
import zipfile
from typing import Any

from caissify_pairings.fpc import check_trf

from bot.app import GameTableBot
from tests.bot.test_tournament_commands import answer, owner_of
from tests.bot.test_tournament_posts import posted, wait_post
from tests.helpers.guild import Club
from tests.standin import Thread, User
from tests.tournaments.check import violations
from tests.tournaments.test_trf import read_trf

#: card images are drawn at least 240 px wide
CARD_BOARD = 320


def field(table: Club, size: int) -> list[User]:
    extra = [table.standin.add_user(f"player{n}") for n in range(size - 3)]
    return [table.alice, table.bob, table.carol, *extra]


async def entered(table: Club, players: list[User], options: dict[str, Any]) -> Thread:
    """The tournament created by the server's owner, every player in it; its thread."""
    made = await answer(table, owner_of(table), "tournament create", options)
    assert made.content.startswith("Tournament #1 "), made.content
    announcement = await wait_post(table, table.channel, options["name"])
    thread = await table.standin.wait_for_thread(lambda t: t.starter_message_id == announcement.id)
    for player in players:
        joined = await answer(table, player, "tournament join")
        assert joined.content.startswith("You are in tournament #1"), joined.content
    started = await answer(table, owner_of(table), "tournament start")
    assert "#1" in started.content, started.content
    return thread


def game_thread(table: Club, thread_id: int | None) -> Thread:
    assert thread_id is not None
    return next(t for t in table.standin.threads if t.id == thread_id)


async def play_round(table: Club, bot: GameTableBot, number: int, rng: random.Random) -> int:
    """Every game of round ``number`` ended from its thread by /resign or an agreed /draw; how many."""
    service = bot.runtime.service
    _, _, boards = await service.tournaments.pairings(1, number)
    users = table.standin.world.users
    games = 0
    for board in boards:
        if board.match_id is None:
            continue
        match = await service.get(board.match_id)
        where = game_thread(table, match.row.thread_id)
        await table.wait_board(where)
        people = [users[user] for seat, user in enumerate(match.seats) if seat not in match.computers]
        if len(match.seats) == 2 and rng.random() < 0.35:
            await (await table.standin.slash(people[0], "draw", channel=where)).followup()
            await (await table.standin.slash(people[1], "draw", channel=where)).followup()
        else:
            await (await table.standin.slash(rng.choice(people), "resign", channel=where)).followup()
        games += 1
    return games


async def test_a_nine_player_swiss_of_five_rounds(table: Club) -> None:
    rng = random.Random(9)
    players = field(table, 9)
    async with table.standin.running(table.new_bot()) as bot:
        thread = await entered(table, players, {"game": "dames", "name": "Autumn Swiss", "rounds": 5})
        for number in range(1, 6):
            pairings = await wait_post(table, thread, f"Round {number} pairings")
            assert pairings.content.count("Board ") == 4 and "bye" in pairings.content  # four games, one bye
            assert await play_round(table, bot, number, rng) == 4
            await wait_post(table, thread, f"Standings after round {number}" if number < 5 else "Final standings")
        final = posted(table, thread, "Final standings")[-1]
        assert final.attachments and len(final.content.splitlines()) >= 10
        exported = await answer(table, table.bob, "tournament export")
        assert exported.attachments, exported.content
        archive = zipfile.ZipFile(io.BytesIO(exported.attachments[0].data))
        assert len([name for name in archive.namelist() if name.endswith(".pdn")]) == 20
        trf = archive.read("tournament-1.trf").decode("utf-8")
    entries, rounds, points = read_trf(trf)
    assert len(entries) == 9 and len(rounds) == 5 and all(round_.complete for round_ in rounds)
    assert violations(entries, rounds, 5) == []
    report = check_trf(trf)
    assert report["summary"]["rounds_checked"] == 5 and report["summary"]["total_discrepancies"] == 0
    assert sum(points.values()) == 5 * 4 + 5  # every game a point between two, every bye a point


async def test_a_six_player_round_robin_of_mak_yek(table: Club) -> None:
    rng = random.Random(6)
    players = field(table, 6)
    async with table.standin.running(table.new_bot()) as bot:
        thread = await entered(table, players, {"game": "mak-yek", "name": "Mak-Yek league",
                                                "format": "round-robin", "days": 7})
        service = bot.runtime.service
        tournament = await service.tournaments.get(1)
        assert tournament.rounds == 5
        for number in range(1, 6):
            await wait_post(table, thread, f"Round {number} pairings")  # every round posted at the start
            _, _, boards = await service.tournaments.pairings(1, number)
            assert len(boards) == 3 and all(board.match_id is not None for board in boards)
        pairs = set()
        for number in range(1, 6):
            _, _, boards = await service.tournaments.pairings(1, number)
            pairs |= {frozenset(board.seats) for board in boards}
        assert len(pairs) == 15  # each pair once
        for number in (5, 3, 1, 4, 2):  # boards played in parallel: rounds end in any order
            assert await play_round(table, bot, number, rng) == 3
        final = await wait_post(table, thread, "Final standings")
        assert "SB" in final.content and final.attachments
        assert (await service.tournaments.get(1)).status == "finished"


async def test_a_ten_player_card_event_of_three_rounds_the_computer_filling_seats(table: Club) -> None:
    rng = random.Random(10)
    players = field(table, 10)
    async with table.standin.running(table.new_bot(board_size=CARD_BOARD)) as bot:
        service = bot.runtime.service
        thread = await entered(table, players, {"game": "macadam-cartes", "name": "Card night", "rounds": 3})
        await wait_post(table, thread, "Round 1 pairings")
        _, _, boards = await service.tournaments.pairings(1, 1)
        assert sorted(len(board.seats) for board in boards) == [5, 5] and None not in boards[0].seats
        quitter = players[-1]  # withdraws during round 1: their table stands, later rounds go without them
        left = await answer(table, quitter, "tournament withdraw")
        assert "#1" in left.content, left.content
        await play_round(table, bot, 1, rng)
        await wait_post(table, thread, "Standings after round 1")
        for number in (2, 3):
            await wait_post(table, thread, f"Round {number} pairings")
            _, _, boards = await service.tournaments.pairings(1, number)
            assert sorted(len(board.seats) for board in boards) == [5, 5]
            assert [board.seats.count(None) for board in boards] == [0, 1]  # the computer fills the smaller table
            assert quitter.id not in [user for board in boards for user in board.seats]
            for board in boards:
                match = await service.get(board.match_id)  # type: ignore[arg-type]
                assert list(match.computers) == [seat for seat, user in enumerate(board.seats) if user is None]
            await play_round(table, bot, number, rng)
        final = await wait_post(table, thread, "Final standings")
        assert final.attachments
        _, standings, _ = await service.tournaments.standings(1)
        assert len(standings.lines) == 10 and standings.tie_breaks == ("WIN",)
        assert table.standin.bot_user.id not in [line.player for line in standings.lines]
