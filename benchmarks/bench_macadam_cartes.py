"""Macadam (cartes) engine speed: seeded random play-outs per second for 2 to 6 players.

    python benchmarks/bench_macadam_cartes.py [--games 200] [--manches 1]

Each play-out goes through the public contract only (``legal_moves`` + ``apply``) from
``new(seats, seed)`` to the outcome, choosing uniformly among the legal moves. Also prints moves
per second, and the cost of ``player_view`` and ``dump`` + ``load`` on the states met.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402

G = engines.get("macadam-cartes")


def playouts(seats: int, games: int, manches: int) -> tuple[int, float, list]:
    """Plays ``games`` seeded random games; returns moves, seconds and a sample of the states met."""
    sample = []
    moves = 0
    started = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        state = G.new(seats, seed, {"manches": manches})
        while G.outcome(state) is None:
            state = G.apply(state, G.to_move(state), rng.choice(G.legal_moves(state)))
            moves += 1
            if moves % 17 == 0:
                sample.append(state)
    return moves, time.perf_counter() - started, sample


def per_second(states: list, work) -> float:
    started = time.perf_counter()
    for state in states:
        work(state)
    return len(states) / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--manches", type=int, default=1)
    args = parser.parse_args()
    print(f"macadam-cartes: {args.games} seeded random play-outs per seat count, {args.manches} manche(s) each")
    print(f"{'seats':>5} {'play-outs/s':>12} {'moves/s':>10} {'moves/game':>11} {'views/s':>9} {'dump+load/s':>12}")
    for seats in range(2, 7):
        moves, seconds, sample = playouts(seats, args.games, args.manches)
        views = per_second(sample, lambda s: G.player_view(s, G.to_move(s) or 0))
        saves = per_second(sample, lambda s: G.load(json.loads(json.dumps(G.dump(s)))))
        print(
            f"{seats:>5} {args.games / seconds:>12.1f} {moves / seconds:>10.0f} {moves / args.games:>11.1f}"
            f" {views:>9.0f} {saves:>12.0f}"
        )


if __name__ == "__main__":
    main()
