"""Player views for the render tests, built by the engines: a game's start (``game.new`` then
``player_view``), with the pieces and fields a test sets through ``dataclasses.replace``."""

from __future__ import annotations

import copy
import dataclasses
import io
from collections.abc import Callable, Iterable
from typing import Any

from PIL import Image

import engines
from engines.views import BoardView, Label, Piece, View
from render.common import Grid
from render import draughts


def start_view(key: str) -> Any:
    """The public view of ``key``'s start position, as its engine builds it."""
    game = engines.get(key)
    return game.player_view(game.new(), None)


def board_view(key: str, pieces: Iterable[tuple[Label, int, bool]], **changes: Any) -> Any:
    """The engine's view of ``key`` with these ``(cell, seat, king)`` pieces and ``changes``."""
    return dataclasses.replace(start_view(key), pieces=tuple(Piece(*p) for p in pieces), **changes)


def from_changed_json(view: View, change: Callable[[dict[str, Any]], Any]) -> Any:
    """``view`` through its JSON form with ``change`` applied (what a careless caller may send)."""
    data = copy.deepcopy(view.to_json())
    change(data)
    return data


def dames_view(pieces: list[tuple[int, int, bool]], *, to_move: int | None = 0, **extra: Any) -> Any:
    return board_view("dames", pieces, to_move=to_move, **extra)


def dames_start() -> Any:
    return start_view("dames")


#: A middle game: blue (seat 0) has just taken 31 and 21 with 37x26x17.
MIDDLE = [
    (7, 1, False), (9, 1, False), (13, 1, False), (14, 1, False), (16, 1, False), (19, 1, False),
    (23, 1, False), (24, 1, False), (27, 1, True), (30, 0, False), (32, 0, False), (33, 0, False),
    (35, 0, False), (38, 0, False), (39, 0, False), (42, 0, False), (44, 0, False), (46, 0, True),
    (48, 0, False), (17, 0, False),
]  # fmt: skip
MIDDLE_MOVE = {"path": (37, 26, 17), "captured": (31, 21)}


def dames_middle() -> Any:
    return dames_view(MIDDLE, to_move=1)


def turk_view(pieces: list[tuple[str, int, bool]], *, to_move: int | None = 0, **extra: Any) -> Any:
    return board_view("dames-turques", pieces, to_move=to_move, **extra)


def turk_start() -> Any:
    return start_view("dames-turques")


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image.convert("RGB")


def grid_for(view: BoardView, size: int, orientation: int = 0) -> Grid:
    """The geometry of a draughts image (board, frame and the players' strips)."""
    return draughts.SPEC.grid(view.rows, view.cols, size, orientation)


def centre(view: BoardView, label: Any, size: int, orientation: int = 0) -> tuple[int, int]:
    """Pixel at the centre of the cell named ``label``."""
    cell = next(c for c in view.cells if c.label == label)
    x, y = grid_for(view, size, orientation).centre(cell.row, cell.col)
    return int(x), int(y)


# --- the 8x8 algebraic boards (Macadam, Mak-Yek) ----------------------------------------------
FILES = "abcdefgh"


def place(label: str) -> tuple[int, int]:
    """(row, col) of an algebraic cell name on an 8x8 board as seat 0 sees it."""
    return 8 - int(label[1]), FILES.index(label[0])


def cell_centre(grid: Grid, label: str) -> tuple[int, int]:
    """Pixel at the centre of the algebraic cell ``label`` in ``grid``."""
    x, y = grid.centre(*place(label))
    return int(x), int(y)


def drawn(render_board: Callable[..., bytes], view: Any, size: int = 400, **options: Any) -> Image.Image:
    """The decoded image ``render_board`` makes of ``view``."""
    return decode(render_board(view, size=size, **options))


def changed(a: Image.Image, b: Image.Image, xy: tuple[float, float], radius: int = 2) -> bool:
    """Whether any pixel within ``radius`` of ``xy`` (rounded) differs between ``a`` and ``b``."""
    x, y = round(xy[0]), round(xy[1])
    box = (x - radius, y - radius, x + radius + 1, y + radius + 1)
    return a.crop(box).tobytes() != b.crop(box).tobytes()
