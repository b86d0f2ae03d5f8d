"""A match's analysis as a chart (``/analyse``): seat 0's win chance over the game, the area under
the line in seat 0's colour and above it in seat 1's (as the game's board paints its pieces), a dot
where a move was a mistake or a blunder, the two players named under it. Sized to be read on a
phone (Discord shows it about 400 px wide).

The caller gives the curve (``AnalysisReport.curve()``), the marks, the seats' colour names (the
view's ``seat_colours()``) and the words (``WORDS``: ``analysis_*``; the names as captions).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render import draughts, macadam, makyek
from render.captions import NO_CAPTIONS, Captions
from render.common import WOOD, Colour, Theme, font, png_renderer
from render.strips import fitted

#: each game's board theme: the chart paints each side as the game's board paints its pieces.
THEMES: dict[str, Theme] = {**draughts.DEFAULT_THEMES, **macadam.DEFAULT_THEMES, **makyek.DEFAULT_THEMES}
WORDS: tuple[str, ...] = ("analysis_title", "analysis_blunder", "analysis_mistake")
#: what a move is marked with, by its judgement (inaccuracies are not marked: too many dots).
MARKS: dict[str, Colour] = {"blunder": (214, 36, 36), "mistake": (242, 150, 28)}
BACKGROUND: Colour = (248, 244, 236)
INK: Colour = (40, 34, 30)
EDGE: Colour = (110, 104, 98)
#: Text height as a share of the width: 14 px at 400 px.
TEXT_RATIO = 0.035
#: drawn this many times larger, then scaled down: smooth lines and dots.
SUPERSAMPLE = 2


def draw_analysis(curve: Sequence[float], *, game: str, colours: Sequence[str], marks: Sequence[tuple[int, str]] = (),
                  size: int = 800, captions: Captions = NO_CAPTIONS) -> Image.Image:
    """The chart of ``curve`` (seat 0's win chance, 0..1, at the start and after each move);
    ``marks``: ``(move index, judgement)`` of the moves to mark (the dot sits after the move);
    ``colours``: seats 0 and 1's colour names, painted as ``game``'s board paints them."""
    if len(colours) < 2:
        raise ValueError("the chart needs the colours of two seats")
    if any(not 0 <= point <= 1 for point in curve):
        raise ValueError("a win chance is from 0 to 1")
    scale = SUPERSAMPLE
    width = size * scale
    px = max(10, round(size * TEXT_RATIO)) * scale
    pad = px * 0.6
    title_h, legend_h = round(px * 1.8), round(px * 1.9)
    chart_h = round(width * 0.36)
    height = title_h + chart_h + legend_h
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    left, right, top, bottom = pad, width - pad, title_h, title_h + chart_h
    theme = THEMES.get(game, WOOD)
    seat_colours = [theme.piece_colour(name) for name in colours[:2]]
    points = _points(curve, left, right, top, bottom)
    draw.rectangle((left, top, right, bottom), fill=seat_colours[1])
    draw.polygon([(left, bottom), *points, (right, bottom)], fill=seat_colours[0])
    middle = (top + bottom) / 2
    for dash in range(round(left), round(right), 6 * scale):  # the even chance, dashed
        draw.line((dash, middle, min(dash + 3 * scale, right), middle), fill=EDGE, width=scale)
    if len(points) > 1:
        draw.line(points, fill=EDGE, width=2 * scale, joint="curve")
    dot = px * 0.42
    for index, judgement in sorted(marks, key=lambda mark: mark[1] == "blunder"):  # blunders on top
        if judgement in MARKS and 0 <= index + 1 < len(points):
            x, y = points[index + 1]
            draw.ellipse((x - dot, y - dot, x + dot, y + dot), fill=MARKS[judgement], outline=BACKGROUND,
                         width=max(1, round(scale * 1.5)))
    draw.rectangle((left, top, right, bottom), outline=EDGE, width=scale)
    _title(draw, captions, px, pad, title_h, right)
    _names(draw, captions, seat_colours, px, pad, bottom, legend_h, width)
    return image.resize((size, round(height / scale)), Image.Resampling.LANCZOS)


def _points(curve: Sequence[float], left: float, right: float, top: float,
            bottom: float) -> list[tuple[float, float]]:
    if not curve:
        return []
    step = (right - left) / max(1, len(curve) - 1)
    return [(left + i * step, bottom - chance * (bottom - top)) for i, chance in enumerate(curve)]


def _title(draw: ImageDraw.ImageDraw, captions: Captions, px: int, pad: float, height: int,
           right: float) -> None:
    """The title on the left, the marks' legend on the right."""
    y = height / 2
    x = right
    for judgement in ("mistake", "blunder"):
        word = captions.word(f"analysis_{judgement}")
        if not word:
            continue
        x -= font(px).getlength(word)
        draw.text((x, y), word, fill=INK, font=font(px), anchor="lm")
        x -= px * 0.9
        radius = px * 0.38
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=MARKS[judgement])
        x -= px * 1.2
    title = captions.word("analysis_title")
    if title:
        draw.text((pad, y), fitted(title, px, x - 2 * pad), fill=INK, font=font(px), anchor="lm")


def _names(draw: ImageDraw.ImageDraw, captions: Captions, colours: Sequence[Colour], px: int,
           pad: float, bottom: float, height: int, width: int) -> None:
    """Each seat's swatch and name, seat 0 on the left, seat 1 on the right."""
    y = bottom + height / 2
    half = (width - 2 * pad) / 2
    swatch = px * 0.5
    for seat in (0, 1):
        name = fitted(captions.name(seat) or "", px, half - 3 * swatch)
        x = pad if seat == 0 else width - pad - font(px).getlength(name) - 2.4 * swatch
        draw.rectangle((x, y - swatch, x + 2 * swatch, y + swatch), fill=colours[seat], outline=EDGE,
                       width=SUPERSAMPLE)
        draw.text((x + 2.4 * swatch, y), name, fill=INK, font=font(px), anchor="lm")


render_analysis = png_renderer(draw_analysis)

__all__ = ["MARKS", "WORDS", "draw_analysis", "render_analysis"]
