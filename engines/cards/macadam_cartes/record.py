"""The record of a card table: what was public, in order, and the deal only when it may be shown.

A tag-pair header as the board games write it (``Event``, ``Site``, ``Date``, ``Round``, one
``SeatN`` tag per seat with ``SeatNPlace`` and ``SeatNScore`` once the match is over, ``Result``
naming the winning seats), then each manche's
public events as the table saw them (signals, exposed cards, rolls, plays, penalties; a draw or
a discard never shows its card) and its scores. The events come from the public view
(``player_view(state, None)``) after each move, so a record holds nothing a spectator did not see.
With ``reveal`` (the table agreed to it at the start) a finished match adds every manche's deal:
the hands and the talon as they were dealt.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Protocol

from engines.cards.macadam_cartes.deck import CARDS
from engines.cards.macadam_cartes.state import CartesMove, CartesState
from engines.cards.macadam_cartes.views import LogEvent, TableView
from engines.errors import MoveError
from engines.outcome import Outcome
from engines.records import UNKNOWN, header_lines

ROSTER = ("Event", "Site", "Date", "Round")


class CardTable(Protocol):
    """What the record asks of the card game (``MacadamCartesGame`` hands itself over)."""

    def to_move(self, state: CartesState) -> int | None: ...

    def apply(self, state: CartesState, seat: int, move: CartesMove) -> CartesState: ...

    def outcome(self, state: CartesState) -> Outcome | None: ...

    def public_move_text(self, state: CartesState, move: CartesMove) -> str: ...

    def player_view(self, state: CartesState, seat: int | None) -> TableView: ...


def write_record(
    game: CardTable,
    start: CartesState,
    moves: Sequence[CartesMove],
    tags: Mapping[str, str] | None = None,
    *,
    reveal: bool = False,
) -> str:
    """The public record of the table that began at ``start`` and played ``moves``; with
    ``reveal``, and only once the match is over, each manche's deal as well."""
    state, body, deals = start, [], [_deal(start)]
    shown = _heading(game.player_view(start, None))
    body.extend(shown)
    seen = len(game.player_view(start, None).log)
    manche = start.manche
    for move in moves:
        seat = game.to_move(state)
        if seat is None:
            raise MoveError("game_over", "a move after the end of the game")
        text = game.public_move_text(state, move)
        state = game.apply(state, seat, move)
        view = game.player_view(state, None)
        if view.manche != manche:  # the move ended a manche: its last events went with the old log
            body.append(f"seat {seat + 1}: {text}")
            body.extend(_manche_ends(view))
            body.extend(_heading(view))
            deals.append(_deal(state))
            manche, seen = view.manche, 0
        body.extend(_event(event) for event in view.log[seen:])
        seen = len(view.log)
    outcome = game.outcome(state)
    if outcome is not None:
        body.extend(_manche_ends(game.player_view(state, None)))
        if reveal:
            body.extend(_revealed(deals))
    header = {**UNKNOWN_ROSTER, **{f"Seat{n + 1}": "?" for n in range(start.seats)}, **result_tags(outcome, start.seats)}
    if outcome is not None:
        header["Termination"] = outcome.reason
    header.update({name: str(value) for name, value in (tags or {}).items()})
    return header_lines(header, _roster(start.seats)) + "\n\n" + "\n".join(body) + "\n"


UNKNOWN_ROSTER = {name: UNKNOWN[name] for name in ROSTER}


def _roster(seats: int) -> tuple[str, ...]:
    """The header's order: the roster, each seat's name with its place and score, the result."""
    per_seat = (f"Seat{n + 1}{what}" for n in range(seats) for what in ("", "Place", "Score"))
    return (*ROSTER, *per_seat, "Result")


def result_tags(outcome: Outcome | None, seats: int) -> dict[str, str]:
    """``Result`` names the winning seats ("2", "1 3" when shared, "-" for nobody, "*" while
    unfinished); ``SeatNPlace`` and ``SeatNScore`` give each seat's place (winners first, the
    others by score, equal scores sharing a place) and score."""
    if outcome is None:
        return {"Result": "*"}
    tags = {"Result": " ".join(str(seat + 1) for seat in outcome.winners) or "-"}
    scores = list(outcome.scores or ())
    if len(scores) != seats:
        scores = []
    key = [(seat not in outcome.winners, -scores[seat] if scores else 0) for seat in range(seats)]
    for seat in range(seats):
        tags[f"Seat{seat + 1}Place"] = str(1 + sum(other < key[seat] for other in key))
        if scores:
            tags[f"Seat{seat + 1}Score"] = str(scores[seat])
    return tags


def _heading(view: TableView) -> list[str]:
    return [f"Manche {view.manche} of {view.manches}, dealer seat {view.dealer + 1}"]


def _manche_ends(view: TableView) -> Iterator[str]:
    if view.manche_results:
        done = view.manche_results[-1]
        yield f"Manche {done.manche} ends ({done.reason}): " + " ".join(str(s) for s in done.scores)


def _event(event: LogEvent) -> str:
    who = f"seat {event.seat + 1}: " if event.seat is not None else ""
    details = " ".join(f"{name}={getattr(event, name)}" for name in event.details if getattr(event, name) is not None)
    return f"{who}{event.event}" + (f" {details}" if details else "")


def _deal(state: CartesState) -> tuple[int, tuple[tuple[str, ...], ...], tuple[str, ...]]:
    hands = tuple(tuple(CARDS[card] for card, count in enumerate(hand) for _ in range(count)) for hand in state.hands)
    return state.manche, hands, tuple(CARDS[card] for card in state.talon)


def _revealed(deals: Sequence[tuple[int, tuple[tuple[str, ...], ...], tuple[str, ...]]]) -> Iterator[str]:
    yield ""
    yield "Deals (revealed at the end, as the table agreed)"
    for manche, hands, talon in deals:
        for seat, hand in enumerate(hands):
            yield f"Manche {manche}, seat {seat + 1}: " + " ".join(hand)
        yield f"Manche {manche}, talon: " + " ".join(talon)
