"""A tournament's standings as an image: one line a player (rank, name, points, each tie-break,
games played), the asker's line highlighted, sized to be read on a phone (Discord shows it about
400 px wide).

The bot gives every cell as text (numbers written in its language: "2½", "10¼") and the column
heads as captions (``WORDS``: ``standings_<column>``); a tie-break with no caption is headed by
its FIDE abbreviation. Drawn once per round and per ask: not cached.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

from render.captions import NO_CAPTIONS, Captions
from render.common import WOOD, Colour, Theme, font, mix, png_renderer
from render.strips import fitted

#: Column heads: ``standings_rank``, ``standings_name``, ``standings_points``, ``standings_played``,
#: and ``standings_`` + a tie-break's code in lower case with ``-`` as ``_`` (``standings_bh_c1``).
TIE_BREAK_CODES = ("BH-C1", "BH", "SB", "WIN", "DE")


def tie_break_word(code: str) -> str:
    """The caption key of tie-break column ``code`` (``BH-C1`` -> ``standings_bh_c1``)."""
    return f"standings_{code.lower().replace('-', '_')}"


WORDS: tuple[str, ...] = ("standings_rank", "standings_name", "standings_points", "standings_played",
                          *(tie_break_word(code) for code in TIE_BREAK_CODES))
#: Text height as a share of the width: 12 px at 400 px.
TEXT_RATIO = 0.03
INK: Colour = (40, 28, 20)
#: The least share of the width a name keeps (type shrinks to leave it that).
NAME_SHARE = 0.3
#: The asker's line.
HIGHLIGHT: Colour = (255, 214, 92)


@dataclass(frozen=True)
class StandingsRow:
    """One line, every cell as the bot wrote it; ``asker``: the line of whoever asked."""

    rank: str
    name: str
    points: str
    tie_breaks: tuple[str, ...]
    played: str
    asker: bool = False


def head_word(captions: Captions, code: str) -> str:
    """The head of tie-break column ``code``."""
    return captions.word(tie_break_word(code)) or code


def draw_standings(rows: Sequence[StandingsRow], *, tie_breaks: Sequence[str], title: str | None = None,
                   size: int = 800, theme: Theme = WOOD, captions: Captions = NO_CAPTIONS) -> Image.Image:
    """The standings ``rows`` (in order) under ``title``; ``tie_breaks``: the codes of the columns
    between points and games played, in each row's order."""
    if any(len(row.tie_breaks) != len(tie_breaks) for row in rows):
        raise ValueError("every row needs one cell per tie-break column")
    heads = [captions.word("standings_rank") or "#", captions.word("standings_name") or "",
             captions.word("standings_points") or "", *(head_word(captions, code) for code in tie_breaks),
             captions.word("standings_played") or ""]
    cells = [[row.rank, row.name, row.points, *row.tie_breaks, row.played] for row in rows]
    px = max(10, round(size * TEXT_RATIO))
    while True:  # smaller type when the numbers leave a name less than NAME_SHARE of the width
        face, head_face, title_face = font(px), font(round(px * 0.8)), font(round(px * 1.2))
        pad = px * 0.4
        widths = [max([head_face.getlength(heads[i]), *(face.getlength(line[i]) for line in cells)]) + 2 * pad
                  for i in range(len(heads))]
        widths[1] = size - 2 * pad - sum(w for i, w in enumerate(widths) if i != 1)
        if widths[1] >= size * NAME_SHARE or px <= 10:
            break
        px -= 1
    line_h = round(px * 1.75)
    title_h = round(px * 2.2) if title else 0
    head_h = round(px * 1.6)
    height = round(title_h + head_h + line_h * len(rows) + pad * 2)
    paper = theme.light
    image = Image.new("RGB", (size, height), paper)
    draw = ImageDraw.Draw(image)
    if title:
        draw.rectangle([0, 0, size, title_h], fill=theme.frame)
        draw.text((size / 2, title_h / 2), fitted(title, round(px * 1.2), size - 2 * pad), font=title_face,
                  fill=theme.rim_text, anchor="mm")
    lefts = [pad]
    for width in widths[:-1]:
        lefts.append(lefts[-1] + width)
    top = title_h
    draw.rectangle([0, top, size, top + head_h], fill=mix(theme.frame, paper, 0.25))
    for i, head in enumerate(heads):
        _cell(draw, fitted(head, round(px * 0.8), widths[i] - pad), head_face, lefts[i], widths[i], top + head_h / 2,
              i == 1, pad, theme.rim_text)
    stripe = mix(paper, theme.dark, 0.18)
    for n, (row, line) in enumerate(zip(rows, cells)):
        y = top + head_h + n * line_h
        fill = HIGHLIGHT if row.asker else (stripe if n % 2 else paper)
        draw.rectangle([0, y, size, y + line_h - 1], fill=fill)
        for i, text in enumerate(line):
            shown = fitted(text, px, widths[i] - 2 * pad) if i == 1 else text
            _cell(draw, shown, face, lefts[i], widths[i], y + line_h / 2, i == 1, pad, INK)
    return image


def _cell(draw: ImageDraw.ImageDraw, text: str, face: ImageFont.FreeTypeFont, left: float, width: float,
          middle: float, name: bool, pad: float, ink: Colour) -> None:
    """A cell's text: a name from the left, numbers from the right."""
    if name:
        draw.text((left + pad, middle), text, font=face, fill=ink, anchor="lm")
    else:
        draw.text((left + width - pad, middle), text, font=face, fill=ink, anchor="rm")


render_standings = png_renderer(draw_standings)
