"""Who may do what: licences, following, the leader's signal, the legal moves and why a move is not.

Every function reads a :class:`CartesState` or a :class:`Table` alike (attribute and index access).
"""

from __future__ import annotations

from typing import Any

from engines.base import IllegalMove
from engines.cards.macadam_cartes.deck import (
    ADMITS,
    AGENT,
    CARDS,
    INDEX,
    INSURANCES,
    KINDS,
    LICENCE_OF,
    NUMBERS_OF,
    POINT_CARDS,
    SIGNAL_KIND,
    SIGNAL_KINDS,
    VEHICLES,
)
from engines.cards.macadam_cartes.state import CartesMove
from engines.cards.macadam_cartes.table import StateLike

#: follow value -> the cards that follow it.
FOLLOWERS: dict[str, frozenset[int]] = {
    **{card: frozenset({i}) for i, card in enumerate(CARDS)},
    "vehicle": VEHICLES,
    **{f"signal:{kind}": ADMITS[kind] for kind in SIGNAL_KINDS},
}
_POINT_ORDER = tuple(sorted(POINT_CARDS))

VERBS = ("roll", "draw", "discard", "expose", "signal", "play", "agent", "pass")
#: every move object, built once: moves are immutable and compared by value.
ROLL, DRAW, PASS = CartesMove("roll"), CartesMove("draw"), CartesMove("pass")
MOVES: dict[tuple[str, str], CartesMove] = {
    **{(verb, card): CartesMove(verb, card) for verb in ("discard", "expose", "play", "agent") for card in CARDS},
    **{("signal", kind): CartesMove("signal", kind) for kind in SIGNAL_KINDS},
}


def actor(t: StateLike) -> int:
    """The seat whose step it is."""
    return (t.leader + t.direction * t.pos) % t.seats


def holds(t: StateLike, seat: int, licence: int) -> bool:
    """An exposed insurance card or a won ticket: valid to the end of the manche."""
    return licence in t.exposed[seat] or licence in t.tickets[seat]


def licences(t: StateLike, seat: int) -> list[int]:
    return [lic for lic in INSURANCES if holds(t, seat, lic)]


def may_expose(t: StateLike, seat: int, card: int) -> bool:
    """No licence needed, or held, or its insurance card in hand (exposed with the vehicle)."""
    licence = LICENCE_OF.get(card)
    return licence is None or holds(t, seat, licence) or t.hands[seat][licence] > 0


def auto_licence(t: StateLike, seat: int, card: int) -> int | None:
    """The insurance card that must be exposed together with ``card``, if any."""
    licence = LICENCE_OF.get(card)
    if licence is None or holds(t, seat, licence):
        return None
    return licence


def can_roll(t: StateLike, seat: int) -> bool:
    """"Si nécessaire": the seat lacks a licence whose tickets are not all gone."""
    return any(t.supply[i] > 0 and not holds(t, seat, lic) for i, lic in enumerate(INSURANCES))


def follows(follow: str, card: int) -> bool:
    return card in FOLLOWERS[follow]


def free_kinds(t: StateLike) -> list[str]:
    return [kind for kind in SIGNAL_KINDS if any(not t.covered[n - 1] for n in NUMBERS_OF[kind])]


def free_number(t: StateLike, kind: str) -> int | None:
    """The lowest-numbered free signal of ``kind``: where its token goes."""
    for number in NUMBERS_OF[kind]:
        if not t.covered[number - 1]:
            return number
    return None


def satisfiable(t: StateLike, seat: int, kind: str) -> bool:
    hand = t.hands[seat]
    return any(hand[card] and may_expose(t, seat, card) for card in ADMITS[kind])


def signal_choices(t: StateLike, seat: int) -> list[str]:
    """The kinds the leader may choose: the satisfiable free ones, or every free one if none is."""
    free = free_kinds(t)
    good = [kind for kind in free if satisfiable(t, seat, kind)]
    return good or free


def must_follow(t: StateLike) -> str:
    """What a follower must follow (always set once the leader has played)."""
    if t.follow is None:
        raise ValueError("a follower's step with nothing to follow")
    return t.follow


def playable(t: StateLike, seat: int) -> list[int]:
    """Cards ``seat`` may ``play`` now: admitted by the signal (leader) or following (follower)."""
    hand = t.hands[seat]
    allowed = ADMITS[SIGNAL_KIND[t.signal]] if t.pos == 0 else FOLLOWERS[must_follow(t)]
    return [card for card in range(KINDS) if hand[card] and card in allowed and may_expose(t, seat, card)]


def agent_cards(t: StateLike, seat: int) -> list[int]:
    """Cards with points ``seat`` could lay with an Agent (none without an Agent in hand)."""
    hand = t.hands[seat]
    if not hand[AGENT]:
        return []
    return [card for card in _POINT_ORDER if hand[card] and may_expose(t, seat, card)]


def phase(t: StateLike) -> str:
    """``over``, ``discard`` (after a draw), ``lead`` (leader before his signal) or ``expose``."""
    if t.over:
        return "over"
    if t.pending:
        return "discard"
    if t.pos == 0 and not t.signal:
        return "lead"
    return "expose"


