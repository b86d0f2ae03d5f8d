"""The generic searcher (engines/ai/search.py: Mak-Yek, Apit-Sodok, Macadam) against its frozen
baseline (benchmarks/old_searcher.py, old_problems.py): printed figures, never asserted.

    python benchmarks/bench_generic_search.py [--only mak-yek,apit-sodok,macadam] [--new 8] [--old 8]
                                              [--games 50] [--processes 2] [--cache FILE] [--speed]

- match: the current ``engines.ai.choose`` at level ``--new`` against the baseline at level
  ``--old``, bench_ai's method: each pair of games from its own quiet opening of 4 random plies,
  once with each colour. Prints the new side's share of the points, draws, mean plies and each
  side's processor seconds a move (forced moves included on both sides).
- speed (``--speed``): nodes a second and processor seconds a move of both searchers at level 8
  on fixed middle-game positions.
- feel (``--feel``): what a person feels of each level where careful play draws (Mak-Yek): on
  middle-game positions, the mean depth the search completed and the share of moves that leave
  a man the opponent takes for nothing (a capture it has at once, with no capture in reply).

A game still running after ``--max-plies`` is a draw. ``--cache`` keeps finished games (JSON
lines, keyed by the task and ``--tag``): give a new tag whenever the searcher changes.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from engines import ai  # noqa: E402
from engines.ai.problems import problem_of  # noqa: E402
from engines.ai.levels import level_of  # noqa: E402
from engines.ai.search import searcher_for  # noqa: E402
from bench_ai import _midgames, _opened, elo  # noqa: E402
import old_problems  # noqa: E402
from old_searcher import Searcher as OldSearcher  # noqa: E402

GAMES = ("mak-yek", "apit-sodok", "macadam")


def _pick(game: Any, state: Any, seat: int, player: tuple[str, int], seed: int) -> Any:
    kind, level = player
    if kind == "new":
        return ai.choose(game, state, seat, level=level, seed=seed)
    return old_problems.choose_old(game, state, level, seed)


def play(task: tuple[Any, ...]) -> dict[str, Any]:
    key, players, seed, max_plies, opening = task
    game: Any = engines.get(key)
    state = _opened(game, game.new(seed=seed), opening, random.Random(f"opening {seed}"))
    plies, cpu, moves = 0, [0.0, 0.0], [0, 0]
    while game.outcome(state) is None and plies < max_plies:
        seat = game.to_move(state)
        started = time.process_time()
        move = _pick(game, state, seat, tuple(players[seat]), seed * 1000 + plies)
        cpu[seat] += time.process_time() - started
        moves[seat] += 1
        state = game.apply(state, seat, move)
        plies += 1
    outcome = game.outcome(state)
    winners = outcome.winners if outcome is not None else ()
    points = [0.5, 0.5] if not winners else [1.0 if s in winners else 0.0 for s in (0, 1)]
    return {"points": points, "plies": plies, "cpu": cpu, "moves": moves}


def match(args: argparse.Namespace, key: str) -> None:
    new, old = ("new", args.new), ("old", args.old)
    tasks = [(key, (new, old) if g % 2 == 0 else (old, new), g // 2, args.max_plies, 4) for g in range(args.games)]
    cache: dict[str, dict[str, Any]] = {}
    if args.cache and args.cache.exists():
        for line in args.cache.read_text().splitlines():
            entry = json.loads(line)
            cache[entry["task"]] = entry["result"]
    name = [json.dumps([args.tag, *task]) for task in tasks]
    missing = [t for t, n in zip(tasks, name) if n not in cache]
    with ProcessPoolExecutor(args.processes) as pool:
        for task, result in zip(missing, pool.map(play, missing)):
            n = json.dumps([args.tag, *task])
            cache[n] = result
            if args.cache:
                with args.cache.open("a") as out:
                    out.write(json.dumps({"task": n, "result": result}) + "\n")
    points = drawn = 0.0
    plies, cpu, moves = [], [0.0, 0.0], [0, 0]  # new side, old side
    for g, n in enumerate(name):
        result = cache[n]
        me = 0 if g % 2 == 0 else 1
        points += result["points"][me]
        drawn += result["points"][0] == result["points"][1]
        plies.append(result["plies"])
        for side, seat in ((0, me), (1, 1 - me)):
            cpu[side] += result["cpu"][seat]
            moves[side] += result["moves"][seat]
    games = len(name)
    print(f"| {key} | {args.tag} | new {args.new} vs old {args.old} | {games} | {100 * points / games:.1f} % "
          f"| {elo(points / games):+.0f} | {100 * drawn / games:.0f} % | {statistics.mean(plies):.0f} "
          f"| {cpu[0] / max(moves[0], 1):.3f} | {cpu[1] / max(moves[1], 1):.3f} |")
    sys.stdout.flush()


def speed(key: str, level: int) -> None:
    game: Any = engines.get(key)
    positions = _midgames(key, 8)
    new_problem = problem_of(game)
    old_problem = old_problems.MakYekProblem(game) if key != "macadam" else old_problems.MacadamProblem()
    for label, problem, make, strength in (
        ("old", old_problem, OldSearcher, old_problems.OLD_LEVELS[level]),
        ("new", new_problem, searcher_for, level_of(level)),  # the game's own row, as the bot searches
    ):
        nodes, spent, depths = 0, 0.0, []
        for state in positions:
            moves = problem.root_moves(game.legal_moves(state))
            raws = [problem.raw_of(m) for m in moves]
            searcher = make(problem, strength, random.Random(0))
            started = time.process_time()
            result = searcher.search(problem.position(state), raws)
            spent += time.process_time() - started
            nodes += searcher.nodes
            depths.append(result.depth)
        print(f"| {key} | {label} level {level} | {len(positions)} | {nodes / spent:,.0f} | "
              f"{spent / len(positions):.3f} | {statistics.mean(depths):.1f} |")


def _gives_a_man(game: Any, state: Any, move: Any) -> bool:
    """After ``move``, the opponent has a capture that leaves no capture in reply."""
    after = game.apply(state, game.to_move(state), move)
    if game.outcome(after) is not None:
        return False
    for reply in game.legal_moves(after):
        if reply.captured:
            again = game.apply(after, game.to_move(after), reply)
            if game.outcome(again) is None and not any(m.captured for m in game.legal_moves(again)):
                return True
    return False


def feel(key: str, count: int, which: str) -> None:
    game: Any = engines.get(key)
    problem: Any = problem_of(game)
    if which == "old":
        problem = old_problems.MakYekProblem(game) if key != "macadam" else old_problems.MacadamProblem()
    positions = [state for state in _midgames(key, count) if not any(m.captured for m in game.legal_moves(state))]
    for number in range(1, 9):
        depths, given, spent = [], 0, 0.0
        for seed, state in enumerate(positions):
            moves = problem.root_moves(game.legal_moves(state))
            raws = [problem.raw_of(m) for m in moves]
            started = time.process_time()
            if which == "old":
                rng = random.Random(f"{game.key}:{number}:{seed}")
                result = OldSearcher(problem, old_problems.OLD_LEVELS[number], rng).search(problem.position(state), raws)
                depth, move = result.depth, moves[next(i for i, raw in enumerate(raws) if raw is result.move)]
            else:  # as the bot plays: the game's own rows, the oversights
                decision = ai.decide(game, state, game.to_move(state), number, seed)
                depth, move = decision.depth, decision.move
            spent += time.process_time() - started
            depths.append(depth)
            given += _gives_a_man(game, state, move)
        print(f"| {key} | {which} | {number} | {len(positions)} | {statistics.mean(depths):.1f} | "
              f"{100 * given / len(positions):.0f} % | {spent / len(positions):.3f} |")
        sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default=",".join(GAMES))
    parser.add_argument("--new", type=int, default=8)
    parser.add_argument("--old", type=int, default=8)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--max-plies", type=int, default=400)
    parser.add_argument("--cache", type=Path, default=None)
    parser.add_argument("--tag", default="current", help="names the searcher version in the cache")
    parser.add_argument("--speed", action="store_true", help="nodes a second instead of a match")
    parser.add_argument("--feel", type=int, default=0, help="depth and men given away per level, on N positions")
    parser.add_argument("--searcher", default="new", choices=("new", "old"), help="whose levels --feel measures")
    args = parser.parse_args()
    for key in args.only.split(","):
        if args.feel:
            feel(key, args.feel, args.searcher)
        elif args.speed:
            speed(key, args.new)
        else:
            match(args, key)


if __name__ == "__main__":
    main()
