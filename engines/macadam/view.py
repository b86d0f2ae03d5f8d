"""The public view of a Macadam state: the one road to renderers and messages."""

from __future__ import annotations

from typing import Any

from engines.bits import bits_of
from engines.macadam.board import GOAL, HOME, LABELS, LANE_BELOW_ROW, SIZE, START, cell_at
from engines.macadam.state import MacadamState


def public_view(key: str, colours: tuple[str, str], state: MacadamState, to_move: int | None) -> dict[str, Any]:
    """A fresh JSON-safe dict (nothing shared with the state or with other views)."""
    pawns = state.pawns
    pieces = sorted((cell, seat) for seat in (0, 1) for cell in bits_of(pawns[seat]))
    return {
        "game": key,
        "rows": SIZE,
        "cols": SIZE,
        "notation": "algebraic",
        "cells": [
            {"label": LABELS[cell_at(row, col)], "row": row, "col": col} for row in range(SIZE) for col in range(SIZE)
        ],
        "pieces": [{"cell": LABELS[cell], "seat": seat, "king": False} for cell, seat in pieces],
        "colours": list(colours),
        "to_move": to_move,
        "phase": "placement" if state.placing else "play",
        "goals": [_labels(GOAL[0]), _labels(GOAL[1])],
        "start_cells": [_labels(START[0]), _labels(START[1])],
        "lane_below_row": LANE_BELOW_ROW,
        "across": [(pawns[0] & HOME[1]).bit_count(), (pawns[1] & HOME[0]).bit_count()],
        "at_home": [(pawns[0] & HOME[0]).bit_count(), (pawns[1] & HOME[1]).bit_count()],
        "to_place": list(state.to_place),
        "outcome": None if state.result is None else state.result.to_json(),
    }


def _labels(mask: int) -> list[str]:
    return [LABELS[cell] for cell in bits_of(mask)]
