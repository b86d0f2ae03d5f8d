"""The tournament data every other module of the package reads: entries, games, byes, rounds, scores."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace


class Outcome(enum.Enum):
    WHITE_WINS = "1-0"
    BLACK_WINS = "0-1"
    DRAW = "1/2-1/2"

    def points(self, white: bool) -> float:
        if self is Outcome.DRAW:
            return 0.5
        return 1.0 if (self is Outcome.WHITE_WINS) == white else 0.0


class ByeKind(enum.Enum):
    """A round scored without a game; the value is the TRF-16 code of that round."""

    PAIRING = "U"
    LATE = "H"
    REST = "Z"

    @property
    def points(self) -> float:
        return {ByeKind.PAIRING: 1.0, ByeKind.LATE: 0.5, ByeKind.REST: 0.0}[self]


@dataclass(frozen=True)
class Entry:
    player: int
    name: str
    rating: int = 0
    joined: int = 1
    withdrawn_after: int | None = None

    def paired_in(self, round_no: int) -> bool:
        """Whether the entry takes part in the pairing of round `round_no`."""
        if round_no < self.joined:
            return False
        return self.withdrawn_after is None or round_no <= self.withdrawn_after

    def missed(self) -> range:
        """The rounds a late joiner missed, each a half-point bye."""
        return range(1, self.joined)


@dataclass(frozen=True)
class Game:
    white: int
    black: int
    outcome: Outcome | None = None

    def has(self, player: int) -> bool:
        return player in (self.white, self.black)

    def opponent(self, player: int) -> int:
        return self.black if player == self.white else self.white

    def points(self, player: int) -> float:
        if self.outcome is None:
            return 0.0
        return self.outcome.points(player == self.white)


@dataclass(frozen=True)
class Bye:
    player: int
    kind: ByeKind


@dataclass(frozen=True)
class Round:
    number: int
    games: tuple[Game, ...]
    byes: tuple[Bye, ...] = ()

    @property
    def complete(self) -> bool:
        return all(game.outcome is not None for game in self.games)

    def players(self) -> frozenset[int]:
        return frozenset(
            [p for game in self.games for p in (game.white, game.black)] + [bye.player for bye in self.byes]
        )

    def game_of(self, player: int) -> Game | None:
        return next((game for game in self.games if game.has(player)), None)

    def bye_of(self, player: int) -> Bye | None:
        return next((bye for bye in self.byes if bye.player == player), None)

    def with_result(self, white: int, black: int, outcome: Outcome) -> Round:
        if not any((game.white, game.black) == (white, black) for game in self.games):
            raise ValueError(f"no game {white} - {black} in round {self.number}")
        games = tuple(
            replace(game, outcome=outcome) if (game.white, game.black) == (white, black) else game
            for game in self.games
        )
        return replace(self, games=games)


def points_in(entry: Entry, round_: Round) -> float:
    """What `entry` scored in one round (a missed round before joining is a half-point bye)."""
    if round_.number in entry.missed():
        return ByeKind.LATE.points
    game = round_.game_of(entry.player)
    if game is not None:
        return game.points(entry.player)
    bye = round_.bye_of(entry.player)
    return bye.kind.points if bye is not None else 0.0


def score(entry: Entry, rounds: Iterable[Round]) -> float:
    return sum(points_in(entry, round_) for round_ in rounds)


def met(rounds: Iterable[Round]) -> frozenset[frozenset[int]]:
    """Every pair of players who have been paired against each other."""
    return frozenset(frozenset((game.white, game.black)) for round_ in rounds for game in round_.games)


def may_join(rounds_played: int, total_rounds: int) -> bool:
    """A late joiner may come in while at most half the rounds are behind them."""
    return 2 * rounds_played <= total_rounds


def pairing_numbers(entries: Sequence[Entry]) -> dict[int, int]:
    """Pairing numbers, fixed for the event: by rating, then by order of entry."""
    order = sorted(range(len(entries)), key=lambda i: (-entries[i].rating, i))
    return {entries[i].player: number for number, i in enumerate(order, start=1)}


def check_entries(entries: Sequence[Entry]) -> None:
    ids = [entry.player for entry in entries]
    if len(set(ids)) != len(ids):
        raise ValueError("a player entered twice")
