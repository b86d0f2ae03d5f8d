"""The state's own random generator, as pure functions (state in, state out).

New games use a counter-mode generator: a 256-bit key hashed from every bit of the seed, and a
counter; each 64-bit draw is the keyed BLAKE2b hash of the counter. States saved before it hold a
single SplitMix64 integer; those play on with SplitMix64 so that their games continue unchanged.
"""

from __future__ import annotations

import hashlib
import re
from typing import NamedTuple

MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_PERSON = b"macadam-cartes"
KEY_BYTES = 32
_KEYED_TEXT = re.compile(r"([0-9a-f]{64}):(0|[1-9a-f][0-9a-f]{0,15})")
_SPLITMIX_TEXT = re.compile(r"[0-9a-f]{16}")


class Keyed(NamedTuple):
    """Counter-mode generator: ``key`` (32 bytes) and the number of 64-bit draws made so far."""

    key: bytes
    counter: int


#: a generator state: :class:`Keyed`, or a bare int for the SplitMix64 of states saved before it.
Gen = Keyed | int


def seed_state(seed: int) -> Keyed:
    """The generator of a seed: its key hashes all the seed's bits (negative seeds distinct)."""
    value = 2 * seed if seed >= 0 else -2 * seed - 1  # zigzag, then the shortest byte string
    data = value.to_bytes((value.bit_length() + 7) // 8, "little")
    return Keyed(hashlib.blake2b(data, digest_size=KEY_BYTES, person=_PERSON).digest(), 0)


def next64(state: Gen) -> tuple[Gen, int]:
    """(new state, 64 random bits)."""
    if isinstance(state, Keyed):
        key, counter = state
        block = hashlib.blake2b(counter.to_bytes(8, "little"), digest_size=8, key=key).digest()
        return Keyed(key, (counter + 1) & MASK), int.from_bytes(block, "little")
    state = (state + _GOLDEN) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: Gen, bound: int) -> tuple[Gen, int]:
    """(new state, a uniform integer in ``range(bound)``), without modulo bias."""
    limit = (1 << 64) - (1 << 64) % bound
    while True:
        state, value = next64(state)
        if value < limit:
            return state, value % bound


def shuffle(state: Gen, items: list[int]) -> Gen:
    """Fisher-Yates in place; returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state


def to_text(state: Gen) -> str:
    """The saved form: ``<64 hex key>:<hex counter>``, or 16 hex digits for SplitMix64."""
    if isinstance(state, Keyed):
        return f"{state.key.hex()}:{state.counter:x}"
    return f"{state:016x}"


def from_text(text: object) -> Gen:
    """The inverse of :func:`to_text`; ValueError for anything else."""
    if isinstance(text, str):
        keyed = _KEYED_TEXT.fullmatch(text)
        if keyed:
            return Keyed(bytes.fromhex(keyed[1]), int(keyed[2], 16))
        if _SPLITMIX_TEXT.fullmatch(text):
            return int(text, 16)
    raise ValueError("saved state: rng must be '<64 hex digits>:<hex counter>' or 16 hexadecimal digits")
