"""The Mak-Yek and Apit-Sodok searcher, on the engine's own bitboard move generator.

Positions are ``(own, enemy, side, lead, quiet, limit)``: the men of the side to move, the other
side's men, the seat to move, the side to move's lead in captures (every end is decided by the
counts), the plies since the last capture and the game's ``no_capture_plies`` (its end).
The evaluation weighs that lead, the cells where a man landing would take something (threats),
and men kept off the edges, where they can be closed in. Captures are not compulsory: the
quiescence search may stand pat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType
from typing import TYPE_CHECKING

from engines.ai.levels import LEVELS, Level
from engines.ai.search import WIN
from engines.makyek.board import BIT, INDEX
from engines.makyek.game import MakYekGame
from engines.makyek.movegen import MoveGenerator, RawMove
from engines.makyek.state import MakYekMove, MakYekState

if TYPE_CHECKING:
    from engines.ai.fast.makyek_search import MakYekKernel, MakYekSearcher

Position = tuple[int, int, int, int, int, int]

MAN = 100
THREAT = 6
LEVEL_8_NODES = 600_000
#: the 36 inner cells: a man there cannot be pressed against an edge.
_INNER = sum(BIT[f * 8 + r] for f in range(1, 7) for r in range(1, 7))


class MakYekProblem:
    forced_captures = False
    # No late-move reductions: at level 8 they (with 65,000 nodes) drew 4 Mak-Yek games of 4 and scored
    # 37.5 % in 4 Apit-Sodok games against the old level 8 (benchmarks/results/generic_search.txt).
    #: about 50 moves a side: with the common budgets levels 3 to 5 all stopped at depth 1 or 2
    #: (the ladder measured 51 % between 3 and 4); these give 4 depth 2, 5 depth 2-3, 6 depth 3.
    #: Level 8 searches on the compiled kernel's speed (about 13 times the Python searcher's, the
    #: same moves at the same budget): a budget that takes it about as long as before.
    levels: Mapping[int, Level] = MappingProxyType(
        {number: replace(LEVELS[number], nodes=nodes)
         for number, nodes in ((4, 2_500), (5, 5_000), (6, 12_000), (8, LEVEL_8_NODES))})

    def __init__(self, game: MakYekGame) -> None:
        self.generator: MoveGenerator = game.generator
        self.hot = self.generator.rule.hot
        self.rules = game.rules
        self._kernel: MakYekKernel | None = None

    def searcher(self, level: Level, rng: random.Random, stop: Callable[[], bool] | None = None) -> MakYekSearcher:
        """The compiled searcher (``engines.ai.fast.makyek_search``): the Python searcher's moves
        over this problem, node for node, faster."""
        # Imported here: only a process that searches loads numba and the kernels.
        from engines.ai.fast.makyek_search import MakYekKernel, MakYekSearcher

        if self._kernel is None:
            self._kernel = MakYekKernel(self.rules)
        return MakYekSearcher(self._kernel, level, rng, stop)

    def position(self, state: MakYekState) -> Position:
        side = state.side
        lead = state.captures[side] - state.captures[1 - side]
        return state.men[side], state.men[1 - side], side, lead, state.quiet_plies, state.limit

    @staticmethod
    def raw_of(move: MakYekMove) -> RawMove:
        captured = 0
        for label in move.captured:
            captured |= BIT[INDEX[label]]
        return INDEX[move.path[0]], INDEX[move.path[-1]], captured

    @staticmethod
    def root_moves(moves: Sequence[MakYekMove]) -> list[MakYekMove]:
        return list(moves)

    def moves(self, pos: Position) -> Sequence[RawMove]:
        return self.generator.moves(pos[0], pos[1])

    def leaf_moves(self, pos: Position) -> Sequence[RawMove]:
        """The captures, or when there is none one move (whether the side can move at all)."""
        own, enemy = pos[0], pos[1]
        captures = self.generator.captures(own, enemy)
        if captures:
            return captures
        move = self.generator.some_move(own, enemy)
        return [] if move is None else [move]

    def play(self, pos: Position, move: RawMove) -> Position:
        own, enemy, side, lead, quiet, limit = pos
        start, end, captured = move
        return (enemy & ~captured, own ^ BIT[start] ^ BIT[end], 1 - side, -(lead + captured.bit_count()),
                0 if captured else quiet + 1, limit)

    def end_score(self, pos: Position, moves: Sequence[RawMove]) -> int | None:
        own, enemy, _, lead, quiet, limit = pos
        if own and moves and not (own.bit_count() <= 1 and enemy.bit_count() <= 1) and quiet < limit:
            return None
        return WIN if lead > 0 else -WIN if lead < 0 else 0

    def key(self, pos: Position) -> int:
        return hash(pos)

    def is_capture(self, pos: Position, move: RawMove) -> bool:
        return move[2] != 0

    def move_key(self, move: RawMove) -> RawMove:
        return move

    def material(self, pos: Position, seat: int) -> int:
        """``seat``'s lead in captures, a man being ``MAN``: what a puzzle's line must win."""
        lead = MAN * pos[3]
        return lead if pos[2] == seat else -lead

    def evaluate(self, pos: Position) -> int:
        own, enemy, _, lead = pos[:4]
        empty = ~(own | enemy)
        threats = (self.hot(own, enemy) & empty).bit_count() - (self.hot(enemy, own) & empty).bit_count()
        inner = (own & _INNER).bit_count() - (enemy & _INNER).bit_count()
        return MAN * lead + THREAT * threats + 2 * inner
