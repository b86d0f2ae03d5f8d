"""The set-up every board renderer shares.

A board game module (``draughts``, ``macadam``, ``makyek``) declares a :class:`BoardSpec`: the
games it draws, their default themes, the board's proportions, how it draws the last move,
and a ``paint`` function. ``spec.draw(view, *, size, orientation, last_move, theme, captions)`` checks the
typed view (its ``view_type``; a mapping of its JSON form is read with ``from_json`` first) into a :class:`Scene` (layout, theme, grid, pieces, move, status) and
hands it to ``paint``, which returns the image; ``render_board`` is
:func:`render.common.png_renderer` of ``spec.draw``.

``paint`` starts from the game's cached empty board, built with :func:`board_background`
(canvas, strips' ground, frame, cells, shadow, coordinates), and draws what changes with
the Scene's helpers: the last move's cells, the pieces, the move's arrow and capture marks,
and the players' strips.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
import dataclasses
from dataclasses import dataclass
from typing import Any

from PIL import Image

from engines.views import BoardView
from render import banner, board, overlays, strips, views
from render.captions import NO_CAPTIONS, Captions
from render.common import Colour, Grid, Theme
from render.pieces import RADIUS, paste_pieces
from render.views import CellIndex, Layout, Piece, Place

Painter = Callable[[Image.Image, Grid, Theme], None]
#: (layout, width, orientation, theme): what a game's cached empty board depends on, at least.
BackgroundKey = tuple[Layout, int, int, Theme]


@dataclass(frozen=True)
class MoveStyle:
    """How a game draws the last move, in shares of a cell: the arrow's ``width``, how far its
    tip stops short of the last cell's centre (``shorten``: past the piece's edge, so the head
    never covers the piece that moved), its ``opacity``; ``dots`` on the landings (0: none;
    with ``chain_dots`` only when the move has more than one step); the capture marks' radius
    as a share of a piece's (``cross``); the ring round the start cell (``ring``, its radius)."""

    width: float
    shorten: float
    opacity: float
    cross: float
    dots: float = 0.0
    chain_dots: bool = False
    ring: float = 0.27


@dataclass(frozen=True)
class Scene:
    """A board view checked for drawing (see :mod:`render.views`)."""

    view: BoardView
    last_move: Any
    layout: Layout
    theme: Theme
    grid: Grid
    where: CellIndex
    faces: tuple[Colour, ...]  # each seat's piece colour
    pieces: tuple[Piece, ...]
    path: tuple[Place, ...]  # cells the last move visited
    captured: tuple[Place, ...]  # cells whose pieces it took
    marked: tuple[int, ...]  # seats the status marks: to move, winners, or all on a draw
    why: str  # "to_move", "won", "drawn" or ""
    captions: Captions = NO_CAPTIONS  # names, result banner and labels, in the match's language

    @property
    def key(self) -> BackgroundKey:
        return self.layout, self.grid.width, self.grid.orientation, self.theme

    @property
    def seats(self) -> int:
        return len(self.faces)

    def centres(self, places: Iterable[Place]) -> list[tuple[float, float]]:
        return [self.grid.centre(*place) for place in places]

    def state_of(self, seat: int) -> str:
        """What the status says of ``seat``: ``why`` if it marks it, else ``""``."""
        return self.why if seat in self.marked else ""

    def tint_ends(self, image: Image.Image) -> list[Place]:
        """Wash the theme's last-move colour over the cells the move left and reached; returns them."""
        ends = sorted({self.path[0], self.path[-1]}) if self.path else []
        for place in ends:
            board.tint(image, self.grid.box(*place), self.theme.last_move)
        return ends

    def paste_pieces(self, image: Image.Image) -> None:
        paste_pieces(image, self.grid, self.pieces, self.faces, self.theme.gold)

    def draw_move(self, image: Image.Image, style: MoveStyle) -> None:
        """The arrow along the last move's path and a capture mark on every piece it took."""
        cell = self.grid.cell
        if len(self.path) > 1:
            dots = style.dots if len(self.path) > 2 or not style.chain_dots else 0.0
            overlays.arrow(
                image, self.centres(self.path), width=cell * style.width, colour=self.theme.arrow,
                edge=self.theme.arrow_edge, opacity=style.opacity, shorten=cell * style.shorten, dots=cell * dots,
                ring=cell * style.ring,
            )  # fmt: skip
        overlays.cross_marks(
            image, self.centres(self.captured), radius=cell * RADIUS * style.cross, colour=self.theme.capture,
            opacity=0.9,
        )  # fmt: skip

    def card(self, seat: int) -> strips.Card:
        """What ``seat``'s strip says of them: piece colour, status, name and the status in words
        ("to move", "winner", "draw": :data:`render.strips.STATE_WORDS`), from the captions."""
        state = self.state_of(seat)
        key = strips.STATE_WORDS.get(state)
        return strips.Card(self.faces[seat], state, self.captions.name(seat), self.captions.word(key) if key else None)

    def paste_strips(self, image: Image.Image, strip: Callable[[int, bool], Image.Image]) -> None:
        """Both players' strips (see :func:`render.strips.strip_canvas`): ``strip(seat, bottom)``
        draws one; the seat at the bottom of the picture owns the bottom strip."""
        for seat in range(min(2, self.seats)):
            bottom = seat == self.grid.orientation
            image.paste(strip(seat, bottom), strips.strip_box(self.grid, bottom)[:2])


