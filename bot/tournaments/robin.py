"""Round robin by FIDE's Berger tables (C.05, Annex 1), every round known at the start.

An odd field gets a phantom player, and whoever meets it rests that round. A rest scores
nothing: every player rests once a cycle, so a point for it would be a point for everyone. A
double round robin plays the tables again with every pair's colours reversed.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.tournaments.model import Entry, Round, check_entries
from bot.tournaments.results import Bye, Game


def berger(size: int, round_no: int) -> list[tuple[int, int]]:
    """Round `round_no` of the Berger table for an even `size`: (white, black) pairing numbers.

    The last number is fixed, the others turn: the first board is the fixed player against the
    round's anchor (white on odd rounds), and the other boards pair the anchor's neighbours
    outwards, the one after the anchor with white.
    """
    if round_no % 2:
        anchor = (round_no + 1) // 2
        boards = [(anchor, size)]
    else:
        anchor = size // 2 + round_no // 2
        boards = [(size, anchor)]
    for step in range(1, size // 2):
        boards.append(((anchor - 1 + step) % (size - 1) + 1, (anchor - 1 - step) % (size - 1) + 1))
    return boards


def round_robin(entries: Sequence[Entry], double: bool = False) -> tuple[Round, ...]:
    """Every round of the event; the order of `entries` gives the Berger numbers (draw lots before)."""
    check_entries(entries)
    if len(entries) < 2:
        raise ValueError("a round robin needs two players")
    ids = [entry.player for entry in entries]
    size = len(ids) + len(ids) % 2
    cycle = size - 1
    rounds: list[Round] = []
    for number in range(1, cycle * (2 if double else 1) + 1):
        reverse = number > cycle
        games: list[Game] = []
        byes: list[Bye] = []
        for white, black in berger(size, number - cycle if reverse else number):
            if reverse:
                white, black = black, white
            if max(white, black) > len(ids):
                byes.append(Bye(number, ids[min(white, black) - 1], "zero"))
            else:
                games.append(Game(number, ids[white - 1], ids[black - 1]))
        rounds.append(Round(number, tuple(games), tuple(byes)))
    return tuple(rounds)
