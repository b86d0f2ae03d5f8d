"""Standings with FIDE's tie-breaks, as handbook C.07 (Tie-Break Regulations, 2023) defines them.

Swiss events rank by points, then Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins and direct
encounter; round robins by points, then Sonneborn-Berger, direct encounter and wins.

Unplayed rounds (C.07 art. 16), the rules this module applies:

- a round is *unplayed* for a player who had a bye, a game decided by forfeit (won or lost), or
  no pairing at all (absent, withdrawn); of those, a half- or zero-point bye, a forfeit lost and
  an absence are *voluntarily unplayed rounds* (VUR); the pairing-allocated bye and a forfeit won
  are not (the player was there to play);
- an opponent's score, in another player's tie-breaks, counts the opponent's VURs after the last
  round they were there to play (a withdrawal) as draws, half a point each;
- a player's own unplayed round counts, in their Buchholz and Sonneborn-Berger, as a game
  against a *dummy opponent* with the player's own (final) score, the points being those the
  round gave;
- Cut-1 cuts a VUR's contribution first (art. 14.6), else the least one;
- direct encounter counts games played over the board only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from bot.tournaments.results import Bye, Game, PlayerId, Result

BUCHHOLZ_CUT1, BUCHHOLZ, SONNEBORN_BERGER, WINS, DIRECT_ENCOUNTER = "BH-C1", "BH", "SB", "WIN", "DE"
SWISS: tuple[str, ...] = (BUCHHOLZ_CUT1, BUCHHOLZ, SONNEBORN_BERGER, WINS, DIRECT_ENCOUNTER)
ROUND_ROBIN: tuple[str, ...] = (SONNEBORN_BERGER, DIRECT_ENCOUNTER, WINS)


@dataclass(frozen=True)
class Line:
    """One player's line: ``rank`` is shared by players no tie-break tells apart; ``tie_breaks``
    follow :attr:`Standings.tie_breaks` (direct encounter is None for a player it did not apply
    to: no one level with them when it came); ``played``: games played over the board."""

    rank: int
    player: PlayerId
    points: float
    tie_breaks: tuple[float | None, ...]
    played: int


@dataclass(frozen=True)
class Standings:
    tie_breaks: tuple[str, ...]
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class _Round:
    points: float
    opponent: PlayerId | None  # the opponent of a game played over the board, else None
    voluntary: bool  # a voluntarily unplayed round (VUR)


class Event:
    """Every player's rounds 1..``rounds``, and the scores the tie-breaks read."""

    def __init__(self, players: Sequence[PlayerId], results: Iterable[Result], rounds: int) -> None:
        if len(set(players)) != len(players):
            raise ValueError("a player is listed twice")
        self.rounds = rounds
        self.games: list[Game] = []
        table: dict[PlayerId, dict[int, _Round]] = {player: {} for player in players}

        def put(player: PlayerId, number: int, entry: _Round) -> None:
            if player not in table:
                raise ValueError(f"player {player} is not in the event")
            if not 1 <= number <= rounds:
                raise ValueError(f"round {number} is not one of rounds 1 to {rounds}")
            if number in table[player]:
                raise ValueError(f"player {player} has two results in round {number}")
            table[player][number] = entry

        for result in results:
            if isinstance(result, Bye):
                put(result.player, result.round, _Round(result.points, None, result.kind != "pairing"))
                continue
            if not result.decided:
                continue  # a game still running counts for nothing yet
            self.games.append(result)
            for player in (result.white, result.black):
                points = result.points(player)
                if result.forfeit:
                    put(player, result.round, _Round(points, None, points == 0.0))
                else:
                    put(player, result.round, _Round(points, result.opponent(player), False))
        absent = _Round(0.0, None, True)
        self.table = {player: [entries.get(n, absent) for n in range(1, rounds + 1)]
                      for player, entries in table.items()}
        self.score = {player: sum(entry.points for entry in entries) for player, entries in self.table.items()}

    def adjusted(self, player: PlayerId) -> float:
        """``player``'s score as their opponents' tie-breaks count it: VURs after the last round
        they were there to play count as draws."""
        entries = self.table[player]
        last = max((n for n, entry in enumerate(entries, 1) if not entry.voluntary), default=0)
        return sum(entry.points for entry in entries[:last]) + 0.5 * (self.rounds - last)

    def contributions(self, player: PlayerId) -> list[tuple[float, float, bool]]:
        """Per round: (the opponent's score, ``player``'s points, whether a VUR), a dummy opponent
        with ``player``'s own score standing in for an unplayed round's."""
        own = self.score[player]
        return [(own if entry.opponent is None else self.adjusted(entry.opponent), entry.points, entry.voluntary)
                for entry in self.table[player]]


def buchholz(event: Event, player: PlayerId) -> float:
    return sum(score for score, _, _ in event.contributions(player))


