"""What a seat may see: the public table, plus its own hand. The only road to render and messages.

Every call builds fresh JSON-safe objects; no talon order, no other hand, no generator state and
no fixed die value ever goes in.
"""

from __future__ import annotations

from typing import Any

from engines.cards.macadam_cartes.deck import CARDS, INSURANCES, SIGNAL_KIND, SIGNALS, hand_list
from engines.cards.macadam_cartes.rules import actor, licences
from engines.cards.macadam_cartes.scoring import game_tallies, manche_tally, outcome_of
from engines.cards.macadam_cartes.state import CartesState, LogEntry

#: event -> names of the details after (event, seat) in a log entry.
LOG_FIELDS: dict[str, tuple[str, ...]] = {
    "deal": (),
    "refill": (),
    "roll": ("value", "gain"),
    "draw": (),
    "discard": (),
    "expose": ("card",),
    "signal": ("kind", "number", "token"),
    "play": ("card", "licence"),
    "agent": ("card", "licence"),
    "pass": (),
    "interrupted": (),
    "agents-return": (),
    "end": ("reason",),
}


def log_entry(entry: LogEntry) -> dict[str, Any]:
    """``{"event", "seat", ...details}``; refills, draws and discards never carry a card."""
    event, seat, *details = entry
    return {"event": event, "seat": seat, **dict(zip(LOG_FIELDS[event], details))}


def public_view(key: str, state: CartesState) -> dict[str, Any]:
    n = state.seats
    tallies = game_tallies(state)
    outcome = None
    if state.over:
        result, tiebreak = outcome_of(state, state.results[-1][1])
        outcome = {**result.to_json(), "tiebreak": tiebreak}
    return {
        "game": key,
        "seats": n,
        "manche": state.manche,
        "manches": state.manches,
        "dealer": state.dealer,
        "dealer_draw": [[[seat, card] for seat, card in rnd] for rnd in state.dealer_draw],
        "token": state.token,
        "leader": state.leader,
        "direction": "clockwise" if state.direction == 1 else "counterclockwise",
        "to_move": None if state.over else actor(state),
        "pending": "discard" if state.pending and not state.over else None,
        "follow": state.follow,
        "signals": [
            {"number": number, "kind": SIGNAL_KIND[number], "token": state.covered[number - 1] or None}
            for number in range(1, SIGNALS + 1)
        ],
        "talon_size": len(state.talon),
        "centre_agents": state.centre,
        "supply": {CARDS[lic]: state.supply[i] for i, lic in enumerate(INSURANCES)},
        "players": [
            {
                "seat": seat,
                "hand_count": sum(state.hands[seat]),
                "exposed": [CARDS[card] for card in state.exposed[seat]],
                "tickets": [CARDS[card] for card in state.tickets[seat]],
                "licences": sorted(CARDS[lic] for lic in licences(state, seat)),
                "penalties": state.penalties[seat],
                "manche_score": manche_tally(state, seat)[0],
                "score": tallies[seat][0],
                "pietons": tallies[seat][1],
                "point_cards": tallies[seat][2],
            }
            for seat in range(n)
        ],
        "coup": [
            {"seat": seat, "action": action, "card": card, "licence": licence}
            for seat, action, card, licence in state.coup
        ],
        "last_roll": None
        if state.last_roll is None
        else dict(zip(("seat", "value", "gain"), state.last_roll)),
        "log": [log_entry(entry) for entry in state.log],
        "manche_results": [
            {"manche": manche, "reason": reason, "scores": list(scores)} for manche, reason, scores in state.results
        ],
        "outcome": outcome,
    }


def player_view(key: str, state: CartesState, seat: int | None) -> dict[str, Any]:
    """The public table; with a seat, plus ``hand``: that seat's cards in canonical order."""
    view = public_view(key, state)
    if seat is not None:
        view["hand"] = hand_list(state.hands[seat])
    return view
