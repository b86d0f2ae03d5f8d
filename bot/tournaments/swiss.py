"""Swiss pairing by the FIDE Dutch system (C.04.3), through caissify-pairings behind one function.

The library is told each player's state before the round the way its contract asks (score, the
colours of played games, floats, pairing-allocated byes) and nothing else of ours leaks into it:
it hands back ids, which become a `Round`. Forbidden pairings are given to it as pairs already
met, its absolute criterion C1, as JaVaFo and bbpPairings treat them. Its answer is checked
against the absolute criteria before it is trusted, since when no pairing exists it hands out
several byes instead of failing.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from caissify_pairings.engines.dutch import DutchEngine

from bot.tournaments.model import Entry, Round, check_entries, met, pairing_numbers, points_in
from bot.tournaments.results import BYE_POINTS, Bye, Game


class NoPairing(Exception):
    """The round cannot be paired under the absolute criteria (too few players left to meet)."""


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
    numbers = pairing_numbers(entries)
    barred = met(history) | frozenset(pair for pair in forbidden if len(pair) == 2)
    engine = DutchEngine(
        players=[_player(entry, history, numbers, entries) for entry in playing],
        previous_pairings={_pair(pair) for pair in barred},
        round_number=round_no,
        total_rounds=total_rounds,
        bye_value=BYE_POINTS["pairing"],
        max_byes_per_player=1,
    )
    if round_no == 1:
        # The library's first round is the fixed top-half-against-bottom-half split, blind to
        # forbidden pairs; its bracket matching (taken under acceleration, whose virtual points
        # were not asked for, so none are added) gives that same split when nothing is
        # forbidden and the Dutch transpositions when something is.
        engine.accelerated = True
    answer = engine.generate_pairings()
    round_ = Round(
        round_no,
        tuple(Game(round_no, row["white_id"], row["black_id"]) for row in answer if row.get("black_id") is not None),
        tuple(Bye(round_no, row["white_id"], "pairing") for row in answer if row.get("black_id") is None),
    )
    _check(round_, playing, history, barred)
    return round_


def _pair(pair: frozenset[int]) -> tuple[int, int]:
    low, high = sorted(pair)
    return low, high


def _player(entry: Entry, history: Sequence[Round], numbers: dict[int, int], entries: Sequence[Entry]) -> dict[str, object]:
    by_id = {other.player: other for other in entries}
    colours: list[str] = []
    floats: list[str] = []
    byes = 0
    before = 0.0
    for round_ in history:
        game = round_.game_of(entry.player)
        if game is None:
            # Whoever does not play a round, for whatever reason, counts as floated down (A.4.b).
            floats.append("down")
            bye = round_.bye_of(entry.player)
            byes += bye is not None and bye.kind == "pairing"
        else:
            colours.append("white" if game.white == entry.player else "black")
            opponent = by_id[game.opponent(entry.player)]
            theirs = sum(points_in(opponent, earlier) for earlier in history[: round_.number - 1])
            floats.append("down" if before > theirs else "up" if before < theirs else "none")
        before += points_in(entry, round_)
    number = numbers[entry.player]
    return {
        "id": entry.player,
        "name": str(number),
        "score": before,
        "rating": entry.rating,
        "starting_number": number,
        "pairing_number": number,
        "color_hist": colours,
        "float_history": floats,
        "bye_count": byes,
    }


def _check(round_: Round, playing: Sequence[Entry], history: Sequence[Round], barred: frozenset[frozenset[int]]) -> None:
    seated = [p for game in round_.games for p in (game.white, game.black)] + [bye.player for bye in round_.byes]
    had_bye = {bye.player for earlier in history for bye in earlier.byes if bye.kind == "pairing"}
    if (
        sorted(seated) != sorted(entry.player for entry in playing)
        or len(round_.byes) != len(playing) % 2
        or any(bye.player in had_bye for bye in round_.byes)
        or any(frozenset((game.white, game.black)) in barred for game in round_.games)
    ):
        raise NoPairing(round_.number)
