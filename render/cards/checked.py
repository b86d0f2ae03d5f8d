"""Checking ``macadam-cartes`` player views for drawing: the public table (:func:`parse_table`,
which never reads a hand) and a seat's own hand (:func:`hand_cards`), with clear ValueErrors
for data the renderers cannot draw.

The views are the engine's typed :class:`~engines.cards.macadam_cartes.views.TableView` and
:class:`~engines.cards.macadam_cartes.views.HandView` (a mapping of their JSON form is read with
``from_json`` first). Card ids, signal kinds and the box's counts are the engine's
(:mod:`engines.cards.macadam_cartes.deck`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engines.cards.macadam_cartes import deck, persist, scoring
from engines.cards.macadam_cartes.views import CoupAction, HandView, PlayerView, RankedOutcome, Roll, TableView

GAME = "macadam-cartes"
SIGNALS = deck.SIGNALS
#: The board's fixed table: signal number -> kind.
SIGNAL_TABLE: tuple[str, ...] = deck.SIGNAL_KIND[1:]
#: What a seat did in the coup: "play", "agent", "pass", "interrupted".
ACTIONS: tuple[str, ...] = persist.ACTIONS
#: Why a manche ended: "all-signals", "hand-emptied".
REASONS: tuple[str, ...] = persist.REASONS
#: What decided the winner: the engine's criteria in order, or a shared victory.
TIEBREAKS: tuple[str, ...] = (*scoring.TIEBREAKS, "shared")
#: The licences a player may hold: "ASS", "AP".
LICENCES: tuple[str, ...] = persist.LICENCE_IDS


# --- reading the view -------------------------------------------------------------------------
def _int(value: Any, what: str, low: int | None = None, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{what} must be an integer, not {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        bounds = f"{low}..{high}" if high is not None else f">= {low}"
        raise ValueError(f"{what} is {value}; expected {bounds}")
    return value


def card_id(value: Any, what: str) -> str:
    """The canonical id of a card named ``value`` (case-insensitive); ValueError otherwise."""
    card = deck.BY_LOWER.get(value.lower()) if isinstance(value, str) else None
    if card is None:
        raise ValueError(f"unknown card {value!r} in {what}; cards are {', '.join(deck.CARDS)}")
    return deck.CARDS[card]


def _seat(value: Any, what: str, seats: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < seats:
        raise ValueError(f"{what} {value!r} is not a seat (0..{seats - 1})")
    return value


def _licence(value: Any, what: str) -> str:
    if value not in LICENCES:
        raise ValueError(f"{what} {value!r} is not a licence ({' or '.join(map(repr, LICENCES))})")
    return str(value)


def groups(exposed: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """Exposed cards as (card, count) in the deck's canonical order."""
    return tuple((card, exposed.count(card)) for card in deck.CARDS if card in exposed)


@dataclass(frozen=True)
class CheckedTable:
    """Everything the table image shows, checked from a public view: card ids canonical, each
    player's licences sorted, the signals as their kinds and tokens."""

    players: tuple[PlayerView, ...]
    kinds: tuple[str, ...]  # kind of signal 1..16
    tokens: tuple[int | None, ...]  # token on signal 1..16
    token: int
    dealer: int
    leader: int | None  # None only once the game is over
    clockwise: bool
    to_move: int | None
    pending: str | None
    follow: str | None
    talon: int
    centre: int
    supply: tuple[int, int]  # ASS, AP
    coup: tuple[CoupAction, ...]
    roll: Roll | None
    manche: int
    manches: int
    outcome: RankedOutcome | None

    @property
    def seats(self) -> int:
        return len(self.players)


def _follow(value: Any) -> str | None:
    if value is None:
        return None
    if value == "vehicle":
        return "vehicle"
    if isinstance(value, str) and value.startswith("signal:"):
        kind = value[len("signal:"):]
        if kind not in deck.SIGNAL_KINDS:
            raise ValueError(f"follow {value!r} names no signal; kinds are {', '.join(deck.SIGNAL_KINDS)}")
        return value
    return card_id(value, "follow")


def _player(data: PlayerView, index: int, seats: int) -> PlayerView:
    where = f"players[{index}]"
    if data.seat != index:
        raise ValueError(f"{where} is seat {data.seat!r}; players must be listed in seat order 0..{seats - 1}")
    return replace(
        data,
        hand_count=_int(data.hand_count, f"{where}.hand_count", 0, deck.DECK_SIZE),
        exposed=tuple(card_id(c, f"{where}.exposed") for c in data.exposed),
        tickets=tuple(_licence(t, f"{where}.tickets") for t in data.tickets),
        licences=tuple(sorted({_licence(t, f"{where}.licences") for t in data.licences})),
        penalties=_int(data.penalties, f"{where}.penalties", 0),
        manche_score=_int(data.manche_score, f"{where}.manche_score"),
        score=_int(data.score, f"{where}.score"),
    )


def _signals(view: TableView) -> tuple[tuple[str, ...], tuple[int | None, ...]]:
    if len(view.signals) != SIGNALS:
        raise ValueError(f"the board has {SIGNALS} signals, the view lists {len(view.signals)}")
    kinds: list[str | None] = [None] * SIGNALS
    tokens: list[int | None] = [None] * SIGNALS
    seen: set[int] = set()
    for signal in view.signals:
        number = _int(signal.number, "signal number", 1, SIGNALS)
        if number in seen:
            raise ValueError(f"signal {number} is listed twice")
        seen.add(number)
        if signal.kind not in deck.SIGNAL_KINDS:
            kinds_ = ", ".join(deck.SIGNAL_KINDS)
            raise ValueError(f"signal {number} has unknown kind {signal.kind!r}; kinds are {kinds_}")
        kinds[number - 1] = signal.kind
        tok = signal.token
        tokens[number - 1] = None if tok is None else _int(tok, f"token on signal {number}", 1, SIGNALS)
    placed = [t for t in tokens if t is not None]
    if len(placed) != len(set(placed)):
        raise ValueError(f"a token lies on two signals: {sorted(placed)}")
    return tuple(k for k in kinds if k is not None), tuple(tokens)


