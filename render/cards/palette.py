"""What the Macadam cards look like: printed names, colours and each face's style.

The deck itself (card ids in canonical order, points, vehicles) is the engine's
(:mod:`engines.cards.macadam_cartes.deck`); this module only names it for the drawings.
"""

from __future__ import annotations

from engines.cards.macadam_cartes import deck
from render.common import Colour

#: Card ids in the deck's canonical order (the order hands are sorted in).
CARDS: tuple[str, ...] = deck.CARDS
#: card id -> the points printed on it.
POINTS: dict[str, int] = dict(zip(deck.CARDS, deck.POINTS))
VEHICLES: tuple[str, ...] = tuple(deck.CARDS[card] for card in sorted(deck.VEHICLES))

PAPER = (250, 247, 238)
CARD_EDGE = (62, 58, 54)
INK = (40, 38, 36)
WHITE = (255, 255, 255)
ASPHALT = (58, 61, 68)
RED = (212, 44, 44)
GREEN_LAMP = (40, 176, 84)
ZEBRA = (246, 204, 48)
IVORY = (236, 224, 192)
PENALTY = (200, 36, 40)
ASS_COLOUR = (46, 150, 104)
AP_COLOUR = (204, 72, 134)


class Style:
    """How a card face looks: ``panel`` behind the pictogram, ``figure`` for it, ``ink`` for
    the points; ``colour`` is the card's signature colour (the one a test looks for)."""

    def __init__(self, panel: Colour, figure: Colour, ink: Colour, colour: Colour | None = None) -> None:
        self.panel, self.figure, self.ink = panel, figure, ink
        self.colour = colour or panel


STYLES: dict[str, Style] = {
    "AGENT": Style((28, 46, 112), (236, 238, 244), INK),
    "P-rouge": Style(RED, WHITE, (176, 30, 30)),
    "P-vert": Style((32, 150, 70), WHITE, (24, 118, 52)),
    "P-bleu": Style((36, 100, 206), WHITE, (28, 80, 170)),
    "P-jaune": Style((244, 194, 30), (46, 42, 38), (156, 112, 0)),
    "BIC": Style((0, 146, 150), WHITE, (0, 112, 116)),
    "CYC": Style((234, 122, 24), WHITE, (184, 86, 8)),
    "AUTO": Style((120, 74, 180), WHITE, (96, 56, 150)),
    "MOTO": Style((66, 68, 78), WHITE, (50, 52, 60)),
    "FV": Style((186, 30, 38), (52, 190, 84), INK, (52, 190, 84)),
    "FB": Style((232, 238, 246), (26, 112, 224), INK, (26, 112, 224)),
    "ASS": Style((214, 236, 220), ASS_COLOUR, INK, ASS_COLOUR),
    "AP": Style((248, 218, 230), AP_COLOUR, INK, AP_COLOUR),
    "vehicle": Style((92, 98, 110), WHITE, INK),
}
#: card id -> its signature colour: a large flat area of every face has exactly this colour.
CARD_COLOURS: dict[str, Colour] = {card: STYLES[card].colour for card in CARDS}
