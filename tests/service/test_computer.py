"""GameService with computer players (issue 12): a match against the computer starts at once, the
computer's moves go through the one move path (version check, move log), its turns have no clock,
a pending turn is found at start, it answers draw offers by its assessment, and a table's host
seats computers."""

from __future__ import annotations

import functools
import pickle
import time

import pytest

import engines

from bot.errors import UserError
from bot.service import GameService, Match, computer_seat
from bot.service.computer import think
from tests.helpers.ids import ALICE, BOB, CHANNEL, GUILD
from tests.helpers.service import open_table

COMPUTER = 999  # the bot's own user id


async def _versus(service: GameService, game: str = "mak-yek", first: str = "challenger", level: int = 1,
                  **options: object) -> Match:
    return await service.challenge_computer(game, ALICE, COMPUTER, level=level, guild_id=GUILD, channel_id=CHANNEL,
                                            options=options or None, first=first)  # type: ignore[arg-type]


async def test_a_match_against_the_computer_is_played_to_its_end(service: GameService) -> None:
    match = await _versus(service, no_capture_plies=10)
    assert match.status == "active" and match.seats == (ALICE, COMPUTER)
    assert match.computers == {1: 1}
    assert match.row.turn_deadline is not None  # the human's clock runs
    while match.status == "active":
        if computer_seat(match) is None:
            assert await service.play_computer(match.id, match.version) is None
            _move, text = match.legal_moves(ALICE)[0]
            played = await service.play(match.id, ALICE, text)
            if played.match.status == "active":
                assert played.match.row.turn_deadline is None  # the computer's turn has no clock
                assert played.match.row.reminder_due_at is None
        else:
            played = await service.play_computer(match.id, match.version)
            assert played is not None and played.seat == 1
        match = played.match
    log = await service.move_log(match.id)
    assert len(log) == match.row.move_count


async def test_computer_moves_first_and_a_stale_version_plays_nothing(service: GameService) -> None:
    match = await _versus(service, "dames", first="opponent", level=2)
    assert computer_seat(match) == 0 and match.row.turn_deadline is None
    assert [m.id for m in await service.computer_turns()] == [match.id]
    assert await service.play_computer(match.id, match.version + 1) is None
    played = await service.play_computer(match.id, match.version)
    assert played is not None and played.match.version == match.version + 1
    assert played.match.row.turn_deadline is not None  # Alice's turn: her clock runs
    assert await service.play_computer(match.id, match.version) is None
    assert await service.computer_turns() == []


async def test_the_level_is_checked(service: GameService) -> None:
    with pytest.raises(UserError) as error:
        await _versus(service, level=9)
    assert error.value.key == "bad_level"


@pytest.mark.parametrize(("position", "verdict", "status"), [
    ("W:W31-40:B1-5", "lost", "finished"),      # far behind: accepts
    ("W:WK31,K32:BK1,K2", "drawn", "finished"),  # kings only: dead drawn
    ("W:W31-35:B1-5", "open", "active"),         # even: declines
])
async def test_the_computer_answers_a_draw_offer_by_its_assessment(service: GameService, position: str,
                                                                   verdict: str, status: str) -> None:
    match = await _versus(service, "dames", position=position)
    offered = await service.offer_draw(match.id, ALICE)
    answered, said = await service.offer_draw_to_computer(offered)
    assert (said, answered.status) == (verdict, status)
    assert answered.row.draw_offer_seat is None


async def test_the_host_seats_computers_at_a_table(service: GameService) -> None:
    table = await open_table(service, BOB)
    with pytest.raises(UserError) as error:
        await service.add_computer(table.id, BOB, COMPUTER, 2)
    assert error.value.key == "computer_not_host"
    table = await service.add_computer(table.id, ALICE, COMPUTER, 2)
    table = await service.add_computer(table.id, ALICE, COMPUTER, 5)
    assert table.seats == (ALICE, BOB, COMPUTER, COMPUTER) and table.computers == {2: 2, 3: 5}
    match = await service.start_table(table.id, ALICE)
    assert match.computers == {2: 2, 3: 5}
    moves = 0
    while match.status == "active" and moves < 400:
        seat = computer_seat(match)
        if seat is None:
            user = match.user_to_move
            assert user is not None
            match = (await service.play(match.id, user, match.legal_moves(user)[0][1])).match
        else:
            played = await service.play_computer(match.id, match.version)
            assert played is not None and played.seat == seat
            match = played.match
        moves += 1
    assert match.status == "finished"


