"""A mutable working copy of a state: ``apply`` thaws, runs the rules steps, freezes."""

from __future__ import annotations

from dataclasses import dataclass

from engines.cards.macadam_cartes.rng import Gen
from engines.cards.macadam_cartes.state import CartesState, CoupEntry, LogEntry


@dataclass(slots=True, eq=False)
class Table:
    """The fields of :class:`CartesState` (see there), with lists where the rules change things."""

    seats: int
    manches: int
    manche: int
    dealer: int
    dealer_draw: tuple[tuple[tuple[int, str], ...], ...]
    hands: list[list[int]]
    talon: list[int]
    exposed: list[list[int]]
    tickets: list[list[int]]
    supply: list[int]
    penalties: list[int]
    centre: int
    covered: list[int]
    token: int
    leader: int
    direction: int
    pos: int
    signal: int
    follow: str | None
    rolled: bool
    drawn: bool
    exposed_op: bool
    pending: bool
    coup: list[CoupEntry]
    last_roll: tuple[int, int, str | None] | None
    log: list[LogEntry]
    results: tuple[tuple[int, str, tuple[int, ...]], ...]
    past: tuple[tuple[int, int, int, int], ...]
    dice: list[int]
    rng: Gen
    over: bool = False

    @classmethod
    def thaw(cls, state: CartesState) -> Table:
        return cls(
            seats=state.seats,
            manches=state.manches,
            manche=state.manche,
            dealer=state.dealer,
            dealer_draw=state.dealer_draw,
            hands=[list(hand) for hand in state.hands],
            talon=list(state.talon),
            exposed=[list(cards) for cards in state.exposed],
            tickets=[list(cards) for cards in state.tickets],
            supply=list(state.supply),
            penalties=list(state.penalties),
            centre=state.centre,
            covered=list(state.covered),
            token=state.token,
            leader=state.leader,
            direction=state.direction,
            pos=state.pos,
            signal=state.signal,
            follow=state.follow,
            rolled=state.rolled,
            drawn=state.drawn,
            exposed_op=state.exposed_op,
            pending=state.pending,
            coup=list(state.coup),
            last_roll=state.last_roll,
            log=list(state.log),
            results=state.results,
            past=state.past,
            dice=list(state.dice),
            rng=state.rng,
            over=state.over,
        )

    def freeze(self) -> CartesState:
        return CartesState(
            seats=self.seats,
            manches=self.manches,
            manche=self.manche,
            dealer=self.dealer,
            dealer_draw=tuple(self.dealer_draw),
            hands=tuple(tuple(hand) for hand in self.hands),
            talon=tuple(self.talon),
            exposed=tuple(tuple(cards) for cards in self.exposed),
            tickets=tuple(tuple(cards) for cards in self.tickets),
            supply=(self.supply[0], self.supply[1]),
            penalties=tuple(self.penalties),
            centre=self.centre,
            covered=tuple(self.covered),
            token=self.token,
            leader=self.leader,
            direction=self.direction,
            pos=self.pos,
            signal=self.signal,
            follow=self.follow,
            rolled=self.rolled,
            drawn=self.drawn,
            exposed_op=self.exposed_op,
            pending=self.pending,
            coup=tuple(self.coup),
            last_roll=self.last_roll,
            log=tuple(self.log),
            results=tuple(self.results),
            past=tuple(self.past),
            dice=tuple(self.dice),
            rng=self.rng,
            over=self.over,
        )


#: what the rules read: a frozen state or its working copy, alike by attribute and index.
StateLike = CartesState | Table
