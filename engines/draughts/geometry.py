"""Board geometry for the draughts family: cell indices, bit masks and ray tables.

Cells live on a grid padded with one empty column, so that the index of cell (row, col) is
``row * (cols + 1) + col``. A step in direction (dr, dc) is then a constant index shift, and a
whole bitboard moves one step with one integer shift: the padding column swallows pieces that
would wrap around an edge. Row 0 is the top row as seen by seat 0.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

#: a cell's name: a number (Dames: 1..50) or a file and rank (Dames turques: "c3").
Label = int | str

Direction = tuple[int, int]

DIAGONALS: tuple[Direction, ...] = ((-1, -1), (-1, 1), (1, -1), (1, 1))
ORTHOGONALS: tuple[Direction, ...] = ((-1, 0), (0, -1), (0, 1), (1, 0))


@dataclass(frozen=True, eq=False)
class Geometry:
    """Playable cells of a board with their labels, and precomputed neighbour/ray tables."""

    rows: int
    cols: int
    #: (row, col) of every playable cell, in label order.
    coordinates: tuple[tuple[int, int], ...]
    #: label of every playable cell, same order (PDN numbers or algebraic names).
    labels: tuple[Label, ...]
    directions: tuple[Direction, ...]
    stride: int = field(init=False)
    valid: int = field(init=False)
    index_of_label: dict[Label, int] = field(init=False)
    label_of_index: dict[int, Label] = field(init=False)
    #: order of each cell index in label order, for sorting moves.
    rank_of_index: dict[int, int] = field(init=False)
    #: direction -> index shift.
    shift: dict[Direction, int] = field(init=False)
    #: step[d][i]: the neighbour of cell i in direction d, or -1.
    step: dict[Direction, list[int]] = field(init=False)
    #: ray[d][i]: the cells from i (excluded) to the edge in direction d.
    ray: dict[Direction, list[tuple[int, ...]]] = field(init=False)

    def __post_init__(self) -> None:
        stride = self.cols + 1
        indices = [r * stride + c for r, c in self.coordinates]
        valid = 0
        for i in indices:
            valid |= 1 << i
        size = self.rows * stride
        step: dict[Direction, list[int]] = {}
        ray: dict[Direction, list[tuple[int, ...]]] = {}
        for dr, dc in self.directions:
            s = dr * stride + dc
            step[(dr, dc)] = [-1] * size
            ray[(dr, dc)] = [()] * size
            for i in indices:
                cells = []
                j = i + s
                while 0 <= j < size and valid >> j & 1:
                    cells.append(j)
                    j += s
                ray[(dr, dc)][i] = tuple(cells)
                step[(dr, dc)][i] = cells[0] if cells else -1
        put = object.__setattr__
        put(self, "stride", stride)
        put(self, "valid", valid)
        put(self, "index_of_label", dict(zip(self.labels, indices)))
        put(self, "label_of_index", dict(zip(indices, self.labels)))
        put(self, "rank_of_index", {i: n for n, i in enumerate(indices)})
        put(self, "shift", {(dr, dc): dr * stride + dc for dr, dc in self.directions})
        put(self, "step", step)
        put(self, "ray", ray)

    def index(self, row: int, col: int) -> int:
        return row * self.stride + col

    def row(self, index: int) -> int:
        return index // self.stride

    def col(self, index: int) -> int:
        return index % self.stride

    def row_mask(self, row: int) -> int:
        """Bits of the playable cells of one row."""
        mask = 0
        for r, c in self.coordinates:
            if r == row:
                mask |= 1 << self.index(r, c)
        return mask

    def shifted(self, bits: int, direction: Direction) -> int:
        """Every bit moved one step in ``direction``; bits leaving the board vanish."""
        s = self.shift[direction]
        return (bits << s if s > 0 else bits >> -s) & self.valid



def make_geometry(
    rows: int,
    cols: int,
    playable: Callable[[int, int], bool],
    label: Callable[[int, int], Label],
    order: Callable[[Sequence[tuple[int, int]]], Sequence[tuple[int, int]]],
    directions: tuple[Direction, ...],
) -> Geometry:
    """A geometry whose playable cells are those where ``playable(row, col)``, labelled in ``order``."""
    cells = [(r, c) for r in range(rows) for c in range(cols) if playable(r, c)]
    ordered = tuple(order(cells))
    return Geometry(
        rows=rows,
        cols=cols,
        coordinates=ordered,
        labels=tuple(label(r, c) for r, c in ordered),
        directions=directions,
    )
