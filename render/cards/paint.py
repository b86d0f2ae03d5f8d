"""The card images' look and drawing helpers: the default theme, rounded panels, sprites
pasted by an anchor, shadowed text, count pills, ringed panels and seat badges.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from render.cards import art, material, sketch
from render.common import Colour, Theme, font, luminance, mix

#: Asphalt, kerb paint and road markings: the default look of the card table.
ASPHALT = Theme(
    frame=(50, 53, 59),  # the table
    frame_edge=(28, 29, 33),  # outlines, the board plate's rim
    rim_text=(238, 235, 226),  # text
    light=(70, 74, 83),  # a player's strip
    dark=(38, 40, 45),  # the board plate and the centre's bands
    cell_text=(150, 155, 164),  # secondary text
    grid_line=None,
    grain=0.0,
    last_move=(255, 236, 160, 70),
    arrow=(255, 140, 26),  # the player to act
    arrow_edge=(58, 28, 4),
    capture=(200, 36, 40),
    huff=(60, 200, 96),  # the reversed direction of a green-arrow coup
    gold=(246, 196, 44),  # winners, the current token's ring
)
DEFAULT_THEME = ASPHALT


def panel_mask(width: int, height: int, box: Sequence[float], radius: float) -> Image.Image:
    """An anti-aliased "L" mask ``width`` x ``height`` of a rounded rectangle at ``box``."""
    mask = Image.new("L", (width * sketch.SS, height * sketch.SS), 0)
    ImageDraw.Draw(mask).rounded_rectangle([v * sketch.SS for v in box], max(0.0, radius * sketch.SS), fill=255)
    return mask.reduce(sketch.SS)


def rounded_panel(image: Image.Image, box: Sequence[float], radius: float, fill: Colour,
                  edge: Colour | None = None, edge_width: float = 0) -> None:  # fmt: skip
    """An anti-aliased rounded rectangle over ``box`` of ``image``, ringed with ``edge``."""
    x0, y0 = max(0, int(box[0]) - 1), max(0, int(box[1]) - 1)
    x1, y1 = min(image.width, int(box[2]) + 2), min(image.height, int(box[3]) + 2)
    local = (box[0] - x0, box[1] - y0, box[2] - x0, box[3] - y0)
    size = (x1 - x0, y1 - y0)
    if edge is not None and edge_width > 0:
        image.paste(edge, (x0, y0), panel_mask(*size, local, radius))
        e = edge_width
        local = (local[0] + e, local[1] + e, local[2] - e, local[3] - e)
        radius = max(0.0, radius - e)
    image.paste(fill, (x0, y0), panel_mask(*size, local, radius))


def ink_on(theme: Theme, ground: Colour) -> tuple[Colour, Colour, bool]:
    """(text, secondary text, shadowed) for writing on ``ground``: light on dark grounds,
    dark (unshadowed) on light ones."""
    if luminance(ground) > 0.55:
        return theme.frame_edge, mix(theme.frame_edge, ground, 0.45), False
    return theme.rim_text, theme.cell_text, True


def strip_fill(theme: Theme, state: str) -> Colour:
    """The ground of a seat's strip: a little lighter for the player to act and the winners."""
    return mix(theme.light, (255, 255, 255), 0.08) if state else theme.light


def paste(image: Image.Image, sprite: Image.Image, x: float, y: float, anchor: str = "lt") -> None:
    """Paste an RGBA sprite with its ``anchor`` ("lt" top-left, "mm" centre, "lm" left-middle)
    at (x, y)."""
    if anchor[0] == "m":
        x -= sprite.width / 2
    elif anchor[0] == "r":
        x -= sprite.width
    if anchor[1] == "m":
        y -= sprite.height / 2
    elif anchor[1] == "b":
        y -= sprite.height
    image.paste(sprite, (round(x), round(y)), sprite)


def write(image: Image.Image, xy: tuple[float, float], text: str, px: float, fill: Colour,
          anchor: str = "lm", shadow: bool = True) -> float:  # fmt: skip
    """Write ``text`` ``px`` high with a soft drop shadow; returns its width."""
    face = font(max(6, round(px)))
    draw = ImageDraw.Draw(image)
    if shadow:
        off = max(1, round(px / 16))
        draw.text((xy[0] + off, xy[1] + off), text, font=face, fill=(12, 12, 14), anchor=anchor)
    draw.text(xy, text, font=face, fill=fill, anchor=anchor)
    return face.getlength(text)


def fit(text: str, px: float, room: float) -> float:
    """``px``, or less so that ``text`` is at most ``room`` pixels long."""
    length = font(max(6, round(px))).getlength(text)
    return px if length <= room else px * room / length


def clip(text: str, px: float, room: float) -> str:
    """``text``, cut with an ellipsis so that it is at most ``room`` pixels long at ``px``."""
    face = font(max(6, round(px)))
    if face.getlength(text) <= room:
        return text
    while text and face.getlength(text.rstrip() + "\u2026") > room:
        text = text[:-1]
    return text.rstrip() + "\u2026" if text else ""


