"""The one commit seam (``GameService.subscribe``): a subscriber hears every committed change of a
match once, with its kind and the match after it, before the caller gets the result and after
the match's lock is released; a refused action is not heard."""

from __future__ import annotations

import asyncio

import pytest

from bot.errors import BoardChanged, UserError
from bot.service import GameService
from bot.publish.computer import ComputerTurns
from bot.service.commits import Commit
from tests.helpers.clock import FakeClock
from tests.helpers.ids import ALICE, BOB, CAROL, CHANNEL, GUILD
from tests.helpers.service import open_table

COMPUTER = 999


def listening(service: GameService) -> list[Commit]:
    heard: list[Commit] = []

    async def hear(commit: Commit) -> None:
        heard.append(commit)

    service.subscribe(hear)
    return heard


def said(heard: list[Commit]) -> list[tuple[str, int, str]]:
    return [(c.kind, c.match.version, c.match.status) for c in heard]


async def test_a_subscriber_hears_each_committed_change_once(service: GameService, clock: FakeClock) -> None:
    heard = listening(service)
    challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger",
                                        rated=False)
    assert said(heard) == [("lobby", challenge.version, "challenge")]
    match = await service.accept(challenge.id, BOB)
    played = await service.play(match.id, ALICE, "32-28")
    assert heard[-1].played == played  # the move itself, for its board
    asked = await service.ask_takeback(match.id, ALICE)
    back = await service.answer_takeback(match.id, BOB, True)
    again = await service.play(match.id, ALICE, "31-27")
    offered = await service.offer_draw(match.id, BOB)
    declined = await service.answer_draw(match.id, ALICE, False)
    assert declined.row.turn_deadline is not None
    clock.now = declined.row.turn_deadline
    event = await service.time_out(match.id)
    assert event is not None and event.kind == "timeout"
    assert heard[-1].event == event
    assert said(heard) == [
        ("lobby", challenge.version, "challenge"),
        ("start", match.version, "active"),
        ("move", played.match.version, "active"),
        ("takeback", asked.version, "active"),
        ("takeback", back.version, "active"),
        ("move", again.match.version, "active"),
        ("draw", offered.version, "active"),
        ("draw", declined.version, "active"),
        ("timeout", event.match.version, "finished"),
    ]
    assert all(c.match.id == match.id for c in heard)


async def test_results_lobbies_and_expiries_are_heard(service: GameService, clock: FakeClock) -> None:
    heard = listening(service)
    table = await open_table(service, BOB, CAROL)
    table = await service.add_computer(table.id, ALICE, COMPUTER)
    table = await service.leave_table(table.id, CAROL)
    started = await service.start_table(table.id, ALICE)
    resigned = await service.resign(started.id, BOB)
    assert [(c.kind, c.match.version) for c in heard] == [
        ("lobby", 1), ("lobby", 2), ("lobby", 3), ("lobby", 4), ("lobby", 5),
        ("start", started.version), ("result", resigned.version)]
    heard.clear()
    challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL)
    assert challenge.row.challenge_expires_at is not None
    clock.now = challenge.row.challenge_expires_at
    await service.sweep()
    assert said(heard) == [("lobby", challenge.version, "challenge"), ("expired", challenge.version + 1, "expired")]


async def test_a_refused_action_is_not_heard(service: GameService) -> None:
    challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger")
    match = await service.accept(challenge.id, BOB)
    heard = listening(service)
    with pytest.raises(UserError):
        await service.play(match.id, BOB, "19-23")  # not BOB's turn
    with pytest.raises(BoardChanged):
        await service.resign(match.id, ALICE, expected_version=match.version - 1)
    assert await service.play_computer(match.id, match.version) is None  # no computer seat
    assert heard == []


