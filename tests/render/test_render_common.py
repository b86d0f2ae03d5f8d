"""Shared render helpers: packaged font, geometry, themes, anti-aliased marks, sprites."""

from __future__ import annotations

from importlib import resources

import pytest
from PIL import Image

from render import common, overlays, pieces


def test_font_is_packaged_with_its_licence_and_cached():
    fonts = resources.files("data").joinpath("fonts")
    assert fonts.joinpath(common.FONT_FILE).is_file()
    assert "Bitstream" in fonts.joinpath("LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert common.font(14) is common.font(14)
    assert common.font(14).getbbox("50")[2] > 10


def test_grid_orientation_and_integer_cells():
    grid = common.Grid(8, 8, 400, 0, 0.05)
    turned = common.Grid(8, 8, 400, 1, 0.05)
    assert grid.box(0, 0) == turned.box(7, 7)
    x0, y0, x1, y1 = grid.box(3, 5)
    assert x1 - x0 == y1 - y0 == grid.cell and isinstance(x0, int)
    assert grid.board_box[2] <= 400 and grid.height == 400
    with pytest.raises(ValueError):
        common.Grid(8, 8, 400, 3)


def test_theme_colours():
    assert common.WOOD.piece_colour("blue")[2] > 150
    assert common.WOOD.piece_colour("#102030") == (16, 32, 48)
    with pytest.raises(ValueError, match="unknown piece colour"):
        common.WOOD.piece_colour("plaid")
    with pytest.raises(ValueError):
        common.hex_colour("#12")
    hash(common.WOOD)  # themes key the caches


def test_piece_sprites_are_cached_antialiased_and_centred():
    sprite = pieces.piece_sprite(40, (38, 104, 196), False, (240, 190, 50))
    assert sprite is pieces.piece_sprite(40, (38, 104, 196), False, (240, 190, 50))
    assert sprite.mode == "RGBA"
    alphas = {value for _, value in sprite.getchannel("A").getcolors()}
    assert 0 in alphas and 255 in alphas and len(alphas) > 20  # soft edges and shadow
    middle = sprite.getpixel((sprite.width // 2, sprite.height // 2))
    assert middle[3] == 255 and middle[2] > middle[0] + 60


def test_arrow_is_antialiased_and_limited_to_its_box():
    image = Image.new("RGB", (200, 200), (255, 255, 255))
    overlays.arrow(image, [(20, 20), (100, 100), (180, 20)], width=8, colour=(255, 0, 0), edge=(0, 0, 0))
    assert image.getpixel((100, 100)) != (255, 255, 255)
    assert image.getpixel((100, 190)) == (255, 255, 255)
    assert len(image.getcolors(maxcolors=1 << 16)) > 20  # blended edge pixels


def test_view_helpers():
    from dataclasses import replace

    from engines import Outcome
    from render import views
    from tests.render.helpers import start_view

    view = start_view("dames")
    assert views.move_parts(None) == ((), ())
    assert views.move_parts({"path": [1, 2]}) == ((1, 2), ())
    assert views.status(replace(view, to_move=1, outcome=None), 2) == ((1,), "to_move")
    assert views.status(replace(view, to_move=None, outcome=Outcome((0,), "x")), 2) == ((0,), "won")
    assert views.status(replace(view, to_move=None, outcome=Outcome((), "x")), 2) == ((0, 1), "drawn")
    assert views.status(replace(view, to_move=None, outcome=None), 2) == ((), "")
    with pytest.raises(ValueError, match="winner 3"):
        views.status(replace(view, outcome=Outcome((3,), "x")), 2)
    layout = views.Layout("x", 2, 2, "algebraic", (("a2", 0, 0), ("b2", 0, 1), ("a1", 1, 0), ("b1", 1, 1)))
    where = views.CellIndex(layout)
    assert where("b1", "test") == (1, 1)
    with pytest.raises(ValueError, match="unknown cell label 'c3' in test"):
        where("c3", "test")
    grid = common.Grid(2, 2, 100, 1)
    assert views.algebraic_rims(layout, grid) == ({1: "a", 0: "b"}, {1: "2", 0: "1"})
