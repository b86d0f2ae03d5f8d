"""The words an image carries, written by the caller in the match's language.

Renderers never translate and never read Discord: the bot passes a :class:`Captions` with the
players' display names, the result sentence of a finished match and the short labels a drawing
needs (legends, the turn marker...). Each renderer module lists the label keys it reads in its
``WORDS``; :data:`render.IMAGE_WORDS` gathers them, and the bot fills them from the catalogue
messages ``image-<key>``. Without captions (outside checks, old callers) an image simply carries
no names, no banner and no labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Captions:
    """``names``: each seat's name (a computer seat's "Computer, level 5" included);
    ``banner``: how a finished match ended, one sentence; ``words``: labels by key; ``ending``:
    how the match as stored ended, when the position alone cannot say (a resignation, a
    timeout, an agreement, an abort): ``"won"`` by ``winners``, ``"drawn"`` or ``"stopped"``.

    A replay's frames (``band_lines`` > 0) all carry a band on top, ``band_lines`` lines high
    whatever it says, so the board never jumps from frame to frame: ``banner`` when set (the last
    frame), else ``band`` (the move the frame shows, public text only), with ``mover``'s piece."""

    names: tuple[str, ...] = ()
    banner: str | None = None
    words: Mapping[str, str] = field(default_factory=dict)  # a plain dict: captions cross process pools
    ending: str | None = None
    winners: tuple[int, ...] = ()
    band: str | None = None
    band_lines: int = 0
    mover: int | None = None

    def name(self, seat: int) -> str | None:
        """The name of ``seat``, when the caller gave one."""
        return self.names[seat] if 0 <= seat < len(self.names) and self.names[seat] else None

    def word(self, key: str) -> str | None:
        """The label ``key`` (one of the renderer's ``WORDS``), when the caller gave it."""
        return self.words.get(key) or None

    def count_word(self, key: str, n: int) -> str | None:
        """The label ``key`` agreeing with the count ``n`` drawn before it ("1 prise", "2 prises"):
        the caller gives a form ``key#n`` for each count whose word differs from the plain one."""
        return self.words.get(f"{key}#{n}") or self.word(key)


NO_CAPTIONS = Captions()
