"""Card art for Macadam, le jeu des piétons et des 2 roues: every card face, the card back,
tickets, the 16 board signals, numbered tokens, seat badges and the die, drawn with Pillow
primitives (no image assets).

Every sprite is drawn once at :data:`SS` times its size on a transparent canvas, reduced with
LANCZOS, and cached (``lru_cache``) per card and pixel size: a render only pastes them.
Pictograms are defined on a 100 x 100 grid and scaled into whatever box they get.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import Colour, font, mix
from render.pieces import RADIUS, piece_sprite

SS = 4  # supersampling factor
RGBA = tuple[int, int, int, int]
Point = tuple[float, float]

#: Card ids in the deck's canonical order (the order hands are sorted in).
CARDS = ("AGENT", "P-rouge", "P-vert", "P-bleu", "P-jaune", "BIC", "CYC", "AUTO", "MOTO", "FV", "FB", "ASS", "AP")
POINTS = {
    "AGENT": 0, "P-rouge": 200, "P-vert": 200, "P-bleu": 200, "P-jaune": 200, "BIC": 150, "CYC": 100,
    "AUTO": 50, "MOTO": 50, "FV": 0, "FB": 0, "ASS": 0, "AP": 0,
}  # fmt: skip
#: The printed name of each card (the box is French).
NAMES = {
    "AGENT": "AGENT", "P-rouge": "PIÉTON", "P-vert": "PIÉTON", "P-bleu": "PIÉTON", "P-jaune": "PIÉTON",
    "BIC": "BICYCLETTE", "CYC": "CYCLOMOTEUR", "AUTO": "AUTO", "MOTO": "MOTO", "FV": "FLÈCHE VERTE",
    "FB": "FLÈCHE BLEUE", "ASS": "ASSURANCE", "AP": "ASS.-PERMIS", "vehicle": "VÉHICULE",
}  # fmt: skip
VEHICLES = ("BIC", "CYC", "AUTO", "MOTO")
SIGNAL_KINDS = ("passez", "attendez", "piste", "autoroute", "verte", "bleue")

PAPER = (250, 247, 238)
CARD_EDGE = (62, 58, 54)
INK = (40, 38, 36)
WHITE = (255, 255, 255)
ASPHALT = (58, 61, 68)
RED = (212, 44, 44)
GREEN_LAMP = (40, 176, 84)
ZEBRA = (246, 204, 48)
IVORY = (236, 224, 192)
PENALTY = (200, 36, 40)
ASS_COLOUR = (46, 150, 104)
AP_COLOUR = (204, 72, 134)


class Style:
    """How a card face looks: ``panel`` behind the pictogram, ``figure`` for it, ``ink`` for
    the points; ``colour`` is the card's signature colour (the one a test looks for)."""

    def __init__(self, panel: Colour, figure: Colour, ink: Colour, colour: Colour | None = None) -> None:
        self.panel, self.figure, self.ink = panel, figure, ink
        self.colour = colour or panel


STYLES: dict[str, Style] = {
    "AGENT": Style((28, 46, 112), (236, 238, 244), INK),
    "P-rouge": Style(RED, WHITE, (176, 30, 30)),
    "P-vert": Style((32, 150, 70), WHITE, (24, 118, 52)),
    "P-bleu": Style((36, 100, 206), WHITE, (28, 80, 170)),
    "P-jaune": Style((244, 194, 30), (46, 42, 38), (156, 112, 0)),
    "BIC": Style((0, 146, 150), WHITE, (0, 112, 116)),
    "CYC": Style((234, 122, 24), WHITE, (184, 86, 8)),
    "AUTO": Style((120, 74, 180), WHITE, (96, 56, 150)),
    "MOTO": Style((66, 68, 78), WHITE, (50, 52, 60)),
    "FV": Style((186, 30, 38), (52, 190, 84), INK, (52, 190, 84)),
    "FB": Style((232, 238, 246), (26, 112, 224), INK, (26, 112, 224)),
    "ASS": Style((214, 236, 220), ASS_COLOUR, INK, ASS_COLOUR),
    "AP": Style((248, 218, 230), AP_COLOUR, INK, AP_COLOUR),
    "vehicle": Style((92, 98, 110), WHITE, INK),
}
#: card id -> its signature colour: a large flat area of every face has exactly this colour.
CARD_COLOURS: dict[str, Colour] = {card: STYLES[card].colour for card in CARDS}


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


