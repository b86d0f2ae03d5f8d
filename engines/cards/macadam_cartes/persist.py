"""``dump`` and ``load``: the whole state as JSON-safe data, and back, refusing anything corrupt.

The dump holds secrets (hands, talon order, generator, fixed dice): it is for storage only and
never shown to players.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.cards.macadam_cartes.deck import (
    AGENT,
    CARDS,
    COUNTS,
    INDEX,
    INSURANCES,
    KINDS,
    SIGNALS,
    TICKETS,
    hand_list,
)
from engines.cards.macadam_cartes import rng as prng
from engines.cards.macadam_cartes.rules import FOLLOWERS
from engines.cards.macadam_cartes.state import STATE_FIELDS, CartesState
from engines.cards.macadam_cartes.views import LOG_FIELDS

FORMAT = 1
KEYS = frozenset({"game", "format", *STATE_FIELDS})
ACTIONS = ("play", "agent", "pass", "interrupted")
REASONS = ("all-signals", "hand-emptied")
LICENCE_IDS = tuple(CARDS[lic] for lic in INSURANCES)


def dump_state(key: str, s: CartesState) -> dict[str, Any]:
    ids = CARDS
    return {
        "game": key,
        "format": FORMAT,
        "seats": s.seats,
        "manches": s.manches,
        "manche": s.manche,
        "dealer": s.dealer,
        "dealer_draw": [[[seat, card] for seat, card in rnd] for rnd in s.dealer_draw],
        "hands": [hand_list(hand) for hand in s.hands],
        "talon": [ids[card] for card in s.talon],
        "exposed": [[ids[card] for card in cards] for cards in s.exposed],
        "tickets": [[ids[card] for card in cards] for cards in s.tickets],
        "supply": list(s.supply),
        "penalties": list(s.penalties),
        "centre": s.centre,
        "covered": list(s.covered),
        "token": s.token,
        "leader": s.leader,
        "direction": s.direction,
        "pos": s.pos,
        "signal": s.signal,
        "follow": s.follow,
        "rolled": s.rolled,
        "drawn": s.drawn,
        "exposed_op": s.exposed_op,
        "pending": s.pending,
        "coup": [list(entry) for entry in s.coup],
        "last_roll": None if s.last_roll is None else list(s.last_roll),
        "log": [list(entry) for entry in s.log],
        "results": [[manche, reason, list(scores)] for manche, reason, scores in s.results],
        "past": [list(tally) for tally in s.past],
        "dice": list(s.dice),
        "rng": prng.to_text(s.rng),
        "over": s.over,
    }


def load_state(key: str, data: Any) -> CartesState:
    if not isinstance(data, Mapping):
        raise ValueError(f"not a saved {key} state: {type(data).__name__}")
    if data.get("game") != key:
        raise ValueError(f"this state belongs to {data.get('game')!r}, not {key!r}")
    if set(data) != KEYS:
        odd = sorted(map(str, set(data) ^ KEYS))
        raise ValueError(f"not a saved {key} state: missing or unknown keys {', '.join(odd)}")
    if data["format"] != FORMAT:
        raise ValueError(f"unknown saved format {data['format']!r}")
    try:
        state = _read(data)
    except (KeyError, TypeError, IndexError, AttributeError) as error:
        raise ValueError(f"not a saved {key} state: {error!r}") from None
    _check_consistent(state)
    return state


def _int(value: Any, name: str, low: int, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low or (high is not None and value > high):
        raise ValueError(f"saved state: {name} is out of range: {value!r}")
    return value


def _bool(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"saved state: {name} must be true or false")
    return value


def _list(value: Any, name: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise ValueError(f"saved state: {name} must be a list" + ("" if length is None else f" of {length}"))
    return value


def _card(value: Any, name: str, allowed: tuple[str, ...] = CARDS) -> int:
    if value not in allowed:
        raise ValueError(f"saved state: {name}: not a card id: {value!r}")
    return INDEX[value]


def _optional_id(value: Any, name: str, allowed: tuple[str, ...]) -> str | None:
    if value is not None and value not in allowed:
        raise ValueError(f"saved state: {name}: unexpected {value!r}")
    return None if value is None else str(value)


def _read(d: Mapping[str, Any]) -> CartesState:
    n = _int(d["seats"], "seats", 2, 6)
    manches = _int(d["manches"], "manches", 1, 10)

    def seat(value: Any, name: str) -> int:
        return _int(value, name, 0, n - 1)

    def per_seat(name: str) -> list[Any]:
        return _list(d[name], name, n)

    hands = []
    for cards in per_seat("hands"):
        counts = [0] * KINDS
        for card in _list(cards, "hand"):
            counts[_card(card, "hand")] += 1
        hands.append(tuple(counts))
    follow = d["follow"]
    if follow is not None and follow not in FOLLOWERS:
        raise ValueError(f"saved state: follow: unexpected {follow!r}")
    last_roll = d["last_roll"]
    if last_roll is not None:
        last_roll = _list(last_roll, "last_roll", 3)
        last_roll = (
            seat(last_roll[0], "last_roll"),
            _int(last_roll[1], "last_roll", 1, 6),
            _optional_id(last_roll[2], "last_roll", LICENCE_IDS),
        )
    return CartesState(
        seats=n,
        manches=manches,
        manche=_int(d["manche"], "manche", 1, manches),
        dealer=seat(d["dealer"], "dealer"),
        dealer_draw=tuple(
            tuple(
                (seat(pair[0], "dealer_draw"), CARDS[_card(pair[1], "dealer_draw")])
                for pair in (_list(p, "dealer_draw", 2) for p in _list(rnd, "dealer_draw"))
            )
            for rnd in _list(d["dealer_draw"], "dealer_draw")
        ),
        hands=tuple(hands),
        talon=tuple(_card(card, "talon") for card in _list(d["talon"], "talon")),
        exposed=tuple(tuple(_card(c, "exposed") for c in _list(cards, "exposed")) for cards in per_seat("exposed")),
        tickets=tuple(
            tuple(_card(c, "tickets", LICENCE_IDS) for c in _list(cards, "tickets")) for cards in per_seat("tickets")
        ),
        supply=tuple(_int(v, "supply", 0, TICKETS) for v in _list(d["supply"], "supply", 2)),  # type: ignore[arg-type]
        penalties=tuple(_int(v, "penalties", 0) for v in per_seat("penalties")),
        centre=_int(d["centre"], "centre", 0, COUNTS[AGENT] - 1),
        covered=tuple(_int(v, "covered", 0, SIGNALS) for v in _list(d["covered"], "covered", SIGNALS)),
        token=_int(d["token"], "token", 1, SIGNALS),
        leader=seat(d["leader"], "leader"),
        direction=_direction(d["direction"]),
        pos=seat(d["pos"], "pos"),
        signal=_int(d["signal"], "signal", 0, SIGNALS),
        follow=follow,
        rolled=_bool(d["rolled"], "rolled"),
        drawn=_bool(d["drawn"], "drawn"),
        exposed_op=_bool(d["exposed_op"], "exposed_op"),
        pending=_bool(d["pending"], "pending"),
        coup=tuple(_coup_entry(e, seat) for e in _list(d["coup"], "coup")),
        last_roll=last_roll,
        log=tuple(_log_entry(e, seat) for e in _list(d["log"], "log")),
        results=tuple(_result(r, n, manches) for r in _list(d["results"], "results")),
        past=tuple(_tally(t) for t in per_seat("past")),
        dice=tuple(_int(v, "dice", 1, 6) for v in _list(d["dice"], "dice")),
        rng=prng.from_text(d["rng"]),
        over=_bool(d["over"], "over"),
    )


def _direction(value: Any) -> int:
    if value not in (1, -1) or isinstance(value, bool):
        raise ValueError(f"saved state: direction must be 1 or -1, not {value!r}")
    return int(value)


def _tally(value: Any) -> tuple[int, int, int, int]:
    score, pietons, point_cards, penalties = (_int(v, "past", -(1 << 40)) for v in _list(value, "past", 4))
    return score, pietons, point_cards, penalties


def _coup_entry(entry: Any, seat: Any) -> tuple[int, str, str | None, str | None]:
    who, action, card, licence = _list(entry, "coup", 4)
    if action not in ACTIONS:
        raise ValueError(f"saved state: coup: unknown action {action!r}")
    return (seat(who, "coup"), action, _optional_id(card, "coup", CARDS), _optional_id(licence, "coup", LICENCE_IDS))


def _log_entry(entry: Any, seat: Any) -> tuple[Any, ...]:
    entry = _list(entry, "log")
    if not entry or entry[0] not in LOG_FIELDS or len(entry) != 2 + len(LOG_FIELDS[entry[0]]):
        raise ValueError(f"saved state: log: malformed entry {entry!r}")
    if entry[1] is not None:
        seat(entry[1], "log")
    if not all(v is None or isinstance(v, (str, int)) for v in entry[2:]):
        raise ValueError(f"saved state: log: malformed entry {entry!r}")
    return tuple(entry)


def _result(entry: Any, n: int, manches: int) -> tuple[int, str, tuple[int, ...]]:
    manche, reason, scores = _list(entry, "results", 3)
    if reason not in REASONS:
        raise ValueError(f"saved state: results: unknown reason {reason!r}")
    return (
        _int(manche, "results", 1, manches),
        reason,
        tuple(_int(v, "results", -(1 << 40)) for v in _list(scores, "results", n)),
    )


def _check_consistent(s: CartesState) -> None:
    """What one field alone cannot tell: card counts, tickets, tokens, the phase."""
    used = [sum(hand[c] for hand in s.hands) for c in range(KINDS)]
    for card in (*s.talon, *(c for cards in s.exposed for c in cards)):
        used[card] += 1
    used[AGENT] += s.centre
    if any(used[c] > COUNTS[c] for c in range(KINDS)):
        raise ValueError("saved state is inconsistent: more cards than the deck holds")
    for i, lic in enumerate(INSURANCES):
        holders = [seat for seat in range(s.seats) if lic in s.tickets[seat]]
        if any(s.tickets[seat].count(lic) > 1 for seat in holders) or len(holders) + s.supply[i] != TICKETS:
            raise ValueError("saved state is inconsistent: insurance tickets")
    placed = sorted(token for token in s.covered if token)
    expected = s.token if s.signal else s.token - 1
    if placed != list(range(1, expected + 1)) or (s.signal and s.covered[s.signal - 1] != s.token):
        raise ValueError("saved state is inconsistent: tokens on the signals")
    if (s.pending and (s.pos or s.signal or not s.drawn)) or (s.pos and not s.signal) or s.follow is None and s.pos:
        raise ValueError("saved state is inconsistent: the step")
    if len(s.results) != s.manche - (0 if s.over else 1):
        raise ValueError("saved state is inconsistent: manche results")
