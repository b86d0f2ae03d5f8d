"""One seat's strip on the card table: badge, hand size, exposed cards, licences, penalties
and scores (cached per content).
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from engines.cards.macadam_cartes.views import PlayerView
from render.cards import art, material
from render.cards.background import table_background
from render.cards.layout import MINI, RADIUS_U, Layout
from render.cards.paint import badge_for, count_pill, fit, highlight, ink_on, minus, paste, strip_fill, write
from render.cards.view import Table, groups
from render.common import Theme


def seat_state(table: Table, seat: int) -> str:
    """How ``seat``'s strip is marked: "won", "to_move" or ""."""
    if table.outcome is not None:
        return "won" if seat in table.outcome.winners else ""
    return "to_move" if seat == table.to_move else ""


@lru_cache(maxsize=64)
def seat_strip(layout: Layout, theme: Theme, kinds: tuple[str, ...], player: PlayerView, state: str, dealer: bool,
               manches: int) -> Image.Image:  # fmt: skip
    """One seat's strip (an RGB crop of the background with everything drawn on it)."""
    u = layout.u
    x0, y0, x1, y1 = layout.row(player.seat)
    box = (int(x0), int(y0), int(x1) + 1, int(y1) + 1)
    image = table_background(layout, theme, kinds).crop(box)
    ox, oy = box[0], box[1]
    w, h = x1 - x0, y1 - y0
    left, top = x0 - ox, y0 - oy
    mid = top + h / 2
    if state:
        edge = theme.arrow if state == "to_move" else theme.gold
        panel = highlight(round(w), round(h), RADIUS_U * u, edge, strip_fill(theme, state), max(2.0, 0.55 * u))
        image.paste(panel, (round(left), round(top)), panel)
    text, dim, shadow = ink_on(theme, strip_fill(theme, state))

    # seat badge, the dealer's "D"
    d = layout.px(7.4)
    bx = left + 5.0 * u
    badge = badge_for(theme, player.seat, d, state)
    paste(image, badge, bx, mid - (badge.height - d) / 2, "mm")
    if dealer:
        chip = count_pill("D", layout.px(3.2), (236, 233, 224), (30, 30, 34))
        paste(image, chip, bx + d * 0.42, mid + d * 0.42, "mm")

    # the hand: a fan of backs and its size
    hx = left + 14.2 * u
    bw = layout.px(3.9)
    if player.hand_count:
        fan = art.back_fan(bw, min(player.hand_count, 4))
        paste(image, fan, hx, mid - 1.4 * u, "mm")
    else:
        paste(image, art.slot(bw, dim), hx, mid - 1.4 * u, "mm")
    write(image, (hx, mid + 4.7 * u), str(player.hand_count), 3.3 * u, text, "mm", shadow=shadow)

    # exposed cards, grouped, with their counts
    grouped = groups(player.exposed)
    cw = layout.px(MINI)
    area = (left + 20.5 * u, left + 60.0 * u)
    if grouped:
        gap = 1.0 * u
        room = area[1] - area[0]
        step = cw + gap if len(grouped) * (cw + gap) - gap <= room else (room - cw) / (len(grouped) - 1)
        ch = art.card_height(cw)
        cy = mid - ch / 2
        pill_h = layout.px(3.4)
        for i, (card, n) in enumerate(grouped):
            cx = area[0] + i * step
            paste(image, art.card_face(card, cw), cx, cy)
            if n > 1:
                pill = count_pill(f"\u00d7{n}", pill_h, (250, 247, 238), (30, 30, 34))
                paste(image, pill, cx - 0.5 * u, cy + ch - pill_h + 0.7 * u)

    # licences: ticket-shaped when won with the die, a plain chip when an exposed card gives it
    tw = layout.px(7.0)
    for i, kind in enumerate(("ASS", "AP")):
        how = "ticket" if kind in player.tickets else ("card" if kind in player.licences else "none")
        chip = material.ticket(kind, tw, how)
        paste(image, chip, left + 61.5 * u, mid + (i - 0.5) * 4.6 * u, "lm")
    # penalties
    if player.penalties:
        pen = material.ticket("PEN", tw, "ticket")
        px_ = left + 74.0 * u
        paste(image, pen, px_, mid - 2.0 * u, "mm")
        write(image, (px_, mid + 3.2 * u), f"\u00d7{player.penalties}", 3.0 * u, text, "mm", shadow=shadow)

    # scores: the manche's, the game's under it when there are several manches
    right = left + w - 1.8 * u
    room = 14.6 * u  # "−1300" must fit right of the penalties
    score = minus(player.manche_score)
    if manches > 1:
        write(image, (right, mid - 1.4 * u), score, fit(score, 4.4 * u, room), text, "rm", shadow=shadow)
        total = f"\u03a3 {minus(player.score)}"
        write(image, (right, mid + 4.2 * u), total, fit(total, 2.8 * u, room), dim, "rm", shadow=shadow)
    else:
        write(image, (right, mid), score, fit(score, 4.6 * u, room), text, "rm", shadow=shadow)
    return image

