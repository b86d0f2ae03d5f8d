"""A seat's own hand as an image, for an ephemeral message: ``draw_hand`` and ``render_hand``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PIL import Image

from engines.cards.macadam_cartes.views import HandView
from render.cards import art, palette
from render.cards.background import hand_background
from render.cards.layout import HAND_GAP, HandLayout, check_size
from render.cards.coup import follow_sprite
from render.cards.paint import DEFAULT_THEME, count_pill, fit, highlight_ring, ink_on, paste, write
from render.cards.checked import card_id, hand_cards, parse_table
from render.captions import NO_CAPTIONS, Captions
from render.common import Theme, png_renderer


def playable_cards(moves: Iterable[str]) -> tuple[str, ...]:
    """The cards a seat may lay now, from its legal moves in notation ("play BIC", "agent CYC"
    and the Agent itself), in the deck's order: what the hand image rings."""
    found: set[str] = set()
    for move in moves:
        verb, _, arg = move.strip().partition(" ")
        if verb in ("play", "agent") and arg:
            found.add(card_id(arg.strip(), "playable"))
            if verb == "agent":
                found.add("AGENT")
    return tuple(card for card in palette.CARDS if card in found)


def _task(view: HandView | Mapping[str, Any], asked: bool, captions: Captions) -> tuple[str | None, str | None]:
    """(what the player must do in words, the card or signal to follow) for the header."""
    table = parse_table(view)
    if asked and table.pending == "discard":
        return captions.word("hand_discard"), None
    if table.follow is not None and table.outcome is None:
        return captions.word("follow"), table.follow
    if asked and not table.coup and table.outcome is None:
        return captions.word("hand_lead"), None
    return None, None


def draw_hand(
    view: HandView | Mapping[str, Any], *, size: int = 720, theme: Theme | None = None,
    captions: Captions | None = None, moves: Iterable[str] | None = None,
) -> Image.Image:
    """A seat's own hand (``view.hand`` of a ``HandView``, sorted in the deck's order), ``size`` px wide, for
    an ephemeral message: five full cards to a row, identical cards stacked with their count;
    :func:`render_hand` encodes it. The header says what must be followed now. ``moves``: the
    seat's legal moves in notation (``format_move`` of ``legal_moves``) when it is its turn, None
    otherwise; the cards they let it lay (:func:`playable_cards`) are ringed, the others dimmed.
    Raises ValueError when the view has no ``hand`` or names an unknown card or move."""
    cards = hand_cards(view)
    captions = captions or NO_CAPTIONS
    theme = theme or DEFAULT_THEME
    marks = frozenset(playable_cards(moves or ()))
    groups = [(card, cards.count(card)) for card in palette.CARDS if card in cards]
    layout = HandLayout(check_size(size), len(groups))
    u = layout.u
    image = hand_background(layout, theme).copy()
    # header: the hand's size as a fan of backs and a number; what to follow; the marks' legend
    mid = (1.6 * u + layout.header - 1.0 * u) / 2
    fan = art.back_fan(max(4, round(3.6 * u)), min(4, len(cards)) or 1)
    paste(image, fan, 4.0 * u, mid, "lm")
    ink, dim, shadow = ink_on(theme, theme.dark)
    x = 4.0 * u + fan.width + 1.6 * u
    x += write(image, (x, mid), str(len(cards)), 4.4 * u, ink, shadow=shadow) + 3.0 * u
    word, follow = _task(view, moves is not None, captions)
    right = 96.0 * u
    if marks and captions.word("playable"):
        label = captions.word("playable") or ""
        w = write(image, (right, mid), label, fit(label, 3.0 * u, 24 * u), theme.arrow, "rm", shadow=shadow)
        ring = art.slot(max(4, round(3.0 * u)), theme.arrow, dashed=False)
        paste(image, ring, right - w - 1.0 * u, mid, "rm")
        right -= w + 2.4 * u + ring.width
    if word:
        x += write(image, (x, mid), word, fit(word, 3.2 * u, max(1.0, right - x - 6 * u)), ink, shadow=shadow) + 1.4 * u
    sprite = follow_sprite(follow, max(4, round((layout.header - 3.6 * u) / 1.4)))
    if follow is not None and sprite is not None:
        paste(image, sprite, x, mid, "lm")
        name = captions.word(f"card_{follow}") if not follow.startswith("signal:") else None
        if name:
            x += sprite.width + 1.4 * u
            write(image, (x, mid), name, fit(name, 3.0 * u, max(1.0, right - x - 1.5 * u)), ink, shadow=shadow)
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
        face = art.card_face(card, cw, captions.word(f"card_{card}"))
        if marks and card not in marks:
            face = art.dimmed(face, theme.frame, 0.6)
        copies = min(n, 3)
        for i in range(copies - 1, 0, -1):  # the copies under it, peeking out bottom-right
            paste(image, face, x + i * layout.stack, y + i * layout.stack)
        paste(image, face, x, y)
        if card in marks:
            ring = highlight_ring(cw, theme.arrow, max(2.0, 0.7 * u))
            paste(image, ring, x + cw / 2, y + art.card_height(cw) / 2, "mm")
        if n > 1:
            # ivory like the table's counts: orange is the mark of the cards that may be played
            pill = count_pill(f"\u00d7{n}", max(8, round(5.2 * u)), (250, 247, 238), (30, 30, 34))
            paste(image, pill, x + cw + (copies - 1) * layout.stack + 0.8 * u, y + 1.0 * u, "rb")
    return image


#: The same arguments -> PNG bytes: the hand renderer registered for ``macadam-cartes``.
render_hand = png_renderer(draw_hand)
