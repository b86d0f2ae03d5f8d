"""What a seat may see: the public table (:class:`TableView`), plus its own hand
(:class:`HandView`). The only road to render and messages.

Every call builds fresh objects; no talon order, no other hand, no generator state and no fixed
die value ever goes in. ``to_json()`` gives the JSON-safe dict of the rules page (nested parts
as dicts and lists); ``from_json`` reads it back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from engines.base import Outcome
from engines.cards.macadam_cartes.deck import CARDS, SIGNAL_KIND, SIGNALS, hand_list
from engines.cards.macadam_cartes.rules import actor, licences
from engines.cards.macadam_cartes.scoring import game_tallies, manche_tally, outcome_of
from engines.cards.macadam_cartes.state import CartesState, LogEntry
from engines.views import View, items, keep, maybe, need

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


def _read(cls: Any, data: Mapping[str, Any], where: str) -> Any:
    """``cls`` built from the keys of ``data`` named like its fields (all required)."""
    return cls(**{f.name: need(data, f.name, where) for f in fields(cls)})


@dataclass(frozen=True, slots=True)
class Signal:
    """Signal ``number`` (1..16) of the board, its ``kind``, and the ``token`` on it (None: free)."""

    number: int
    kind: str
    token: int | None

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "kind": self.kind, "token": self.token}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Signal:
        return _read(cls, data, "a signal")  # type: ignore[no-any-return]


@dataclass(frozen=True, slots=True)
class Supply:
    """The Assurance (``ASS``) and Assurance-Permis (``AP``) tickets left in the box."""

    ASS: int
    AP: int

    def to_json(self) -> dict[str, Any]:
        return {"ASS": self.ASS, "AP": self.AP}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Supply:
        return _read(cls, data, "supply")  # type: ignore[no-any-return]


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What everybody sees of a seat: its hand's size, the cards it exposed, the licence tickets
    it won, the licences it holds, its penalties, its manche and game scores, and the tie-break
    counts (Piétons, cards with points)."""

    seat: int
    hand_count: int
    exposed: tuple[str, ...]
    tickets: tuple[str, ...]
    licences: tuple[str, ...]
    penalties: int
    manche_score: int
    score: int
    pietons: int
    point_cards: int

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "hand_count": self.hand_count,
            "exposed": list(self.exposed),
            "tickets": list(self.tickets),
            "licences": list(self.licences),
            "penalties": self.penalties,
            "manche_score": self.manche_score,
            "score": self.score,
            "pietons": self.pietons,
            "point_cards": self.point_cards,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PlayerView:
        where = "a player"
        lists = {key: items(need(data, key, where), key, keep) for key in ("exposed", "tickets", "licences")}
        return cls(**{f.name: lists.get(f.name, need(data, f.name, where)) for f in fields(cls)})


@dataclass(frozen=True, slots=True)
class CoupAction:
    """One action of the running coup: ``action`` is play, agent, pass or interrupted; ``card``
    the card laid (None for a pass), ``licence`` the licence card used with it."""

    seat: int
    action: str
    card: str | None
    licence: str | None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "action": self.action, "card": self.card, "licence": self.licence}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CoupAction:
        return cls(need(data, "seat", "a coup action"), need(data, "action", "a coup action"),
                   data.get("card"), data.get("licence"))  # fmt: skip


@dataclass(frozen=True, slots=True)
class Roll:
    """The last roll of the die: who rolled, the ``value``, the licence it won (None: nothing)."""

    seat: int
    value: int
    gain: str | None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "value": self.value, "gain": self.gain}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Roll:
        return cls(need(data, "seat", "last_roll"), need(data, "value", "last_roll"), data.get("gain"))


