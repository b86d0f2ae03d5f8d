"""The result banner over the final image of a finished match: who won (or a draw) and why.

The sentence comes from the caller in the match's language (``Captions.banner``); the banner
adds a ribbon above the image with the winner's piece (both pieces for a draw), edged in gold
for a win, silver for a draw, and the sentence wrapped to the width, large enough to read on a
phone. Drawn once per finished match: not cached.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PIL import Image, ImageDraw

from render import overlays
from render.common import Colour, Theme, bounding_box, font, mix
from render.pieces import RADIUS, paste_centred, piece_sprite
from render.strips import SILVER

#: Text height as a share of the image width (17 px at 400 px).
TEXT_RATIO = 0.042
MAX_LINES = 3


#: Marks French sets after a space that must not begin a line ("prises : 6").
_CLOSING = (":", ";", "!", "?", "»")
_NUMBER = re.compile(r"[(\[]?[-+]?\d+[)\],.;:]*")


def _units(text: str) -> list[str]:
    """The words of ``text``, those that must stay on one line joined: a mark after its space
    (« ... »), and a score ("6 à 3", "6 to 3": numbers round a short word). A no-break space in
    the text is kept as a joint."""
    words = re.split(r"[^\S\u00a0\u202f]+", text.strip())
    words = [word for word in words if word]

    def score(i: int) -> bool:  # words[i] is the short word between two numbers
        return 0 < i < len(words) - 1 and len(words[i]) <= 3 and all(
            _NUMBER.fullmatch(words[j]) for j in (i - 1, i + 1))

    units: list[str] = []
    for i, word in enumerate(words):
        joined = i > 0 and (word.startswith(_CLOSING) or words[i - 1] == "«" or score(i) or score(i - 1))
        if joined and units:
            units[-1] = f"{units[-1]} {word}"
        else:
            units.append(word)
    return units


def wrap(text: str, px: int, width: float) -> list[str]:
    """``text`` in lines of at most ``width`` pixels at ``px`` (a word longer than that keeps its
    line); a score or a closing mark never starts a line (:func:`_units`)."""
    face = font(px)
    lines: list[str] = []
    for word in _units(text):
        if lines and face.getlength(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]


def _geometry(width: int, shown: int) -> tuple[int, float, float, float, float]:
    """``(px, disc, lead, margin, room)`` of a banner ``width`` wide showing ``shown`` pieces."""
    px = max(11, round(width * TEXT_RATIO))
    disc = px * 1.7
    lead = (disc * (1 + 0.55 * (shown - 1)) + px) if shown else 0.0
    margin = px * 0.8
    return px, disc, lead, margin, width - 2 * margin - lead


def _fitted(text: str, px: int, room: float) -> tuple[list[str], int]:
    """``text`` wrapped in at most :data:`MAX_LINES` lines, the type shrunk if need be."""
    lines = wrap(text, px, room)
    while len(lines) > MAX_LINES and px > 9:
        px -= 1
        lines = wrap(text, px, room)
    return lines, px


def band_lines(texts: Sequence[str | None], width: int) -> int:
    """The lines a band ``width`` wide needs to hold the longest of ``texts`` (each with up to two
    pieces at its left): give it as ``lines`` to :func:`with_banner` and every image of a series
    (a replay's frames) has one height."""
    px, _, _, _, room = _geometry(width, 2)
    return max([1, *(min(MAX_LINES, len(_fitted(text, px, room)[0])) for text in texts if text)])


def with_banner(image: Image.Image, text: str, theme: Theme, pieces: Sequence[Colour], won: bool,
                lines: int = 0) -> Image.Image:
    """``image`` with a ribbon above it saying ``text``; ``pieces``: the colours shown at its left
    (the winners', or every seat's for a draw); ``won``: gold edge (a win) or silver (a draw or no
    result); ``lines``: the ribbon is at least that many lines high (see :func:`band_lines`)."""
    width = image.width
    shown = list(pieces)[:2]
    px, disc, lead, margin, room = _geometry(width, len(shown))
    wrapped, px_fitted = _fitted(text, px, room)
    line_h = px_fitted * 1.28
    height = round(max(len(wrapped) * line_h, min(lines, MAX_LINES) * px * 1.28) + 2 * margin * 0.8)
    height = max(height, round(disc + margin))
    edge = theme.gold if won else SILVER
    rule = max(2, round(width / 200))
    out = Image.new("RGB", (width, image.height + height + rule), mix(theme.frame_edge, (0, 0, 0), 0.35))
    out.paste(image, (0, height + rule))
    draw = ImageDraw.Draw(out)
    draw.rectangle([0, height, width - 1, height + rule - 1], fill=edge)
    middle = height / 2
    for i, colour in enumerate(shown):
        centre = (margin + disc / 2 + i * disc * 0.55, middle)
        ring = overlays.Pen(bounding_box([centre], disc), out.size)
        ring.disc(centre, disc * 0.56)
        ring.paint(out, edge)
        paste_centred(out, piece_sprite(round(disc / (2 * RADIUS)), colour, False, theme.gold), centre)
    top = middle - (len(wrapped) - 1) * line_h / 2
    face = font(px_fitted)
    for i, line in enumerate(wrapped):
        draw.text((margin + lead, top + i * line_h), line, font=face, fill=theme.rim_text, anchor="lm")
    return out
