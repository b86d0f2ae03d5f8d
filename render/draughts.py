"""Board images for the two draughts games, ``dames`` (10x10, PDN) and ``dames-turques`` (8x8).

``render_board(view, *, size, orientation, last_move, theme, captions) -> PNG bytes`` is pure: it reads
only the engine's ``player_view`` (a :class:`engines.draughts.view.DraughtsView`, through
:class:`render.scene.BoardSpec`). The empty
board (wood, frame, numbers or coordinates) is cached per layout, size, orientation and theme;
a render copies it, pastes cached piece sprites, draws the last move (tinted end cells, a ring
where it started, an arrow along the path, crosses where pieces were taken), the players'
strips (name, whose turn, the result: :mod:`render.strips`) and encodes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image

from engines.draughts.view import DraughtsView
from engines.views import BoardView, Label
from render import board, overlays, strips
from render.common import SAND, WOOD, Colour, Grid, Theme, mix, png_renderer
from render.pieces import RADIUS
from render.scene import BackgroundKey, BoardSpec, MoveStyle, Scene, board_background, chequer
from render.views import Layout, Place

GAMES = ("dames", "dames-turques")
#: the label keys this renderer reads from its captions (see :mod:`render.captions`).
WORDS: tuple[str, ...] = tuple(strips.STATE_WORDS.values())
#: Dames on its wooden board: the engine's blue and green men as the customary light and dark
#: ones (a pale blue man, a deep green one), so the board reads like a printed diagram while the
#: texts' colour names still hold.
DAMES_WOOD = dataclasses.replace(WOOD, pieces=(("blue", (198, 216, 240)), ("green", (34, 70, 50)), *WOOD.pieces))
#: The look each game gets when no theme is given.
DEFAULT_THEMES: Mapping[str, Theme] = {"dames": DAMES_WOOD, "dames-turques": SAND}
FRAME_RATIO = 0.055
BAND_RATIO = 0.1  # each player strip (name and status), as a share of the width
MOVE = MoveStyle(width=0.11, shorten=0.46, opacity=0.9, cross=0.75)


def _numbered(layout: Layout) -> bool:
    """Numbers in the cells (PDN) rather than coordinates on the rim (algebraic)."""
    return layout.notation != "algebraic"


def _paste_number(image: Image.Image, grid: Grid, label: Label, place: Place, fill: Colour,
                  stroke: Colour | None = None) -> None:  # fmt: skip
    """A cell's number in its top-left corner (``stroke`` outlines it to read over a piece)."""
    sprite = board.label_sprite(str(label), grid.cell, fill, stroke)
    image.paste(sprite, board.label_origin(grid.box(*place), grid.cell), sprite)


@lru_cache(maxsize=16)
def _background(layout: Layout, width: int, orientation: int, theme: Theme) -> Image.Image:
    """The empty board: frame, wooden cells, PDN numbers or rim coordinates. Never mutated."""
    grid = SPEC.grid(layout.rows, layout.cols, width, orientation)
    # Turkish draughts: every square is played, colour a plain chequer
    dark = chequer(layout) if layout.full else [(row, col) for _, row, col in layout.cells]
    numbered = _numbered(layout)
    image = board_background(layout, grid, theme, dark, ruled=True, rims=not numbered)
    if numbered:
        fill, stroke = _number_colours(theme)
        for label, row, col in layout.cells:
            _paste_number(image, grid, label, (row, col), fill, stroke)
    return image


def _number_colours(theme: Theme) -> tuple[Colour, Colour]:
    """(fill, outline) of the cell numbers: light with a dark outline, readable on the dark
    squares and over any piece."""
    return mix(theme.light, (255, 255, 255), 0.35), mix(theme.dark, (0, 0, 0), 0.6)


@lru_cache(maxsize=64)
def _strip(key: BackgroundKey, bottom: bool, card: strips.Card) -> Image.Image:
    """One player's strip (piece, name, status), on its piece of the background."""
    layout, width, orientation, theme = key
    grid = SPEC.grid(layout.rows, layout.cols, width, orientation)
    return strips.strip_canvas(_background(*key), grid, theme, bottom=bottom, card=card)[0]


def _paint(scene: Scene) -> Image.Image:
    """Copy the cached empty board, tint the last move's end cells, paste the pieces, ring the
    pieces that may be huffed, draw the move's arrow and crosses where pieces were taken, write
    the numbers of covered cells again over them, and the players' strips (the side to move or
    the result, names)."""
    layout, grid, theme = scene.layout, scene.grid, scene.theme
    view = scene.view
    huffable = [scene.where(label, "huffable") for label in view.huffable] if isinstance(view, DraughtsView) else []
    image = _background(*scene.key).copy()
    scene.tint_ends(image)
    scene.paste_pieces(image)
    overlays.dashed_rings(
        image, scene.centres(huffable), radius=grid.cell * RADIUS * 1.12, colour=theme.huff, opacity=0.95
    )
    scene.draw_move(image, MOVE)
    if _numbered(layout):  # numbers of covered cells again, outlined, over pieces and marks
        covered = {p.place for p in scene.pieces} | set(scene.path) | set(scene.captured)
        fill, stroke = _number_colours(theme)
        for label, row, col in layout.cells:
            if (row, col) in covered:
                _paste_number(image, grid, label, (row, col), fill, stroke)
    scene.paste_strips(image, lambda seat, bottom: _strip(scene.key, bottom, scene.card(seat)))
    return image


SPEC = BoardSpec(GAMES, DEFAULT_THEMES, FRAME_RATIO, MOVE, _paint, band_ratio=BAND_RATIO, view_type=DraughtsView)
def draw_board(view: BoardView | Mapping[str, Any], **options: Any) -> Image.Image:
    """The image of a board view: :meth:`render.scene.BoardSpec.draw` of :data:`SPEC` (same
    keyword options). A module-level function, so the bot's process pool can be handed it."""
    return SPEC.draw(view, **options)


#: The same arguments -> PNG bytes: the renderer registered for both games.
render_board = png_renderer(draw_board)
render = render_board

__all__ = ["DEFAULT_THEMES", "GAMES", "SPEC", "draw_board", "render", "render_board"]