def _arc(cx: float, cy: float, r: float, start: float, end: float, steps: int = 14) -> list[Point]:
    """Points on a circle from angle ``start`` to ``end`` (degrees, y down, 0 = east)."""
    return [
        (cx + r * math.cos(math.radians(start + (end - start) * i / steps)),
         cy + r * math.sin(math.radians(start + (end - start) * i / steps)))
        for i in range(steps + 1)
    ]  # fmt: skip


# --- pictograms (100 x 100 design grid) -----------------------------------------------------
def walker(f: Frame, c: Colour) -> None:
    """A pedestrian crossing, as on the road signs: striding to the right."""
    f.disc(57, 12, 8.5, c)
    f.line([(54, 25), (48, 55)], 13, c)
    f.line([(52, 29), (42, 41), (35, 53)], 7.5, c)
    f.line([(54, 29), (63, 40), (72, 45)], 7.5, c)
    f.line([(48, 55), (39, 72), (28, 88)], 10, c)
    f.line([(28, 88), (22, 89)], 7, c)
    f.line([(48, 55), (58, 71), (61, 90)], 10, c)
    f.line([(61, 90), (69, 91)], 7, c)


def stander(f: Frame, c: Colour) -> None:
    """A pedestrian waiting, arms down."""
    f.disc(50, 12, 8.5, c)
    f.line([(50, 25), (50, 56)], 15, c)
    f.line([(43, 28), (39, 42), (38, 57)], 7, c)
    f.line([(57, 28), (61, 42), (62, 57)], 7, c)
    f.line([(46, 56), (45, 91)], 9.5, c)
    f.line([(54, 56), (55, 91)], 9.5, c)


def bicycle(f: Frame, c: Colour) -> None:
    for x in (22, 78):
        f.ring(x, 64, 17, 5.5, c)
        f.disc(x, 64, 3, c)
    rear, crank, seat, head, front = (22, 64), (47, 64), (40, 40), (70, 38), (78, 64)
    f.line([rear, crank, seat, rear], 5, c)
    f.line([seat, head, crank], 5, c)
    f.line([head, front], 5, c)
    f.line([seat, (38, 34)], 5, c)
    f.line([(31, 33), (45, 33)], 6, c)
    f.line([head, (67, 28), (76, 26)], 5, c)
    f.line([(43, 70), (51, 58)], 4, c)


def moped(f: Frame, c: Colour, accent: Colour) -> None:
    """A step-through moped with its engine over the front wheel (a VéloSolex)."""
    for x in (22, 78):
        f.ring(x, 68, 14, 8, c)
        f.disc(x, 68, 3, c)
    f.line([(22, 68), (48, 70), (63, 40)], 6, c)
    f.line([(48, 70), (40, 42)], 5, c)
    f.line([(22, 68), (38, 44)], 4.5, c)
    f.line([(30, 39), (45, 39)], 7, c)
    f.line([(65, 36), (78, 68)], 5, c)
    f.line([(65, 36), (62, 25), (72, 23)], 5, c)
    f.rrect(63, 40, 93, 54, 4, c)
    f.disc(78, 56, 4, c)
    f.disc(8, 62, 3.6, accent)
    f.disc(4, 53, 2.6, accent)
    f.disc(9, 46, 1.8, accent)


def car(f: Frame, c: Colour, bg: Colour, lamp: Colour) -> None:
    f.poly([(24, 50), (34, 29), (66, 29), (80, 50)], c)
    f.rrect(5, 46, 95, 72, 9, c)
    f.poly([(31, 48), (38, 35), (48, 35), (48, 48)], bg)
    f.poly([(52, 48), (52, 35), (63, 35), (72, 48)], bg)
    for x in (27, 73):
        f.disc(x, 73, 13, bg)
        f.disc(x, 73, 10.5, c)
        f.disc(x, 73, 4, bg)
    f.disc(91, 56, 3.2, lamp)
    f.line([(40, 56), (46, 56)], 3, bg)
    f.line([(58, 56), (64, 56)], 3, bg)


