"""The column checks every load-time row check shares (``row_checks`` for matches and ratings,
``tournament_checks`` for tournaments): each refuses a value with the error ``fail`` makes of the
column's name and the problem, never of what the column holds."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from .rows import format_time, parse_time

#: SQLite INTEGERs (ids, snowflakes, counts) are signed 64-bit.
MAX_INT = 2**63 - 1


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class ColumnChecks:
    """Checks of one row's columns; ``fail(what, problem)`` is the error a damaged one raises."""

    def fail(self, what: str, problem: str) -> Exception:
        raise NotImplementedError

    def number(self, what: str, value: Any, low: int = 1, high: int = MAX_INT) -> int:
        if not is_int(value) or not low <= value <= high:
            raise self.fail(what, f"is not a whole number from {low} to {high}")
        return int(value)

    def snowflake(self, what: str, value: Any) -> int:
        """A Discord id (user, guild, channel, message): never negative."""
        return self.number(what, value, 0)

    def player(self, what: str, value: Any) -> int:
        """Who sits somewhere: a Discord user id, or a deleted player's marker (negative: ``rows.is_deleted_player``)."""
        return self.number(what, value, -MAX_INT)

    def text(self, what: str, value: Any) -> str:
        if not isinstance(value, str) or not value:
            raise self.fail(what, "is not a non-empty text")
        return value

    def time(self, what: str, value: Any) -> datetime:
        """A stored time: parseable, and in the fixed-width form the timer queries compare as text."""
        try:
            moment = parse_time(value)
            canonical = format_time(moment) == value
        except (TypeError, ValueError):
            canonical = False
        if not canonical:
            raise self.fail(what, "is not a stored time")
        return moment

    def time_or_none(self, what: str, value: Any) -> datetime | None:
        return None if value is None else self.time(what, value)
