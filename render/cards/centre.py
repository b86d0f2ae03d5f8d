"""The centre band of the card table: the talon, the Agents laid at the centre, the Assurance
and Assurance-Permis tickets left (with what a ticket and a plain chip mean), the last roll of
the die and what it won. Its labels are the captions'
words; without them the band shows the same things unlabelled.
"""

from __future__ import annotations

from PIL import Image

from render.cards import art, material
from render.cards.layout import Layout
from render.cards.paint import LEAST_U, badge_for, fit_lines, ink_on, paste, write
from render.cards.checked import CheckedTable
from render.captions import Captions
from render.common import Theme

LABEL_PX = 2.5  # labels under the band's items, in hundredths of the width


def _label(image: Image.Image, layout: Layout, theme: Theme, x: float, y: float, text: str | None, room: float,
           anchor: str = "mm") -> None:  # fmt: skip
    """A label at (x, y): on one line, else on two (the first above, or around ``y`` for a
    label placed by its middle), never under the smallest size."""
    if not text:
        return
    _, dim, shadow = ink_on(theme, theme.dark)
    least = LEAST_U * layout.u
    lines, px = fit_lines(text, max(least, LABEL_PX * layout.u), room, 2, least) or ([text], least)
    step = px * 1.1
    for i, line in enumerate(lines):
        shift = (i - (len(lines) - 1) / 2) * step if anchor == "lm" else (i - len(lines) + 1) * step
        write(image, (x, y + shift), line, px, dim, anchor, shadow=shadow)


def draw_centre(image: Image.Image, layout: Layout, theme: Theme, table: CheckedTable, captions: Captions) -> None:
    """The centre band (see the module)."""
    u = layout.u
    x0, y0, x1, y1 = layout.centre
    text, dim, shadow = ink_on(theme, theme.dark)
    labelled = any(captions.word(k) for k in ("talon", "centre", "supply"))
    base = y1 - 1.9 * u  # the labels' line
    bottom = base - 1.6 * u if labelled else y1 - 0.8 * u
    mid = (y0 + 0.8 * u + bottom) / 2
    big = 4.0 * u

    # talon: a small pile of backs and its size
    bw = min(layout.px(6.0), max(4, round((bottom - y0 - 1.6 * u) / 1.5)))
    back = art.card_back(bw)
    layers = min(3, table.talon)
    bx = x0 + 2.4 * u
    by = mid - back.height / 2 - 0.45 * u
    if layers:
        for i in range(layers):
            paste(image, back, bx + i * 0.45 * u, by + i * 0.45 * u)
    else:
        paste(image, art.slot(bw, dim), bx + 0.45 * u, by + 0.45 * u)
    write(image, (bx + bw + 2.0 * u, mid), str(table.talon), big, text if table.talon else dim, shadow=shadow)
    _label(image, layout, theme, x0 + 8.6 * u, base, captions.word("talon"), 14 * u)

    # the Agents laid at the centre
    ax = x0 + 17.0 * u
    agent = art.card_face("AGENT", bw) if table.centre else art.ghost_card("AGENT", bw, 0.35)
    paste(image, agent, ax, mid - agent.height / 2)
    write(image, (ax + bw + 1.0 * u, mid), f"\u00d7{table.centre}", big * 0.85, text if table.centre else dim,
          shadow=shadow)  # fmt: skip
    _label(image, layout, theme, ax + 5.0 * u, base, captions.word("centre"), 12 * u)

    # tickets left in the supply, and what a ticket and a chip mean in the strips
    tw = layout.px(6.4)
    sx = x0 + 32.5 * u
    th = material.ticket_height(tw)
    for i, (kind, n) in enumerate(zip(("ASS", "AP"), table.supply)):
        y = mid + (i - 0.5) * (th + 1.0 * u)
        paste(image, material.ticket(kind, tw, "ticket" if n else "none"), sx, y, "lm")
        write(image, (sx + tw + 0.8 * u, y), f"\u00d7{n}", 3.0 * u, text if n else dim, shadow=shadow)
    _label(image, layout, theme, sx + 5.8 * u, base, captions.word("supply"), 14 * u)
    legend = [(how, captions.word(key)) for how, key in (("ticket", "by_die"), ("card", "by_card"))]
    if all(word for _, word in legend):
        lx = sx + 13.4 * u
        cw = layout.px(4.4)
        for i, (how, word) in enumerate(legend):
            y = mid + (i - 0.5) * (material.ticket_height(cw) + 2.2 * u)
            paste(image, material.ticket("ASS", cw, how), lx, y, "lm")
            _label(image, layout, theme, lx + cw + 0.8 * u, y, word, 21 * u, "lm")

    # the last roll: the die and what it won; under them, who rolled (their badge) and the words
    dx = x0 + 77.0 * u
    ds = min(layout.px(6.6), round(bottom - y0 - 1.2 * u))
    if table.roll is None:
        paste(image, art.ghost(material.die_face(6, ds), 0.25), dx, mid, "lm")
    else:
        paste(image, material.die_face(table.roll.value, ds), dx, mid, "lm")
        gx = dx + ds + 2.0 * u
        if table.roll.gain is not None:
            paste(image, material.ticket(table.roll.gain, layout.px(6.4), "ticket"), gx, mid, "lm")
        else:
            write(image, (gx + 1.0 * u, mid), "\u2013", 3.6 * u, dim, shadow=shadow)
        won = captions.word(f"roll_{table.roll.gain or 'none'}")
        if won:  # the labels' line is free from the supply's label to the band's end
            right = x1 - 1.4 * u
            least = LEAST_U * u
            badge = badge_for(theme, table.roll.seat, layout.px(3.2), "")
            room = right - (sx + 14.0 * u) - badge.width - 0.6 * u
            line, px = (fit_lines(won, LABEL_PX * u, room, 1, least) or ([won], least))
            width = write(image, (right, base), line[0], px, dim, "rm", shadow=shadow)
            paste(image, badge, right - width - 0.6 * u, base, "rm")
