"""The FIDE Tournament Report File (TRF-16, C.04.A Annex-2) of a Swiss: what pairing programs read.

One 001 line a player, in pairing-number order, with the player's points, rank and, for every
round, a 10-column block: the opponent's pairing number, the colour and the result (1, =, 0;
+ a forfeit won, - a forfeit lost; blank while the game runs), or 0000 - U for the pairing-allocated bye, 0000 - H for a round
missed by a late joiner, 0000 - Z for a round without the player (withdrawn). Forbidden pairs
are XXP lines (the TRF(x) extension of JaVaFo's manual).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from bot.tournaments.model import Entry, Round, check_entries, pairing_numbers, score
from bot.tournaments.results import ByeKind

_RESULT = {1.0: "1", 0.5: "=", 0.0: "0"}
_FORFEIT = {1.0: "+", 0.0: "-"}
#: A round without a game, by TRF-16's codes: the pairing-allocated bye, a half-point bye, a zero-point bye.
_CODE: dict[ByeKind, str] = {"pairing": "U", "half": "H", "zero": "Z"}


def export_trf(
    title: str,
    entries: Sequence[Entry],
    rounds: Sequence[Round],
    total_rounds: int,
    forbidden: Collection[frozenset[int]] = (),
) -> str:
    """The report of the rounds played (or being played) so far."""
    check_entries(entries)
    numbers = pairing_numbers(entries)
    by_number = sorted(entries, key=lambda entry: numbers[entry.player])
    points = {entry.player: score(entry, rounds) for entry in entries}
    standing = sorted(by_number, key=lambda entry: -points[entry.player])
    rank = {entry.player: place for place, entry in enumerate(standing, start=1)}
    lines = [
        f"012 {_one_line(title)}",
        f"062 {len(entries)}",
        f"072 {sum(1 for entry in entries if entry.rating)}",
        "092 Individual: Swiss-System (FIDE Dutch)",
        f"XXR {total_rounds}",
        "XXC white1",
    ]
    lines += [f"XXP {' '.join(str(n) for n in sorted(numbers[p] for p in pair))}" for pair in sorted(forbidden, key=sorted)]
    for entry in by_number:
        blocks = [_block(entry, round_, numbers) for round_ in rounds]
        head = (
            f"001 {numbers[entry.player]:>4}      {_one_line(entry.name)[:33]:<33} {min(entry.rating, 9999):>4}"
            f"{'':28}{points[entry.player]:>4.1f} {rank[entry.player]:>4}  "
        )
        lines.append((head + "".join(blocks)).rstrip())
    return "\n".join(lines) + "\n"


def _block(entry: Entry, round_: Round, numbers: dict[int, int]) -> str:
    game = round_.game_of(entry.player)
    if game is not None:
        colour = "w" if game.white == entry.player else "b"
        results = _FORFEIT if game.forfeit else _RESULT
        result = results[game.points(entry.player)] if game.decided else " "
        return f"{numbers[game.opponent(entry.player)]:>4} {colour} {result}  "
    bye = round_.bye_of(entry.player)
    if round_.number in entry.missed():
        code = _CODE["half"]
    elif bye is not None:
        code = _CODE[bye.kind]
    else:
        code = _CODE["zero"]
    return f"0000 - {code}  "


def _one_line(text: str) -> str:
    return " ".join(text.split())
