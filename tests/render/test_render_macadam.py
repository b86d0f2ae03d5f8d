"""The Macadam board renderer, checked on the pixels it produces (the tests it shares with
Mak-Yek are in ``test_render_boards``).

Views are the Macadam engine's ``player_view``, with the pawns and fields a test sets.
"""

from __future__ import annotations

import functools
from collections import namedtuple
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image

from engines import Outcome
from render import macadam
from tests.render.helpers import board_view, cell_centre, changed, drawn, place, start_view

SIZE = 400
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
START = [["a3", "c3", "e3", "g3", "b2", "d2", "f2", "h2"], ["a7", "c7", "e7", "g7", "b6", "d6", "f6", "h6"]]


# --- fixtures -------------------------------------------------------------------------------
def view(pieces: list[tuple[str, int]], **extra: Any) -> Any:
    return board_view("macadam", [(c, s, False) for c, s in pieces], **extra)


def start() -> Any:
    return start_view("macadam")


MIDDLE = [
    ("a3", 0), ("e3", 0), ("h2", 0), ("c5", 0), ("f6", 0), ("d6", 0), ("h4", 0), ("b2", 0),
    ("a7", 1), ("c7", 1), ("g7", 1), ("b6", 1), ("h6", 1), ("e5", 1), ("c3", 1), ("d2", 1),
]  # fmt: skip
#: A chain of four hops, every landing listed.
CHAIN = {"path": ("a1", "c3", "e5", "g3", "e1"), "captured": ()}


def middle() -> Any:
    pieces = [p for p in MIDDLE if p[0] not in CHAIN["path"]] + [("e1", 0)]
    return view(pieces, to_move=1, across=(3, 2), at_home=(4, 4))


def grid(size: int = SIZE, orientation: int = 0):
    return macadam.grid_for(8, 8, size, orientation, 3)


def centre(label: str, size: int = SIZE, orientation: int = 0) -> tuple[int, int]:
    return cell_centre(grid(size, orientation), label)


draw = functools.partial(drawn, macadam.render_board)


def yellow(p: tuple[int, int, int]) -> bool:
    return p[0] > 200 and p[1] > 150 and p[2] < 110


def near(p: tuple[int, int, int], q: tuple[int, int, int], tolerance: int = 30) -> bool:
    return max(abs(a - b) for a, b in zip(p, q)) <= tolerance


def count(image: Image.Image, box: tuple[int, int, int, int], test) -> int:
    return sum(n for n, p in image.crop(box).getcolors(maxcolors=1 << 18) if test(p))


# --- pawns, orientation ---------------------------------------------------------------------
@pytest.mark.parametrize("orientation", [0, 1])
def test_pawn_colours_at_cell_centres(orientation):
    v = start()
    image = draw(v, orientation=orientation)
    for label in START[0]:
        assert min(image.getpixel(centre(label, orientation=orientation))) > 170, label
    for label in START[1]:
        assert max(image.getpixel(centre(label, orientation=orientation))) < 90, label
    # an empty cell shows the board: a light (concrete) and a dark (asphalt) one
    assert near(image.getpixel(centre("a4", orientation=orientation)), macadam.ROAD.light)
    assert near(image.getpixel(centre("a5", orientation=orientation)), macadam.ROAD.dark)


def test_orientation_turns_the_board_and_keeps_labels_upright():
    v = view([("a3", 0)])
    upright, turned = draw(v), draw(v, orientation=1)
    assert centre("a3", orientation=1) == centre("h6")
    assert min(upright.getpixel(centre("a3"))) > 170 and min(turned.getpixel(centre("h6"))) > 170
    assert min(turned.getpixel(centre("a3"))) < 170
    g = grid()
    rim = (g.left, g.board_box[3], g.board_box[2], g.frame_box[3])  # the files under the board
    assert upright.crop(rim).tobytes() != turned.crop(rim).tobytes()
    assert upright.crop(rim).tobytes() != upright.crop(rim).rotate(180).tobytes()


