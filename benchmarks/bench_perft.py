"""Move-generation speed: our perft against pydraughts' on the same start position.

Prints leaves per second for each engine and their ratio, per variant, measured in one run.
pydraughts is slow (about a thousand leaves per second), so its depth is an option.

    python benchmarks/bench_perft.py [--depth 5] [--oracle-depth 4]
"""

from __future__ import annotations

import argparse
import time

import engines

VARIANTS = {"dames": "standard", "dames-turques": "turkish"}


def ours(key: str, depth: int) -> tuple[int, float]:
    game = engines.get(key)
    rules = game.rules
    board, side = rules.position_codec.parse(rules.geometry, rules.start_position)
    started = time.perf_counter()
    leaves = game.generator.perft(board, side, depth)
    return leaves, time.perf_counter() - started


def pydraughts_perft(variant: str, depth: int) -> tuple[int, float]:
    from draughts.core.game import Game  # imported here: a test-only dependency

    def walk(game: Game, depth: int) -> int:
        moves, _ = game.legal_moves()
        if depth == 1:
            return len(moves)
        total = 0
        for move in moves:
            game.push(move)
            total += walk(game, depth - 1)
            game.pop()
        return total

    game = Game(variant=variant)
    started = time.perf_counter()
    leaves = walk(game, depth)
    return leaves, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=5)
    parser.add_argument("--oracle-depth", type=int, default=4)
    args = parser.parse_args()
    print(f"{'variant':<14} {'engine':<11} {'depth':>5} {'leaves':>9} {'seconds':>8} {'leaves/s':>11}")
    for key, variant in VARIANTS.items():
        our_leaves, our_time = ours(key, args.depth)
        their_leaves, their_time = pydraughts_perft(variant, args.oracle_depth)
        our_rate, their_rate = our_leaves / our_time, their_leaves / their_time
        print(f"{key:<14} {'ours':<11} {args.depth:>5} {our_leaves:>9} {our_time:>8.3f} {our_rate:>11,.0f}")
        print(f"{key:<14} {'pydraughts':<11} {args.oracle_depth:>5} {their_leaves:>9} {their_time:>8.3f} {their_rate:>11,.0f}")
        print(f"{key:<14} ratio (ours / pydraughts, leaves per second): {our_rate / their_rate:,.0f}x")


if __name__ == "__main__":
    main()
