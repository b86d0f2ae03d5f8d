"""The draughts searcher: both draughts games, on the engine's own bitboard move generator.

Positions inside the search are ``(board, side, key)``: the four bitboards, the seat to move and
an incrementally updated Zobrist key. The evaluation (seat 0's view, negated for seat 1) weighs
what strong engines such as Scan weigh: material with the king's value, advancement and tempo,
the centre, left/right balance, the guard of the back rank, and scales drawish endings down.
Draw rules that need the history (repetition, king moves) are left to the real game at the root.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engines.ai.fast.levels import DRAUGHTS_LEVELS
from engines.ai.levels import Level
from engines.ai.search import WIN
from engines.bits import bits_of
from engines.draughts.game import DraughtsGame
from engines.draughts.movegen import Board, MoveGenerator, MoveKey, RawMove, move_key
from engines.draughts.state import DraughtsMove, DraughtsState

if TYPE_CHECKING:
    from engines.ai.fast.searcher import Kernel, KernelSearcher

Position = tuple[Board, int, int]

MAN, KING = 100, 320


@dataclass(frozen=True)
class _Tables:
    """Per-variant, per-seat square tables, computed once from the geometry."""

    #: per seat, the square values of a man's (a king's) cells, summed by byte (see _by_byte).
    men: tuple[ByteSums, ByteSums]
    kings: tuple[ByteSums, ByteSums]
    left: int
    right: int
    zobrist: tuple[dict[int, int], ...]
    side: int


#: ``sums[k][b]``: the values of the cells whose bits are the set bits of ``b`` shifted by 8k.
ByteSums = tuple[tuple[int, ...], ...]


def _by_byte(values: dict[int, int]) -> ByteSums:
    """Square values summed per byte of a bitboard: a mask's total is one lookup per byte instead
    of one per piece (the evaluation's hottest loop)."""
    chunks = max(values) // 8 + 1
    return tuple(
        tuple(sum(values.get(8 * k + i, 0) for i in range(8) if byte >> i & 1) for byte in range(256))
        for k in range(chunks)
    )


def _square_sum(sums: ByteSums, mask: int) -> int:
    total, k = 0, 0
    while mask:
        total += sums[k][mask & 255]
        mask >>= 8
        k += 1
    return total


def _tables(game: DraughtsGame) -> _Tables:
    geometry = game.rules.geometry
    rows, cols = geometry.rows, geometry.cols
    crown_rows = game.rules.crown_rows
    cells = [geometry.index_of_label[label] for label in geometry.labels]
    men: list[dict[int, int]] = [{}, {}]
    kings: list[dict[int, int]] = [{}, {}]
    left = right = 0
    for cell in cells:
        row, col = geometry.row(cell), cell % geometry.stride
        centre = (cols - 1) / 2
        central = 1 - abs(col - centre) / centre  # 1 in the middle, 0 on the edge
        if col < centre:
            left |= 1 << cell
        elif col > centre:
            right |= 1 << cell
        for seat in (0, 1):
            crown = crown_rows[seat]
            steps_left = abs(row - crown)  # rows still to go to be crowned
            back_row = steps_left == rows - 1
            advance = (rows - 1 - steps_left) * 3 + (12 if steps_left == 1 else 0)
            men[seat][cell] = advance + round(6 * central) + (5 if back_row else 0)
            kings[seat][cell] = round(8 * central)
    zobrist_rng = random.Random(0x5EED_D4A6)  # fixed: the same keys in every process
    zobrist = tuple({cell: zobrist_rng.getrandbits(64) for cell in cells} for _ in range(4))
    return _Tables(
        men=(_by_byte(men[0]), _by_byte(men[1])),
        kings=(_by_byte(kings[0]), _by_byte(kings[1])),
        left=left,
        right=right,
        zobrist=zobrist,
        side=zobrist_rng.getrandbits(64),
    )


class DraughtsProblem:
    """The search's view of one draughts variant (see :class:`engines.ai.search.Problem`)."""

    forced_captures = True
    #: the compiled searcher's own budgets and handicaps (``engines.ai.fast.levels``).
    levels: Mapping[int, Level] = DRAUGHTS_LEVELS

    def __init__(self, game: DraughtsGame) -> None:
        self.game = game
        self.generator: MoveGenerator = game.generator
        self.rules = game.rules
        self.tables = _tables(game)
        self._index = game.rules.geometry.index_of_label
        self._kernel: Kernel | None = None

    def searcher(self, level: Level, rng: random.Random, stop: Callable[[], bool] | None = None) -> KernelSearcher:
        """The compiled searcher (``engines.ai.fast``) at ``level`` (``searcher_for`` gives it the
        draughts row, ``levels``)."""
        # Imported here: only a process that searches loads numba and the kernels (~2 s of processor
        # at a cold start), never the bot's main process or its drawing processes.
        from engines.ai.fast.searcher import Kernel, KernelSearcher

        if self._kernel is None:
            self._kernel = Kernel(self.rules)
        return KernelSearcher(self._kernel, level, rng, stop)

    # --- positions -------------------------------------------------------------------------
    def position(self, state: DraughtsState) -> Position:
        board, side = state.board, state.side
        return board, side, self.full_key(board, side)

    def full_key(self, board: Board, side: int) -> int:
        zobrist = self.tables.zobrist
        key = self.tables.side if side else 0
        for slot in range(4):
            table = zobrist[slot]
            for cell in bits_of(board[slot]):
                key ^= table[cell]
        return key

    def raw_of(self, move: DraughtsMove) -> RawMove:
        """The bitboard move (path of cell indices, captured mask) of one of the game's moves."""
        index = self._index
        captured = 0
        for label in move.captured:
            captured |= 1 << index[label]
        return tuple(index[label] for label in move.path), captured

    def root_moves(self, moves: Sequence[DraughtsMove]) -> list[DraughtsMove]:
        """The moves worth searching: a huff (Dames' option) is never the computer's choice."""
        return [move for move in moves if not move.huff]

    # --- the Problem protocol ----------------------------------------------------------------
    def moves(self, pos: Position) -> Sequence[RawMove]:
        return self.generator.legal_raw(pos[0], pos[1])

    def leaf_moves(self, pos: Position) -> Sequence[RawMove]:
        """Every capture when there is one (they are forced); else one plain move, or none: a
        quiescence leaf without a capture only asks whether the side to move can move."""
        board, side, _ = pos
        generator = self.generator
        if generator.has_capture(board, side):
            return generator.legal_captures(board, side)
        move = generator.some_quiet_move(board, side)
        return [] if move is None else [move]

    def play(self, pos: Position, move: RawMove) -> Position:
        board, side, key = pos
        after = self.generator.play(board, side, move)
        zobrist = self.tables.zobrist
        key ^= self.tables.side
        for slot in range(4):
            changed = board[slot] ^ after[slot]
            if changed:
                table = zobrist[slot]
                for cell in bits_of(changed):
                    key ^= table[cell]
        return after, 1 - side, key

    def end_score(self, pos: Position, moves: Sequence[RawMove]) -> int | None:
        if not moves:
            return -WIN  # no move (or no piece) left: lost
        board = pos[0]
        if (
            self.rules.lone_kings_draw
            and not board[0] | board[2]
            and board[1].bit_count() == 1
            and board[3].bit_count() == 1
        ):
            return 0
        return None

    def key(self, pos: Position) -> int:
        return pos[2]

    def is_capture(self, pos: Position, move: RawMove) -> bool:
        return move[1] != 0

    def move_key(self, move: RawMove) -> MoveKey:
        return move_key(move)

    def material(self, pos: Position, seat: int) -> int:
        """``seat``'s surplus of pieces in evaluation units (a man 100, a king ``KING``): what a
        puzzle's line must win."""
        men0, kings0, men1, kings1 = pos[0]
        white = (men0.bit_count() - men1.bit_count()) * MAN + (kings0.bit_count() - kings1.bit_count()) * KING
        return white if seat == 0 else -white

    def evaluate(self, pos: Position) -> int:
        board, side, _ = pos
        score = self.white_score(board)
        return score if side == 0 else -score

    def white_score(self, board: Board) -> int:
        """Seat 0's advantage in evaluation units (a man is 100)."""
        tables = self.tables
        men0, kings0, men1, kings1 = board
        n_men0, n_men1 = men0.bit_count(), men1.bit_count()
        n_kings0, n_kings1 = kings0.bit_count(), kings1.bit_count()
        material = (n_men0 - n_men1) * MAN + (n_kings0 - n_kings1) * KING
        men_sums0, men_sums1 = tables.men
        king_sums0, king_sums1 = tables.kings
        position = _square_sum(men_sums0, men0) - _square_sum(men_sums1, men1)
        if kings0 | kings1:
            position += _square_sum(king_sums0, kings0) - _square_sum(king_sums1, kings1)
        # An even spread over both wings keeps a man structure flexible.
        balance = -abs((men0 & tables.left).bit_count() - (men0 & tables.right).bit_count())
        balance += abs((men1 & tables.left).bit_count() - (men1 & tables.right).bit_count())
        # With fewer pieces, the race to crown counts more than the structure.
        total = n_men0 + n_men1 + n_kings0 + n_kings1
        score = material + position * (2 if total < 12 else 1) + 3 * balance
        if n_kings0 and n_kings1 and abs(material) < KING + MAN:
            score //= 4  # kings on both sides and no clear surplus: usually drawn
        elif total <= 4 and (n_kings0 or n_kings1) and abs(material) <= KING:
            score //= 2
        return score