# --- board marks ----------------------------------------------------------------------------
@pytest.mark.parametrize("orientation", [0, 1])
def test_lane_runs_between_ranks_4_and_5(orientation):
    g = grid(orientation=orientation)
    lane = g.lane_box
    assert lane is not None and lane[3] - lane[1] == g.lane > 0
    # the lane lies right between the cells of rank 5 and rank 4
    ys = sorted((g.box(*place("a5"))[3], g.box(*place("a4"))[1], g.box(*place("a5"))[1], g.box(*place("a4"))[3]))
    assert (ys[1], ys[2]) == (lane[1], lane[3])
    image = draw(start(), orientation=orientation)
    middle_y = (lane[1] + lane[3]) // 2
    quarter_y = lane[1] + (lane[3] - lane[1]) // 3
    dash = [image.getpixel((int(g.centre(0, c)[0]), middle_y)) for c in range(8)]
    assert all(yellow(p) for p in dash), dash  # a yellow dash in the middle of every column
    between = [image.getpixel((g.col_left(c) + 1, middle_y)) for c in range(1, 8)]
    assert all(max(p) < 90 for p in between), between  # dark asphalt between the dashes
    assert max(image.getpixel((g.col_left(2) + 3, quarter_y))) < 90
    # ... and it stops at the board's frame (issue 13): its kerb lines run inside the board
    # only, while a lane-less view has none and is shorter
    kerb_y = [lane[1] + round((lane[3] - lane[1]) * 0.12) + dy for dy in (-1, 0, 1)]
    assert any(min(image.getpixel((g.col_left(2) + 3, y))) > 150 for y in kerb_y)
    assert all(min(image.getpixel((x, y))) < 130 for y in kerb_y for x in (g.left // 3, g.width - g.left // 3))
    flat = draw(replace(start(), lane_below_row=None), orientation=orientation)
    assert flat.height == image.height - g.lane


@pytest.mark.parametrize("orientation", [0, 1])
def test_goal_cells_carry_a_crescent(orientation):
    image = draw(view([]), orientation=orientation)
    g = grid(orientation=orientation)
    for label in ("d1", "e1", "d8", "e8"):
        assert count(image, g.box(*place(label)), yellow) > g.cell * 2, label
    for label in ("c1", "f1", "c8", "f8", "d4"):
        assert count(image, g.box(*place(label)), yellow) == 0, label
    # the horns point into the board: the thick part of d1's crescent is at the rim side
    x, y = centre("d1", orientation=orientation)
    rim_side = 1 if orientation == 0 else -1
    assert yellow(image.getpixel((x, y + rim_side * round(g.cell * 0.3))))
    assert not yellow(image.getpixel((x, y - rim_side * round(g.cell * 0.3))))


def test_start_dots_show_on_empty_start_cells():
    empty, placed = draw(view([])), draw(view([("g3", 0), ("b6", 1)]))
    g = grid()
    white_dot = empty.getpixel(centre("g3"))
    assert min(white_dot) > 200, white_dot  # a white dot on the dark cell
    black_dot = empty.getpixel(centre("b6"))
    assert max(black_dot) < 80, black_dot
    assert changed(empty, placed, centre("g3"), radius=round(g.cell * 0.3))
    no_starts = draw(replace(view([]), start_cells=((), ())))
    assert near(no_starts.getpixel(centre("g3")), macadam.ROAD.dark)


@pytest.mark.parametrize("orientation", [0, 1])
def test_start_dots_stand_out_from_every_square(orientation):
    """Issue 25: the white dots vanished on light squares. Start cells on both colours of the
    chequer: out from each dot's centre, a band of at least 3 pixels (at 400 px) stands clearly
    apart from the square's own colour."""

    def lightness(p: tuple[int, int, int]) -> float:
        return 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]

    starts = (("a3", "b3"), ("a6", "b6"))  # a dark and a light square for each seat
    image = draw(replace(view([]), start_cells=starts), orientation=orientation)
    g = grid(orientation=orientation)
    grounds = set()
    for cells in starts:
        for label in cells:
            x, y = centre(label, orientation=orientation)
            ground = image.getpixel((x + round(g.cell * 0.42), y + round(g.cell * 0.42)))
            grounds.add(lightness(ground) > 160)
            row = [image.getpixel((x + dx, y)) for dx in range(round(g.cell * 0.35))]
            apart = [p for p in row if abs(lightness(p) - lightness(ground)) >= 60]
            assert len(apart) >= 3, (label, ground, row)
    assert grounds == {True, False}


# --- last move ------------------------------------------------------------------------------
def test_chain_is_drawn_hop_by_hop():
    v = middle()
    plain, shown = draw(v), draw(v, last_move=CHAIN)
    points = [centre(label) for label in CHAIN["path"]]
    for a, b in zip(points, points[1:]):
        for t in (0.3, 0.5, 0.7):
            xy = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            assert changed(plain, shown, xy), f"hop {a}->{b} missing at {xy}"
    for landing in points[1:-1]:  # a dot on each intermediate landing, in the arrow's colour
        p = shown.getpixel(landing)
        assert p[0] > 200 and 90 < p[1] < 190 and p[2] < 90, p
    # start and end cells are tinted (a corner away from the arrow changed)
    x0, y0, x1, y1 = grid().box(*place("a1"))
    assert changed(plain, shown, (x1 - 3, y0 + 3), radius=1)


def test_last_move_as_object_or_mapping_and_single_cell_placement():
    Move = namedtuple("Move", "path captured")
    v = middle()
    assert macadam.render_board(v, size=SIZE, last_move=Move(CHAIN["path"], ())) == macadam.render_board(
        v, size=SIZE, last_move={"path": list(CHAIN["path"])}
    )
    plain = draw(v)
    placed = draw(v, last_move={"path": ["h4"], "captured": []})  # a placement: one cell, no arrow
    x0, y0, x1, y1 = grid().box(*place("h4"))
    assert changed(plain, placed, (x0 + 2, y0 + 2), radius=1)
    assert plain.crop((0, 0, x0 - 2, plain.height)).tobytes() == placed.crop((0, 0, x0 - 2, plain.height)).tobytes()


# --- strips: counters, side to move, outcome -------------------------------------------------
def strips(image: Image.Image, orientation: int = 0) -> tuple[bytes, bytes]:
    """(bottom strip, top strip) pixels."""
    g = grid(orientation=orientation)
    return (
        image.crop((0, g.height - g.band, g.width, g.height)).tobytes(),
        image.crop((0, 0, g.width, g.band)).tobytes(),
    )


@pytest.mark.parametrize(
    ("key", "a", "b"),
    [("across", (3, 2), (4, 2)), ("at_home", (4, 4), (2, 4))],
)
def test_six_two_counters_change_the_owner_strip_only(key, a, b):
    one = strips(draw(replace(middle(), **{key: a})))
    two = strips(draw(replace(middle(), **{key: b})))
    assert one[0] != two[0]  # seat 0's strip, at the bottom
    assert one[1] == two[1]


def test_counters_follow_the_seat_when_turned():
    one = strips(draw(replace(middle(), across=(3, 2)), orientation=1), 1)
    two = strips(draw(replace(middle(), across=(3, 5)), orientation=1), 1)
    assert one[0] != two[0] and one[1] == two[1]  # seat 1 sits at the bottom


def test_placement_shows_pawns_still_to_place():
    placing = view([("a3", 0), ("b6", 1)], phase="placement", to_place=(7, 7), at_home=(1, 1))
    base = strips(draw(placing))
    fewer = strips(draw(replace(placing, to_place=(7, 3))))
    assert base[1] != fewer[1] and base[0] == fewer[0]
    # in play the pawns in hand are not shown, whatever the count says
    playing = replace(placing, phase="play")
    assert strips(draw(playing)) == strips(draw(replace(playing, to_place=(0, 0))))


def test_side_to_move_and_outcome_are_marked():
    shots = {
        name: strips(draw(replace(start(), **extra)))
        for name, extra in {
            "white": {"to_move": 0},
            "black": {"to_move": 1},
            "won": {"to_move": None, "outcome": Outcome((0,), "six_two")},
            "drawn": {"to_move": None, "outcome": Outcome((), "agreed")},
            "none": {"to_move": None},
        }.items()
    }
    assert len(set(shots.values())) == 5
    assert shots["white"][1] == shots["none"][1] and shots["white"][0] != shots["none"][0]
    # the winner's strip has a gold edge and ring
    g = grid()
    won = draw(replace(start(), to_move=None, outcome=Outcome((0,), "six_two")))
    gold_below = count(won, (0, g.height - g.band, g.width, g.height), yellow)
    assert gold_below > 100
    assert count(won, (0, 0, g.width, g.band), yellow) < gold_below / 3  # the loser's strip: its road icon only


# --- read on a phone (issue 13) ---------------------------------------------------------------
def test_no_start_dots_during_free_placement():
    placing = view([], phase="placement", to_place=(8, 8), at_home=(0, 0))
    image = draw(placing)
    for label in ("g3", "b6"):
        assert near(image.getpixel(centre(label)), macadam.ROAD.dark), label


def test_the_goal_stays_marked_and_named_under_the_winning_pawn():
    from render import Captions

    won = view([("d8", 0)], to_move=None, outcome=Outcome((0,), "goal"))
    bare = draw(won)
    g = grid()
    box = g.box(*place("d8"))
    assert count(bare, box, yellow) > g.cell * 2, "the goal's frame shows round the pawn on it"
    signed = draw(won, captions=Captions(words={"macadam_goal": "GOAL"}))
    goal = g.box(*place("d8"))[:2] + g.box(*place("e8"))[2:]
    assert changed(bare, signed, ((goal[0] + goal[2]) / 2, goal[1] + g.cell * 0.15), radius=3), "a GOAL sign"
    assert signed.crop(g.box(*place("d5"))).tobytes() == bare.crop(g.box(*place("d5"))).tobytes()
