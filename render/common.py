"""Shared pieces of every renderer: colours, themes, fonts, board geometry and the PNG encoder.

Everything here is pure. The only I/O is reading the packaged font once (``functools.cache``);
the caches are the only module state.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from importlib import resources
from typing import Any, Generic, ParamSpec

from PIL import Image, ImageFont

Colour = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

#: The font shipped in ``data/fonts`` (DejaVu Sans Bold, licence beside it).
FONT_FILE = "DejaVuSans-Bold.ttf"
#: Colours of the PNG palette (the most PNG allows). Images with more are reduced to it by
#: Pillow's fast octree, measured against the other ways in ``benchmarks/bench_render.py
#: --variants``: median cut and max coverage take 60 to 400 ms an image, a fixed palette
#: per theme gave larger files with larger colour errors, and dithering doubles the bytes.
PNG_COLOURS = 256
#: zlib level of the (palette) PNG encoder. At 800 px, level 3 leaves Macadam boards and
#: 6-seat card tables at 100 to 110 KiB; level 6 brings every image under 100 KiB and palette
#: + level 6 still encodes faster than the former full colour at level 3; level 9 saves
#: 5 % more in 3 to 6 times the time.
PNG_COMPRESS_LEVEL = 6


# --- colours ------------------------------------------------------------------------------
def hex_colour(text: str) -> Colour:
    """``"#rrggbb"`` -> ``(r, g, b)``; ValueError otherwise."""
    digits = text[1:] if text.startswith("#") else ""
    if len(digits) != 6:
        raise ValueError(f"bad colour {text!r}: expected '#rrggbb'")
    try:
        return int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16)
    except ValueError:
        raise ValueError(f"bad colour {text!r}: expected '#rrggbb'") from None


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def luminance(c: Colour) -> float:
    """Perceived brightness, 0..1."""
    return (0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]) / 255


# --- theme --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Theme:
    """Every colour a board renderer uses. Frozen and hashable: it keys the caches."""

    frame: Colour  # wood of the frame
    frame_edge: Colour  # bevel shadow and outline of the frame
    rim_text: Colour  # coordinates written on the frame
    light: Colour  # light cells
    dark: Colour  # dark cells
    cell_text: Colour  # numbers written in cells (keep it close to the cell colour)
    grid_line: Colour | None  # lines between cells, or None
    grain: float  # strength of the wood grain, 0 (flat) .. 1
    last_move: RGBA  # tint of the cells a move started from and ended on
    arrow: Colour
    arrow_edge: Colour
    capture: Colour  # marks where pieces were just taken
    huff: Colour  # marks pieces that may be huffed
    gold: Colour  # crowns and the winner's ring
    #: piece colour names -> face colour; views name colours, themes decide how they look.
    pieces: tuple[tuple[str, Colour], ...] = (
        ("blue", (38, 104, 196)),
        ("green", (36, 142, 78)),
        ("white", (236, 230, 216)),
        ("black", (46, 44, 48)),
        ("red", (196, 48, 44)),
        ("yellow", (232, 186, 40)),
    )

    def piece_colour(self, name: str) -> Colour:
        """The face colour for a view's colour name (or a ``"#rrggbb"`` string)."""
        for key, colour in self.pieces:
            if key == name:
                return colour
        if isinstance(name, str) and name.startswith("#"):
            return hex_colour(name)
        known = ", ".join(key for key, _ in self.pieces)
        raise ValueError(f"unknown piece colour {name!r}; known colours: {known} or '#rrggbb'")


