"""The draughts computer against opponents nobody here tuned it on, printed, never asserted.

    python benchmarks/bench_outside.py [--games 16] [--depth 12] [--level 8] [--processes 2]
                                       [--turkish-games 0] [--max-plies 300] [--nodes N]
                                       [--with reductions,threats] [--first-pair 0]

- Dames: level ``--level`` (the compiled searcher) against dame-rs 0.2.0 (MIT, on PyPI; installed
  from benchmarks/requirements.txt, never a dependency of the bot) searching ``--depth`` plies,
  through benchmarks/dame_rs_partner.py.
- Dames turques (no outside Turkish engine is on the registries): the level against the Python
  searcher of before the compiled one (engines.ai.search.Searcher over DraughtsProblem, at the
  common level table's level 8).

Each pair of games starts from its own 4 random quiet plies (bench_ai's paired openings), played
once with each colour; ``--first-pair`` starts further down the same list (a node budget replays
the same games, so a longer match can be played in parts). Printed: the level's score, each
side's mean processor seconds a move and mean depth reached. A game still running after
``--max-plies`` is a draw.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import engines  # noqa: E402
from bench_ai import _opened  # noqa: E402
from engines.ai.draughts import DraughtsProblem  # noqa: E402
from engines.ai.fast.levels import DRAUGHTS_LEVELS  # noqa: E402
from engines.ai.fast.searcher import KernelSearcher  # noqa: E402
from engines.ai.levels import LEVELS  # noqa: E402
from engines.ai.problems import problem_of  # noqa: E402
from engines.ai.search import Searcher, searcher_for  # noqa: E402

OPENING_PLIES = 4


def _ours(game: Any, state: Any, level: int, seed: int) -> tuple[Any, int]:
    problem = problem_of(game)
    moves = problem.root_moves(game.legal_moves(state))
    raws = [problem.raw_of(move) for move in moves]
    result = searcher_for(problem, LEVELS[level], random.Random(seed)).search(problem.position(state), raws)
    return moves[next(i for i, raw in enumerate(raws) if raw is result.move)], result.depth


def _old(game: Any, state: Any) -> tuple[Any, int]:
    problem = DraughtsProblem(game)
    moves = problem.root_moves(game.legal_moves(state))
    raws = [problem.raw_of(move) for move in moves]
    result = Searcher(problem, LEVELS[8], random.Random(0)).search(problem.position(state), raws)
    return moves[next(i for i, raw in enumerate(raws) if raw is result.move)], result.depth


def play(task: tuple[str, int, int, int, int, int]) -> tuple[float, list[float], list[float], list[int], list[int]]:
    """One game: (the level's points, its processor seconds a move, the partner's, depths of each)."""
    key, pair, ours_seat, level, depth, max_plies = task
    game: Any = engines.get(key)
    state = _opened(game, game.new(), OPENING_PLIES, random.Random(f"opening {pair}"))
    if key == "dames":
        import dame_rs_partner

        dame_rs_partner.new_game()
    our_cpu: list[float] = []
    their_cpu: list[float] = []
    our_depth: list[int] = []
    their_depth: list[int] = []
    plies = 0
    while game.outcome(state) is None and plies < max_plies:
        seat = game.to_move(state)
        moves = game.legal_moves(state)
        started = time.process_time()
        if seat == ours_seat:
            move, reached = _ours(game, state, level, plies) if len(moves) > 1 else (moves[0], 0)
            if len(moves) > 1:
                our_cpu.append(time.process_time() - started)
                our_depth.append(reached)
        elif key == "dames":
            partner = dame_rs_partner.choose(game, state, depth)
            move = partner.move
            their_cpu.append(partner.cpu)
            their_depth.append(partner.depth)
        else:
            move, reached = _old(game, state) if len(moves) > 1 else (moves[0], 0)
            if len(moves) > 1:
                their_cpu.append(time.process_time() - started)
                their_depth.append(reached)
        state = game.apply(state, seat, move)
        plies += 1
    outcome = game.outcome(state)
    points = 0.5 if outcome is None or not outcome.winners else 1.0 if ours_seat in outcome.winners else 0.0
    return points, our_cpu, their_cpu, our_depth, their_depth


def played(tasks: list[Any], pool: ProcessPoolExecutor) -> list[Any]:
    """The games' results, each printed as it comes in (a long run stopped early still tells)."""
    results = []
    for n, result in enumerate(pool.map(play, tasks)):
        results.append(result)
        print(f"  game {n + 1}/{len(tasks)}: pair {tasks[n][1]}, our seat {'wb'[n % 2]}, points {result[0]:g}", flush=True)
    return results


def report(title: str, results: list[Any]) -> None:
    points = sum(r[0] for r in results)
    ours = [c for r in results for c in r[1]]
    theirs = [c for r in results for c in r[2]]
    depths = [d for r in results for d in r[3]]
    their_depths = [d for r in results for d in r[4]]
    print(f"{title}: {points:g} / {len(results)} ({100 * points / max(len(results), 1):.0f} %)")
    print(f"  processor s a move: ours {statistics.mean(ours):.3f} (median {statistics.median(ours):.3f}), "
          f"theirs {statistics.mean(theirs):.3f} (median {statistics.median(theirs):.3f})")
    print(f"  mean depth reached: ours {statistics.mean(depths):.1f}, theirs {statistics.mean(their_depths):.1f}")
    print("  games (pair, our seat, points): "
          + " ".join(f"{n // 2}{'wb'[n % 2]}={r[0]:g}" for n, r in enumerate(results)), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=16)
    parser.add_argument("--turkish-games", type=int, default=0)
    parser.add_argument("--depth", type=int, default=12)
    parser.add_argument("--level", type=int, default=8)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--first-pair", type=int, default=0, help="the first opening pair (a longer match in parts)")
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--with", dest="features", default="", help="refinements of the compiled search "
                        f"turned on (off by default until one wins), comma-separated: {', '.join(KernelSearcher.features)}")
    parser.add_argument("--nodes", type=int, default=0, help="the level's node budget instead of the table's")
    args = parser.parse_args()
    for name in filter(None, args.features.split(",")):
        if name not in KernelSearcher.features:
            parser.error(f"no refinement {name!r}")
        KernelSearcher.features[name] = True
    if args.nodes:
        DRAUGHTS_LEVELS[args.level] = replace(DRAUGHTS_LEVELS[args.level], nodes=args.nodes)
    level = DRAUGHTS_LEVELS[args.level]
    on = [name for name, on in KernelSearcher.features.items() if on]
    print(f"level {args.level}: {level.nodes} nodes, depth {level.depth} (compiled searcher"
          f"{', with ' + ', '.join(on) if on else ''})", flush=True)
    with ProcessPoolExecutor(args.processes) as pool:
        if args.games:
            tasks = [("dames", args.first_pair + n // 2, n % 2, args.level, args.depth, args.max_plies)
                     for n in range(args.games)]
            report(f"Dames, level {args.level} against dame-rs depth {args.depth}", played(tasks, pool))
        if args.turkish_games:
            tasks = [("dames-turques", args.first_pair + n // 2, n % 2, args.level, 0, args.max_plies)
                     for n in range(args.turkish_games)]
            report(f"Dames turques, level {args.level} against the old Python level 8", played(tasks, pool))


if __name__ == "__main__":
    main()
