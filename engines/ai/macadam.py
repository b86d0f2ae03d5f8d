"""The Macadam searcher: the race across the lane, on the engine's own move generator.

Positions are ``(pawns0, pawns1, side, to_place0, to_place1)``. The evaluation (seat 0's view)
counts how far each pawn has come towards the opponent's goal, how near each side is to 6-2
(pawns across against the opponent's pawns still at home), and blocks built in front of the
opponent's goal. Repetition is left to the real game at the root.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType

from engines.ai.levels import LEVELS, Level
from engines.ai.search import WIN
from engines.bits import bits_of
from engines.macadam.board import FILES, GOAL, HOME, PLACEABLE, file_of, rank_of
from engines.macadam.game import six_two
from engines.macadam.movegen import Path, generate, some_move
from engines.macadam.notation import cells_of
from engines.macadam.state import MacadamMove, MacadamState

Position = tuple[int, int, int, int, int]


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


def _by_file(table: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """``table`` summed over each file's byte of a bitboard (a cell is ``file * 8 + rank - 1``):
    eight lookups score a side's pawns."""
    return tuple(
        tuple(sum(table[8 * file + bit] for bit in range(8) if byte >> bit & 1) for byte in range(256))
        for file in range(8)
    )


PROGRESS_BY_FILE = (_by_file(PROGRESS[0]), _by_file(PROGRESS[1]))


def progress(p0: int, p1: int) -> int:
    """Seat 0's pawns' ``PROGRESS`` less seat 1's."""
    t0, t1 = PROGRESS_BY_FILE
    return (t0[0][p0 & 255] + t0[1][p0 >> 8 & 255] + t0[2][p0 >> 16 & 255] + t0[3][p0 >> 24 & 255]
            + t0[4][p0 >> 32 & 255] + t0[5][p0 >> 40 & 255] + t0[6][p0 >> 48 & 255] + t0[7][p0 >> 56]
            - t1[0][p1 & 255] - t1[1][p1 >> 8 & 255] - t1[2][p1 >> 16 & 255] - t1[3][p1 >> 24 & 255]
            - t1[4][p1 >> 32 & 255] - t1[5][p1 >> 40 & 255] - t1[6][p1 >> 48 & 255] - t1[7][p1 >> 56])
#: pawns across the lane -> bonus, steeper as 6 comes near.
ACROSS_BONUS = (0, 10, 25, 45, 80, 140, 260, 300, 320)
GOAL_FILES = tuple(FILES.index(f) for f in "de")


class MacadamProblem:
    forced_captures = False
    #: late-move reductions in the search (see engines.ai.search.Searcher).
    reductions = True
    #: Nothing is ever taken in Macadam, so the common handicaps of levels 1-3 (an oversight of
    #: captures, noise sized for games where a man is 100) left them nearly alike (2v1 52 %, 3v2
    #: 45 % over 40 games): they get more noise of their own (65 %, 78 %; 4v3 68 %). Level 8 at
    #: 75,000 nodes with late-move reductions: 1.6 times the processor time a move of the old
    #: level 8 (benchmarks/results/generic_search.txt).
    levels: Mapping[int, Level] = MappingProxyType({
        1: replace(LEVELS[1], noise=400, oversight=0.0),
        2: replace(LEVELS[2], noise=200, oversight=0.0),
        3: replace(LEVELS[3], noise=80),
        8: replace(LEVELS[8], nodes=75_000),
    })

    def position(self, state: MacadamState) -> Position:
        return (*state.pawns, state.side, *state.to_place)

    @staticmethod
    def raw_of(move: MacadamMove) -> Path:
        return cells_of(move)

    @staticmethod
    def root_moves(moves: Sequence[MacadamMove]) -> list[MacadamMove]:
        return list(moves)

    def moves(self, pos: Position) -> Sequence[Path]:
        p0, p1, side, t0, t1 = pos
        if t0 or t1:
            free = PLACEABLE[side] & ~(p0 | p1)
            return [(cell,) for cell in bits_of(free)]
        return list(generate((p0, p1), side).values())

    def leaf_moves(self, pos: Position) -> Sequence[Path]:
        """Macadam has no captures: a leaf only needs to know whether a move exists."""
        p0, p1, side, t0, t1 = pos
        if t0 or t1:
            return self.moves(pos)
        move = some_move((p0, p1), side)
        return [] if move is None else [move]

    def play(self, pos: Position, path: Path) -> Position:
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

    def end_score(self, pos: Position, moves: Sequence[Path]) -> int | None:
        p0, p1, side, t0, t1 = pos
        if t0 or t1:
            return None
        pawns = (p0, p1)
        mover = 1 - side
        for seat in (mover, side):
            if pawns[seat] & GOAL[1 - seat] or six_two(pawns, seat):
                return WIN if seat == side else -WIN
        return None if moves else -WIN

    def key(self, pos: Position) -> int:
        return hash(pos)

    def is_capture(self, pos: Position, move: Path) -> bool:
        return False

    def move_key(self, move: Path) -> tuple[int, int]:
        return move[0], move[-1]

    @staticmethod
    def material(pos: Position, seat: int) -> int:
        """Nothing is ever taken in Macadam: a puzzle there can only win the game."""
        return 0

    def evaluate(self, pos: Position) -> int:
        score = self.white_score(pos[0], pos[1])
        return score if pos[2] == 0 else -score

    @staticmethod
    def white_score(p0: int, p1: int) -> int:
        score = progress(p0, p1)
        across0, across1 = (p0 & HOME[1]).bit_count(), (p1 & HOME[0]).bit_count()
        home0, home1 = (p0 & HOME[0]).bit_count(), (p1 & HOME[1]).bit_count()
        # 6-2 needs many across and few of the opponent's still at home.
        score += ACROSS_BONUS[across0] * (3 if home1 <= 2 else 2) // 2
        score -= ACROSS_BONUS[across1] * (3 if home0 <= 2 else 2) // 2
        return score
