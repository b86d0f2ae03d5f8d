"""Immutable Macadam state and move types."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engines.base import BoardMove, Outcome

#: a position for the repetition rule: pawns of seat 0, pawns of seat 1, the side to move.
PositionKey = tuple[int, int, int]


@dataclass(frozen=True)
class MacadamMove(BoardMove):
    """A move as players see it.

    ``path``: the cells visited, start first (``("b2", "b4")``, ``("c5", "e7", "e5")``); a
    placement is the cell alone (``("c3",)``). ``captured`` is always empty: nothing is taken.
    """

    @property
    def is_placement(self) -> bool:
        return len(self.path) == 1


@dataclass(frozen=True)
class MacadamState:
    """Everything the rules need. Never mutated; ``apply`` builds a new one."""

    #: bitboards of each seat's pawns (see ``engines.macadam.board``).
    pawns: tuple[int, int]
    #: the seat to act (kept once the game is over: the seat that would have acted).
    side: int
    #: pawns each seat still has to place (option ``free_placement``); (0, 0) once play begins.
    to_place: tuple[int, int] = (0, 0)
    ply: int = 0
    #: every play position so far, the current one last (nothing in Macadam is irreversible,
    #: so the repetition rule needs them all; placements restart it).
    history: tuple[PositionKey, ...] = ()
    result: Outcome | None = None
    #: per-state memo of derived data (legal moves...), invisible to equality.
    _memo: dict[str, Any] = field(default_factory=dict, compare=False, repr=False, hash=False)

    @property
    def key(self) -> PositionKey:
        return (self.pawns[0], self.pawns[1], self.side)

    @property
    def placing(self) -> bool:
        return any(self.to_place)
