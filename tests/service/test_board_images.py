"""Which way a board faces (issue 13): the public board keeps one orientation for the whole match,
the first seat at the bottom; a player's own ``/board`` shows their side at the bottom."""

from __future__ import annotations

from bot.service import GameService
from bot.service.images import PUBLIC_ORIENTATION, orientation_for
from render import render_view
from tests.helpers.ids import ALICE, BOB
from tests.helpers.service import start_match


def drawn(match, orientation: int) -> bytes:
    return render_view(match.view(None), size=240, orientation=orientation, last_move=match.row.last_move)


async def test_the_public_board_never_turns_between_moves(service: GameService) -> None:
    match = await start_match(service)
    first = await service.play(match.id, ALICE, "32-28")
    assert first.match.seat_to_move == 1
    second = await service.play(match.id, BOB, "19-23")
    assert second.match.seat_to_move == 0
    for played in (first, second):
        png = await service.board_png(played.match)
        assert png == drawn(played.match, 0), "seat 0 at the bottom whoever is to move"
        assert png != drawn(played.match, 1)


async def test_a_players_own_board_shows_their_side_at_the_bottom(service: GameService) -> None:
    match = (await service.play((await start_match(service)).id, ALICE, "32-28")).match
    assert await service.board_png(match, seat=1) == drawn(match, 1)
    assert await service.board_png(match, seat=0) == drawn(match, 0) == await service.board_png(match)


def test_spectators_see_the_public_orientation() -> None:
    assert PUBLIC_ORIENTATION == 0
    assert orientation_for(None) == 0 and orientation_for(0) == 0 and orientation_for(1) == 1