def _action(data: CoupAction, index: int, seats: int) -> CoupAction:
    where = f"coup[{index}]"
    if data.action not in ACTIONS:
        raise ValueError(f"{where} has unknown action {data.action!r}; actions are {', '.join(ACTIONS)}")
    card = data.card
    if data.action in ("play", "agent") or card is not None:
        card = card_id(card, where)
    licence = None if data.licence is None else _licence(data.licence, f"{where}.licence")
    return CoupAction(_seat(data.seat, f"{where}.seat", seats), data.action, card, licence)


def _outcome(data: RankedOutcome | None, seats: int) -> RankedOutcome | None:
    if data is None:
        return None
    winners = tuple(_seat(w, "outcome winner", seats) for w in data.winners)
    if not winners:
        raise ValueError("outcome names no winner")
    if data.reason not in REASONS:
        raise ValueError(f"outcome reason {data.reason!r} is not one of {', '.join(REASONS)}")
    scores = tuple(_int(s, "outcome score") for s in data.scores or ())
    if len(scores) != seats:
        raise ValueError(f"outcome lists {len(scores)} scores for {seats} seats")
    tiebreak = data.tiebreak or "score"
    if tiebreak not in TIEBREAKS:
        raise ValueError(f"outcome tiebreak {tiebreak!r} is not one of {', '.join(TIEBREAKS)}")
    return RankedOutcome(winners, data.reason, scores, tiebreak)


def _roll(data: Roll | None, seats: int) -> Roll | None:
    if data is None:
        return None
    return Roll(
        _seat(data.seat, "last_roll.seat", seats),
        _int(data.value, "last_roll.value", 1, 6),
        None if data.gain is None else _licence(data.gain, "last_roll.gain"),
    )


def parse_table(view: TableView | Mapping[str, Any]) -> CheckedTable:
    """The checked content of a public ``macadam-cartes`` view (never reads a hand)."""
    if not isinstance(view, TableView):
        view = TableView.from_json(view)
    if view.game != GAME:
        raise ValueError(f"this renderer draws {GAME!r}, not {view.game!r}")
    seats = len(view.players)
    declared = view.seats
    if isinstance(declared, int) and not isinstance(declared, bool) and declared != seats:
        raise ValueError(f"the view has {declared} seats but lists {seats} players")
    if not 2 <= seats <= 6:
        raise ValueError(f"macadam-cartes is played by 2 to 6 players, the view lists {seats}")
    players = tuple(_player(p, i, seats) for i, p in enumerate(view.players))
    kinds, tokens = _signals(view)
    if view.direction not in ("clockwise", "counterclockwise"):
        raise ValueError(f"direction {view.direction!r} is neither 'clockwise' nor 'counterclockwise'")
    if view.pending not in (None, "discard"):
        raise ValueError(f"pending {view.pending!r} is neither null nor 'discard'")
    manches = 1 if view.manches is None else _int(view.manches, "manches", 1, 10)
    manche = 1 if view.manche is None else _int(view.manche, "manche", 1, manches)
    outcome = _outcome(view.outcome, seats)
    leader = view.leader
    supply = view.supply
    return CheckedTable(
        players=players,
        kinds=kinds,
        tokens=tokens,
        # once the game is over, the token may run one past the last and nobody leads
        token=_int(view.token, "token", 1, SIGNALS + (outcome is not None)),
        dealer=_seat(view.dealer, "dealer", seats),
        leader=None if leader is None and outcome is not None else _seat(leader, "leader", seats),
        clockwise=view.clockwise,
        to_move=None if view.to_move is None else _seat(view.to_move, "to_move", seats),
        pending=view.pending,
        follow=_follow(view.follow),
        talon=_int(view.talon_size, "talon_size", 0, deck.DECK_SIZE),
        centre=_int(view.centre_agents, "centre_agents", 0, deck.COUNTS[deck.AGENT]),
        supply=(_int(supply.ASS, "supply.ASS", 0, deck.TICKETS), _int(supply.AP, "supply.AP", 0, deck.TICKETS)),
        coup=tuple(_action(a, i, seats) for i, a in enumerate(view.coup)),
        roll=_roll(view.last_roll, seats),
        manche=manche,
        manches=manches,
        outcome=outcome,
    )


def hand_cards(view: HandView | TableView | Mapping[str, Any]) -> tuple[str, ...]:
    """The checked, canonically sorted cards of a seat's own view's ``hand``."""
    if not isinstance(view, TableView):
        if not isinstance(view, Mapping):
            raise ValueError(f"player view must be a mapping, not {type(view).__name__}")
        game = view.get("game", GAME)
        if game != GAME:
            raise ValueError(f"this renderer draws {GAME!r} hands, not {game!r}")
        if "hand" not in view:
            raise ValueError("this player view has no 'hand': only a seat's own view carries one")
        view = HandView.from_json(view)
    if view.game != GAME:
        raise ValueError(f"this renderer draws {GAME!r} hands, not {view.game!r}")
    if not isinstance(view, HandView):
        raise ValueError("this player view has no 'hand': only a seat's own view carries one")
    cards = [card_id(c, "hand") for c in view.hand]
    if len(cards) > deck.DECK_SIZE:
        raise ValueError(f"a hand of {len(cards)} cards is more than the deck")
    return tuple(sorted(cards, key=deck.CARDS.index))
