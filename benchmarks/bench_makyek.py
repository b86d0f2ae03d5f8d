"""Mak-Yek / Apit-Sodok engine speed: random play-outs and legal-move generations per second.

Play-outs go through the public contract (legal_moves + apply, end rules included). Move
generation is timed on positions sampled from those play-outs, each a fresh state (no memo), both
through ``game.legal_moves`` and through the raw bitboard generator (best of ``--repeat`` runs).

    python benchmarks/bench_makyek.py [--playouts 40] [--seed 0] [--repeat 3]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402

KEYS = ("mak-yek", "apit-sodok")


def playouts(game, count: int, seed: int) -> tuple[list, float, int]:
    """Play ``count`` random games; returns the visited states, the seconds taken and the plies."""
    rng = random.Random(seed)
    visited, plies = [], 0
    started = time.perf_counter()
    for _ in range(count):
        state = game.new()
        while game.outcome(state) is None:
            visited.append(state)
            state = game.apply(state, state.side, rng.choice(game.legal_moves(state)))
            plies += 1
    return visited, time.perf_counter() - started, plies


def generations(game, states: list, repeat: int) -> tuple[float, float, int]:
    """Best seconds over ``repeat`` runs: ``legal_moves`` on fresh copies of ``states``, and the raw generator."""
    contract = raw = float("inf")
    generate = game.generator.moves
    moves = 0
    for _ in range(repeat):
        fresh = [replace(state, _memo={}) for state in states]
        started = time.perf_counter()
        moves = 0
        for state in fresh:
            moves += len(game.legal_moves(state))
        contract = min(contract, time.perf_counter() - started)
        started = time.perf_counter()
        for state in states:
            side = state.side
            generate(state.men[side], state.men[1 - side])
        raw = min(raw, time.perf_counter() - started)
    return contract, raw, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playouts", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=3, help="move-generation runs; the best is shown")
    args = parser.parse_args()
    header = ("playouts/s", 11), ("plies/s", 9), ("avg plies", 9), ("legal_moves/s", 14), ("raw gen/s", 10), ("avg moves", 9)
    print(f"{'game':<11} " + " ".join(f"{name:>{width}}" for name, width in header))
    for key in KEYS:
        game = engines.get(key)
        states, seconds, plies = playouts(game, args.playouts, args.seed)
        contract, raw, moves = generations(game, states, args.repeat)
        print(
            f"{key:<11} {args.playouts / seconds:>11,.1f} {plies / seconds:>9,.0f} {plies / args.playouts:>9.0f} "
            f"{len(states) / contract:>14,.0f} {len(states) / raw:>10,.0f} {moves / len(states):>9.1f}"
        )


if __name__ == "__main__":
    main()
