"""Reading the engines' board ``player_view`` dicts, with clear ValueErrors for bad data.

Every board view has ``game``, ``rows``, ``cols``, ``notation``, ``cells`` (``label``, ``row``,
``col``; row 0 is the top row as seat 0 sees it), ``pieces`` (``cell``, ``seat``, ``king``),
``colours`` (one name per seat), ``to_move`` and ``outcome``. Moves carry ``path`` and
``captured`` tuples of labels.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from render.common import Grid

Label = int | str
Place = tuple[int, int]
_ALGEBRAIC = re.compile(r"([a-z]+)(\d+)")


def field(view: Mapping[str, Any], key: str) -> Any:
    """``view[key]``, or a ValueError naming the missing field."""
    try:
        return view[key]
    except KeyError:
        raise ValueError(f"player view has no {key!r} field") from None
    except TypeError:
        raise ValueError(f"player view must be a mapping, not {type(view).__name__}") from None


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


def parse_layout(view: Mapping[str, Any], games: Collection[str]) -> Layout:
    """The checked layout of ``view``, whose game must be one of ``games``."""
    game = field(view, "game")
    if game not in games:
        raise ValueError(f"this renderer cannot draw {game!r}; it draws {', '.join(games)}")
    rows, cols = field(view, "rows"), field(view, "cols")
    if not (isinstance(rows, int) and isinstance(cols, int) and 0 < rows <= 26 and 0 < cols <= 26):
        raise ValueError(f"bad board size {rows!r}x{cols!r}")
    cells = []
    labels: set[Label] = set()
    places: set[Place] = set()
    for cell in field(view, "cells"):
        try:
            label, row, col = cell["label"], cell["row"], cell["col"]
        except (KeyError, TypeError):
            raise ValueError(f"bad cell {cell!r}: expected {{'label', 'row', 'col'}}") from None
        if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < rows and 0 <= col < cols):
            raise ValueError(f"cell {label!r} at row {row!r}, col {col!r} is off the {rows}x{cols} board")
        if label in labels or (row, col) in places:
            raise ValueError(f"cell {label!r} (row {row}, col {col}) is listed twice")
        labels.add(label)
        places.add((row, col))
        cells.append((label, row, col))
    if not cells:
        raise ValueError("player view lists no cells")
    return Layout(game, rows, cols, str(field(view, "notation")), tuple(cells))


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


def parse_pieces(view: Mapping[str, Any], where: CellIndex, seats: int) -> list[Piece]:
    """The view's pieces, each on a known, distinct cell and of a real seat."""
    pieces = []
    taken: set[Place] = set()
    for piece in field(view, "pieces"):
        try:
            label, seat, king = piece["cell"], piece["seat"], bool(piece.get("king", False))
        except (KeyError, TypeError, AttributeError):
            raise ValueError(f"bad piece {piece!r}: expected {{'cell', 'seat', 'king'}}") from None
        place = where(label, "pieces")
        if place in taken:
            raise ValueError(f"two pieces on cell {label!r}")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
            raise ValueError(f"piece on {label!r} has seat {seat!r}; seats are 0..{seats - 1}")
        taken.add(place)
        pieces.append(Piece(place, seat, king))
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


def status(view: Mapping[str, Any], seats: int) -> tuple[tuple[int, ...], str]:
    """Which seats the frame marks, and why: ``"to_move"`` (the seat to act), ``"won"`` (the
    winners) or ``"drawn"`` (every seat); ``((), "")`` when the view says neither."""
    outcome = view.get("outcome")
    if outcome:
        winners = tuple(outcome.get("winners", ())) if isinstance(outcome, Mapping) else ()
        for seat in winners:
            if not isinstance(seat, int) or not 0 <= seat < seats:
                raise ValueError(f"winner {seat!r} is not a seat (0..{seats - 1})")
        return (winners, "won") if winners else (tuple(range(seats)), "drawn")
    to_move = view.get("to_move")
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


def seat_counts(view: Mapping[str, Any], key: str, seats: int) -> tuple[int, ...] | None:
    """``view[key]`` as one non-negative int per seat (e.g. captures), None when absent."""
    values = view.get(key)
    if values is None:
        return None
    try:
        counts = tuple(values)
    except TypeError:
        raise ValueError(f"{key} must list one count per seat, not {values!r}") from None
    if len(counts) != seats or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in counts):
        raise ValueError(f"{key} must list {seats} non-negative counts (one per seat), not {values!r}")
    return counts


def seat_cells(view: Mapping[str, Any], key: str, where: CellIndex, seats: int) -> tuple[tuple[Place, ...], ...]:
    """``view[key]`` as one list of cells per seat (goals, start cells); () per seat when absent."""
    values = view.get(key)
    if values is None:
        return ((),) * seats
    if isinstance(values, (str, bytes)) or len(values) != seats:
        raise ValueError(f"{key} must list one list of cells per seat ({seats}), not {values!r}")
    out = []
    for seat, labels in enumerate(values):
        if isinstance(labels, (str, bytes)):
            raise ValueError(f"{key}[{seat}] must be a list of cells, not {labels!r}")
        out.append(tuple(where(label, f"{key}[{seat}]") for label in labels))
    return tuple(out)


def mover_seat(
    view: Mapping[str, Any], last_move: Any, pieces: Sequence[Piece], path: Sequence[Place], seats: int
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
    to_move = view.get("to_move")
    if isinstance(to_move, int) and not isinstance(to_move, bool) and 0 <= to_move < seats:
        return (to_move - 1) % seats
    return None
