"""Tournaments through the service (issue 28): entries, the start, every round paired and its games
started at once (no accept step), results heard through the commit seam, the next round paired
when the last game ends, no-shows withdrawn, deadlines adjudicated, and a stop mid-pairing taken up
again once."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from bot.errors import UserError
from bot.service import GameService, Match
from bot.service.commits import ENDED, Commit
from bot.service.tournament_news import News
from bot.storage.tournament_rows import TournamentRow
from tests.helpers.clock import FakeClock
from tests.helpers.ids import CHANNEL, GUILD

PLAYERS = [1000 + n for n in range(12)]
COMPUTER = 999


def wired(service: GameService) -> list[News]:
    """The service as the runtime wires it (its games' ends heard last), and the news it tells."""
    service.rounds.computer_user = COMPUTER
    service.subscribe(service.rounds.committed)

    async def settled(commit: Commit) -> None:
        # the round a game's end completes is closed in the background: these tests wait for it
        if commit.match.status in ENDED:
            await service.rounds.idle()

    service.subscribe(settled)
    heard: list[News] = []

    async def hear(news: News) -> None:
        heard.append(news)

    service.tournaments.subscribe(hear)
    return heard


async def event(service: GameService, game: str, players: int, **options: object) -> TournamentRow:
    made = await service.tournaments.create(guild_id=GUILD, channel_id=CHANNEL, creator_id=PLAYERS[0],
                                            game_key=game, name="Club event", **options)  # type: ignore[arg-type]
    for user in PLAYERS[:players]:
        made = await service.tournaments.join(made.id, user)
    return made


async def games_of(service: GameService, tournament_id: int, number: int) -> list[Match]:
    _, _, boards = await service.tournaments.pairings(tournament_id, number)
    return [await service.get(board.match_id) for board in boards if board.match_id is not None]


async def finish(service: GameService, match: Match, rng: random.Random) -> None:
    """End a game of two by resignation or draw agreement, chosen at random."""
    if rng.random() < 0.3:
        await service.offer_draw(match.id, match.seats[0])
        await service.answer_draw(match.id, match.seats[1], True)
    else:
        await service.resign(match.id, match.seats[rng.randrange(2)])


async def test_a_swiss_pairs_each_round_when_the_last_game_of_the_one_before_ends(service: GameService) -> None:
    heard = wired(service)
    rng = random.Random(5)
    made = await event(service, "dames", 5, format="swiss", rounds=3, days=2)
    started = await service.tournaments.start(made.id, PLAYERS[0])
    assert started.status == "running"
    for number in (1, 2, 3):
        matches = await games_of(service, made.id, number)
        assert len(matches) == 2  # five players: two games and a bye
        for match in matches:
            assert match.status == "active" and match.days == 2 and match.tournament == (made.id, number,
                                                                                           match.tournament[2])
            assert match.row.options["rated"] is True
        if number < 3:
            await finish(service, matches[0], rng)
            assert len(await service.storage.tournaments.rounds(made.id)) == number  # not paired before the last game
        for match in matches[(1 if number < 3 else 0):]:
            await finish(service, match, rng)
    final = await service.tournaments.get(made.id)
    assert final.status == "finished"
    kinds = [news.kind for news in heard]
    assert kinds[:6] == ["created", "entered", "entered", "entered", "entered", "entered"]
    assert kinds[6:] == ["started", "paired", "round_done", "paired", "round_done", "paired", "round_done",
                         "finished"]
    standings = heard[-1].standings
    assert standings is not None
    # every game gives one point between its players, every pairing-allocated bye one point
    assert sum(line.points for line in standings.lines) == 3 * 2 + 3 * 1
    byes = [board.seats[0] for news in heard if news.kind == "paired" for board in news.boards if board.bye]
    assert len(byes) == len(set(byes)) == 3  # never twice to one player


async def test_a_round_robin_starts_every_game_at_once(service: GameService) -> None:
    heard = wired(service)
    rng = random.Random(2)
    made = await event(service, "mak-yek", 4, format="round-robin", days=7)
    started = await service.tournaments.start(made.id, PLAYERS[0])
    assert started.rounds == 3
    games = [match for number in (1, 2, 3) for match in await games_of(service, made.id, number)]
    assert len(games) == 6 and all(match.status == "active" for match in games)
    pairs = {frozenset(match.seats) for match in games}
    assert len(pairs) == 6  # each pair once
    for match in reversed(games):  # rounds may end in any order
        await finish(service, match, rng)
    assert (await service.tournaments.get(made.id)).status == "finished"
    assert [news.kind for news in heard].count("round_done") == 3


async def test_card_tables_are_one_size_the_computer_filling_the_empty_seats(service: GameService) -> None:
    heard = wired(service)
    made = await event(service, "macadam-cartes", 7, rounds=2, days=3)
    await service.tournaments.start(made.id, PLAYERS[0])
    tables = await games_of(service, made.id, 1)
    assert sorted(len(match.seats) for match in tables) == [4, 4]
    filled = [match for match in tables if match.computers]
    assert len(filled) == 1 and list(filled[0].computers) == [3] and filled[0].seats[3] == COMPUTER
    for match in tables:
        human = next(user for seat, user in enumerate(match.seats) if seat not in match.computers)
        await service.resign(match.id, human)
    assert [news.kind for news in heard][-2:] == ["round_done", "paired"]
    standings = heard[-2].standings
    assert standings is not None and len(standings.lines) == 7
    assert COMPUTER not in [line.player for line in standings.lines]
    # a table of four gives 3 + 2 + 1 + 0 points, the computer's place included
    assert sum(line.points for line in standings.lines) <= 12
    leaders = [line.player for line in standings.lines[:4]]
    second = await games_of(service, made.id, 2)
    assert set(leaders) <= set(second[0].seats)  # the leaders sit together


async def test_tournament_games_have_no_abort_and_no_rematch(service: GameService) -> None:
    wired(service)
    made = await event(service, "dames", 2, rounds=1)
    await service.tournaments.start(made.id, PLAYERS[0])
    (match,) = await games_of(service, made.id, 1)
    with pytest.raises(UserError) as refused:
        await service.abort(match.id, match.seats[0])
    assert refused.value.key == "abort_tournament"
    await service.resign(match.id, match.seats[0])
    with pytest.raises(UserError) as refused:
        await service.rematch(match.id, match.seats[0])
    assert refused.value.key == "rematch_tournament"


async def test_a_no_show_loses_by_forfeit_and_is_withdrawn_after_the_round(service: GameService,
                                                                            clock: FakeClock) -> None:
    heard = wired(service)
    made = await event(service, "dames", 4, rounds=3, days=1)
    await service.tournaments.start(made.id, PLAYERS[0])
    first, second = await games_of(service, made.id, 1)
    await service.resign(second.id, second.seats[1])
    no_show = first.seats[0]  # white never moves
    clock.now = first.row.turn_deadline + timedelta(seconds=1)
    for kind, match_id in await service.due_timers(clock.now):
        await service.apply_timer(kind, match_id, clock.now)
    done = next(news for news in heard if news.kind == "round_done")
    forfeits = [board for board in done.boards if board.forfeit]
    assert len(forfeits) == 1 and forfeits[0].score == 0.0
    assert done.withdrawn == (no_show,)
    _, number, boards = await service.tournaments.pairings(made.id)
    assert number == 2 and no_show not in [user for board in boards for user in board.seats]


async def test_a_late_joiner_comes_in_with_half_point_byes_until_half_the_rounds(service: GameService) -> None:
    wired(service)
    made = await event(service, "dames", 4, rounds=4)
    await service.tournaments.start(made.id, PLAYERS[0])
    late = await service.tournaments.join(made.id, PLAYERS[5])
    assert late.entry(PLAYERS[5]).joined_round == 2
    for match in await games_of(service, made.id, 1):
        await service.resign(match.id, match.seats[1])
    _, standings, _ = await service.tournaments.standings(made.id)
    assert next(line for line in standings.lines if line.player == PLAYERS[5]).points == 0.5
    again = await service.tournaments.join(made.id, PLAYERS[6])  # round 2 paired: two rounds of four missed
    assert again.entry(PLAYERS[6]).joined_round == 3
    for match in await games_of(service, made.id, 2):
        await service.resign(match.id, match.seats[1])
    with pytest.raises(UserError) as refused:
        await service.tournaments.join(made.id, PLAYERS[7])  # round 3 paired: three of four would be missed
    assert refused.value.key == "tournament_late"


async def test_a_round_deadline_is_adjudicated_by_the_computer(service: GameService, clock: FakeClock) -> None:
    heard = wired(service)
    made = await event(service, "dames", 4, rounds=2, days=14, round_days=3)
    await service.tournaments.start(made.id, PLAYERS[0])
    match, other = await games_of(service, made.id, 1)
    assert await service.tournaments.next_due() == clock.now + timedelta(days=3)
    clock.now += timedelta(days=3, seconds=1)
    await service.tournaments.fire_due()
    ended = await service.get(match.id)
    assert ended.status == "finished" and ended.row.result["reason"] == "adjudicated"
    assert ended.row.result["winners"] == []  # the start is no one's lost position: a draw
    done = next(news for news in heard if news.kind == "round_done")
    assert sorted(done.adjudicated) == sorted((match.id, other.id))
    assert [news.kind for news in heard][-1] == "paired"


async def test_the_start_time_starts_it_or_calls_it_off(service: GameService, clock: FakeClock) -> None:
    heard = wired(service)
    soon = clock.now + timedelta(hours=2)
    full = await event(service, "dames", 3, rounds=2, starts_at=soon)
    empty = await event(service, "dames", 1, rounds=2, starts_at=soon)
    assert await service.tournaments.next_due() == soon
    clock.now = soon
    await service.tournaments.fire_due()
    assert (await service.tournaments.get(full.id)).status == "running"
    assert (await service.tournaments.get(empty.id)).status == "cancelled"
    assert [(news.kind, news.reason) for news in heard if news.kind == "cancelled"] == [("cancelled", "few")]


async def test_a_stop_after_pairing_starts_each_game_once_on_resume(service: GameService) -> None:
    heard = wired(service)
    made = await event(service, "dames", 6, rounds=2)
    started = await service.storage.tournaments.start(made.id, made.version, [(u, None) for u in PLAYERS[:6]])
    from bot.service.tournament_state import next_swiss_round  # the pairing a stop cut short

    boards = next_swiss_round(started, [], 1)
    assert await service.storage.tournaments.pair_round(made.id, 1, boards) is not None
    assert (await service.storage.tournaments.rounds(made.id))[0].status == "pairing"
    await service.rounds.resume()
    await service.rounds.resume()  # a second start finds nothing to do
    matches = await games_of(service, made.id, 1)
    assert len(matches) == 3 and len({match.id for match in matches}) == 3
    assert [news.kind for news in heard].count("paired") == 1


async def test_entries_are_checked(service: GameService) -> None:
    wired(service)
    made = await event(service, "dames", 2, rounds=2, max_entries=3)
    with pytest.raises(UserError) as refused:
        await service.tournaments.join(made.id, PLAYERS[0])
    assert refused.value.key == "tournament_entered"
    await service.tournaments.join(made.id, PLAYERS[2])
    with pytest.raises(UserError) as refused:
        await service.tournaments.join(made.id, PLAYERS[3])
    assert refused.value.key == "tournament_full"
    with pytest.raises(UserError) as refused:
        await service.tournaments.start(made.id, PLAYERS[1])
    assert refused.value.key == "tournament_not_manager"
    with pytest.raises(UserError) as refused:
        await service.tournaments.withdraw(made.id, PLAYERS[1])
    assert refused.value.key == "tournament_not_started"
    await service.tournaments.leave(made.id, PLAYERS[1])
    with pytest.raises(UserError) as refused:
        await service.tournaments.create(guild_id=GUILD, channel_id=CHANNEL, creator_id=PLAYERS[0],
                                         game_key="macadam-cartes", name="x", format="swiss", rounds=2)
    assert refused.value.key == "tournament_format"


async def test_whoever_ends_a_rounds_last_game_is_answered_before_the_next_round_is_paired(
        service: GameService) -> None:
    service.rounds.computer_user = COMPUTER
    service.subscribe(service.rounds.committed)  # as the runtime wires it: nothing waits for the round
    made = await event(service, "dames", 4, rounds=2)
    await service.tournaments.start(made.id, PLAYERS[0])
    first, last = await games_of(service, made.id, 1)
    await service.resign(first.id, first.seats[0])
    await service.resign(last.id, last.seats[0])
    store = service.storage.tournaments
    assert [r.status for r in await store.rounds(made.id)] == ["playing"]  # recorded, not closed yet
    assert all(board.decided for board in await store.pairings(made.id, 1))
    await service.rounds.idle()
    assert [r.status for r in await store.rounds(made.id)] == ["done", "playing"]


async def test_withdrawing_from_a_round_robin_resigns_the_games_still_running(service: GameService) -> None:
    heard = wired(service)
    made = await event(service, "dames", 4, format="round-robin")
    await service.tournaments.start(made.id, PLAYERS[0])
    quitter = PLAYERS[3]
    games = [match for number in (1, 2, 3) for match in await games_of(service, made.id, number)]
    theirs = [match for match in games if quitter in match.seats]
    await service.resign(theirs[0].id, quitter)  # one game over before they leave: it stands
    await service.tournaments.withdraw(made.id, quitter)
    for match in theirs:
        ended = await service.get(match.id)
        assert ended.status == "finished" and ended.row.result["winners"] == [1 - ended.seats.index(quitter)]
    others = [match for match in games if quitter not in match.seats]
    assert [(await service.get(match.id)).status for match in others] == ["active"] * 3
    assert [news.kind for news in heard].count("withdrawn") == 1


async def test_a_late_joiner_at_a_table_event_scores_the_mean_of_a_tables_places_per_round_missed(
        service: GameService) -> None:
    wired(service)
    made = await event(service, "macadam-cartes", 4, rounds=3)
    await service.tournaments.start(made.id, PLAYERS[0])
    await service.tournaments.join(made.id, PLAYERS[4])
    (table,) = await games_of(service, made.id, 1)
    await service.resign(table.id, table.seats[0])
    _, standings, _ = await service.tournaments.standings(made.id)
    late = next(line for line in standings.lines if line.player == PLAYERS[4])
    assert late.points == 1.5 and late.played == 0
