"""The public card table image: ``draw_table`` (the image) and ``render_table`` (PNG bytes).

The static layers and every sprite are cached; a render pastes them, writes a few numbers
and encodes. ``orientation`` and ``last_move`` are accepted and ignored: seats are always
listed in seat order, so the table does not turn with the player to act.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image

from engines.cards.macadam_cartes.views import TableView
from render.cards import art, material, sketch
from render.cards.background import table_background
from render.cards.coup import draw_coup, draw_outcome
from render.cards.layout import TILE, Layout, check_size
from render.cards.paint import DEFAULT_THEME, badge_for, ink_on, paste, write
from render.cards.seats import seat_state, seat_strip
from render.cards.view import Table, parse_table
from render.captions import NO_CAPTIONS, Captions
from render.common import Colour, Theme, png_renderer

#: the label keys the card renderers read from their captions (see :mod:`render.captions`).
WORDS: tuple[str, ...] = ()


@lru_cache(maxsize=16)
def _chevron(size: int, down: bool, colour: Colour) -> Image.Image:
    """A chevron pointing down (``down``) or up: the way play goes between two seats."""
    s = size
    sk = sketch.Sketch(s, s)
    a, b = (s * 0.2, s * 0.32), (s * 0.5, s * 0.68)
    c = (s * 0.8, s * 0.32)
    if not down:
        a, b, c = (a[0], s - a[1]), (b[0], s - b[1]), (c[0], s - c[1])
    sk.line([a, b, c], s * 0.2, (14, 14, 16))
    sk.line([a, b, c], s * 0.12, colour)
    return sk.done()


def _draw_centre(image: Image.Image, layout: Layout, theme: Theme, table: Table) -> None:
    """The centre band: the talon, the Agents at the centre, the tickets left, the last roll
    of the die, and the manches when there are several."""
    u = layout.u
    x0, y0, x1, y1 = layout.centre
    mid = (y0 + y1) / 2
    text, dim, shadow = ink_on(theme, theme.dark)
    big = 4.4 * u

    # talon: a small pile of backs and its size
    bw = layout.px(6.4)
    back = art.card_back(bw)
    layers = min(3, table.talon)
    bx = x0 + 2.6 * u
    by = mid - back.height / 2 - 0.5 * u
    if layers:
        for i in range(layers):
            paste(image, back, bx + i * 0.45 * u, by + i * 0.45 * u)
    else:
        paste(image, art.slot(bw, dim), bx + 0.45 * u, by + 0.45 * u)
    write(image, (bx + bw + 2.4 * u, mid), str(table.talon), big, text if table.talon else dim, shadow=shadow)

    # the Agents laid at the centre
    ax = x0 + 22.0 * u
    agent = art.card_face("AGENT", bw) if table.centre else art.ghost_card("AGENT", bw, 0.35)
    paste(image, agent, ax, mid - agent.height / 2)
    ink = text if table.centre else dim
    write(image, (ax + bw + 1.2 * u, mid), f"\u00d7{table.centre}", big * 0.85, ink, shadow=shadow)

    # tickets left in the supply
    tw = layout.px(7.4)
    sx = x0 + 39.0 * u
    for i, (kind, n) in enumerate(zip(("ASS", "AP"), table.supply)):
        y = mid + (i - 0.5) * 5.4 * u
        chip = material.ticket(kind, tw, "ticket" if n else "none")
        paste(image, chip, sx, y, "lm")
        write(image, (sx + tw + 1.0 * u, y), f"\u00d7{n}", 3.2 * u, text if n else dim, shadow=shadow)

    # the last roll: the die, who rolled, what it won
    dx = x0 + 58.0 * u
    ds = layout.px(7.2)
    if table.roll is None:
        die = art.ghost(material.die_face(6, ds), 0.25)
        paste(image, die, dx, mid, "lm")
    else:
        paste(image, material.die_face(table.roll.value, ds), dx, mid, "lm")
        badge = badge_for(theme, table.roll.seat, layout.px(4.6), "")
        paste(image, badge, dx + ds + 3.0 * u, mid, "mm")
        gx = dx + ds + 5.8 * u
        if table.roll.gain is not None:
            paste(image, material.ticket(table.roll.gain, layout.px(6.4), "ticket"), gx, mid, "lm")
        else:
            write(image, (gx + 1.0 * u, mid), "\u2013", 3.6 * u, dim, shadow=shadow)

    # manches: one dot per manche, played ones filled (a number past five)
    if table.manches > 5:
        write(image, (x1 - 2.2 * u, mid), f"{table.manche}/{table.manches}", 3.6 * u, text, "rm", shadow=shadow)
    elif table.manches > 1:
        r = 0.9 * u
        step = 2.6 * u
        n = table.manches
        right = x1 - 2.2 * u
        sk = sketch.Sketch(round(n * step + 2 * r + 2), round(2 * r + 2))
        for i in range(n):
            c = (1 + r + i * step, 1 + r)
            if i < table.manche:
                sk.disc(c, r, theme.gold)
            else:
                sk.ring(c, r * 0.8, max(0.8, 0.25 * u), dim)
        dots = sk.done()
        paste(image, dots, right - dots.width, mid, "lm")


def draw_table(
    view: TableView | Mapping[str, Any],
    *,
    size: int = 800,
    orientation: int = 0,
    last_move: Any = None,
    theme: Theme | None = None,
    captions: Captions | None = None,
) -> Image.Image:
    """The public table of a ``macadam-cartes`` ``player_view(state, None)`` (a ``TableView``;
    a seat's ``HandView`` draws the same), ``size`` pixels wide (the height grows with the
    number of seats); :func:`render_table` encodes it.

    Never reads a hand. ``orientation`` and ``last_move`` are accepted and ignored; ``captions``
    carries the players' names, the result sentence and the labels (:data:`WORDS`).
    Raises ValueError for a view it cannot draw (unknown card, not 16 signals, bad seat...).
    """
    del orientation, last_move  # seats keep their places; a coup's plays show what just happened
    captions = captions or NO_CAPTIONS
    table = parse_table(view)
    theme = theme or DEFAULT_THEME
    layout = Layout(check_size(size), table.seats)
    image = table_background(layout, theme, table.kinds).copy()
    u = layout.u

    # tokens on the covered signals, the current coup's ringed
    side = layout.px(TILE)
    for number, tok in enumerate(table.tokens, start=1):
        if tok is None:
            continue
        x0, y0, x1, y1 = layout.tile_box(number)
        veil = art.veil(side, 110)
        image.paste(veil, (x0, y0), veil)
        current = tok == table.token and table.outcome is None
        sprite = material.token(tok, round(side * 0.66), theme.gold, theme.arrow if current else None)
        paste(image, sprite, (x0 + x1) / 2 + side * 0.06, (y0 + y1) / 2 + side * 0.06, "mm")

    _draw_centre(image, layout, theme, table)
    if table.outcome is not None:
        draw_outcome(image, layout, theme, table)
    else:
        draw_coup(image, layout, theme, table)

    for player in table.players:
        state, dealer = seat_state(table, player.seat), player.seat == table.dealer
        row = seat_strip(layout, theme, table.kinds, player, state, dealer, table.manches)
        left, top = layout.row(player.seat)[:2]
        image.paste(row, (int(left), int(top)))

    # which way play goes: chevrons between the seat badges
    colour = (176, 182, 192) if table.clockwise else theme.huff
    chevron = _chevron(layout.px(3.6), table.clockwise, colour)
    bx = layout.row(0)[0] + 5.0 * u
    for seat in range(table.seats - 1):
        y = (layout.row(seat)[3] + layout.row(seat + 1)[1]) / 2
        paste(image, chevron, bx, y, "mm")
    return image


#: The same arguments -> PNG bytes: the renderer registered for ``macadam-cartes``.
render_table = png_renderer(draw_table)
