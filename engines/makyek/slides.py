"""Slide tables: the landing cells of a rook move, looked up from the occupancy of one line.

A file is 8 consecutive bits of a bitboard, so its occupancy is one shift and mask away. A
rank's 8 bits lie 8 apart; one multiplication gathers them into a byte (each partial product
lands on its own bit, no carries). Tables indexed by these bytes give the landing cells of a man
without walking rays.
"""

from __future__ import annotations

from engines.makyek.board import BIT, RANK_1, SIZE, index_of

_GATHER = 0x0102040810204080


def rank_byte(occupied: int, rank_index: int) -> int:
    """The occupancy of one rank as a byte, bit f for file f (``rank_index`` 0 = rank 1)."""
    return (((occupied >> rank_index) & RANK_1) * _GATHER >> 56) & 255


def _open_cells(position: int, line: int) -> tuple[list[int], list[int]]:
    """Empty positions reachable from ``position`` on an 8-cell ``line`` mask: below, above."""
    below, above = [], []
    p = position - 1
    while p >= 0 and not line >> p & 1:
        below.append(p)
        p -= 1
    p = position + 1
    while p < 8 and not line >> p & 1:
        above.append(p)
        p += 1
    return below[::-1], above


Cells = tuple[int, ...]
#: per start cell, per occupancy byte: the landing cells along the file.
FileSlides = tuple[tuple[Cells, ...], ...]
#: per start cell, per occupancy byte: (west cells, east cells) along the rank.
RankSlides = tuple[tuple[tuple[Cells, Cells], ...], ...]


def _slide_tables() -> tuple[FileSlides, RankSlides]:
    open_cells = [[_open_cells(position, line) for line in range(256)] for position in range(8)]
    for pattern in range(256):
        spread = sum(BIT[index_of(f, 1)] for f in range(8) if pattern >> f & 1)
        assert rank_byte(spread, 0) == pattern
    files: list[tuple[Cells, ...]] = []
    ranks: list[tuple[tuple[Cells, Cells], ...]] = []
    for start in range(SIZE):
        file, rank_index = divmod(start, 8)
        # Few distinct answers per start: build each once and share it.
        along_file: dict[tuple[int, int], tuple[int, ...]] = {}
        along_rank: dict[tuple[int, int], tuple[tuple[int, ...], tuple[int, ...]]] = {}
        by_file: list[Cells] = []
        by_rank: list[tuple[Cells, Cells]] = []
        for below, above in open_cells[rank_index]:
            key = (len(below), len(above))
            if key not in along_file:
                along_file[key] = tuple(file * 8 + r for r in below + above)
            by_file.append(along_file[key])
        for byte in range(256):
            west, east = open_cells[file][byte]
            key = (len(west), len(east))
            if key not in along_rank:
                along_rank[key] = (tuple(f * 8 + rank_index for f in west), tuple(f * 8 + rank_index for f in east))
            by_rank.append(along_rank[key])
        files.append(tuple(by_file))
        ranks.append(tuple(by_rank))
    return tuple(files), tuple(ranks)


#: FILE_SLIDES[start][file occupancy byte]: landing cells along the file, ascending.
#: RANK_SLIDES[start][rank occupancy byte]: (landing cells to the west, to the east), each ascending.
FILE_SLIDES, RANK_SLIDES = _slide_tables()
