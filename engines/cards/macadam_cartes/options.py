"""Validation of the options ``manches``, ``dice`` and ``deal``: anything wrong is a BadOption (a ValueError)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engines.base import BadOption
from engines.cards.macadam_cartes.deck import AGENT, AP, ASS, BY_LOWER, CARDS, COUNTS, KINDS, SIGNALS, TICKETS

MANCHES_RANGE = (1, 10)
DEAL_KEYS = frozenset({"dealer", "hands", "talon", "exposed", "penalties", "centre", "covered", "tickets"})
CENTRE_MAX = 5


@dataclass(frozen=True)
class DealStart:
    """A validated option ``deal``: cards as ints, hands as counts by card."""

    dealer: int
    hands: tuple[tuple[int, ...], ...]
    talon: tuple[int, ...]
    exposed: tuple[tuple[int, ...], ...]
    penalties: tuple[int, ...]
    centre: int
    covered: tuple[int, ...]
    #: seats holding a ticket, by insurance card (ASS, AP).
    tickets: dict[int, tuple[int, ...]]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_list(value: Any) -> bool:
    return isinstance(value, Sequence) and not isinstance(value, (str, bytes))


def check_manches(value: Any) -> int:
    low, high = MANCHES_RANGE
    if not _is_int(value) or not low <= value <= high:
        raise BadOption("option_number", f"option manches must be a whole number from {low} to {high}, not {value!r}",
                        option="manches", min=low, max=high)
    return int(value)


def check_dice(value: Any) -> tuple[int, ...]:
    if value is None:
        return ()
    if not _is_list(value) or not all(_is_int(v) and 1 <= v <= 6 for v in value):
        raise BadOption("dice", f"option dice must be a list of die values from 1 to 6, not {value!r}")
    return tuple(value)


def card_of(text: Any, where: str) -> int:
    """A card id, case-insensitive."""
    card = BY_LOWER.get(text.lower()) if isinstance(text, str) else None
    if card is None:
        raise BadOption("deal_card", f"option deal: {where}: unknown card {text!r} (cards: {', '.join(CARDS)})",
                        card=str(text))
    return card


def _cards(value: Any, where: str, field: str) -> tuple[int, ...]:
    if not _is_list(value):
        raise BadOption("deal_list", f"option deal: {where} must be a list of card ids, not {value!r}", field=field)
    return tuple(card_of(text, where) for text in value)


def _per_seat(value: Any, seats: int, where: str) -> list[Any]:
    if not _is_list(value) or len(value) != seats:
        raise BadOption("deal_per_seat", f"option deal: {where} must have one entry per seat ({seats}), not {value!r}",
                        field=where, seats=seats)
    return list(value)


def check_deal(value: Any, seats: int) -> DealStart | None:
    """The option ``deal``: an explicit start of manche 1 (see the rulings), or None."""
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise BadOption("deal_object", f"option deal must be an object with dealer, hands and talon, not {value!r}")
    unknown = sorted(map(str, set(value) - DEAL_KEYS))
    if unknown:
        raise BadOption("deal_key", f"option deal: unknown key(s) {', '.join(unknown)} "
                        f"(known: {', '.join(sorted(DEAL_KEYS))})", field=unknown[0])
    missing = [key for key in ("dealer", "hands", "talon") if key not in value]
    if missing:
        raise BadOption("deal_missing", f"option deal: missing {', '.join(missing)}", field=missing[0])
    dealer = value["dealer"]
    if not _is_int(dealer) or not 0 <= dealer < seats:
        raise BadOption("deal_dealer", f"option deal: dealer must be a seat from 0 to {seats - 1}, not {dealer!r}",
                        max=seats - 1)
    hand_lists = [_cards(h, f"hand of seat {s}", "hands")
                  for s, h in enumerate(_per_seat(value["hands"], seats, "hands"))]
    talon = _cards(value["talon"], "talon", "talon")
    exposed = tuple(
        _cards(e, f"exposed of seat {s}", "exposed")
        for s, e in enumerate(_per_seat(value.get("exposed", [[]] * seats), seats, "exposed"))
    )
    if any(AGENT in cards for cards in exposed):
        raise BadOption("deal_exposed_agent",
                        "option deal: Agents lie at the centre, never exposed in front of a player")
    penalties = tuple(_per_seat(value.get("penalties", [0] * seats), seats, "penalties"))
    if not all(_is_int(p) and p >= 0 for p in penalties):
        raise BadOption("deal_penalties",
                        f"option deal: penalties must be whole numbers from 0, not {list(penalties)!r}")
    centre = value.get("centre", 0)
    if not _is_int(centre) or not 0 <= centre <= CENTRE_MAX:
        raise BadOption("deal_centre", f"option deal: centre must be a number of Agents from 0 to {CENTRE_MAX}, "
                        f"not {centre!r}", max=CENTRE_MAX)
    covered = value.get("covered", [])
    if (
        not _is_list(covered)
        or not all(_is_int(n) and 1 <= n <= SIGNALS for n in covered)
        or len(set(covered)) != len(covered)
        or len(covered) >= SIGNALS
    ):
        raise BadOption("deal_covered", f"option deal: covered must list at most {SIGNALS - 1} distinct signal numbers "
                        f"1-{SIGNALS}, not {covered!r}", most=SIGNALS - 1, signals=SIGNALS)
    tickets = _tickets(value.get("tickets", {}), seats)
    used = [0] * KINDS
    for cards in (*hand_lists, talon, *exposed):
        for card in cards:
            used[card] += 1
    used[AGENT] += centre
    over = [f"{CARDS[c]} ({used[c]} > {COUNTS[c]})" for c in range(KINDS) if used[c] > COUNTS[c]]
    if over:
        raise BadOption("deal_too_many", f"option deal: more cards than the deck holds: {', '.join(over)}",
                        cards=", ".join(CARDS[c] for c in range(KINDS) if used[c] > COUNTS[c]))
    if not talon and any(not hand for hand in hand_lists):
        raise BadOption("deal_empty_hand", "option deal: a hand may be empty only while the talon is not")
    hands = tuple(tuple(cards.count(c) for c in range(KINDS)) for cards in hand_lists)
    return DealStart(dealer, hands, talon, exposed, penalties, centre, tuple(covered), tickets)


def _tickets(value: Any, seats: int) -> dict[int, tuple[int, ...]]:
    if not isinstance(value, Mapping):
        raise BadOption("deal_tickets",
                        f"option deal: tickets must be an object {{\"ASS\": [seats], \"AP\": [seats]}}, not {value!r}")
    result: dict[int, tuple[int, ...]] = {ASS: (), AP: ()}
    for key, holders in value.items():
        card = BY_LOWER.get(key.lower()) if isinstance(key, str) else None
        if card not in (ASS, AP):
            raise BadOption("deal_ticket_card", f"option deal: tickets are ASS or AP, not {key!r}", card=str(key))
        if (
            not _is_list(holders)
            or not all(_is_int(s) and 0 <= s < seats for s in holders)
            or len(set(holders)) != len(holders)
            or len(holders) > TICKETS
        ):
            raise BadOption("deal_ticket_seats", f"option deal: {key} tickets: at most {TICKETS} distinct seats, "
                            f"not {holders!r}", card=CARDS[card], most=TICKETS)
        result[card] = tuple(holders)
    return result
