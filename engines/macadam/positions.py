"""Position texts: ``8/b1b1b1b1/1b1b1b1b/8/8/w1w1w1w1/1w1w1w1w/8 w``.

Ranks 8 down to 1 separated by ``/``, digits for runs of empty cells, ``w`` a pawn of seat 0,
``b`` a pawn of seat 1, then the side to move (``w`` or ``b``). Only the syntax is checked
here; the game refuses positions its rules cannot reach.
"""

from __future__ import annotations

import re

from engines.base import BadOption
from engines.macadam.board import SIZE, cell_at

_PIECES = {"w": 0, "b": 1}


def parse_position(text: object) -> tuple[tuple[int, int], int]:
    """``((pawns of seat 0, pawns of seat 1), side)``; raises ValueError naming the problem."""
    fields = str(text).split()
    if len(fields) != 2 or fields[1].lower() not in ("w", "b"):
        raise BadOption("ranks_side", f"position {text!r}: expected '<ranks> w' or '<ranks> b'")
    ranks = fields[0].split("/")
    if len(ranks) != SIZE:
        raise BadOption("rank_count", f"position {text!r}: expected {SIZE} ranks, got {len(ranks)}",
                        ranks=SIZE, count=len(ranks))
    pawns = [0, 0]
    for row, rank in enumerate(ranks):
        col = 0
        for char in rank:
            if char in "12345678":
                col += int(char)
            elif char in _PIECES:
                if col >= SIZE:
                    raise BadOption("rank_cells", f"position {text!r}: rank {rank!r} is too long",
                                    rank=rank, cells=SIZE)
                pawns[_PIECES[char]] |= 1 << cell_at(row, col)
                col += 1
            else:
                raise BadOption("unknown_piece", f"position {text!r}: unknown piece {char!r}", piece=char)
        if col != SIZE:
            raise BadOption("rank_cells", f"position {text!r}: rank {rank!r} does not have {SIZE} cells",
                            rank=rank, cells=SIZE)
    return (pawns[0], pawns[1]), 0 if fields[1].lower() == "w" else 1


def format_position(pawns: tuple[int, int], side: int) -> str:
    white, black = pawns
    ranks = []
    for row in _ROWS:
        text = "".join("w" if white >> i & 1 else "b" if black >> i & 1 else "1" for i in row)
        ranks.append(_EMPTY_RUN.sub(lambda run: str(len(run.group())), text))
    return "/".join(ranks) + (" w" if side == 0 else " b")


_ROWS = tuple(tuple(cell_at(row, col) for col in range(SIZE)) for row in range(SIZE))
_EMPTY_RUN = re.compile("1{2,}")
