"""Move generation on integer bitboards: slides, jump chains, and checks of a given chain.

Inside this module a move is its path of cell indices, start first. Every slide or chain with
the same start and end is one move; :func:`generate` keeps one representative path for each:
the slide if there is one, else the shortest chain, ties going to the chain whose landing cells
come first in name order (a1 < a2 < ... < h8) at the first cell where they differ.
"""

from __future__ import annotations

from engines.bits import bits_of
from engines.macadam.board import FULL, GOAL, JUMPABLE, JUMPS, SIZE, SLIDE_RAYS

Path = tuple[int, ...]


def move_key(start: int, end: int) -> int:
    """The key of the move from ``start`` to ``end`` (a placement: ``start == end``)."""
    return start << 6 | end


def slide_mask(seat: int, start: int, occupied: int) -> int:
    """Cells a pawn of ``seat`` on ``start`` may slide to (none when ``start`` is not on its own side)."""
    reach = 0
    for ray, ascending in SLIDE_RAYS[seat][start]:
        blockers = occupied & ray
        if not blockers:
            reach |= ray
        elif ascending:
            reach |= ray & ((blockers & -blockers) - 1)
        else:
            reach |= ray & -(1 << blockers.bit_length())
    return reach


def jump_landings(seat: int, at: int, own: int, occupied: int, visited: int) -> list[int]:
    """Landing cells of one jump from ``at``.

    ``own``: the seat's pawns that may be jumped (the moving pawn excluded); ``occupied``: every
    pawn still standing (the moving pawn excluded); ``visited``: cells the chain already stood on.
    A chain that reached an opponent goal cell is over.
    """
    if GOAL[1 - seat] >> at & 1:
        return []
    blocked = occupied | visited
    return [land for mid, land, lbit in JUMPS[seat][at] if own & mid and not blocked & lbit]


def chain_tree(seat: int, start: int, own: int, occupied: int) -> tuple[int, dict[int, Path]]:
    """Every cell a chain from ``start`` can end on (as a mask), with its representative chain.

    A breadth-first search: a cell is reachable by a chain that never lands twice on a cell iff
    it is reachable at all, and the first path found to it is the representative one (shortest,
    then landing cells in name order, because JUMPS lists directions in that order).
    ``own`` and ``occupied`` still include the pawn on ``start``.
    """
    own ^= 1 << start
    if not own & JUMPABLE[seat][start]:
        return 0, {}
    stop = GOAL[1 - seat]
    table = JUMPS[seat]
    free = empty = ~occupied & FULL
    paths: dict[int, Path] = {}
    frontier: list[tuple[int, Path]] = [(start, (start,))]
    while frontier:
        nxt = []
        for at, path in frontier:
            if stop >> at & 1:
                continue
            for mid, land, lbit in table[at]:
                if own & mid and free & lbit:
                    free ^= lbit
                    paths[land] = longer = path + (land,)
                    nxt.append((land, longer))
        frontier = nxt
    return empty & ~free, paths


def generate(pawns: tuple[int, int], seat: int) -> dict[int, Path]:
    """:func:`move_key` -> representative path of every move of ``seat``, in name order of start then end."""
    own = pawns[seat]
    occupied = pawns[0] | pawns[1]
    moves: dict[int, Path] = {}
    for start in bits_of(own):
        slides = slide_mask(seat, start, occupied)
        reached, chains = chain_tree(seat, start, own, occupied)
        ends = slides | reached
        base = start << 6
        while ends:
            low = ends & -ends
            end = low.bit_length() - 1
            ends ^= low
            moves[base | end] = (start, end) if slides & low else chains[end]
    return moves


def has_move(pawns: tuple[int, int], seat: int) -> bool:
    """True when ``seat`` has at least one slide or jump (cheaper than :func:`generate`)."""
    return some_move(pawns, seat) is not None


def some_move(pawns: tuple[int, int], seat: int) -> Path | None:
    """One legal move of ``seat`` (a slide, else a single jump), or None: found without listing them all."""
    own = pawns[seat]
    occupied = pawns[0] | pawns[1]
    for start in bits_of(own):
        slides = slide_mask(seat, start, occupied)
        if slides:
            return start, (slides & -slides).bit_length() - 1
        landings = jump_landings(seat, start, own ^ 1 << start, occupied ^ 1 << start, 1 << start)
        if landings:
            return start, landings[0]
    return None


def chain_fault(seat: int, path: Path, pawns: tuple[int, int]) -> tuple[int, str] | None:
    """Why ``path`` (start first, every step a jump) is not a legal chain: (step, reason), or None.

    Reasons: ``not_a_jump`` (not two cells away in a straight line), ``no_own_pawn_jumped``,
    ``opponent_pawn_jumped``, ``occupied``, ``own_goal``, ``revisited``, ``after_goal``.
    """
    start = path[0]
    own = pawns[seat] ^ 1 << start
    opponent = pawns[1 - seat]
    occupied = own | opponent
    visited = 1 << start
    for step, (at, to) in enumerate(zip(path, path[1:]), start=1):
        if GOAL[1 - seat] >> at & 1:
            return step, "after_goal"
        mid = _middle(at, to)
        if mid is None:
            return step, "not_a_jump"
        if GOAL[seat] >> to & 1 or GOAL[seat] >> mid & 1:
            return step, "own_goal"
        if opponent >> mid & 1:
            return step, "opponent_pawn_jumped"
        if not own >> mid & 1:
            return step, "no_own_pawn_jumped"
        if visited >> to & 1:
            return step, "revisited"
        if occupied >> to & 1:
            return step, "occupied"
        visited |= 1 << to
    return None


def _middle(a: int, b: int) -> int | None:
    """The cell between ``a`` and ``b`` when they are two steps apart in a straight line."""
    df, dr = b // SIZE - a // SIZE, b % SIZE - a % SIZE
    if df in (-2, 0, 2) and dr in (-2, 0, 2) and (df or dr):
        return a + df // 2 * SIZE + dr // 2
    return None
