"""The static layers under the card images, cached: the table without anything that moves,
and the ground of a hand.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.cards import material, sketch
from render.cards.layout import RADIUS_U, TILE, HandLayout, Layout
from render.cards.paint import rounded_panel, strip_fill
from render.common import Theme, font, mix


@lru_cache(maxsize=8)
def table_background(layout: Layout, theme: Theme, kinds: tuple[str, ...]) -> Image.Image:
    """The table without anything that moves: board plate and signals, empty bands and strips."""
    u = layout.u
    image = Image.new("RGB", (layout.width, layout.height), theme.frame)
    radius = RADIUS_U * u
    rounded_panel(image, layout.plate, radius, theme.dark, theme.frame_edge, max(1.0, 0.3 * u))
    # a kerb line around the plate: white paint on asphalt
    x0, y0, x1, y1 = layout.plate
    inset = 0.7 * u
    kerb = sketch.Sketch(round(x1 - x0), round(y1 - y0))
    paint = mix(theme.dark, theme.rim_text, 0.35)
    kerb.rrect((inset, inset, x1 - x0 - inset, y1 - y0 - inset), radius * 0.7, None, paint, max(0.6, 0.18 * u))
    sprite = kerb.done()
    image.paste(sprite, (round(x0), round(y0)), sprite)
    side = layout.px(TILE)
    draw = ImageDraw.Draw(image)
    for number, kind in enumerate(kinds, start=1):
        box = layout.tile_box(number)
        tile = material.signal_tile(kind, side)
        image.paste(tile, box[:2], tile)
        # the signal's number in its top-left corner
        px = max(7, round(side * 0.2))
        draw.text((box[0] + side * 0.05, box[1] + side * 0.02), str(number), font=font(px), anchor="la",
                  fill=(255, 255, 255), stroke_width=max(1, px // 6), stroke_fill=(16, 16, 20))  # fmt: skip
    for band in (layout.centre, layout.coup):
        rounded_panel(image, band, radius, theme.dark)
    for seat in range(layout.seats):
        rounded_panel(image, layout.row(seat), radius, strip_fill(theme, ""))
    return image


@lru_cache(maxsize=16)
def hand_background(layout: HandLayout, theme: Theme) -> Image.Image:
    """The table under a hand, with its header band."""
    u = layout.u
    image = Image.new("RGB", (layout.width, layout.height), theme.frame)
    rounded_panel(image, (2.0 * u, 1.6 * u, 98.0 * u, layout.header - 1.0 * u), RADIUS_U * u, theme.dark)
    return image

