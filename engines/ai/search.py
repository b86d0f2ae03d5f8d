"""One alpha-beta searcher for every perfect-information game of the table.

Iterative deepening over a principal-variation search (negamax), with a transposition table
keyed by the problem's Zobrist keys, move ordering (table move, killers, history), a
quiescence search at the horizon, and late-move reductions for the problems that ask for them. A :class:`Problem` tells it the game: moves, play, the end,
the evaluation; scores are always from the side to move's point of view.

Budgets are nodes and depth, never time, so a search repeats exactly; an optional ``stop``
callable (the caller's clock) may cut it short as well.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from engines.ai.levels import Level, own_level

P = TypeVar("P")
M = TypeVar("M")

INFINITY = 10**9
#: the score of a won position; a win in fewer plies scores higher.
WIN = 10**6
WON = WIN - 1_000

_EXACT, _LOWER, _UPPER = 0, 1, 2
#: moves searched in full at a node before late-move reductions start (table move, captures, killers).
_LATE = 4


class Problem(Protocol[P, M]):
    """A game as the searcher sees it. ``P`` is a position, ``M`` a move."""

    #: True when a capture, once possible, must be played (draughts): no standing pat then.
    forced_captures: bool
    #: level number -> this game's own row of the level table where the common one
    #: (``engines.ai.levels``) does not fit it (budgets, handicaps); see ``own_level``.
    levels: Mapping[int, Level]
    # Optional: ``reductions = True`` asks for late-move reductions (read with a default of
    # False, so that a problem without the attribute searches every move to full depth).

    def moves(self, pos: P) -> Sequence[M]: ...

    def leaf_moves(self, pos: P) -> Sequence[M]:
        """What a quiescence node needs of ``moves(pos)``: every capture, and at least one move
        when there is any (``end_score`` only asks whether there is one). ``moves(pos)`` will do;
        a game without captures can answer far cheaper."""
        ...

    def play(self, pos: P, move: M) -> P: ...

    def end_score(self, pos: P, moves: Sequence[M]) -> int | None:
        """None while the game goes on; else the score for the side to move (``-WIN`` lost,
        0 drawn); ``moves`` are ``moves(pos)``, already computed."""
        ...

    def evaluate(self, pos: P) -> int: ...

    def key(self, pos: P) -> int: ...

    def is_capture(self, pos: P, move: M) -> bool: ...

    def move_key(self, move: M) -> Hashable: ...


class _OutOfBudget(Exception):
    pass


@dataclass
class SearchResult(Generic[M]):
    move: M
    score: int
    depth: int
    nodes: int
    #: the root moves' scores at the last completed depth (noisy levels only): exact for those
    #: within the level's noise of the best, an upper bound below that for the others.
    root_scores: list[tuple[M, int]] = field(default_factory=list)


class Searcher(Generic[P, M]):
    def __init__(
        self,
        problem: Problem[P, M],
        level: Level,
        rng: random.Random,
        stop: Callable[[], bool] | None = None,
    ) -> None:
        self.problem = problem
        self.level = level
        #: late-move reductions, for the problems that ask for them (``reductions = True``):
        #: late quiet moves of a null-window node are first searched shallower.
        self.reductions: bool = getattr(problem, "reductions", False)
        self.rng = rng
        self.stop = stop
        self.nodes = 0
        self.table: dict[int, tuple[int, int, int, Hashable | None]] = {}
        self.killers: dict[int, list[Hashable]] = {}
        self.history: dict[Hashable, int] = {}
        self._limited = False

    # --- root ------------------------------------------------------------------------------
    def search(self, pos: P, root_moves: Sequence[M]) -> SearchResult[M]:
        """The best of ``root_moves`` (a subset of the legal moves) within the level's budget."""
        if len(root_moves) == 1:
            return SearchResult(root_moves[0], 0, 0, 0)
        best: SearchResult[M] | None = None
        for depth in range(1, self.level.depth + 1):
            self._limited = depth > 1  # the first iteration always completes
            try:
                result = self._root(pos, root_moves, depth, best)
            except _OutOfBudget:
                break
            best = result
            if abs(result.score) >= WON and not self.level.noise:
                break
        assert best is not None
        best.nodes = self.nodes
        if self.level.noise and best.root_scores:
            best.move = noisy_choice(best.root_scores, self.level.noise, self.rng)
        return best

    def _root(self, pos: P, moves: Sequence[M], depth: int, previous: SearchResult[M] | None) -> SearchResult[M]:
        problem = self.problem
        ordered = list(moves)
        if previous is not None:
            ordered.remove(previous.move)
            ordered.insert(0, previous.move)
        alpha = -INFINITY
        best_move, scores = ordered[0], []
        noise = self.level.noise
        for index, move in enumerate(ordered):
            child = problem.play(pos, move)
            if noise:
                # Only a move within ``noise`` of the best can be picked once the noise is added:
                # below that, knowing it fails low is enough (far fewer nodes than an exact score).
                floor = alpha - noise - 1 if index else -INFINITY
                score = -self._negamax(child, depth - 1, -INFINITY, -floor, 1)
            elif index == 0:
                score = -self._negamax(child, depth - 1, -INFINITY, -alpha, 1)
            else:
                score = -self._negamax(child, depth - 1, -alpha - 1, -alpha, 1)
                if score > alpha:
                    score = -self._negamax(child, depth - 1, -INFINITY, -alpha, 1)
            scores.append((move, score))
            if score > alpha:
                alpha, best_move = score, move
        return SearchResult(best_move, alpha, depth, self.nodes, scores if noise else [])

    # --- the tree --------------------------------------------------------------------------
    def _count(self) -> None:
        self.nodes += 1
        if self._limited and (
            self.nodes > self.level.nodes or (self.stop is not None and self.nodes & 255 == 0 and self.stop())
        ):
            raise _OutOfBudget

    def _negamax(self, pos: P, depth: int, alpha: int, beta: int, ply: int) -> int:
        if depth <= 0:
            return self._quiesce(pos, alpha, beta, ply, 8)
        self._count()
        problem = self.problem
        # A position in the table was searched, so it is not an end: probing before generating
        # the moves saves the generation whenever the entry settles the node.
        key = problem.key(pos)
        entry = self.table.get(key)
        table_move = None
        if entry is not None:
            entry_depth, flag, stored, table_move = entry
            if entry_depth >= depth:
                score = _from_table(stored, ply)
                if flag == _EXACT or (flag == _LOWER and score >= beta) or (flag == _UPPER and score <= alpha):
                    return score
        moves = problem.moves(pos)
        end = problem.end_score(pos, moves)
        if end is not None:
            return _at_ply(end, ply)
        original_alpha = alpha
        best_score, best_key = -INFINITY, None
        reduce = self.reductions and depth >= 3 and beta - alpha == 1
        for index, move in enumerate(self._ordered(pos, moves, table_move, ply)):
            child = problem.play(pos, move)
            if index == 0:
                score = -self._negamax(child, depth - 1, -beta, -alpha, ply + 1)
            else:
                score = alpha + 1
                if reduce and index >= _LATE and not problem.is_capture(pos, move):
                    # Late, quiet moves of a null-window node are first searched shallower
                    # (one ply less, two from the twelfth): only one that beats alpha there is searched in full.
                    cut = 1 if index < 12 or depth < 4 else 2
                    score = -self._negamax(child, depth - 1 - cut, -alpha - 1, -alpha, ply + 1)
                if score > alpha:
                    score = -self._negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1)
                if alpha < score < beta:
                    score = -self._negamax(child, depth - 1, -beta, -alpha, ply + 1)
            if score > best_score:
                best_score, best_key = score, problem.move_key(move)
            if score > alpha:
                alpha = score
            if alpha >= beta:
                if not problem.is_capture(pos, move):
                    self._remember_cutoff(best_key, depth, ply)
                break
        flag = _UPPER if best_score <= original_alpha else _LOWER if best_score >= beta else _EXACT
        self.table[key] = (depth, flag, _to_table(best_score, ply), best_key)
        return best_score

    def _quiesce(self, pos: P, alpha: int, beta: int, ply: int, left: int) -> int:
        self._count()
        problem = self.problem
        moves = problem.leaf_moves(pos)
        end = problem.end_score(pos, moves)
        if end is not None:
            return _at_ply(end, ply)
        captures = [move for move in moves if problem.is_capture(pos, move)] if self.level.quiescence else []
        forced = problem.forced_captures and bool(captures)
        if not forced:
            stand = problem.evaluate(pos)
            if not captures or left <= 0 or stand >= beta:
                return stand
            alpha = max(alpha, stand)
            best = stand
        else:
            if left <= 0:
                return problem.evaluate(pos)
            best = -INFINITY
        for move in captures:
            score = -self._quiesce(problem.play(pos, move), -beta, -alpha, ply + 1, left - 1)
            if score > best:
                best = score
            if score > alpha:
                alpha = score
            if alpha >= beta:
                break
        return best

    # --- ordering --------------------------------------------------------------------------
    def _ordered(self, pos: P, moves: Sequence[M], table_move: Hashable | None, ply: int) -> Iterator[M]:
        """The table move first, then the others sorted: lazily, so that a node the table move
        cuts off never sorts its moves."""
        problem, history = self.problem, self.history
        is_capture, move_key, seen = problem.is_capture, problem.move_key, history.get
        first = None
        if table_move is not None:
            for move in moves:
                if move_key(move) == table_move:
                    first = move
                    yield move
                    break
        killers = self.killers.get(ply, ())

        def rank(move: M) -> int:
            if is_capture(pos, move):
                return -(1 << 30)
            key = move_key(move)
            if key in killers:
                return -(1 << 20)
            return -seen(key, 0)

        yield from sorted((move for move in moves if move is not first), key=rank)

    def _remember_cutoff(self, key: Hashable, depth: int, ply: int) -> None:
        killers = self.killers.setdefault(ply, [])
        if key not in killers:
            killers.insert(0, key)
            del killers[2:]
        self.history[key] = self.history.get(key, 0) + depth * depth


