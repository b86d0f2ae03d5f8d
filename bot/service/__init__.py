"""``GameService``: the only writer of matches (load -> check -> engine.apply -> save -> render).

Every change runs under a per-match ``asyncio.Lock`` and saves with the storage's version check,
so two presses of one button, or two processes on one file, apply a change once; the loser gets
:class:`BoardChanged` with the match as it now is. A change is returned (acknowledged) only after
its transaction committed.

One job per module: ``record`` (the match record handed out), ``core`` (settings, locks,
loading), ``challenges`` (challenges and tables), ``moves`` (playing, resigning, draws, aborts),
``clocks`` (timers: expiries, reminders, timeouts, default play), ``computer`` (computer
players), ``searches`` (the computer's searches, queued fairly), ``exports`` (a match's whole game: records and replays), ``rematches``, ``takebacks``, ``turns`` (the clock columns a
turn gets), ``policy`` (pure rules and results), ``images`` (drawings). No Discord here: the
service runs the same under tests, the scheduler and a second process.
"""

from __future__ import annotations

from bot.service.challenges import FIRST_CHOICES, ChallengesMixin, First
from bot.service.clocks import MAX_DEFAULT_ACTIONS, ClocksMixin
from bot.service.computer import DEFAULT_LEVEL, LEVELS, ComputerMixin, computer_seat
from bot.service.core import BOARD_SIZE, CHALLENGE_TTL
from bot.service.exports import ExportsMixin
from bot.service.rematches import RematchesMixin
from bot.service.takebacks import TakebacksMixin, takebacks_allowed
from bot.service.images import ImagesMixin
from bot.service.policy import (
    challengeable,
    default_action,
    draws_allowed,
    ended_by,
    last_move_record,
    move_number,
    public_notation,
    resignation_result,
    table_game,
    timeout_result,
)
from bot.service.record import ClockEvent, Match, Played, pick_match
from bot.service.turns import AUTO_AFTER_TIMEOUTS, DAY_PRESETS, DEFAULT_DAYS, REMINDER_SHARE


class GameService(TakebacksMixin, ComputerMixin, ClocksMixin, RematchesMixin, ImagesMixin, ExportsMixin):
    """Challenges and matches over :class:`bot.storage.Storage`; see the package docstring."""


__all__ = [
    "AUTO_AFTER_TIMEOUTS",
    "BOARD_SIZE",
    "CHALLENGE_TTL",
    "DAY_PRESETS",
    "DEFAULT_LEVEL",
    "LEVELS",
    "DEFAULT_DAYS",
    "FIRST_CHOICES",
    "MAX_DEFAULT_ACTIONS",
    "REMINDER_SHARE",
    "ClockEvent",
    "First",
    "GameService",
    "Match",
    "Played",
    "challengeable",
    "computer_seat",
    "default_action",
    "draws_allowed",
    "ended_by",
    "last_move_record",
    "move_number",
    "pick_match",
    "public_notation",
    "resignation_result",
    "table_game",
    "takebacks_allowed",
    "timeout_result",
]
