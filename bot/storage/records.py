"""Typed records returned by the storage, and conversions between them and SQLite values."""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Final, Literal, get_args

from .errors import CorruptMatch

Status = Literal["challenge", "active", "finished", "aborted", "declined", "expired"]
STATUSES: Final[tuple[Status, ...]] = get_args(Status)
OPEN_STATUSES: Final[tuple[Status, ...]] = ("challenge", "active")

JSONDict = dict[str, Any]


class Unset(enum.Enum):
    """Type of :data:`UNSET`."""

    UNSET = enum.auto()

    def __repr__(self) -> str:
        return "UNSET"


#: Default of optional update arguments: "leave this column as it is" (``None`` clears it).
UNSET: Final = Unset.UNSET


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """One match as stored; ``seats[i]`` is the Discord user id sitting at seat ``i``."""

    id: int
    game: str
    options: JSONDict
    state: JSONDict
    version: int
    status: Status
    result: JSONDict | None
    seats: tuple[int, ...]
    guild_id: int
    channel_id: int
    thread_id: int | None
    message_id: int | None
    challenge_message_id: int | None
    created_at: datetime
    updated_at: datetime
    turn_deadline: datetime | None
    challenge_expires_at: datetime | None
    draw_offer_seat: int | None
    #: what a board needs to draw the last move (``{"path": [...], "captured": [...]}``), or None.
    last_move: JSONDict | None = None
    #: when the player to move gets their reminder (75% of the turn's time), None when none pending.
    reminder_due_at: datetime | None = None
    #: the ply (move-log length) whose turn was already reminded: a turn is reminded once.
    reminded_ply: int | None = None
    #: card tables: ``{"streak": {"seat": n}, "auto": [seats], "manche": m}`` (timeouts), or None.
    clock_state: JSONDict | None = None

    @property
    def board_channel_id(self) -> int:
        """Where the match is played: its thread if it has one, else its channel."""
        return self.thread_id if self.thread_id is not None else self.channel_id

    def seats_of(self, user_id: int) -> tuple[int, ...]:
        """Seat indexes held by ``user_id`` (empty when not playing)."""
        return tuple(i for i, uid in enumerate(self.seats) if uid == user_id)


@dataclass(frozen=True, slots=True)
class MoveRecord:
    """One entry of a match's append-only move log."""

    match_id: int
    ply: int
    seat: int
    notation: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """Per-guild preferences; ``None`` means "use the bot default"."""

    guild_id: int
    language: str | None = None
    default_days: int | None = None
    #: the guild's default time control is "unlimited" (then ``default_days`` is ignored).
    default_unlimited: bool = False


@dataclass(frozen=True, slots=True)
class UserSettings:
    """Per-user preferences; ``None`` means "use the guild or bot default"."""

    user_id: int
    language: str | None = None
    ping: str | None = None


def check_status(status: str) -> Status:
    """Return ``status`` if it is a known match status, else raise ValueError."""
    if status not in STATUSES:
        raise ValueError(f"unknown match status {status!r}; expected one of {STATUSES}")
    return status  # type: ignore[return-value]


def format_time(moment: datetime) -> str:
    """Aware datetime -> fixed-width UTC text, so that SQL text comparison is time order."""
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(f"naive datetime {moment!r}: pass an aware datetime (UTC)")
    return moment.astimezone(timezone.utc).replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"


def parse_time(text: str) -> datetime:
    """Stored UTC text -> aware datetime."""
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        raise ValueError(f"stored time {text!r} has no time zone")
    return moment.astimezone(timezone.utc)


def dump_json(value: Mapping[str, Any] | None, what: str) -> str | None:
    """Encode a JSON object (or None) for storage; raise before any write if it cannot be."""
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise TypeError(f"{what} must be a JSON object (a mapping), not {type(value).__name__}")
    # ensure_ascii: any Python str (even a lone surrogate from user text) round-trips exactly.
    return json.dumps(value, ensure_ascii=True, separators=(",", ":"), allow_nan=False)


def _load_object(match_id: int, what: str, text: Any) -> JSONDict:
    if not isinstance(text, str):
        raise CorruptMatch(match_id, f"{what} is not JSON text")
    try:
        value = json.loads(text)
    except ValueError as exc:
        # str(exc) gives only the position, never the (possibly secret) document.
        raise CorruptMatch(match_id, f"{what}: {exc}") from None
    if not isinstance(value, dict):
        raise CorruptMatch(match_id, f"{what} is not a JSON object")
    return value


def _load_time(match_id: int, what: str, text: Any) -> datetime:
    try:
        return parse_time(text)
    except (TypeError, ValueError):
        raise CorruptMatch(match_id, f"{what} is not a stored time") from None


def decode_match(row: Mapping[str, Any], seats: Sequence[tuple[int, int]]) -> MatchRecord:
    """Build a record from a ``matches`` row and its ``(seat, user_id)`` pairs sorted by seat.

    Raises CorruptMatch when anything stored cannot be decoded.
    """
    match_id = row["id"]
    if not seats or [seat for seat, _ in seats] != list(range(len(seats))):
        raise CorruptMatch(match_id, "seats are not numbered 0..n-1")
    if row["status"] not in STATUSES:
        raise CorruptMatch(match_id, "unknown status")
    result, deadline, expiry = row["result"], row["turn_deadline"], row["challenge_expires_at"]
    return MatchRecord(
        id=match_id,
        game=row["game"],
        options=_load_object(match_id, "options", row["options"]),
        state=_load_object(match_id, "state", row["state"]),
        version=row["version"],
        status=row["status"],
        result=None if result is None else _load_object(match_id, "result", result),
        seats=tuple(user_id for _, user_id in seats),
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        message_id=row["message_id"],
        challenge_message_id=row["challenge_message_id"],
        created_at=_load_time(match_id, "created_at", row["created_at"]),
        updated_at=_load_time(match_id, "updated_at", row["updated_at"]),
        turn_deadline=None if deadline is None else _load_time(match_id, "turn_deadline", deadline),
        challenge_expires_at=(
            None if expiry is None else _load_time(match_id, "challenge_expires_at", expiry)
        ),
        draw_offer_seat=row["draw_offer_seat"],
        last_move=None if row["last_move"] is None else _load_object(match_id, "last_move", row["last_move"]),
        reminder_due_at=(
            None if row["reminder_due_at"] is None
            else _load_time(match_id, "reminder_due_at", row["reminder_due_at"])
        ),
        reminded_ply=row["reminded_ply"],
        clock_state=(
            None if row["clock_state"] is None else _load_object(match_id, "clock_state", row["clock_state"])
        ),
    )
