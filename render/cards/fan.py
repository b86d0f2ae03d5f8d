"""Where a player's face-up cards go in their strip: one card per kind, in the deck's order,
with a count pill for the kinds held more than once.

Cards keep a gap between them while they fit; past that they overlap, the next card covering
the right part of the previous one but never its value index (top left) nor its count pill
(bottom left). Only when even that does not fit do the cards get smaller, so every value and
count stays whole for any number of kinds (:func:`fan`, pinned by the layout tests).
"""

from __future__ import annotations

from dataclasses import dataclass

from render.cards.art import INDEX_PX, INDEX_X, INDEX_Y, card_height
from render.cards.palette import POINTS
from render.common import font

Box = tuple[float, float, float, float]

#: A count pill's height, as a part of the card's width.
PILL = 0.52


def pill_px(card_width: int, least: int = 8) -> int:
    """A count pill's height over a card ``card_width`` wide, never under ``least`` (the height
    whose text is the smallest readable)."""
    return max(least, round(card_width * PILL))


def pill_width(text: str, height: int) -> float:
    """The width of :func:`render.cards.paint.count_pill` ``text`` at ``height`` (same formula)."""
    px = height * 0.72
    return max(height, round(font(max(6, round(px * 4))).getlength(text) / 4 + height * 0.5))


def index_width(card: str, card_width: int) -> float:
    """How far right of the card's left edge its value index reaches (0 for a card without points)."""
    points = POINTS.get(card, 0)
    if not points:
        return 0.0
    return card_width * INDEX_X + font(max(6, round(card_width * INDEX_PX * 4))).getlength(str(points)) / 4


@dataclass(frozen=True)
class Slot:
    """One kind in the fan: the card's box, its value index's box (empty without points) and its
    count pill's box (None for a single card), in pixels."""

    card: str
    count: int
    width: int
    box: Box
    value: Box | None
    pill: Box | None


def _slots(kinds: tuple[tuple[str, int], ...], x0: float, y0: float, width: int, step: float,
           least_pill: int) -> tuple[Slot, ...]:  # fmt: skip
    ch = card_height(width)
    ph = pill_px(width, least_pill)
    out = []
    for i, (card, n) in enumerate(kinds):
        x = x0 + i * step
        reach = index_width(card, width)
        half = width * INDEX_PX * 0.42  # digits stand about 0.73 of the font size high
        value = (x + width * INDEX_X, y0 + width * INDEX_Y - half, x + reach, y0 + width * INDEX_Y + half) if reach else None
        pill = None
        if n > 1:
            pw = pill_width(f"\u00d7{n}", ph)
            top = y0 + ch - ph * 0.55
            pill = (x, top, x + pw, top + ph)
        out.append(Slot(card, n, width, (x, y0, x + width, y0 + ch), value, pill))
    return tuple(out)


def _reach(slot: Slot) -> float:
    """How far right of the card's left edge its value and pill reach."""
    x = slot.box[0]
    return max(slot.value[2] - x if slot.value else 0.0, slot.pill[2] - x if slot.pill else 0.0)


def fan(kinds: tuple[tuple[str, int], ...], area: Box, largest: int, least_pill: int = 8) -> tuple[Slot, ...]:
    """The slots of ``kinds`` ((card, count) pairs) in ``area``, cards at most ``largest`` px wide
    and never so tall that a card and its pill leave the area."""
    x0, y0, x1, y1 = area
    room, high = x1 - x0, y1 - y0
    n = len(kinds)
    width = max(4, min(largest, int(high / (1.4 + PILL * 0.45))))
    if not n:
        return ()
    while True:
        probe = _slots(kinds, x0, y0, width, 0.0, least_pill)
        need = max(_reach(s) for s in probe) + max(1.0, width * 0.05)  # uncovered by the next card
        last = max(width, _reach(probe[-1]))
        step = max(width + max(1.0, width * 0.12), need)
        if n == 1 or (n - 1) * step + last <= room:
            return _slots(kinds, x0, y0, width, step, least_pill)
        step = (room - last) / (n - 1)
        if step >= need:
            return _slots(kinds, x0, y0, width, step, least_pill)
        if width <= 8:  # so crowded that readable pills cannot fit: the smallest ones then
            return _slots(kinds, x0, y0, width, step, least_pill) if least_pill <= 8 else fan(kinds, area, largest)
        width -= 1