def motorbike(f: Frame, c: Colour, bg: Colour, lamp: Colour) -> None:
    for x in (19, 81):
        f.ring(x, 68, 14.5, 8.5, c)
        f.disc(x, 68, 4, c)
    f.line([(19, 68), (44, 58)], 6.5, c)
    f.poly([(38, 52), (62, 52), (58, 70), (44, 70)], c)
    f.line([(42, 54), (68, 40)], 6, c)
    f.s.ellipse([*f.p(40, 33), *f.p(66, 50)], c)
    f.rrect(22, 36, 44, 45, 4, c)
    f.line([(81, 68), (69, 32)], 6.5, c)
    f.line([(69, 32), (60, 26)], 5, c)
    f.disc(76, 40, 5.5, c)
    f.disc(77, 40, 3, lamp)
    f.line([(46, 70), (16, 58)], 4, bg)
    f.line([(44, 63), (56, 63)], 2.5, bg)


def agent(f: Frame, c: Colour, glove: Colour, baton: Colour, bg: Colour) -> None:
    """A traffic policeman with his kepi, directing with his white baton raised."""
    f.poly([(41, 3), (59, 3), (58, 15), (42, 15)], c)
    f.line([(41, 9), (59, 9)], 2.6, bg, caps=False)
    f.line([(37, 16.5), (60, 16.5)], 3.4, c)
    f.disc(50, 23, 7.5, c)
    f.poly([(36, 32), (64, 32), (61, 67), (39, 67)], c)
    f.line([(39, 51), (61, 51)], 3.2, bg, caps=False)
    f.line([(50, 33), (50, 50)], 2, bg, caps=False)
    f.line([(45, 67), (44, 93)], 9, c)
    f.line([(55, 67), (56, 93)], 9, c)
    f.line([(61, 35), (72, 26), (77, 13)], 8, c)
    f.line([(78, 12), (88, 2)], 4.6, baton)
    f.line([(39, 35), (26, 38), (11, 35)], 8, c)
    f.disc(77, 13, 5, glove)
    f.disc(10, 35, 5, glove)


def turn_arrow(f: Frame, c: Colour, edge: Colour | None = None) -> None:
    """A thick arrow going up then turning right (``Frame(mirror=True)`` turns it left)."""
    path = [(36, 94), (36, 60), *_arc(62, 60, 26, 180, 270)[1:], (70, 34)]
    head = [(66, 12), (94, 34), (66, 56)]
    if edge is not None:
        f.line(path, 23, edge, caps=False)
        f.poly([(62, 5), (100, 34), (62, 63)], edge)
        f.line([(36, 97), (36, 92)], 23, edge, caps=False)
    f.line(path, 15, c, caps=False)
    f.poly(head, c)


def shield(f: Frame, c: Colour, mark: str, bg: Colour) -> None:
    """An insurance shield: a tick for the Assurance, a P for the Assurance-Permis."""
    f.poly([(50, 6), (85, 17), (83, 50), (72, 72), (50, 94), (28, 72), (17, 50), (15, 17)], c)
    if mark == "P":
        f.line([(42, 74), (42, 28), (56, 28)], 10, bg)
        f.line([*_arc(55, 42, 14, -90, 90)], 10, bg)
        f.line([(55, 56), (42, 56)], 10, bg)
    else:
        f.line([(32, 50), (45, 64), (69, 34)], 11, bg)


def any_vehicle(f: Frame, c: Colour) -> None:
    """Four small vehicles: what ``vehicle`` lets a follower play."""
    bic, cyc, aut, mot = (Frame(f.s, *f.p(x, y), 46 * f.k) for x, y in ((2, 4), (52, 4), (2, 52), (52, 52)))
    bicycle(bic, c)
    moped(cyc, c, c)
    car(aut, c, STYLES["vehicle"].panel, c)
    motorbike(mot, c, STYLES["vehicle"].panel, c)


