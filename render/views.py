"""Checking the engines' typed board views (:class:`engines.views.BoardView`) for drawing,
with clear ValueErrors for data a renderer cannot draw.

A board view has ``game``, ``rows``, ``cols``, ``notation``, ``cells`` (``label``, ``row``,
``col``; row 0 is the top row as seat 0 sees it), ``pieces`` (``cell``, ``seat``, ``king``),
``colours`` (one name per seat), ``to_move`` and ``outcome``. Moves carry ``path`` and
``captured`` tuples of labels.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engines.views import BoardView, Label
from render.common import Grid

Place = tuple[int, int]
_ALGEBRAIC = re.compile(r"([a-z]+)(\d+)")


@dataclass(frozen=True)
class Layout:
    """The fixed shape of a board view (what a cached background depends on)."""

    game: str
    rows: int
    cols: int
    notation: str
    cells: tuple[tuple[Label, int, int], ...]  # (label, row, col)

    @property
    def full(self) -> bool:
        """Every square is a cell (no unplayable squares)."""
        return len(self.cells) == self.rows * self.cols


def parse_layout(view: BoardView, games: Collection[str]) -> Layout:
    """The checked layout of ``view``, whose game must be one of ``games``."""
    game = view.game
    if game not in games:
        raise ValueError(f"this renderer cannot draw {game!r}; it draws {', '.join(games)}")
    rows, cols = view.rows, view.cols
    if not (isinstance(rows, int) and isinstance(cols, int) and 0 < rows <= 26 and 0 < cols <= 26):
        raise ValueError(f"bad board size {rows!r}x{cols!r}")
    cells = []
    labels: set[Label] = set()
    places: set[Place] = set()
    for cell in view.cells:
        label, row, col = cell.label, cell.row, cell.col
        if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < rows and 0 <= col < cols):
            raise ValueError(f"cell {label!r} at row {row!r}, col {col!r} is off the {rows}x{cols} board")
        if label in labels or (row, col) in places:
            raise ValueError(f"cell {label!r} (row {row}, col {col}) is listed twice")
        labels.add(label)
        places.add((row, col))
        cells.append((label, row, col))
    if not cells:
        raise ValueError("player view lists no cells")
    return Layout(game, rows, cols, str(view.notation), tuple(cells))


class CellIndex:
    """Label -> (row, col). Accepts a label's text form too (``"32"`` for 32)."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self._where = {label: (row, col) for label, row, col in layout.cells}
        self._by_text = {str(label): place for label, place in self._where.items()}

    def __call__(self, label: Label, context: str) -> Place:
        """Where ``label`` is; ValueError naming it and ``context`` (e.g. "pieces") if unknown."""
        place = self._where.get(label)
        if place is None and not isinstance(label, bool):
            place = self._by_text.get(str(label))
        if place is None:
            first, last = self.layout.cells[0][0], self.layout.cells[-1][0]
            raise ValueError(
                f"unknown cell label {label!r} in {context}; {self.layout.game} cells are {first!r}..{last!r}"
            )
        return place


@dataclass(frozen=True)
class Piece:
    place: Place
    seat: int
    king: bool


def parse_pieces(view: BoardView, where: CellIndex, seats: int) -> list[Piece]:
    """The view's pieces, each on a known, distinct cell and of a real seat."""
    pieces = []
    taken: set[Place] = set()
    for piece in view.pieces:
        label, seat = piece.cell, piece.seat
        place = where(label, "pieces")
        if place in taken:
            raise ValueError(f"two pieces on cell {label!r}")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
            raise ValueError(f"piece on {label!r} has seat {seat!r}; seats are 0..{seats - 1}")
        taken.add(place)
        pieces.append(Piece(place, seat, bool(piece.king)))
    return pieces


def move_parts(last_move: Any) -> tuple[tuple[Label, ...], tuple[Label, ...]]:
    """(path, captured) of a move object (``.path``/``.captured``) or mapping; () when absent."""
    if last_move is None:
        return (), ()
    if isinstance(last_move, Mapping):
        path, captured = last_move.get("path", ()), last_move.get("captured", ())
    else:
        try:
            path, captured = last_move.path, last_move.captured
        except AttributeError:
            raise ValueError("last_move needs 'path' and 'captured' (attributes or keys)") from None
    return tuple(path or ()), tuple(captured or ())


def status(view: BoardView, seats: int) -> tuple[tuple[int, ...], str]:
    """Which seats the frame marks, and why: ``"to_move"`` (the seat to act), ``"won"`` (the
    winners) or ``"drawn"`` (every seat); ``((), "")`` when the view says neither."""
    if view.outcome is not None:
        winners = view.outcome.winners
        for seat in winners:
            if not isinstance(seat, int) or not 0 <= seat < seats:
                raise ValueError(f"winner {seat!r} is not a seat (0..{seats - 1})")
        return (winners, "won") if winners else (tuple(range(seats)), "drawn")
    to_move = view.to_move
    if to_move is None:
        return (), ""
    if not isinstance(to_move, int) or not 0 <= to_move < seats:
        raise ValueError(f"to_move {to_move!r} is not a seat (0..{seats - 1})")
    return (to_move,), "to_move"


def algebraic_rims(layout: Layout, grid: Grid) -> tuple[dict[int, str], dict[int, str]]:
    """Files per display column and ranks per display row, read off labels like ``"c5"``."""
    files: dict[int, str] = {}
    ranks: dict[int, str] = {}
    for label, row, col in layout.cells:
        match = _ALGEBRAIC.fullmatch(str(label))
        if not match:
            raise ValueError(f"cell label {label!r} is not algebraic (like 'a1')")
        drow, dcol = grid.display(row, col)
        if files.setdefault(dcol, match[1]) != match[1] or ranks.setdefault(drow, match[2]) != match[2]:
            raise ValueError(f"cell label {label!r} disagrees with its row/column neighbours")
    return files, ranks


def seat_counts(values: Sequence[int] | None, key: str, seats: int) -> tuple[int, ...] | None:
    """``values`` (the view's field ``key``) as one non-negative int per seat (e.g. captures),
    None when absent."""
    if values is None:
        return None
    counts = tuple(values)
    if len(counts) != seats or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in counts):
        raise ValueError(f"{key} must list {seats} non-negative counts (one per seat), not {list(values)!r}")
    return counts


def seat_cells(
    values: Sequence[Sequence[Label]] | None, key: str, where: CellIndex, seats: int
) -> tuple[tuple[Place, ...], ...]:
    """``values`` (the view's field ``key``) as one list of cells per seat (goals, start cells);
    () per seat when absent."""
    if values is None:
        return ((),) * seats
    if len(values) != seats:
        raise ValueError(f"{key} must list one list of cells per seat ({seats}), not {list(values)!r}")
    return tuple(
        tuple(where(label, f"{key}[{seat}]") for label in labels) for seat, labels in enumerate(values)
    )


def mover_seat(
    to_move: int | None, last_move: Any, pieces: Sequence[Piece], path: Sequence[Place], seats: int
) -> int | None:
    """Who played ``last_move``: its ``seat`` if it names one, else the owner of the piece on its
    last cell, else the seat before ``to_move``; None when nothing tells."""
    seat = last_move.get("seat") if isinstance(last_move, Mapping) else getattr(last_move, "seat", None)
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < seats:
        return seat
    if path:
        for piece in pieces:
            if piece.place == path[-1]:
                return piece.seat
    if isinstance(to_move, int) and not isinstance(to_move, bool) and 0 <= to_move < seats:
        return (to_move - 1) % seats
    return None
