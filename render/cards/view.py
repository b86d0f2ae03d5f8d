"""Reading ``macadam-cartes`` player views: the public table (:func:`parse_table`, which never
reads ``hand``) and a seat's own hand (:func:`hand_cards`), with clear ValueErrors for bad data.

Card ids, signal kinds and the box's counts are the engine's (:mod:`engines.cards.macadam_cartes.deck`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engines.cards.macadam_cartes import deck, persist, scoring

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
def _get(mapping: Any, key: str, where: str) -> Any:
    if not isinstance(mapping, Mapping):
        raise ValueError(f"{where} must be a mapping, not {type(mapping).__name__}")
    try:
        return mapping[key]
    except KeyError:
        raise ValueError(f"{where} has no {key!r} field") from None


def _int(value: Any, what: str, low: int | None = None, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{what} must be an integer, not {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        bounds = f"{low}..{high}" if high is not None else f">= {low}"
        raise ValueError(f"{what} is {value}; expected {bounds}")
    return value


def _list(value: Any, what: str) -> list[Any]:
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Sequence):
        raise ValueError(f"{what} must be a list, not {value!r}")
    return list(value)


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


@dataclass(frozen=True)
class Player:
    seat: int
    hand_count: int
    exposed: tuple[str, ...]
    tickets: tuple[str, ...]
    licences: tuple[str, ...]
    penalties: int
    manche_score: int
    score: int

    def groups(self) -> tuple[tuple[str, int], ...]:
        """Exposed cards as (card, count) in the deck's canonical order."""
        return tuple((card, self.exposed.count(card)) for card in deck.CARDS if card in self.exposed)


@dataclass(frozen=True)
class Action:
    seat: int
    action: str
    card: str | None
    licence: str | None


@dataclass(frozen=True)
class Roll:
    seat: int
    value: int
    gain: str | None


@dataclass(frozen=True)
class Result:
    winners: tuple[int, ...]
    reason: str
    scores: tuple[int, ...]
    tiebreak: str


@dataclass(frozen=True)
class Table:
    """Everything the table image shows, read and checked from a public view."""

    players: tuple[Player, ...]
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
    coup: tuple[Action, ...]
    roll: Roll | None
    manche: int
    manches: int
    outcome: Result | None

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


def _player(data: Any, index: int, seats: int) -> Player:
    where = f"players[{index}]"
    seat = _get(data, "seat", where)
    if seat != index:
        raise ValueError(f"{where} is seat {seat!r}; players must be listed in seat order 0..{seats - 1}")
    exposed = tuple(card_id(c, f"{where}.exposed") for c in _list(_get(data, "exposed", where), f"{where}.exposed"))
    tickets = tuple(_licence(t, f"{where}.tickets") for t in _list(_get(data, "tickets", where), f"{where}.tickets"))
    licences = tuple(
        sorted({_licence(t, f"{where}.licences") for t in _list(_get(data, "licences", where), f"{where}.licences")})
    )
    return Player(
        seat=index,
        hand_count=_int(_get(data, "hand_count", where), f"{where}.hand_count", 0, deck.DECK_SIZE),
        exposed=exposed,
        tickets=tickets,
        licences=licences,
        penalties=_int(_get(data, "penalties", where), f"{where}.penalties", 0),
        manche_score=_int(_get(data, "manche_score", where), f"{where}.manche_score"),
        score=_int(_get(data, "score", where), f"{where}.score"),
    )


def _signals(value: Any) -> tuple[tuple[str, ...], tuple[int | None, ...]]:
    signals = _list(value, "signals")
    if len(signals) != SIGNALS:
        raise ValueError(f"the board has {SIGNALS} signals, the view lists {len(signals)}")
    kinds: list[str | None] = [None] * SIGNALS
    tokens: list[int | None] = [None] * SIGNALS
    seen: set[int] = set()
    for signal in signals:
        number = _int(_get(signal, "number", "a signal"), "signal number", 1, SIGNALS)
        if number in seen:
            raise ValueError(f"signal {number} is listed twice")
        seen.add(number)
        kind = _get(signal, "kind", f"signal {number}")
        if kind not in deck.SIGNAL_KINDS:
            raise ValueError(f"signal {number} has unknown kind {kind!r}; kinds are {', '.join(deck.SIGNAL_KINDS)}")
        tok = _get(signal, "token", f"signal {number}")
        kinds[number - 1] = kind
        tokens[number - 1] = None if tok is None else _int(tok, f"token on signal {number}", 1, SIGNALS)
    placed = [t for t in tokens if t is not None]
    if len(placed) != len(set(placed)):
        raise ValueError(f"a token lies on two signals: {sorted(placed)}")
    return tuple(k for k in kinds if k is not None), tuple(tokens)


def _action(data: Any, index: int, seats: int) -> Action:
    where = f"coup[{index}]"
    action = _get(data, "action", where)
    if action not in ACTIONS:
        raise ValueError(f"{where} has unknown action {action!r}; actions are {', '.join(ACTIONS)}")
    card = data.get("card")
    if action in ("play", "agent"):
        card = card_id(card, where)
    elif card is not None:
        card = card_id(card, where)
    licence = data.get("licence")
    if licence is not None:
        licence = _licence(licence, f"{where}.licence")
    return Action(_seat(_get(data, "seat", where), f"{where}.seat", seats), action, card, licence)