# --- card faces -----------------------------------------------------------------------------
def _pictogram(f: Frame, card: str) -> None:
    style = STYLES[card]
    c, bg = style.figure, style.panel
    if card.startswith("P-"):
        walker(f, c)
    elif card == "BIC":
        bicycle(f, c)
    elif card == "CYC":
        moped(f, c, mix(bg, WHITE, 0.45))
    elif card == "AUTO":
        car(f, c, bg, (255, 226, 110))
    elif card == "MOTO":
        motorbike(f, c, bg, (255, 226, 110))
    elif card == "AGENT":
        agent(f, c, WHITE, WHITE, bg)
    elif card == "FV":
        turn_arrow(f, c, WHITE)
    elif card == "FB":
        turn_arrow(Frame(f.s, f.x, f.y, f.k * 100, mirror=True), c)
    elif card in ("ASS", "AP"):
        shield(f, c, "P" if card == "AP" else "tick", WHITE)
    elif card == "vehicle":
        any_vehicle(f, c)


def card_height(width: int) -> int:
    return round(width * 1.4)


def _fit_px(text: str, px: float, room: float) -> float:
    """The largest font size up to ``px`` at which ``text`` fits in ``room`` pixels."""
    length = font(max(6, round(px * SS))).getlength(text) / SS
    return px if length <= room else max(3.0, px * room / length)


def _card_base(sk: Sketch, w: int, h: int) -> None:
    sk.rrect((0.3, 0.3, w - 0.3, h - 0.3), w * 0.09, PAPER, CARD_EDGE, max(0.6, w * 0.014))


@lru_cache(maxsize=256)
def card_face(card: str, width: int, named: bool = False) -> Image.Image:
    """RGBA face of ``card`` (an id of :data:`CARDS`, or ``"vehicle"``), ``width`` px wide.

    Cards with points carry them in a white band at the top; ``named`` cards (the hand's)
    also print their name under the picture.
    """
    style = STYLES[card]
    w, h = width, card_height(width)
    sk = Sketch(w, h)
    _card_base(sk, w, h)
    inset = w * 0.075
    points = POINTS.get(card, 0)
    top = inset + (w * 0.3 if points else 0)
    bottom = h - inset - (w * 0.2 if named else 0)
    panel = (inset, top, w - inset, bottom)
    sk.rrect(panel, w * 0.06, style.panel)
    pw, ph = panel[2] - panel[0], panel[3] - panel[1]
    if card.startswith("P-") or card in VEHICLES:
        # the ground: a zebra crossing under the pedestrians, a lane line under the vehicles
        tint = mix(style.panel, WHITE, 0.28) if card != "P-jaune" else mix(style.panel, WHITE, 0.5)
        y0, y1 = bottom - ph * 0.2, bottom - ph * 0.06
        if card.startswith("P-"):
            n = 5
            bar = pw / (2 * n + 1)
            for i in range(n):
                x = panel[0] + bar * (2 * i + 1)
                sk.rrect((x, y0, x + bar, y1), bar * 0.15, tint)
        else:
            sk.line([(panel[0] + pw * 0.1, y1 - ph * 0.02), (panel[2] - pw * 0.1, y1 - ph * 0.02)],
                    max(0.8, ph * 0.035), tint)  # fmt: skip
    side = min(pw, ph) * 0.86
    cx, cy = (panel[0] + panel[2]) / 2, (panel[1] + panel[3]) / 2
    if card.startswith("P-"):
        cy -= ph * 0.05
    _pictogram(Frame(sk, cx - side / 2, cy - side / 2, side), card)
    if points:
        text = str(points)
        px = _fit_px(text, w * 0.27, w - 2 * inset)
        sk.text((w / 2, inset + w * 0.155), text, px, style.ink)
    if named:
        name = NAMES[card]
        px = _fit_px(name, w * 0.125, w - 2.4 * inset)
        sk.text((w / 2, bottom + (h - inset - bottom) / 2 + w * 0.01), name, px, INK)
    return sk.done()


