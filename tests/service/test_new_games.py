"""GameService with Macadam, Mak-Yek and Apit-Sodok: the recorded games to their end, their
options, agreement decided on the captures, and refusals that carry the game for their wording."""

from __future__ import annotations

import pytest

from bot.errors import MoveRejected, UserError
from bot.service import GameService

from tests.helpers.ids import ALICE, BOB, CHANNEL, GUILD
from tests.helpers.service import start_match
from tests.service.games import (APIT_SODOK_LINE_CAPTURE, MACADAM_GOAL_WIN, MACADAM_PLACEMENT_WIN,
                                 MAK_YEK_STOP_BLACK_AHEAD)


async def _play_all(service: GameService, match_id: int, moves: list[str]) -> None:
    players = (ALICE, BOB)
    for ply, text in enumerate(moves):
        played = await service.play(match_id, players[ply % 2], text)
        assert played.notation == text


@pytest.mark.parametrize(
    ("game", "options", "moves", "result"),
    [
        ("macadam", {}, MACADAM_GOAL_WIN, {"winners": [0], "reason": "goal", "scores": None}),
        ("macadam", {"free_placement": True}, MACADAM_PLACEMENT_WIN,
         {"winners": [0], "reason": "goal", "scores": None}),
        ("apit-sodok", {"no_capture_plies": 10}, APIT_SODOK_LINE_CAPTURE,
         {"winners": [1], "reason": "no_capture_limit", "scores": [0, 7]}),
    ],
)
async def test_recorded_games_end_as_recorded(service: GameService, game: str, options: dict, moves: list[str],
                                              result: dict) -> None:
    match = await start_match(service, game, **options)
    await _play_all(service, match.id, moves)
    done = await service.get(match.id)
    assert done.status == "finished" and done.row.result == result
    assert await service.move_log(match.id) == moves


async def test_mak_yek_stop_by_agreement_is_decided_on_the_captures(service: GameService) -> None:
    match = await start_match(service, "mak-yek")
    await _play_all(service, match.id, MAK_YEK_STOP_BLACK_AHEAD)
    offered = await service.offer_draw(match.id, ALICE)
    assert offered.status == "active" and offered.row.draw_offer_seat == 0
    done = await service.answer_draw(match.id, BOB, True)
    assert done.status == "finished"
    assert done.row.result == {"winners": [1], "reason": "agreement", "scores": [2, 3], "by": 1}


async def test_options_of_the_new_games(service: GameService) -> None:
    placed = await start_match(service, "macadam", free_placement=True)
    assert placed.view(None).phase == "placement" and placed.row.options["engine"] == {"free_placement": True}
    limited = await start_match(service, "mak-yek", no_capture_plies=10)
    assert limited.view(None).no_capture_limit == 10
    for game, options, key in (
        ("dames", {"free_placement": True}, "option_unsupported"),
        ("macadam", {"no_capture_plies": 20}, "option_unsupported"),
        ("apit-sodok", {"free_placement": False}, "option_unsupported"),
        ("mak-yek", {"no_capture_plies": 5}, "bad_options"),
    ):
        with pytest.raises(UserError) as error:
            await service.challenge(game, ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, options=options)
        assert error.value.key == key, (game, options)


async def test_refused_moves_carry_the_code_its_parameters_and_the_game(service: GameService) -> None:
    match = await start_match(service, "macadam")
    with pytest.raises(MoveRejected) as error:
        await service.play(match.id, ALICE, "b2-d4-b2")
    assert (error.value.code, error.value.game) == ("illegal_chain", "macadam")
    assert error.value.params == {"step": 2, "start": "d4", "end": "b2", "reason": "revisited"}
    with pytest.raises(MoveRejected) as error:
        await service.play(match.id, ALICE, "c3")
    assert error.value.code == "placement_over" and error.value.params == {"cell": "c3"}
    makyek = await start_match(service, "mak-yek")
    with pytest.raises(MoveRejected) as error:
        await service.play(makyek.id, ALICE, "a3-a5xa6")
    assert (error.value.code, error.value.game) == ("wrong_captures", "mak-yek")
    assert error.value.params == {"named": "a6", "taken": "", "count": 0}
