"""The result panel of a finished card game, in place of the coup band: the winners crowned
with their score (or the captions' result sentence), why the game ended, and every player's
final score, best first. A match the engine did not end (a resignation, a timeout, an
agreement) shows the captions' sentence and the scores so far.
"""

from __future__ import annotations

import re

from PIL import Image

from render.cards import art, material
from render.cards.coup import wrap
from render.cards.layout import RADIUS_U, Layout
from render.cards.paint import (LEAST_U, abbreviations, badge_for, clip, fit, fit_lines, highlight, ink_on, minus, paste,
                                wrap_lines, write)
from render.cards.checked import SIGNALS, CheckedTable
from render.captions import Captions
from render.common import Theme, font


def _reason(image: Image.Image | None, layout: Layout, theme: Theme, reason: str, word: str | None, right: float,
            mid: float, room: float) -> float:  # fmt: skip
    """Why the game ended, right-aligned at ``right``: an icon and the word (or a number without
    words); measured only when ``image`` is None. Returns its left edge."""
    u = layout.u
    text, _, shadow = ink_on(theme, theme.dark)
    label = word or (f"{SIGNALS}/{SIGNALS}" if reason == "all-signals" else "0")
    px = fit(label, 3.2 * u if word else 4.2 * u, room)
    if reason == "all-signals":
        icon = material.token(SIGNALS, layout.px(6.4), theme.gold)
    else:
        icon = art.slot(layout.px(4.4), text)
    if image is None:
        return right - font(max(6, round(px))).getlength(label) - 1.0 * u - icon.width
    w = write(image, (right, mid), label, px, text, "rm", shadow)
    left = right - w - 1.0 * u - icon.width
    paste(image, icon, left, mid, "lm")
    return left


#: a line of the sentence below the one before, in text heights; a row's text, in row heights.
STEP = 1.15
ROW_TEXT = 0.72
#: a row's seat badge: its full size, in hundredths of the width, and at most, in row heights.
BADGE_U = 3.6
ROW_BADGE = 0.86


def _first_line(lines: list[str], px: float, mid: float, top: float) -> float:
    """Where the sentence's first line sits: the lines centred on the crowns' middle, unless
    that would take them over the panel's top edge."""
    return max(mid - (len(lines) - 1) / 2 * px * STEP, top + px / 2)


def without_aside(sentence: str) -> str:
    """``sentence`` without its bracketed asides: "Zoé wins with 900 points (why)." -> "Zoé wins
    with 900 points."."""
    return re.sub(r"\s*\([^)]*\)", "", sentence)


def banner_lines(banner: str, room: float, u: float, most: int) -> tuple[list[str], float] | None:
    """The result sentence on one or two lines (``most`` lines at the most), else its first
    sentence (the scores are listed below), never under the smallest size; None when neither fits."""
    first = banner.split(". ")[0].rstrip(".") + "."
    for text, lines in ((banner, 2), (first, 2), (first, 3), (banner, 3)):
        fitted = fit_lines(text, 3.0 * u, room, min(lines, most), LEAST_U * u)
        if fitted is not None:
            return fitted
    size = 3.0 * u  # one line only: the first sentence, as small as it must be
    while size >= LEAST_U * u:
        if (line := wrap_lines(first, size, room, 1)) is not None:
            return line, size
        size *= 0.95
    return None


def one_line(shorter: list[str], px: float, room: float, u: float) -> tuple[str, float]:
    """The first of ``shorter`` (a name, then its abbreviations) that fits one line at ``px``
    or less, never under the smallest size; cut only when even the last is too long."""
    least = LEAST_U * u
    for text in shorter:
        fitted = fit_lines(text, max(px, least), room, 1, least)
        if fitted is not None:
            return fitted[0][0], fitted[1]
    return clip(shorter[-1], least, room), least


