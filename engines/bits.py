"""Small helpers on integer bitboards, shared by the engines."""

from __future__ import annotations


def bits_of(mask: int) -> list[int]:
    """Indices of the set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
