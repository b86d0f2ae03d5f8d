"""The endings both draughts games share (../shared/rules/dames.md and dames-turques.md, "End"),
pinned once for each game."""

from __future__ import annotations

import pytest

from tests.helpers.games import DAMES, TURQUES, assert_third_repetition_draws, play

GAMES = pytest.mark.parametrize("game", [DAMES, TURQUES], ids=["dames", "dames-turques"])


def at(game, position):
    return game.new(options={"position": position})


@pytest.mark.parametrize(
    "game, position, capture",
    [(DAMES, "W:WK46:B23", "46x19"), (TURQUES, "8/8/8/8/8/8/b7/W7 w", "a1xa3")],
    ids=["dames", "dames-turques"],
)
def test_player_with_no_piece_loses(game, position, capture):
    final = play(game, at(game, position), capture)
    assert game.outcome(final).winners == (0,) and game.outcome(final).reason == "no_pieces"
    assert game.to_move(final) is None


@pytest.mark.parametrize(
    "game, position",
    [
        (DAMES, "W:W46:B41,37"),
        # The man on a2 is walled in: a3 and b2 are backed by a4 and c2.
        (TURQUES, "8/8/8/8/b7/bb6/wbb5/8 w"),
    ],
    ids=["dames", "dames-turques"],
)
def test_player_who_cannot_move_loses(game, position):
    state = at(game, position)
    assert game.outcome(state).winners == (1,) and game.outcome(state).reason == "blocked"


@GAMES
def test_draw_on_agreement(game):
    outcome = game.agreed_outcome(game.new())
    assert outcome.winners == () and outcome.reason == "agreement"


@pytest.mark.parametrize(
    "game, position, shuffle",
    [
        (DAMES, "W:WK46:BK1", ("46-41", "1-6", "41-46", "6-1")),
        (TURQUES, "W7/7b/8/8/8/8/w7/7B w", ("a8-b8", "h1-g1", "b8-a8", "g1-h1")),
    ],
    ids=["dames", "dames-turques"],
)
def test_draw_when_the_same_position_occurs_for_the_third_time(game, position, shuffle):
    assert_third_repetition_draws(game, at(game, position), shuffle)
