"""The FROZEN BASELINE of issue 30, part 2 of 2: the Mak-Yek / Apit-Sodok and Macadam search
problems and the level table as they stood on 2026-11-27, with a ``choose`` that plays them through
benchmarks/old_searcher.py. Not part of the bot; never edit it to follow the engine.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from engines.bits import bits_of
from engines.macadam.board import FILES, GOAL, HOME, PLACEABLE, file_of, rank_of
from engines.macadam.game import MacadamGame, six_two
from engines.macadam.movegen import Path, generate, some_move
from engines.macadam.notation import cells_of
from engines.macadam.state import MacadamMove, MacadamState
from engines.ai.levels import Level
from engines.makyek.board import BIT, INDEX
from engines.makyek.game import MakYekGame
from engines.makyek.movegen import MoveGenerator, RawMove
from engines.makyek.state import MakYekMove, MakYekState
from old_searcher import WIN, Searcher

OLD_LEVELS: dict[int, Level] = {
    level.number: level
    for level in (
        Level(1, nodes=40, depth=1, quiescence=False, noise=250, playouts=8),
        Level(2, nodes=120, depth=2, quiescence=False, noise=120, playouts=16),
        Level(3, nodes=400, depth=2, quiescence=True, noise=60, playouts=32),
        Level(4, nodes=1_200, depth=3, quiescence=True, noise=30, playouts=64),
        Level(5, nodes=3_000, depth=4, quiescence=True, noise=12, playouts=128),
        Level(6, nodes=8_000, depth=6, quiescence=True, noise=4, playouts=256),
        Level(7, nodes=20_000, depth=9, quiescence=True, noise=0, playouts=512),
        Level(8, nodes=45_000, depth=14, quiescence=True, noise=0, playouts=1_000),
    )
}


# --- Mak-Yek and Apit-Sodok ------------------------------------------------------------
MakYekPosition = tuple[int, int, int, int]

MAN = 100
THREAT = 6
#: the 36 inner cells: a man there cannot be pressed against an edge.
_INNER = sum(BIT[f * 8 + r] for f in range(1, 7) for r in range(1, 7))


class MakYekProblem:
    forced_captures = False
    #: about 50 moves a side: with the common budgets levels 3 to 5 all stopped at depth 1 or 2
    #: (the ladder measured 51 % between 3 and 4); these give 4 depth 2, 5 depth 2-3, 6 depth 3.
    level_nodes: Mapping[int, int] = MappingProxyType({4: 2_500, 5: 5_000, 6: 12_000})

    def __init__(self, game: MakYekGame) -> None:
        self.generator: MoveGenerator = game.generator
        self.hot = self.generator.rule.hot

    def position(self, state: MakYekState) -> MakYekPosition:
        side = state.side
        lead = state.captures[side] - state.captures[1 - side]
        return state.men[side], state.men[1 - side], side, lead

    @staticmethod
    def raw_of(move: MakYekMove) -> RawMove:
        captured = 0
        for label in move.captured:
            captured |= BIT[INDEX[label]]
        return INDEX[move.path[0]], INDEX[move.path[-1]], captured

    @staticmethod
    def root_moves(moves: Sequence[MakYekMove]) -> list[MakYekMove]:
        return list(moves)

    def moves(self, pos: MakYekPosition) -> Sequence[RawMove]:
        return self.generator.moves(pos[0], pos[1])

    def leaf_moves(self, pos: MakYekPosition) -> Sequence[RawMove]:
        """The captures, or when there is none one move (whether the side can move at all)."""
        own, enemy = pos[0], pos[1]
        captures = self.generator.captures(own, enemy)
        if captures:
            return captures
        move = self.generator.some_move(own, enemy)
        return [] if move is None else [move]

    def play(self, pos: MakYekPosition, move: RawMove) -> MakYekPosition:
        own, enemy, side, lead = pos
        start, end, captured = move
        return enemy & ~captured, own ^ BIT[start] ^ BIT[end], 1 - side, -(lead + captured.bit_count())

    def end_score(self, pos: MakYekPosition, moves: Sequence[RawMove]) -> int | None:
        own, enemy, _, lead = pos
        if own and moves and not (own.bit_count() <= 1 and enemy.bit_count() <= 1):
            return None
        return WIN if lead > 0 else -WIN if lead < 0 else 0

    def key(self, pos: MakYekPosition) -> int:
        return hash(pos)

    def is_capture(self, pos: MakYekPosition, move: RawMove) -> bool:
        return move[2] != 0

    def move_key(self, move: RawMove) -> RawMove:
        return move

    def material(self, pos: MakYekPosition, seat: int) -> int:
        """``seat``'s lead in captures, a man being ``MAN``: what a puzzle's line must win."""
        lead = MAN * pos[3]
        return lead if pos[2] == seat else -lead

    def evaluate(self, pos: MakYekPosition) -> int:
        own, enemy, _, lead = pos
        empty = ~(own | enemy)
        threats = (self.hot(own, enemy) & empty).bit_count() - (self.hot(enemy, own) & empty).bit_count()
        inner = (own & _INNER).bit_count() - (enemy & _INNER).bit_count()
        return MAN * lead + THREAT * threats + 2 * inner


# --- Macadam ------------------------------------------------------------
MacadamPosition = tuple[int, int, int, int, int]


def _progress_table(seat: int) -> tuple[int, ...]:
    """Worth of a pawn of ``seat`` on each cell: ranks gained, more near the goal's files."""
    table = []
    for cell in range(64):
        rank, file = rank_of(cell), file_of(cell)
        ahead = rank - 1 if seat == 0 else 8 - rank  # 0 on its back rank, 7 on the goal's rank
        near_goal = max(0, 2 - min(abs(file - 3), abs(file - 4)))  # files d, e: 2; c, f: 1
        table.append(8 * ahead + (near_goal * ahead // 2))
    return tuple(table)


PROGRESS = (_progress_table(0), _progress_table(1))
#: pawns across the lane -> bonus, steeper as 6 comes near.
ACROSS_BONUS = (0, 10, 25, 45, 80, 140, 260, 300, 320)
GOAL_FILES = tuple(FILES.index(f) for f in "de")


class MacadamProblem:
    forced_captures = False
    level_nodes: Mapping[int, int] = MappingProxyType({})  # the common budgets serve

    def position(self, state: MacadamState) -> MacadamPosition:
        return (*state.pawns, state.side, *state.to_place)

    @staticmethod
    def raw_of(move: MacadamMove) -> Path:
        return cells_of(move)

    @staticmethod
    def root_moves(moves: Sequence[MacadamMove]) -> list[MacadamMove]:
        return list(moves)

    def moves(self, pos: MacadamPosition) -> Sequence[Path]:
        p0, p1, side, t0, t1 = pos
        if t0 or t1:
            free = PLACEABLE[side] & ~(p0 | p1)
            return [(cell,) for cell in bits_of(free)]
        return list(generate((p0, p1), side).values())

    def leaf_moves(self, pos: MacadamPosition) -> Sequence[Path]:
        """Macadam has no captures: a leaf only needs to know whether a move exists."""
        p0, p1, side, t0, t1 = pos
        if t0 or t1:
            return self.moves(pos)
        move = some_move((p0, p1), side)
        return [] if move is None else [move]

    def play(self, pos: MacadamPosition, path: Path) -> MacadamPosition:
        p0, p1, side, t0, t1 = pos
        pawns = [p0, p1]
        if len(path) == 1:
            pawns[side] |= 1 << path[0]
            left = [t0, t1]
            left[side] -= 1
            other = 1 - side
            nxt = other if left[other] else side if left[side] else 0
            return pawns[0], pawns[1], nxt, left[0], left[1]
        pawns[side] ^= 1 << path[0] | 1 << path[-1]
        return pawns[0], pawns[1], 1 - side, t0, t1

    def end_score(self, pos: MacadamPosition, moves: Sequence[Path]) -> int | None:
        p0, p1, side, t0, t1 = pos
        if t0 or t1:
            return None
        pawns = (p0, p1)
        mover = 1 - side
        for seat in (mover, side):
            if pawns[seat] & GOAL[1 - seat] or six_two(pawns, seat):
                return WIN if seat == side else -WIN
        return None if moves else -WIN

    def key(self, pos: MacadamPosition) -> int:
        return hash(pos)

    def is_capture(self, pos: MacadamPosition, move: Path) -> bool:
        return False

    def move_key(self, move: Path) -> tuple[int, int]:
        return move[0], move[-1]

    @staticmethod
    def material(pos: MacadamPosition, seat: int) -> int:
        """Nothing is ever taken in Macadam: a puzzle there can only win the game."""
        return 0

    def evaluate(self, pos: MacadamPosition) -> int:
        score = self.white_score(pos[0], pos[1])
        return score if pos[2] == 0 else -score

    @staticmethod
    def white_score(p0: int, p1: int) -> int:
        progress0, progress1 = PROGRESS
        score = sum(progress0[c] for c in bits_of(p0)) - sum(progress1[c] for c in bits_of(p1))
        across0, across1 = (p0 & HOME[1]).bit_count(), (p1 & HOME[0]).bit_count()
        home0, home1 = (p0 & HOME[0]).bit_count(), (p1 & HOME[1]).bit_count()
        # 6-2 needs many across and few of the opponent's still at home.
        score += ACROSS_BONUS[across0] * (3 if home1 <= 2 else 2) // 2
        score -= ACROSS_BONUS[across1] * (3 if home0 <= 2 else 2) // 2
        return score


_PROBLEMS: dict[int, Any] = {}


def choose_old(game: Any, state: Any, level: int, seed: int) -> Any:
    """The move the 2026-11-27 searcher played at ``level`` (same seeding as ``engines.ai.choose``)."""
    problem = _PROBLEMS.get(id(game))
    if problem is None:
        problem = _PROBLEMS[id(game)] = MakYekProblem(game) if isinstance(game, MakYekGame) else MacadamProblem()
    moves = problem.root_moves(game.legal_moves(state))
    raws = [problem.raw_of(move) for move in moves]
    rng = random.Random(f"{game.key}:{level}:{seed}")
    result = Searcher(problem, OLD_LEVELS[level], rng).search(problem.position(state), raws)
    return moves[next(i for i, raw in enumerate(raws) if raw is result.move)]
