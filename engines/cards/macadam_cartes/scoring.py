"""Scores, game totals and the winner with its tie-breaks."""

from __future__ import annotations


from engines.base import Outcome
from engines.cards.macadam_cartes.deck import PENALTY, PIETONS, POINT_CARDS, POINTS
from engines.cards.macadam_cartes.table import StateLike

#: per seat: (score, pietons exposed, cards with points exposed, penalties).
Tally = tuple[int, int, int, int]
#: the criteria in order, with the tie-break key each one reports.
TIEBREAKS = ("score", "pietons", "point-cards", "penalties")


def manche_tally(t: StateLike, seat: int) -> Tally:
    """The running (or last) manche of ``seat``: exposed cards score, each penalty costs 100."""
    exposed = t.exposed[seat]
    points = sum(POINTS[card] for card in exposed)
    return (
        points - PENALTY * t.penalties[seat],
        sum(1 for card in exposed if card in PIETONS),
        sum(1 for card in exposed if card in POINT_CARDS),
        t.penalties[seat],
    )


def game_tallies(t: StateLike) -> list[Tally]:
    """Finished manches before the table's one, plus the table's manche."""
    result = []
    for seat in range(t.seats):
        past, now = t.past[seat], manche_tally(t, seat)
        result.append((past[0] + now[0], past[1] + now[1], past[2] + now[2], past[3] + now[3]))
    return result


def add(past: Tally, now: Tally) -> Tally:
    return (past[0] + now[0], past[1] + now[1], past[2] + now[2], past[3] + now[3])


def rank(tallies: list[Tally]) -> tuple[tuple[int, ...], str]:
    """(winners, tie-break): highest score, then most Piétons, most cards with points, fewest
    penalties; still tied, a shared victory. The tie-break is the last criterion that was needed."""
    seats = list(range(len(tallies)))
    signs = (1, 1, 1, -1)  # the fewest penalties is best
    for criterion, (name, sign) in enumerate(zip(TIEBREAKS, signs)):
        best = max(sign * tallies[s][criterion] for s in seats)
        seats = [s for s in seats if sign * tallies[s][criterion] == best]
        if len(seats) == 1:
            return (seats[0],), name
    return tuple(seats), "shared"


def outcome_of(t: StateLike, reason: str) -> tuple[Outcome, str]:
    """The game's outcome from its totals so far, and the tie-break that decided it."""
    tallies = game_tallies(t)
    winners, tiebreak = rank(tallies)
    return Outcome(winners=winners, reason=reason, scores=tuple(tally[0] for tally in tallies)), tiebreak
