"""The state's own random generator: SplitMix64, a single 64-bit integer of state.

Pure functions (state in, state out) so that the generator lives inside the immutable game
state and survives a JSON dump as one number.
"""

from __future__ import annotations

MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """A 64-bit generator state from any integer seed (high bits folded in, not dropped)."""
    folded = 0
    value = 2 * seed if seed >= 0 else -2 * seed - 1  # zigzag: negative seeds stay distinct
    while True:
        folded ^= value & MASK
        value >>= 64
        if not value:
            return folded


def next64(state: int) -> tuple[int, int]:
    """(new state, 64 random bits)."""
    state = (state + _GOLDEN) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, bound: int) -> tuple[int, int]:
    """(new state, a uniform integer in ``range(bound)``), without modulo bias."""
    limit = (1 << 64) - (1 << 64) % bound
    while True:
        state, value = next64(state)
        if value < limit:
            return state, value % bound


def shuffle(state: int, items: list[int]) -> int:
    """Fisher-Yates in place; returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
