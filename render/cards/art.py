"""Card sprites for Macadam, le jeu des piétons et des 2 roues: every card face, the card
back and a fan of backs, a card-shaped signal, an empty card place, ghosts and veils, drawn
with Pillow primitives (no image assets) and cached per card and pixel size.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image

from render.cards.material import signal_tile
from render.cards.palette import CARD_EDGE, INK, PAPER, POINTS, STYLES, VEHICLES, WHITE, ZEBRA
from render.cards.pictograms import agent, any_vehicle, bicycle, car, moped, motorbike, shield, turn_arrow, walker
from render.cards.sketch import SS, Frame, Sketch, arc, fit_px
from render.common import Colour, mix


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
        any_vehicle(f, c, bg)


def card_height(width: int) -> int:
    """A card's height for ``width``: every card, back and slot has these proportions."""
    return round(width * 1.4)


def _card_base(sk: Sketch, w: int, h: int) -> None:
    sk.rrect((0.3, 0.3, w - 0.3, h - 0.3), w * 0.09, PAPER, CARD_EDGE, max(0.6, w * 0.014))


@lru_cache(maxsize=256)
def card_face(card: str, width: int, name: str | None = None) -> Image.Image:
    """RGBA face of ``card`` (an id of :data:`CARDS`, or ``"vehicle"``), ``width`` px wide.

    Cards with points carry them in a white band at the top; a card given its ``name`` (the
    hand's, in the viewer's language) prints it under the picture, on two lines if need be.
    """
    style = STYLES[card]
    w, h = width, card_height(width)
    sk = Sketch(w, h)
    _card_base(sk, w, h)
    inset = w * 0.075
    points = POINTS.get(card, 0)
    top = inset + (w * 0.3 if points else 0)
    lines = name_lines(name, w) if name else []
    bottom = h - inset - (w * NAME_BAND[len(lines)] if lines else 0)
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
        px = fit_px(text, w * 0.27, w - 2 * inset)
        sk.text((w / 2, inset + w * 0.155), text, px, style.ink)
    if lines:
        px = min(fit_px(line, NAME_PX * w, NAME_ROOM * w) for line in lines)
        centre = bottom + (h - inset - bottom) / 2 + w * 0.01
        for i, line in enumerate(lines):
            sk.text((w / 2, centre + (i - (len(lines) - 1) / 2) * px * 1.1), line, px, INK)
    return sk.done()


#: A printed name's size, as a part of the card's width, and the band it takes by number of lines.
NAME_PX = 0.13
NAME_ROOM = 0.9  # the width a name may take
NAME_BAND = {1: 0.2, 2: 0.33}


def name_lines(name: str, width: int) -> list[str]:
    """``name`` on one line when it fits a card ``width`` px wide at :data:`NAME_PX`, else on
    two, broken at the space or hyphen nearest its middle."""
    room = width * NAME_ROOM
    if fit_px(name, NAME_PX * width, room) >= NAME_PX * width:
        return [name]
    cuts = [i + 1 for i, ch in enumerate(name) if ch in " -" and 0 < i < len(name) - 1]
    if not cuts:
        return [name]
    cut = min(cuts, key=lambda i: abs(i - len(name) / 2))
    return [name[:cut].rstrip(), name[cut:].lstrip()]


#: A small card's value index: its font size and left inset, as parts of the card's width.
INDEX_PX, INDEX_X, INDEX_Y = 0.42, 0.07, 0.21


@lru_cache(maxsize=256)
def mini_face(card: str, width: int) -> Image.Image:
    """RGBA face of ``card`` as laid in a player's strip, ``width`` px wide: its points as a large
    index in the top-left corner (still readable when the next card covers its right part), its
    picture below."""
    style = STYLES[card]
    w, h = width, card_height(width)
    sk = Sketch(w, h)
    _card_base(sk, w, h)
    inset = w * 0.075
    points = POINTS.get(card, 0)
    top = w * 0.43 if points else inset
    panel = (inset, top, w - inset, h - inset)
    sk.rrect(panel, w * 0.06, style.panel)
    pw, ph = panel[2] - panel[0], panel[3] - panel[1]
    side = min(pw, ph) * 0.84
    _pictogram(Frame(sk, (panel[0] + panel[2] - side) / 2, (panel[1] + panel[3] - side) / 2, side), card)
    if points:
        sk.text((w * INDEX_X, w * INDEX_Y), str(points), w * INDEX_PX, style.ink, anchor="lm")
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


def dimmed(sprite: Image.Image, colour: Colour, amount: float) -> Image.Image:
    """``sprite`` faded towards ``colour`` by ``amount`` (0-1), still opaque where it was."""
    veil = Image.new("RGBA", sprite.size, (*colour, 255))
    veil.putalpha(sprite.getchannel("A"))
    return Image.blend(sprite, veil, amount)


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
    perimeter = [(x0 + r, y0), (x1 - r, y0), *arc(x1 - r, y0 + r, r, -90, 0, 4)[1:], (x1, y1 - r),
                 *arc(x1 - r, y1 - r, r, 0, 90, 4)[1:], (x0 + r, y1), *arc(x0 + r, y1 - r, r, 90, 180, 4)[1:],
                 (x0, y0 + r), *arc(x0 + r, y0 + r, r, 180, 270, 4)[1:]]  # fmt: skip
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