@lru_cache(maxsize=64)
def signal_card(kind: str, width: int) -> Image.Image:
    """A card-shaped slot showing a signal: what follows after a leader who could not play."""
    w, h = width, card_height(width)
    sk = Sketch(w, h)
    _card_base(sk, w, h)
    image = sk.done()
    side = round(w * 0.84)
    tile = signal_tile(kind, side)
    image.alpha_composite(tile, ((w - side) // 2, (h - side) // 2))
    return image


@lru_cache(maxsize=64)
def card_back(width: int) -> Image.Image:
    """The back of every deck card: asphalt with a yellow zebra crossing and kerb lines."""
    w, h = width, card_height(width)
    sk = Sketch(w, h)
    sk.rrect((0.3, 0.3, w - 0.3, h - 0.3), w * 0.09, (236, 232, 222), CARD_EDGE, max(0.6, w * 0.014))
    inset = w * 0.07
    box = (inset, inset, w - inset, h - inset)
    sk.rrect(box, w * 0.06, (46, 50, 60))
    iw, ih = box[2] - box[0], box[3] - box[1]
    kerb = max(0.7, w * 0.025)
    for y in (box[1] + ih * 0.22, box[3] - ih * 0.22):
        sk.line([(box[0] + iw * 0.08, y), (box[2] - iw * 0.08, y)], kerb, (210, 210, 204))
    n = 4
    bar = iw * 0.8 / (2 * n - 1)
    for i in range(n):
        x = box[0] + iw * 0.1 + i * 2 * bar
        sk.rrect((x, box[1] + ih * 0.3, x + bar, box[3] - ih * 0.3), bar * 0.2, ZEBRA)
    for y in (box[1] + ih * 0.1, box[3] - ih * 0.1):
        for i in range(3):
            x = box[0] + iw * (0.2 + 0.3 * i)
            sk.line([(x, y), (x + iw * 0.12, y)], kerb, ZEBRA)
    return sk.done()


@lru_cache(maxsize=32)
def back_fan(width: int, count: int) -> Image.Image:
    """``count`` (1-4) card backs ``width`` px wide, fanned out as a hand is held."""
    count = max(1, min(4, count))
    big = card_back(width * SS)
    spread = 12.0  # degrees between two cards
    reach = big.height * 1.2  # the fan turns about a point this far under the cards' centres
    side = round(big.height * 3)
    canvas = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    px, py = side / 2, side / 2 + reach
    for i in range(count):
        angle = (i - (count - 1) / 2) * spread
        turned = big.rotate(-angle, resample=Image.Resampling.BICUBIC, expand=True)
        a = math.radians(angle)
        x, y = px + reach * math.sin(a), py - reach * math.cos(a)
        canvas.alpha_composite(turned, (round(x - turned.width / 2), round(y - turned.height / 2)))
    box = canvas.getbbox() or (0, 0, side, side)
    canvas = canvas.crop(box)
    size = (max(1, round(canvas.width / SS)), max(1, round(canvas.height / SS)))
    return canvas.resize(size, Image.Resampling.LANCZOS)


@lru_cache(maxsize=16)
def veil(side: int, alpha: int) -> Image.Image:
    """A dark rounded square laid over a covered signal so the free ones stand out."""
    sk = Sketch(side, side)
    sk.rrect((0.3, 0.3, side - 0.3, side - 0.3), side * 0.12, (12, 12, 16, alpha))
    return sk.done()


def ghost(sprite: Image.Image, opacity: float) -> Image.Image:
    """``sprite`` with its alpha scaled by ``opacity``."""
    out = sprite.copy()
    out.putalpha(out.getchannel("A").point([round(v * opacity) for v in range(256)]))
    return out


@lru_cache(maxsize=64)
def ghost_card(card: str, width: int, opacity: float = 0.5) -> Image.Image:
    return ghost(card_face(card, width), opacity)


@lru_cache(maxsize=32)
def slot(width: int, colour: Colour, dashed: bool = True) -> Image.Image:
    """An empty card place: a rounded dashed outline."""
    w, h = width, card_height(width)
    sk = Sketch(w, h)
    line = max(1.0, w * 0.045)
    r = w * 0.09
    if not dashed:
        sk.rrect((line / 2, line / 2, w - line / 2, h - line / 2), r, None, colour, line)
        return sk.done()
    x0, y0, x1, y1 = line / 2, line / 2, w - line / 2, h - line / 2
    perimeter = [(x0 + r, y0), (x1 - r, y0), *_arc(x1 - r, y0 + r, r, -90, 0, 4)[1:], (x1, y1 - r),
                 *_arc(x1 - r, y1 - r, r, 0, 90, 4)[1:], (x0 + r, y1), *_arc(x0 + r, y1 - r, r, 90, 180, 4)[1:],
                 (x0, y0 + r), *_arc(x0 + r, y0 + r, r, 180, 270, 4)[1:]]  # fmt: skip
    dash = w * 0.14
    # walk the outline, drawing every other stretch of ``dash`` pixels
    points = perimeter + [perimeter[0]]
    on, left, current = True, dash, [points[0]]
    for a, b in zip(points, points[1:]):
        seg = math.dist(a, b)
        pos = 0.0
        while seg - pos > left:
            pos += left
            p = (a[0] + (b[0] - a[0]) * pos / seg, a[1] + (b[1] - a[1]) * pos / seg)
            if on:
                sk.line([*current, p], line, colour, caps=False)
            on, left, current = not on, dash * (1 if not on else 0.7), [p]
        left -= seg - pos
        current.append(b)
    if on:
        sk.line(current, line, colour, caps=False)
    return sk.done()


# --- tickets, chips -------------------------------------------------------------------------
def ticket_height(width: int) -> int:
    return round(width * 0.5)


@lru_cache(maxsize=64)
def ticket(kind: str, width: int, how: str = "ticket") -> Image.Image:
    """A ticket: ``"ASS"``, ``"AP"`` (won with the die) or ``"PEN"`` ("Perdez 100 points").

    ``how`` "card" draws an insurance as a plain chip (held through an exposed card),
    "none" as a faint outline (not held).
    """
    w, h = width, ticket_height(width)
    sk = Sketch(w, h)
    colour = {"ASS": ASS_COLOUR, "AP": AP_COLOUR, "PEN": PENALTY}[kind]
    r = h * 0.16
    if how == "none":
        faint = (128, 132, 140)
        sk.rrect((0.5, 0.5, w - 0.5, h - 0.5), r, None, faint, max(0.8, h * 0.06))
        shield(Frame(sk, w / 2 - h * 0.38, h * 0.12, h * 0.76), faint, "P" if kind == "AP" else "tick", (0, 0, 0, 0))
        return sk.done()
    sk.rrect((0, 0, w, h), r, colour)
    if how == "ticket":
        for x in (0, w):  # the notches of a torn-off ticket
            sk.disc((x, h / 2), h * 0.17, (0, 0, 0, 0))
        perf = w * 0.27
        step = h / 7
        for i in range(1, 7, 2):
            sk.line([(perf, i * step), (perf, (i + 0.8) * step)], max(0.7, w * 0.025), mix(colour, WHITE, 0.5))
    else:
        sk.rrect((w * 0.05, h * 0.1, w * 0.95, h * 0.9), r * 0.7, None, mix(colour, WHITE, 0.5), max(0.6, h * 0.05))
    if kind == "PEN":
        px = _fit_px("\u2212100", h * 0.56, w * 0.62)
        sk.text((w * 0.62, h * 0.52), "\u2212100", px, WHITE)
    else:
        side = h * 0.78
        shield(Frame(sk, w * 0.62 - side / 2, (h - side) / 2, side), WHITE, "P" if kind == "AP" else "tick", colour)
    return sk.done()


# --- board signals --------------------------------------------------------------------------
def _lamp(sk: Sketch, cx: float, cy: float, r: float, colour: Colour) -> None:
    sk.disc((cx, cy), r * 1.16, (24, 25, 28))
    sk.disc((cx, cy), r, colour)


@lru_cache(maxsize=64)
def signal_tile(kind: str, side: int) -> Image.Image:
    """RGBA square of one board signal (``kind`` of :data:`SIGNAL_KINDS`), ``side`` px."""
    s = side
    sk = Sketch(s, s)
    r = s * 0.12
    box = (0.3, 0.3, s - 0.3, s - 0.3)
    edge = (26, 27, 30)
    line = max(0.8, s * 0.02)
    if kind in ("passez", "attendez", "piste"):
        sk.rrect(box, r, ASPHALT, edge, line)
    if kind == "passez":
        n, y0, y1 = 5, s * 0.8, s * 0.95
        bar = s * 0.86 / (2 * n - 1)
        for i in range(n):
            x = s * 0.07 + 2 * i * bar
            sk.rrect((x, y0, x + bar, y1), bar * 0.15, ZEBRA)
        _lamp(sk, s / 2, s * 0.42, s * 0.31, GREEN_LAMP)
        walker(Frame(sk, s / 2 - s * 0.22, s * 0.42 - s * 0.22, s * 0.44), WHITE)
    elif kind == "attendez":
        sk.line([(s * 0.1, s * 0.87), (s * 0.9, s * 0.87)], s * 0.06, (236, 236, 230))
        _lamp(sk, s / 2, s * 0.42, s * 0.31, RED)
        stander(Frame(sk, s / 2 - s * 0.22, s * 0.42 - s * 0.22, s * 0.44), WHITE)
    elif kind == "piste":
        for x in (s * 0.13, s * 0.87):
            for i in range(4):
                y = s * (0.08 + i * 0.24)
                sk.line([(x, y), (x, y + s * 0.13)], s * 0.045, (240, 240, 236), caps=False)
        bicycle(Frame(sk, s * 0.19, s * 0.2, s * 0.62), WHITE)
    elif kind == "autoroute":
        sk.rrect(box, r, (28, 86, 170), edge, line)
        sk.rrect((s * 0.08, s * 0.08, s * 0.92, s * 0.92), r * 0.7, None, WHITE, max(0.8, s * 0.025))
        # a motorway under a bridge, its two carriageways parted by a central strip
        sk.poly([(s * 0.18, s * 0.86), (s * 0.44, s * 0.36), (s * 0.56, s * 0.36), (s * 0.82, s * 0.86)], WHITE)
        sk.poly([(s * 0.475, s * 0.86), (s * 0.495, s * 0.42), (s * 0.505, s * 0.42), (s * 0.525, s * 0.86)],
                (28, 86, 170))  # fmt: skip
        sk.rrect((s * 0.16, s * 0.22, s * 0.84, s * 0.33), s * 0.02, WHITE)
        sk.rrect((s * 0.2, s * 0.33, s * 0.26, s * 0.42), 0, WHITE)
        sk.rrect((s * 0.74, s * 0.33, s * 0.8, s * 0.42), 0, WHITE)
    elif kind == "verte":
        sk.rrect(box, r, (30, 31, 34), edge, line)
        _lamp(sk, s / 2, s / 2, s * 0.38, (196, 30, 36))
        turn_arrow(Frame(sk, s * 0.22, s * 0.22, s * 0.56), (60, 200, 96), WHITE)
    elif kind == "bleue":
        sk.rrect(box, r, (236, 240, 246), edge, line)
        turn_arrow(Frame(sk, s * 0.14, s * 0.14, s * 0.72, mirror=True), (26, 112, 224))
    return sk.done()


# --- tokens, badges, die, direction -----------------------------------------------------------
@lru_cache(maxsize=128)
def token(number: int, diameter: int, gold: Colour, ring: Colour | None = None) -> Image.Image:
    """A numbered wooden token (a shaded disc with its drop shadow); ``ring`` circles it."""
    cell = max(4, round(diameter / (2 * RADIUS)))
    sprite = piece_sprite(cell, IVORY, False, gold).copy()
    c = sprite.width / 2
    face = cell * RADIUS
    sk = Sketch(*sprite.size)
    if ring is not None:
        sk.ring((c, c), face * 1.1, max(1.2, face * 0.16), ring)
    text = str(number)
    px = face * (1.05 if len(text) == 1 else 0.9)
    sk.text((c, c + face * 0.03), text, px, (70, 40, 16))
    sprite.alpha_composite(sk.done())
    return sprite


def badge_colours(state: str, theme_arrow: Colour, gold: Colour) -> tuple[Colour, Colour]:
    """(disc, number) colours of a seat badge in ``state`` "" / "to_move" / "won"."""
    if state == "to_move":
        return theme_arrow, (30, 20, 10)
    if state == "won":
        return gold, (60, 36, 0)
    return (222, 224, 228), (40, 42, 48)


@lru_cache(maxsize=128)
def seat_badge(seat: int, diameter: int, disc: Colour, number: Colour, crown: Colour | None = None) -> Image.Image:
    """A round badge with the seat's number (seat 0 is "1"), a crown over it for a winner."""
    d = diameter
    pad = round(d * 0.5) if crown is not None else 0
    sk = Sketch(d, d + pad)
    c = (d / 2, pad + d / 2)
    sk.disc(c, d / 2, (20, 20, 24))
    sk.disc(c, d / 2 - max(0.8, d * 0.06), disc)
    text = str(seat + 1)
    sk.text((c[0], c[1] + d * 0.02), text, d * 0.6, number)
    if crown is not None:
        edge = mix(crown, (60, 30, 0), 0.6)
        x0, x1, base, tip = d * 0.16, d * 0.84, pad + d * 0.05, d * 0.02
        pts = [(x0, base), (x0 - d * 0.03, tip + d * 0.1), (d * 0.33, pad * 0.55), (d / 2, tip),
               (d * 0.67, pad * 0.55), (x1 + d * 0.03, tip + d * 0.1), (x1, base)]  # fmt: skip
        sk.line(pts + [pts[0]], max(0.8, d * 0.05), edge)
        sk.poly(pts, crown)
    return sk.done()


@lru_cache(maxsize=32)
def die_face(value: int, side: int) -> Image.Image:
    s = side
    sk = Sketch(s, s)
    sk.rrect((0.5, 0.5, s - 0.5, s - 0.5), s * 0.2, (250, 248, 242), (40, 40, 44), max(0.8, s * 0.04))
    spots = {
        1: [(0.5, 0.5)], 2: [(0.28, 0.28), (0.72, 0.72)], 3: [(0.26, 0.26), (0.5, 0.5), (0.74, 0.74)],
        4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
        5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
        6: [(0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)],
    }[value]  # fmt: skip
    pip = (200, 30, 36) if value == 1 else (30, 30, 34)
    for x, y in spots:
        sk.disc((x * s, y * s), s * (0.11 if value == 1 else 0.085), pip)
    return sk.done()


@lru_cache(maxsize=16)
def direction_icon(side: int, clockwise: bool, colour: Colour) -> Image.Image:
    """A circular arrow turning clockwise (or not), the way play goes round the table."""
    s = side
    sk = Sketch(s, s)
    c, r, w = s / 2, s * 0.33, s * 0.12
    start, end = (-60, 210) if clockwise else (240, -30)
    pts = _arc(c, c, r, start, end, 24)
    sk.line(pts[:-2], w, colour)
    # the head at the end of the arc, along its tangent
    ex, ey = pts[-1]
    px, py = pts[-3]
    ux, uy = ex - px, ey - py
    n = math.hypot(ux, uy) or 1
    ux, uy = ux / n, uy / n
    tip = (ex + ux * s * 0.1, ey + uy * s * 0.1)
    base = (ex - ux * s * 0.12, ey - uy * s * 0.12)
    half = s * 0.17
    sk.poly([tip, (base[0] - uy * half, base[1] + ux * half), (base[0] + uy * half, base[1] - ux * half)], colour)
    return sk.done()


__all__ = [
    "CARDS", "CARD_COLOURS", "NAMES", "POINTS", "SIGNAL_KINDS", "STYLES", "VEHICLES", "back_fan", "badge_colours",
    "card_back", "card_face", "card_height", "die_face", "direction_icon", "ghost", "ghost_card", "seat_badge",
    "signal_card", "signal_tile", "slot", "ticket", "ticket_height", "token", "veil",
]  # fmt: skip
