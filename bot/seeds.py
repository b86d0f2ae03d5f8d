"""Engine seeds of new matches, drawn from the operating system's CSPRNG (``secrets``).

A hidden hand is dealt from the seed: a seed from a seeded or guessable source (``random``, a
31-bit range) could be searched by a player from their own hand, so every seed has 256 random
bits and never comes from the service's injected ``rng``. It is stored in the match's options
(JSON text, so any size round-trips) and never shown.
"""

from __future__ import annotations

import secrets

SEED_BITS = 256


def new_seed() -> int:
    """A fresh seed: ``SEED_BITS`` bits from ``secrets``."""
    return secrets.randbits(SEED_BITS)
