"""The TRF-16 export of a Swiss: its columns, read back by a reader of this test's own and checked
against the handbook's rules, and replayed round by round by a pairing checker."""

from __future__ import annotations

import pytest
from caissify_pairings.fpc import check_trf

from bot.tournaments.model import Entry, Round, score
from bot.tournaments.results import Bye, Game
from bot.tournaments.trf import export_trf
from tests.tournaments.check import violations
from tests.tournaments.play import random_event

#: White's column's result: (white's points, forfeit).
_RESULT = {"1": (1.0, False), "0": (0.0, False), "=": (0.5, False), "+": (1.0, True), "-": (0.0, True)}


def read_trf(text: str) -> tuple[list[Entry], list[Round], dict[int, float]]:
    """Entries (by starting number), rounds and points read from the 001 lines' columns (TRF-16:
    number 5-8, name 15-47, rating 49-52, points 81-84, rounds from 92, ten columns each)."""
    lines = [line for line in text.splitlines() if line.startswith("001")]
    entries, points, blocks = [], {}, {}
    for line in lines:
        number = int(line[4:8])
        entries.append(Entry(number, line[14:47].rstrip(), int(line[48:52])))
        points[number] = float(line[80:84])
        blocks[number] = [line[91 + 10 * i : 101 + 10 * i] for i in range((len(line) - 91 + 9) // 10)]
    count = max(len(b) for b in blocks.values())
    rounds = []
    for i in range(count):
        games, byes = set(), []
        for number, row in blocks.items():
            block = row[i].ljust(8) if i < len(row) else " " * 8
            opponent, colour, result = int(block[0:4] or 0), block[5], block[7]
            if opponent == 0 and result == "U":
                byes.append(Bye(i + 1, number, "pairing"))
            elif opponent and colour == "w":
                white_points, forfeit = _RESULT.get(result, (None, False))
                games.add(Game(i + 1, number, opponent, white_points, forfeit))
        rounds.append(Round(i + 1, tuple(sorted(games, key=lambda g: g.white)), tuple(byes)))
    return entries, rounds, points


def test_the_columns_of_a_small_event() -> None:
    entries = [Entry(11, "Zoé  Dupont", 1650), Entry(12, "Bob", 1720), Entry(13, "Ann", 1500, joined=2)]
    rounds = [
        Round(1, (Game(1, 12, 11, 0.5),), (Bye(1, 13, "half"),)),
        Round(2, (Game(2, 13, 12),), (Bye(2, 11, "pairing"),)),
    ]
    text = export_trf("Club\nnight", entries, rounds, 3)
    lines = text.splitlines()
    assert lines[0] == "012 Club night" and "XXR 3" in lines
    bob, zoe, ann = lines[-3:]
    assert bob[:8] == "001    1" and bob[14:47].rstrip() == "Bob" and bob[48:52] == "1720"
    assert zoe[14:47].rstrip() == "Zoé Dupont"
    assert bob[80:84] == " 0.5" and zoe[80:84] == " 1.5" and ann[80:84] == " 0.5"
    assert zoe[85:89] == "   1"  # rank by points
    assert bob[91:101] == "   2 w =  " and bob[101:] == "   3 b"  # round 2 still running
    assert zoe[91:101] == "   1 b =  " and zoe[101:] == "0000 - U"
    assert ann[91:101] == "0000 - H  " and ann[101:] == "   1 w"


def test_a_forfeit_is_written_the_trf_way() -> None:
    # TRF-16: "+" a forfeit won, "-" a forfeit lost, the scheduled opponent and colour kept.
    entries = [Entry(1, "Ann", 1800), Entry(2, "Bob", 1700), Entry(3, "Cy", 1600), Entry(4, "Dee", 1500)]
    rounds = [Round(1, (Game(1, 1, 3, 0.0, forfeit=True), Game(1, 4, 2, 1.0)))]
    ann, bob, cy, dee = export_trf("Forfeits", entries, rounds, 3).splitlines()[-4:]
    assert ann[91:] == "   3 w -" and cy[91:] == "   1 b +"
    assert dee[91:] == "   2 w 1" and bob[91:] == "   4 b 0"
    assert ann[80:84] == " 0.0" and cy[80:84] == " 1.0"
    assert read_trf(export_trf("Forfeits", entries, rounds, 3))[1] == [
        Round(1, (Game(1, 1, 3, 0.0, forfeit=True), Game(1, 4, 2, 1.0)))]


@pytest.mark.parametrize(("players", "total", "seed"), [(9, 5, 2), (10, 7, 3), (16, 8, 2), (25, 9, 2)])
def test_the_trf_of_a_swiss_passes_the_check(players: int, total: int, seed: int) -> None:
    event = random_event(players, total, seed)
    assert event.stuck is None
    text = export_trf("Swiss", event.entries, event.rounds, total)
    entries, rounds, points = read_trf(text)
    numbers = {entry.player: i for i, entry in enumerate(sorted(event.entries, key=lambda e: (-e.rating, event.entries.index(e))), 1)}
    dates = {numbers[e.player]: e for e in event.entries}
    # The file shows who joined late and who withdrew only as H and Z rounds: give the entries back their dates.
    entries = [
        Entry(e.player, e.name, e.rating, joined=dates[e.player].joined, withdrawn_after=dates[e.player].withdrawn_after)
        for e in entries
    ]
    forbidden = {frozenset(numbers[p] for p in pair) for pair in event.forbidden}
    assert violations(entries, rounds, total, forbidden) == []
    assert len(rounds) == total and sum(len(r.games) for r in rounds) == sum(len(r.games) for r in event.rounds)
    assert all(r.complete for r in rounds)
    assert {e.player: score(e, rounds) for e in entries} == points


@pytest.mark.parametrize(("players", "total", "seed"), [(9, 5, 11), (10, 7, 12), (16, 8, 13), (25, 9, 14)])
def test_a_pairing_checker_finds_the_same_pairings_in_the_trf(players: int, total: int, seed: int) -> None:
    # caissify-pairings' Free Pairings Checker re-pairs every round from the file alone (its
    # reading of H and Z rounds differs from FIDE's on bye eligibility, so no late or gone players).
    event = random_event(players, total, seed, changes=False)
    report = check_trf(export_trf("Swiss", event.entries, event.rounds, total))
    assert report["summary"]["rounds_checked"] == total
    assert report["summary"]["total_discrepancies"] == 0
