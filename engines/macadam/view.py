"""The public view of a Macadam state: the one road to renderers and messages."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engines.bits import bits_of
from engines.macadam.board import GOAL, HOME, LABELS, LANE_BELOW_ROW, SIZE, START, cell_at
from engines.macadam.state import MacadamState
from engines.views import BoardView, Cell, Piece, counts, items, keep, need

#: The 64 cells, row by row from the top (as seat 0 sees the board).
CELLS = tuple(Cell(LABELS[cell_at(row, col)], row, col) for row in range(SIZE) for col in range(SIZE))


@dataclass(frozen=True, slots=True)
class MacadamView(BoardView):
    """The board view plus Macadam's own: ``phase`` (``"placement"`` or ``"play"``), each
    seat's ``goals`` and ``start_cells``, the road after row ``lane_below_row`` (None: no
    road), the 6-2 counters ``across`` and ``at_home``, and the pawns each seat has ``to_place``."""

    phase: str
    goals: tuple[tuple[str, ...], ...]
    start_cells: tuple[tuple[str, ...], ...]
    lane_below_row: int | None
    across: tuple[int, ...]
    at_home: tuple[int, ...]
    to_place: tuple[int, ...]

    def extra_json(self) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "goals": [list(cells) for cells in self.goals],
            "start_cells": [list(cells) for cells in self.start_cells],
            "lane_below_row": self.lane_below_row,
            "across": list(self.across),
            "at_home": list(self.at_home),
            "to_place": list(self.to_place),
        }

    @classmethod
    def extra_from_json(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        def cell_lists(key: str) -> tuple[tuple[str, ...], ...]:
            return items(need(data, key), key, lambda cells: items(cells, key, keep))

        return {
            "phase": need(data, "phase"),
            "goals": cell_lists("goals"),
            "start_cells": cell_lists("start_cells"),
            "lane_below_row": need(data, "lane_below_row"),
            "across": counts(need(data, "across")),
            "at_home": counts(need(data, "at_home")),
            "to_place": counts(need(data, "to_place")),
        }


def public_view(key: str, colours: tuple[str, str], state: MacadamState, to_move: int | None) -> MacadamView:
    """The view of ``state`` (nothing in it is shared with the state)."""
    pawns = state.pawns
    pieces = sorted((cell, seat) for seat in (0, 1) for cell in bits_of(pawns[seat]))
    return MacadamView(
        game=key,
        rows=SIZE,
        cols=SIZE,
        notation="algebraic",
        cells=CELLS,
        pieces=tuple(Piece(LABELS[cell], seat, False) for cell, seat in pieces),
        colours=tuple(colours),
        to_move=to_move,
        outcome=state.result,
        phase="placement" if state.placing else "play",
        goals=(_labels(GOAL[0]), _labels(GOAL[1])),
        start_cells=(_labels(START[0]), _labels(START[1])),
        lane_below_row=LANE_BELOW_ROW,
        across=((pawns[0] & HOME[1]).bit_count(), (pawns[1] & HOME[0]).bit_count()),
        at_home=((pawns[0] & HOME[0]).bit_count(), (pawns[1] & HOME[1]).bit_count()),
        to_place=tuple(state.to_place),
    )


def _labels(mask: int) -> tuple[str, ...]:
    return tuple(LABELS[cell] for cell in bits_of(mask))
