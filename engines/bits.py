"""Small helpers on integer bitboards and the position texts written from them, shared by the engines."""

from __future__ import annotations

from collections.abc import Iterable


def bits_of(mask: int) -> list[int]:
    """Indices of the set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def rank_text(cells: Iterable[str]) -> str:
    """One rank of a FEN-like position: each cell's letter ("" for an empty cell), a run of
    empty cells written as its length (``["w", "", "", "b"]`` -> ``"w2b"``)."""
    text, empty = "", 0
    for char in cells:
        if not char:
            empty += 1
            continue
        if empty:
            text += str(empty)
            empty = 0
        text += char
    return text + (str(empty) if empty else "")