@dataclass(frozen=True, slots=True)
class LogEvent:
    """One public event of the manche. Which details an ``event`` carries is :data:`LOG_FIELDS`;
    the others stay None. Refills, draws and discards never carry a card."""

    event: str
    seat: int | None
    value: int | None = None
    gain: str | None = None
    card: str | None = None
    kind: str | None = None
    number: int | None = None
    token: int | None = None
    licence: str | None = None
    reason: str | None = None

    @property
    def details(self) -> tuple[str, ...]:
        return LOG_FIELDS[self.event]

    def to_json(self) -> dict[str, Any]:
        return {"event": self.event, "seat": self.seat, **{name: getattr(self, name) for name in self.details}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> LogEvent:
        event = need(data, "event", "a log entry")
        if event not in LOG_FIELDS:
            raise ValueError(f"unknown log event {event!r}")
        details = {name: need(data, name, f"log entry {event!r}") for name in LOG_FIELDS[event]}
        return cls(event, need(data, "seat", "a log entry"), **details)

    @classmethod
    def of(cls, entry: LogEntry) -> LogEvent:
        """The event of a state's log entry ``(event, seat, details...)``."""
        event, seat, *details = entry
        return cls(event, seat, **dict(zip(LOG_FIELDS[event], details)))


@dataclass(frozen=True, slots=True)
class MancheResult:
    """A finished manche: its number, why it ended, and each seat's manche score."""

    manche: int
    reason: str
    scores: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"manche": self.manche, "reason": self.reason, "scores": list(self.scores)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MancheResult:
        where = "a manche result"
        scores = items(need(data, "scores", where), "scores", keep)
        return cls(need(data, "manche", where), need(data, "reason", where), scores)


@dataclass(frozen=True)
class RankedOutcome(Outcome):
    """The game's outcome, and the ``tiebreak`` that decided it: a criterion of
    ``scoring.TIEBREAKS`` or ``"shared"``."""

    tiebreak: str = "score"

    def to_json(self) -> dict[str, Any]:
        return {**Outcome.to_json(self), "tiebreak": self.tiebreak}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RankedOutcome:
        base = Outcome.from_json(data)
        return cls(base.winners, base.reason, base.scores, str(data.get("tiebreak") or "score"))


@dataclass(frozen=True, slots=True)
class TableView(View):
    """The public table (``player_view(state, None)``): seats, manche, dealer and the dealer
    draw's rounds, the coup's ``token``, ``leader``, ``direction`` (clockwise or
    counterclockwise), the seat ``to_move``, a ``pending`` discard, what must be followed,
    the 16 signals, the talon's size, the Agents at the centre, the tickets left, each seat's
    public part, the coup so far, the last roll, the manche's log, the finished manches and,
    once over, the outcome with its tie-break. Never a hand."""

    game: str
    seats: int
    manche: int
    manches: int
    dealer: int
    dealer_draw: tuple[tuple[tuple[int, str], ...], ...]
    token: int
    leader: int | None
    direction: str
    to_move: int | None
    pending: str | None
    follow: str | None
    signals: tuple[Signal, ...]
    talon_size: int
    centre_agents: int
    supply: Supply
    players: tuple[PlayerView, ...]
    coup: tuple[CoupAction, ...]
    last_roll: Roll | None
    log: tuple[LogEvent, ...]
    manche_results: tuple[MancheResult, ...]
    outcome: RankedOutcome | None

    @property
    def clockwise(self) -> bool:
        return self.direction == "clockwise"

    def seat_count(self) -> int:
        return self.seats

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seats": self.seats,
            "manche": self.manche,
            "manches": self.manches,
            "dealer": self.dealer,
            "dealer_draw": [[[seat, card] for seat, card in rnd] for rnd in self.dealer_draw],
            "token": self.token,
            "leader": self.leader,
            "direction": self.direction,
            "to_move": self.to_move,
            "pending": self.pending,
            "follow": self.follow,
            "signals": [signal.to_json() for signal in self.signals],
            "talon_size": self.talon_size,
            "centre_agents": self.centre_agents,
            "supply": self.supply.to_json(),
            "players": [player.to_json() for player in self.players],
            "coup": [action.to_json() for action in self.coup],
            "last_roll": None if self.last_roll is None else self.last_roll.to_json(),
            "log": [event.to_json() for event in self.log],
            "manche_results": [result.to_json() for result in self.manche_results],
            "outcome": None if self.outcome is None else self.outcome.to_json(),
        }

    @classmethod
    def fields_from_json(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        def draw_round(rnd: Any) -> tuple[tuple[int, str], ...]:
            return items(rnd, "dealer_draw", lambda pair: (pair[0], pair[1]))

        outcome = need(data, "outcome")
        try:
            ranked = None if outcome is None else RankedOutcome.from_json(outcome)
        except (KeyError, TypeError) as error:
            raise ValueError(f"bad outcome {outcome!r}: {error!r}") from None
        plain = ("game", "seats", "manche", "manches", "dealer", "token", "leader", "direction", "to_move",
                 "pending", "follow", "talon_size", "centre_agents")  # fmt: skip
        return {
            **{key: need(data, key) for key in plain},
            "dealer_draw": items(need(data, "dealer_draw"), "dealer_draw", draw_round),
            "signals": items(need(data, "signals"), "signals", Signal.from_json),
            "supply": Supply.from_json(need(data, "supply")),
            "players": items(need(data, "players"), "players", PlayerView.from_json),
            "coup": items(need(data, "coup"), "coup", CoupAction.from_json),
            "last_roll": maybe(need(data, "last_roll"), Roll.from_json),
            "log": items(need(data, "log"), "log", LogEvent.from_json),
            "manche_results": items(need(data, "manche_results"), "manche_results", MancheResult.from_json),
            "outcome": ranked,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableView:
        """The public table ``data`` describes (a ``hand`` in it is never read)."""
        return TableView(**cls.fields_from_json(data))


@dataclass(frozen=True, slots=True)
class HandView(TableView):
    """A seat's own view (``player_view(state, seat)``): the public table plus ``hand``, that
    seat's cards in the deck's canonical order."""

    hand: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {**TableView.to_json(self), "hand": list(self.hand)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HandView:
        return HandView(**cls.fields_from_json(data), hand=items(need(data, "hand"), "hand", keep))

    @classmethod
    def of(cls, table: TableView, hand: tuple[str, ...]) -> HandView:
        """``table`` with ``hand``: a seat's own view."""
        return cls(**{f.name: getattr(table, f.name) for f in fields(TableView)}, hand=hand)

    def public(self) -> TableView:
        """The same table without the hand."""
        return TableView(**{f.name: getattr(self, f.name) for f in fields(TableView)})


def public_view(key: str, state: CartesState) -> TableView:
    n = state.seats
    tallies = game_tallies(state)
    outcome = None
    if state.over:
        result, tiebreak = outcome_of(state, state.results[-1][1])
        outcome = RankedOutcome(result.winners, result.reason, result.scores, tiebreak)
    return TableView(
        game=key,
        seats=n,
        manche=state.manche,
        manches=state.manches,
        dealer=state.dealer,
        dealer_draw=tuple(tuple((seat, card) for seat, card in rnd) for rnd in state.dealer_draw),
        token=state.token,
        leader=state.leader,
        direction="clockwise" if state.direction == 1 else "counterclockwise",
        to_move=None if state.over else actor(state),
        pending="discard" if state.pending and not state.over else None,
        follow=state.follow,
        signals=tuple(
            Signal(number, SIGNAL_KIND[number], state.covered[number - 1] or None) for number in range(1, SIGNALS + 1)
        ),
        talon_size=len(state.talon),
        centre_agents=state.centre,
        supply=Supply(*state.supply),
        players=tuple(
            PlayerView(
                seat=seat,
                hand_count=sum(state.hands[seat]),
                exposed=tuple(CARDS[card] for card in state.exposed[seat]),
                tickets=tuple(CARDS[card] for card in state.tickets[seat]),
                licences=tuple(sorted(CARDS[lic] for lic in licences(state, seat))),
                penalties=state.penalties[seat],
                manche_score=manche_tally(state, seat)[0],
                score=tallies[seat][0],
                pietons=tallies[seat][1],
                point_cards=tallies[seat][2],
            )
            for seat in range(n)
        ),
        coup=tuple(CoupAction(seat, action, card, licence) for seat, action, card, licence in state.coup),
        last_roll=None if state.last_roll is None else Roll(*state.last_roll),
        log=tuple(LogEvent.of(entry) for entry in state.log),
        manche_results=tuple(
            MancheResult(manche, reason, tuple(scores)) for manche, reason, scores in state.results
        ),
        outcome=outcome,
    )


def player_view(key: str, state: CartesState, seat: int | None) -> TableView:
    """The public table; with a seat, a :class:`HandView`: plus that seat's cards in canonical order."""
    view = public_view(key, state)
    if seat is None:
        return view
    return HandView.of(view, tuple(hand_list(state.hands[seat])))