#: Every board theme, side by side: one row per :class:`Theme` field (in its order), one column
#: per theme. WOOD: walnut and maple, the classic wooden draughts board (Dames). SAND: soft sand
#: tones ruled with thin lines, after the single-coloured Turkish boards (Dames turques). ROAD:
#: asphalt and concrete with road paint (Macadam). BATIK: indigo and soga brown on unbleached
#: cotton, after Javanese batik (Mak-Yek, Apit-Sodok).
_THEMES: dict[str, tuple[Any, Any, Any, Any]] = {
    #              WOOD                SAND                 ROAD                 BATIK
    "frame":      ((92, 54, 30),       (112, 74, 44),       (66, 68, 73),        (44, 58, 100)),
    "frame_edge": ((48, 26, 14),       (58, 36, 20),        (26, 27, 30),        (18, 24, 48)),
    "rim_text":   ((236, 214, 176),    (242, 222, 186),     (236, 233, 224),     (244, 230, 200)),
    "light":      ((236, 210, 166),    (234, 212, 168),     (200, 198, 190),     (234, 218, 184)),
    "dark":       ((150, 98, 58),      (212, 180, 126),     (124, 127, 132),     (222, 202, 162)),
    "cell_text":  ((206, 164, 118),    (150, 112, 70),      (150, 150, 150),     (150, 110, 70)),
    "grid_line":  (None,               (120, 84, 50),       None,                (128, 86, 50)),
    "grain":      (1.0,                0.55,                0.0,                 0.0),
    "last_move":  ((255, 214, 64, 96), (255, 206, 60, 110), (255, 236, 160, 70), (255, 200, 70, 105)),
    "arrow":      ((255, 146, 24),     (236, 100, 20),      (255, 140, 26),      (222, 96, 22)),
    "arrow_edge": ((70, 34, 6),        (60, 26, 4),         (58, 28, 4),         (58, 24, 4)),
    "capture":    ((222, 36, 36),      (214, 30, 30),       (222, 36, 36),       (212, 28, 36)),
    "huff":       ((255, 120, 40),     (236, 100, 20),      (255, 120, 40),      (222, 96, 22)),
    "gold":       ((240, 190, 50),     (236, 184, 40),      (246, 196, 44),      (236, 184, 40)),
}
WOOD, SAND, ROAD, BATIK = (Theme(**{name: column[i] for name, column in _THEMES.items()}) for i in range(4))


# --- fonts --------------------------------------------------------------------------------
@cache
def _font_bytes(name: str) -> bytes:
    return resources.files("data").joinpath("fonts", name).read_bytes()


@lru_cache(maxsize=64)
def font(px: int, name: str = FONT_FILE) -> ImageFont.FreeTypeFont:
    """The packaged font at ``px`` pixels (at least 6), loaded once per size."""
    return ImageFont.truetype(io.BytesIO(_font_bytes(name)), max(6, int(px)))


