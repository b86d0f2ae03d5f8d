"""User-facing errors: each carries an i18n key and its parameters, never English text.

One handler (``bot.responses.report_error``) shows them ephemerally in the user's language;
anything that is not a :class:`UserError` is a bug, logged and answered with an apology.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.service.match import Match


class UserError(Exception):
    """Something the user can fix or should know; ``key`` names the message in ``bot.i18n``."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class UnknownMatch(UserError):
    def __init__(self, match_id: int | None = None) -> None:
        super().__init__("unknown_match", match_id=match_id)


class MatchUnavailable(UserError):
    """The stored match cannot be loaded (corrupt row, unknown game): that match only."""

    def __init__(self, match_id: int) -> None:
        super().__init__("match_unavailable", match_id=match_id)
        self.match_id = match_id


class NotYourMatch(UserError):
    def __init__(self) -> None:
        super().__init__("not_your_match")


class WithMatch(UserError):
    """A user error that comes with the match as it is now (to show its current board)."""

    def __init__(self, key: str, match: Match, **params: Any) -> None:
        super().__init__(key, **params)
        self.match = match


class BoardChanged(WithMatch):
    """The match moved on (version conflict or stale button): nothing was applied."""

    def __init__(self, match: Match) -> None:
        super().__init__("board_changed", match)


class StaleBoard(WithMatch):
    """A component of an older board was used."""

    def __init__(self, match: Match) -> None:
        super().__init__("board_outdated", match)


class MoveRejected(UserError):
    """The engine refused the move; ``code`` is the engine's stable :class:`engines.MoveError` code."""

    def __init__(self, code: str, params: dict[str, Any], *, game: str | None = None, unread: bool = False) -> None:
        super().__init__(f"move.{code}", **params)
        self.code = code
        #: the game's key: some codes are explained in that game's own terms (its notation).
        self.game = game
        #: the text was not read as a move at all (the engine's BadNotation), not a move refused.
        self.unread = unread


class BadComponent(UserError):
    """A custom id or select value that this bot never produced (forged, malformed)."""

    def __init__(self) -> None:
        super().__init__("bad_component")


class BotStopping(UserError):
    """The bot is stopping (a restart or an update): nothing was done; try again in a moment."""

    def __init__(self) -> None:
        super().__init__("bot_stopping")
