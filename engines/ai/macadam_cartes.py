"""The card game's side of the Monte Carlo search: a sampled world to play in, and its play-outs.

A :class:`PlayoutTable` wraps the engine's mutable working copy (no freezing between moves).
Play-outs follow a light policy (lay the card worth most, avoid the penalty of a pass, roll when
a licence is missing) for a bounded number of actions, then score the table: a share of the
victory on the game's own ranking, plus a little for the points themselves.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engines.cards.macadam_cartes.deck import INDEX, POINTS
from engines.cards.macadam_cartes.rules import actor, legal_moves
from engines.cards.macadam_cartes.scoring import game_tallies, rank
from engines.cards.macadam_cartes.state import CartesMove, CartesState
from engines.cards.macadam_cartes.steps import apply_move
from engines.cards.macadam_cartes.table import Table

#: actions played out after the tree before the table is scored.
PLAYOUT_ACTIONS = 120
#: how much of a play-out's reward comes from the points rather than the ranking.
POINTS_SHARE = 0.3


class PlayoutTable:
    def __init__(self, state: CartesState) -> None:
        self.table = Table.thaw(state)

    @property
    def over(self) -> bool:
        return self.table.over

    def legal_moves(self) -> Sequence[CartesMove]:
        return legal_moves(self.table)

    def actor(self) -> int:
        return actor(self.table)

    def play(self, move: CartesMove) -> None:
        apply_move(self.table, move)

    def rollout(self, rng: random.Random) -> list[float]:
        table = self.table
        for _ in range(PLAYOUT_ACTIONS):
            if table.over:
                break
            apply_move(table, _policy(legal_moves(table), rng))
        return rewards(table)


def _policy(moves: Sequence[CartesMove], rng: random.Random) -> CartesMove:
    if len(moves) == 1:
        return moves[0]
    laying = [move for move in moves if move.verb in ("play", "agent")]
    if laying:
        if rng.random() < 0.5:
            return laying[rng.randrange(len(laying))]
        return max(laying, key=lambda move: POINTS[INDEX[move.named]])
    others = [move for move in moves if move.verb != "pass"] or list(moves)
    return others[rng.randrange(len(others))]


def rewards(table: Table) -> list[float]:
    """Each seat's reward in [0, 1]: its share of the victory, plus a little for its points."""
    tallies = game_tallies(table)
    winners, _ = rank(tallies)
    scores = [tally[0] for tally in tallies]
    low, high = min(scores), max(scores)
    spread = (high - low) or 1
    return [
        (1 - POINTS_SHARE) * (1 / len(winners) if seat in winners else 0.0)
        + POINTS_SHARE * (scores[seat] - low) / spread
        for seat in range(table.seats)
    ]
