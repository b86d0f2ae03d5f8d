"""A seat's own hand as an image, for an ephemeral message: ``draw_hand`` and ``render_hand``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from engines.cards.macadam_cartes.views import HandView
from render.cards import art, palette
from render.cards.background import hand_background
from render.cards.layout import HAND_GAP, HandLayout, check_size
from render.cards.paint import DEFAULT_THEME, count_pill, ink_on, paste, write
from render.cards.view import hand_cards
from render.captions import NO_CAPTIONS, Captions
from render.common import Theme, png_renderer


def draw_hand(
    view: HandView | Mapping[str, Any], *, size: int = 720, theme: Theme | None = None, captions: Captions | None = None
) -> Image.Image:
    """A seat's own hand (``view.hand`` of a ``HandView``, sorted in the deck's order), ``size`` px wide, for
    an ephemeral message: five full cards to a row, identical cards stacked with their count;
    :func:`render_hand` encodes it. Raises ValueError when the view has no ``hand`` or names an
    unknown card."""
    cards = hand_cards(view)
    captions = captions or NO_CAPTIONS
    theme = theme or DEFAULT_THEME
    groups = [(card, cards.count(card)) for card in palette.CARDS if card in cards]
    layout = HandLayout(check_size(size), len(groups))
    u = layout.u
    image = hand_background(layout, theme).copy()
    # header: the hand's size, as a fan of backs and a number
    mid = (1.6 * u + layout.header - 1.0 * u) / 2
    fan = art.back_fan(max(4, round(3.6 * u)), min(4, len(cards)) or 1)
    paste(image, fan, 4.0 * u, mid, "lm")
    ink, _, shadow = ink_on(theme, theme.dark)
    write(image, (4.0 * u + fan.width + 1.6 * u, mid), str(len(cards)), 4.4 * u, ink, shadow=shadow)
    if not groups:
        paste(image, art.slot(layout.card, theme.cell_text), layout.width / 2, layout.header + layout.lead, "mt")
        return image
    cw = layout.card
    per_row = layout.per_row
    for index, (card, n) in enumerate(groups):
        row, col = divmod(index, per_row)
        in_row = min(per_row, len(groups) - row * per_row)
        x = (layout.width - (in_row * layout.step - HAND_GAP * u)) / 2 + col * layout.step
        y = layout.header + row * layout.row_h + layout.lead
        face = art.card_face(card, cw, named=True)
        copies = min(n, 3)
        for i in range(copies - 1, 0, -1):  # the copies under it, peeking out bottom-right
            paste(image, face, x + i * layout.stack, y + i * layout.stack)
        paste(image, face, x, y)
        if n > 1:
            pill = count_pill(f"\u00d7{n}", max(8, round(5.2 * u)), theme.arrow, (30, 20, 10))
            paste(image, pill, x + cw + (copies - 1) * layout.stack + 0.8 * u, y + 1.0 * u, "rb")
    return image


#: The same arguments -> PNG bytes: the hand renderer registered for ``macadam-cartes``.
render_hand = png_renderer(draw_hand)
