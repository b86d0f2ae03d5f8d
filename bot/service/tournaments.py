"""Tournaments (issue 28): creating one, entering and leaving it, starting and cancelling it, and
reading its pairings, standings and report file. Its rounds go on in ``rounds``; what happens is
told to the listeners of ``news`` (the tournament publisher) once committed.

Every change is version-checked by the storage; one lost to a concurrent change is tried again
on the tournament as it now is (``_retried``), so two players joining at once both get in.
Who may manage an event (start it early, cancel it, keep two players apart) is the creator or a
server manager: the caller (a command, which knows the member's permissions) says which.

The user errors it raises (their texts are the catalogues'): ``unknown_game``,
``tournament_format`` (the format does not suit the game), ``tournament_rounds``, ``bad_days``,
``tournament_round_days``, ``tournament_max``, ``tournament_start_past``, ``unknown_tournament``,
``tournament_closed`` (finished or cancelled), ``tournament_entered``, ``tournament_full``,
``tournament_late`` (past half the rounds, or a round robin under way), ``tournament_not_entered``,
``tournament_started`` (leave: withdraw instead), ``tournament_not_started`` (withdraw: leave
instead), ``tournament_withdrawn``, ``tournament_not_manager``, ``tournament_few``,
``tournament_forbid_self``, ``tournament_forbid_not_entered``, ``tournament_changed``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import Any, TypeVar

import engines
from bot.errors import UserError
from bot.service.policy import table_game
from bot.service.moves import Moves
from bot.service.rounds import Rounds, retried
from bot.service.core import ServiceCore
from bot.service.tournament_news import Listener, News, Newsroom
from bot.service.tournament_state import MAX_ROUNDS, entries_of, history_of, least_entries, robin_length, standings_of
from bot.service.turns import DAY_PRESETS
from bot.storage.tournaments import TournamentStore
from bot.storage.tournament_rows import OPEN_TOURNAMENTS, Format, PairingRow, TournamentRow, TournamentStatus
from bot.tournaments.model import may_join
from bot.tournaments.standings import Standings
from bot.tournaments.trf import export_trf

T = TypeVar("T")
MAX_ENTRIES = 200
#: round deadlines, in days, a manager may give.
ROUND_DAY_CHOICES = (3, 7, 14, 21, 28)


class Tournaments:
    """See the module docstring."""

    def __init__(self, core: ServiceCore, rounds: Rounds, news: Newsroom, moves: Moves) -> None:
        self.core = core
        self.rounds = rounds
        self.news = news
        self.moves = moves

    @property
    def store(self) -> TournamentStore:
        return self.core.storage.tournaments

    def subscribe(self, listener: Listener) -> None:
        """Hear every tournament's news from now on (``bot.service.tournament_news``)."""
        self.news.subscribe(listener)

    # --- reading -------------------------------------------------------------------------------
    async def get(self, tournament_id: int) -> TournamentRow:
        found = await self.store.get(tournament_id)
        if found is None:
            raise UserError("unknown_tournament", tournament_id=tournament_id)
        return found

    async def of_guild(self, guild_id: int,
                       statuses: Sequence[TournamentStatus] = OPEN_TOURNAMENTS) -> list[TournamentRow]:
        return list(await self.store.of_guild(guild_id, statuses))

    async def standings(self, tournament_id: int) -> tuple[TournamentRow, Standings, int]:
        """The standings after the games decided so far, and how many rounds are complete."""
        tournament = await self.get(tournament_id)
        rounds = await self.store.rounds(tournament_id)
        done = sum(1 for round_ in rounds if round_.status == "done")
        return tournament, standings_of(tournament, await self.store.results(tournament_id)), done

    async def pairings(self, tournament_id: int, number: int | None = None) -> tuple[TournamentRow, int, list[PairingRow]]:
        """Round ``number``'s boards (by default the latest round paired; 0 and none before the start)."""
        tournament = await self.get(tournament_id)
        rounds = await self.store.rounds(tournament_id)
        if number is None:
            playing = [round_.number for round_ in rounds if round_.status != "done"]
            number = min(playing) if playing else len(rounds)
        if not rounds or not 1 <= number <= len(rounds):
            return tournament, 0, []
        return tournament, number, list(await self.store.pairings(tournament_id, number))

    async def board(self, tournament_id: int, number: int, board: int) -> tuple[TournamentRow, PairingRow | None]:
        """The tournament, and board ``board`` of its round ``number`` (None: no such board)."""
        return await self.get(tournament_id), await self.store.board(tournament_id, number, board)

    async def report(self, tournament_id: int) -> tuple[TournamentRow, str, list[PairingRow]]:
        """The event as a FIDE TRF-16 report file (its games as paired and played so far), and
        every board it was written from."""
        tournament = await self.get(tournament_id)
        boards = await self.store.boards(tournament_id)
        total = tournament.rounds or len({board.round for board in boards}) or 1
        title = str(tournament.options.get("name") or f"Tournament {tournament.id}")
        text = export_trf(title, entries_of(tournament), history_of(boards), total,
                          [frozenset(pair) for pair in tournament.forbidden])
        return tournament, text, boards

    # --- changing ------------------------------------------------------------------------------
    async def create(self, *, guild_id: int, channel_id: int, creator_id: int, game_key: str, name: str,
                     format: Format | None = None, rounds: int | None = None, days: int = 3, rated: bool = True,
                     max_entries: int | None = None, starts_at: datetime | None = None, double: bool = False,
                     round_days: int | None = None) -> TournamentRow:
        """A planned tournament. A game for three or more is played at tables (``tables``), the others as a
        ``swiss`` (the default) or a ``round-robin``."""
        try:
            game = engines.get(game_key)
        except engines.UnknownGame:
            raise UserError("unknown_game", game=game_key) from None
        tables = table_game(game)
        format = format or ("tables" if tables else "swiss")
        if (format == "tables") != tables:
            raise UserError("tournament_format", game=game.key, format=format)
        if format == "round-robin":
            rounds = None
        elif rounds is None or not 1 <= rounds <= MAX_ROUNDS:
            raise UserError("tournament_rounds", most=MAX_ROUNDS)
        if days not in DAY_PRESETS:
            raise UserError("bad_days", days=days)
        if round_days is not None and round_days not in ROUND_DAY_CHOICES:
            raise UserError("tournament_round_days", days=round_days)
        least = least_entries(format)
        if max_entries is not None and not least <= max_entries <= MAX_ENTRIES:
            raise UserError("tournament_max", least=least, most=MAX_ENTRIES)
        if starts_at is not None and starts_at <= self.core.clock():
            raise UserError("tournament_start_past")
        options: dict[str, Any] = {"name": name.strip()[:80] or game.key}
        if double:
            options["double"] = True
        if round_days is not None:
            options["round_days"] = round_days
        made = await self.store.create(
            guild_id=guild_id, channel_id=channel_id, creator_id=creator_id, game=game.key, format=format,
            rounds=rounds, days=days, rated=rated, max_entries=max_entries or MAX_ENTRIES, starts_at=starts_at,
            options=options)
        if starts_at is not None:
            self.core.arm(starts_at, guild_id)
        await self.news.tell(News("created", made))
        return made

    async def set_thread(self, tournament_id: int, thread_id: int) -> TournamentRow:
        """Where the tournament's news is posted from now on."""
        return await self._retried(tournament_id, OPEN_TOURNAMENTS, lambda t: self.store.update(
            t.id, t.version, thread_id=thread_id))

    async def join(self, tournament_id: int, user_id: int) -> TournamentRow:
        """Enter ``user_id``; once started, a Swiss or table event takes late joiners until half
        its rounds are behind (each round missed a half-point bye), a round robin none."""

        async def enter(tournament: TournamentRow) -> TournamentRow | None:
            if tournament.entry(user_id) is not None:
                raise UserError("tournament_entered")
            if tournament.max_entries is not None and len(tournament.entries) >= tournament.max_entries:
                raise UserError("tournament_full", most=tournament.max_entries)
            joined = 1
            if tournament.status == "running":
                paired = len(await self.store.rounds(tournament.id))
                if tournament.format == "round-robin" or not may_join(paired, tournament.rounds or 0):
                    raise UserError("tournament_late")
                joined = paired + 1
            return await self.store.join(tournament.id, tournament.version, user_id, joined)

        joined = await self._retried(tournament_id, OPEN_TOURNAMENTS, enter)
        await self.news.tell(News("entered", joined, user_id=user_id))
        return joined

    async def leave(self, tournament_id: int, user_id: int) -> TournamentRow:
        async def take_back(tournament: TournamentRow) -> TournamentRow | None:
            if tournament.entry(user_id) is None:
                raise UserError("tournament_not_entered")
            if tournament.status != "planned":
                raise UserError("tournament_started")
            return await self.store.leave(tournament.id, tournament.version, user_id)

        left = await self._retried(tournament_id, OPEN_TOURNAMENTS, take_back)
        await self.news.tell(News("left", left, user_id=user_id))
        return left

    async def withdraw(self, tournament_id: int, user_id: int) -> TournamentRow:
        """``user_id`` is not paired in the rounds after those paired (their games stand). A round
        robin has every round paired from its start: there the player's games still running are
        resigned, so that their opponents do not wait for the clock."""
        async def leave_running(tournament: TournamentRow) -> TournamentRow | None:
            entry = tournament.entry(user_id)
            if entry is None:
                raise UserError("tournament_not_entered")
            if tournament.status != "running":
                raise UserError("tournament_not_started")
            if entry.withdrawn_round is not None:
                raise UserError("tournament_withdrawn")
            paired = len(await self.store.rounds(tournament.id))
            return await self.store.withdraw(tournament.id, tournament.version, user_id, paired + 1)

        withdrawn = await self._retried(tournament_id, OPEN_TOURNAMENTS, leave_running)
        await self.news.tell(News("withdrawn", withdrawn, user_id=user_id))
        if withdrawn.format == "round-robin":
            for board in await self.store.boards(tournament_id):
                if user_id in board.seats and not board.decided and board.match_id is not None:
                    try:
                        await self.moves.resign(board.match_id, user_id)
                    except UserError:
                        continue  # ended meanwhile
        return withdrawn

    async def forbid(self, tournament_id: int, user_id: int, manager: bool, a: int, b: int,
                     allow: bool = False) -> TournamentRow:
        """Keep ``a`` and ``b`` from being paired together (``allow``: let them meet again)."""
        if a == b:
            raise UserError("tournament_forbid_self")

        async def change(tournament: TournamentRow) -> TournamentRow | None:
            self._manages(tournament, user_id, manager)
            if tournament.entry(a) is None or tournament.entry(b) is None:
                raise UserError("tournament_forbid_not_entered")
            write = self.store.allow if allow else self.store.forbid
            return await write(tournament.id, tournament.version, a, b)

        return await self._retried(tournament_id, OPEN_TOURNAMENTS, change)

    async def start(self, tournament_id: int, user_id: int | None = None, manager: bool = False) -> TournamentRow:
        """Start the event (``user_id`` None: its start time came): seeds by rating, the first
        round paired (a round robin's every round) and its games started."""
        async def begin(tournament: TournamentRow) -> TournamentRow | None:
            if user_id is not None:
                self._manages(tournament, user_id, manager)
            if tournament.status != "planned":
                raise UserError("tournament_started")
            least = least_entries(tournament.format)
            if len(tournament.entries) < least:
                raise UserError("tournament_few", least=least, entered=len(tournament.entries))
            seeds = await self._seeds(tournament)
            rounds = tournament.rounds
            if tournament.format == "round-robin":
                rounds = robin_length(len(seeds), bool(tournament.options.get("double")))
            return await self.store.start(tournament.id, tournament.version, seeds, rounds)

        started = await self._retried(tournament_id, ("planned",), begin)
        await self.news.tell(News("started", started))
        await self.rounds.open_next(started)
        return started

    async def _seeds(self, tournament: TournamentRow) -> list[tuple[int, int | None]]:
        """(user, rating) of each entrant, the best rated first, then in order of entry."""
        rated = []
        for order, entry in enumerate(tournament.entries):
            found = await self.core.storage.ratings.rank_of(tournament.guild_id, tournament.game, entry.user_id)
            rating = found[2].shown if found is not None else None
            rated.append((-(rating or 0), order, entry.user_id, rating))
        return [(user, rating) for _, _, user, rating in sorted(rated)]

    async def cancel(self, tournament_id: int, user_id: int, manager: bool) -> TournamentRow:
        """Call the event off: no more rounds; games under way stand as ordinary games."""
        async def call_off(tournament: TournamentRow) -> TournamentRow | None:
            self._manages(tournament, user_id, manager)
            return await self.store.cancel(tournament.id, tournament.version)

        cancelled = await self._retried(tournament_id, OPEN_TOURNAMENTS, call_off)
        await self.news.tell(News("cancelled", cancelled, user_id=user_id, reason="manager"))
        return cancelled

    # --- the clock -----------------------------------------------------------------------------
    async def next_due(self) -> datetime | None:
        """When ``fire_due`` has something to do next: a start time, or a round's deadline."""
        return await self.store.next_due()

    async def fire_due(self) -> None:
        """Start the events whose start time came (cancel those too few entered), and adjudicate
        the rounds past their deadline."""
        for tournament in await self.store.due_to_start(self.core.clock()):
            try:
                await self.start(tournament.id)
            except UserError as refused:
                if refused.key != "tournament_few":
                    continue  # started or changed meanwhile
                cancelled = await self.store.cancel(tournament.id, tournament.version)
                if cancelled is not None:
                    await self.news.tell(News("cancelled", cancelled, reason="few"))
        await self.rounds.adjudicate_overdue()

    # --- helpers -------------------------------------------------------------------------------
    @staticmethod
    def _manages(tournament: TournamentRow, user_id: int, manager: bool) -> None:
        if user_id != tournament.creator_id and not manager:
            raise UserError("tournament_not_manager")

    async def _retried(self, tournament_id: int, statuses: Sequence[TournamentStatus],
                       change: Callable[[TournamentRow], Awaitable[T | None]]) -> T:
        """``change`` of the tournament as it is, tried again when a concurrent change won."""
        async def in_state(tournament: TournamentRow) -> T | None:
            if tournament.status not in statuses:
                raise UserError("tournament_closed" if tournament.status in ("finished", "cancelled")
                                else "tournament_started")
            return await change(tournament)

        await self.get(tournament_id)  # unknown_tournament
        changed = await retried(self.store, tournament_id, in_state)
        if changed is None:
            raise UserError("tournament_changed")
        return changed
