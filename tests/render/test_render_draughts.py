"""The draughts board renderer, checked on the pixels it produces."""

from __future__ import annotations

import dataclasses
from collections import namedtuple
from dataclasses import replace

import pytest

import render
from engines import Outcome
from render import board, draughts, pieces
from render.common import SAND, WOOD, luminance
from tests.render.helpers import (
    MIDDLE_MOVE, centre, dames_middle, dames_start, dames_view, decode, from_changed_json, grid_for, start_view,
    turk_start, turk_view,
)  # fmt: skip

SIZE = 400
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def is_blue(p: tuple[int, int, int]) -> bool:
    """Dames' blue man, drawn as the customary light one (issue 13): pale, bluish."""
    return min(p) > 150 and p[2] > p[0] + 20


def is_green(p: tuple[int, int, int]) -> bool:
    """Dames' green man, drawn as the customary dark one: deep, greenish."""
    return max(p) < 110 and p[1] > p[0] + 15 and p[1] > p[2] + 5


def near(p: tuple[int, int, int], q: tuple[int, int, int], tolerance: int) -> bool:
    return max(abs(a - b) for a, b in zip(p, q)) <= tolerance


def changed(a, b, xy, radius: int = 2) -> bool:
    """Whether any pixel within ``radius`` of ``xy`` differs between images ``a`` and ``b``."""
    x, y = xy
    box = (x - radius, y - radius, x + radius + 1, y + radius + 1)
    return a.crop(box).tobytes() != b.crop(box).tobytes()


# --- output ---------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [400, 800])
def test_png_of_requested_width(size):
    png = draughts.render_board(dames_start(), size=size)
    assert png.startswith(PNG_MAGIC)
    image = decode(png)
    grid = grid_for(dames_start(), size)
    assert image.size == (size, grid.height) and grid.height == size + 2 * grid.band  # the strips above and below


def test_deterministic_even_with_cold_caches():
    view = dames_middle()
    first = draughts.render_board(view, size=SIZE, last_move=MIDDLE_MOVE)
    assert draughts.render_board(view, size=SIZE, last_move=MIDDLE_MOVE) == first
    draughts._background.cache_clear()
    pieces.piece_sprite.cache_clear()
    assert draughts.render_board(view, size=SIZE, last_move=MIDDLE_MOVE) == first


def test_render_view_dispatches_on_game():
    assert set(render.RENDERERS) >= {"dames", "dames-turques"}
    view = dames_start()
    assert render.render_view(view, size=SIZE) == draughts.render_board(view, size=SIZE)
    turk = turk_start()
    assert render.render_view(turk, size=SIZE, orientation=1) == draughts.render_board(turk, size=SIZE, orientation=1)


@pytest.mark.parametrize("game", ["chess", "mak-yek-unknown", None, 3])
def test_unknown_game_raises(game):
    view = replace(dames_start(), game=game)
    with pytest.raises(ValueError, match="no renderer"):
        render.render_view(view)
    with pytest.raises(ValueError):
        draughts.render_board(view)


def test_view_without_game_raises():
    with pytest.raises(ValueError, match="'game'"):
        render.render_view({"rows": 10})


# --- pieces on the right cells --------------------------------------------------------------
def test_piece_colours_at_cell_centres():
    view = dames_start()
    image = decode(draughts.render_board(view, size=SIZE))
    assert is_blue(image.getpixel(centre(view, 32, SIZE)))
    assert is_green(image.getpixel(centre(view, 19, SIZE)))
    empty = image.getpixel(centre(view, 25, SIZE))  # empty dark cell: board colour
    assert near(empty, WOOD.dark, 40), empty
    light = grid_for(view, SIZE).centre(4, 4)  # a light (unplayable) cell
    assert near(image.getpixel((int(light[0]), int(light[1]))), WOOD.light, 40)


def test_orientation_turns_the_board_half_a_turn():
    view = dames_view([(32, 0, False)])
    upright = decode(draughts.render_board(view, size=SIZE))
    turned = decode(draughts.render_board(view, size=SIZE, orientation=1))
    # cell 32 is row 6, col 3; turned, it is drawn where cell 19 (row 3, col 6) was.
    assert centre(view, 32, SIZE, orientation=1) == centre(view, 19, SIZE)
    assert is_blue(turned.getpixel(centre(view, 19, SIZE)))
    assert not is_blue(turned.getpixel(centre(view, 32, SIZE)))
    assert is_blue(upright.getpixel(centre(view, 32, SIZE)))
    assert not is_blue(upright.getpixel(centre(view, 19, SIZE)))


def test_king_differs_from_man_and_keeps_its_colour():
    man = decode(draughts.render_board(dames_view([(28, 0, False)]), size=SIZE))
    king = decode(draughts.render_board(dames_view([(28, 0, True)]), size=SIZE))
    x0, y0, x1, y1 = grid_for(dames_view([]), SIZE).box(5, 4)
    assert man.crop((x0, y0, x1, y1)).tobytes() != king.crop((x0, y0, x1, y1)).tobytes()
    assert is_blue(king.getpixel(centre(dames_view([]), 28, SIZE)))  # the crown's gem shows the colour
    # the crown is gold (deep amber on a light man): the king's cell has warm pixels, the man's none
    def golden(image):
        colours = image.crop((x0, y0, x1, y1)).getcolors(maxcolors=1 << 16)
        return sum(n for n, p in colours if p[0] > 175 and p[1] > 110 and p[2] < 80)

    assert golden(king) > 20 and golden(man) == 0


