"""A tournament's stored rows read as the pure core reads them (``bot.tournaments``): its entries,
the rounds behind it, the next round's boards and its standings. No I/O."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from bot.storage.tournament_rows import Board, PairingRow, TournamentRow
from bot.tournaments.model import Entry, Round, rounds_from
from bot.tournaments.results import Bye, Game, Result
from bot.tournaments.robin import round_robin
from bot.tournaments.standings import ROUND_ROBIN, SWISS, WINS, Line, Standings, standings
from bot.tournaments.swiss import pair_swiss
from bot.tournaments.tables import MIN_SEATS, WIN_POINTS, seat, table_points

#: how many rounds a Swiss or a table event may have.
MAX_ROUNDS = 15
#: the points of a round a late joiner missed at a table event: the mean of a table's place
#: points, whatever its size (``bot.tournaments.tables``: 3 for the first down to 0 for the last).
MISSED_ROUND = Fraction(WIN_POINTS, 2)


def entries_of(tournament: TournamentRow) -> list[Entry]:
    """The entrants as the pairing reads them: in seed order once started, their rating then, the
    rounds they joined in and withdrew from."""
    return [
        Entry(entry.user_id, str(entry.user_id), entry.rating or 0, entry.joined_round,
              None if entry.withdrawn_round is None else entry.withdrawn_round - 1)
        for entry in tournament.entries
    ]


def results_of(tournament: TournamentRow, boards: Sequence[PairingRow]) -> list[Result]:
    """Every game (decided or not) and bye of the rounds paired, with the half-point byes of the
    rounds a late joiner missed."""
    found = [result for board in boards if (result := board.as_result()) is not None]
    paired = max((board.round for board in boards), default=0)
    for entry in tournament.entries:
        found.extend(Bye(number, entry.user_id, "half") for number in range(1, min(entry.joined_round, paired + 1)))
    return found


def history_of(boards: Sequence[PairingRow]) -> list[Round]:
    """The rounds paired so far, as the Swiss pairing reads them (a late joiner's missed rounds
    are the entry's own: ``Entry.missed``)."""
    return rounds_from(result for board in boards if (result := board.as_result()) is not None)


def round_boards(round_: Round) -> list[Board]:
    """A paired round's boards: its games, then its byes."""
    return ([Board((game.white, game.black)) for game in round_.games]
            + [Board((bye.player,), bye.kind) for bye in round_.byes])


def next_swiss_round(tournament: TournamentRow, boards: Sequence[PairingRow], number: int) -> list[Board]:
    """Round ``number`` of a Swiss (NoPairing when it cannot be paired)."""
    assert tournament.rounds is not None
    forbidden = [frozenset(pair) for pair in tournament.forbidden]
    return round_boards(pair_swiss(entries_of(tournament), history_of(boards), number, tournament.rounds, forbidden))


def robin_rounds(tournament: TournamentRow) -> list[list[Board]]:
    """Every round of a round robin, by the entrants' seed order."""
    return [round_boards(round_) for round_ in round_robin(entries_of(tournament), bool(tournament.options.get("double")))]


def least_entries(format: str) -> int:
    """How many players an event of ``format`` needs to start: a table seats three."""
    return MIN_SEATS if format == "tables" else 2


def robin_length(entrants: int, double: bool) -> int:
    return (entrants - 1 + entrants % 2) * (2 if double else 1)


def next_tables(tournament: TournamentRow, boards: Sequence[PairingRow], number: int) -> list[Board]:
    """Round ``number`` of a table event: the players still in, in standings order, at tables of
    one size, computers (None) filling the empty seats of the smaller ones."""
    order = [line.player for line in table_standings(tournament, boards).lines]
    playing = [user for user in order if _plays(tournament, user, number)]
    if len(playing) < MIN_SEATS:
        playing_tables = [tuple(playing)]
    else:
        playing_tables = seat(playing)
    size = max(MIN_SEATS, max(len(table) for table in playing_tables))
    return [Board(tuple(table) + (None,) * (size - len(table))) for table in playing_tables]


def _plays(tournament: TournamentRow, user: int, number: int) -> bool:
    entry = tournament.entry(user)
    return entry is not None and entry.joined_round <= number and (
        entry.withdrawn_round is None or number < entry.withdrawn_round)


def standings_of(tournament: TournamentRow, boards: Sequence[PairingRow]) -> Standings:
    """The standings after the decided boards: FIDE's tie-breaks (``bot.tournaments.standings``)
    for a Swiss or a round robin, place points for a table event."""
    if tournament.format == "tables":
        return table_standings(tournament, boards)
    players = [entry.user_id for entry in tournament.entries]
    rounds = max((board.round for board in boards), default=0)
    decided = [result for result in results_of(tournament, boards)
               if not isinstance(result, Game) or result.score is not None]
    return standings(players, decided, rounds, ROUND_ROBIN if tournament.format == "round-robin" else SWISS)


@dataclass
class _Tally:
    points: Fraction = Fraction(0)
    wins: int = 0
    played: int = 0


def table_standings(tournament: TournamentRow, boards: Sequence[PairingRow]) -> Standings:
    """A table event's standings: place points, then tables won; players level on both share a
    rank (in seed order). A computer's seat gives points to no one but takes its place. A round a
    late joiner missed gives the mean of a table's place points (``MISSED_ROUND``), as a Swiss
    gives a half-point bye."""
    tally = {entry.user_id: _Tally() for entry in tournament.entries}
    paired = max((board.round for board in boards), default=0)
    for entry in tournament.entries:
        tally[entry.user_id].points += MISSED_ROUND * max(0, min(entry.joined_round - 1, paired))
    for board in boards:
        if not board.decided or board.bye is not None:
            continue
        finish = [[seat_no for seat_no, place in enumerate(board.places) if place == level]
                  for level in sorted({place for place in board.places if place is not None})]
        points = table_points(finish)
        for seat_no, user in enumerate(board.seats):
            if user is None or user not in tally:
                continue
            tally[user].points += points.get(seat_no, Fraction(0))
            tally[user].wins += board.places[seat_no] == 1
            tally[user].played += 1
    order = sorted(tally, key=lambda user: (-tally[user].points, -tally[user].wins))
    lines: list[Line] = []
    for place, user in enumerate(order):
        level = place > 0 and (tally[order[place - 1]].points, tally[order[place - 1]].wins) == (
            tally[user].points, tally[user].wins)
        rank = lines[-1].rank if level else place + 1
        lines.append(Line(rank, user, float(tally[user].points), (float(tally[user].wins),), tally[user].played))
    return Standings((WINS,), tuple(lines))
