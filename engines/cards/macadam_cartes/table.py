"""A mutable working copy of a state: ``apply`` thaws, runs the rules steps, freezes."""

from __future__ import annotations

from engines.cards.macadam_cartes.state import STATE_FIELDS, CartesState


class Table:
    """The same fields as :class:`CartesState`, with lists where the rules change things."""

    __slots__ = STATE_FIELDS

    @classmethod
    def thaw(cls, state: CartesState) -> Table:
        table = cls.__new__(cls)
        for name in STATE_FIELDS:
            setattr(table, name, getattr(state, name))
        table.hands = [list(hand) for hand in state.hands]
        table.talon = list(state.talon)
        table.exposed = [list(cards) for cards in state.exposed]
        table.tickets = [list(cards) for cards in state.tickets]
        table.supply = list(state.supply)
        table.penalties = list(state.penalties)
        table.covered = list(state.covered)
        table.coup = list(state.coup)
        table.log = list(state.log)
        table.dice = list(state.dice)
        return table

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
