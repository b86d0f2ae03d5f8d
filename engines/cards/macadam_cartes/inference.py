"""What the public history tells of the hidden hands: cards a seat is known not to hold.

Following is compulsory. A follower who passes or lays an Agent has no card that follows and that
he may expose; a leader who passes or lays an Agent after his signal had none for any free
signal (he must choose one he can satisfy). Such a seat stays without those cards until it takes
a card it was not seen taking: a draw or a refill. Only the public log is read, so every seat may
draw these conclusions about every other.
"""

from __future__ import annotations

from engines.cards.macadam_cartes.deck import ADMITS, INDEX, INSURANCES, LICENCE_OF, SIGNAL_KIND
from engines.cards.macadam_cartes.rules import FOLLOWERS
from engines.cards.macadam_cartes.views import TableView

_LICENCE_IDS = frozenset(INSURANCES)


def known_voids(view: TableView) -> list[frozenset[int]]:
    """Per seat, the cards it surely does not hold now (by the deck's card numbers)."""
    seats = view.seats
    voids: list[set[int]] = [set() for _ in range(seats)]
    held = _licences_before_the_log(view)
    kind, follow, free, lead = "", None, frozenset[str](), True
    for event in view.log:
        seat, name = event.seat, event.event
        if name in ("deal", "end"):
            voids = [set() for _ in range(seats)]
        elif seat is None:
            continue
        elif name in ("draw", "refill"):
            voids[seat].clear()
        elif name == "roll" and event.gain is not None:
            held[seat].add(INDEX[event.gain])
        elif name == "expose" and event.card is not None:
            held[seat].add(INDEX[event.card])
        elif name == "signal" and event.kind is not None and event.token is not None:
            kind, follow, lead = event.kind, None, True
            free = _free_kinds_at(view, event.token)
        elif name in ("play", "agent", "pass"):
            if name != "play":  # nothing to lay that the signal or the follow asks for
                wanted = set().union(*(ADMITS[k] for k in free)) if lead else FOLLOWERS.get(follow or "", set())
                voids[seat] |= {card for card in wanted if card not in LICENCE_OF or LICENCE_OF[card] in held[seat]}
            if event.licence is not None:
                held[seat].add(INDEX[event.licence])
            follow = _follow_after(follow, kind, lead, name, event.card)
            lead = False
    return [frozenset(cards) for cards in voids]


def _licences_before_the_log(view: TableView) -> list[set[int]]:
    """Licences held from the start of the manche (option ``deal``), not gained in the log."""
    gained: list[set[str]] = [set() for _ in range(view.seats)]
    for event in view.log:
        if event.seat is not None:
            for name in (event.gain, event.licence, event.card if event.event == "expose" else None):
                if name is not None:
                    gained[event.seat].add(name)
    return [
        {INDEX[name] for name in player.licences if name not in gained[player.seat]} & _LICENCE_IDS
        for player in view.players
    ]


def _free_kinds_at(view: TableView, token: int) -> frozenset[str]:
    """The kinds with a signal still free when ``token`` was placed."""
    return frozenset(
        SIGNAL_KIND[signal.number] for signal in view.signals if signal.token is None or signal.token >= token
    )


def _follow_after(follow: str | None, kind: str, lead: bool, action: str, card: str | None) -> str | None:
    """What the next players must follow once this step's action is known (see ``steps``)."""
    if action == "agent":
        return card
    if lead:
        if kind == "attendez":
            return "vehicle"
        return card if action == "play" else f"signal:{kind}"
    if action == "play" and follow is not None and follow.startswith("signal:"):
        return card
    return follow

