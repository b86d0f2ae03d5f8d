"""Typed player views: what ``game.player_view(state, seat)`` returns, the one road to images
and messages.

Every view is a frozen dataclass with ``to_json()`` (the JSON-safe dict stored or sent, the
shape DESIGN.md and the rules pages describe) and ``from_json(data)``, its inverse
(``type(v).from_json(v.to_json()) == v``); ``from_json`` raises ValueError naming a missing or
malformed field. Renderers and the bot read views by attribute.

The shared types live here: :class:`View` (the base of every view), and the board games'
:class:`BoardView` with its :class:`Cell` and :class:`Piece`. What one game adds lives in its
own engine package (``engines.draughts.view.DraughtsView``, ``engines.macadam.view.MacadamView``,
``engines.makyek.view.MakYekView``, the card game's ``engines.cards.macadam_cartes.views``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from engines.outcome import Outcome

#: A cell's name: a PDN number (``dames``) or an algebraic string such as ``"c5"``.
Label = int | str
T = TypeVar("T")
V = TypeVar("V", bound="View")
B = TypeVar("B", bound="BoardView")


class View:
    """The base of every player view: a frozen dataclass (in its subclasses) read by attribute.

    A view is no mapping: its JSON form is ``to_json()``. The one exception is the key notation
    the card game's rules page gives outside checks (``player_view(state, seat)["hand"]``, "the
    public view has no ``hand`` key"): ``view[key]`` and ``key in view`` read ``to_json()``. The
    project itself never uses it (renderers, the bot and the tests read attributes).
    """

    __slots__ = ()

    #: every view names its game, the seat to act (None once over) and the outcome (None until then).
    game: str
    to_move: int | None
    outcome: Outcome | None

    def seat_colours(self) -> tuple[str, ...]:
        """Each seat's colour name; () in a game whose seats have no colour (the card game)."""
        return ()

    def seat_count(self) -> int | None:
        """How many seats the view shows, where it says (the card table); else None."""
        return None

    def to_json(self) -> dict[str, Any]:
        """A fresh JSON-safe dict (lists, not tuples; nothing shared with the view)."""
        raise NotImplementedError

    @classmethod
    def from_json(cls: type[V], data: Mapping[str, Any]) -> V:
        """The view ``data`` (a ``to_json()`` form) describes; ValueError naming a missing field."""
        raise NotImplementedError

    def __getitem__(self, key: str) -> Any:
        return self.to_json()[key]

    def __contains__(self, key: object) -> bool:
        return key in self.to_json()

    #: a view is not iterable (``__getitem__`` would otherwise make it a broken sequence).
    __iter__ = None


# --- reading JSON ---------------------------------------------------------------------------
def need(data: Mapping[str, Any], key: str, where: str = "player view") -> Any:
    """``data[key]``, or a ValueError naming the missing field."""
    if not isinstance(data, Mapping):
        raise ValueError(f"{where} must be a mapping, not {type(data).__name__}")
    try:
        return data[key]
    except KeyError:
        raise ValueError(f"{where} has no {key!r} field") from None


def items(value: Any, what: str, read: Callable[[Any], T]) -> tuple[T, ...]:
    """Each element of the list ``value`` read with ``read``; ValueError if it is no list."""
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, (list, tuple)):
        raise ValueError(f"{what} must be a list, not {value!r}")
    return tuple(read(item) for item in value)


def keep(value: Any) -> Any:
    """The JSON value as it is (for ``items``: the renderers check what they draw)."""
    return value


def maybe(value: Any, read: Callable[[Any], T]) -> T | None:
    return None if value is None else read(value)


def counts(value: Any) -> Any:
    """A list of numbers as a tuple; anything else as it is (the renderers say what is wrong)."""
    return tuple(value) if isinstance(value, (list, tuple)) else value


def outcome_of(data: Any) -> Outcome | None:
    """The outcome of a view's JSON form (a missing reason reads as ``""``)."""
    if data is None:
        return None
    try:
        return Outcome.from_json({"reason": "", **data})
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"bad outcome {data!r}: {error!r}") from None


# --- the board games ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Cell:
    """A cell of the board: row 0 is the top row as seat 0 sees it."""

    label: Label
    row: int
    col: int

    def to_json(self) -> dict[str, Any]:
        return {"label": self.label, "row": self.row, "col": self.col}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Cell:
        return cls(need(data, "label", "a cell"), need(data, "row", "a cell"), need(data, "col", "a cell"))


@dataclass(frozen=True, slots=True)
class Piece:
    """A piece on ``cell`` of ``seat``'s; ``king`` for a crowned draughts piece."""

    cell: Label
    seat: int
    king: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"cell": self.cell, "seat": self.seat, "king": self.king}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Piece:
        return cls(need(data, "cell", "a piece"), need(data, "seat", "a piece"), bool(need(data, "king", "a piece")))


@dataclass(frozen=True, slots=True)
class BoardView(View):
    """The view shared by the board games (everything on a board is public: every seat sees
    the same). ``notation`` is ``"pdn"`` or ``"algebraic"``; ``colours`` names each seat's
    pieces; ``to_move`` is None once the game is over.

    Games add their own fields in a subclass: ``extra_json`` writes them (between ``to_move``
    and ``outcome``, where the dict views had them) and ``extra_from_json`` reads them back.
    """

    game: str
    rows: int
    cols: int
    notation: str
    cells: tuple[Cell, ...]
    pieces: tuple[Piece, ...]
    colours: tuple[str, ...]
    to_move: int | None
    outcome: Outcome | None

    def seat_colours(self) -> tuple[str, ...]:
        return self.colours

    def extra_json(self) -> dict[str, Any]:
        return {}

    @classmethod
    def extra_from_json(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        return {}

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "rows": self.rows,
            "cols": self.cols,
            "notation": self.notation,
            "cells": [cell.to_json() for cell in self.cells],
            "pieces": [piece.to_json() for piece in self.pieces],
            "colours": list(self.colours),
            "to_move": self.to_move,
            **self.extra_json(),
            "outcome": None if self.outcome is None else self.outcome.to_json(),
        }

    @classmethod
    def from_json(cls: type[B], data: Mapping[str, Any]) -> B:
        return cls(
            game=need(data, "game"),
            rows=need(data, "rows"),
            cols=need(data, "cols"),
            notation=need(data, "notation"),
            cells=items(need(data, "cells"), "cells", Cell.from_json),
            pieces=items(need(data, "pieces"), "pieces", Piece.from_json),
            colours=items(need(data, "colours"), "colours", str),
            to_move=need(data, "to_move"),
            outcome=outcome_of(need(data, "outcome")),
            **cls.extra_from_json(data),
        )


__all__ = ["BoardView", "Cell", "Label", "Piece", "View", "counts", "items", "keep", "maybe", "need", "outcome_of"]
