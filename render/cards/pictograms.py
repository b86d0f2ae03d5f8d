"""The pictograms of the card art, each on a 100 x 100 design grid (a :class:`Frame`)."""

from __future__ import annotations

from render.cards.sketch import RGBA, Frame, arc
from render.common import Colour


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
    path = [(36, 94), (36, 60), *arc(62, 60, 26, 180, 270)[1:], (70, 34)]
    head = [(66, 12), (94, 34), (66, 56)]
    if edge is not None:
        f.line(path, 23, edge, caps=False)
        f.poly([(62, 5), (100, 34), (62, 63)], edge)
        f.line([(36, 97), (36, 92)], 23, edge, caps=False)
    f.line(path, 15, c, caps=False)
    f.poly(head, c)


def shield(f: Frame, c: Colour, mark: str, bg: Colour | RGBA) -> None:
    """An insurance shield: a tick for the Assurance, a P for the Assurance-Permis."""
    f.poly([(50, 6), (85, 17), (83, 50), (72, 72), (50, 94), (28, 72), (17, 50), (15, 17)], c)
    if mark == "P":
        f.line([(42, 74), (42, 28), (56, 28)], 10, bg)
        f.line([*arc(55, 42, 14, -90, 90)], 10, bg)
        f.line([(55, 56), (42, 56)], 10, bg)
    else:
        f.line([(32, 50), (45, 64), (69, 34)], 11, bg)


def any_vehicle(f: Frame, c: Colour, bg: Colour) -> None:
    """Four small vehicles on a ``bg`` panel: what ``vehicle`` lets a follower play."""
    bic, cyc, aut, mot = (Frame(f.s, *f.p(x, y), 46 * f.k) for x, y in ((2, 4), (52, 4), (2, 52), (52, 52)))
    bicycle(bic, c)
    moped(cyc, c, c)
    car(aut, c, bg, c)
    motorbike(mot, c, bg, c)
