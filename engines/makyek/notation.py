"""Reading move texts: ``a1-a5``, optionally followed by ``x<cell>`` for each captured man.

Case and whitespace are ignored. Only the form is checked here (``BadNotation``); whether the
move is legal is the game's business.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engines.base import BadNotation
from engines.makyek.board import INDEX

_CELLISH = r"[a-z][0-9]+"
_FORM = re.compile(rf"({_CELLISH})-({_CELLISH})((?:x{_CELLISH})*)")


@dataclass(frozen=True)
class MoveText:
    """Start and end cell indices, and the captured cells named (None: no ``x`` list)."""

    start: int
    end: int
    captured: frozenset[int] | None


def read_move_text(text: object) -> MoveText:
    if not isinstance(text, str):
        raise BadNotation("syntax", "a move must be a text", text=repr(text))
    cleaned = re.sub(r"\s+", "", text).lower()
    found = _FORM.fullmatch(cleaned)
    if not found:
        raise BadNotation("syntax", f"cannot read {text.strip()!r} as a move like a1-a5", text=text.strip())
    start, end = _cell(found.group(1)), _cell(found.group(2))
    if not found.group(3):
        return MoveText(start, end, None)
    captured: set[int] = set()
    for token in re.findall(rf"x({_CELLISH})", found.group(3)):
        cell = _cell(token)
        if cell in captured:
            raise BadNotation("repeated_capture", f"{token} is named twice in the capture list", cell=token)
        captured.add(cell)
    return MoveText(start, end, frozenset(captured))


def _cell(token: str) -> int:
    index = INDEX.get(token)
    if index is None:
        raise BadNotation("unknown_cell", f"there is no cell {token!r} on this board", cell=token)
    return index