async def test_a_subscriber_may_change_the_match_it_heard_of(service: GameService) -> None:
    """It is called once the match's lock is released: the computer's turn starts from there."""
    challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger")
    match = await service.accept(challenge.id, BOB)
    heard = listening(service)

    async def answer(commit: Commit) -> None:
        if commit.kind == "move":
            await service.resign(commit.match.id, BOB)

    service.subscribe(answer)
    played = await asyncio.wait_for(service.play(match.id, ALICE, "32-28"), timeout=10)
    assert said(heard) == [("move", played.match.version, "active"), ("result", played.match.version + 1, "finished")]


async def test_the_computers_turns_hear_the_commits_and_play(service: GameService) -> None:
    """``ComputerTurns`` subscribes to the service: a computer to act after any commit (the start,
    a person's move) plays, and its move is heard like anyone's; nothing calls ``after`` by hand."""
    heard = listening(service)
    computers = ComputerTurns(service)
    service.subscribe(computers.committed)
    match = await service.challenge_computer("mak-yek", ALICE, COMPUTER, level=1, guild_id=GUILD,
                                             channel_id=CHANNEL, first="opponent")
    await asyncio.wait_for(computers.idle(), timeout=30)
    after_start = await service.get(match.id)
    assert after_start.user_to_move == ALICE and after_start.row.move_count == 1
    move = next(text for _move, text in after_start.legal_moves(ALICE))
    await service.play(match.id, ALICE, move)
    await asyncio.wait_for(computers.idle(), timeout=30)
    again = await service.get(match.id)
    assert again.row.move_count == 3 and again.user_to_move == ALICE
    assert [c.kind for c in heard] == ["start", "move", "move", "move"]
    assert [c.played.match.user_to_move for c in heard[1:] if c.played is not None] == [ALICE, COMPUTER, ALICE]


async def test_a_draw_offered_to_the_computer_is_answered_through_the_commits(service: GameService) -> None:
    """The computer's answer is announced with its assessment (``Commit.answer``), before the
    person's offer returns, so its publisher can say it."""
    heard = listening(service)  # before the computer's turns, as the publisher is
    computers = ComputerTurns(service)
    service.subscribe(computers.committed)
    match = await service.challenge_computer("dames", ALICE, COMPUTER, level=1, guild_id=GUILD, channel_id=CHANNEL,
                                             first="challenger", options={"position": "W:W31-35:B1-5"})
    offered = await service.offer_draw(match.id, ALICE)
    assert offered.row.draw_offer_seat == 0
    assert [(c.kind, c.answer) for c in heard] == [("start", None), ("draw", None), ("draw", "open")]
    assert heard[-1].match.row.draw_offer_seat is None and heard[-1].match.status == "active"


async def test_an_expiry_that_lost_the_race_with_an_accept_is_not_heard(service: GameService,
                                                                        clock: FakeClock) -> None:
    challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL)
    expiry = challenge.row.challenge_expires_at
    assert expiry is not None
    await service.accept(challenge.id, BOB)  # just in time
    heard = listening(service)
    assert await service.expire(challenge.id, now=expiry) is None  # the sweeper's look came before the accept
    assert heard == [] and (await service.get(challenge.id)).status == "active"


async def test_a_takebacks_answer_says_what_it_decided(service: GameService) -> None:
    challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger",
                                        rated=False)
    match = await service.accept(challenge.id, BOB)
    await service.play(match.id, ALICE, "32-28")
    heard = listening(service)
    await service.ask_takeback(match.id, ALICE)
    await service.answer_takeback(match.id, BOB, False)
    await service.ask_takeback(match.id, ALICE)
    back = await service.answer_takeback(match.id, BOB, True)
    assert [(c.kind, c.answer) for c in heard] == [("takeback", "asked"), ("takeback", "declined"),
                                                   ("takeback", "asked"), ("takeback", "taken")]
    assert heard[-1].match == back and back.row.move_count == 2


async def test_the_answered_message_travels_on_the_commit(service: GameService) -> None:
    challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger")
    match = await service.accept(challenge.id, BOB)
    await service.offer_draw(match.id, ALICE)
    heard = listening(service)
    await service.answer_draw(match.id, BOB, False, origin=4242)
    assert [(c.kind, c.origin) for c in heard] == [("draw", 4242)]
