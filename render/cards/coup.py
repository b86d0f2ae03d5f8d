"""The coup band of the card table: the cards played so far and the place of the player to
act, or, once the game is over, the winners and why it ended.
"""

from __future__ import annotations

from PIL import Image

from render.cards import art, material
from render.cards.layout import MINI, RADIUS_U, Layout
from render.cards.paint import badge_for, highlight, ink_on, minus, paste, write
from render.cards.view import SIGNALS, Table
from render.common import Theme, font


def _follow_sprite(follow: str | None, width: int) -> Image.Image | None:
    """What the player to act must follow, as a card: a card, any vehicle, or a signal."""
    if follow is None:
        return None
    if follow.startswith("signal:"):
        return art.signal_card(follow[len("signal:"):], width)
    if follow == "vehicle":
        return art.card_face("vehicle", width)
    return art.card_face(follow, width)


def draw_coup(image: Image.Image, layout: Layout, theme: Theme, table: Table) -> None:
    """The coup band of a game in play: the coup's token, the signal it covers and the direction
    of play; the cards played so far in order, each over its player's badge (an Agent with the
    card laid with it, a penalty ticket for a pass); then a dashed place for the player to act
    showing what must be followed."""
    u = layout.u
    x0, y0, x1, y1 = layout.coup
    text, dim, shadow = ink_on(theme, theme.dark)
    mid = (y0 + y1) / 2
    # the coup's token and the way play goes round
    tk = material.token(table.token, layout.px(8.6), theme.gold)
    paste(image, tk, x0 + 5.6 * u, mid - 1.2 * u, "mm")
    # the signal it was put on, once the leader has chosen
    placed = [n for n, t in enumerate(table.tokens, start=1) if t == table.token]
    if placed:
        tile = material.signal_tile(table.kinds[placed[0] - 1], layout.px(6.4))
        paste(image, tile, x0 + 14.6 * u, mid - 1.6 * u, "mm")
    else:
        paste(image, art.slot(layout.px(5.4), theme.cell_text), x0 + 14.6 * u, mid - 1.6 * u, "mm")
    colour = (210, 214, 220) if table.clockwise else theme.huff
    paste(image, material.direction_icon(layout.px(5.4), table.clockwise, colour), x0 + 14.6 * u, mid + 5.0 * u, "mm")

    cw = layout.px(MINI)
    ch = art.card_height(cw)
    cy = y0 + 1.3 * u
    by = y0 + 15.3 * u
    bd = layout.px(4.2)
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
            pen = material.ticket("PEN", layout.px(6.8), "ticket")
            paste(image, pen, x + cw / 2, cy + ch / 2, "mm")
        paste(image, badge_for(theme, action.seat, bd, ""), x + width / 2, by, "mm")
        x += width + gap * squeeze
    if waiting:
        assert table.to_move is not None
        ghost = _follow_sprite(table.follow, cw)
        if table.pending == "discard":
            paste(image, art.ghost(art.card_back(cw), 0.6), x, cy)
        elif ghost is not None:
            paste(image, art.ghost(ghost, 0.7), x, cy)
        else:
            write(image, (x + cw / 2, cy + ch / 2), "?", 6.0 * u, theme.arrow, "mm", shadow=False)
        paste(image, art.slot(cw, theme.arrow), x, cy)
        paste(image, badge_for(theme, table.to_move, bd, "to_move"), x + cw / 2, by, "mm")
    elif not table.coup and table.outcome is None:
        write(image, (start, mid), "\u2013", 5.0 * u, dim, shadow=shadow)


def draw_outcome(image: Image.Image, layout: Layout, theme: Theme, table: Table) -> None:
    """The coup band of a finished game: the winners, their score, and why the game ended."""
    assert table.outcome is not None
    u = layout.u
    x0, y0, x1, y1 = layout.coup
    result = table.outcome
    scores = result.scores or ()  # parse_table checked one per seat
    panel = highlight(round(x1 - x0), round(y1 - y0), RADIUS_U * u, theme.gold, theme.dark, max(2.0, 0.5 * u))
    image.paste(panel, (round(x0), round(y0)), panel)
    d = layout.px(8.4)
    crowned = badge_for(theme, result.winners[0], d, "won")
    mid = (y0 + y1) / 2 + (crowned.height - d) / 2  # the badges' discs, crowns included, centred
    text, dim, shadow = ink_on(theme, theme.dark)
    x = x0 + 2.6 * u
    for seat in result.winners:
        badge = badge_for(theme, seat, d, "won")
        paste(image, badge, x, mid + d / 2 - badge.height)
        x += d + 1.4 * u
    score = scores[result.winners[0]]
    x += 0.4 * u
    x += write(image, (x, mid), minus(score), 6.0 * u, theme.gold) + 2.4 * u
    if result.tiebreak not in ("score", "shared"):
        x += write(image, (x, mid), "=", 4.0 * u, dim, shadow=shadow) + 1.0 * u
        icon = {
            "pietons": art.card_face("P-jaune", layout.px(5.0)),  # the most Piétons
            "point-cards": art.card_face("BIC", layout.px(5.0)),  # the most cards with points
            "penalties": material.ticket("PEN", layout.px(6.4), "ticket"),  # the fewest penalties
        }[result.tiebreak]
        paste(image, icon, x, mid, "lm")
        x += icon.width + 2.4 * u
    # the others, best first
    others = sorted((s for s in range(table.seats) if s not in result.winners), key=lambda s: (-scores[s], s))
    small = layout.px(4.4)
    face = font(max(6, round(3.4 * u)))
    needed = sum(small + 2.8 * u + face.getlength(minus(scores[s])) for s in others)
    if x + needed > x1 - 22 * u:
        others = []  # no room for all of them: the strips below carry the scores anyway
    for seat in others:
        paste(image, badge_for(theme, seat, small, ""), x + small / 2, mid, "mm")
        x += small + 0.8 * u
        x += write(image, (x, mid), minus(scores[seat]), 3.4 * u, text, shadow=shadow) + 2.0 * u
    # why: every signal covered (a token on the board), or a hand emptied (an empty place)
    right = x1 - 2.4 * u
    if result.reason == "all-signals":
        w = write(image, (right, mid), f"{SIGNALS}/{SIGNALS}", 4.2 * u, text, "rm", shadow)
        paste(image, material.token(SIGNALS, layout.px(7.4), theme.gold), right - w - 5.0 * u, mid - 0.3 * u, "mm")
    else:
        w = write(image, (right, mid), "0", 4.6 * u, text, "rm", shadow)
        paste(image, art.slot(layout.px(6.4), text), right - w - 1.4 * u, mid, "rm")

