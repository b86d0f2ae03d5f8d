"""How the last move is drawn on every board (issue 13): the arrowhead stops short of the piece
that moved and of the destination's number, and the start square's ring shows on light and dark
squares alike."""

from __future__ import annotations

import math

import pytest
from PIL import Image

from render import board, draughts, makyek, render_view
from tests.render.helpers import board_view, decode, grid_for
from tests.render.test_render_strips import grid_of, lit

SIZE = 400


def same_disc(a: Image.Image, b: Image.Image, centre: tuple[float, float], radius: float) -> bool:
    """Whether ``a`` and ``b`` agree on every pixel within ``radius`` of ``centre`` (to a few
    levels: the tinted square shows through the piece's faint edge, an arrow would not)."""
    cx, cy = centre
    for y in range(math.floor(cy - radius), math.ceil(cy + radius) + 1):
        for x in range(math.floor(cx - radius), math.ceil(cx + radius) + 1):
            if math.hypot(x + 0.5 - cx, y + 0.5 - cy) > radius:
                continue
            if max(abs(p - q) for p, q in zip(a.getpixel((x, y)), b.getpixel((x, y)))) > 6:
                return False
    return True


@pytest.mark.parametrize(
    ("game", "pieces", "move"),
    [
        ("dames", [(28, 0, False)], {"path": (33, 28), "captured": ()}),  # from the lower right
        ("dames", [(28, 0, False)], {"path": (32, 28), "captured": ()}),  # from the lower left
        ("dames", [(17, 0, False)], {"path": (37, 26, 17), "captured": (31, 21)}),
        ("dames-turques", [("d5", 0, False)], {"path": ("d2", "d5"), "captured": ()}),
        ("mak-yek", [("d5", 0, False)], {"path": ("h5", "d5"), "captured": ()}),
        ("macadam", [("d4", 0, False)], {"path": ("b2", "b4", "d4"), "captured": ()}),
    ],
)
def test_the_arrowhead_leaves_the_moved_piece_uncovered(game, pieces, move):
    view = board_view(game, pieces, to_move=1)
    plain = decode(render_view(view, size=SIZE))
    shown = decode(render_view(view, size=SIZE, last_move=move))
    grid = grid_of(view)
    end = next(c for c in view.cells if c.label == move["path"][-1])
    assert not same_disc(plain, shown, grid.centre(end.row, end.col), grid.cell * 0.7), "the arrow reaches the piece"
    assert same_disc(plain, shown, grid.centre(end.row, end.col), grid.cell * 0.36), "but never covers it"


def test_the_destination_number_is_never_covered():
    view = board_view("dames", [(28, 0, False)], to_move=1)
    grid = grid_for(view, SIZE)
    for start in (33, 32, 39):  # from the lower right, the lower left, a long way
        shown = decode(draughts.render_board(view, size=SIZE, last_move={"path": (start, 28), "captured": ()}))
        plain = decode(draughts.render_board(view, size=SIZE))
        label = next(c for c in view.cells if c.label == 28)
        box = grid.box(label.row, label.col)
        sprite = board.label_sprite("28", grid.cell, (0, 0, 0))  # where the number's ink is
        x, y = board.label_origin(box, grid.cell)
        ink = [(x + i, y + j) for j in range(sprite.height) for i in range(sprite.width)
               if sprite.getpixel((i, j))[3] == 255]  # fmt: skip
        assert ink and all(shown.getpixel(p) == plain.getpixel(p) for p in ink)


@pytest.mark.parametrize("start", ["h5", "h4"])  # a light square, a dark one
def test_the_start_ring_shows_on_light_and_dark_squares(start):
    view = board_view("mak-yek", [("d5", 0, False)], to_move=1)
    grid = makyek.grid_for(8, 8, SIZE, 0)
    shown = decode(makyek.render_board(view, size=SIZE, last_move={"path": (start, "d" + start[1]), "captured": ()}))
    cell = next(c for c in view.cells if c.label == start)
    x0, y0, x1, y1 = grid.box(cell.row, cell.col)
    ring = lit(shown, (x0, y0, x1, y1), makyek.DEFAULT_THEMES["mak-yek"].arrow)
    assert ring > grid.cell * 1.5, "a ring in the arrow's colour round the square the piece left"
