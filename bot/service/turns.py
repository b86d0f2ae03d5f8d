"""The turn clock's columns, computed (no I/O): a turn's deadline and reminder, and at a table
the timeout bookkeeping that decides which seats the clock plays by default.

``clock_state`` is ``{"streak": {"<seat>": n}, "auto": [seats], "round": r}``: each seat's
timeouts in a row and the seats played by default, for the round ``r`` of the game
(``Game.round_of``); a new round starts them again.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from bot.service.match import Match

#: Time controls in days per move offered at /challenge and /table; None means unlimited.
DAY_PRESETS: tuple[int, ...] = (1, 2, 3, 7, 14)
DEFAULT_DAYS = 3
#: The reminder goes out once the player to move has used this share of the turn's time.
REMINDER_SHARE = 0.75
#: A seat of a table that times out this many turns in a row is played by the default action
#: for the rest of the round.
AUTO_AFTER_TIMEOUTS = 2


def turn_fields(now: datetime, days: int | None, *, due_now: bool = False) -> dict[str, Any]:
    """Deadline and reminder of a turn starting ``now`` (none when unlimited; a seat played by
    default is due at once, with no reminder)."""
    if days is None:
        return {"turn_deadline": None, "reminder_due_at": None}
    if due_now:
        return {"turn_deadline": now, "reminder_due_at": None}
    turn = timedelta(days=days)
    return {"turn_deadline": now + turn, "reminder_due_at": now + turn * REMINDER_SHARE}


def round_clock(match: Match, state: Any) -> dict[str, Any]:
    """The table's timeout bookkeeping for ``state``: counts and default-played seats last for
    one round (a new round starts them again)."""
    stored = match.row.clock_state or {}
    current = None if state is None else match.game.round_of(state)
    if stored.get("round") != current:
        return {"streak": {}, "auto": [], "round": current}
    return {"streak": dict(stored.get("streak") or {}), "auto": list(stored.get("auto") or []), "round": current}


def count_timeout(match: Match, seat: int) -> tuple[dict[str, Any], bool]:
    """The bookkeeping once ``seat`` timed out once more, and whether the clock now plays it by
    default for the rest of the round."""
    counted = round_clock(match, match.state)
    streak = counted["streak"].get(str(seat), 0) + 1
    counted["streak"][str(seat)] = streak
    auto = streak >= AUTO_AFTER_TIMEOUTS or seat in counted["auto"]
    if auto and seat not in counted["auto"]:
        counted["auto"].append(seat)
    return counted, auto


def after_move_fields(match: Match, after: Any, seat: int, now: datetime,
                      counted: dict[str, Any] | None = None) -> dict[str, Any]:
    """Clock columns once ``seat`` moved ``match`` to ``after``: the next turn's deadline and
    reminder, and at a table the timeout bookkeeping (a seat that acts itself starts its count
    again). ``counted``: the clock played the seat by default with these counts (kept unless a
    new round starts); its turn, and so its clock, goes on while it still has to act."""
    game = match.game
    finished = game.outcome(after) is not None
    if finished:
        return {"turn_deadline": None, "reminder_due_at": None}
    nxt = game.to_move(after)
    if counted is not None and nxt == seat:
        return {}
    state = round_clock(match, after)
    if counted is None:
        state["streak"].pop(str(seat), None)
        if seat in state["auto"]:
            state["auto"].remove(seat)
    fields: dict[str, Any] = {}
    if match.is_table:
        fields["clock_state"] = state if counted is None else _merged(counted, state)
    auto = nxt is not None and nxt in state["auto"] and match.is_table
    # A computer's turn has no clock: it never times out, and it plays at once.
    fields.update(turn_fields(now, None if nxt in match.computers else match.days, due_now=auto))
    return fields


def _merged(counted: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """Keep ``counted`` (this timeout's counts) unless ``after`` starts a new round."""
    if after.get("round") != counted.get("round"):
        return after
    return {**counted, "round": after.get("round")}