# --- last move, huffing, side to move -------------------------------------------------------
def test_last_move_marks_path_and_captures():
    view = dames_middle()
    plain = decode(draughts.render_board(view, size=SIZE))
    shown = decode(draughts.render_board(view, size=SIZE, last_move=MIDDLE_MOVE))
    start, corner, end = (centre(view, label, SIZE) for label in MIDDLE_MOVE["path"])
    for a, b in ((start, corner), (corner, end)):
        for t in (0.25, 0.5, 0.75):
            xy = (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t))
            assert changed(plain, shown, xy), f"arrow missing at {xy}"
    for label in MIDDLE_MOVE["captured"]:
        x, y = centre(view, label, SIZE)
        assert changed(plain, shown, (x, y))
        r = round(grid_for(view, SIZE).cell * 0.4 * 0.75)  # on the red ring, off the arrow
        ring = shown.getpixel((x, y - r))
        assert ring[0] > ring[1] + 60 and ring[0] > ring[2] + 60, ring
    # the start cell is tinted: its corner (away from the arrow) changed
    x0, y0, _, _ = grid_for(view, SIZE).box(7, 2)
    assert changed(plain, shown, (x0 + 3, y0 + grid_for(view, SIZE).cell - 4), radius=1)


def test_last_move_as_object_or_mapping():
    Move = namedtuple("Move", "path captured")
    view = dames_middle()
    as_object = draughts.render_board(view, size=SIZE, last_move=Move((37, 26, 17), (31, 21)))
    as_mapping = draughts.render_board(view, size=SIZE, last_move={"path": [37, 26, 17], "captured": [31, 21]})
    assert as_object == as_mapping


def test_simple_move_without_capture():
    view = dames_view([(28, 0, False)])
    plain = decode(draughts.render_board(view, size=SIZE))
    shown = decode(draughts.render_board(view, size=SIZE, last_move={"path": (32, 28), "captured": ()}))
    a, b = centre(view, 32, SIZE), centre(view, 28, SIZE)
    assert changed(plain, shown, ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2))


def test_huffable_pieces_are_marked():
    view = dames_middle()
    plain = decode(draughts.render_board(view, size=SIZE))
    marked = decode(draughts.render_board(replace(view, huffable=(24,)), size=SIZE))
    x0, y0, x1, y1 = grid_for(view, SIZE).box(4, 7)
    assert plain.crop((x0, y0, x1, y1)).tobytes() != marked.crop((x0, y0, x1, y1)).tobytes()
    assert plain.crop((0, 0, x0, SIZE)).tobytes() == marked.crop((0, 0, x0, SIZE)).tobytes()


def test_side_to_move_and_outcome_are_shown_in_the_strips():
    grid = grid_for(dames_start(), SIZE)

    def strips(extra):
        image = decode(draughts.render_board(replace(dames_start(), **extra), size=SIZE))
        return image.crop((0, 0, SIZE, grid.band)).tobytes() + image.crop((0, grid.height - grid.band, SIZE, grid.height)).tobytes()

    shots = [
        strips(extra)
        for extra in (
            {"to_move": 0},
            {"to_move": 1},
            {"to_move": None, "outcome": Outcome(winners=(0,), reason="no_moves")},
            {"to_move": None, "outcome": Outcome(winners=(), reason="agreed")},
        )
    ]
    assert len(set(shots)) == 4


# --- Turkish draughts -----------------------------------------------------------------------
def test_turkish_all_64_cells():
    pieces = [(f + r, (ord(f) + int(r)) % 2, False) for f in "abcdefgh" for r in "12345678"]
    view = turk_view(pieces)
    for orientation in (0, 1):
        image = decode(draughts.render_board(view, size=SIZE, orientation=orientation))
        for label, seat, _ in pieces:
            p = image.getpixel(centre(view, label, SIZE, orientation))
            if seat == 0:
                assert min(p) > 170, (label, p)  # white
            else:
                assert max(p) < 90, (label, p)  # black


def test_turkish_orientation_puts_a1_in_the_right_corner():
    view = turk_view([("a1", 0, False)])
    grid = grid_for(view, SIZE)
    upright = decode(draughts.render_board(view, size=SIZE))
    turned = decode(draughts.render_board(view, size=SIZE, orientation=1))
    bottom_left = tuple(int(v) for v in grid.centre(7, 0))
    top_right = tuple(int(v) for v in grid.centre(0, 7))
    assert min(upright.getpixel(bottom_left)) > 170 and min(upright.getpixel(top_right)) < 170
    assert min(turned.getpixel(top_right)) > 170 and min(turned.getpixel(bottom_left)) < 170
    # the rim coordinates are redrawn (upright), not rotated with the board
    rim = (0, grid.board_box[3], SIZE, grid.height - grid.band)
    assert upright.crop(rim).tobytes() != turned.crop(rim).tobytes()
    assert upright.crop(rim).tobytes() != upright.crop(rim).rotate(180).tobytes()


