"""The coup band of the card table while the game is on: the coup's token, its signal and the
direction of play, the cards played so far, and the place of the player to act with what they
must do in words (follow, choose a signal, put a card under the talon). A finished game shows
its result there instead (:mod:`~render.cards.outcome`).
"""

from __future__ import annotations

from PIL import Image

from render.cards import art, material, sketch
from render.cards.layout import Layout
from render.cards.paint import badge_for, fit, ink_on, paste, write
from render.cards.checked import CheckedTable
from render.captions import Captions
from render.common import Theme, font


def follow_sprite(follow: str | None, width: int) -> Image.Image | None:
    """What the player to act must follow, as a card: a card, any vehicle, or a signal."""
    if follow is None:
        return None
    if follow.startswith("signal:"):
        return art.signal_card(follow[len("signal:"):], width)
    if follow == "vehicle":
        return art.card_face("vehicle", width)
    return art.card_face(follow, width)


def wrap(text: str, px: float, room: float, lines: int) -> list[str]:
    """``text`` in at most ``lines`` lines of ``room`` pixels at ``px`` (the last may overflow)."""
    face = font(max(6, round(px)))
    out: list[str] = []
    for word in text.split():
        if out and len(out) <= lines and face.getlength(f"{out[-1]} {word}") <= room:
            out[-1] = f"{out[-1]} {word}"
        elif len(out) < lines:
            out.append(word)
        else:
            out[-1] = f"{out[-1]} {word}"
    return out


def _manches(image: Image.Image, layout: Layout, theme: Theme, table: CheckedTable, x: float, y: float) -> None:
    """The manches under the coup's token: one dot each, played ones filled (a number past five)."""
    u = layout.u
    text, dim, shadow = ink_on(theme, theme.dark)
    if table.manches > 5:
        write(image, (x, y), f"{table.manche}/{table.manches}", 2.6 * u, text, "mm", shadow=shadow)
    elif table.manches > 1:
        r = 0.7 * u
        step = 2.1 * u
        n = table.manches
        sk = sketch.Sketch(round((n - 1) * step + 2 * r + 2), round(2 * r + 2))
        for i in range(n):
            c = (1 + r + i * step, 1 + r)
            if i < table.manche:
                sk.disc(c, r, theme.gold)
            else:
                sk.ring(c, r * 0.8, max(0.8, 0.25 * u), dim)
        paste(image, sk.done(), x, y, "mm")


def task_word(table: CheckedTable, captions: Captions) -> str | None:
    """What the player to act must do, in the captions' words."""
    if table.pending == "discard":
        return captions.word("discard")
    if table.follow is None:
        return captions.word("lead") if not table.coup else None
    return captions.word("follow")


def draw_coup(image: Image.Image, layout: Layout, theme: Theme, table: CheckedTable, captions: Captions) -> None:
    """The coup band of a game in play: the coup's token, the signal it covers and the direction
    of play; the cards played so far in order, each over its player's badge (an Agent with the
    card laid with it, a penalty ticket for a pass); then a dashed place for the player to act
    showing what must be followed."""
    u = layout.u
    x0, y0, x1, y1 = layout.coup
    text, dim, shadow = ink_on(theme, theme.dark)
    mid = (y0 + y1) / 2
    h = y1 - y0
    # the coup's token and the way play goes round
    tk = material.token(table.token, min(layout.px(8.6), round(h * 0.5)), theme.gold)
    paste(image, tk, x0 + 5.6 * u, mid - 0.07 * h, "mm")
    # the signal it was put on, once the leader has chosen
    placed = [n for n, t in enumerate(table.tokens, start=1) if t == table.token]
    side = min(layout.px(6.4), round(h * 0.38))
    if placed:
        tile = material.signal_tile(table.kinds[placed[0] - 1], side)
        paste(image, tile, x0 + 14.6 * u, y0 + 0.9 * u, "mt")
    else:
        paste(image, art.slot(round(side * 0.8), theme.cell_text), x0 + 14.6 * u, y0 + 0.9 * u, "mt")
    _manches(image, layout, theme, table, x0 + 5.6 * u, y1 - 1.3 * u)
    colour = (210, 214, 220) if table.clockwise else theme.huff
    icon = material.direction_icon(min(layout.px(5.4), round(h * 0.32)), table.clockwise, colour)
    paste(image, icon, x0 + 14.6 * u, y1 - 0.6 * u, "mb")

    cw = layout.mini
    ch = art.card_height(cw)
    cy = y0 + 1.2 * u
    bd = layout.px(4.2)
    by = y1 - 0.5 * u - bd / 2
    overlap = 4.0 * u  # how far the card laid with an Agent sits right of the Agent
    widths = [cw + (overlap if a.action == "agent" else 0) for a in table.coup]
    waiting = table.to_move is not None and table.outcome is None
    if waiting:
        widths.append(cw)
    start, end = x0 + 20.4 * u, x1 - 1.4 * u
    gap = 1.5 * u
    total = sum(widths) + gap * max(0, len(widths) - 1)
    squeeze = min(1.0, (end - start - sum(widths)) / (gap * (len(widths) - 1))) if total > end - start else 1.0
    x = start
    for action, width in zip(table.coup, widths):
        if action.action in ("play", "agent"):
            if action.action == "agent":
                paste(image, art.card_face("AGENT", cw), x, cy)
                paste(image, art.card_face(action.card or "AGENT", cw), x + overlap, cy + 0.6 * u)
            else:
                paste(image, art.card_face(action.card or "AGENT", cw), x, cy)
            if action.licence is not None:
                chip = material.ticket(action.licence, layout.px(5.2), "card")
                paste(image, chip, x + width - 0.6 * u, cy + ch - 0.2 * u, "rb")
        else:
            if action.action == "interrupted":
                paste(image, art.slot(cw, dim), x, cy)
            pen = material.ticket("PEN", round(cw + 1.3 * u), "ticket")  # a little wider than a card: legible
            paste(image, pen, x + cw / 2, cy + ch / 2, "mm")
        paste(image, badge_for(theme, action.seat, bd, ""), x + width / 2, by, "mm")
        x += width + gap * squeeze
    if waiting:
        assert table.to_move is not None
        ghost = follow_sprite(table.follow, cw)
        if table.pending == "discard":
            paste(image, art.ghost(art.card_back(cw), 0.6), x, cy)
        elif ghost is not None:
            paste(image, art.ghost(ghost, 0.7), x, cy)
        else:
            write(image, (x + cw / 2, cy + ch / 2), "?", 6.0 * u, theme.arrow, "mm", shadow=False)
        paste(image, art.slot(cw, theme.arrow), x, cy)
        paste(image, badge_for(theme, table.to_move, bd, "to_move"), x + cw / 2, by, "mm")
        word = task_word(table, captions)
        room = x1 - 1.6 * u - (x + cw + 1.6 * u)
        if word and room > 6 * u:
            px = fit(max(word.split(), key=len), 3.2 * u, room)
            lines = wrap(word, px, room, 3)
            step = px * 1.25
            top = cy + ch / 2 - (len(lines) - 1) * step / 2
            for i, line in enumerate(lines):
                write(image, (x + cw + 1.6 * u, top + i * step), line, fit(line, px, room), theme.arrow, shadow=True)
    elif not table.coup and table.outcome is None:
        write(image, (start, mid), "\u2013", 5.0 * u, dim, shadow=shadow)
