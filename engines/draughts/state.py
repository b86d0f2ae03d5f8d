"""Immutable draughts state and move types."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engines.base import BoardMove, Outcome

Board = tuple[int, int, int, int]
#: a position for the repetition rule: the board and the side to move.
PositionKey = tuple[int, int, int, int, int]


@dataclass(frozen=True)
class DraughtsMove(BoardMove):
    """A move as players see it.

    ``path``: the cells visited, start first (PDN numbers for Dames, ``"c5"`` names for Dames
    turques); ``captured``: the cells whose pieces it removes, in capture order. A huff
    (Dames' ``huffing`` option) has ``huff=True``, ``path == captured == (cell,)``.
    """

    huff: bool = False

    @property
    def is_capture(self) -> bool:
        return bool(self.captured) and not self.huff


@dataclass(frozen=True)
class DraughtsState:
    """Everything the rules need, and nothing else. Never mutated; ``apply`` builds a new one."""

    variant: str
    board: Board
    #: the seat to move (kept when the game is over: the seat that would have moved).
    side: int
    ply: int = 0
    #: consecutive plies made by kings without any capture (Dames' ``draw_moves`` rule).
    king_plies: int = 0
    #: positions since the last irreversible move, the current one last.
    history: tuple[PositionKey, ...] = ()
    #: cell indices whose piece the side to move may huff (Dames' ``huffing`` option).
    huffable: tuple[int, ...] = ()
    huffing: bool = False
    #: consecutive king-only moves of each player that draw the game; None: no such rule.
    draw_moves: int | None = None
    result: Outcome | None = None
    #: per-state memo of derived data (legal moves...), invisible to equality.
    _memo: dict[str, Any] = field(default_factory=dict, compare=False, repr=False, hash=False)

    @property
    def key(self) -> PositionKey:
        return (*self.board, self.side)
