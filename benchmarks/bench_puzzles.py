"""Puzzles mined from seeded self-play games (engines.ai.puzzles), printed, never asserted.

    python benchmarks/bench_puzzles.py [--games 2] [--analysis 7] [--level 8] [--max-plies 120]
                                       [--game dames ...] [--out benchmarks/results/bench_puzzles.txt]

Each game: the computer against itself at mixed levels (seat 0 and seat 1 take turns among
1..5 by the seed, so there are mistakes to punish), from the start until the end or
``--max-plies``. Each is analysed at ``--analysis`` (the bot's default, 7) and mined at
``--level``; prints per game the judged mistakes and blunders (the candidates), the puzzles found
with their themes and lengths, and the processor seconds of the analysis and of the mining.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from engines import ai  # noqa: E402
from engines.ai.puzzles import mine  # noqa: E402

GAMES = ["dames", "dames-turques", "mak-yek", "apit-sodok", "macadam"]
#: (seat 0's level, seat 1's level) by seed: one side clearly weaker.
PAIRINGS = [(5, 2), (1, 4), (4, 3), (2, 5), (3, 1)]


def self_play(key: str, seed: int, max_plies: int) -> tuple[Any, Any, list[Any], tuple[int, int]]:
    game: Any = engines.get(key)
    levels = PAIRINGS[seed % len(PAIRINGS)]
    start = state = game.new(seed=seed)
    moves: list[Any] = []
    while len(moves) < max_plies and game.outcome(state) is None:
        seat = game.to_move(state)
        move = ai.choose(game, state, seat, level=levels[seat], seed=seed * 1000 + len(moves))
        moves.append(move)
        state = game.apply(state, seat, move)
    return game, start, moves, levels


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--games", type=int, default=2, help="games per game key")
    parser.add_argument("--analysis", type=int, default=7)
    parser.add_argument("--level", type=int, default=8)
    parser.add_argument("--max-plies", type=int, default=120)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    lines = [f"bench_puzzles: {args.games} games per game, analysis level {args.analysis}, mined at level"
             f" {args.level}, at most {args.max_plies} plies; processor seconds", "",
             "| game | seed | levels | plies | candidates | puzzles | themes | solver moves | analysis s | mining s |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    totals: Counter[str] = Counter()
    for key in args.game or GAMES:
        for seed in range(args.games):
            game, start, moves, levels = self_play(key, seed, args.max_plies)
            clock = time.process_time()
            report = ai.analyse(game, start, moves, level=args.analysis)
            analysed = time.process_time()
            found = mine(game, start, moves, report, level=args.level)
            mined = time.process_time()
            candidates = sum(1 for ply in report.plies if ply.judgement in ("mistake", "blunder"))
            themes = Counter(theme for puzzle in found for theme in puzzle.themes)
            line = (f"| {key} | {seed} | {levels[0]}-{levels[1]} | {len(moves)} | {candidates} | {len(found)} |"
                    f" {', '.join(f'{name} {n}' for name, n in sorted(themes.items())) or '-'} |"
                    f" {', '.join(str(puzzle.steps) for puzzle in found) or '-'} |"
                    f" {analysed - clock:.1f} | {mined - analysed:.1f} |")
            lines.append(line)
            print(line, flush=True)
            totals[key] += len(found)
    summary = "puzzles per game key: " + ", ".join(f"{key} {totals[key]}" for key in args.game or GAMES)
    lines += ["", summary]
    print("\n" + summary)
    if args.out is not None:
        args.out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
