"""Drawing primitives of the card art: a supersampled RGBA :class:`Sketch` and the 100 x 100
design :class:`Frame` pictograms are drawn on.

Every sprite is drawn once at :data:`SS` times its size on a transparent canvas, reduced with
LANCZOS, and cached (``lru_cache``) per card and pixel size by its module: a render only
pastes them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.common import Colour, font

SS = 4  # supersampling factor
RGBA = tuple[int, int, int, int]
Point = tuple[float, float]


# --- drawing --------------------------------------------------------------------------------
class Sketch:
    """An RGBA canvas ``SS`` times larger than ``size``; coordinates are final pixels."""

    def __init__(self, width: int, height: int, fill: RGBA = (0, 0, 0, 0)) -> None:
        self.size = (max(1, int(width)), max(1, int(height)))
        self.image = Image.new("RGBA", (self.size[0] * SS, self.size[1] * SS), fill)
        self.draw = ImageDraw.Draw(self.image)

    @staticmethod
    def _pts(points: Sequence[Point]) -> list[Point]:
        return [(x * SS, y * SS) for x, y in points]

    def line(self, points: Sequence[Point], width: float, fill: Colour | RGBA, caps: bool = True) -> None:
        """A thick polyline with rounded joints and (unless ``caps`` is False) rounded ends."""
        pts = self._pts(points)
        w = max(1.0, width * SS)
        if len(pts) > 1:
            self.draw.line(pts, fill=fill, width=round(w), joint="curve")
        if caps:
            for x, y in (pts[0], pts[-1]):
                self.draw.ellipse([x - w / 2, y - w / 2, x + w / 2, y + w / 2], fill=fill)

    def poly(self, points: Sequence[Point], fill: Colour | RGBA) -> None:
        self.draw.polygon(self._pts(points), fill=fill)

    def disc(self, centre: Point, radius: float, fill: Colour | RGBA) -> None:
        x, y, r = centre[0] * SS, centre[1] * SS, radius * SS
        self.draw.ellipse([x - r, y - r, x + r, y + r], fill=fill)

    def ring(self, centre: Point, radius: float, width: float, fill: Colour | RGBA) -> None:
        """A circle whose stroke is centred on ``radius``."""
        x, y = centre[0] * SS, centre[1] * SS
        r = (radius + width / 2) * SS
        self.draw.ellipse([x - r, y - r, x + r, y + r], outline=fill, width=max(1, round(width * SS)))

    def ellipse(self, box: Sequence[float], fill: Colour | RGBA) -> None:
        self.draw.ellipse([v * SS for v in box], fill=fill)

    def rrect(self, box: Sequence[float], radius: float, fill: Colour | RGBA | None,
              outline: Colour | RGBA | None = None, width: float = 0) -> None:  # fmt: skip
        self.draw.rounded_rectangle(
            [v * SS for v in box], max(0.0, radius * SS), fill=fill, outline=outline,
            width=round(width * SS) if outline is not None else 0,
        )  # fmt: skip

    def text(self, xy: Point, text: str, px: float, fill: Colour | RGBA, anchor: str = "mm",
             stroke: float = 0, stroke_fill: Colour | RGBA | None = None) -> None:  # fmt: skip
        self.draw.text(
            (xy[0] * SS, xy[1] * SS), text, font=font(round(px * SS)), fill=fill, anchor=anchor,
            stroke_width=round(stroke * SS), stroke_fill=stroke_fill,
        )  # fmt: skip

    def done(self) -> Image.Image:
        return self.image.resize(self.size, Image.Resampling.LANCZOS)


class Frame:
    """Maps the 100 x 100 design grid of a pictogram into a square box of ``sketch``."""

    def __init__(self, sketch: Sketch, x: float, y: float, side: float, mirror: bool = False) -> None:
        self.s, self.x, self.y, self.k, self.mirror = sketch, x, y, side / 100, mirror

    def p(self, x: float, y: float) -> Point:
        if self.mirror:
            x = 100 - x
        return self.x + x * self.k, self.y + y * self.k

    def pts(self, points: Sequence[Point]) -> list[Point]:
        return [self.p(x, y) for x, y in points]

    def line(self, points: Sequence[Point], width: float, fill: Colour | RGBA, caps: bool = True) -> None:
        self.s.line(self.pts(points), width * self.k, fill, caps)

    def poly(self, points: Sequence[Point], fill: Colour | RGBA) -> None:
        self.s.poly(self.pts(points), fill)

    def disc(self, x: float, y: float, r: float, fill: Colour | RGBA) -> None:
        self.s.disc(self.p(x, y), r * self.k, fill)

    def ring(self, x: float, y: float, r: float, width: float, fill: Colour | RGBA) -> None:
        self.s.ring(self.p(x, y), r * self.k, width * self.k, fill)

    def rrect(self, x0: float, y0: float, x1: float, y1: float, r: float, fill: Colour | RGBA) -> None:
        (ax, ay), (bx, by) = self.p(x0, y0), self.p(x1, y1)
        self.s.rrect((min(ax, bx), ay, max(ax, bx), by), r * self.k, fill)


def arc(cx: float, cy: float, r: float, start: float, end: float, steps: int = 14) -> list[Point]:
    """Points on a circle from angle ``start`` to ``end`` (degrees, y down, 0 = east)."""
    return [
        (cx + r * math.cos(math.radians(start + (end - start) * i / steps)),
         cy + r * math.sin(math.radians(start + (end - start) * i / steps)))
        for i in range(steps + 1)
    ]  # fmt: skip


def fit_px(text: str, px: float, room: float) -> float:
    """The largest font size up to ``px`` at which ``text`` fits in ``room`` pixels (a Sketch's
    text, drawn at :data:`SS` times the size)."""
    length = font(max(6, round(px * SS))).getlength(text) / SS
    return px if length <= room else max(3.0, px * room / length)