def legal_moves(t: StateLike) -> list[CartesMove]:
    """Every legal move of the seat to act, each distinct move once, in a stable order."""
    step = phase(t)
    if step == "over":
        return []
    seat = actor(t)
    hand = t.hands[seat]
    if step == "discard":
        return [MOVES["discard", CARDS[card]] for card in range(KINDS) if hand[card]]
    moves: list[CartesMove] = []
    if step == "lead":
        if not t.rolled and can_roll(t, seat):
            moves.append(ROLL)
        if not t.drawn and t.talon:
            moves.append(DRAW)
        if not t.exposed_op:
            moves.extend(MOVES["expose", CARDS[lic]] for lic in INSURANCES if hand[lic])
        moves.extend(MOVES["signal", kind] for kind in signal_choices(t, seat))
        return moves
    if t.pos and not t.rolled and can_roll(t, seat):
        moves.append(ROLL)
    plays = playable(t, seat)
    if plays:
        moves.extend(MOVES["play", CARDS[card]] for card in plays)
    else:
        moves.extend(MOVES["agent", CARDS[card]] for card in agent_cards(t, seat))
        moves.append(PASS)
    return moves


def why_illegal(t: StateLike, move: Any) -> IllegalMove:
    """The most helpful reason why ``move`` (not in the legal moves) cannot be played now."""
    verb, arg = getattr(move, "verb", None), getattr(move, "arg", None)
    if not isinstance(move, CartesMove) or verb not in VERBS:
        return IllegalMove("not-a-move", "this is not a move of this game")
    seat = actor(t)
    step = phase(t)
    card = INDEX.get(arg) if isinstance(arg, str) else None
    hand = t.hands[seat]
    if step == "discard":
        if verb != "discard":
            return IllegalMove("discard-pending", "discard a card under the talon first")
        return _card_in_hand(card, arg, hand) or _illegal()
    if verb == "discard":
        return IllegalMove("no-draw", "discard only right after drawing from the talon")
    if verb in ("draw", "expose", "signal") and t.pos:
        return IllegalMove("not-leader", f"only the leader may {verb}", verb=verb)
    if verb in ("roll", "draw", "expose", "signal") and step == "expose" and not t.pos:
        return IllegalMove("after-signal", "the signal is placed: expose your card now", verb=verb)
    if verb == "roll":
        if t.rolled:
            return IllegalMove("already-done", "you already rolled the die in this step", verb=verb)
        return IllegalMove("roll-not-needed", "you hold every licence still to be won")
    if verb == "draw":
        if t.drawn:
            return IllegalMove("already-done", "you already drew a card in this coup", verb=verb)
        return IllegalMove("talon-empty", "the talon is empty")
    if verb == "expose":
        if card not in INSURANCES:
            return IllegalMove("not-insurance", "only an Assurance or Assurance-Permis is exposed this way", card=arg)
        if t.exposed_op:
            return IllegalMove("already-done", "you already exposed a card in this coup", verb=verb)
        return _card_in_hand(card, arg, hand) or _illegal()
    if verb == "signal":
        if arg not in SIGNAL_KINDS:
            return IllegalMove("not-a-move", "this is not a move of this game")
        if arg not in free_kinds(t):
            return IllegalMove("signal-covered", f"every {arg} signal is covered", kind=arg)
        return IllegalMove("signal-unsatisfiable", "choose a signal you can expose a card for", kind=arg)
    if step == "lead":
        return IllegalMove("signal-first", "place the coup's token on a signal first")
    plays = playable(t, seat)
    if verb == "play":
        missing = _card_in_hand(card, arg, hand)
        if missing:
            return missing
        if t.pos == 0:
            if card not in ADMITS[SIGNAL_KIND[t.signal]]:
                return IllegalMove("not-admitted", f"the {SIGNAL_KIND[t.signal]} signal does not admit {arg}", card=arg)
        elif card is None or not follows(must_follow(t), card):
            return IllegalMove("must-follow", f"{arg} does not follow {t.follow}", card=arg, follow=t.follow)
        return IllegalMove("no-licence", f"{arg} needs a licence you do not hold", card=arg)
    if plays:
        return IllegalMove("must-follow", "you have a card to play", follow=t.follow)
    if verb == "agent":
        if not hand[AGENT]:
            return IllegalMove("no-agent", "you have no Agent de la circulation")
        if card not in POINT_CARDS:
            return IllegalMove("agent-needs-points-card", "an Agent brings a card with points", card=arg)
        missing = _card_in_hand(card, arg, hand)
        if missing:
            return missing
        return IllegalMove("no-licence", f"{arg} needs a licence you do not hold", card=arg)
    return _illegal()


def _card_in_hand(card: int | None, arg: Any, hand: Any) -> IllegalMove | None:
    if card is None or not hand[card]:
        return IllegalMove("card-not-in-hand", f"you have no {arg} in hand", card=arg)
    return None


def _illegal() -> IllegalMove:
    return IllegalMove("illegal-move", "this move is not allowed now")
