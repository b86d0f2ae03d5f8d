"""bench_ai.py's parts behind the computer levels' shown ratings (README, "Computer levels").

- outside: Dames levels against dame-rs 0.2.0 (benchmarks/dame_rs_partner.py) at fixed depths,
  from paired openings, and dame-rs against itself a few plies deeper: score, draws, each side's
  processor seconds a move and the depth its searches completed.
- ratings: the Elo fit (benchmarks/elo_fit.py) of every pairing played in the run (ladder and
  outside) and, for the games whose ladder the run did not play, of the ladder saved in
  ``--ladder-from`` (pairings this run did not play again); printed per game with its uncertainty and, with ``--write-ratings``, written
  to the data file the bot reads (data/ai_ratings.json).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import elo_fit

#: the outside part's pairings: (our Dames level, dame-rs' depth); then dame-rs against itself a
#: few plies deeper, which ties its depths together whatever our levels do.
OUTSIDE = ((1, 1), (2, 1), (3, 1), (3, 2), (4, 2), (5, 4), (6, 4), (6, 6), (7, 6), (7, 8), (8, 8), (8, 10), (8, 12))
OUTSIDE_SELF = ((2, 1), (4, 2), (6, 4), (8, 6))
ANCHOR = ("dame-rs", 1)
#: the games rated, in the data file's order (the card game: its ladder at two seats).
RATED = ("macadam", "dames", "dames-turques", "mak-yek", "apit-sodok", "macadam-cartes")
LEVEL_NUMBERS = range(1, 9)

Table = Callable[[str, tuple[str, ...], Iterable[Iterable[object]]], None]


def name(player: Any) -> str:
    if player[0] == "dame-rs":
        return f"dame-rs d{player[1]}"
    return f"level {player[1]}" if player[0] == "level" else " ".join(str(p) for p in player)


def heavy(player: Any) -> bool:
    """A player whose games take long: our levels from 7, dame-rs from depth 8."""
    return player[0] == "level" and player[1] >= 7 or player[0] == "dame-rs" and player[1] >= 8


def part_outside(match: Callable[..., Any], table: Table, pool: Any, keys: list[str], games: tuple[int, int],
                 max_plies: int, opening: int, pairings: Iterable[tuple[int, int]] = OUTSIDE) -> None:
    """Dames levels against dame-rs at fixed depths (``match``: bench_ai's, which records them);
    ``games``: a pairing's games, and those of a pairing with a heavy player."""
    if "dames" not in keys:
        return
    plan = [(("dame-rs", deep), ("dame-rs", shallow)) for deep, shallow in OUTSIDE_SELF]
    plan += [(("level", level), ("dame-rs", depth)) for level, depth in pairings]
    rows = []
    for a, b in plan:
        score = match(pool, "dames", a, b, games[heavy(a) or heavy(b)], max_plies, opening)
        if score is not None:
            rows.append((f"{name(a)} vs {name(b)}", score.games, f"{100 * score.points:.1f} %",
                         f"{100 * score.drawn:.0f} %", f"{score.cpu[0]:.4f}", f"{score.cpu[1]:.4f}",
                         f"{score.depth[0]:.1f}", f"{score.depth[1]:.1f}", f"{score.plies:.0f}"))
    table(f"Dames against dame-rs 0.2.0 ({opening} random opening plies, paired; depth: the mean last "
          "completed iteration of the moves searched)",
          ("pairing", "games", "score of the first", "drawn", "first processor s/move", "second processor s/move",
           "first depth", "second depth", "mean plies"), rows)


def pairings_of(played: dict[str, list[tuple[Any, Any, Any]]], saved: dict[str, list[elo_fit.Pairing]]
                ) -> tuple[dict[str, list[elo_fit.Pairing]], dict[str, str]]:
    """Per game, the pairings to fit and where they come from: this run's games, plus the pairings
    of the saved ladder this run did not play again (its levels unchanged since)."""
    out: dict[str, list[elo_fit.Pairing]] = {}
    source: dict[str, str] = {}
    for key in RATED:
        run = [(tuple(a), tuple(b), s.games, round(s.points * s.games * 2) / 2) for a, b, s in played.get(key, [])]
        again = {frozenset((a, b)) for a, b, *_ in run}
        kept = [pairing for pairing in saved.get(key, []) if frozenset(pairing[:2]) not in again]
        out[key] = run + kept
        ladder_run = [f"{a[1]}v{b[1]}" for a, b, *_ in run if a[0] == b[0] == "level"]
        parts = ([f"this run ({', '.join(ladder_run)})" if ladder_run else "this run"] if run else [])
        parts += [f"saved ladder ({', '.join(f'{a[1]}v{b[1]}' for a, b, *_ in kept)})"] if kept else []
        source[key] = " and ".join(parts)
    return out, source


def part_ratings(played: dict[str, list[tuple[Any, Any, Any]]], saved: dict[str, list[elo_fit.Pairing]],
                 table: Table, write: Path | None, date: str, note: str) -> None:
    """Fit, print and (``write``) save every game's level ratings; Dames first: it anchors the rest."""
    pairings, source = pairings_of(played, saved)
    if not any(a == ANCHOR or b == ANCHOR for a, b, *_ in pairings["dames"]):
        raise SystemExit("the ratings need the outside part's games (dame-rs depth 1 anchors them): --parts outside")
    fits = {"dames": elo_fit.fit(pairings["dames"], ANCHOR, elo_fit.ANCHOR_RATING)}
    base = fits["dames"].ratings[("level", 1)]
    for key in RATED:
        if key != "dames" and pairings[key]:
            fits[key] = elo_fit.fit(pairings[key], ("level", 1), base)
    shown: dict[str, Any] = {}
    for key, fitted in fits.items():
        rounded: dict[str, int] = {}
        floor = -10**9
        for level in LEVEL_NUMBERS:
            # A level's budget holds the one below's: a dip is the measurement's noise.
            floor = max(floor, 50 * round(fitted.ratings[("level", level)] / 50))
            rounded[str(level)] = floor
        players = sorted(fitted.ratings, key=lambda p: fitted.ratings[p])
        table(f"Ratings, {key} ({source[key]}; " + ("dame-rs d1 pinned at 1000" if key == "dames"
              else "level 1 pinned at Dames' level 1") + "; ± one standard error from the pin)",
              ("player", "games", "Elo", "±", "shown"),
              [(name(p), fitted.games[p], f"{fitted.ratings[p]:.0f}", f"{fitted.errors[p]:.0f}",
                rounded.get(str(p[1]), "-") if p[0] == "level" else "-") for p in players])
        shown[key] = {"levels": rounded,
                      "error": {str(n): round(fitted.errors[("level", n)]) for n in LEVEL_NUMBERS},
                      "games": {str(n): fitted.games[("level", n)] for n in LEVEL_NUMBERS},
                      "source": source[key]}
    if write is not None:
        write.write_text(json.dumps({
            "scale": "the bot's rating scale: a newcomer starts at 1500 (bot/ratings.py)",
            "anchor": "dame-rs 0.2.0 searching 1 ply is 1000; the games without an outside engine pin their "
                      "level 1 (each game's beginner) at Dames' level 1, by convention: nothing measures one "
                      "game's level against another's",
            "method": "benchmarks/bench_ai.py --parts ladder,outside,ratings: each level against the one below "
                      "and Dames levels against dame-rs at fixed depths, paired random openings; Bradley-Terry "
                      "maximum likelihood on the Elo scale, a draw half a win, one virtual draw a pairing; "
                      "rounded to 50, never below the level under it. " + note,
            "date": date,
            "games": shown,
        }, indent=1, ensure_ascii=False) + "\n")
        print(f"\nwritten: {write}")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--outside-games", default="16,8",
                        help="games a pairing in the outside part, then a pairing with level 7-8 or depth 8+")
    parser.add_argument("--outside-pairings", default=",".join(f"{level}:{depth}" for level, depth in OUTSIDE),
                        help="the outside part's pairings, level:depth")
    parser.add_argument("--ladder-from", type=Path, action="append", default=[],
                        help="a saved report (results/bench_ai.txt; may be given again) whose ladder pairings the "
                             "ratings use where this run does not play them again")
    parser.add_argument("--write-ratings", type=Path, default=None, help="the ratings part writes this file")
    parser.add_argument("--note", default="", help="the ratings file's note on how many games stand behind it")


