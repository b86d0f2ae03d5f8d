"""Information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012) for hidden cards.

Single-observer ISMCTS: one tree over the moves as the searching seat experiences them. Each
iteration samples a full state that fits the seat's view (the game's ``determinize``), walks the
tree choosing by UCB among the children available in that sample (each child counts how often it
was available), adds one node, plays the rest out with the game's policy, and credits every node
with the reward of the seat that chose it. The real state is never read: only
``player_view(state, seat)`` reaches this module.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from engines.ai.levels import Level


class World(Protocol):
    """One sampled state, played along in place: the game's side of the search."""

    @property
    def over(self) -> bool: ...

    def legal_moves(self) -> Sequence[Any]: ...

    def actor(self) -> int: ...

    def play(self, move: Any) -> None: ...

    def rollout(self, rng: random.Random) -> list[float]:
        """Play on, then each seat's reward in [0, 1]."""
        ...


#: (the seat's view, the seat, the sampling generator) -> a world that fits the view.
Sampler = Callable[[Any, int, random.Random], World]


class _Node:
    __slots__ = ("move", "seat", "parent", "children", "visits", "reward", "available")

    def __init__(self, move: Any, seat: int | None, parent: _Node | None) -> None:
        self.move = move
        self.seat = seat
        self.parent = parent
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 1


#: the exploration constant of UCB1 (rewards lie in [0, 1]).
EXPLORATION = 0.7


def choose_hidden(
    sample: Sampler, view: Any, seat: int, level: Level, rng: random.Random,
    stop: Callable[[], bool] | None,
) -> Any:
    """The most visited root move after the level's iterations (or fewer, if ``stop`` says so);
    a forced move at once."""
    root = _Node(None, None, None)
    for iteration in range(level.playouts):
        if stop is not None and iteration >= 8 and stop():
            break
        table = sample(view, seat, rng)
        if iteration == 0:
            moves = table.legal_moves()  # the seat's own: the same in every sample
            if len(moves) == 1:
                return moves[0]
        leaf: _Node | None = _descend(root, table, rng)
        rewards = table.rollout(rng)
        while leaf is not None:
            leaf.visits += 1
            if leaf.seat is not None:
                leaf.reward += rewards[leaf.seat]
            leaf = leaf.parent
    best = max(root.children.values(), key=lambda child: (child.visits, child.reward))
    return best.move


def _descend(root: _Node, table: World, rng: random.Random) -> _Node:
    """Selection and expansion in one sampled world; ``table`` is played along the way."""
    node = root
    while not table.over:
        moves: Sequence[Any] = table.legal_moves()
        actor = table.actor()
        children = node.children
        untried = [move for move in moves if move not in children]
        for move in moves:
            child = children.get(move)
            if child is not None:
                child.available += 1
        if untried:
            move = untried[rng.randrange(len(untried))]
            child = children[move] = _Node(move, actor, node)
            table.play(move)
            return child
        node = max((children[move] for move in moves), key=_ucb)
        table.play(node.move)
    return node


def _ucb(child: _Node) -> float:
    return child.reward / child.visits + EXPLORATION * math.sqrt(math.log(child.available) / child.visits)
