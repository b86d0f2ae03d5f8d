"""Load-time checks: the one place a raw stored row becomes a typed one, every column checked.

A damaged row (a bad manual edit, a half-restored backup, a bug of an older version) must break
its own match only: ``decode_match`` turns a ``matches`` row and its seats into a
:class:`MatchRow` or raises :class:`CorruptMatch`; ``decode_moves`` does the same for a move
log. Reasons name the column and the problem, never what it holds (a state may hold a hand).
What only the engines can tell (the game exists, the state loads, cells exist) the service
checks on each row it decodes (``bot.match_checks``).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.ratings import Rating

from .column_checks import MAX_INT, ColumnChecks, is_int
from .errors import CorruptMatch, CorruptRating
from .rows import (
    STATUSES,
    JSONDict,
    MatchRow,
    MoveRow,
)

#: A row as aiosqlite gives it (asyncpg's Record reads the same way), or any mapping of column
#: names, as tests build them.
Row = sqlite3.Row | Mapping[str, Any]
_FIRST = ("challenger", "opponent", "random")
#: A rating's skill and uncertainty stay within these bounds (both schemas check them, migration
#: 12): beyond them the shown rating overflows.
RATING_BOUND = 10_000.0


class _Checker(ColumnChecks):
    """Checks of one match's values; each failure is a CorruptMatch naming ``what``."""

    def __init__(self, match_id: int, seats: int = 0) -> None:
        self.match_id = match_id
        self.seats = seats

    def fail(self, what: str, problem: str) -> CorruptMatch:
        return CorruptMatch(self.match_id, f"{what} {problem}")

    def snowflake_or_none(self, what: str, value: Any) -> int | None:
        return None if value is None else self.snowflake(what, value)

    def seat(self, what: str, value: Any) -> int:
        if not is_int(value) or not 0 <= value < self.seats:
            raise self.fail(what, f"is not one of the {self.seats} seats")
        return int(value)

    def seats_list(self, what: str, value: Any) -> list[int]:
        if not isinstance(value, list):
            raise self.fail(what, "is not a list of seats")
        return [self.seat(what, seat) for seat in value]

    def json_object(self, what: str, text: Any) -> JSONDict:
        if not isinstance(text, str):
            raise self.fail(what, "is not JSON text")
        try:
            value = json.loads(text)
        except (ValueError, RecursionError) as exc:
            # Only where the error is, never the (possibly secret) document.
            raise self.fail(what, f"is not JSON (at {getattr(exc, 'pos', '?')})") from None
        if not isinstance(value, dict):
            raise self.fail(what, "is not a JSON object")
        return value

    def object_or_none(self, what: str, text: Any) -> JSONDict | None:
        return None if text is None else self.json_object(what, text)

    def fields(self, what: str, value: Mapping[str, Any], checks: Mapping[str, Callable[[str, Any], object]]) -> None:
        """Each present key of ``checks`` passes its check (``None`` values allowed where the
        check says so); unknown keys are kept (a newer version may add some)."""
        for key, check in checks.items():
            if key in value:
                check(f"{what}.{key}", value[key])


def decode_match(row: Row, seats: Sequence[tuple[int, int]]) -> MatchRow:
    """Build a ``MatchRow`` from a raw ``matches`` row and its ``(seat, user_id)`` pairs sorted by seat.

    Raises CorruptMatch when any column, or the seats, cannot be what the bot wrote.
    """
    raw_id = row["id"]
    match_id = raw_id if is_int(raw_id) else 0
    check = _Checker(match_id, len(seats))
    check.number("id", raw_id)
    if not seats or [seat for seat, _ in seats] != list(range(len(seats))):
        raise check.fail("seats", "are not numbered 0..n-1")
    users = tuple(check.player("seat user id", user_id) for _, user_id in seats)
    if row["status"] not in STATUSES:
        raise check.fail("status", "is unknown")
    options = check.json_object("options", row["options"])
    _check_options(check, options, users)
    result = check.object_or_none("result", row["result"])
    if result is not None:
        _check_result(check, result)
    last_move = check.object_or_none("last_move", row["last_move"])
    if last_move is not None:
        _check_last_move(check, last_move)
    clock_state = check.object_or_none("clock_state", row["clock_state"])
    if clock_state is not None:
        _check_clock_state(check, clock_state)
    draw_offer = row["draw_offer_seat"]
    reminded = row["reminded_ply"]
    move_count = check.number("move_count", row["move_count"], 0)
    computers = _computers(check, check.object_or_none("computers", row["computers"]))
    published = row["published_version"]
    rematch = row["rematch_id"]
    takeback = row["takeback_seat"]
    return MatchRow(
        id=match_id,
        game=check.text("game", row["game"]),
        options=options,
        state=check.json_object("state", row["state"]),
        version=check.number("version", row["version"]),
        status=row["status"],
        result=result,
        seats=users,
        guild_id=check.snowflake("guild_id", row["guild_id"]),
        channel_id=check.snowflake("channel_id", row["channel_id"]),
        thread_id=check.snowflake_or_none("thread_id", row["thread_id"]),
        message_id=check.snowflake_or_none("message_id", row["message_id"]),
        challenge_message_id=check.snowflake_or_none("challenge_message_id", row["challenge_message_id"]),
        created_at=check.time("created_at", row["created_at"]),
        updated_at=check.time("updated_at", row["updated_at"]),
        turn_deadline=check.time_or_none("turn_deadline", row["turn_deadline"]),
        challenge_expires_at=check.time_or_none("challenge_expires_at", row["challenge_expires_at"]),
        draw_offer_seat=None if draw_offer is None else check.seat("draw_offer_seat", draw_offer),
        last_move=last_move,
        reminder_due_at=check.time_or_none("reminder_due_at", row["reminder_due_at"]),
        reminded_ply=None if reminded is None else check.number("reminded_ply", reminded, 0),
        clock_state=clock_state,
        move_count=move_count,
        computers=computers,
        published_version=None if published is None else check.number("published_version", published),
        rematch_id=None if rematch is None else check.number("rematch_id", rematch),
        takeback_seat=None if takeback is None else check.seat("takeback_seat", takeback),
        state_text=row["state"],
    )


