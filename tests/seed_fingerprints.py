"""Fingerprints of the original rule sheets, so that the no-copy check runs in every clone.

The sheets themselves are not ours to ship. What the repository keeps instead is a short hash of
every run of :data:`RUN` consecutive words of them (lower case, punctuation stripped from the
word ends): enough to tell that a rules text repeats a run, nothing to read the sheets back from.
Regenerate after the sheets change with ``python -m tests.seed_fingerprints ../shared/seeds``.
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

RUN = 12
FINGERPRINTS = Path(__file__).with_name("data") / "seed_fingerprints.txt"
_PUNCTUATION = ".,;:!?«»\"'()[]*_`’“”—–-…"


def words(text: str) -> list[str]:
    """Lower-case words, punctuation stripped from their ends, empty ones dropped."""
    stripped = (word.strip(_PUNCTUATION) for word in text.lower().split())
    return [word for word in stripped if word]


def runs(text: str) -> Iterator[tuple[str, ...]]:
    """Every run of RUN consecutive words of a text."""
    found = words(text)
    for start in range(len(found) - RUN + 1):
        yield tuple(found[start : start + RUN])


def fingerprint(run: Iterable[str]) -> str:
    """A 48-bit hash of one run of words, in hex."""
    return hashlib.blake2b(" ".join(run).encode("utf-8"), digest_size=6).hexdigest()


def fingerprints_of(texts: Iterable[str]) -> set[str]:
    return {fingerprint(run) for text in texts for run in runs(text)}


def sheets_in(folder: Path) -> list[str]:
    return [path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.txt"))]


def stored() -> set[str]:
    return set(FINGERPRINTS.read_text(encoding="ascii").split())


def main(folder: str) -> None:
    found = sorted(fingerprints_of(sheets_in(Path(folder))))
    FINGERPRINTS.parent.mkdir(exist_ok=True)
    FINGERPRINTS.write_text("\n".join(found) + "\n", encoding="ascii")
    print(f"{len(found)} fingerprints written to {FINGERPRINTS}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(Path(__file__).resolve().parents[2] / "shared" / "seeds"))
