"""The card game's side of the Monte Carlo search: a sampled world to play in, and its play-outs.

A :class:`PlayoutTable` wraps the engine's mutable working copy (no freezing between moves).
Play-outs follow the greedy rule of a plain human player (roll while a licence is missing, lead
the signal of the best card, lay the card worth most, an Agent rather than a penalty), with a
little randomness, to the end of the game. The table is then scored for every seat: a share of
the victory on the game's own ranking, plus a smooth term for its margin over the best other
score. With six seats a plain win/lose reward is too sparse (most play-outs are lost whatever
the move); the margin tells a near miss from a rout.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from engines.cards.macadam_cartes.deck import ADMITS, AGENT, INDEX, POINTS, SIGNAL_KINDS
from engines.cards.macadam_cartes.rules import ROLL, actor, legal_moves, may_expose
from engines.cards.macadam_cartes.scoring import game_tallies, rank
from engines.cards.macadam_cartes.state import CartesMove, CartesState
from engines.cards.macadam_cartes.steps import apply_move
from engines.cards.macadam_cartes.table import Table

#: actions played out after the tree at most (a manche has at most 16 coups of six seats; this
#: only bounds games of several manches).
PLAYOUT_ACTIONS = 600
#: how often a play-out move is drawn at random among the sensible ones instead of the greedy one.
EPSILON = 0.1
#: how much of the reward is the share of the victory; the rest is the margin term.
WIN_SHARE = 0.5
#: the margin (points over the best other seat) worth about three quarters of the margin term.
MARGIN_SCALE = 200.0
#: what a card in hand is worth keeping (its points; an Agent saves a penalty and lays a card).
_KEEP = tuple(POINTS[card] + (250 if card == AGENT else 0) for card in range(len(POINTS)))


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
            apply_move(table, policy(table, legal_moves(table), rng))
        return rewards(table)


def policy(table: Table, moves: Sequence[CartesMove], rng: random.Random) -> CartesMove:
    """The play-out move: the greedy one, or now and then any sensible one (never a needless pass)."""
    if len(moves) == 1:
        return moves[0]
    if rng.random() < EPSILON:
        sensible = [move for move in moves if move.verb not in ("pass", "draw")] or list(moves)
        return sensible[rng.randrange(len(sensible))]
    return greedy(table, moves)


def greedy(table: Table, moves: Sequence[CartesMove]) -> CartesMove:
    """A plain player's move among ``moves`` (the legal moves of ``table``)."""
    if moves[0].verb == "discard":
        return min(moves, key=lambda move: _KEEP[INDEX[move.named]])
    if ROLL in moves:
        return ROLL  # free: a chance at a missing licence
    best: CartesMove | None = None
    for verb in ("play", "agent"):
        for move in moves:
            if move.verb == verb and (best is None or POINTS[INDEX[move.named]] > POINTS[INDEX[best.named]]):
                best = move
        if best is not None:
            return best
    signals = [move for move in moves if move.verb == "signal"]
    if signals:
        return max(signals, key=lambda move: _lead_value(table, move.named))
    return next((move for move in moves if move.verb == "pass"), moves[-1])


def _lead_value(table: Table, kind: str) -> int:
    """The points of the best card the leader could lay on ``kind`` (-1: none), board order on ties."""
    seat = actor(table)
    hand = table.hands[seat]
    best = max((POINTS[card] for card in ADMITS[kind] if hand[card] and may_expose(table, seat, card)), default=-1)
    return 4 * best - SIGNAL_KINDS.index(kind)


def rewards(table: Table) -> list[float]:
    """Each seat's reward in [0, 1]: its share of the victory, plus a smooth term for its margin
    over the best other seat. The order of the rewards follows the game's ranking."""
    tallies = game_tallies(table)
    winners, _ = rank(tallies)
    scores = [tally[0] for tally in tallies]
    result = []
    for seat in range(table.seats):
        best_other = max(score for other, score in enumerate(scores) if other != seat)
        margin = math.tanh((scores[seat] - best_other) / MARGIN_SCALE)
        share = 1 / len(winners) if seat in winners else 0.0
        result.append(WIN_SHARE * share + (1 - WIN_SHARE) * (1 + margin) / 2)
    return result