def buchholz_cut1(event: Event, player: PlayerId) -> float:
    contributions = event.contributions(player)
    if not contributions:
        return 0.0
    voluntary = [score for score, _, vur in contributions if vur]
    cut = min(voluntary) if voluntary else min(score for score, _, _ in contributions)
    return sum(score for score, _, _ in contributions) - cut


def sonneborn_berger(event: Event, player: PlayerId) -> float:
    return sum(score * points for score, points, _ in event.contributions(player))


def wins(event: Event, player: PlayerId) -> float:
    """Rounds that gave a win's points, played or not (C.07's WIN: forfeits and full byes count)."""
    return float(sum(1 for entry in event.table[player] if entry.points == 1.0))


NUMERIC = {BUCHHOLZ_CUT1: buchholz_cut1, BUCHHOLZ: buchholz, SONNEBORN_BERGER: sonneborn_berger, WINS: wins}


def _encounters(event: Event, group: Sequence[PlayerId]) -> tuple[dict[PlayerId, float], set[frozenset[PlayerId]]]:
    """Points each of ``group`` scored over the board against the others, and the pairs that met."""
    members = set(group)
    points = dict.fromkeys(group, 0.0)
    met: set[frozenset[PlayerId]] = set()
    for game in event.games:
        if not game.forfeit and game.white in members and game.black in members:
            points[game.white] += game.points(game.white)
            points[game.black] += game.points(game.black)
            met.add(frozenset((game.white, game.black)))
    return points, met


def direct_encounter(event: Event, group: Sequence[PlayerId]) -> tuple[list[list[PlayerId]], dict[PlayerId, float]]:
    """``group`` (players level so far) split by C.07 art. 6, and each one's points among them.

    When every pair of them met, their points against each other order them (players level on
    those stay level). Otherwise only a player who met all the others and scored more than any
    other could have, had they won each game they did not play, goes ahead; the same is asked of
    the rest, and the players left stay level."""
    points, met = _encounters(event, group)
    pairs = [frozenset((a, b)) for i, a in enumerate(group) for b in group[i + 1:]]
    if all(pair in met for pair in pairs):
        values = sorted(set(points.values()), reverse=True)
        return [[p for p in group if points[p] == value] for value in values], points
    ahead: list[list[PlayerId]] = []
    rest = list(group)
    while len(rest) > 1:
        scored, met_rest = _encounters(event, rest)
        best = [p for p in rest if all(frozenset((p, q)) in met_rest for q in rest if q != p)]

        def reachable(q: PlayerId) -> float:
            missing = sum(1 for other in rest if other != q and frozenset((q, other)) not in met_rest)
            return scored[q] + missing

        sure_first = next((p for p in best if all(scored[p] > reachable(q) for q in rest if q != p)), None)
        if sure_first is None:
            break
        ahead.append([sure_first])
        rest.remove(sure_first)
    return [*ahead, rest], points


def standings(players: Sequence[PlayerId], results: Iterable[Result], rounds: int,
              tie_breaks: Sequence[str] = SWISS) -> Standings:
    """The event's standings after ``rounds`` rounds: ``players`` in their starting order (it
    orders players nothing tells apart), ``results`` every game and bye of those rounds."""
    unknown = [code for code in tie_breaks if code not in NUMERIC and code != DIRECT_ENCOUNTER]
    if unknown:
        raise ValueError(f"unknown tie-breaks: {', '.join(unknown)}")
    event = Event(players, results, rounds)
    values: dict[str, dict[PlayerId, float | None]] = {
        code: {p: NUMERIC[code](event, p) for p in players} for code in tie_breaks if code in NUMERIC}
    encounter: dict[PlayerId, float | None] = dict.fromkeys(players)
    groups = _split([list(players)], lambda p: event.score[p])
    for code in tie_breaks:
        if code == DIRECT_ENCOUNTER:
            split: list[list[PlayerId]] = []
            for group in groups:
                if len(group) == 1:
                    split.append(group)
                    continue
                parts, points = direct_encounter(event, group)
                encounter.update(points)
                split.extend(parts)
            groups = split
        else:
            column = values[code]
            groups = _split(groups, lambda p: column[p] or 0.0)
    values[DIRECT_ENCOUNTER] = encounter
    lines: list[Line] = []
    for group in groups:
        rank = len(lines) + 1
        lines.extend(Line(rank, p, event.score[p], tuple(values[code][p] for code in tie_breaks),
                          sum(1 for entry in event.table[p] if entry.opponent is not None)) for p in group)
    return Standings(tuple(tie_breaks), tuple(lines))


def _split(groups: list[list[PlayerId]], key: Callable[[PlayerId], float]) -> list[list[PlayerId]]:
    """Each group split into runs of equal ``key``, highest first (each run in the group's order)."""
    split: list[list[PlayerId]] = []
    for group in groups:
        for value in sorted({key(p) for p in group}, reverse=True):
            split.append([p for p in group if key(p) == value])
    return split