def _outcome(data: Any, seats: int) -> Result | None:
    if data is None:
        return None
    winners = tuple(_seat(w, "outcome winner", seats) for w in _list(_get(data, "winners", "outcome"), "winners"))
    if not winners:
        raise ValueError("outcome names no winner")
    reason = _get(data, "reason", "outcome")
    if reason not in REASONS:
        raise ValueError(f"outcome reason {reason!r} is not one of {', '.join(REASONS)}")
    scores = tuple(_int(s, "outcome score") for s in _list(_get(data, "scores", "outcome"), "outcome scores"))
    if len(scores) != seats:
        raise ValueError(f"outcome lists {len(scores)} scores for {seats} seats")
    tiebreak = data.get("tiebreak") or "score"
    if tiebreak not in TIEBREAKS:
        raise ValueError(f"outcome tiebreak {tiebreak!r} is not one of {', '.join(TIEBREAKS)}")
    return Result(winners, reason, scores, tiebreak)


def parse_table(view: Mapping[str, Any]) -> Table:
    """The checked content of a public ``macadam-cartes`` view (never reads ``hand``)."""
    game = _get(view, "game", "player view")
    if game != GAME:
        raise ValueError(f"this renderer draws {GAME!r}, not {game!r}")
    raw_players = _list(_get(view, "players", "player view"), "players")
    seats = len(raw_players)
    declared = view.get("seats")
    if isinstance(declared, int) and not isinstance(declared, bool) and declared != seats:
        raise ValueError(f"the view has {declared} seats but lists {seats} players")
    if not 2 <= seats <= 6:
        raise ValueError(f"macadam-cartes is played by 2 to 6 players, the view lists {seats}")
    players = tuple(_player(p, i, seats) for i, p in enumerate(raw_players))
    kinds, tokens = _signals(_get(view, "signals", "player view"))
    direction = _get(view, "direction", "player view")
    if direction not in ("clockwise", "counterclockwise"):
        raise ValueError(f"direction {direction!r} is neither 'clockwise' nor 'counterclockwise'")
    to_move = view.get("to_move")
    supply = _get(view, "supply", "player view")
    roll = view.get("last_roll")
    if roll is not None:
        gain = roll.get("gain") if isinstance(roll, Mapping) else None
        roll = Roll(
            _seat(_get(roll, "seat", "last_roll"), "last_roll.seat", seats),
            _int(_get(roll, "value", "last_roll"), "last_roll.value", 1, 6),
            None if gain is None else _licence(gain, "last_roll.gain"),
        )
    pending = view.get("pending")
    if pending not in (None, "discard"):
        raise ValueError(f"pending {pending!r} is neither null nor 'discard'")
    manches = view.get("manches", 1)
    manches = 1 if manches is None else _int(manches, "manches", 1, 10)
    manche = view.get("manche", 1)
    manche = 1 if manche is None else _int(manche, "manche", 1, manches)
    outcome = _outcome(view.get("outcome"), seats)
    leader = view.get("leader") if outcome is not None else _get(view, "leader", "player view")
    return Table(
        players=players,
        kinds=kinds,
        tokens=tokens,
        # once the game is over, the token may run one past the last and nobody leads
        token=_int(_get(view, "token", "player view"), "token", 1, SIGNALS + (outcome is not None)),
        dealer=_seat(_get(view, "dealer", "player view"), "dealer", seats),
        leader=None if leader is None and outcome is not None else _seat(leader, "leader", seats),
        clockwise=direction == "clockwise",
        to_move=None if to_move is None else _seat(to_move, "to_move", seats),
        pending=pending,
        follow=_follow(view.get("follow")),
        talon=_int(_get(view, "talon_size", "player view"), "talon_size", 0, deck.DECK_SIZE),
        centre=_int(_get(view, "centre_agents", "player view"), "centre_agents", 0, deck.COUNTS[deck.AGENT]),
        supply=(
            _int(_get(supply, "ASS", "supply"), "supply.ASS", 0, deck.TICKETS),
            _int(_get(supply, "AP", "supply"), "supply.AP", 0, deck.TICKETS),
        ),
        coup=tuple(_action(a, i, seats) for i, a in enumerate(_list(view.get("coup") or [], "coup"))),
        roll=roll,
        manche=manche,
        manches=manches,
        outcome=outcome,
    )


def hand_cards(view: Mapping[str, Any]) -> tuple[str, ...]:
    """The checked, canonically sorted cards of ``view["hand"]``."""
    if not isinstance(view, Mapping):
        raise ValueError(f"player view must be a mapping, not {type(view).__name__}")
    game = view.get("game", GAME)
    if game != GAME:
        raise ValueError(f"this renderer draws {GAME!r} hands, not {game!r}")
    if "hand" not in view:
        raise ValueError("this player view has no 'hand': only a seat's own view carries one")
    cards = [card_id(c, "hand") for c in _list(view["hand"], "hand")]
    if len(cards) > deck.DECK_SIZE:
        raise ValueError(f"a hand of {len(cards)} cards is more than the deck")
    return tuple(sorted(cards, key=deck.CARDS.index))