@dataclass(frozen=True)
class BoardSpec:
    """One board renderer: the ``games`` it draws, their default ``themes``, the board's
    proportions (frame, road lane and players' strips, as in :class:`render.common.Grid`), how
    it draws the last ``move``, and ``paint``, which draws a :class:`Scene`."""

    games: tuple[str, ...]
    themes: Mapping[str, Theme]
    frame_ratio: float
    move: MoveStyle
    paint: Callable[[Scene], Image.Image]
    band_ratio: float = 0.0
    #: > 0: the board has a lane after the row ``lane_after(view)`` names.
    lane_ratio: float = 0.0
    #: the type of the views it draws (a mapping is read with its ``from_json``).
    view_type: type[BoardView] = BoardView
    #: the row the road follows in a view (None: no road), for boards with a ``lane_ratio``.
    lane_after: Callable[[BoardView], int | None] | None = None

    def grid(self, rows: int, cols: int, width: int, orientation: int, lane_after: int | None = None) -> Grid:
        """The geometry of an image of this renderer."""
        return Grid(rows, cols, width, orientation, self.frame_ratio, lane_after, self.lane_ratio, self.band_ratio)

    def draw(
        self,
        view: BoardView | Mapping[str, Any],
        *,
        size: int = 800,
        orientation: int = 0,
        last_move: Any = None,
        theme: Theme | None = None,
        captions: Captions | None = None,
    ) -> Image.Image:
        """The image of a board ``player_view`` (typed, or its JSON form), ``size`` pixels wide, seat ``orientation`` at
        the bottom, ``last_move`` (``.path``/``.captured``, or a mapping with those keys) drawn;
        ``captions``: names and labels in the strips, and a finished match's banner (or a replay
        frame's band) above the board.
        Raises ValueError for a view it cannot draw (unknown game, unknown cell label, bad seat...)."""
        scene = self.read(view, size=size, orientation=orientation, last_move=last_move, theme=theme)
        scene = dataclasses.replace(scene, captions=captions or NO_CAPTIONS)
        scene = _as_stored(scene)
        image = self.paint(scene)
        words = scene.captions
        if words.banner or words.band_lines:  # how a finished match ended, or a replay's frame
            if words.banner:
                pieces = [scene.faces[seat] for seat in scene.marked] if scene.why in ("won", "drawn") else []
            else:
                mover = words.mover
                pieces = [scene.faces[mover]] if mover is not None and 0 <= mover < scene.seats else []
            image = banner.with_banner(image, words.banner or words.band or "", scene.theme, pieces,
                                       bool(words.banner) and scene.why == "won", words.band_lines)
        return image

    def read(
        self, view: BoardView | Mapping[str, Any], *, size: int, orientation: int, last_move: Any, theme: Theme | None
    ) -> Scene:
        """The checked :class:`Scene` of ``view``; ValueError naming what is wrong."""
        if not isinstance(view, BoardView):
            view = self.view_type.from_json(view)
        layout = views.parse_layout(view, self.games)
        theme = theme or self.themes[layout.game]
        lane_after = self._lane_after(view)
        grid = self.grid(layout.rows, layout.cols, int(size), orientation, lane_after)
        where = views.CellIndex(layout)
        faces = tuple(theme.piece_colour(name) for name in view.colours)
        pieces = views.parse_pieces(view, where, len(faces))
        move_path, move_captured = views.move_parts(last_move)
        path = tuple(where(label, "last_move.path") for label in move_path)
        captured = tuple(where(label, "last_move.captured") for label in move_captured)
        marked, why = views.status(view, len(faces))
        return Scene(view, last_move, layout, theme, grid, where, faces, tuple(pieces), path, captured, marked, why)

    def _lane_after(self, view: BoardView) -> int | None:
        if not self.lane_ratio or self.lane_after is None:
            return None
        lane_after = self.lane_after(view)
        if lane_after is not None and (not isinstance(lane_after, int) or isinstance(lane_after, bool)):
            raise ValueError(f"lane_below_row must be a row number, not {lane_after!r}")
        return lane_after


def _as_stored(scene: Scene) -> Scene:
    """The strips say how the match ended as stored (a resignation leaves a position the rules
    would play on); the position's own status otherwise."""
    ending, seats = scene.captions.ending, scene.seats
    if ending == "won" and all(0 <= seat < seats for seat in scene.captions.winners):
        return dataclasses.replace(scene, marked=scene.captions.winners, why="won")
    if ending == "drawn":
        return dataclasses.replace(scene, marked=tuple(range(seats)), why="drawn")
    if ending == "stopped":
        return dataclasses.replace(scene, marked=(), why="")
    return scene


def chequer(layout: Layout) -> list[Place]:
    """The dark squares of a chequered board: (row + col) odd."""
    return [(row, col) for row in range(layout.rows) for col in range(layout.cols) if (row + col) % 2]


def board_background(
    layout: Layout,
    grid: Grid,
    theme: Theme,
    dark: Iterable[Place],
    *,
    ruled: bool = False,
    frame_art: Painter | None = None,
    cell_art: Painter | None = None,
    rims: bool = True,
) -> Image.Image:
    """The empty board every game starts from, layer by layer: the strips' ground (when the grid
    has strips), the wooden frame, ``frame_art`` over it, the cells (``dark`` ones in dark wood),
    lines between them (``ruled``, when the theme has a line colour), ``cell_art`` over them,
    the frame's shadow, and (``rims``) files and ranks read off the algebraic labels."""
    image = Image.new("RGB", (grid.width, grid.height), theme.frame)
    strips.draw_strip_grounds(image, grid, theme)
    board.draw_frame(image, grid, theme)
    if frame_art is not None:
        frame_art(image, grid, theme)
    board.draw_cells(image, grid, theme, dark)
    if ruled and theme.grid_line is not None:
        board.draw_grid_lines(image, grid, theme.grid_line)
    if cell_art is not None:
        cell_art(image, grid, theme)
    board.shade_board_edges(image, grid)
    if rims:
        board.draw_rim_labels(image, grid, theme, *views.algebraic_rims(layout, grid))
    return image
