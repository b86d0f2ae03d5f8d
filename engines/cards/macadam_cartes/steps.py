"""Playing one legal move on a :class:`Table`: the step, the coup, refills and the two endings.

The move has been checked against ``rules.legal_moves`` before it comes here.
"""

from __future__ import annotations

from engines.cards.macadam_cartes import rng as prng
from engines.cards.macadam_cartes.deck import (
    AGENT,
    CARDS,
    COUNTS,
    DIE_GAIN,
    FV,
    INDEX,
    INSURANCES,
    SIGNAL_KIND,
    SIGNALS,
)
from engines.cards.macadam_cartes.rules import actor, auto_licence, free_number, holds
from engines.cards.macadam_cartes.scoring import add, manche_tally
from engines.cards.macadam_cartes.setup import next_manche
from engines.cards.macadam_cartes.state import CartesMove
from engines.cards.macadam_cartes.table import Table

#: the centre holds every Agent: they go back into the talon.
ALL_AGENTS = COUNTS[AGENT]


def apply_move(t: Table, move: CartesMove) -> None:
    seat = actor(t)
    verb = move.verb
    if verb in ("play", "agent", "pass"):
        _compulsory(t, seat, move)
        return
    if verb == "roll":
        _roll(t, seat)
    elif verb == "draw":
        card = t.talon.pop(0)
        t.hands[seat][card] += 1
        t.pending = t.drawn = True
        t.log.append(("draw", seat))
        return  # a draw is always completed by its discard: no end check in between
    elif verb == "discard":
        card = INDEX[move.named]
        t.hands[seat][card] -= 1
        t.talon.append(card)
        t.pending = False
        t.log.append(("discard", seat))
    elif verb == "expose":
        card = INDEX[move.named]
        t.hands[seat][card] -= 1
        t.exposed[seat].append(card)
        t.exposed_op = True
        t.log.append(("expose", seat, move.arg))
    elif verb == "signal":
        number = free_number(t, move.named)
        if number is None:
            raise ValueError(f"no free {move.named} signal")  # legal moves never reach this
        t.covered[number - 1] = t.token
        t.signal = number
        t.log.append(("signal", seat, move.arg, number, t.token))
    check_emptied(t)


def _roll(t: Table, seat: int) -> None:
    if t.dice:
        value = t.dice.pop(0)
    else:
        t.rng, value = prng.below(t.rng, 6)
        value += 1
    gain = DIE_GAIN[value]
    if gain is not None:
        i = INSURANCES.index(gain)
        if holds(t, seat, gain) or not t.supply[i]:
            gain = None
        else:
            t.tickets[seat].append(gain)
            t.supply[i] -= 1
    gained = None if gain is None else CARDS[gain]
    t.last_roll = (seat, value, gained)
    t.rolled = True
    t.log.append(("roll", seat, value, gained))


def _expose(t: Table, seat: int, card: int) -> str | None:
    """``card`` from hand to the table, its insurance card first when it needs one; returns that."""
    licence = auto_licence(t, seat, card)
    hand = t.hands[seat]
    if licence is not None:
        hand[licence] -= 1
        t.exposed[seat].append(licence)
    hand[card] -= 1
    t.exposed[seat].append(card)
    return None if licence is None else CARDS[licence]


def _compulsory(t: Table, seat: int, move: CartesMove) -> None:
    """The move that ends a step: the follow value, the Agents' return, the interruption, the coup's end."""
    verb, kind = move.verb, SIGNAL_KIND[t.signal]
    if verb == "pass":
        t.penalties[seat] += 1
        if t.pos == 0:
            t.follow = "vehicle" if kind == "attendez" else f"signal:{kind}"
        t.coup.append((seat, "pass", None, None))
        t.log.append(("pass", seat))
    else:
        card = INDEX[move.named]
        if verb == "agent":
            t.hands[seat][AGENT] -= 1
            t.centre += 1
        licence = _expose(t, seat, card)
        if verb == "agent":
            t.follow = move.arg
        elif t.pos == 0:
            t.follow = "vehicle" if kind == "attendez" else move.arg
            if card == FV:
                t.direction = -1
        elif t.follow is not None and t.follow.startswith("signal:"):
            t.follow = move.arg  # the first card after a leader's pass sets what the others follow
        t.coup.append((seat, verb, move.arg, licence))
        t.log.append((verb, seat, move.arg, licence))
        if t.centre == ALL_AGENTS:
            t.centre = 0
            t.talon.extend([AGENT] * ALL_AGENTS)
            t.rng = prng.shuffle(t.rng, t.talon)
            t.log.append(("agents-return", None))
    last = t.seats - 1
    interrupted = verb == "agent" and t.direction == -1 and 0 < t.pos < last
    if interrupted:
        for pos in range(t.pos + 1, t.seats):
            skipped = (t.leader - pos) % t.seats
            t.penalties[skipped] += 1
            t.coup.append((skipped, "interrupted", None, None))
            t.log.append(("interrupted", skipped))
    t.rolled = False
    if interrupted or t.pos == last:
        if t.token == SIGNALS:
            end_manche(t, "all-signals")
            return
        _next_coup(t)
    else:
        t.pos += 1
    begin_step(t)


def _next_coup(t: Table) -> None:
    t.token += 1
    t.leader = (t.leader + 1) % t.seats
    t.direction = 1
    t.pos = 0
    t.signal = 0
    t.follow = None
    t.drawn = t.exposed_op = False
    t.coup = []


def begin_step(t: Table) -> None:
    """A step begins: refill an empty hand from the talon, then the hand-emptied check."""
    seat = actor(t)
    hand = t.hands[seat]
    if t.talon and not any(hand):
        hand[t.talon.pop(0)] += 1
        t.log.append(("refill", seat))
    check_emptied(t)


def check_emptied(t: Table) -> None:
    """Talon exhausted and a hand emptied: the manche ends at once, even inside a coup."""
    if not t.over and not t.talon and not all(any(hand) for hand in t.hands):
        end_manche(t, "hand-emptied")


def end_manche(t: Table, reason: str) -> None:
    tallies = [manche_tally(t, seat) for seat in range(t.seats)]
    t.results = (*t.results, (t.manche, reason, tuple(tally[0] for tally in tallies)))
    t.log.append(("end", None, reason))
    if t.manche < t.manches:
        t.past = tuple(add(past, now) for past, now in zip(t.past, tallies))
        next_manche(t)
        begin_step(t)
    else:
        t.over = True