#: The smallest text on the card images, in hundredths of the width: 8 px on an image shown
#: 400 px wide (a phone), with a little room for the rounding of font sizes.
LEAST_U = 2.05


def _pieces(text: str) -> list[tuple[str, bool]]:
    """``text``'s pieces a line may break after: words, and their parts after a hyphen
    ("Jean-" "Baptiste"); True for a piece that starts a word (a space goes before it)."""
    found = []
    for word in text.split():
        for i, part in enumerate(re.findall(r"[^-]+-?|-", word)):
            found.append((part, i == 0))
    return found


def wrap_lines(text: str, px: float, room: float, lines: int) -> list[str] | None:
    """``text`` broken at spaces and after hyphens into at most ``lines`` lines each at most
    ``room`` pixels long at ``px``; None when it cannot be."""
    face = font(max(6, round(px)))
    out: list[str] = []
    for piece, starts in _pieces(text):
        if out:
            joined = out[-1] + (" " if starts else "") + piece
            if face.getlength(joined) <= room:
                out[-1] = joined
                continue
        out.append(piece)
    if not out or len(out) > lines or any(face.getlength(line) > room for line in out):
        return None
    return out


def fit_lines(text: str, px: float, room: float, lines: int, least: float) -> tuple[list[str], float] | None:
    """(lines, size) showing ``text`` whole in ``room``: one line at ``px`` or a little less,
    else up to ``lines`` lines at the largest size from ``px`` down to ``least``; None when even
    that does not fit (the caller abbreviates)."""
    size = px
    while size >= 0.8 * px and size >= least:
        if (one := wrap_lines(text, size, room, 1)) is not None:
            return one, size
        size *= 0.95
    for n in range(2, lines + 1):
        size = px
        while size >= least:
            if (found := wrap_lines(text, size, room, n)) is not None:
                return found, size
            size *= 0.95
    return None


def _initials(word: str) -> str:
    """"Delacroix-Fontaine" -> "D.-F."; a number stays whole."""
    return word if word.isdigit() else "-".join(part[:1] + "." for part in word.split("-") if part)


def short_name(name: str) -> str:
    """A name abbreviated by rule: its first word and the initials of the others
    ("Jean-Baptiste Delacroix-Fontaine" -> "Jean-Baptiste D.-F.")."""
    first, *rest = name.split() or [name]
    return " ".join([first, *map(_initials, rest)])


def abbreviations(name: str) -> list[str]:
    """``name``, then shorter and shorter by rule: :func:`short_name`, then the first word's
    initials too ("J.-B. D.-F."). A computer's short name ("CPU 3") has none shorter."""
    words = name.split() or [name]
    if len(words) == 1 or (len(words) == 2 and words[-1].isdigit()):
        return [name]
    return list(dict.fromkeys([name, short_name(name), " ".join(map(_initials, words))]))


def minus(n: int) -> str:
    """A score with a real minus sign."""
    return f"\u2212{-n}" if n < 0 else str(n)


@lru_cache(maxsize=64)
def count_pill(text: str, height: int, fill: Colour, ink: Colour) -> Image.Image:
    """A small rounded pill with a count, like "×3"."""
    px = height * 0.72
    length = font(max(6, round(px * sketch.SS))).getlength(text) / sketch.SS
    w = max(height, round(length + height * 0.5))
    sk = sketch.Sketch(w, height)
    sk.rrect((0, 0, w, height), height / 2, (16, 16, 20))
    sk.rrect((height * 0.07, height * 0.07, w - height * 0.07, height * 0.93), height * 0.43, fill)
    sk.text((w / 2, height * 0.53), text, px, ink)
    return sk.done()


@lru_cache(maxsize=16)
def highlight(width: int, height: int, radius: float, edge: Colour, fill: Colour, line: float) -> Image.Image:
    """A strip's ringed panel (player to act, winners), as an RGBA sprite."""
    sprite = Image.new("RGBA", (width, height), (*edge, 0))
    sprite.putalpha(panel_mask(width, height, (0, 0, width, height), radius))
    inner = (line, line, width - line, height - line)
    sprite.paste((*fill, 255), (0, 0), panel_mask(width, height, inner, max(0.0, radius - line)))
    return sprite


@lru_cache(maxsize=16)
def highlight_ring(card_width: int, colour: Colour, line: float) -> Image.Image:
    """A solid ring just outside a card ``card_width`` wide: a card that may be played."""
    pad = line * 1.6
    w, h = card_width + 2 * pad, art.card_height(card_width) + 2 * pad
    sk = sketch.Sketch(round(w), round(h))
    sk.rrect((line / 2, line / 2, w - line / 2, h - line / 2), card_width * 0.09 + pad, None, colour, line)
    return sk.done()


def badge_for(theme: Theme, seat: int, diameter: int, state: str) -> Image.Image:
    """A seat's badge in the theme's colours for ``state`` "" / "to_move" / "won" (crowned)."""
    disc, number = material.badge_colours(state, theme.arrow, theme.gold)
    return material.seat_badge(seat, diameter, disc, number, theme.gold if state == "won" else None)

