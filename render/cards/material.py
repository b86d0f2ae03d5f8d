"""The table's small material, drawn like the cards: tickets (Assurance, Assurance-Permis,
"Perdez 100 points"), the 16 board signals, numbered tokens, seat badges, the die and the
direction of play.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image

from render.cards.palette import AP_COLOUR, ASPHALT, ASS_COLOUR, GREEN_LAMP, IVORY, PAPER, PENALTY, RED, WHITE, ZEBRA
from render.cards.pictograms import bicycle, shield, stander, turn_arrow, walker
from render.cards.sketch import Frame, Sketch, arc, fit_px
from render.common import Colour, mix
from render.pieces import RADIUS, piece_sprite


# --- tickets, chips -------------------------------------------------------------------------
def ticket_height(width: int) -> int:
    return round(width * 0.5)


@lru_cache(maxsize=64)
def ticket(kind: str, width: int, how: str = "ticket") -> Image.Image:
    """A ticket: ``"ASS"``, ``"AP"`` (won with the die) or ``"PEN"`` ("Perdez 100 points").

    ``how`` "card" draws an insurance as a white chip with the card's coloured shield (held
    through an exposed card), "none" as a faint outline (not held).
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
    if how == "card":  # held through an exposed card: drawn like that card, a coloured shield on paper
        sk.rrect((0.3, 0.3, w - 0.3, h - 0.3), r, PAPER, mix(colour, (0, 0, 0), 0.3), max(0.8, h * 0.07))
        side = h * 0.8
        shield(Frame(sk, (w - side) / 2, (h - side) / 2, side), colour, "P" if kind == "AP" else "tick", WHITE)
        return sk.done()
    sk.rrect((0, 0, w, h), r, colour)
    for x in (0, w):  # the notches of a torn-off ticket
        sk.disc((x, h / 2), h * 0.17, (0, 0, 0, 0))
    perf = w * 0.27
    step = h / 7
    for i in range(1, 7, 2) if kind != "PEN" else ():  # the penalty's width goes to its value
        sk.line([(perf, i * step), (perf, (i + 0.8) * step)], max(0.7, w * 0.025), mix(colour, WHITE, 0.5))
    if kind == "PEN":  # the value fills the ticket between its notches: legible on a small table
        px = fit_px("\u2212100", h * 0.66, w * 0.74)
        sk.text((w * 0.53, h * 0.5), "\u2212100", px, WHITE)
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
    """RGBA square of one board signal (``kind`` of the engine's ``deck.SIGNAL_KINDS``), ``side`` px."""
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
    sk.text((c[0], c[1] + d * 0.02), text, d * 0.7, number)
    if crown is not None:
        _crown(sk, d, pad, crown)
    return sk.done()


def _crown(sk: Sketch, d: float, pad: float, colour: Colour) -> None:
    """A crown ``d`` wide whose base sits at ``pad + d * 0.05`` (``pad`` is about ``d / 2``)."""
    edge = mix(colour, (60, 30, 0), 0.6)
    x0, x1, base, tip = d * 0.16, d * 0.84, pad + d * 0.05, d * 0.02
    pts = [(x0, base), (x0 - d * 0.03, tip + d * 0.1), (d * 0.33, pad * 0.55), (d / 2, tip),
           (d * 0.67, pad * 0.55), (x1 + d * 0.03, tip + d * 0.1), (x1, base)]  # fmt: skip
    sk.line(pts + [pts[0]], max(0.8, d * 0.05), edge)
    sk.poly(pts, colour)


@lru_cache(maxsize=16)
def crown(height: int, colour: Colour) -> Image.Image:
    """A winner's crown ``height`` px high, to write after a name."""
    d = height * 1.45
    sk = Sketch(round(d), height)
    _crown(sk, d, height - d * 0.05 - max(0.5, d * 0.03), colour)
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
    pts = arc(c, c, r, start, end, 24)
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

