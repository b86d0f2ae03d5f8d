"""Starting a manche: the dealer draw, the shuffle and deal, or the explicit start of option ``deal``."""

from __future__ import annotations

from engines.cards.macadam_cartes import rng as prng
from engines.cards.macadam_cartes.deck import (
    AGENT,
    AP,
    ASS,
    CARDS,
    HAND_SIZE,
    INSURANCES,
    KINDS,
    P_VERT,
    PIETONS,
    SIGNALS,
    TICKETS,
    fresh_pack,
)
from engines.cards.macadam_cartes.options import DealStart
from engines.cards.macadam_cartes.table import Table

Round = tuple[tuple[int, str], ...]


def dealer_draw(gen: prng.Gen, seats: int) -> tuple[prng.Gen, tuple[Round, ...], int]:
    """(generator, public rounds, dealer). Each candidate turns up a card of a fresh pack; an
    Agent or a Piéton qualifies; among several, a lone ``P-vert`` deals, else the tied redraw."""
    candidates = list(range(seats))
    rounds: list[Round] = []
    while True:
        pack = fresh_pack()
        gen = prng.shuffle(gen, pack)
        turned = list(zip(candidates, pack))
        rounds.append(tuple((seat, CARDS[card]) for seat, card in turned))
        qualified = [seat for seat, card in turned if card == AGENT or card in PIETONS]
        if len(qualified) == 1:
            return gen, tuple(rounds), qualified[0]
        if not qualified:
            continue
        greens = [seat for seat, card in turned if card == P_VERT]
        if len(greens) == 1:
            return gen, tuple(rounds), greens[0]
        candidates = greens or qualified


def deal(gen: prng.Gen, seats: int, dealer: int) -> tuple[prng.Gen, list[list[int]], list[int]]:
    """(generator, hands as counts, talon top first): one card at a time from dealer+1, dealer last."""
    pack = fresh_pack()
    gen = prng.shuffle(gen, pack)
    hands = [[0] * KINDS for _ in range(seats)]
    dealt = HAND_SIZE[seats] * seats
    for i in range(dealt):
        hands[(dealer + 1 + i) % seats][pack[i]] += 1
    return gen, hands, pack[dealt:]


def reset_manche(t: Table, dealer: int, hands: list[list[int]], talon: list[int]) -> None:
    """Everything of the manche back to the box, then the new hands and talon on the table."""
    n = t.seats
    t.dealer = dealer
    t.hands = hands
    t.talon = talon
    t.exposed = [[] for _ in range(n)]
    t.tickets = [[] for _ in range(n)]
    t.supply = [TICKETS, TICKETS]
    t.penalties = [0] * n
    t.centre = 0
    t.covered = [0] * SIGNALS
    t.token = 1
    t.leader = dealer
    t.direction = 1
    t.pos = 0
    t.signal = 0
    t.follow = None
    t.rolled = t.drawn = t.exposed_op = t.pending = False
    t.coup = []
    t.last_roll = None
    t.log = [("deal", dealer)]


def new_table(seats: int, gen: prng.Gen, manches: int, dice: tuple[int, ...], start: DealStart | None) -> Table:
    """Manche 1 before its first step begins (no refill done yet)."""
    t = Table.__new__(Table)
    t.seats, t.manches, t.manche = seats, manches, 1
    t.results = ()
    t.past = tuple((0, 0, 0, 0) for _ in range(seats))
    t.dice = list(dice)
    t.over = False
    if start is None:
        gen, rounds, dealer = dealer_draw(gen, seats)
        gen, hands, talon = deal(gen, seats, dealer)
        t.dealer_draw = rounds
        t.rng = gen
        reset_manche(t, dealer, hands, talon)
        return t
    t.dealer_draw = ()
    t.rng = gen
    reset_manche(t, start.dealer, [list(h) for h in start.hands], list(start.talon))
    t.exposed = [list(cards) for cards in start.exposed]
    t.penalties = list(start.penalties)
    t.centre = start.centre
    for token, number in enumerate(start.covered, 1):
        t.covered[number - 1] = token
    t.token = len(start.covered) + 1
    t.leader = (start.dealer + len(start.covered)) % seats
    for i, lic in enumerate(INSURANCES):
        for seat in start.tickets[lic]:
            t.tickets[seat].append(lic)
        t.supply[i] -= len(start.tickets[lic])
    # tickets in kind order whatever the order of the option's keys
    t.tickets = [sorted(cards, key=(ASS, AP).index) for cards in t.tickets]
    return t


def next_manche(t: Table) -> None:
    """The deal passes clockwise; fresh shuffle and deal, nothing but game totals carried over."""
    dealer = (t.dealer + 1) % t.seats
    t.manche += 1
    t.rng, hands, talon = deal(t.rng, t.seats, dealer)
    reset_manche(t, dealer, hands, talon)
