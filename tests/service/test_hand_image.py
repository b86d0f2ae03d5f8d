"""The hand image gets its seat's legal moves when it is that seat's turn (it marks the cards they
let the seat lay)."""

from __future__ import annotations

import random

from bot.service import GameService
from render.cards import playable_cards
from tests.helpers.pools import PicklingExecutor
from tests.helpers.ids import ALICE, BOB, CAROL
from tests.helpers.service import CARDS, open_table


async def test_hand_png_passes_the_legal_moves_of_the_seat_to_act_only(service: GameService) -> None:
    executor = service.render_executor
    assert isinstance(executor, PicklingExecutor)
    match = await service.start_table((await open_table(service, BOB, CAROL)).id, ALICE)
    rng = random.Random(5)
    seen_cards = False
    for _ in range(40):
        if match.status != "active":
            break
        user = match.user_to_move
        assert user is not None
        to_act = match.seat_of(user)
        for seat in range(len(match.seats)):
            assert await service.hand_png(match, seat)
            moves = [text for _move, text in match.legal_moves(user)]
            expected = tuple(moves) if seat == to_act else None
            _function, _args, options = executor.calls[-1]
            assert options["moves"] == expected, (seat, moves)
            seen_cards = seen_cards or bool(expected and playable_cards(expected))
        match = (await service.play(match.id, user, rng.choice(match.legal_moves(user))[1])).match
    assert seen_cards  # some turn had cards to lay, so the image had something to ring