def test_turkish_default_theme_and_custom_theme():
    view = turk_view([])
    image = decode(draughts.render_board(view, size=SIZE))
    grid = grid_for(view, SIZE)
    a8 = tuple(int(v) for v in grid.centre(0, 0))  # light square
    assert near(image.getpixel(a8), SAND.light, 40)
    pink = dataclasses.replace(SAND, light=(255, 0, 255), grain=0)
    themed = decode(draughts.render_board(view, size=SIZE, theme=pink))
    assert themed.getpixel(a8) == (255, 0, 255)


def test_turkish_king_and_last_move():
    view = turk_view([("d4", 0, True), ("h2", 1, True)], to_move=1)
    plain = decode(draughts.render_board(view, size=SIZE))
    shown = decode(draughts.render_board(view, size=SIZE, last_move={"path": ("d1", "d4"), "captured": ("d3",)}))
    assert changed(plain, shown, centre(view, "d3", SIZE))
    assert changed(plain, shown, centre(view, "d2", SIZE))


# --- bad data -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda v: v["pieces"].append({"cell": 51, "seat": 0, "king": False}), "unknown cell label 51 in pieces"),
        (lambda v: v["pieces"].append({"cell": 32, "seat": 1, "king": False}), "two pieces on cell 32"),
        (lambda v: v["pieces"].append({"cell": 28, "seat": 2, "king": False}), "seat 2"),
        (lambda v: v.update(huffable=[99]), "unknown cell label 99 in huffable"),
        (lambda v: v.update(colours=["blue", "mauve"]), "unknown piece colour 'mauve'"),
        (lambda v: v.update(to_move=5), "to_move 5"),
        (lambda v: v["cells"].append({"label": 51, "row": 10, "col": 0}), "off the 10x10 board"),
        (lambda v: v["cells"].append({"label": 1, "row": 0, "col": 3}), "listed twice"),
        (lambda v: v.pop("pieces"), "no 'pieces' field"),
    ],
)
def test_bad_view_raises_clear_value_error(change, message):
    view = from_changed_json(dames_view([(32, 0, False)]), change)
    with pytest.raises(ValueError, match=message):
        draughts.render_board(view, size=SIZE)


def test_bad_last_move_and_options_raise():
    view = dames_view([(32, 0, False)])
    with pytest.raises(ValueError, match="unknown cell label 77 in last_move.path"):
        draughts.render_board(view, size=SIZE, last_move={"path": (32, 77), "captured": ()})
    with pytest.raises(ValueError, match="unknown cell label 'z9' in last_move.captured"):
        draughts.render_board(view, size=SIZE, last_move={"path": (32, 23), "captured": ("z9",)})
    with pytest.raises(ValueError, match="path"):
        draughts.render_board(view, size=SIZE, last_move=object())
    with pytest.raises(ValueError, match="orientation"):
        draughts.render_board(view, size=SIZE, orientation=2)
    with pytest.raises(ValueError, match="too small"):
        draughts.render_board(view, size=40)
    with pytest.raises(TypeError):
        draughts.render_board(view, 400)  # options are keyword-only


# --- legible on a phone (issue 13) ------------------------------------------------------------
def test_cell_numbers_read_at_400_px():
    grid = grid_for(dames_start(), 400)
    sprite = board.label_sprite("48", grid.cell, (255, 255, 255))
    top, bottom = sprite.getbbox()[1], sprite.getbbox()[3]
    assert bottom - top >= 9, "digits at least 9 px high on a 400 px board (5 before issue 13)"


def crown_contrast(colour, gold) -> float:
    """The share of a king's face (at the size of a 300 px board's cell) far from the face's own
    brightness: how much its crown shows."""
    cell = grid_for(dames_start(), 300).cell
    sprite = pieces.piece_sprite(cell, colour, True, gold)
    c, r = sprite.width / 2, pieces.RADIUS * cell * 0.9
    inside = [(x, y) for y in range(sprite.height) for x in range(sprite.width)
              if (x + 0.5 - c) ** 2 + (y + 0.5 - c) ** 2 <= r * r]  # fmt: skip
    face = luminance(colour)
    return sum(abs(luminance(sprite.getpixel(p)[:3]) - face) > 0.35 for p in inside) / len(inside)


@pytest.mark.parametrize("game", ["dames", "dames-turques"])
def test_every_kings_crown_shows_at_300_px(game):
    theme = draughts.DEFAULT_THEMES[game]
    for name in start_view(game).colours:  # the white king's crown hardly showed before
        assert crown_contrast(theme.piece_colour(name), theme.gold) > 0.2, name


def test_dames_men_are_light_and_dark():
    theme = draughts.DEFAULT_THEMES["dames"]
    light, dark = (theme.piece_colour(name) for name in dames_start().colours)
    assert luminance(light) > 0.8 and luminance(dark) < 0.25
