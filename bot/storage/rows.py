"""The typed rows the storage hands out (``MatchRow``, ``MoveRow``, the settings), and conversions
between them and SQLite values (raw rows become typed ones in ``row_checks``)."""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Final, Literal, get_args

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
class MatchRow:
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
    #: tables: ``{"streak": {"seat": n}, "auto": [seats], "round": r}`` (timeouts), or None.
    clock_state: JSONDict | None = None
    #: how many entries the move log has: the next move's ply.
    move_count: int = 0
    #: the seats the computer plays, with their level (1..8): ``{seat: level}``; empty when none.
    computers: Mapping[int, int] = field(default_factory=dict)
    #: the version whose board the bot last showed (posted or updated); None: never one.
    published_version: int | None = None
    #: the rematch this finished match's Rematch button started, once it did.
    rematch_id: int | None = None
    #: the seat asking to take its last move back, while the other has not answered.
    takeback_seat: int | None = None
    #: ``state`` exactly as the row stores it (JSON text; empty for a row not read from the
    #: database): what the service's decoded states are kept by (``bot.decoded``).
    state_text: str = field(default="", compare=False, repr=False)

    @property
    def board_channel_id(self) -> int:
        """Where the match is played: its thread if it has one, else its channel."""
        return self.thread_id if self.thread_id is not None else self.channel_id

    def seats_of(self, user_id: int) -> tuple[int, ...]:
        """Seat indexes held by ``user_id`` (empty when not playing)."""
        return tuple(i for i, uid in enumerate(self.seats) if uid == user_id)


@dataclass(frozen=True, slots=True)
class MoveRow:
    """One entry of a match's append-only move log."""

    match_id: int
    ply: int
    seat: int
    notation: str
    created_at: datetime
    #: the whole move when ``notation`` (public) hides part of it; never shown.
    hidden: str | None = None
    #: how many of the moves still standing this entry takes back (0: it plays a move).
    takeback: int = 0


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """Per-guild preferences; ``None`` means "use the bot default"."""

    guild_id: int
    language: str | None = None
    default_days: int | None = None
    #: the guild's default time control is "unlimited" (then ``default_days`` is ignored).
    default_unlimited: bool = False
    #: matches against the computer count for ratings on this server.
    rate_computer: bool = False
    #: the role whose members manage the server's tournaments (besides Manage Server); None: none.
    tournament_role: int | None = None


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


def is_deleted_player(user_id: int) -> bool:
    """Whether ``user_id`` is a deleted player's marker (``PrivacyStore.forget``), not a Discord id."""
    return user_id < 0
