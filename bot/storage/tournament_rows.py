"""The typed rows of tournaments (issue 28): the event with its entries and forbidden pairs, its
rounds, and its pairings (a game of two, a bye, or a card table), as ``TournamentStore`` hands
them out; ``Board`` is a pairing to store. Raw rows become these in ``tournament_checks``."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final, Literal, get_args

from bot.tournaments.results import Bye, ByeKind, Game, Result

Format = Literal["swiss", "round-robin", "tables"]
FORMATS: Final[tuple[Format, ...]] = get_args(Format)
TournamentStatus = Literal["planned", "running", "finished", "cancelled"]
TOURNAMENT_STATUSES: Final[tuple[TournamentStatus, ...]] = get_args(TournamentStatus)
#: the tournaments a server's listing shows by default.
OPEN_TOURNAMENTS: Final[tuple[TournamentStatus, ...]] = ("planned", "running")
RoundStatus = Literal["pairing", "playing", "done"]
ROUND_STATUSES: Final[tuple[RoundStatus, ...]] = get_args(RoundStatus)
BYE_KINDS: Final[tuple[ByeKind, ...]] = get_args(ByeKind)
#: seats at one board: two for a game, one for a bye, up to six at a card table.
MAX_SEATS: Final = 6


@dataclass(frozen=True, slots=True)
class EntryRow:
    """One player's entry: ``joined_round`` 1 from the start (later: a late joiner, the rounds
    before are theirs to miss); ``withdrawn_round`` the first round they are no longer paired in;
    ``seed`` and ``rating`` fixed at the start."""

    user_id: int
    joined_round: int
    withdrawn_round: int | None
    seed: int | None
    rating: int | None
    joined_at: datetime


@dataclass(frozen=True, slots=True)
class TournamentRow:
    """One tournament as stored, with its entries (in seed order once started, else in joining
    order) and its forbidden pairs (``(a, b)`` with ``a < b``)."""

    id: int
    guild_id: int
    channel_id: int
    thread_id: int | None
    creator_id: int
    game: str
    format: Format
    #: rounds planned (None: a round robin not started yet, its entries will decide).
    rounds: int | None
    days: int
    rated: bool
    max_entries: int | None
    starts_at: datetime | None
    status: TournamentStatus
    #: ``{"double": bool, "round_days": int}`` (a double round robin; a round's deadline in days).
    options: dict[str, object]
    version: int
    created_at: datetime
    updated_at: datetime
    entries: tuple[EntryRow, ...] = ()
    forbidden: tuple[tuple[int, int], ...] = ()

    def entry(self, user_id: int) -> EntryRow | None:
        return next((entry for entry in self.entries if entry.user_id == user_id), None)


@dataclass(frozen=True, slots=True)
class RoundRow:
    tournament_id: int
    number: int
    status: RoundStatus
    deadline: datetime | None
    created_at: datetime


@dataclass(frozen=True, slots=True)
class Board:
    """A board to pair: its players in seat order (the first has white, or moves first), None
    for a computer's seat at a card table; ``bye`` the kind of a one-seat bye."""

    seats: tuple[int | None, ...]
    bye: ByeKind | None = None


@dataclass(frozen=True, slots=True)
class PairingRow:
    """One board of a round as stored, and its result once decided: ``score`` the first seat's
    points in a game of two (1, 0.5, 0; ``forfeit``: decided without play), ``places`` each
    seat's place at a card table (1 the first; players level share one)."""

    tournament_id: int
    round: int
    board: int
    seats: tuple[int | None, ...]
    bye: ByeKind | None
    match_id: int | None
    score: float | None
    forfeit: bool
    places: tuple[int | None, ...]
    decided_at: datetime | None

    @property
    def decided(self) -> bool:
        return self.decided_at is not None

    def as_result(self) -> Result | None:
        """The game of two or bye as the tournament core reads it: a game not decided yet has
        score None (the standings skip it); None for a card table."""
        first = self.seats[0]
        if self.bye is not None and first is not None:
            return Bye(self.round, first, self.bye)
        second = self.seats[1] if len(self.seats) == 2 else None
        if first is None or second is None:
            return None
        return Game(self.round, first, second, self.score, self.forfeit)

    def finish(self) -> list[list[int | None]]:
        """A decided card table's places in order, each the seats' players level on it."""
        levels = sorted({place for place in self.places if place is not None})
        return [[user for user, place in zip(self.seats, self.places) if place == level] for level in levels]
