"""The tournament data pairing and the report file read: entries, rounds (of `results`' games and
byes), scores."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from bot.tournaments.results import BYE_POINTS, Bye, Game, PlayerId, Result


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
class Round:
    number: int
    games: tuple[Game, ...]
    byes: tuple[Bye, ...] = ()

    def __post_init__(self) -> None:
        results: list[Result] = [*self.games, *self.byes]
        strays = [result for result in results if result.round != self.number]
        if strays:
            raise ValueError(f"round {self.number} holds results of another round: {strays}")

    @property
    def complete(self) -> bool:
        return all(game.decided for game in self.games)

    def players(self) -> frozenset[int]:
        return frozenset(
            [p for game in self.games for p in (game.white, game.black)] + [bye.player for bye in self.byes]
        )

    def game_of(self, player: int) -> Game | None:
        return next((game for game in self.games if game.has(player)), None)

    def bye_of(self, player: int) -> Bye | None:
        return next((bye for bye in self.byes if bye.player == player), None)

    def with_result(self, white: PlayerId, black: PlayerId, score: float, forfeit: bool = False) -> Round:
        """The round with the game ``white`` - ``black`` decided: ``score`` white's points."""
        if not any((game.white, game.black) == (white, black) for game in self.games):
            raise ValueError(f"no game {white} - {black} in round {self.number}")
        games = tuple(
            replace(game, score=score, forfeit=forfeit) if (game.white, game.black) == (white, black) else game
            for game in self.games
        )
        return replace(self, games=games)


def points_in(entry: Entry, round_: Round) -> float:
    """What `entry` scored in one round (a missed round before joining is a half-point bye)."""
    if round_.number in entry.missed():
        return BYE_POINTS["half"]
    game = round_.game_of(entry.player)
    if game is not None:
        return game.points(entry.player)
    bye = round_.bye_of(entry.player)
    return bye.points if bye is not None else 0.0


def score(entry: Entry, rounds: Iterable[Round]) -> float:
    return sum(points_in(entry, round_) for round_ in rounds)


def rounds_from(results: Iterable[Result]) -> list[Round]:
    """``results`` grouped into their rounds, in order from round 1 (none may be missing between)."""
    games: dict[int, list[Game]] = {}
    byes: dict[int, list[Bye]] = {}
    for result in results:
        if isinstance(result, Bye):
            byes.setdefault(result.round, []).append(result)
        else:
            games.setdefault(result.round, []).append(result)
    numbers = sorted(games.keys() | byes.keys())
    if numbers != list(range(1, len(numbers) + 1)):
        raise ValueError(f"the results' rounds {numbers} are not numbered 1, 2, ...")
    return [Round(number, tuple(games.get(number, ())), tuple(byes.get(number, ()))) for number in numbers]


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
