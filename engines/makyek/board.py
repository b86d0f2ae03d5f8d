"""The 8x8 board: cell indices, labels, bit masks, precomputed rays and whole-board shifts.

A cell's index is ``file * 8 + rank - 1`` (a1 = 0, a2 = 1, ..., h8 = 63), so ascending index
order is exactly Python's string order of the labels ("a1" < "a2" < ... < "h8"): a capture
mask read lowest bit first is already sorted the way ``Move.captured`` must be.
A bitboard is an int whose bit ``i`` stands for cell ``i``.
"""

from __future__ import annotations

from collections.abc import Callable

from engines.bits import bits_of

FILES = "abcdefgh"
SIZE = 64
FULL = (1 << SIZE) - 1

#: (file step, rank step) of the four rook directions, paired by axis: north/south, east/west.
DIRECTIONS: tuple[tuple[int, int], ...] = ((0, 1), (0, -1), (1, 0), (-1, 0))


def index_of(file: int, rank: int) -> int:
    """Index of the cell on ``file`` (0 = a) and ``rank`` (1..8)."""
    return file * 8 + rank - 1


LABELS: tuple[str, ...] = tuple(f"{FILES[i // 8]}{i % 8 + 1}" for i in range(SIZE))
INDEX: dict[str, int] = {label: i for i, label in enumerate(LABELS)}
BIT: tuple[int, ...] = tuple(1 << i for i in range(SIZE))

#: view coordinates of each cell: row 0 is rank 8, col 0 is file a.
ROW: tuple[int, ...] = tuple(8 - (i % 8 + 1) for i in range(SIZE))
COL: tuple[int, ...] = tuple(i // 8 for i in range(SIZE))
#: every index in reading order (rank 8 first, files a to h), as the views list cells.
READING_ORDER: tuple[int, ...] = tuple(sorted(range(SIZE), key=lambda i: (ROW[i], COL[i])))


def _ray(cell: int, direction: tuple[int, int]) -> tuple[int, ...]:
    df, dr = direction
    file, rank = cell // 8 + df, cell % 8 + 1 + dr
    out = []
    while 0 <= file < 8 and 1 <= rank <= 8:
        out.append(index_of(file, rank))
        file, rank = file + df, rank + dr
    return tuple(out)


#: RAYS[cell]: the cells from ``cell`` (excluded) to the edge, one tuple per direction.
RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_ray(cell, d) for d in DIRECTIONS) for cell in range(SIZE)
)
#: the same rays as bits.
RAY_BITS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(BIT[c] for c in ray) for ray in rays) for rays in RAYS
)
#: NEAR[cell]: per direction, the bits of the first and second cells (0 beyond the edge).
NEAR: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(((ray + (0, 0))[0], (ray + (0, 0))[1]) for ray in rays) for rays in RAY_BITS
)

RANK_1 = sum(BIT[index_of(f, 1)] for f in range(8))
RANK_2 = RANK_1 << 1
RANK_7 = RANK_1 << 6
RANK_8 = RANK_1 << 7


def neighbours_of(mask: int) -> int:
    """Bits of every cell orthogonally adjacent to a cell of ``mask``."""
    return (
        ((mask & ~RANK_8) << 1) | ((mask & ~RANK_1) >> 1) | ((mask << 8) & FULL) | (mask >> 8)
    )


#: ``toward(mask, 1)`` one direction at a time (north, south, east, west), for loops that step
#: a mask along one direction again and again.
ONE_STEP: tuple[Callable[[int], int], ...] = (
    lambda mask: (mask & ~RANK_1) >> 1,
    lambda mask: (mask & ~RANK_8) << 1,
    lambda mask: mask >> 8,
    lambda mask: (mask << 8) & FULL,
)


def toward(mask: int, distance: int) -> tuple[int, int, int, int]:
    """Cells whose cell ``distance`` (1 or 2) steps away to the north, south, east, west is in ``mask``."""
    if distance == 1:
        return (mask & ~RANK_1) >> 1, (mask & ~RANK_8) << 1, mask >> 8, (mask << 8) & FULL
    return (mask & ~(RANK_1 | RANK_2)) >> 2, (mask & ~(RANK_7 | RANK_8)) << 2, mask >> 16, (mask << 16) & FULL



def labels_of(mask: int) -> tuple[str, ...]:
    """Labels of the cells of ``mask``, in string order."""
    return tuple(LABELS[i] for i in bits_of(mask))