# --- geometry -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Grid:
    """Where each board cell lands in the image.

    ``rows``/``cols`` are the board's; ``orientation`` 1 turns the board half a turn (row 0 of
    the view at the bottom). Cells are whole pixels wide so edges stay crisp; the frame takes
    what is left of ``width``.
    """

    rows: int
    cols: int
    width: int
    orientation: int = 0
    frame_ratio: float = 0.06  # frame thickness, as a share of the width
    #: A lane (a band across the board) between board row ``lane_after`` and the next one,
    #: ``lane_ratio`` of a cell high; cells keep their size, the image grows.
    lane_after: int | None = None
    lane_ratio: float = 0.0
    #: Strips above and below the frame (players' counters), ``band_ratio`` of the width high.
    band_ratio: float = 0.0

    def __post_init__(self) -> None:
        if self.rows < 1 or self.cols < 1:
            raise ValueError(f"bad board size {self.rows}x{self.cols}")
        if self.lane_after is not None and not 0 <= self.lane_after < self.rows - 1:
            raise ValueError(f"lane after row {self.lane_after!r} is not between two rows of {self.rows}")
        if self.orientation not in (0, 1):
            raise ValueError(f"orientation must be 0 or 1, not {self.orientation!r}")
        if self.width < 8 * max(self.rows, self.cols):
            raise ValueError(f"size {self.width} is too small for a {self.rows}x{self.cols} board")

    @cached_property
    def cell(self) -> int:
        frame = round(self.width * self.frame_ratio)
        return (self.width - 2 * frame) // self.cols

    @cached_property
    def left(self) -> int:
        return (self.width - self.cell * self.cols) // 2

    @cached_property
    def lane(self) -> int:
        """Height of the lane in pixels (0 without one)."""
        return 0 if self.lane_after is None else round(self.cell * self.lane_ratio)

    @cached_property
    def band(self) -> int:
        """Height of each strip above and below the frame in pixels (0 without them)."""
        return round(self.width * self.band_ratio)

    @property
    def top(self) -> int:
        return self.left + self.band

    @property
    def height(self) -> int:
        return self.rows * self.cell + self.lane + 2 * self.top

    @property
    def board_box(self) -> tuple[int, int, int, int]:
        return self.left, self.top, self.left + self.cols * self.cell, self.top + self.rows * self.cell + self.lane

    @property
    def frame_box(self) -> tuple[int, int, int, int]:
        """The framed board, between the strips."""
        return 0, self.band, self.width, self.height - self.band

    @property
    def lane_box(self) -> tuple[int, int, int, int] | None:
        """Pixel box of the lane across the playing area, or None."""
        if not self.lane:
            return None
        y = self.row_top(self.lane_display_row + 1) - self.lane
        return self.left, y, self.left + self.cols * self.cell, y + self.lane

    @property
    def lane_display_row(self) -> int:
        """The display row drawn just above the lane (only meaningful with a lane)."""
        after = self.lane_after or 0
        return self.rows - 2 - after if self.orientation else after

    def row_top(self, display_row: int) -> int:
        """Top pixel of a display row (below the lane, rows move down by its height)."""
        y = self.top + display_row * self.cell
        return y + self.lane if self.lane and display_row > self.lane_display_row else y

    def col_left(self, display_col: int) -> int:
        return self.left + display_col * self.cell

    def display(self, row: int, col: int) -> tuple[int, int]:
        """Board (row, col) -> (row, col) as drawn."""
        if self.orientation:
            return self.rows - 1 - row, self.cols - 1 - col
        return row, col

    def box(self, row: int, col: int) -> tuple[int, int, int, int]:
        """Pixel box (x0, y0, x1, y1), x1/y1 exclusive, of board cell (row, col)."""
        r, c = self.display(row, col)
        x0, y0 = self.col_left(c), self.row_top(r)
        return x0, y0, x0 + self.cell, y0 + self.cell

    def centre(self, row: int, col: int) -> tuple[float, float]:
        x0, y0, x1, y1 = self.box(row, col)
        return (x0 + x1) / 2, (y0 + y1) / 2


def bounding_box(points: Iterable[tuple[float, float]], pad: float) -> tuple[int, int, int, int]:
    """Integer box around ``points``, grown by ``pad`` on every side."""
    xs, ys = zip(*points)
    return int(min(xs) - pad), int(min(ys) - pad), int(max(xs) + pad) + 1, int(max(ys) + pad) + 1


# --- output -------------------------------------------------------------------------------
Args = ParamSpec("Args")


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes of ``image``: deterministic, no metadata, at most 256 colours (a palette
    image, 3 to 5 times smaller than full colour for the same look; :func:`paletted`).

    The only PNG encoder of the renderers: every ``render_*`` function is
    :func:`png_renderer` of a ``draw_*`` function that returns the image.
    """
    buffer = io.BytesIO()
    paletted(image).save(buffer, "PNG", optimize=False, compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()


def paletted(image: Image.Image) -> Image.Image:
    """``image`` in at most :data:`PNG_COLOURS` colours, chosen for this very image (so colours
    a renderer adds need no palette kept up to date): an RGB or RGBA image with more goes
    through Pillow's fast octree, undithered (dithering noise compresses badly); one with no
    more, or in another mode, is returned as it is (lossless)."""
    if image.mode not in ("RGB", "RGBA") or image.getcolors(PNG_COLOURS) is not None:
        return image
    return image.quantize(PNG_COLOURS, method=Image.Quantize.FASTOCTREE)


@dataclass(frozen=True)
class PngRenderer(Generic[Args]):
    """The renderer of ``draw``: the same arguments, the image it draws as :func:`encode_png`
    bytes. An instance of a module-level class around a module-level ``draw``, so it pickles by
    reference: the bot hands renderers to a pool of processes."""

    draw: Callable[Args, Image.Image]

    def __call__(self, *args: Args.args, **kwargs: Args.kwargs) -> bytes:
        return encode_png(self.draw(*args, **kwargs))


def png_renderer(draw: Callable[Args, Image.Image]) -> PngRenderer[Args]:
    """The renderer of ``draw`` (a module-level function): PNG bytes of the image it draws."""
    return PngRenderer(draw)