class AnySearcher(Protocol):
    #: the nodes its searches visited so far.
    nodes: int

    def search(self, pos: Any, root_moves: Sequence[Any]) -> SearchResult[Any]: ...


def searcher_for(
    problem: Any, level: Level, rng: random.Random, stop: Callable[[], bool] | None = None
) -> AnySearcher:
    """The problem's own searcher when it brings one (``problem.searcher(level, rng, stop)``: the
    draughts games' compiled kernel), else :class:`Searcher` over the problem; at the game's own
    row of ``level`` (``problem.levels``: ``own_level``)."""
    level = own_level(level, problem.levels)
    factory = getattr(problem, "searcher", None)
    if factory is not None:
        return factory(level, rng, stop)  # type: ignore[no-any-return]
    return Searcher(problem, level, rng, stop)


def noisy_choice(scores: Sequence[tuple[M, int]], noise: int, rng: random.Random) -> M:
    """A noisy level's pick: each root score plus a seeded bonus in [0, noise], the best kept (a
    forced win or loss is never blurred)."""
    best_move, best_score = scores[0][0], -INFINITY
    for move, score in scores:
        if abs(score) < WON:
            score += rng.randint(0, noise)
        if score > best_score:
            best_move, best_score = move, score
    return best_move


def _at_ply(end: int, ply: int) -> int:
    """An end's score seen from the root: a win sooner, a loss later, is better."""
    return end + ply if end < 0 else end - ply if end > 0 else 0


def _to_table(score: int, ply: int) -> int:
    """Win scores are stored as distances from this node, not from the root."""
    return score + ply if score >= WON else score - ply if score <= -WON else score


def _from_table(score: int, ply: int) -> int:
    return score - ply if score >= WON else score + ply if score <= -WON else score
