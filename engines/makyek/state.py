"""Immutable Mak-Yek state and move types."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engines.base import BoardMove, Outcome

#: a position for the repetition rule: white men, black men, side to move.
PositionKey = tuple[int, int, int]


@dataclass(frozen=True)
class MakYekMove(BoardMove):
    """``path = (start, end)`` as algebraic cells; ``captured``: cells it empties, string order."""

    @property
    def is_capture(self) -> bool:
        return bool(self.captured)


@dataclass(frozen=True)
class MakYekState:
    """Everything the rules need. Never mutated; ``apply`` builds a new one."""

    variant: str
    #: bitboards of the men of seat 0 (white) and seat 1 (black).
    men: tuple[int, int]
    #: the seat to move (kept when the game is over: the seat that would have moved).
    side: int
    #: men captured so far by seat 0 and by seat 1.
    captures: tuple[int, int] = (0, 0)
    #: consecutive plies without a capture.
    quiet_plies: int = 0
    #: the ``no_capture_plies`` option.
    limit: int = 50
    #: positions since the last capture (or the start/loaded position), the current one last.
    history: tuple[PositionKey, ...] = ()
    result: Outcome | None = None
    #: per-state memo of derived data (legal moves...), invisible to equality.
    _memo: dict[str, Any] = field(default_factory=dict, compare=False, repr=False, hash=False)

    @property
    def key(self) -> PositionKey:
        return (self.men[0], self.men[1], self.side)
