"""Moves between what players see (texts, move objects, cell names) and cell indices.

A placement is the cell alone (``c3``); a slide ``from-to`` (``b2-b4``); a jump chain every landing
cell (``c5-e7-e5-g5-g3-e1``). Input is forgiving: any case, spaces, en or em dashes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engines.base import BadNotation, IllegalMove
from engines.macadam.board import INDEX, LABELS
from engines.macadam.state import MacadamMove

_TOKEN = r"[a-z][0-9]{1,2}"
_TEXT = re.compile(rf"{_TOKEN}(?:\s*-\s*{_TOKEN}|\s+{_TOKEN})*")
_TOKENS = re.compile(_TOKEN)
_DASHES = re.compile("[\u2013\u2014\u2212]")


def read_cells(text: object) -> tuple[int, ...]:
    """The cells a text names, in order; raises :class:`BadNotation` (``empty``, ``syntax``, ``unknown_cell``)."""
    if not isinstance(text, str) or not text.strip():
        raise BadNotation("empty", "no move was given")
    cleaned = _DASHES.sub("-", text.strip().lower())
    if not _TEXT.fullmatch(cleaned):
        raise BadNotation("syntax", f"cannot read {text.strip()!r} as a move", text=text.strip())
    cells = []
    for token in _TOKENS.findall(cleaned):
        if token not in INDEX:
            raise BadNotation("unknown_cell", f"there is no cell {token!r}", cell=token)
        cells.append(INDEX[token])
    return tuple(cells)


def write_path(path: Sequence[int]) -> str:
    return "-".join(LABELS[cell] for cell in path)


def move_object(path: Sequence[int]) -> MacadamMove:
    """The move object of a path of cell indices."""
    if len(path) == 2:
        return SHORT_MOVES[path[0] << 6 | path[1]]
    if len(path) == 1:
        return _PLACEMENTS[path[0]]
    return MacadamMove(tuple(LABELS[c] for c in path))


# Built once: most moves are slides or single jumps, and building move objects is most of
# the cost of listing legal moves.
SHORT_MOVES = tuple(MacadamMove((LABELS[a], LABELS[b])) for a in range(64) for b in range(64))
_PLACEMENTS = tuple(MacadamMove((label,)) for label in LABELS)


def cell_index(label: object) -> int:
    """The index of a cell name from a move object or a click; IllegalMove when there is none."""
    index = INDEX.get(label.lower()) if isinstance(label, str) else None
    if index is None:
        raise IllegalMove("illegal_move", "this is not a move of this game")
    return index


def cells_of(move: object) -> tuple[int, ...]:
    """The cell indices of a move object's path; IllegalMove when it is not a Macadam move."""
    path = getattr(move, "path", None)
    if not isinstance(path, tuple) or not path:
        raise IllegalMove("illegal_move", "this is not a move of this game")
    return tuple(cell_index(label) for label in path)
