"""Takebacks (``GameService.ask_takeback`` / ``answer_takeback``): the last move undone as a new
version, logged, never deleted; only the player who just moved may ask, before the reply."""

from __future__ import annotations

import pytest

from bot.errors import BoardChanged, UserError
from bot.service import GameService
from tests.helpers.ids import ALICE, BOB, CHANNEL, GUILD
from tests.helpers.service import open_table, start_match

COMPUTER = 999


async def casual(service: GameService, game: str = "dames"):  # type: ignore[no-untyped-def]
    challenge = await service.challenge(game, ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger",
                                        rated=False)
    return await service.accept(challenge.id, BOB)


async def test_an_accepted_takeback_returns_to_the_position_before_the_move(service: GameService) -> None:
    match = await casual(service)
    first = (await service.play(match.id, ALICE, "32-28")).match
    second = (await service.play(match.id, BOB, "19-23")).match
    asked = await service.ask_takeback(second.id, BOB, expected_version=second.version)
    assert asked.row.takeback_seat == 1
    back = await service.answer_takeback(asked.id, ALICE, True, expected_version=asked.version)
    assert back.game.dump(back.state) == first.game.dump(first.state)
    assert back.user_to_move == BOB and back.version == asked.version + 1 and back.row.takeback_seat is None
    assert back.row.last_move is not None and back.row.last_move["notation"] == "32-28"
    assert back.row.last_move["number"] == 1  # its place among the moves standing, not in the log
    log = await service.storage.matches.moves(match.id)
    assert [(e.notation, e.seat, e.takeback) for e in log] == [("32-28", 0, 0), ("19-23", 1, 0), ("takeback", 1, 1)]
    again = (await service.play(match.id, BOB, "18-22")).match  # play goes on from there
    assert again.row.move_count == 4 and again.row.last_move is not None
    assert again.row.last_move["number"] == 2
    text = await service.record_text(again, {0: "A", 1: "B"}, "x")
    assert "1. 32-28 18-22" in text  # the record shows the moves still standing


async def test_only_the_player_who_just_moved_may_ask_and_only_before_the_reply(service: GameService) -> None:
    match = await casual(service)
    with pytest.raises(UserError) as nothing:
        await service.ask_takeback(match.id, ALICE)
    assert nothing.value.key == "takeback_nothing"
    played = (await service.play(match.id, ALICE, "32-28")).match
    with pytest.raises(UserError):
        await service.ask_takeback(played.id, BOB)
    replied = (await service.play(match.id, BOB, "19-23")).match
    with pytest.raises(UserError) as late:
        await service.ask_takeback(replied.id, ALICE)
    assert late.value.key == "takeback_nothing"


async def test_a_declined_or_withdrawn_takeback_changes_nothing_and_a_move_cancels_it(service: GameService) -> None:
    match = await casual(service)
    played = (await service.play(match.id, ALICE, "32-28")).match
    asked = await service.ask_takeback(played.id, ALICE)
    with pytest.raises(UserError) as twice:
        await service.ask_takeback(asked.id, ALICE)
    assert twice.value.key == "takeback_already_asked"
    declined = await service.answer_takeback(asked.id, BOB, False)
    assert declined.row.takeback_seat is None and declined.game.dump(declined.state) == played.game.dump(played.state)
    asked = await service.ask_takeback(declined.id, ALICE)
    with pytest.raises(UserError):
        await service.answer_takeback(asked.id, ALICE, True)  # one's own request
    withdrawn = await service.answer_takeback(asked.id, ALICE, False)
    assert withdrawn.row.takeback_seat is None
    asked = await service.ask_takeback(withdrawn.id, ALICE)
    moved = (await service.play(asked.id, BOB, "19-23")).match
    assert moved.row.takeback_seat is None
    with pytest.raises(BoardChanged):
        await service.answer_takeback(asked.id, BOB, True, expected_version=asked.version)