def draw_outcome(image: Image.Image, layout: Layout, theme: Theme, table: CheckedTable, captions: Captions) -> None:
    """The result panel (see the module)."""
    u = layout.u
    x0, y0, x1, y1 = layout.coup
    result = table.outcome
    scores = tuple(result.scores or ()) if result is not None else tuple(p.score for p in table.players)
    winners = result.winners if result is not None else ()
    panel = highlight(round(x1 - x0), round(y1 - y0), RADIUS_U * u, theme.gold, theme.dark, max(2.0, 0.5 * u))
    image.paste(panel, (round(x0), round(y0)), panel)
    text, dim, shadow = ink_on(theme, theme.dark)
    wide = layout.columns == 1

    # the first line: crowned winners, their names and score or the result sentence, the reason
    d = layout.px(5.4 if wide else 4.4)
    top = y0 + 0.7 * u
    crowned_h = badge_for(theme, 0, d, "won").height
    mid = top + crowned_h - d / 2
    x = x0 + 2.2 * u
    for seat in winners:
        paste(image, badge_for(theme, seat, d, "won"), x, top)
        x += d + 1.0 * u
    x += 0.8 * u
    right = x1 - 2.2 * u
    reason_word = None
    if result is not None:
        reason_word = captions.word("all_signals" if result.reason == "all-signals" else "hand_emptied")
    bottom = top + crowned_h  # of the first line: the scores are listed below it
    columns = 2 if table.seats in (2, 4) else 3
    rows = -(-table.seats // columns)
    # the lowest the sentence may reach: the crowns' line, or lower while each row of scores
    # keeps its full-size badge (whose number is the smallest text there)
    lowest = max(bottom, y1 - 0.6 * u - rows * layout.px(BADGE_U) / ROW_BADGE - 0.5 * u)

    def placed(fitted: tuple[list[str], float] | None) -> tuple[list[str], float] | None:
        if fitted is None:
            return None
        lines, px = fitted
        return fitted if _first_line(lines, px, mid, top) + (len(lines) - 1) * px * STEP + px * 0.6 <= lowest else None

    def sentence(text: str, room: float) -> tuple[list[str], float] | None:
        return next((f for most in (3, 2, 1) if (f := placed(banner_lines(text, room, u, most))) is not None), None)

    if captions.banner:
        # The sentence says why the game ended, so the reason's icon stands alone; where the
        # sentence does not fit above the scores, it loses its bracketed aside and the icon gets
        # its word back.
        aside = reason_word
        fitted = None
        if result is not None:
            fitted = sentence(captions.banner,
                              _reason(None, layout, theme, result.reason, None, right, mid, 30 * u) - 2.0 * u - x)
            if fitted is not None:
                aside = None
            right = _reason(image, layout, theme, result.reason, aside, right, mid, 30 * u) - 2.0 * u
        if fitted is None:
            short = without_aside(captions.banner) if aside else captions.banner
            fitted = sentence(short, right - x) or ([clip(short, LEAST_U * u, right - x)], LEAST_U * u)
        lines, px = fitted
        first = _first_line(lines, px, mid, top)
        for i, line in enumerate(lines):
            write(image, (x, first + i * px * STEP), line, px, text, shadow=shadow)
        bottom = max(bottom, first + (len(lines) - 1) * px * STEP + px * 0.6)
    elif result is not None:
        right = _reason(image, layout, theme, result.reason, reason_word, right, mid, 30 * u) - 2.0 * u
    if not captions.banner and winners:
        names = [n for n in (captions.name(s) for s in winners) if n]
        score = minus(scores[winners[0]])
        if names:
            room = max(0.0, right - x - font(round(5.2 * u)).getlength(score) - 1.6 * u)
            shown, px = one_line([" & ".join(n) for n in zip(*map(abbreviations, names))] or names, 3.4 * u, room, u)
            x += write(image, (x, mid), shown, px, theme.gold, shadow=shadow) + 1.6 * u
        write(image, (x, mid), score, fit(score, 5.2 * u, right - x), theme.gold, shadow=shadow)

    # every player's final score, best first, in rows of two or three
    order = sorted(range(table.seats), key=lambda s: (-scores[s], s))
    grid_top = bottom + 0.5 * u
    row_h = (y1 - 0.6 * u - grid_top) / rows
    cell = (x1 - x0 - 4.4 * u) / columns
    small = min(layout.px(BADGE_U), round(row_h * ROW_BADGE))
    px = min(2.9 * u, row_h * ROW_TEXT)
    for i, seat in enumerate(order):
        row, column = divmod(i, columns)
        cx = x0 + 2.2 * u + column * cell
        cy = grid_top + (row + 0.5) * row_h
        paste(image, badge_for(theme, seat, small, ""), cx + small / 2, cy, "mm")
        shown = minus(scores[seat])
        end = cx + cell - 1.6 * u
        width = write(image, (end, cy), shown, px, theme.gold if seat in winners else text, "rm", shadow=shadow)
        name = captions.name(seat)
        if name:
            room = end - width - 1.2 * u - (cx + small + 1.0 * u)
            shown, size = one_line(abbreviations(name), px, room, u)
            write(image, (cx + small + 1.0 * u, cy), shown, size, dim, shadow=shadow)
