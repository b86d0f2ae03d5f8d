"""Time to analyse a 90-ply Dames game (engines.ai.analyse), printed, never asserted.

    python benchmarks/bench_analysis.py [--plies 90] [--level 7] [--game dames] [--seed 0]

The game: level 5 against level 4 (seeded, their noise varies the play) from the start, the
first seed whose game lasts ``--plies`` plies, cut there (as a resigned game would be). Prints
the wall and processor seconds of one analysis at ``--level`` (the default of ``ai.analyse``),
seconds per ply, and the report's judgements and accuracies, as a check that it analysed.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from engines import ai  # noqa: E402


def a_game(key: str, plies: int, seed: int) -> tuple[Any, Any, list[Any]]:
    game: Any = engines.get(key)
    while True:
        start = state = game.new(seed=seed)
        moves: list[Any] = []
        while len(moves) < plies and game.outcome(state) is None:
            seat = game.to_move(state)
            move = ai.choose(game, state, seat, level=5 if seat == 0 else 4, seed=seed * 1000 + len(moves))
            moves.append(move)
            state = game.apply(state, seat, move)
        if len(moves) == plies:
            return game, start, moves
        seed += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="dames")
    parser.add_argument("--plies", type=int, default=90)
    parser.add_argument("--level", type=int, default=7)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    game, start, moves = a_game(args.game, args.plies, args.seed)
    wall, cpu = time.perf_counter(), time.process_time()
    report = ai.analyse(game, start, moves, level=args.level)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"{args.game}, {len(moves)} plies, level {args.level}: {wall:.1f} s on the clock, {cpu:.1f} s of processor"
          f" ({cpu / len(moves):.2f} s a ply)")
    for seat in (0, 1):
        counts = report.counts(seat)
        print(f"seat {seat}: accuracy {report.accuracy[seat]:.1f}, inaccuracies {counts['inaccuracy']},"
              f" mistakes {counts['mistake']}, blunders {counts['blunder']}")


if __name__ == "__main__":
    main()
