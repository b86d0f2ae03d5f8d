"""Swiss pairing by the FIDE Dutch system (C.04.3), through py4swiss behind one function.

py4swiss is a port of bbpPairings (the FIDE-endorsed Dutch program) and reads what bbpPairings
reads: the tournament's report file. So the round is paired from our own TRF export, with the
round's absences written in (late joiners' half-point byes, withdrawn players' zero) and the
forbidden pairs as XXP lines, and its answer (pairing numbers) becomes a `Round`. The answer is
checked against the absolute criteria before it is trusted.
"""

from __future__ import annotations

import io
from collections.abc import Collection, Sequence

from py4swiss.engines import DutchEngine
from py4swiss.trf import TrfParser

from bot.tournaments.model import Bye, ByeKind, Entry, Game, Round, check_entries, met, pairing_numbers
from bot.tournaments.trf import report


class NoPairing(Exception):
    """The round cannot be paired under the absolute criteria (too few players left to meet)."""


class _Text:
    """A report handed to the library's parser, which opens a path, without a file."""

    def __init__(self, text: str) -> None:
        self.text = text

    def open(self, mode: str = "r", encoding: str | None = None) -> io.StringIO:
        return io.StringIO(self.text)


def pair_swiss(
    entries: Sequence[Entry],
    history: Sequence[Round],
    round_no: int,
    total_rounds: int,
    forbidden: Collection[frozenset[int]] = (),
) -> Round:
    """Pair round `round_no` of a Swiss of `total_rounds` after the complete rounds of `history`."""
    check_entries(entries)
    if round_no != len(history) + 1 or not 1 <= round_no <= total_rounds:
        raise ValueError(f"round {round_no} does not follow {len(history)} rounds of {total_rounds}")
    if [round_.number for round_ in history] != list(range(1, round_no)):
        raise ValueError("the rounds before are not numbered 1, 2, ...")
    if not all(round_.complete for round_ in history):
        raise ValueError("a round before is not finished")
    playing = [entry for entry in entries if entry.paired_in(round_no)]
    if len(playing) < 2:
        raise NoPairing(round_no)
    ids = frozenset(entry.player for entry in entries)
    forbidden = [pair for pair in forbidden if len(pair) == 2 and pair <= ids]
    text = report("pairing", entries, history, total_rounds, forbidden, upcoming=round_no)
    try:
        answer = DutchEngine.generate_pairings(TrfParser.parse(_Text(text)))
    except Exception as error:  # the library's "no pairing possible" has no type of its own
        raise NoPairing(round_no) from error
    player = {number: entry for entry, number in pairing_numbers(entries).items()}
    games = tuple(Game(player[row.white], player[row.black]) for row in answer if row.black and row.white)
    byes = tuple(Bye(player[row.white or row.black], ByeKind.PAIRING) for row in answer if not (row.black and row.white))
    round_ = Round(round_no, games, byes)
    _check(round_, playing, history, met(history) | frozenset(forbidden))
    return round_


def _check(round_: Round, playing: Sequence[Entry], history: Sequence[Round], barred: frozenset[frozenset[int]]) -> None:
    seated = [p for game in round_.games for p in (game.white, game.black)] + [bye.player for bye in round_.byes]
    had_bye = {bye.player for earlier in history for bye in earlier.byes if bye.kind is ByeKind.PAIRING}
    if (
        sorted(seated) != sorted(entry.player for entry in playing)
        or len(round_.byes) != len(playing) % 2
        or any(bye.player in had_bye for bye in round_.byes)
        or any(frozenset((game.white, game.black)) in barred for game in round_.games)
    ):
        raise NoPairing(round_.number)
