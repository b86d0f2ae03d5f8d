"""Board images for the two draughts games, ``dames`` (10x10, PDN) and ``dames-turques`` (8x8).

``render_board(view, *, size, orientation, last_move, theme) -> PNG bytes`` is pure: it reads
only the engine's ``player_view`` dict. The empty board (wood, frame, numbers or coordinates)
is cached per layout, size, orientation and theme; a render copies it, pastes cached piece
sprites, draws the last move and encodes.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image

from render import board, overlays, views
from render.common import SAND, WOOD, Grid, Theme, encode_png, mix
from render.pieces import RADIUS, paste_centred, piece_sprite
from render.views import Layout

GAMES = ("dames", "dames-turques")
#: The look each game gets when no theme is given.
DEFAULT_THEMES: Mapping[str, Theme] = {"dames": WOOD, "dames-turques": SAND}
FRAME_RATIO = 0.055


def _numbered(layout: Layout) -> bool:
    """Numbers in the cells (PDN) rather than coordinates on the rim (algebraic)."""
    return layout.notation != "algebraic"


@lru_cache(maxsize=16)
def _background(layout: Layout, width: int, orientation: int, theme: Theme) -> Image.Image:
    """The empty board: frame, wooden cells, PDN numbers or rim coordinates. Never mutated."""
    grid = Grid(layout.rows, layout.cols, width, orientation, FRAME_RATIO)
    image = Image.new("RGB", (grid.width, grid.height), theme.frame)
    board.draw_frame(image, grid, theme)
    if layout.full:  # Turkish draughts: every square is played, colour a plain chequer
        dark = [(row, col) for row in range(layout.rows) for col in range(layout.cols) if (row + col) % 2]
    else:
        dark = [(row, col) for _, row, col in layout.cells]
    board.draw_cells(image, grid, theme, dark)
    if theme.grid_line is not None:
        board.draw_grid_lines(image, grid, theme.grid_line)
    board.shade_board_edges(image, grid)
    if not _numbered(layout):
        board.draw_rim_labels(image, grid, theme, *views.algebraic_rims(layout, grid))
    else:
        for label, row, col in layout.cells:
            sprite = board.label_sprite(str(label), grid.cell, theme.cell_text)
            image.paste(sprite, board.label_origin(grid.box(row, col), grid.cell), sprite)
    return image


def render_board(
    view: Mapping[str, Any],
    *,
    size: int = 800,
    orientation: int = 0,
    last_move: Any = None,
    theme: Theme | None = None,
) -> bytes:
    """PNG of a draughts ``player_view``, ``size`` pixels wide, seat ``orientation`` at the bottom.

    ``last_move`` (``.path``/``.captured`` or a mapping with those keys) is drawn as tinted
    end cells, an arrow along the path and crosses where pieces were taken. Raises ValueError
    for a view it cannot draw (unknown game, unknown cell label, bad seat...).
    """
    return encode_png(draw_board(view, size=size, orientation=orientation, last_move=last_move, theme=theme))


def draw_board(
    view: Mapping[str, Any],
    *,
    size: int = 800,
    orientation: int = 0,
    last_move: Any = None,
    theme: Theme | None = None,
) -> Image.Image:
    """The image :func:`render_board` encodes (for benchmarks and previews)."""
    layout = views.parse_layout(view, GAMES)
    theme = theme or DEFAULT_THEMES[layout.game]
    grid = Grid(layout.rows, layout.cols, int(size), orientation, FRAME_RATIO)
    where = views.CellIndex(layout)
    faces = [theme.piece_colour(name) for name in views.field(view, "colours")]
    pieces = views.parse_pieces(view, where, len(faces))
    move_path, move_captured = views.move_parts(last_move)
    path = [where(label, "last_move.path") for label in move_path]
    captured = [where(label, "last_move.captured") for label in move_captured]
    huffable = [where(label, "huffable") for label in view.get("huffable") or ()]
    marked, why = views.status(view, len(faces))

    image = _background(layout, grid.width, orientation, theme).copy()
    for place in {path[0], path[-1]} if path else ():
        board.tint(image, grid.box(*place), theme.last_move)
    for piece in sorted(pieces, key=lambda p: grid.display(*p.place)):  # top rows first: shadows fall down
        sprite = piece_sprite(grid.cell, faces[piece.seat], piece.king, theme.gold)
        paste_centred(image, sprite, grid.centre(*piece.place))

    radius = grid.cell * RADIUS
    overlays.dashed_rings(
        image, [grid.centre(*p) for p in huffable], radius=radius * 1.12, colour=theme.huff, opacity=0.95
    )
    if len(path) > 1:
        overlays.arrow(
            image, [grid.centre(*p) for p in path], width=grid.cell * 0.12, colour=theme.arrow,
            edge=theme.arrow_edge, opacity=0.88, shorten=grid.cell * 0.28,
        )  # fmt: skip
    overlays.cross_marks(
        image, [grid.centre(*p) for p in captured], radius=radius * 0.75, colour=theme.capture, opacity=0.9
    )
    if _numbered(layout):  # numbers of covered cells again, outlined, over pieces and marks
        covered = {p.place for p in pieces} | set(path) | set(captured)
        stroke = mix(theme.dark, (0, 0, 0), 0.55)
        for label, row, col in layout.cells:
            if (row, col) in covered:
                sprite = board.label_sprite(str(label), grid.cell, theme.cell_text, stroke)
                image.paste(sprite, board.label_origin(grid.box(row, col), grid.cell), sprite)
    board.draw_status(image, grid, theme, faces, marked, why)
    return image


render = render_board

__all__ = ["DEFAULT_THEMES", "GAMES", "draw_board", "render", "render_board"]
