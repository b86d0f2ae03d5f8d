"""Immutable Macadam (cartes) state and move types."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from engines.cards.macadam_cartes.rng import Gen

#: one action of the running coup: (seat, "play"|"agent"|"pass"|"interrupted", card id, licence id).
CoupEntry = tuple[int, str, "str | None", "str | None"]
#: one public event of the manche: (event name, seat or None, details...) - see ``views.LogEvent``.
LogEntry = tuple[Any, ...]


@dataclass(frozen=True)
class CartesMove:
    """One atomic action: ``verb`` in ``roll draw discard expose signal play agent pass``;
    ``arg``: the card id (discard, expose, play, agent), the signal kind (signal) or None."""

    verb: str
    arg: str | None = None

    @property
    def named(self) -> str:
        """The argument of a verb that takes one (the rules check it before any step runs)."""
        if self.arg is None:
            raise ValueError(f"{self.verb} needs a card or a signal")
        return self.arg


@dataclass(frozen=True)
class CartesState:
    """Everything the rules need. Never mutated; ``apply`` builds a new one.

    Cards are ints (see ``deck``). Seats are clockwise; the seat to act is
    ``(leader + direction * pos) % seats``.
    """

    seats: int
    manches: int
    manche: int
    dealer: int
    #: public rounds of the dealer draw: ((seat, card id), ...) per round; () with option ``deal``.
    dealer_draw: tuple[tuple[tuple[int, str], ...], ...]
    #: each seat's hand as counts by card.
    hands: tuple[tuple[int, ...], ...]
    #: face down, top first (drawn from the front, fed at the back).
    talon: tuple[int, ...]
    #: cards in front of each seat, in the order exposed.
    exposed: tuple[tuple[int, ...], ...]
    #: insurance tickets won by each seat (ASS / AP cards), in the order won.
    tickets: tuple[tuple[int, ...], ...]
    #: tickets left in the box: (ASS, AP).
    supply: tuple[int, int]
    penalties: tuple[int, ...]
    #: Agents at the centre of the board.
    centre: int
    #: the token on each signal 1..16 (index 0..15); 0 while free.
    covered: tuple[int, ...]
    #: this coup's token number (1..16).
    token: int
    leader: int
    #: +1 clockwise; -1 for the rest of a coup led with a green arrow.
    direction: int
    #: position of the seat to act in the coup order (0: the leader).
    pos: int
    #: the signal number chosen this coup; 0 before the leader's ``signal``.
    signal: int
    #: what followers must follow: None, a card id, "vehicle" or "signal:<kind>".
    follow: str | None
    #: optional operations already done in the current step.
    rolled: bool
    drawn: bool
    exposed_op: bool
    #: a ``draw`` awaits its ``discard``.
    pending: bool
    coup: tuple[CoupEntry, ...]
    #: (seat, value, gained card id or None) or None.
    last_roll: tuple[int, int, str | None] | None
    log: tuple[LogEntry, ...]
    #: finished manches: (manche, reason, manche scores).
    results: tuple[tuple[int, str, tuple[int, ...]], ...]
    #: per seat, summed over the finished manches before the table's one:
    #: (score, pietons, point cards, penalties).
    past: tuple[tuple[int, int, int, int], ...]
    #: die values still fixed by option ``dice``.
    dice: tuple[int, ...]
    #: the generator (see ``rng``): never shown to players.
    rng: Gen
    #: the last manche has ended.
    over: bool = False
    #: per-state memo of derived data (legal moves...), invisible to equality.
    _memo: dict[str, Any] = field(default_factory=dict, compare=False, repr=False, hash=False)


STATE_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(CartesState) if f.name != "_memo")
