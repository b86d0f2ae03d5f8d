"""The material: the 56 cards, the 16 signals of the board, the die table.

Cards are small ints (their index in :data:`CARDS`, the canonical order) inside the engine and
their ids (``"P-rouge"``) everywhere else.
"""

from __future__ import annotations

#: card ids in canonical order (pack order before a shuffle, hand order in views).
CARDS: tuple[str, ...] = (
    "AGENT", "P-rouge", "P-vert", "P-bleu", "P-jaune", "BIC", "CYC", "AUTO", "MOTO", "FV", "FB", "ASS", "AP",
)
AGENT, P_ROUGE, P_VERT, P_BLEU, P_JAUNE, BIC, CYC, AUTO, MOTO, FV, FB, ASS, AP = range(len(CARDS))
KINDS = len(CARDS)
COUNTS: tuple[int, ...] = (6, 4, 4, 4, 4, 8, 8, 4, 4, 3, 3, 2, 2)
POINTS: tuple[int, ...] = (0, 200, 200, 200, 200, 150, 100, 50, 50, 0, 0, 0, 0)
DECK_SIZE = sum(COUNTS)
INDEX: dict[str, int] = {card: i for i, card in enumerate(CARDS)}
#: lower-case id -> card, for case-insensitive input.
BY_LOWER: dict[str, int] = {card.lower(): i for i, card in enumerate(CARDS)}

PIETONS = frozenset({P_ROUGE, P_VERT, P_BLEU, P_JAUNE})
VEHICLES = frozenset({BIC, CYC, AUTO, MOTO})
#: "cartes dotées de points": the only cards an Agent may bring, the only ones counted in tie-breaks.
POINT_CARDS = frozenset(PIETONS | VEHICLES)
INSURANCES = (ASS, AP)
#: the licence a vehicle needs (absent: none needed).
LICENCE_OF: dict[int, int] = {CYC: ASS, AUTO: AP, MOTO: AP}

#: hand size at the deal, by number of players (6: ruling, the sheet stops at 5).
HAND_SIZE: dict[int, int] = {2: 15, 3: 13, 4: 11, 5: 10, 6: 9}

#: signal kinds in board order, the cards each admits from the leader, and their signal numbers.
SIGNAL_KINDS: tuple[str, ...] = ("passez", "attendez", "piste", "autoroute", "verte", "bleue")
ADMITS: dict[str, frozenset[int]] = {
    "passez": PIETONS,
    "attendez": VEHICLES,
    "piste": frozenset({BIC, CYC}),
    "autoroute": frozenset({AUTO, MOTO}),
    "verte": frozenset({FV}),
    "bleue": frozenset({FB}),
}
#: kind of signal number 1..16 (index 0 unused).
SIGNAL_KIND: tuple[str, ...] = ("",) + ("passez",) * 4 + ("attendez",) * 4 + ("piste",) * 3 + (
    "autoroute",
) * 2 + ("verte",) * 2 + ("bleue",)
SIGNALS = 16
NUMBERS_OF: dict[str, tuple[int, ...]] = {
    kind: tuple(n for n in range(1, SIGNALS + 1) if SIGNAL_KIND[n] == kind) for kind in SIGNAL_KINDS
}

#: tickets of each insurance kind in the box.
TICKETS = 5
#: die face -> insurance it may win.
DIE_GAIN: dict[int, int | None] = {1: ASS, 6: ASS, 3: AP, 5: AP, 2: None, 4: None}
PENALTY = 100


def card_id(card: int) -> str:
    return CARDS[card]


def fresh_pack() -> list[int]:
    """The 56 cards in canonical order."""
    return [card for card in range(KINDS) for _ in range(COUNTS[card])]


def hand_list(counts: tuple[int, ...] | list[int]) -> list[str]:
    """A hand (counts by card) as ids in canonical order."""
    return [CARDS[card] for card in range(KINDS) for _ in range(counts[card])]