def parts(match: Callable[..., Any], table: Table, played: dict[str, list[tuple[Any, Any, Any]]], keys: list[str],
          args: argparse.Namespace) -> dict[str, Callable[[Any], None]]:
    """bench_ai.py's parts ``outside`` and ``ratings``."""
    return {
        "outside": lambda pool: part_outside(match, table, pool, keys, _two(args.outside_games), args.max_plies,
                                             args.opening, _pairings(args.outside_pairings)),
        "ratings": lambda pool: part_ratings(
            played, _saved(args.ladder_from), table, args.write_ratings,
            time.strftime("%Y-%m-%d"), args.note),
    }


def _saved(paths: list[Path]) -> dict[str, list[elo_fit.Pairing]]:
    """The ladders of every saved report, a later report's pairing replacing an earlier one's."""
    merged: dict[str, dict[frozenset[Any], elo_fit.Pairing]] = {}
    for path in paths:
        for key, pairings in elo_fit.saved_ladders(path).items():
            merged.setdefault(key, {}).update({frozenset(pairing[:2]): pairing for pairing in pairings})
    return {key: list(pairings.values()) for key, pairings in merged.items()}


def _two(text: str) -> tuple[int, int]:
    light, _, heavy_games = text.partition(",")
    return int(light), int(heavy_games or light)


def _pairings(text: str) -> list[tuple[int, int]]:
    return [(int(level), int(depth)) for level, _, depth in (pair.partition(":") for pair in text.split(","))]
