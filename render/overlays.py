"""Anti-aliased marks drawn over a board on every render: move arrows, capture and option marks.

Shapes go onto an "L" mask at :data:`SCALE` times the size, limited to the shapes' bounding
box; the mask is box-reduced and the colour pasted through it. That is cheap enough for the
per-move path (a few milliseconds for a board-wide arrow at 800 px).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from PIL import Image, ImageDraw

from render.common import Colour, bounding_box

SCALE = 4
Point = tuple[float, float]


@cache
def _scaled(opacity: float) -> list[int]:
    return [round(v * opacity) for v in range(256)]


class Pen:
    """Collects shapes (image coordinates) on a supersampled mask over ``box`` only."""

    def __init__(self, box: tuple[int, int, int, int], image_size: tuple[int, int]) -> None:
        x0, y0, x1, y1 = box
        self.box = max(0, x0), max(0, y0), min(image_size[0], x1), min(image_size[1], y1)
        w, h = self.box[2] - self.box[0], self.box[3] - self.box[1]
        self.mask = Image.new("L", (max(1, w) * SCALE, max(1, h) * SCALE), 0)
        self.draw = ImageDraw.Draw(self.mask)

    def _p(self, p: Point) -> Point:
        return (p[0] - self.box[0]) * SCALE, (p[1] - self.box[1]) * SCALE

    def polyline(self, points: Sequence[Point], width: float) -> None:
        """A thick line through ``points`` with round joints and ends."""
        pts = [self._p(p) for p in points]
        w = width * SCALE
        if len(pts) > 1:
            self.draw.line(pts, fill=255, width=max(1, round(w)))
        for x, y in pts:
            self.draw.ellipse([x - w / 2, y - w / 2, x + w / 2, y + w / 2], fill=255)

    def polygon(self, points: Sequence[Point]) -> None:
        self.draw.polygon([self._p(p) for p in points], fill=255)

    def ring(self, centre: Point, radius: float, width: float, dashes: int = 0) -> None:
        """A circle outline; ``dashes`` > 0 breaks it into that many dashes."""
        x, y = self._p(centre)
        r = radius * SCALE
        box = [x - r, y - r, x + r, y + r]
        w = max(1, round(width * SCALE))
        if not dashes:
            self.draw.ellipse(box, outline=255, width=w)
            return
        step = 360 / dashes
        for i in range(dashes):
            self.draw.arc(box, i * step, i * step + step * 0.55, fill=255, width=w)

    def disc(self, centre: Point, radius: float) -> None:
        x, y = self._p(centre)
        r = radius * SCALE
        self.draw.ellipse([x - r, y - r, x + r, y + r], fill=255)

    def rounded(self, box: tuple[float, float, float, float], radius: float) -> None:
        """A filled rectangle with rounded corners."""
        x0, y0 = self._p(box[:2])
        x1, y1 = self._p(box[2:])
        self.draw.rounded_rectangle([x0, y0, x1, y1], radius * SCALE, fill=255)

    def crescent(self, centre: Point, radius: float, toward: Point, bite: float = 0.78) -> None:
        """A crescent moon whose horns point along the unit vector ``toward``: a disc with a
        disc of ``bite`` x the radius cut out of it, shifted that way."""
        x, y = self._p(centre)
        r = radius * SCALE
        self.draw.ellipse([x - r, y - r, x + r, y + r], fill=255)
        shift, cut = r * (1 - bite) * 1.75, r * bite
        cx, cy = x + toward[0] * shift, y + toward[1] * shift
        self.draw.ellipse([cx - cut, cy - cut, cx + cut, cy + cut], fill=0)

    def paint(self, image: Image.Image, colour: Colour, opacity: float = 1.0) -> None:
        """Reduce the mask and paste ``colour`` through it onto ``image``."""
        mask = self.mask.reduce(SCALE)
        if opacity < 1:
            mask = mask.point(_scaled(opacity))
        image.paste(colour, self.box[:2], mask)


def arrow(
    image: Image.Image,
    points: Sequence[Point],
    *,
    width: float,
    colour: Colour,
    edge: Colour,
    opacity: float = 0.9,
    shorten: float = 0.0,
    dots: float = 0.0,
    ring: float = 0.0,
) -> None:
    """A path arrow through ``points`` with a head at the last one, outlined in ``edge``.

    The tip stops ``shorten`` pixels before the last point so it points at what is there
    without covering it; ``dots`` > 0 puts a dot of that radius on the first point and every
    point in between (the landings of a chain of jumps); ``ring`` > 0 draws a ring of that
    radius round the first point (where the piece came from, readable on any square) and
    starts the shaft at its edge.
    """
    pts = [p for i, p in enumerate(points) if i == 0 or p != points[i - 1]]
    if len(pts) < 2:
        return
    origin = pts[0]
    if ring > 0:
        (sx, sy), (nx, ny) = pts[0], pts[1]
        gap = math.hypot(nx - sx, ny - sy)
        pts[0] = (sx + (nx - sx) / gap * ring, sy + (ny - sy) / gap * ring) if gap > ring else pts[0]
    (ax, ay), (bx, by) = pts[-2], pts[-1]
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    tip = (bx - ux * shorten, by - uy * shorten)
    head_len = min(width * 2.6, length * 0.6)
    head_half = width * 1.55
    base = (tip[0] - ux * head_len, tip[1] - uy * head_len)
    head = [
        tip,
        (base[0] - uy * head_half, base[1] + ux * head_half),
        (base[0] + ux * head_len * 0.18, base[1] + uy * head_len * 0.18),
        (base[0] + uy * head_half, base[1] - ux * head_half),
    ]
    shaft = [*pts[:-1], (base[0] + ux * head_len * 0.3, base[1] + uy * head_len * 0.3)]
    outline = max(1.0, width * 0.22)
    stops = pts[1:-1] if dots > 0 else []
    if dots > 0 and ring <= 0:
        stops.insert(0, origin)
    box = bounding_box([*pts, *head, origin], max(head_half, dots, ring + width) + outline * 2 + 2)

    under = Pen(box, image.size)
    under.polyline(shaft, width + 2 * outline)
    under.polygon(_grow(head, outline))
    for stop in stops:
        under.disc(stop, dots + outline)
    if ring > 0:
        under.ring(origin, ring, width * 0.8 + 2 * outline)
    under.paint(image, edge, opacity * 0.85)
    over = Pen(box, image.size)
    over.polyline(shaft, width)
    over.polygon(head)
    for stop in stops:
        over.disc(stop, dots)
    if ring > 0:
        over.ring(origin, ring, width * 0.8)
    over.paint(image, colour, opacity)


def _grow(polygon: Sequence[Point], by: float) -> list[Point]:
    """Push each vertex of a small convex-ish polygon away from its centroid by ``by``."""
    cx = sum(p[0] for p in polygon) / len(polygon)
    cy = sum(p[1] for p in polygon) / len(polygon)
    out = []
    for x, y in polygon:
        d = math.hypot(x - cx, y - cy) or 1.0
        k = (d + by * 1.8) / d
        out.append((cx + (x - cx) * k, cy + (y - cy) * k))
    return out


def cross_marks(image: Image.Image, centres: Sequence[Point], *, radius: float, colour: Colour, opacity: float) -> None:
    """A ring with a cross in it at each of ``centres`` (pieces just taken)."""
    if not centres:
        return
    fill = Pen(bounding_box(centres, radius * 1.2 + 2), image.size)
    for centre in centres:
        fill.disc(centre, radius)
    fill.paint(image, colour, opacity * 0.22)
    pen = Pen(fill.box, image.size)
    width = max(1.5, radius * 0.2)
    arm = radius * 0.48
    for x, y in centres:
        pen.ring((x, y), radius, width)
        pen.polyline([(x - arm, y - arm), (x + arm, y + arm)], width)
        pen.polyline([(x - arm, y + arm), (x + arm, y - arm)], width)
    pen.paint(image, colour, opacity)


def dashed_rings(
    image: Image.Image, centres: Sequence[Point], *, radius: float, colour: Colour, opacity: float
) -> None:
    """A dashed ring around each of ``centres`` (pieces that may be huffed)."""
    if not centres:
        return
    pen = Pen(bounding_box(centres, radius * 1.2 + 2), image.size)
    for centre in centres:
        pen.ring(centre, radius, max(1.5, radius * 0.09), dashes=12)
    pen.paint(image, colour, opacity)
