"""One seat's strip on the card table (cached per content): on its top line the seat badge
(the dealer's with a "D"), the player's name (a crown after a winner's), the hand's size and
the manche score; below, the face-up cards one per kind with their counts (:mod:`~render.cards.fan`),
and at the right the licences held (ticket-shaped when won with the die) and the "Perdez 100
points" tickets. :func:`strip_parts` is the geometry, shared with the tests.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from engines.cards.macadam_cartes.views import PlayerView
from render.cards import art, material
from render.cards.background import table_background
from render.cards.fan import Box, Slot, fan, pill_px
from render.cards.layout import RADIUS_U, Layout
from render.cards.paint import (
    LEAST_U, abbreviations, badge_for, clip, count_pill, fit, fit_lines, highlight, ink_on, minus, paste, strip_fill,
    write,
)
from render.cards.checked import CheckedTable, groups
from render.common import Theme

#: Cards shown as licences, not in the fan: an exposed insurance is a licence, worth nothing.
LICENCE_CARDS = ("ASS", "AP")


@dataclass(frozen=True)
class StripSpec:
    """A strip's proportions, in hundredths of the image width."""

    pad: float
    line: float  # height of the top line (badge, name, hand, score)
    badge: float
    name_px: float
    score_px: float
    score_w: float  # room kept for the score ("−1300")
    hand_w: float
    block: float  # the right block: licences and penalties
    total: float  # room for the game score, when there are several manches
    card: float  # largest face-up card


WIDE_STRIP = StripSpec(pad=0.9, line=5.2, badge=4.4, name_px=3.4, score_px=4.2, score_w=12.0, hand_w=9.0,
                       block=13.0, total=12.0, card=6.8)  # fmt: skip
COMPACT_STRIP = StripSpec(pad=0.6, line=5.0, badge=3.9, name_px=3.0, score_px=3.5, score_w=10.4, hand_w=7.4,
                          block=9.4, total=9.0, card=5.8)  # fmt: skip


@dataclass(frozen=True)
class StripParts:
    """Where everything of a strip goes, in pixels from the strip's top-left corner."""

    width: int
    height: int
    badge: tuple[float, float, int]  # centre x, centre y, diameter
    name: Box
    name_px: float
    hand: Box
    score: Box
    score_px: float
    fan: Box
    card: int  # largest face-up card
    chips: tuple[Box, Box]  # ASS, AP
    penalty: Box  # the ticket; its count is written right of it
    total: Box | None  # the game score under the manche's, when there are several manches
    pill: int  # the least height of a count pill: its text is then the smallest readable


def strip_parts(layout: Layout, seat: int, manches: int = 1) -> StripParts:
    """The geometry of ``seat``'s strip on ``layout``."""
    u = layout.u
    spec = WIDE_STRIP if layout.columns == 1 else COMPACT_STRIP
    x0, y0, x1, y1 = layout.row(seat)
    w, h = x1 - x0, y1 - y0
    pad = spec.pad * u
    line = (pad, pad, w - pad, pad + spec.line * u)
    mid = (line[1] + line[3]) / 2
    d = layout.px(spec.badge)
    score = (line[2] - spec.score_w * u, line[1], line[2], line[3])
    hand = (score[0] - spec.hand_w * u, line[1], score[0] - 1.6 * u, line[3])
    total = None
    if manches > 1:  # the game score under the manche's: the name keeps its room
        total = (score[0], mid, score[2], line[3])
        score = (score[0], line[1], score[2], mid)
    name = (pad + d + 2.0 * u, line[1], hand[0] - 1.0 * u, line[3])  # clear of the dealer's "D"
    body_top = line[3] + 0.4 * u
    block = (w - pad - spec.block * u, body_top, w - pad, h - pad)
    # licences side by side on top, the penalty ticket (its count on its corner) under them
    chip_w = (block[2] - block[0] - 0.6 * u) / 2
    chip_h = material.ticket_height(round(chip_w))
    chips = ((block[0], body_top, block[0] + chip_w, body_top + chip_h),
             (block[2] - chip_w, body_top, block[2], body_top + chip_h))  # fmt: skip
    pen_w = min(block[2] - block[0], (h - pad - chip_h - 2.2 * u - body_top) * 2)
    pen_top = chips[1][3] + 0.8 * u
    penalty = (block[0], pen_top, block[0] + pen_w, pen_top + material.ticket_height(round(pen_w)))
    fan_box = (pad, body_top, block[0] - 1.2 * u, h - pad)
    return StripParts(round(w), round(h), (pad + d / 2, mid, d), name, spec.name_px * u, hand, score,
                      spec.score_px * u, fan_box, layout.px(spec.card), chips, penalty, total,
                      round(LEAST_U * u / 0.72 + 1))  # fmt: skip


def name_lines(name: str, px: float, room: float, u: float) -> tuple[list[str], float]:
    """A seat's name in its room: whole on one or two lines, else abbreviated by rule
    (:func:`~render.cards.paint.short_name`); cut only when even that cannot fit."""
    shorter = abbreviations(name)
    for shown in shorter:
        fitted = fit_lines(shown, px, room, 2, LEAST_U * u)
        if fitted is not None:
            return fitted
    return [clip(shorter[-1], LEAST_U * u, room)], LEAST_U * u


def face_up(player: PlayerView, parts: StripParts) -> tuple[Slot, ...]:
    """The slots of ``player``'s face-up cards (licence cards aside) in their strip."""
    kinds = tuple((card, n) for card, n in groups(player.exposed) if card not in LICENCE_CARDS)
    return fan(kinds, parts.fan, parts.card, parts.pill)


