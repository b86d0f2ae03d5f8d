"""The players' strips above and below a board's frame (``Grid.band_ratio``).

The seat at the bottom of the board owns the bottom strip. The strips' ground is part of the
cached background (:func:`draw_strip_grounds`); a game draws each player's card on a crop of
it (:func:`strip_canvas`) and caches that per content, so a render only pastes it.

A card shows the player's piece, their name when the caller gave one, and a tag saying what the
status marks them as: to move, winner, draw (words from the captions). The side to move's card
is lit in the theme's accent colour, so whose turn it is reads at a glance on a phone. Counters
go in the card's :class:`Room`: after the name on a one-row card, on the second row of a
two-row card (``rows=2``).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import overlays
from render.common import Colour, Grid, Theme, bounding_box, font, luminance, mix
from render.pieces import RADIUS, paste_centred, piece_sprite

SILVER = (200, 200, 206)
#: status -> the label key of its tag (each board renderer's ``WORDS`` lists them).
STATE_WORDS = {"to_move": "board_to_move", "won": "board_winner", "drawn": "board_draw"}


@dataclass(frozen=True)
class Card:
    """What a player's card shows: their piece colour (``face``), the status (``state``: "to_move",
    "won", "drawn" or ""), their ``name`` and the status in words (``tag``), when given."""

    face: Colour
    state: str = ""
    name: str | None = None
    tag: str | None = None


@dataclass(frozen=True)
class Room:
    """Where a game may draw its counters on a card: from ``x`` to ``right`` along the line
    ``y``, sized by ``unit`` (about 1.6 times the line's height); ``px``: their text size."""

    x: float
    y: float
    unit: float
    right: float
    px: int


def strip_box(grid: Grid, bottom: bool) -> tuple[int, int, int, int]:
    """The strip above (``bottom`` False) or below the frame."""
    return (0, grid.height - grid.band, grid.width, grid.height) if bottom else (0, 0, grid.width, grid.band)


def strip_ground(theme: Theme) -> Colour:
    """The table the board stands on, behind the strips."""
    return mix(theme.frame_edge, theme.frame, 0.45)


def draw_strip_grounds(image: Image.Image, grid: Grid, theme: Theme) -> None:
    """Fill both strips with the table colour, shaded toward the frame (background layer)."""
    if not grid.band:
        return
    ground = strip_ground(theme)
    draw = ImageDraw.Draw(image)
    for bottom in (False, True):
        x0, y0, x1, y1 = strip_box(grid, bottom)
        draw.rectangle([x0, y0, x1 - 1, y1 - 1], fill=ground)
        shade = max(2, grid.band // 8)  # the board's shadow on the table
        for i in range(shade):
            y = y0 + i if bottom else y1 - 1 - i
            draw.line([(x0, y), (x1 - 1, y)], fill=mix(ground, (0, 0, 0), 0.35 * (1 - i / shade) ** 2))


def strip_text(
    image: Image.Image, xy: tuple[float, float], text: str, px: int, colour: Colour, anchor: str = "lm"
) -> float:
    """Write ``text`` (``px`` high) with a soft shadow; returns its width."""
    face = font(px)
    draw = ImageDraw.Draw(image)
    off = max(1, px // 14)
    draw.text((xy[0] + off, xy[1] + off), text, font=face, fill=(0, 0, 0), anchor=anchor)
    draw.text(xy, text, font=face, fill=colour, anchor=anchor)
    return face.getlength(text)


def fitted(text: str, px: int, width: float) -> str:
    """``text`` cut (with an ellipsis) to at most ``width`` pixels at ``px``; "" if nothing fits."""
    face = font(px)
    if face.getlength(text) <= width:
        return text
    while text and face.getlength(text + "…") > width:
        text = text[:-1].rstrip()
    return text + "…" if text else ""


def strip_canvas(
    background: Image.Image,
    grid: Grid,
    theme: Theme,
    *,
    bottom: bool,
    card: Card,
    rows: int = 1,
) -> tuple[Image.Image, Room]:
    """A player's strip to draw counters on: the crop of ``background`` under the strip
    (:func:`strip_box`) with the player's ``card`` on it (:func:`player_strip`)."""
    image = background.crop(strip_box(grid, bottom))
    return image, player_strip(image, grid, theme, box=(0, 0, *image.size), card=card, rows=rows)


def _card_colours(theme: Theme, state: str) -> tuple[Colour | None, Colour]:
    """(edge, fill) of a card: lit in the accent colour for the side to move, gold for a winner,
    silver for a draw, plain otherwise."""
    ground = strip_ground(theme)
    if state == "to_move":
        return theme.arrow, mix(ground, theme.arrow, 0.3)
    if state == "won":
        return theme.gold, mix(ground, theme.gold, 0.22)
    if state == "drawn":
        return SILVER, mix(ground, SILVER, 0.18)
    return None, mix(ground, (255, 255, 255), 0.05)


def _tag(image: Image.Image, right: float, y: float, height: float, text: str, colour: Colour) -> float:
    """A pill of ``colour`` ending at ``right`` on the line ``y`` with ``text`` in it; returns its left."""
    px = max(8, round(height * 0.62))
    width = font(px).getlength(text) + height * 0.9
    box = (right - width, y - height / 2, right, y + height / 2)
    pen = overlays.Pen(bounding_box([box[:2], box[2:]], 2), image.size)
    pen.rounded(box, height / 2)
    pen.paint(image, colour)
    ink = (24, 16, 8) if luminance(colour) > 0.45 else (255, 255, 255)
    ImageDraw.Draw(image).text(((box[0] + box[2]) / 2, y), text, font=font(px), fill=ink, anchor="mm")
    return box[0]


def player_strip(
    image: Image.Image,
    grid: Grid,
    theme: Theme,
    *,
    box: tuple[int, int, int, int],
    card: Card,
    rows: int = 1,
) -> Room:
    """A player's ``card`` in their strip (``box`` in ``image``: :func:`strip_box`, or the whole
    of a crop of it): a rounded card coloured by its state, a piece of the player's colour at
    its left, their name after it and the tag (the state in words) at its right; on two rows,
    name and tag go on the first. Returns the :class:`Room` left for counters."""
    face, state, name, tag = card.face, card.state, card.name, card.tag
    x0, y0, x1, y1 = box
    height = y1 - y0
    pad = max(2, round(height * (0.13 if rows == 1 else 0.08)))
    panel = (x0 + grid.left - grid.left // 3, y0 + pad, x1 - grid.left + grid.left // 3, y1 - pad)
    card_h = panel[3] - panel[1]
    edge, fill = _card_colours(theme, state)
    radius = min(card_h * 0.32, height * 0.25)
    area = (panel[0] - 2, panel[1] - 2, panel[2] + 2, panel[3] + 2)
    pen = overlays.Pen(area, image.size)
    pen.rounded(panel, radius)
    if edge is not None:
        pen.paint(image, edge)
        inner = max(1.5, height / (14 if state == "to_move" else 24))
        pen = overlays.Pen(area, image.size)
        pen.rounded((panel[0] + inner, panel[1] + inner, panel[2] - inner, panel[3] - inner), radius - inner)
    pen.paint(image, fill)

    middle = (panel[1] + panel[3]) / 2
    diameter = card_h * (0.78 if rows == 1 else 0.66)
    marker = diameter / (2 * RADIUS)
    centre = (panel[0] + card_h * (0.62 if rows == 1 else 0.5), middle)
    ring = {"won": theme.gold, "drawn": SILVER}.get(state)
    if ring is not None:
        r = diameter / 2
        halo = overlays.Pen(bounding_box([centre], r * 1.5), image.size)
        halo.ring(centre, r * 1.13, max(1.5, r * 0.15))
        halo.paint(image, ring)
    paste_centred(image, piece_sprite(round(marker), face, False, theme.gold), centre)

    row_h = card_h if rows == 1 else card_h / 2
    first = middle if rows == 1 else panel[1] + row_h * 0.55
    left = centre[0] + diameter * 0.5 + card_h * (0.2 if rows == 1 else 0.16)
    right = panel[2] - card_h * 0.14
    end = right
    if tag:
        colour = edge or theme.rim_text
        end = _tag(image, right, first, row_h * (0.72 if rows == 1 else 0.86), tag, colour) - row_h * 0.3
    px = max(8, round(row_h * (0.52 if rows == 1 else 0.6)))
    x = left
    if name:
        room = end - left if rows == 2 else min(end - left, grid.width * 0.34)
        shown = fitted(name, px, room)
        if shown:
            x += strip_text(image, (left, first), shown, px, theme.rim_text) + row_h * 0.5
    if rows == 2:
        unit = row_h / 0.6
        return Room(left, panel[1] + row_h * 1.45, unit, right, max(8, round(row_h * 0.52)))
    return Room(x, middle, float(height), end, max(8, round(height * 0.42)))


def mini_discs(
    image: Image.Image,
    x: float,
    y: float,
    count: int,
    colour: Colour,
    theme: Theme,
    diameter: float,
    step: float,
    tray: Colour | None = None,
) -> float:
    """``count`` small pieces in a row from ``x`` (overlapping when ``step`` < ``diameter``),
    on a rounded ``tray`` if given (so dark and light pieces both read); returns the x after
    the row."""
    width = diameter + (count - 1) * step if count else 0.0
    start = x
    if tray is not None and count:
        pad = diameter * 0.22
        box = (x, y - diameter / 2 - pad, x + width + 2 * pad, y + diameter / 2 + pad)
        pen = overlays.Pen(bounding_box([box[:2], box[2:]], 2), image.size)
        pen.rounded(box, (box[3] - box[1]) / 2)
        pen.paint(image, tray)
        start, width = x + pad, width + 2 * pad
    sprite = piece_sprite(max(4, round(diameter / (2 * RADIUS))), colour, False, theme.gold)
    for i in range(count):
        paste_centred(image, sprite, (start + diameter / 2 + i * step, y))
    return x + width


def tray_colour(theme: Theme) -> Colour:
    """A mid tone for :func:`mini_discs` trays in the strips: light and dark pieces both show."""
    return mix(strip_ground(theme), theme.rim_text, 0.42)
