"""The core every feature of ``GameService`` is composed over: the storage, the per-match locks,
loading and decoding matches and their move logs, the versioned status change every action ends
with, and the one place a committed change is announced (to the commit subscribers) and its timer
told (to the timer watchers)."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager, contextmanager
from datetime import datetime, timedelta
from typing import Any

import engines
from bot import kinds
from bot.decoded import DecodeCache, Decoded
from bot.errors import BoardChanged, MatchUnavailable, UnknownMatch
from bot.match_checks import check_match
from bot.ratings import why_unrated
from bot.service.commits import Commit, Subscriber
from bot.service.locks import KeyedLocks
from bot.service.match import Match
from bot.storage import UNSET, CorruptMatch, MatchRow, MoveRow, Storage, Unset, utc_now
from bot.storage.rows import dump_json

log = logging.getLogger(__name__)

CHALLENGE_TTL = timedelta(hours=24)
BOARD_SIZE = 800


@contextmanager
def _readable(match_id: int) -> Iterator[None]:
    """A row the storage cannot decode (``CorruptMatch``) breaks its own match only: logged, and
    answered as MatchUnavailable."""
    try:
        yield
    except CorruptMatch as exc:
        log.error("match %s cannot be loaded: %s", match_id, exc.reason)
        raise MatchUnavailable(match_id) from None


#: told ``(moment, guild id)`` of each timer a save set (the scheduler re-arms).
TimerWatcher = Callable[[datetime, int | None], None]


class ServiceCore:
    """Storage, locks, loading, saving and announcing; see the module docstring."""

    def __init__(
        self,
        storage: Storage,
        *,
        clock: Callable[[], datetime] = utc_now,
        rng: random.Random | None = None,
        challenge_ttl: timedelta = CHALLENGE_TTL,
    ) -> None:
        self.storage = storage
        self._subscribers: list[Subscriber] = []
        self._timer_watchers: list[TimerWatcher] = []
        #: the states this process decoded or committed, each loaded once (``bot.decoded``).
        self.decoded = DecodeCache()
        self.clock = clock
        self.rng = rng or random.Random()
        self.challenge_ttl = challenge_ttl
        self._locks = KeyedLocks()

    def subscribe(self, subscriber: Subscriber) -> None:
        """Hear every committed change from now on (``bot.service.commits``), after those
        subscribed before."""
        self._subscribers.append(subscriber)

    def watch_timers(self, watcher: TimerWatcher) -> None:
        """Be told ``(moment, guild id)`` of each timer a save sets from now on (the scheduler)."""
        self._timer_watchers.append(watcher)

    async def announce(self, commit: Commit) -> None:
        """Tell each subscriber, in turn, of ``commit``; the change is committed whatever they do
        (an error of one is the caller's, as the rest of the action's)."""
        for subscriber in self._subscribers:
            await subscriber(commit)

    def locked(self, match_id: int) -> AbstractAsyncContextManager[None]:
        """One change of the match at a time in this process (the version check settles it between processes)."""
        return self._locks.held(match_id)

    # --- loading -------------------------------------------------------------------------------
    async def get(self, match_id: int) -> Match:
        """The match; UnknownMatch if there is none, MatchUnavailable if it cannot be decoded."""
        with _readable(match_id):
            row = await self.storage.matches.get(match_id)
        if row is None:
            raise UnknownMatch(match_id)
        return self.decode(row)

    def decode(self, row: MatchRow) -> Match:
        """The match of a stored row, once its engine checked it (``bot.match_checks``): one
        that cannot be played or shown fails alone, as MatchUnavailable ("cannot be loaded").
        The check decodes into ``decoded``, where the state is found next."""
        try:
            check_match(row, self.decoded)
        except Exception as exc:  # whatever the game makes of a damaged match
            # The check's ValueErrors name the problem only; other errors might quote the state.
            reason = str(exc) if isinstance(exc, ValueError) else type(exc).__name__
            log.error("match %s cannot be loaded: %s", row.id, reason)
            raise MatchUnavailable(row.id) from None
        try:
            game = engines.get(row.game)
            # A table waiting for its players has no state yet: the deal needs the seat count.
            undealt = row.options.get("table") and row.status in kinds.UNDEALT and not row.state
            if undealt:
                return Match(row, game, None)
            loaded = self.decoded.load(game, row.state_text, row.state)
        except Exception as exc:  # whatever an engine makes of a damaged state
            log.error("match %s cannot be loaded: %s", row.id, type(exc).__name__)
            raise MatchUnavailable(row.id) from None
        return Match(row, game, loaded.state, loaded)

    def stored(self, game: engines.AnyGame, state: Any) -> tuple[str, Decoded]:
        """``state`` as its row will hold it, the JSON text of ``game.dump`` (made once: the
        storage stores this very text), and it decoded, kept under that text: neither the next
        command nor reading the row back loads it again."""
        text = dump_json(game.dump(state), "state") or ""
        return text, self.decoded.seed(game, text, state)

    def decode_all(self, rows: Sequence[MatchRow]) -> list[Match]:
        """The matches of ``rows`` that decode; broken ones left out (``decode`` logged them)."""
        found = []
        for row in rows:
            try:
                found.append(self.decode(row))
            except MatchUnavailable:
                continue
        return found

    async def matches_for_user(self, user_id: int, guild_id: int | None = None, *,
                               statuses: Sequence[str] | None = None, limit: int | None = None) -> list[Match]:
        """The user's open matches (challenges and games; or those of ``statuses``), latest
        first; broken ones left out."""
        extra: dict[str, Any] = {} if statuses is None else {"statuses": statuses}
        return self.decode_all(await self.storage.matches.for_user(user_id, guild_id, limit=limit, **extra))

    async def matches_here(self, channel_id: int, user_id: int) -> list[Match]:
        """The user's active matches played in this channel or thread."""
        return self.decode_all(await self.storage.matches.in_channel(channel_id, user_id))

    async def unpublished(self) -> list[Match]:
        """Matches whose last committed change has no board on Discord (the bot stopped between
        the commit and the post); broken ones left out."""
        return self.decode_all(await self.storage.matches.unpublished())

    async def why_unrated(self, match: Match) -> str | None:
        """None when the match's result counts for ratings (or will, once it is played); else why
        not: ``called_off`` (aborted, declined, expired), or ``bot.ratings.why_unrated``'s reason."""
        if match.status not in ("challenge", "active", "finished"):
            return "called_off"
        rates_computer = bool(match.computers) and (
            await self.storage.settings.guild(match.row.guild_id)).rate_computer
        return why_unrated(match.row.options.get("rated"), match.seats, match.computers, rates_computer)

    async def move_log(self, match_id: int) -> list[str]:
        return [entry.notation for entry in await self.log_of(await self.get(match_id))]

    async def log_of(self, match: Match) -> list[MoveRow]:
        """The move log as ``match`` saw it (one snapshot, whatever another process saved since):
        plies 0..n-1 for the n moves the match counts, the last one the stored last move's (when
        there is one, as every move since migration 3 saves both); MatchUnavailable when it is
        damaged."""
        count = match.row.move_count
        with _readable(match.id):
            entries = await self.storage.matches.moves(match.id, count)
        last = match.row.last_move
        if [entry.ply for entry in entries] != list(range(count)) or (
                last is not None and last.get("ply") != count - 1):
            log.error("match %s cannot be loaded: its move log is damaged", match.id)
            raise MatchUnavailable(match.id)
        return entries

    # --- saving --------------------------------------------------------------------------------
    async def set_status(self, match: Match, status: Any, **changes: Any) -> Match:
        """Change the status (and ``changes``) under the version check; BoardChanged if the match
        moved on meanwhile."""
        if status != "active" and match.status == "active":
            changes.setdefault("turn_deadline", None)  # a match that ends has no clock any more
            changes.setdefault("reminder_due_at", None)
        saved = await self.storage.matches.set_status(match.id, match.version, status, **changes)
        if saved is None:
            raise BoardChanged(await self.get(match.id))
        self.armed(saved)
        return Match(saved, match.game, match.state, match.decoded)

    def armed(self, row: MatchRow) -> None:
        """Tell the scheduler about the match's next timer (it wakes earlier if needed): a turn's
        deadline or reminder, or an open challenge's (or lobby's) expiry."""
        if row.status == "active":
            times = [t for t in (row.turn_deadline, row.reminder_due_at) if t is not None]
        elif row.status == "challenge":
            times = [t for t in (row.challenge_expires_at,) if t is not None]
        else:
            return
        if times:
            self.arm(min(times), row.guild_id)

    def arm(self, moment: datetime, guild_id: int | None) -> None:
        """Tell the timer watchers (the scheduler) of something due at ``moment`` in ``guild_id``."""
        for watcher in self._timer_watchers:
            watcher(moment, guild_id)

    # --- Discord bookkeeping (ids only: never game state, no version bump) ---------------------
    async def set_messages(
        self, match_id: int, *, thread_id: int | None | Unset = UNSET, message_id: int | None | Unset = UNSET,
        challenge_message_id: int | None | Unset = UNSET, channel_id: int | Unset = UNSET,
        published_version: int | Unset = UNSET,
    ) -> Match:
        """Record Discord ids of the match (thread, board or challenge message; None clears one)
        and ``published_version``, the version whose board is now shown."""
        with _readable(match_id):
            row = await self.storage.matches.update_meta(
                match_id, thread_id=thread_id, message_id=message_id,
                challenge_message_id=challenge_message_id, channel_id=channel_id,
                published_version=published_version)
        if row is None:
            raise UnknownMatch(match_id)
        return self.decode(row)


def standing(entries: Sequence[MoveRow]) -> list[MoveRow]:
    """The moves of a log still standing: a takeback entry removes the last ones left."""
    moves: list[MoveRow] = []
    for entry in entries:
        if entry.takeback:
            del moves[len(moves) - entry.takeback:]
        else:
            moves.append(entry)
    return moves
