"""Board layers shared by the board games: wood, frame, cells, rim coordinates, cell labels.

The static layers are drawn once per (layout, size, orientation, theme) by each game's cached
background builder; :func:`tint` runs on every render and is cheap. The players' strips above
and below the frame are :mod:`render.strips`.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFilter

from render.common import Colour, Grid, Theme, font, mix


def wood(width: int, height: int, colour: Colour, grain: float, seed: int, vertical: bool = False) -> Image.Image:
    """A ``width`` x ``height`` plank of ``colour`` with soft streaks along its length.

    Deterministic (a local seeded generator); ``grain`` 0 gives a flat colour. Not cached:
    only the cached backgrounds call it.
    """
    if vertical:
        return wood(height, width, colour, grain, seed).transpose(Image.Transpose.ROTATE_90)
    base = Image.new("RGB", (width, height), colour)
    if grain <= 0:
        return base
    rng = random.Random(seed)

    def streaks(along: int, across: int, sigma: float) -> Image.Image:
        noise = Image.new("L", (along, across))
        noise.putdata([max(0, min(255, round(128 + rng.gauss(0, sigma)))) for _ in range(along * across)])
        return noise.resize((width, height), Image.Resampling.BICUBIC)

    # Straight veneer grain: slow along the plank, fine across it. Quantised in steps finer
    # than one colour level so PNG's row filters compress it well (about half the bytes).
    fine = streaks(max(2, width // 200), max(2, height // 3), 46)
    broad = streaks(max(2, width // 600), max(2, height // 14), 60)
    mask = Image.blend(fine, broad, 0.45).point([v & ~7 for v in range(256)])
    darker = Image.new("RGB", (width, height), mix(colour, (0, 0, 0), 0.16 * grain))
    lighter = Image.new("RGB", (width, height), mix(colour, (255, 255, 255), 0.07 * grain))
    return Image.composite(darker, lighter, mask)


def draw_frame(image: Image.Image, grid: Grid, theme: Theme) -> None:
    """Fill the frame around the board: mitred wooden rails, a bevel, a shadow on the board.

    With strips above and below (``grid.band``) only the frame between them is drawn.
    """
    if grid.band:
        box = grid.frame_box
        region = image.crop(box)
        draw_frame(region, dataclasses.replace(grid, band_ratio=0.0), theme)
        image.paste(region, box[:2])
        return
    w, h = image.size
    x0, y0, x1, y1 = grid.board_box
    horizontal = wood(w, h, theme.frame, theme.grain, 11)
    vertical = wood(w, h, theme.frame, theme.grain, 12, vertical=True)
    image.paste(horizontal, (0, 0))
    sides = Image.new("L", (w, h), 0)
    draw = ImageDraw.Draw(sides)
    draw.polygon([(0, 0), (x0, y0), (x0, y1), (0, h)], fill=255)
    draw.polygon([(w, 0), (x1, y0), (x1, y1), (w, h)], fill=255)
    image.paste(vertical, (0, 0), sides)

    # Rounded rail profile: a soft highlight along the outer third, a shade toward the board.
    rail = x0
    light_mask = Image.new("L", (w, h), 0)
    dark_mask = Image.new("L", (w, h), 0)
    light_draw, dark_draw = ImageDraw.Draw(light_mask), ImageDraw.Draw(dark_mask)
    for i in range(rail):
        t = i / max(1, rail - 1)
        ring = [i, i, w - 1 - i, h - 1 - i]
        light_draw.rectangle(ring, outline=round(46 * max(0.0, 1 - abs(t - 0.3) / 0.3)))
        dark_draw.rectangle(ring, outline=round(70 * max(0.0, (t - 0.55) / 0.45) ** 1.5))
    image.paste((255, 236, 200), (0, 0), light_mask)
    image.paste((0, 0, 0), (0, 0), dark_mask)

    # Bevel: light on the outer top-left edges, dark on the bottom-right, a dark inner lip.
    edge = max(1, grid.width // 300)
    draw = ImageDraw.Draw(image)
    light = mix(theme.frame, (255, 255, 255), 0.22)
    dark = theme.frame_edge
    draw.rectangle([0, 0, w - 1, h - 1], outline=dark, width=edge)
    draw.line([(edge, edge), (w - 1 - edge, edge)], fill=light, width=edge)
    draw.line([(edge, edge), (edge, h - 1 - edge)], fill=light, width=edge)
    lip = max(2, grid.width // 160)
    draw.rectangle([x0 - lip, y0 - lip, x1 - 1 + lip, y1 - 1 + lip], outline=dark, width=lip)
    draw.line([(x0 - lip, y1 - 1 + lip), (x1 - 1 + lip, y1 - 1 + lip)], fill=light, width=max(1, lip // 2))
    draw.line([(x1 - 1 + lip, y0 - lip), (x1 - 1 + lip, y1 - 1 + lip)], fill=light, width=max(1, lip // 2))


def shade_board_edges(image: Image.Image, grid: Grid) -> None:
    """The frame's shadow falling on the top and left of the playing area."""
    x0, y0, x1, y1 = grid.board_box
    depth = max(2, grid.cell // 7)
    mask = Image.new("L", (x1 - x0, y1 - y0), 0)
    draw = ImageDraw.Draw(mask)
    draw.rectangle([0, 0, x1 - x0, depth // 2], fill=110)
    draw.rectangle([0, 0, depth // 2, y1 - y0], fill=110)
    draw.rectangle([0, y1 - y0 - max(1, depth // 4), x1 - x0, y1 - y0], fill=50)
    draw.rectangle([x1 - x0 - max(1, depth // 4), 0, x1 - x0, y1 - y0], fill=50)
    mask = mask.filter(ImageFilter.GaussianBlur(depth / 2))
    region = image.crop((x0, y0, x1, y1))
    region.paste((20, 10, 4), (0, 0), mask)
    image.paste(region, (x0, y0))


def draw_cells(image: Image.Image, grid: Grid, theme: Theme, dark: Iterable[tuple[int, int]]) -> None:
    """Light wood everywhere, dark wood on the ``dark`` (row, col) cells, each a separate veneer."""
    x0, y0, x1, y1 = grid.board_box
    size = (x1 - x0, y1 - y0)
    image.paste(wood(*size, theme.light, theme.grain * 0.6, 21), (x0, y0))
    dark_wood = wood(*size, theme.dark, theme.grain, 22)
    rng = random.Random(23)
    for row, col in sorted(dark):
        box = grid.box(row, col)
        piece = dark_wood.crop((box[0] - x0, box[1] - y0, box[2] - x0, box[3] - y0))
        jitter = rng.uniform(-1, 1) * 0.05 * theme.grain
        if jitter:
            tone = (0, 0, 0) if jitter < 0 else (255, 255, 255)
            piece = Image.blend(piece, Image.new("RGB", piece.size, tone), abs(jitter))
        image.paste(piece, box[:2])


def draw_grid_lines(image: Image.Image, grid: Grid, colour: Colour) -> None:
    """Thin lines between all cells (Turkish-style ruled board)."""
    draw = ImageDraw.Draw(image)
    x0, y0, x1, y1 = grid.board_box
    width = max(1, grid.cell // 40)
    for i in range(1, grid.cols):
        x = x0 + i * grid.cell
        draw.line([(x, y0), (x, y1 - 1)], fill=colour, width=width)
    for i in range(1, grid.rows):
        y = grid.row_top(i)
        draw.line([(x0, y), (x1 - 1, y)], fill=colour, width=width)


def draw_rim_labels(
    image: Image.Image,
    grid: Grid,
    theme: Theme,
    columns: Mapping[int, str],
    rows: Mapping[int, str],
) -> None:
    """Coordinates on the frame: ``columns`` (display column -> text) under the board,
    ``rows`` (display row -> text) left of it; always upright."""
    draw = ImageDraw.Draw(image)
    x0, y0, x1, y1 = grid.board_box
    face = font(round(grid.left * 0.5))
    shadow = mix(theme.frame, (0, 0, 0), 0.5)
    off = max(1, grid.width // 400)
    for col, text in columns.items():
        x = grid.col_left(col) + grid.cell / 2
        y = y1 + (grid.height - grid.band - y1) / 2
        draw.text((x + off, y + off), text, font=face, fill=shadow, anchor="mm")
        draw.text((x, y), text, font=face, fill=theme.rim_text, anchor="mm")
    for row, text in rows.items():
        x = x0 / 2
        y = grid.row_top(row) + grid.cell / 2
        draw.text((x + off, y + off), text, font=face, fill=shadow, anchor="mm")
        draw.text((x, y), text, font=face, fill=theme.rim_text, anchor="mm")


#: Cell labels' height as a share of the cell: Dames players type moves by these numbers, so they
#: must read on a phone (11 px on a 400 px image).
LABEL_RATIO = 0.34


def _label_margin(cell: int) -> int:
    return max(1, round(cell / 45))


@lru_cache(maxsize=512)
def label_sprite(text: str, cell: int, fill: Colour, stroke: Colour | None = None) -> Image.Image:
    """RGBA of a cell label (PDN number) for cells ``cell`` px wide; ``stroke`` outlines it so
    it stays readable over a piece. Place it with :func:`label_origin`."""
    face = font(max(8, round(cell * LABEL_RATIO)))
    margin = _label_margin(cell)
    right, bottom = (int(v) for v in face.getbbox(text, anchor="la")[2:])
    sprite = Image.new("RGBA", (right + 2 * margin + 1, bottom + 2 * margin + 1), (0, 0, 0, 0))
    ImageDraw.Draw(sprite).text(
        (margin, margin), text, font=face, fill=fill, anchor="la",
        stroke_width=0 if stroke is None else margin, stroke_fill=stroke,
    )  # fmt: skip
    return sprite


def label_origin(box: tuple[int, int, int, int], cell: int) -> tuple[int, int]:
    """Where a cell label sprite goes: the top-left corner of the cell ``box``."""
    pad = max(1, round(cell * 0.05))
    margin = _label_margin(cell)
    return box[0] + pad - margin, box[1] + round(pad * 0.5) - margin


def tint(image: Image.Image, box: tuple[int, int, int, int], rgba: tuple[int, int, int, int]) -> None:
    """Wash a translucent colour over ``box`` (last-move cells)."""
    size = (box[2] - box[0], box[3] - box[1])
    image.paste(rgba[:3], box, Image.new("L", size, rgba[3]))
