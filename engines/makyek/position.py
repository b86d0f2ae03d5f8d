"""Position texts: ``<board> <side>[ <white captures> <black captures>[ <capture-free plies>]]``.

The board lists ranks 8 down to 1 separated by ``/``, files a to h: ``w`` white man, ``b`` black
man, a digit 1-8 for empty cells. Lower case only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engines.base import BadOption
from engines.bits import rank_text
from engines.makyek.board import BIT, index_of

_SIDES = {"w": 0, "b": 1}
_NUMBER = re.compile(r"[0-9]+")


@dataclass(frozen=True)
class PositionText:
    """A parsed position; the optional fields are None when the text leaves them out."""

    men: tuple[int, int]
    side: int
    captures: tuple[int, int] | None = None
    quiet_plies: int | None = None


def parse_position(text: object) -> PositionText:
    """Read a position text with 2, 4 or 5 fields; anything malformed is a ValueError."""
    if not isinstance(text, str):
        raise BadOption("option_text", f"a position must be a text, not {type(text).__name__}", option="position")
    fields = text.split()
    if len(fields) not in (2, 4, 5):
        raise BadOption("field_count", f"position {text!r}: expected 2, 4 or 5 fields, got {len(fields)}",
                        count=len(fields))
    men = parse_board(fields[0], text)
    if fields[1] not in _SIDES:
        raise BadOption("side", f"position {text!r}: the side to move must be w or b, not {fields[1]!r}",
                        side=fields[1])
    numbers = []
    for item in fields[2:]:
        if not _NUMBER.fullmatch(item):
            raise BadOption("not_a_number", f"position {text!r}: {item!r} is not a non-negative whole number",
                            item=item)
        numbers.append(int(item))
    captures = (numbers[0], numbers[1]) if len(numbers) >= 2 else None
    plies = numbers[2] if len(numbers) == 3 else None
    return PositionText(men, _SIDES[fields[1]], captures, plies)


def parse_board(board: str, text: str) -> tuple[int, int]:
    ranks = board.split("/")
    if len(ranks) != 8:
        raise BadOption("rank_count", f"position {text!r}: expected 8 ranks separated by /, got {len(ranks)}",
                        ranks=8, count=len(ranks))
    men = [0, 0]
    for row, cells in enumerate(ranks):
        rank, file = 8 - row, 0
        for char in cells:
            if char in "12345678":
                file += int(char)
            elif char in "wb":
                if file < 8:
                    men["wb".index(char)] |= BIT[index_of(file, rank)]
                file += 1
            else:
                raise BadOption("unknown_piece", f"position {text!r}: unexpected {char!r} in rank {rank}", piece=char)
            if file > 8:
                break
        if file != 8:
            raise BadOption("rank_cells",
                            f"position {text!r}: rank {rank} ({cells!r}) does not describe exactly 8 cells",
                            rank=cells, cells=8)
    return men[0], men[1]


def format_board(men: tuple[int, int]) -> str:
    def letter(bit: int) -> str:
        return "w" if men[0] & bit else "b" if men[1] & bit else ""

    return "/".join(rank_text(letter(BIT[index_of(file, rank)]) for file in range(8)) for rank in range(8, 0, -1))


def format_key(men: tuple[int, int], side: int) -> str:
    """The two-field text of a board and side to move."""
    return f"{format_board(men)} {'wb'[side]}"


def format_position(men: tuple[int, int], side: int, captures: tuple[int, int], quiet_plies: int) -> str:
    """All five fields, single spaces."""
    return f"{format_key(men, side)} {captures[0]} {captures[1]} {quiet_plies}"
