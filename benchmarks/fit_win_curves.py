"""Fit each board game's win-chance curve (engines/ai/win_curves.py) on the computer's own games.

    python benchmarks/fit_win_curves.py [--games macadam=15,dames=9,...] [--only dames] [--max-plies 240] [--opening 6]

Seeded self-play between levels 6, 7 and 8 (each game from its own opening of ``--opening``
uniformly random plies, the levels' pairing going round 6-7, 7-8, 6-8 with colours swapped), one process. At each
ply with a choice the mover's search score is kept with the mover's final result (1 won, 0.5
drawn, 0 lost); games still going after ``--max-plies`` are left out, and so are games drawn by
repetition: the searcher does not see the game's history, so a side far ahead repeats all the
same (measured: Macadam games drawn so at +200 made the fit's scale 0), which a player would not. The scale ``k`` of
``P(win) = 1 / (1 + exp(-k * score))`` is fitted by maximum likelihood (Newton's method on the
log-loss, results as fractional targets as in Texel tuning); forced ends (won or lost scores) are
left out, the curve gives them -1 and 1. Prints per game the constant, the data size (positions
and games) and the log-loss against the constant-0.5 guess (ln 2 = 0.693). Keep the output in
benchmarks/results/fit_win_curves.txt and copy the constants into engines/ai/win_curves.py.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from engines.ai.levels import level_of  # noqa: E402
from engines.ai.problems import problem_of  # noqa: E402
from engines.ai.search import WON, Searcher  # noqa: E402

#: games per board game: about two minutes of one core each on the 2-core machine.
GAMES = {"macadam": 15, "dames": 9, "dames-turques": 5, "mak-yek": 7, "apit-sodok": 7}
PAIRINGS = ((6, 7), (7, 6), (7, 8), (8, 7), (6, 8), (8, 6))


def self_play(key: str, seed: int, max_plies: int, opening: int) -> tuple[list[tuple[int, int]], list[float]] | None:
    """(mover seat, mover's score) at each ply with a choice, and each seat's result; None when
    the game is still going after ``max_plies`` or was drawn by repetition."""
    game: Any = engines.get(key)
    problem = problem_of(game)
    levels = PAIRINGS[seed % len(PAIRINGS)]
    state = _opened(game, game.new(seed=seed), opening, random.Random(f"opening {seed}"))
    samples: list[tuple[int, int]] = []
    for ply in range(max_plies):
        if game.outcome(state) is not None:
            break
        seat = game.to_move(state)
        moves = list(game.legal_moves(state))
        candidates = problem.root_moves(moves) or moves
        raws = [problem.raw_of(move) for move in candidates]
        rng = random.Random(f"{key}:{seed}:{ply}")
        result = Searcher(problem, level_of(levels[seat]), rng).search(problem.position(state), raws)
        if len(raws) > 1:
            samples.append((seat, result.score))
        move = candidates[next(i for i, raw in enumerate(raws) if raw is result.move)]
        state = game.apply(state, seat, move)
    outcome = game.outcome(state)
    if outcome is None or outcome.reason == "repetition":
        return None
    results = [0.5, 0.5] if not outcome.winners else [1.0 if s in outcome.winners else 0.0 for s in (0, 1)]
    return samples, results


def _opened(game: Any, state: Any, plies: int, rng: random.Random) -> Any:
    """``plies`` uniformly random moves, hanging men included: an uneven start gives the fit
    decisive games (between levels 6 to 8 a quiet Mak-Yek start is mostly drawn 0-0)."""
    for _ in range(plies):
        if game.outcome(state) is not None:
            break
        moves = list(game.legal_moves(state))
        state = game.apply(state, game.to_move(state), moves[rng.randrange(len(moves))])
    return state


def _p(k: float, score: int) -> float:
    return 1 / (1 + math.exp(max(-500.0, min(500.0, -k * score))))


def log_loss(data: list[tuple[int, float]], k: float) -> float:
    total = 0.0
    for score, target in data:
        p = min(1 - 1e-12, max(1e-12, _p(k, score)))
        total -= target * math.log(p) + (1 - target) * math.log(1 - p)
    return total / len(data)


def fit_scale(data: list[tuple[int, float]]) -> float:
    """The maximum-likelihood ``k``: the log-loss is convex in k, so Newton's steps from lichess'
    0.004, halved while a step would raise the loss."""
    k, loss = 0.004, log_loss(data, 0.004)
    for _ in range(100):
        gradient = hessian = 0.0
        for score, target in data:
            p = _p(k, score)
            gradient += (p - target) * score
            hessian += p * (1 - p) * score * score
        if hessian <= 0:
            break
        step = gradient / hessian
        while step and (k - step <= 0 or log_loss(data, k - step) > loss):
            step /= 2
            if abs(step) < 1e-12:
                step = 0
        if not step:
            break
        k -= step
        loss = log_loss(data, k)
        if abs(step) < 1e-9:
            break
    return k


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default="", help="key=count,... (default: GAMES)")
    parser.add_argument("--only", default="", help="comma-separated game keys")
    parser.add_argument("--max-plies", type=int, default=240)
    parser.add_argument("--opening", type=int, default=6, help="random plies before the levels play")
    args = parser.parse_args()
    counts = dict(GAMES)
    for item in filter(None, args.games.split(",")):
        key, count = item.split("=")
        counts[key] = int(count)
    keys = [key for key in counts if not args.only or key in args.only.split(",")]
    print("| game | scale k | positions | games (left out) | decisive | log-loss | log-loss at 0.004 | seconds |")
    print("|---|---|---|---|---|---|---|---|")
    for key in keys:
        started = time.process_time()
        data: list[tuple[int, float]] = []
        played = dropped = decisive = 0
        for seed in range(counts[key]):
            game = self_play(key, seed, args.max_plies, args.opening)
            if game is None:
                dropped += 1
                continue
            samples, results = game
            played += 1
            decisive += results[0] != 0.5
            data.extend((score, results[seat]) for seat, score in samples if abs(score) < WON)
        k = fit_scale(data)
        seconds = time.process_time() - started
        print(
            f"| {key} | {k:.3g} | {len(data)} | {played} ({dropped}) | {decisive} | {log_loss(data, k):.4f} "
            f"| {log_loss(data, 0.004):.4f} | {seconds:.0f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
