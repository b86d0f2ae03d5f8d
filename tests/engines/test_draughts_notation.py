"""The rulings both draughts games state alike (../shared/rules/dames.md and dames-turques.md: what
counts as one move, notation errors, the position text), pinned once for each game."""

from __future__ import annotations

import pytest

from engines import BadNotation, IllegalMove
from tests.helpers.games import DAMES, TURQUES, at

IDS = ["dames", "dames-turques"]


@pytest.mark.parametrize(
    "game, positions",
    [
        (DAMES, ["W:WK1:B7,18,29,40,12,23,34"]),
        (TURQUES, ["7b/3b4/8/2b2b2/8/5b1W/8/8 w", "8/1b1b4/8/1b1b4/8/8/8/W7 w"]),
    ],
    ids=IDS,
)
def test_captures_with_same_start_end_and_captured_set_are_one_move(game, positions):
    for position in positions:
        keys = [(m.path[0], m.path[-1], frozenset(m.captured)) for m in game.legal_moves(at(game, position))]
        assert len(keys) == len(set(keys))


@pytest.mark.parametrize(
    "game, refusals",
    [
        (DAMES, [("51-46", BadNotation, "unknown_cell", {"cell": "51"}), ("32/28", BadNotation, "syntax", None),
                 ("28-23", IllegalMove, "empty_cell", None), ("19-23", IllegalMove, "not_your_piece", None)]),
        (TURQUES, [("i3-i4", BadNotation, "syntax", None), ("a3-a2", IllegalMove, "illegal_move", None),
                   ("a6-a5", IllegalMove, "not_your_piece", None)]),
    ],
    ids=IDS,
)
def test_notation_errors_from_the_start(game, refusals):
    """Unknown cells and bad syntax are bad notation; well-formed texts that are no move are illegal."""
    state = game.new()
    for text, error, code, params in refusals:
        with pytest.raises(error) as caught:
            game.parse_move(state, text)
        assert caught.value.code == code
        if params is not None:
            assert caught.value.params == params


@pytest.mark.parametrize(
    "game, start, written, normal, black_to_move",
    [
        (DAMES, "W:W31-50:B1-20", "W:WK46,28:B7,K1", "W:W28,K46:BK1,7", "B:W31:B1"),
        (TURQUES, "8/bbbbbbbb/bbbbbbbb/8/8/wwwwwwww/wwwwwwww/8 w", "2B5/8/8/3w4/8/8/8/6W1 b",
         "2B5/8/8/3w4/8/8/8/6W1 b", "2B5/8/8/3w4/8/8/8/6W1 b"),
    ],
    ids=IDS,
)
def test_position_text_reads_back_and_names_the_side_to_move(game, start, written, normal, black_to_move):
    """Dames writes PDN FEN (pieces sorted, kings after men); Dames turques ranks 8 to 1 then the side."""
    assert game.position(game.new()) == start
    state = at(game, written)
    assert game.position(state) == normal
    assert game.position(at(game, game.position(state))) == game.position(state)
    assert game.to_move(at(game, black_to_move)) == 1


@pytest.mark.parametrize(
    "game, text",
    [(DAMES, text) for text in ["X:W1:B2", "W:W51:B1", "W:W1,1:B2", "W:W31:B31", "W:W3:B40", "nonsense"]]
    + [(TURQUES, text) for text in ["8/8/8/8/8/8/8/8", "9/8/8/8/8/8/8/8 w", "8/8/8/8/8/8/8 w",
                                    "w7/8/8/8/8/8/8/8 w", "x7/8/8/8/8/8/8/8 w"]],
    ids=lambda value: value if isinstance(value, str) else value.key,
)
def test_bad_position_texts_are_refused(game, text):
    with pytest.raises(ValueError):
        at(game, text)