async def test_takebacks_are_off_in_rated_matches_unless_agreed_and_at_card_tables(service: GameService) -> None:
    rated = await start_match(service)
    played = (await service.play(rated.id, ALICE, "32-28")).match
    with pytest.raises(UserError) as off:
        await service.ask_takeback(played.id, ALICE)
    assert off.value.key == "takeback_off"
    agreed = await service.accept((await service.challenge(
        "dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger", takebacks=True)).id, BOB)
    moved = (await service.play(agreed.id, ALICE, "32-28")).match
    assert (await service.ask_takeback(moved.id, ALICE)).row.takeback_seat == 0
    table = await service.start_table((await open_table(service, BOB, rated=False)).id, ALICE)
    with pytest.raises(UserError):
        await service.ask_takeback(table.id, table.user_to_move or ALICE)


async def test_against_the_computer_the_move_and_its_reply_go_at_once(service: GameService) -> None:
    match = await service.challenge_computer("mak-yek", ALICE, COMPUTER, level=1, guild_id=GUILD, channel_id=CHANNEL,
                                             first="challenger", rated=False)
    start = match.game.dump(match.state)
    mine = (await service.play(match.id, ALICE, "a1-a2")).match
    reply = await service.play_computer(mine.id, mine.version)  # as the bot plays its turn
    assert reply is not None
    current = reply.match
    back = await service.ask_takeback(current.id, ALICE)
    assert back.game.dump(back.state) == start and back.user_to_move == ALICE
    log = await service.storage.matches.moves(match.id)
    assert log[-1].takeback == 2 and log[-1].seat == 0


async def _computer_reply(service: GameService, **kwargs: object):  # type: ignore[no-untyped-def]
    """A Dames match against the computer as /challenge makes it (``rated`` left to its default
    unless given), after Alice's first move and the computer's reply."""
    match = await service.challenge_computer("dames", ALICE, COMPUTER, level=1, guild_id=GUILD, channel_id=CHANNEL,
                                             first="challenger", **kwargs)  # type: ignore[arg-type]
    mine = (await service.play(match.id, ALICE, "32-28")).match
    reply = await service.play_computer(mine.id, mine.version)
    assert reply is not None
    return match, reply.match


async def test_a_default_computer_match_allows_takebacks_where_it_does_not_count(service: GameService) -> None:
    start, current = await _computer_reply(service)
    assert start.row.options["rated"] is True  # the default: it would count if the server let it
    back = await service.ask_takeback(current.id, ALICE)
    assert back.game.dump(back.state) == start.game.dump(start.state) and back.user_to_move == ALICE


async def test_a_computer_match_the_server_rates_follows_the_rated_rule(service: GameService) -> None:
    await service.storage.settings.set_guild(GUILD, rate_computer=True)
    _, current = await _computer_reply(service)
    with pytest.raises(UserError) as off:
        await service.ask_takeback(current.id, ALICE)
    assert off.value.key == "takeback_off"
    _, unrated = await _computer_reply(service, rated=False)
    assert (await service.ask_takeback(unrated.id, ALICE)).user_to_move == ALICE
    start, agreed = await _computer_reply(service, takebacks=True)
    back = await service.ask_takeback(agreed.id, ALICE)
    assert back.game.dump(back.state) == start.game.dump(start.state)


async def test_after_taking_back_the_first_move_the_next_one_is_move_one(service: GameService) -> None:
    match = await casual(service)
    played = (await service.play(match.id, ALICE, "32-28")).match
    asked = await service.ask_takeback(played.id, ALICE)
    back = await service.answer_takeback(asked.id, BOB, True)
    assert back.row.last_move is None and back.row.move_count == 2
    again = (await service.play(match.id, ALICE, "33-28")).match
    assert again.row.last_move is not None and again.row.last_move["number"] == 1
    assert again.row.last_move["ply"] == 2  # the log still has the withdrawn move and the takeback
