"""Board images for Mak-Yek and Apit-Sodok: an 8x8 ruled board in calm batik tones.

``render_board(view, *, size, orientation, last_move, theme, captions) -> PNG bytes`` is pure: it reads
only the engine's ``player_view`` (a :class:`engines.makyek.view.MakYekView`). The empty board (indigo frame with a faint kawung
motif, ruled cells, coordinates) is cached per layout, size, orientation and theme; a render
copies it, pastes cached man sprites, draws the last move (an arrow, and the men it took as
translucent ghosts with a red mark), the game's name on the frame, the players' strips
(name, whose turn, the men each took: :mod:`render.strips`), and encodes.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engines.makyek.view import MakYekView
from engines.views import BoardView
from render import overlays, strips, views
from render.common import BATIK, Colour, Grid, Theme, bounding_box, mix, png_renderer
from render.pieces import ghost_sprite, paste_centred
from render.scene import BackgroundKey, BoardSpec, MoveStyle, Scene, board_background, chequer
from render.views import Layout

GAMES = ("mak-yek", "apit-sodok")
#: the label keys this renderer reads from its captions (see :mod:`render.captions`).
WORDS: tuple[str, ...] = (*strips.STATE_WORDS.values(), "makyek_taken", "game_mak_yek", "game_apit_sodok")

#: The look each game gets when no theme is given.
DEFAULT_THEMES: Mapping[str, Theme] = {"mak-yek": BATIK, "apit-sodok": BATIK}
#: Themes whose frame carries the kawung motif.
_MOTIF: frozenset[Theme] = frozenset({BATIK})

FRAME_RATIO = 0.055
BAND_RATIO = 0.15  # each player strip (two rows: name and tag, counters), as a share of the width
GHOST_OPACITY = 0.45
MOVE = MoveStyle(width=0.11, shorten=0.46, opacity=0.9, cross=0.62, dots=0.1, chain_dots=True)


def grid_for(rows: int, cols: int, width: int, orientation: int) -> Grid:
    """The geometry of a Mak-Yek image (shared with the tests)."""
    return SPEC.grid(rows, cols, width, orientation)


# --- background -------------------------------------------------------------------------------
@lru_cache(maxsize=8)
def _kawung_tile(side: int) -> Image.Image:
    """One cell of the kawung lattice: four oval petals round the tile's centre (an "L" mask)."""
    pen = overlays.Pen((0, 0, side, side), (side, side))
    c = side / 2
    for dx, dy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
        px, py = c + dx * side * 0.25, c + dy * side * 0.25  # a petal along each diagonal
        pts = []
        for k in range(16):
            a = k / 16 * math.tau
            u, v = side * 0.225 * math.cos(a), side * 0.11 * math.sin(a)
            pts.append((px + (u - v) * 0.7071 * dx, py + (u + v) * 0.7071 * dy))
        pen.polygon(pts)
    return pen.mask.reduce(overlays.SCALE)


