"""Geometry of the card images: the table (:class:`Layout`) and a hand (:class:`HandLayout`),
laid out in units of a hundredth of the width.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from render.cards.art import card_height

#: Widths the card renderers draw, in pixels.
MIN_SIZE, MAX_SIZE = 240, 4000

# --- the table --------------------------------------------------------------------------------
MARGIN = 2.0
TILE = 10.6
TILE_GAP = 1.0
PLATE_PAD = 1.6
PLATE_H = 2 * TILE + TILE_GAP + 2 * PLATE_PAD
MINI = 8.0  # width of a card in the coup band
RADIUS_U = 1.8  # corner radius of the panels
#: Up to this many seats, one column of full-width strips; above it, two columns.
ONE_COLUMN = 4


@dataclass(frozen=True)
class Bands:
    """Heights (in hundredths of the width) of one table layout's bands and gaps."""

    centre: float
    coup: float
    strip: float
    gap: float  # between the bands
    strip_gap: float  # between two strips
    mini: float  # width of a card in the coup band


WIDE = Bands(centre=13.0, coup=17.8, strip=17.2, gap=1.3, strip_gap=1.2, mini=MINI)
COMPACT = Bands(centre=10.8, coup=15.0, strip=15.4, gap=1.0, strip_gap=0.9, mini=7.6)


@dataclass(frozen=True)
class Layout:
    """Pixel geometry of a table image ``width`` wide with ``seats`` strips: one column of
    full-width strips up to four seats, two columns (seats 1-3 left, then right) above."""

    width: int
    seats: int

    @property
    def u(self) -> float:
        return self.width / 100

    def px(self, units: float) -> int:
        return max(1, round(units * self.u))

    @property
    def columns(self) -> int:
        return 1 if self.seats <= ONE_COLUMN else 2

    @property
    def rows(self) -> int:
        return -(-self.seats // self.columns)

    @property
    def bands(self) -> Bands:
        return WIDE if self.columns == 1 else COMPACT

    @property
    def mini(self) -> int:
        """Width of a card in the coup band, in pixels."""
        return self.px(self.bands.mini)

    @property
    def plate(self) -> tuple[float, float, float, float]:
        return self._band(MARGIN, PLATE_H)

    @property
    def centre(self) -> tuple[float, float, float, float]:
        return self._band(MARGIN + PLATE_H + self.bands.gap, self.bands.centre)

    @property
    def coup(self) -> tuple[float, float, float, float]:
        b = self.bands
        return self._band(MARGIN + PLATE_H + 2 * b.gap + b.centre, b.coup)

    def row(self, seat: int) -> tuple[float, float, float, float]:
        """The box of ``seat``'s strip (whole pixels)."""
        b = self.bands
        column, line = divmod(seat, self.rows)
        y = MARGIN + PLATE_H + 3 * b.gap + b.centre + b.coup + line * (b.strip + b.strip_gap)
        x0, top, x1, bottom = self._band(y, b.strip)
        if self.columns == 2:
            half = (100 - 2 * MARGIN - b.strip_gap) / 2
            left = MARGIN + column * (half + b.strip_gap)
            x0, x1 = round(left * self.u), round((left + half) * self.u)
        return x0, top, x1, bottom

    def _band(self, y: float, h: float) -> tuple[float, float, float, float]:
        u = self.u  # whole pixels, so panels and their rings fall on the same rows
        return round(MARGIN * u), round(y * u), round((100 - MARGIN) * u), round((y + h) * u)

    @property
    def height(self) -> int:
        return round(self.row(self.rows - 1)[3] + MARGIN * self.u)

    def tile_box(self, number: int) -> tuple[int, int, int, int]:
        """Pixel box of signal ``number`` (1..16): 1-8 on the top row, 9-16 below."""
        u = self.u
        side = self.px(TILE)
        inner = 8 * TILE + 7 * TILE_GAP
        x0 = (100 - inner) / 2
        row, col = divmod(number - 1, 8)
        x = round((x0 + col * (TILE + TILE_GAP)) * u)
        y = round((MARGIN + PLATE_PAD + row * (TILE + TILE_GAP)) * u)
        return x, y, x + side, y + side


def check_size(size: Any) -> int:
    """``size`` if it is a width the card renderers draw; ValueError otherwise."""
    if not isinstance(size, int) or isinstance(size, bool) or not MIN_SIZE <= size <= MAX_SIZE:
        raise ValueError(f"size must be an integer from {MIN_SIZE} to {MAX_SIZE}, not {size!r}")
    return size


# --- the hand ---------------------------------------------------------------------------------
HAND_COLUMNS = 5
HAND_GAP = 2.6  # between two cards, in hundredths of the width
HAND_CARD_MAX = 20.5


@dataclass(frozen=True)
class HandLayout:
    """Geometry of a hand image ``width`` wide showing ``groups`` distinct cards: at most
    five to a row, rows balanced (3 + 3 rather than 5 + 1); cards grow a little when a row
    holds fewer than five."""

    width: int
    groups: int

    @property
    def u(self) -> float:
        return self.width / 100

    @property
    def rows(self) -> int:
        return max(1, -(-self.groups // HAND_COLUMNS))

    @property
    def per_row(self) -> int:
        return max(1, -(-self.groups // self.rows))

    @property
    def card(self) -> int:
        """Card width: what five to a row leave, up to a fifth larger for shorter rows."""
        n = max(self.per_row, HAND_COLUMNS - 1)
        units = min(HAND_CARD_MAX, (100 - 2 * 3.0 - (n - 1) * HAND_GAP - 2.0) / n)
        return round(units * self.u)

    @property
    def step(self) -> float:
        return self.card + HAND_GAP * self.u

    @property
    def stack(self) -> float:
        """Offset of each copy under a stack of identical cards."""
        return 0.9 * self.u

    @property
    def header(self) -> float:
        return 12.0 * self.u

    @property
    def lead(self) -> float:
        """Room above each row of cards for the count pills."""
        return 4.2 * self.u

    @property
    def row_h(self) -> float:
        return self.lead + card_height(self.card) + 2 * self.stack + 1.0 * self.u

    @property
    def height(self) -> int:
        return round(self.header + self.rows * self.row_h + 1.6 * self.u)

