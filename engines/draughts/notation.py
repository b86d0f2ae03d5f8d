"""Reading move texts into cell tokens, and writing moves back.

Dames uses PDN (``32-28``, ``28x19``, ``26x37x48``), Dames turques algebraic cells
(``c3-c4``, ``d4xd6xf6``). Input is forgiving: any case, spaces, ``x``/``×``/``:`` for captures.
A huff (Dames' ``huffing`` option) is written ``h32``; ``huff 32`` and ``souffle 32`` are read too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from engines.base import BadNotation
from engines.draughts.geometry import Label
from engines.draughts.rules import DraughtsRules

Kind = Literal["plain", "capture", "any", "huff"]

_HUFF_WORDS = ("h", "huff", "souffle", "souffler", "souffler:", "huff:")
_CAPTURE_SEPARATORS = "x×:"


@dataclass(frozen=True)
class MoveText:
    """A parsed move text: its kind and the cells it names, in order."""

    kind: Kind
    cells: tuple[Label, ...]


def read_move_text(rules: DraughtsRules, text: str) -> MoveText:
    """Split ``text`` into cells; raises :class:`BadNotation` with a stable code."""
    if not isinstance(text, str) or not text.strip():
        raise BadNotation("empty", "no move was given")
    cleaned = text.strip().lower()
    cell = rules.cell_pattern
    huff = re.fullmatch(rf"({'|'.join(map(re.escape, _HUFF_WORDS))})\s*({cell})", cleaned)
    if huff:
        return MoveText("huff", (_label(rules, huff.group(2)),))
    pattern = rf"({cell})((?:\s*[-{_CAPTURE_SEPARATORS}]\s*|\s+)({cell}))+"
    if not re.fullmatch(pattern, cleaned, flags=re.IGNORECASE):
        raise BadNotation("syntax", f"cannot read {text!r} as a move", text=text.strip())
    tokens = re.findall(cell, cleaned, flags=re.IGNORECASE)
    separators = re.sub(cell, " ", cleaned, flags=re.IGNORECASE)
    if any(sep in separators for sep in _CAPTURE_SEPARATORS):
        kind: Kind = "capture"
    elif "-" in separators:
        kind = "plain"
    else:
        kind = "any"
    return MoveText(kind, tuple(_label(rules, token) for token in tokens))


def _label(rules: DraughtsRules, token: str) -> Label:
    label = rules.cell_from_text(token)
    if label is None:
        raise BadNotation("unknown_cell", f"there is no playable cell {token!r}", cell=token)
    return label


def is_subsequence(inner: Sequence[Label], outer: Sequence[Label]) -> bool:
    """True when ``inner`` appears in ``outer`` in order (not necessarily contiguous)."""
    it = iter(outer)
    return all(any(item == other for other in it) for item in inner)


def write_cells(cells: Sequence[Label], separator: str) -> str:
    return separator.join(str(cell) for cell in cells)
