"""Saved form of the repetition history: one hex string, 17 bytes per position.

Each position is the pawns of seat 0 and of seat 1 (unsigned 64-bit little-endian bitboards)
and the side to move (one byte). Packing and unpacking run in C, so saving stays cheap even
after thousands of moves.
"""

from __future__ import annotations

import struct
from itertools import starmap

from engines.macadam.state import PositionKey

_RECORD = struct.Struct("<QQB")


def pack_history(history: tuple[PositionKey, ...]) -> str:
    return b"".join(starmap(_RECORD.pack, history)).hex()


def pack_position(key: PositionKey) -> str:
    """One position packed, to extend an already packed history."""
    return _RECORD.pack(*key).hex()


def unpack_history(text: object) -> tuple[PositionKey, ...]:
    """The positions of a packed history; ValueError when it is not one."""
    if not isinstance(text, str):
        raise ValueError("history must be a hex string")
    raw = bytes.fromhex(text)
    if len(raw) % _RECORD.size:
        raise ValueError("history is cut short")
    if raw[_RECORD.size - 1 :: _RECORD.size].strip(b"\x00\x01"):
        raise ValueError("history holds a side to move other than 0 or 1")
    return tuple(_RECORD.iter_unpack(raw))
