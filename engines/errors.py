"""The errors of the engine contract: an unknown game, a refused option, a move that cannot be
played. Each carries a stable ``code`` and its ``params`` so the bot explains it in the user's
language. The lowest floor of ``engines``: it imports nothing of the project."""

from __future__ import annotations

from typing import Any


class UnknownGame(ValueError):
    """Raised by :func:`engines.get` for a key that names no game."""


class BadOption(ValueError):
    """An option (a start position...) that ``Game.new`` refuses. ``code`` is stable and
    ``params`` fill the explanation, so the bot can give it in the user's language; the
    exception's text says it in English for other callers."""

    def __init__(self, code: str, message: str | None = None, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(message or code)


class MoveError(ValueError):
    """A move that cannot be played. ``code`` is stable; ``params`` fill the explanation."""

    def __init__(self, code: str, message: str | None = None, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(message or code)


class BadNotation(MoveError):
    """The text does not name a move (syntax, unknown cell, ambiguous capture...)."""


class IllegalMove(MoveError):
    """The move is well formed but the rules forbid it now."""