def _kawung(image: Image.Image, grid: Grid, theme: Theme) -> None:
    """The kawung motif faintly over the frame rails, tiled (the lip round the board kept clean)."""
    x0, y0, x1, y1 = grid.frame_box
    side = max(6, round(grid.left * 0.5))
    tile = _kawung_tile(side)
    mask = Image.new("L", (x1 - x0, y1 - y0), 0)
    for y in range(-(side // 2), y1 - y0, side):
        for x in range(-(side // 2), x1 - x0, side):
            mask.paste(tile, (x, y))
    bx0, by0, bx1, by1 = grid.board_box
    lip = max(2, grid.width // 160) * 2
    ImageDraw.Draw(mask).rectangle([bx0 - lip - x0, by0 - lip - y0, bx1 + lip - x0, by1 + lip - y0], fill=0)
    image.paste(mix(theme.frame, theme.rim_text, 0.35), (x0, y0), mask.point([round(v * 0.22) for v in range(256)]))


def _isen(image: Image.Image, grid: Grid, theme: Theme) -> None:
    """Small diamonds where the grid lines cross (the dotted filling of batik), on ruled themes."""
    if theme.grid_line is None:
        return
    r = max(1.5, grid.cell * 0.045)
    points = [
        (grid.col_left(c), grid.row_top(row)) for row in range(1, grid.rows) for c in range(1, grid.cols)
    ]
    if not points:
        return
    pen = overlays.Pen(bounding_box(points, r + 2), image.size)
    for x, y in points:
        pen.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    pen.paint(image, theme.grid_line or theme.frame, 0.95)


@lru_cache(maxsize=16)
def _background(layout: Layout, width: int, orientation: int, theme: Theme) -> Image.Image:
    """The empty board and the strips' ground. Never mutated."""
    grid = grid_for(layout.rows, layout.cols, width, orientation)
    motif = _kawung if theme in _MOTIF else None
    return board_background(layout, grid, theme, chequer(layout), ruled=True, frame_art=motif, cell_art=_isen)


# --- strips -----------------------------------------------------------------------------------
def _hourglass(image: Image.Image, x: float, y: float, unit: float, colour: Colour) -> float:
    """A small hourglass (plies without a capture). Returns its width."""
    w, h = unit * 0.28, unit * 0.42
    pen = overlays.Pen(bounding_box([(x, y - h / 2), (x + w, y + h / 2)], 2), image.size)
    line = max(1.0, unit * 0.05)
    top, bottom = y - h / 2, y + h / 2
    pen.polyline([(x, top), (x + w, top)], line)
    pen.polyline([(x, bottom), (x + w, bottom)], line)
    pen.polygon([(x + w * 0.12, top), (x + w * 0.88, top), (x + w / 2 + line / 2, y), (x + w / 2 - line / 2, y)])
    pen.polygon([(x + w / 2, y + h * 0.12), (x + w * 0.85, bottom), (x + w * 0.15, bottom)])
    pen.paint(image, colour)
    glass = overlays.Pen(pen.box, image.size)
    glass.polyline([(x + w * 0.1, top), (x + w * 0.9, bottom)], line * 0.8)
    glass.polyline([(x + w * 0.9, top), (x + w * 0.1, bottom)], line * 0.8)
    glass.paint(image, colour, 0.6)
    return w


def _draw_strips(image: Image.Image, scene: Scene) -> None:
    """Both players' strips with the men each has taken; the no-capture count in the bottom one."""
    view, seats, faces = scene.view, scene.seats, scene.faces
    captures, clock = None, None
    if isinstance(view, MakYekView):
        captures = views.seat_counts(view.captures, "captures", seats)
        plies, limit = view.no_capture_plies, view.no_capture_limit
        if isinstance(plies, int) and not isinstance(plies, bool) and plies > 0:
            clock = (plies, limit if isinstance(limit, int) and not isinstance(limit, bool) else None)

    def strip(seat: int, bottom: bool) -> Image.Image:
        taken = None if captures is None else captures[seat]
        word = scene.captions.word("makyek_taken") if taken is None else scene.captions.count_word("makyek_taken", taken)
        victim = faces[(seat + 1) % seats]
        return _strip(scene.key, bottom, scene.card(seat), victim, taken, word, clock if bottom else None)

    scene.paste_strips(image, strip)


@lru_cache(maxsize=64)
def _strip(
    key: BackgroundKey,
    bottom: bool,
    card: strips.Card,
    victim: Colour,
    taken: int | None,
    word: str | None,
    clock: tuple[int, int | None] | None,
) -> Image.Image:
    """One player's strip, drawn on its piece of the background (cached per content): name and
    status on the first row; the men they took (``word``: "taken") and the no-capture count on
    the second."""
    layout, width, orientation, theme = key
    grid = grid_for(layout.rows, layout.cols, width, orientation)
    image, room = strips.strip_canvas(_background(*key), grid, theme, bottom=bottom, card=card, rows=2)
    x, y, unit = room.x, room.y, room.unit
    text = theme.rim_text
    if taken is not None:
        # The men this player took: a fanned row of the opponent's colour, and their number.
        diameter = unit * 0.42
        shown = min(taken, 16)
        if shown:
            tray = strips.tray_colour(theme)
            x = strips.mini_discs(image, x, y, shown, victim, theme, diameter, diameter * 0.55, tray)
        else:
            ring = overlays.Pen(bounding_box([(x + diameter / 2, y)], diameter), image.size)
            ring.ring((x + diameter / 2, y), diameter * 0.42, max(1.0, unit * 0.03), dashes=10)
            ring.paint(image, mix(text, strips.strip_ground(theme), 0.4))
            x += diameter
        x += strips.strip_text(image, (x + unit * 0.16, y), str(taken), room.px, text) + unit * 0.3
        if word:
            strips.strip_text(image, (x, y), word, room.px, mix(text, strips.strip_ground(theme), 0.3))
    if clock is not None:
        _draw_clock(image, theme, room, *clock)
    return image


def _draw_clock(image: Image.Image, theme: Theme, room: strips.Room, plies: int, limit: int | None) -> None:
    """Plies without a capture (against their limit), right-aligned in the strip; orange near it."""
    late = limit is not None and limit > 0 and plies >= 0.8 * limit
    # near the limit: the accent, lightened so it still shows on the lit card of the side to move
    colour = mix(theme.arrow, (255, 255, 255), 0.45) if late else mix(theme.rim_text, strips.strip_ground(theme), 0.25)
    label = str(plies) if limit is None else f"{plies}/{limit}"
    unit, y = room.unit, room.y
    width = strips.strip_text(image, (room.right, y), label, round(unit * 0.36), colour, anchor="rm")
    _hourglass(image, room.right - width - unit * 0.4, y, unit, colour)


def _title(image: Image.Image, grid: Grid, theme: Theme, title: str | None) -> None:
    """The game's name on the frame above the board: Mak-Yek and Apit-Sodok look alike."""
    if not title:
        return
    x0, y0, x1, y1 = grid.board_box
    px = max(8, round(grid.left * 0.58))
    text = " ".join(title.upper())  # letter-spaced, like a maker's mark on the rail
    strips.strip_text(image, (grid.width / 2, (grid.band + y0) / 2), text, px, theme.rim_text, anchor="mm")


# --- render -----------------------------------------------------------------------------------
def _paint(scene: Scene) -> Image.Image:
    """Copy the cached empty board, tint the last move's end cells, show every man the move
    took as a translucent ghost of the opponent's colour (an optional ``seat`` in the move names
    the mover), paste the men, draw the arrow and a red mark on each man taken, and both
    players' strips with their capture counts."""
    grid, faces = scene.grid, scene.faces
    image = _background(*scene.key).copy()
    _title(image, grid, scene.theme, scene.captions.word("game_" + scene.layout.game.replace("-", "_")))
    scene.tint_ends(image)
    occupied = {piece.place for piece in scene.pieces}
    ghosts = [place for place in scene.captured if place not in occupied]
    if ghosts:
        mover = views.mover_seat(scene.view.to_move, scene.last_move, scene.pieces, scene.path, scene.seats)
        victim = faces[(mover + 1) % len(faces)] if mover is not None else faces[-1]
        sprite = ghost_sprite(grid.cell, victim, scene.theme.gold, GHOST_OPACITY)
        for place in ghosts:
            paste_centred(image, sprite, grid.centre(*place))
    scene.paste_pieces(image)
    scene.draw_move(image, MOVE)
    _draw_strips(image, scene)
    return image


SPEC = BoardSpec(GAMES, DEFAULT_THEMES, FRAME_RATIO, MOVE, _paint, band_ratio=BAND_RATIO, view_type=MakYekView)
def draw_board(view: BoardView | Mapping[str, Any], **options: Any) -> Image.Image:
    """The image of a board view: :meth:`render.scene.BoardSpec.draw` of :data:`SPEC` (same
    keyword options). A module-level function, so the bot's process pool can be handed it."""
    return SPEC.draw(view, **options)


#: The same arguments -> PNG bytes: the renderer registered for ``mak-yek`` and ``apit-sodok``.
render_board = png_renderer(draw_board)
render = render_board

__all__ = ["BATIK", "DEFAULT_THEMES", "GAMES", "SPEC", "draw_board", "grid_for", "render", "render_board"]