async def test_the_host_removes_a_computer_and_the_seats_after_it_move_up(service: GameService) -> None:
    table = await open_table(service)
    for level in (1, 2):
        table = await service.add_computer(table.id, ALICE, COMPUTER, level)
    table = await service.join_table(table.id, BOB)
    assert table.seats == (ALICE, COMPUTER, COMPUTER, BOB) and table.computers == {1: 1, 2: 2}
    for user, seat, version, key in ((BOB, 1, table.version, "computer_remove_not_host"),
                                     (ALICE, 1, table.version - 1, "computer_menu_stale"),
                                     (ALICE, 3, table.version, "bad_component"),  # Bob's seat
                                     (ALICE, 0, table.version, "bad_component")):
        with pytest.raises(UserError) as error:
            await service.remove_computer(table.id, user, seat, version)
        assert error.value.key == key
    assert (await service.get(table.id)).version == table.version  # nothing changed
    table = await service.remove_computer(table.id, ALICE, 1, table.version)
    assert table.seats == (ALICE, COMPUTER, BOB) and table.computers == {1: 2}
    table = await service.remove_computer(table.id, ALICE, 1, table.version)
    assert table.seats == (ALICE, BOB) and table.computers == {}
    assert (await service.get(table.id)).computers == {}


async def test_a_player_leaving_before_a_computer_seat_keeps_the_computer_seated(service: GameService) -> None:
    table = await open_table(service, BOB)
    table = await service.add_computer(table.id, ALICE, COMPUTER, 4)
    table = await service.leave_table(table.id, BOB)
    assert table.seats == (ALICE, COMPUTER) and table.computers == {1: 4}
    assert (await service.get(table.id)).computers == {1: 4}
    match = await service.start_table(table.id, ALICE)
    assert match.computers == {1: 4} and match.status == "active"


async def test_resign_and_abort_against_the_computer(service: GameService) -> None:
    match = await _versus(service, "dames", first="opponent")
    aborted = await service.abort(match.id, ALICE)  # nobody has moved yet
    assert aborted.status == "aborted"
    match = await _versus(service, "dames")
    played = await service.play(match.id, ALICE, match.legal_moves(ALICE)[0][1])
    replied = await service.play_computer(match.id, played.match.version)
    assert replied is not None
    resigned = await service.resign(match.id, ALICE)
    assert resigned.status == "finished" and resigned.row.result["winners"] == [1]  # type: ignore[index]


async def test_a_computer_move_after_the_match_moved_on_is_not_played(service: GameService) -> None:
    match = await _versus(service, "dames", first="opponent")
    offered = await service.offer_draw(match.id, ALICE)  # while the computer is to move
    assert await service.play_computer(match.id, match.version) is None
    answered, verdict = await service.offer_draw_to_computer(offered)
    assert verdict == "open" and computer_seat(answered) == 0
    assert await service.play_computer(match.id, answered.version) is not None


def test_the_search_runs_in_a_worker_and_stops_at_its_time_cap() -> None:
    """``think`` takes and gives plain values (a process pool pickles them), and a cap of no time
    still answers a legal move at once, even at level 8."""
    game = engines.get("dames")
    state = game.new(seats=2, seed=0, options={})
    job = functools.partial(think, "dames", game.dump(state), 0, 8, 11, 0.0)
    assert pickle.loads(pickle.dumps(job)).func is think
    started = time.monotonic()
    index = job()
    assert time.monotonic() - started < 1.0
    assert 0 <= index < len(game.legal_moves(state))
