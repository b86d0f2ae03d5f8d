"""A Monte Carlo tree search rival for Macadam, Mak-Yek and Apit-Sodok (benchmarks only).

The computer players search these games by alpha-beta; the issue asks for MCTS wherever it would
play better. This rival is plain UCT: the card game's ISMCTS (``engines.ai.ismcts``) with perfect
information, where the sampled world is the position itself. Each iteration walks the tree, then
plays out ``PLAYOUT_PLIES`` plies (the biggest capture when there is one, else a random move, as
heavy play-outs do) and scores the end with the alpha-beta's own evaluation squashed to [0, 1]
(a play-out that ends the game scores 1, 0 or one half). ``bench_ai.py --parts mcts`` plays it
against the alpha-beta levels at about the same processor time per move.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from engines.ai.problems import problem_of
from engines.ai.ismcts import choose_hidden
from engines.ai.levels import Level

#: plies played out after the tree before the evaluation scores the position.
PLAYOUT_PLIES = 12
#: evaluation units (a man is 100) that move the reward from one half to about three quarters.
SCALE = 100.0


class PositionWorld:
    """One iteration's copy of the position, played along in place (``engines.ai.ismcts.World``).
    Positions of these games carry the side to move at index 2."""

    def __init__(self, problem: Any, pos: Any) -> None:
        self.problem, self.pos = problem, pos
        self._moves: Sequence[Any] | None = None
        self._end: int | None = None

    def _look(self) -> Sequence[Any]:
        if self._moves is None:
            self._moves = self.problem.moves(self.pos)
            self._end = self.problem.end_score(self.pos, self._moves)
        return self._moves

    @property
    def over(self) -> bool:
        self._look()
        return self._end is not None

    def legal_moves(self) -> Sequence[Any]:
        return self._look()

    def actor(self) -> int:
        return int(self.pos[2])

    def play(self, move: Any) -> None:
        self.pos, self._moves, self._end = self.problem.play(self.pos, move), None, None

    def rollout(self, rng: random.Random) -> list[float]:
        problem = self.problem
        for _ in range(PLAYOUT_PLIES):
            moves = self._look()
            if self._end is not None:
                break
            captures = [move for move in moves if problem.is_capture(self.pos, move)]
            if captures:
                move = max(captures, key=_taken)
            else:
                move = moves[rng.randrange(len(moves))]
            self.play(move)
        self._look()
        side = self.actor()
        if self._end is not None:
            mover_reward = 1.0 if self._end > 0 else 0.0 if self._end < 0 else 0.5
        else:
            mover_reward = 1 / (1 + math.exp(-problem.evaluate(self.pos) / SCALE))
        return [mover_reward, 1 - mover_reward] if side == 0 else [1 - mover_reward, mover_reward]


def _taken(move: Any) -> int:
    """How many men a capture takes (a Mak-Yek raw move ends with the mask of the men taken)."""
    return int(move[-1]).bit_count()


def choose_by_mcts(game: Any, state: Any, iterations: int, seed: int) -> Any:
    """The rival's move in ``state`` after ``iterations`` UCT iterations."""
    problem = problem_of(game)
    moves = problem.root_moves(game.legal_moves(state))
    raws = [problem.raw_of(move) for move in moves]
    pos = problem.position(state)
    budget = Level(0, nodes=0, depth=0, quiescence=False, noise=0, playouts=iterations)
    raw = choose_hidden(lambda _view, _seat, _rng: PositionWorld(problem, pos), None, int(pos[2]), budget,
                        random.Random(seed), None)
    return moves[raws.index(raw)]
