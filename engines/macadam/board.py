"""The Macadam board as constants: cell names, sides, goals, start dots and move tables.

Cell index ``file * 8 + rank - 1`` (a1 = 0, a2 = 1, ..., h8 = 63): index order is name order, the
order moves are listed in, so sorted indices need no sort key. Views use (row, col) with row 0
= rank 8 and col 0 = file a. Bitboards are plain ints, bit ``i`` standing for cell ``i``. Every
table is per seat and built once at import, so move generation only reads tuples and masks.
"""

from __future__ import annotations

FILES = "abcdefgh"
SIZE = 8
CELLS = range(SIZE * SIZE)
FULL = (1 << SIZE * SIZE) - 1

#: one seat's full set of pawns.
PAWNS_PER_SEAT = 8


def file_of(index: int) -> int:
    return index // SIZE


def rank_of(index: int) -> int:
    """The rank, 1 to 8."""
    return index % SIZE + 1


def cell_at(row: int, col: int) -> int:
    """The index of the cell at view row ``row`` and column ``col``."""
    return col * SIZE + SIZE - 1 - row


LABELS: tuple[str, ...] = tuple(f"{FILES[file_of(i)]}{rank_of(i)}" for i in CELLS)
INDEX: dict[str, int] = {label: i for i, label in enumerate(LABELS)}


def mask_of(labels: str) -> int:
    """Bits of the cells named in a space-separated list."""
    mask = 0
    for label in labels.split():
        mask |= 1 << INDEX[label]
    return mask



#: HOME[s]: seat s's own side (seat 0: ranks 1-4, seat 1: ranks 5-8).
HOME: tuple[int, int] = (
    sum(1 << i for i in CELLS if rank_of(i) <= 4),
    sum(1 << i for i in CELLS if rank_of(i) >= 5),
)
#: GOAL[s]: seat s's OWN goal cells (the opponent aims at them).
GOAL: tuple[int, int] = (mask_of("d1 e1"), mask_of("d8 e8"))
START: tuple[int, int] = (mask_of("a3 c3 e3 g3 b2 d2 f2 h2"), mask_of("a7 c7 e7 g7 b6 d6 f6 h6"))
#: the last row above the centre lane (rank 5), for views.
LANE_BELOW_ROW = 3
#: cells where seat s may place a pawn in free placement (own side, not own goal).
PLACEABLE: tuple[int, int] = (HOME[0] & ~GOAL[0], HOME[1] & ~GOAL[1])

# Jump directions as (file step, rank step), in the order of the cell names they land on
# (file first, then rank; that is index order): trying them in this order makes the
# breadth-first chain search return, among the shortest chains, the one whose landing cells
# come first in name order.
JUMP_DIRECTIONS: tuple[tuple[int, int], ...] = (
    (-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1),
)
SLIDE_DIRECTIONS: tuple[tuple[int, int], ...] = ((-1, 0), (0, -1), (0, 1), (1, 0))


def _offset(index: int, df: int, dr: int, times: int) -> int:
    """The cell ``times`` steps away in direction (df, dr), or -1 off the board."""
    file, rank = file_of(index) + df * times, rank_of(index) + dr * times
    return file * SIZE + rank - 1 if 0 <= file < SIZE and 1 <= rank <= SIZE else -1


def _slide_rays(seat: int) -> tuple[tuple[tuple[int, bool], ...], ...]:
    """rays[i]: for a pawn of ``seat`` on i, each direction's cells as (mask, runs towards higher indices).

    A ray stops before leaving the own side or meeting an own goal cell (never crossed).
    """
    allowed = PLACEABLE[seat]
    table = []
    for i in CELLS:
        rays = []
        if allowed >> i & 1:
            for df, dr in SLIDE_DIRECTIONS:
                mask = 0
                j = _offset(i, df, dr, 1)
                while j >= 0 and allowed >> j & 1:
                    mask |= 1 << j
                    j = _offset(j, df, dr, 1)
                if mask:
                    rays.append((mask, df + dr > 0))
        table.append(tuple(rays))
    return tuple(table)


def _jumps(seat: int) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """jumps[i]: (jumped cell bit, landing index, landing bit) from i, in JUMP_DIRECTIONS order.

    Jumps onto or across the seat's own goal cells are left out.
    """
    own_goal = GOAL[seat]
    table = []
    for i in CELLS:
        row = []
        for df, dr in JUMP_DIRECTIONS:
            mid, land = _offset(i, df, dr, 1), _offset(i, df, dr, 2)
            if land < 0 or (own_goal >> mid | own_goal >> land) & 1:
                continue
            row.append((1 << mid, land, 1 << land))
        table.append(tuple(row))
    return tuple(table)


SLIDE_RAYS = (_slide_rays(0), _slide_rays(1))
JUMPS = (_jumps(0), _jumps(1))
#: JUMPABLE[s][i]: the cells a pawn of seat s on i could jump over (a quick test before a search).
JUMPABLE = tuple(tuple(sum(mid for mid, _, _ in row) for row in table) for table in JUMPS)
