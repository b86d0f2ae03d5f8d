"""Player views for the render tests, shaped exactly like the draughts engines' ``player_view``."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from render.common import Grid
from render.draughts import FRAME_RATIO


def dames_cells() -> list[dict[str, int]]:
    """The 50 dark cells of the 10x10 board, numbered 1..50 row by row (1 = row 0, col 1)."""
    cells = []
    for number in range(1, 51):
        row = (number - 1) // 5
        col = 2 * ((number - 1) % 5) + (1 if row % 2 == 0 else 0)
        cells.append({"label": number, "row": row, "col": col})
    return cells


def dames_view(pieces: list[tuple[int, int, bool]], *, to_move: int | None = 0, **extra: Any) -> dict[str, Any]:
    view = {
        "game": "dames", "rows": 10, "cols": 10, "notation": "pdn", "cells": dames_cells(),
        "pieces": [{"cell": c, "seat": s, "king": k} for c, s, k in pieces],
        "colours": ["blue", "green"], "to_move": to_move, "huffable": [], "outcome": None,
    }  # fmt: skip
    view.update(extra)
    return view


def dames_start() -> dict[str, Any]:
    return dames_view([(n, 1, False) for n in range(1, 21)] + [(n, 0, False) for n in range(31, 51)])


#: A middle game: blue (seat 0) has just taken 31 and 21 with 37x26x17.
MIDDLE = [
    (7, 1, False), (9, 1, False), (13, 1, False), (14, 1, False), (16, 1, False), (19, 1, False),
    (23, 1, False), (24, 1, False), (27, 1, True), (30, 0, False), (32, 0, False), (33, 0, False),
    (35, 0, False), (38, 0, False), (39, 0, False), (42, 0, False), (44, 0, False), (46, 0, True),
    (48, 0, False), (17, 0, False),
]  # fmt: skip
MIDDLE_MOVE = {"path": (37, 26, 17), "captured": (31, 21)}


def dames_middle() -> dict[str, Any]:
    return dames_view(MIDDLE, to_move=1)


def turk_cells() -> list[dict[str, Any]]:
    return [{"label": "abcdefgh"[c] + str(8 - r), "row": r, "col": c} for r in range(8) for c in range(8)]


def turk_view(pieces: list[tuple[str, int, bool]], *, to_move: int | None = 0, **extra: Any) -> dict[str, Any]:
    view = {
        "game": "dames-turques", "rows": 8, "cols": 8, "notation": "algebraic", "cells": turk_cells(),
        "pieces": [{"cell": c, "seat": s, "king": k} for c, s, k in pieces],
        "colours": ["white", "black"], "to_move": to_move, "huffable": [], "outcome": None,
    }  # fmt: skip
    view.update(extra)
    return view


def turk_start() -> dict[str, Any]:
    return turk_view(
        [(f + r, 0, False) for f in "abcdefgh" for r in "23"] + [(f + r, 1, False) for f in "abcdefgh" for r in "67"]
    )


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image.convert("RGB")


def grid_for(view: dict[str, Any], size: int, orientation: int = 0) -> Grid:
    return Grid(view["rows"], view["cols"], size, orientation, FRAME_RATIO)


def centre(view: dict[str, Any], label: Any, size: int, orientation: int = 0) -> tuple[int, int]:
    """Pixel at the centre of the cell named ``label``."""
    cell = next(c for c in view["cells"] if c["label"] == label)
    x, y = grid_for(view, size, orientation).centre(cell["row"], cell["col"])
    return int(x), int(y)
