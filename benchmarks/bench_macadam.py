"""Macadam engine speed: seeded random play-outs, and legal-move generation on positions they meet.

    python benchmarks/bench_macadam.py [--games 40] [--repeat 5]

Prints play-outs per second (plies per second too) through the public contract
(``legal_moves`` + ``apply``, from the start dots and with free placement), then legal-move
generations per second: the raw generator, and ``legal_moves`` on a fresh state (move objects
built, no memo).
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
from engines.macadam.movegen import generate  # noqa: E402

G = engines.get("macadam")


def playouts(games: int, free_placement: bool) -> tuple[int, float, list]:
    """Plays ``games`` seeded random games; returns plies, seconds and the states met."""
    states = []
    plies = 0
    started = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        state = G.new(seed=seed, options={"free_placement": free_placement})
        while G.outcome(state) is None:
            state = G.apply(state, G.to_move(state), rng.choice(G.legal_moves(state)))
            plies += 1
            if plies % 13 == 0 and not state.placing and G.outcome(state) is None:
                states.append(state)
    return plies, time.perf_counter() - started, states


def generations(states: list, repeat: int) -> tuple[float, float, float]:
    """Generations per second: raw generator, fresh ``legal_moves``; and moves per position."""
    started = time.perf_counter()
    for _ in range(repeat):
        for state in states:
            generate(state.pawns, state.side)
    raw = repeat * len(states) / (time.perf_counter() - started)
    fresh = [replace(state, _memo={}) for state in states for _ in range(repeat)]
    started = time.perf_counter()
    total = 0
    for state in fresh:
        total += len(G.legal_moves(state))
    full = len(fresh) / (time.perf_counter() - started)
    return raw, full, total / len(fresh)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    met = []
    for free in (False, True):
        plies, seconds, states = playouts(args.games, free)
        met += states
        label = "free placement" if free else "start dots"
        print(
            f"play-outs ({label:<14}): {args.games / seconds:8.1f} games/s  {plies / seconds:10,.0f} plies/s"
            f"  ({plies / args.games:.0f} plies a game)"
        )
    raw, full, average = generations(met, args.repeat)
    print(f"legal-move generation, raw generator : {raw:10,.0f} positions/s  ({average:.1f} moves each)")
    print(f"legal-move generation, legal_moves() : {full:10,.0f} positions/s  ({len(met)} positions)")
    start = G.new()
    print(f"start position: {len(G.legal_moves(start))} legal moves")


if __name__ == "__main__":
    main()
