"""The compiled draughts evaluation (seat 0's view turned to the side to move's; a man is 100):
material with the king's value, advancement towards the crown, the centre, left/right balance,
the back rank's guard, and drawish endings scaled down."""

from __future__ import annotations

import numpy as np

from engines.ai.fast.jit import njit
from engines.ai.fast.tables import Tables

MAN, KING = 100, 320


@njit
def lone_kings(board: np.ndarray, t: Tables) -> bool:
    """One king each and nothing else, where that draws (Dames turques)."""
    if t.flags[3] == 0:
        return False
    kings0 = kings1 = 0
    for cell in t.cells:
        piece = board[cell]
        if piece == 1 or piece == 3:
            return False
        if piece == 2:
            kings0 += 1
        elif piece == 4:
            kings1 += 1
    return kings0 == 1 and kings1 == 1


@njit
def evaluate(board: np.ndarray, side: int, t: Tables) -> int:
    men0 = men1 = kings0 = kings1 = 0
    position = 0
    wings0 = wings1 = 0
    for cell in t.cells:
        piece = board[cell]
        if piece == 0:
            continue
        if piece == 1:
            men0 += 1
            position += t.man_square[0, cell]
            wings0 += t.wing[cell]
        elif piece == 3:
            men1 += 1
            position -= t.man_square[1, cell]
            wings1 += t.wing[cell]
        elif piece == 2:
            kings0 += 1
            position += t.king_square[0, cell]
        else:
            kings1 += 1
            position -= t.king_square[1, cell]
    material = (men0 - men1) * MAN + (kings0 - kings1) * KING
    balance = abs(wings1) - abs(wings0)
    total = men0 + men1 + kings0 + kings1
    score = material + position * (2 if total < 12 else 1) + 3 * balance
    if kings0 and kings1 and abs(material) < KING + MAN:
        score //= 4
    elif total <= 4 and (kings0 or kings1) and abs(material) <= KING:
        score //= 2
    return score if side == 0 else -score
