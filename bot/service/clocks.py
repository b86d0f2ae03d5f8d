"""The turn clock's actions: what the scheduler finds due (challenge and lobby expiries, turn
deadlines, reminders) and what it does to each match: expire it, remind the player to move, end
the match on time or, at a table, play the timed-out seat by default."""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime

from bot.errors import UserError
from bot.service.core import ServiceCore
from bot.service.moves import Moves
from bot.service.policy import timeout_result
from bot.service.match import ClockEvent, Match, challenger_of
from bot.service.commits import announced, as_event
from bot.service.turns import count_timeout
from bot.storage.timers import TimerKind

#: Bound on the default actions played in one timeout (a turn is a handful of actions).
MAX_DEFAULT_ACTIONS = 64


class Clocks:
    """Timers: expiries, reminders, timeouts and default play (committed as ``moves`` commits a
    move), over the service's core."""

    def __init__(self, core: ServiceCore, moves: Moves) -> None:
        self.core = core
        self.moves = moves

    async def next_timer(self, *, exclude: Collection[int] = ()) -> datetime | None:
        """When the clock next has something to do (a deadline, a reminder or a challenge's
        expiry) for a match not in ``exclude``, None if never."""
        found = (await self.core.storage.timers.next_timer(exclude=exclude), await self.core.storage.timers.next_expiry(exclude=exclude))
        return min((t for t in found if t is not None), default=None)

    async def due_timers(self, now: datetime) -> list[tuple[TimerKind, int]]:
        """``(kind, match id)`` of each timer due at ``now``, in the order ``sweep`` applies them."""
        return await self.core.storage.timers.due_timers(now)

    async def apply_timer(self, kind: TimerKind, match_id: int, now: datetime) -> ClockEvent | None:
        """Apply one due timer: an expiry, a timeout (or a table seat's default actions), a
        reminder. None when there is nothing (left) to do."""
        if kind == "expiry":
            return await self.expire(match_id, now)
        if kind == "deadline":
            return await self.time_out(match_id, now)
        return await self.remind(match_id, now)

    async def sweep(self) -> list[ClockEvent]:
        """Apply every timer due now: challenge (and lobby) expiries, timeouts (and tables'
        default actions), then reminders. Idempotent: a match another sweep or a move already
        changed is left alone. (``TurnScheduler.fire_due`` also keeps one failing match from
        stopping the others.)"""
        now = self.core.clock()
        events: list[ClockEvent] = []
        for kind, match_id in await self.due_timers(now):
            try:
                event = await self.apply_timer(kind, match_id, now)
            except UserError:  # gone, or cannot be loaded (``get`` logged it)
                continue
            if event is not None:
                events.append(event)
        return events

    async def expire_due(self, now: datetime | None = None) -> list[Match]:
        """Mark every challenge (and lobby) past its expiry as expired; returns them (for editing
        messages). The turn scheduler calls it through ``sweep``."""
        now = self.core.clock() if now is None else now
        expired = []
        for found in await self.core.storage.timers.expired_challenges(now):
            try:
                event = await self.expire(found.id, now)
            except UserError:
                continue
            if event is not None:
                expired.append(event.match)
        return expired

    @announced(as_event)
    async def expire(self, match_id: int, now: datetime | None = None) -> ClockEvent | None:
        """Mark the challenge (or lobby) expired if it is open past its expiry: the ``expired``
        event, else None."""
        now = self.core.clock() if now is None else now
        async with self.core.locked(match_id):
            match = await self.core.get(match_id)
            expiry = match.row.challenge_expires_at
            if match.status != "challenge" or expiry is None or expiry > now:
                return None
            saved = await self.core.storage.matches.set_status(match.id, match.version, "expired")
            if saved is None:
                return None
            expired = Match(saved, match.game, match.state)
            return ClockEvent("expired", expired, 0, challenger_of(expired))

    @announced(as_event)
    async def remind(self, match_id: int, now: datetime | None = None) -> ClockEvent | None:
        """Mark the reminder of the turn being played as sent, if it is due and was not sent;
        None otherwise. Marked before anything is sent: a turn is never reminded twice."""
        now = self.core.clock() if now is None else now
        async with self.core.locked(match_id):
            match = await self.core.get(match_id)
            due = match.row.reminder_due_at
            deadline = match.row.turn_deadline
            seat = match.seat_to_move
            if match.status != "active" or due is None or due > now or seat is None:
                return None
            if deadline is not None and deadline <= now:
                return None  # the turn is over: the timeout says it
            ply = match.row.move_count
            if match.row.reminded_ply == ply:
                return None
            claimed = await self.core.storage.timers.claim_reminder(match.id, match.version, ply)
            if claimed is None:
                return None
            return ClockEvent("reminder", Match(claimed, match.game, match.state), seat, match.seats[seat])

    @announced(as_event)
    async def time_out(self, match_id: int, now: datetime | None = None) -> ClockEvent | None:
        """The player to move ran out of time: in a two-player match they lose (``timeout``);
        at a table their seat plays its default action (``Game.default_action``) until its turn
        is done. None when the deadline is not (or no longer) due: a move or another sweep came
        first; the version check makes exactly one of them count."""
        now = self.core.clock() if now is None else now
        async with self.core.locked(match_id):
            match = await self.core.get(match_id)
            deadline = match.row.turn_deadline
            seat = match.seat_to_move
            if match.status != "active" or deadline is None or deadline > now or seat is None:
                return None
            user = match.seats[seat]
            if not match.is_table:
                result = timeout_result(match.game, match.state, seat, len(match.seats))
                saved = await self.core.storage.matches.set_status(
                    match.id, match.version, "finished", result, turn_deadline=None, reminder_due_at=None,
                    draw_offer_seat=None,
                )
                if saved is None:
                    return None
                return ClockEvent("timeout", Match(saved, match.game, match.state), seat, user)
            return await self._play_default(match, seat, user)

    async def _play_default(self, match: Match, seat: int, user: int) -> ClockEvent | None:
        """Play ``seat``'s default actions until its turn is done, each committed like a move;
        None as soon as one cannot be saved (a move, or another process, came first)."""
        counted, auto = count_timeout(match, seat)
        game = match.game
        played: list[str] = []
        for _ in range(MAX_DEFAULT_ACTIONS):
            if game.to_move(match.state) != seat or game.outcome(match.state) is not None:
                break
            step = await self.moves.commit_move(match, seat, game.default_action(match.state), counted)
            if step is None:
                return None
            played.append(step.public_notation)
            match = step.match
        if not played:
            return None
        self.core.armed(match.row)
        return ClockEvent("default", match, seat, user, tuple(played), auto)
