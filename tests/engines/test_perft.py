"""Perft: the number of distinct move sequences of a given length, from the start and from
tricky positions, counted as the rulings say (captures with the same start, end and captured
set are one move).

Start position numbers are the published ones (see /work/shared/research/pydraughts-notes.md).
Every tricky-position number below was computed INDEPENDENTLY of our engine, with pydraughts
0.6.7 through tests/engines/oracle.py (``Oracle(key).perft(position, depth)``, which collapses
pydraughts' landing paths into distinct moves and, for Dames turques, applies the two documented
corrections: no king plain move over pieces, a man crowned during a capture goes on as a king).
The depth-1 move lists were checked the same way: every text names exactly one of pydraughts'
moves (for Dames: start, end and landing cells in order along one of its paths; for Dames
turques: exactly one of its landing paths) and together they name them all.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from engines import BadNotation, IllegalMove
from tests.helpers.games import DAMES, TURQUES, at, moves_text, perft_api


def perft(game, text: str, depth: int) -> int:
    board, side = game.rules.position_codec.parse(game.rules.geometry, text)
    return game.generator.perft(board, side, depth)


# --- from the start -----------------------------------------------------------------------------
# pydraughts alone gives 85,146 for Dames turques at depth 5: its king's plain moves fly over pieces.
START_PERFT = {DAMES: [9, 81, 658, 4265, 27117], TURQUES: [8, 64, 708, 7538, 85090]}


@pytest.mark.parametrize(
    ("game", "depth", "expected"),
    [(game, depth, expected) for game, counts in START_PERFT.items() for depth, expected in enumerate(counts, start=1)],
    ids=[f"{game.key}-{depth}" for game, counts in START_PERFT.items() for depth in range(1, len(counts) + 1)],
)
def test_start_perft(game, depth, expected):
    assert perft(game, game.rules.start_position, depth) == expected


@pytest.mark.slow
def test_dames_start_perft_depth_6():
    assert perft(DAMES, DAMES.rules.start_position, 6) == 167140


@pytest.mark.parametrize(("game", "depth", "expected"), [(DAMES, 3, 658), (TURQUES, 3, 708)], ids=["dames", "turques"])
def test_start_perft_through_the_public_contract(game, depth, expected):
    assert perft_api(game, game.new(), depth) == expected


# --- tricky positions ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Tricky:
    name: str
    game: object
    position: str
    #: perft at depth 1, 2, ... (pydraughts through oracle.py, see the module docstring).
    perft: tuple[int, ...]
    #: the legal moves at depth 1, as our notation writes them (sorted).
    moves: tuple[str, ...]


TRICKY = [
    # Flying king, many paths: the white king on 27 takes 14 of 21 men; pydraughts lists 824
    # landing paths, which are only 10 distinct moves (it may land on several cells between
    # captures, and even comes back to 27 in some of them). Depth 5 took pydraughts 14 s.
    Tricky(
        "dames-flying-king-824-paths-10-moves",
        DAMES,
        "W:WK27:B3,5,9,10,11,12,17,20,21,22,25,26,30,31,32,34,39,41,42,43,44",
        (10, 103, 868, 7006, 52287),
        (
            "27x16x7x18x4x15x24x35x49x38x27x36x40",
            "27x16x7x18x4x15x24x35x49x38x27x36x45",
            "27x16x7x18x4x15x24x35x49x38x47x36x40",
            "27x16x7x18x4x15x24x35x49x38x47x36x45",
            "27x16x7x18x4x15x24x47x36x27x13x27",
            "27x16x7x18x4x15x24x47x36x27x18x27",
            "27x16x7x18x4x15x29x40x49x38x27x36x35",
            "27x16x7x18x4x15x29x40x49x38x47x36x35",
            "27x16x7x29x15x4x13x27x36x47x38x49x35x37",
            "27x16x7x29x15x4x13x27x36x47x38x49x40x37",
        ),
    ),
    # Majority rule, king = man: the king on 7 takes kings 12 and 43 and man 28 (7x49), the man
    # on 25 takes men 20, 19 and 28 (25x32): both take 3, both legal. The king's many 2-piece
    # captures (7x34x48 takes the two kings 12 and 43) and 33x22 (1) are not.
    Tricky(
        "dames-majority-3-over-2-kings-count-as-one",
        DAMES,
        "W:WK7,25,33,46,47:BK12,K43,11,19,28,20,2,4",
        (2, 13, 49, 457, 5094),
        ("25x32", "7x49"),
    ),
    # A man passing the far row during a capture stays a man: 12 takes 8 (landing on 3, on the
    # crowning row), then 9 and 20, and stops on 25 as a man. 12x1 over 7 would end on the far
    # row and be crowned, but takes only 1. (Were the man crowned on the way, the counts would
    # be 1, 4, 37, 127, 1057: computed with our generator with crowning switched on.)
    Tricky(
        "dames-man-passes-far-row-mid-capture-stays-man",
        DAMES,
        "W:W12,36,41,47:B7,8,9,20,16,26",
        (1, 4, 13, 39, 162),
        ("12x25",),
    ),
    # A jumped piece still blocks until the move ends (and cannot be jumped twice): the king on
    # 31 takes 37 (landing on 48), 43 (landing on 39), 33 (landing on 28) and 14 (landing on 10
    # or 5): 4 pieces. From 28 its way down to 41 is barred by the piece it took on 37, still on
    # the board; were captured pieces removed at once, it would take 41 too (28x46, then up the
    # long diagonal over 14): 5 pieces.
    Tricky(
        "dames-jumped-piece-still-blocks",
        DAMES,
        "W:WK31,47,49,50:B33,37,41,43,3,4,14",
        (2, 6, 22, 129, 919),
        ("31x10", "31x5"),
    ),
    # A king's long multi-capture under the no-180-degree rule: c4 takes c5 (up), d6 (right),
    # e4 (down), d2 (left), then a7 or b7 (up). After taking d2 leftwards it may not turn back
    # right to take g2 (it would then take 6).
    Tricky(
        "turques-king-long-capture-no-180-turn",
        TURQUES,
        "8/bb6/3b4/2b5/2W1b3/8/3b2b1/8 w",
        (2, 11, 128, 932, 10132),
        ("c4xc6xe6xe2xa2xa8", "c4xc6xe6xe2xb2xb8"),
    ),
    # Majority rule, king = man: the man on c3 takes c4 and the kings d5 and f5; the king on h5
    # takes three men in several ways, or the kings f5 and d5 and the man a7. All take 3.
    # h5xe5xc5 (two kings, 2 pieces) is not legal. (Uncorrected pydraughts: 3,201 / 26,527 at
    # depths 4 / 5, from its king's plain moves over pieces.)
    Tricky(
        "turques-majority-3-kings-count-as-one",
        TURQUES,
        "8/b6b/8/3B1B1W/2b2b1b/2w3b1/4b3/8 w",
        (10, 24, 178, 2810, 23368),
        (
            "c3xc5xe5xg5",
            "h5xe5xa5xa8",
            "h5xh2xa2xa8",
            "h5xh2xd2xd6",
            "h5xh2xd2xd7",
            "h5xh2xd2xd8",
            "h5xh3xd3xd6",
            "h5xh3xd3xd7",
            "h5xh3xd3xd8",
            "h5xh3xe3xe1",
        ),
    ),
    # A man crowned in the middle of a capture goes on as a king (the rulings; pydraughts
    # alone stops: its perft here is 1, 15, 55, 442, 5685, and its only move d6xd8). The man
    # d6 takes d7 landing on d8, is crowned, and as a king takes f8 (landing h8), h7 (down),
    # b6 (left along rank 6, across its own start cell d6) and a7 (up): 5 pieces.
    Tricky(
        "turques-man-crowned-mid-capture-continues-as-king",
        TURQUES,
        "5b2/b2b3b/1b1w4/2b4b/8/8/ww6/8 w",
        (1, 5, 75, 389, 5019),
        ("d6xd8xh8xh6xa6xa8",),
    ),
    # Captured pieces leave at once, so their cells can be crossed and landed on again: the king
    # h2 takes g2 first, then b4 and f5; coming down the g-file it takes g3 and lands on g2 or
    # g1, across the cell freed by its first capture. Not removing them at once would leave only
    # h2xb2xb5xh5xh8.
    Tricky(
        "turques-captured-cells-crossed-again",
        TURQUES,
        "8/b6b/8/5b2/1b6/6b1/w5bW/8 w",
        (3, 13, 161, 724, 8850),
        ("h2xb2xb5xg5xg1", "h2xb2xb5xg5xg2", "h2xb2xb5xh5xh8"),
    ),
]
IDS = [t.name for t in TRICKY]


@pytest.mark.parametrize("tricky", TRICKY, ids=IDS)
def test_tricky_position_perft_matches_pydraughts(tricky):
    counts = tuple(perft(tricky.game, tricky.position, depth) for depth in range(1, len(tricky.perft) + 1))
    assert counts == tricky.perft


@pytest.mark.parametrize("tricky", TRICKY, ids=IDS)
def test_tricky_position_perft_through_the_public_contract(tricky):
    state = at(tricky.game, tricky.position)
    assert [perft_api(tricky.game, state, depth) for depth in (1, 2, 3)] == list(tricky.perft[:3])


@pytest.mark.parametrize("tricky", TRICKY, ids=IDS)
def test_tricky_position_exact_move_list(tricky):
    game = tricky.game
    state = at(game, tricky.position)
    assert moves_text(game, state) == sorted(tricky.moves)
    for move in game.legal_moves(state):
        assert game.parse_move(state, game.format_move(state, move)) == move


# --- what each tricky position pins, beyond the counts ---------------------------------------------
def tricky(name: str) -> Tricky:
    return next(t for t in TRICKY if t.name.startswith(name))


def test_flying_king_position_has_824_paths_for_10_moves():
    t = tricky("dames-flying-king")
    board, side = DAMES.rules.position_codec.parse(DAMES.rules.geometry, t.position)
    sequences = DAMES.generator.capture_sequences(board, side)
    longest = [s for s in sequences if s[1].bit_count() == 14]
    assert max(s[1].bit_count() for s in sequences) == 14
    assert len(longest) == 824  # pydraughts: 824 paths (Oracle.capture_paths)
    assert len({(path[0], path[-1], captured) for path, captured in longest}) == 10
    state = at(DAMES, t.position)
    assert all(len(m.captured) == 14 for m in DAMES.legal_moves(state))
    # Any landing path of the intended capture is accepted: pydraughts lists 42 paths for this
    # move; here its last one, quite unlike our representative path.
    move = DAMES.parse_move(state, "27x16x7x18x4x15x24x35x49x38x27x36x40")
    assert move.path == (27, 16, 7, 18, 4, 15, 24, 35, 49, 38, 27, 36, 47, 29, 40)
    assert DAMES.parse_move(state, "27x38x49x35x13x4x15x38x47x36x27x16x7x29x40") == move


def assert_refused(game, state, text: str, code: str) -> None:
    with pytest.raises((IllegalMove, BadNotation)) as error:
        game.parse_move(state, text)
    assert error.value.code == code, error.value


def test_dames_majority_refuses_two_kings_when_three_pieces_can_be_taken():
    state = at(DAMES, tricky("dames-majority").position)
    assert_refused(DAMES, state, "7x34x48", "capture_majority")  # kings 12 and 43: only 2
    assert_refused(DAMES, state, "33x22", "capture_majority")
    assert sorted(sorted(m.captured) for m in DAMES.legal_moves(state)) == [[12, 28, 43], [19, 20, 28]]


def test_dames_man_that_passed_the_far_row_ends_as_a_man():
    state = at(DAMES, tricky("dames-man-passes").position)
    (move,) = DAMES.legal_moves(state)
    assert move.path == (12, 3, 14, 25) and sorted(move.captured) == [8, 9, 20]
    after = DAMES.apply(state, 0, move)
    assert DAMES.position(after) == "B:W25,36,41,47:B7,16,26"  # 25 is a man, not K25
    assert_refused(DAMES, state, "12x1", "capture_majority")


def test_dames_jumped_piece_blocks_the_way_to_a_fifth_capture():
    state = at(DAMES, tricky("dames-jumped-piece").position)
    assert {frozenset(m.captured) for m in DAMES.legal_moves(state)} == {frozenset({33, 37, 43, 14})}
    assert 41 not in {c for m in DAMES.legal_moves(state) for c in m.captured}
    with pytest.raises((IllegalMove, BadNotation)):
        DAMES.parse_move(state, "31x46")


def test_turques_king_may_not_turn_back_to_take_g2():
    state = at(TURQUES, tricky("turques-king-long").position)
    assert all("g2" not in m.captured and len(m.captured) == 5 for m in TURQUES.legal_moves(state))


def test_turques_majority_refuses_two_kings_when_three_pieces_can_be_taken():
    state = at(TURQUES, tricky("turques-majority").position)
    assert_refused(TURQUES, state, "h5xe5xc5", "capture_majority")
    assert {len(m.captured) for m in TURQUES.legal_moves(state)} == {3}


def test_turques_man_crowned_mid_capture_ends_as_a_king_on_a8():
    state = at(TURQUES, tricky("turques-man-crowned").position)
    (move,) = TURQUES.legal_moves(state)
    assert move.path == ("d6", "d8", "h8", "h6", "a6", "a8")
    assert move.captured == ("d7", "f8", "h7", "b6", "a7")
    after = TURQUES.apply(state, 0, move)
    assert TURQUES.position(after) == "W7/8/8/2b4b/8/8/ww6/8 b"
    with pytest.raises(IllegalMove):  # the capture must go on
        TURQUES.parse_move(state, "d6xd8")


def test_turques_king_lands_on_the_cell_of_its_first_capture():
    state = at(TURQUES, tricky("turques-captured-cells").position)
    move = TURQUES.parse_move(state, "h2xb2xb5xg5xg2")
    assert move.captured == ("g2", "b4", "f5", "g3")
    assert TURQUES.position(TURQUES.apply(state, 0, move)) == "8/b6b/8/8/8/8/w5W1/8 b"