def _check_options(check: _Checker, options: JSONDict, users: tuple[int, ...]) -> None:
    def user(what: str, value: Any) -> None:
        if check.player(what, value) not in users:
            raise check.fail(what, "does not hold a seat")

    def engine(what: str, value: Any) -> None:
        if not isinstance(value, dict):
            raise check.fail(what, "is not a JSON object")

    def first(what: str, value: Any) -> None:
        if value not in _FIRST:
            raise check.fail(what, "is not a known choice")

    def flag(what: str, value: Any) -> None:
        if not isinstance(value, bool):
            raise check.fail(what, "is not true or false")

    check.fields("options", options, {
        "engine": engine,
        "seed": lambda what, value: check.number(what, value, 0, 2**256 - 1),
        "challenger": user,
        "host": user,
        "first": first,
        "days": lambda what, value: value is None or check.number(what, value, 1, 366),
        "table": flag,
        "rated": flag,
        "reveal": flag,
        "takebacks": flag,
        "max_seats": lambda what, value: check.number(what, value, len(users), 64),
    })


def _check_result(check: _Checker, result: JSONDict) -> None:
    def scores(what: str, value: Any) -> None:
        if value is not None and not (isinstance(value, list) and all(is_int(s) for s in value)):
            raise check.fail(what, "is not a list of whole numbers")

    check.fields("result", result, {
        "winners": check.seats_list,
        "reason": check.text,
        "scores": scores,
        "by": check.seat,
        "tiebreak": lambda what, value: value is None or check.text(what, value),
    })


def _check_last_move(check: _Checker, last_move: JSONDict) -> None:
    def cells(what: str, value: Any) -> None:
        if not isinstance(value, list) or not all(isinstance(c, str) or is_int(c) for c in value):
            raise check.fail(what, "is not a list of cells")

    for key in ("notation", "seat", "ply"):
        if key not in last_move:
            raise check.fail(f"last_move.{key}", "is missing")
    check.fields("last_move", last_move, {
        "notation": check.text,
        "seat": check.seat,
        "ply": lambda what, value: check.number(what, value, 0),
        "path": cells,
        "captured": cells,
    })


def _check_clock_state(check: _Checker, clock_state: JSONDict) -> None:
    def streak(what: str, value: Any) -> None:
        if not isinstance(value, dict):
            raise check.fail(what, "is not a JSON object")
        for seat, count in value.items():
            if not seat.isdigit() or int(seat) >= check.seats:
                raise check.fail(what, "names a seat that is not at the table")
            check.number(what, count, 0)

    check.fields("clock_state", clock_state, {
        "streak": streak,
        "auto": check.seats_list,
        "round": lambda what, value: value is None or check.number(what, value, 0),
    })


def _computers(check: _Checker, stored: JSONDict | None) -> dict[int, int]:
    """``{seat: level}`` of the computer seats: each key a seat at the table, each level 1..8."""
    if stored is None:
        return {}
    computers = {}
    for seat, level in stored.items():
        if not seat.isdigit() or int(seat) >= check.seats:
            raise check.fail("computers", "names a seat that is not at the table")
        computers[int(seat)] = check.number("computers level", level, 1, 8)
    return computers


def decode_moves(match_id: int, rows: Sequence[Row], seats: int) -> list[MoveRow]:
    """A match's move log from its rows in ply order; CorruptMatch when an entry is damaged (a
    ply, a seat not at the table, an empty notation, a time that is not stored as the bot does)."""
    check = _Checker(match_id, seats)
    return [
        MoveRow(
            match_id,
            check.number("move ply", row["ply"], 0),
            check.seat("move seat", row["seat"]),
            check.text("move notation", row["notation"]),
            check.time("move time", row["created_at"]),
            None if row["hidden"] is None else check.text("move hidden", row["hidden"]),
            check.number("move takeback", row["takeback"], 0, 2),
        )
        for row in rows
    ]


def decode_rating(row: Row) -> Rating:
    """A ``ratings`` row as a :class:`Rating`; CorruptRating naming the column when a value is
    not a finite number in range (NaN and infinities included) or a count is not a whole number."""
    user_id = row["user_id"]

    def real(what: str, value: Any, low: float) -> float:
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not low <= value <= RATING_BOUND:
            raise CorruptRating(user_id, f"{what} is not a number from {low:g} to {RATING_BOUND:g}")
        return float(value)

    def count(what: str, value: Any, low: int = 0) -> int:
        if not is_int(value) or not low <= value <= MAX_INT:
            raise CorruptRating(user_id, f"{what} is not a whole number from {low}")
        return int(value)

    sigma = real("sigma", row["sigma"], 0.0)
    if sigma == 0:
        raise CorruptRating(user_id, "sigma is not above 0")
    return Rating(real("mu", row["mu"], -RATING_BOUND), sigma, count("games", row["games"]),
                  count("wins", row["wins"]), count("draws", row["draws"]), count("losses", row["losses"]),
                  count("streak", row["streak"], -MAX_INT))