def seat_state(table: CheckedTable, seat: int) -> str:
    """How ``seat``'s strip is marked: "won", "to_move" or ""."""
    if table.outcome is not None:
        return "won" if seat in table.outcome.winners else ""
    return "to_move" if seat == table.to_move else ""


@lru_cache(maxsize=64)
def seat_strip(layout: Layout, theme: Theme, kinds: tuple[str, ...], player: PlayerView, state: str, dealer: bool,
               manches: int, name: str | None = None) -> Image.Image:  # fmt: skip
    """One seat's strip (an RGB crop of the background with everything drawn on it)."""
    u = layout.u
    x0, y0, x1, y1 = layout.row(player.seat)
    box = (int(x0), int(y0), int(x1) + 1, int(y1) + 1)
    image = table_background(layout, theme, kinds).crop(box)
    ox, oy = x0 - box[0], y0 - box[1]  # the strip's corner in the crop (0 with whole-pixel rows)
    parts = strip_parts(layout, player.seat, manches)
    if state:
        edge = theme.arrow if state == "to_move" else theme.gold
        panel = highlight(parts.width, parts.height, RADIUS_U * u, edge, strip_fill(theme, state), max(2.0, 0.55 * u))
        image.paste(panel, (round(ox), round(oy)), panel)
    text, dim, shadow = ink_on(theme, strip_fill(theme, state))

    def at(x: float, y: float) -> tuple[float, float]:
        return x + ox, y + oy

    # top line: badge (and the dealer's "D"), name (a crown after a winner's), hand, score
    bx, by, d = parts.badge
    paste(image, badge_for(theme, player.seat, d, "to_move" if state == "to_move" else ""), *at(bx, by), "mm")
    if dealer:  # its letter as large as the smallest words
        chip = count_pill("D", max(round(d * 0.46), round(LEAST_U * u / 0.72 + 1)), (236, 233, 224), (30, 30, 34))
        paste(image, chip, *at(bx + d * 0.42, by + d * 0.36), "mm")
    nx0, ny0, nx1, ny1 = parts.name
    room = nx1 - nx0
    if state == "won":
        room -= parts.name_px * 1.6
    lines, px = name_lines(name, parts.name_px, room, u) if name else ([], parts.name_px)
    if lines:
        ink = theme.gold if state == "won" else text
        step = px * 1.12
        widths = [write(image, at(nx0, (ny0 + ny1) / 2 + (i - (len(lines) - 1) / 2) * step), line, px, ink,
                        shadow=shadow) for i, line in enumerate(lines)]  # fmt: skip
        nx0 += max(widths) + 0.6 * u
    if state == "won":
        paste(image, material.crown(round(parts.name_px * 1.05), theme.gold), *at(nx0, (ny0 + ny1) / 2), "lm")
    hx0, hy0, hx1, hy1 = parts.hand
    hmid = (hy0 + hy1) / 2
    back = art.card_back(max(4, round((hy1 - hy0) * 0.6)))
    if player.hand_count:
        paste(image, back, *at(hx0 + 0.4 * u, hmid), "lm")
    else:
        paste(image, art.slot(back.width, dim), *at(hx0 + 0.4 * u, hmid), "lm")
    write(image, at(hx0 + back.width + 1.0 * u, hmid), str(player.hand_count), parts.name_px, text, shadow=shadow)
    sx0, sy0, sx1, sy1 = parts.score
    score = minus(player.manche_score)
    score_px = min(parts.score_px, (sy1 - sy0) * 1.05)
    write(image, at(sx1, (sy0 + sy1) / 2), score, fit(score, score_px, sx1 - sx0), text, "rm", shadow=shadow)

    # the face-up cards, then their count pills over them
    slots = face_up(player, parts)
    for slot in slots:
        paste(image, art.mini_face(slot.card, slot.width), *at(slot.box[0], slot.box[1]))
    for slot in slots:
        if slot.pill is not None:
            pill = count_pill(f"\u00d7{slot.count}", pill_px(slot.width, parts.pill), (250, 247, 238), (30, 30, 34))
            paste(image, pill, *at(slot.pill[0], slot.pill[1]))

    # licences: ticket-shaped when won with the die, a plain chip when an exposed card gives it
    for kind, (cx0, cy0, cx1, _) in zip(LICENCE_CARDS, parts.chips):
        how = "ticket" if kind in player.tickets else ("card" if kind in player.licences else "none")
        paste(image, material.ticket(kind, round(cx1 - cx0), how), *at(cx0, cy0))
    if player.penalties:
        px0, py0, px1, py1 = parts.penalty
        paste(image, material.ticket("PEN", round(px1 - px0), "ticket"), *at(px0, py0))
        if player.penalties > 1:
            pill = count_pill(f"\u00d7{player.penalties}", max(round(LEAST_U * u / 0.72 + 1), round((py1 - py0) * 0.62)),
                              (250, 247, 238),
                              (30, 30, 34))  # fmt: skip
            paste(image, pill, *at(px0 + 0.2 * u, py1 - 0.1 * u), "lm")  # under the value's minus sign
    if parts.total is not None:
        tx0, ty0, tx1, ty1 = parts.total
        total = f"\u03a3 {minus(player.score)}"
        write(image, at(tx1, (ty0 + ty1) / 2), total, fit(total, max(LEAST_U * u, (ty1 - ty0) * 0.9), tx1 - tx0),
              dim, "rm", shadow=shadow)  # fmt: skip
    return image
