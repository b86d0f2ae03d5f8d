"""Strength and speed of the computer players (engines.ai), printed as tables, never asserted.

    python benchmarks/bench_ai.py [--games 50] [--only dames,mak-yek] [--parts random,ladder,speed,baseline,mcts,cards]
                                  [--processes 2] [--max-plies 400] [--seats 2,4,6] [--cache results.jsonl] [--report]
                                  [--heavy-games 24] [--ladder-levels 2-8]
                                  [--outside-games 16,8] [--ladder-from results/bench_ai.txt]
                                  [--write-ratings ../data/ai_ratings.json]

- random:   level 8 against a uniformly random mover, colours alternating: its score.
- ladder:   each level against the level below: score and an Elo estimate per level (level 1 = 0),
            from paired openings (below).
- speed:    draughts searcher (the one the bot uses) nodes per second and median processor
            seconds per move at each level, on middle-game positions.
- baseline: draughts level 8 against a plain depth-3 material-only alpha-beta: its share of points,
            from paired openings.
- mcts:     a Monte Carlo tree search rival (benchmarks/mcts_rival.py) against level 8 in the
            games searched by alpha-beta but draughts, at about the same processor time a move.
- outside, ratings: Dames levels against the outside engine dame-rs (benchmarks/requirements.txt)
            and the Elo fit of every pairing played, the computer levels' shown ratings
            (benchmarks/bench_ratings.py, which says how).
- cards:    the card game's level 8 among greedy players at 2, 4 and 6 seats: win rate, mean
            score against the table's mean, and level 8's mean seconds per decision, forced moves
            included (on the clock, and in processor time, which a loaded machine does not inflate).

Paired openings: levels 7 and 8 (and the baseline) play without noise, so from the start position
two such players play the same game every time: "50 games" would be two games repeated. In the
ladder and the baseline each pair of games therefore starts from its own ``--opening`` uniformly
random plies (seeded), played once with each colour, as engine testers use opening books. The
plies are drawn again until the position is quiet (nothing taken, no capture open): in Mak-Yek
a random ply that hangs a man decided both games of the pair by colour, whatever the levels.

A game still running after ``--max-plies`` is scored a draw. Games run in ``--processes`` worker
processes; every game is seeded, so a run repeats exactly. With ``--cache results.jsonl`` each
finished game is appended to that file and a later run (after a stop, or with more ``--games``)
plays only the games it lacks; delete the file whenever engines/ai changes. ``--report`` plays
no game and prints the tables of the games already in the cache (a run still going); the speed
and mcts parts still time their searches on a few positions.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from engines import ai  # noqa: E402
from engines.ai.draughts import DraughtsProblem  # noqa: E402
from engines.ai.levels import LEVELS, Level  # noqa: E402
from engines.ai.search import Searcher, searcher_for  # noqa: E402
from engines.cards.macadam_cartes.deck import INDEX, POINTS  # noqa: E402
import bench_ratings  # noqa: E402
from mcts_rival import choose_by_mcts  # noqa: E402

BOARD_GAMES = ("macadam", "dames", "dames-turques", "mak-yek", "apit-sodok")
DRAUGHTS = ("dames", "dames-turques")

#: a player: ("random",), ("level", n), ("material3",), ("mcts", iterations), ("dame-rs", depth)
#: (the outside engine, Dames only) or ("greedy",) (card game).
Player = tuple[Any, ...]


def pick(game: Any, state: Any, seat: int, player: Player, seed: int) -> Any:
    return pick_searched(game, state, seat, player, seed)[0]


def pick_searched(game: Any, state: Any, seat: int, player: Player, seed: int) -> tuple[Any, int, float | None]:
    """The player's move, the depth its search completed (0: none) and the processor seconds
    the outside engine says it spent (None: measure around the call)."""
    kind = player[0]
    if kind == "level":
        decision = ai.decide(game, state, seat, level=player[1], seed=seed)
        return decision.move, decision.depth, None
    if kind == "dame-rs":
        import dame_rs_partner  # the outside engine, installed for the benchmarks only

        played = dame_rs_partner.choose(game, state, player[1])
        return played.move, played.depth, played.cpu
    return _pick_other(game, state, player, seed), 0, None


def _pick_other(game: Any, state: Any, player: Player, seed: int) -> Any:
    kind = player[0]
    if kind == "material3":
        return _material_search(game, state, seed)
    if kind == "mcts":
        return choose_by_mcts(game, state, player[1], seed)
    if kind == "greedy":
        return _greedy_card(game, state)
    moves = game.legal_moves(state)
    return moves[random.Random(seed).randrange(len(moves))]


class _MaterialOnly(DraughtsProblem):
    """The baseline's evaluation: men 100, kings 300, nothing else."""

    def white_score(self, board: tuple[int, int, int, int]) -> int:
        men0, kings0, men1, kings1 = board
        return 100 * (men0.bit_count() - men1.bit_count()) + 300 * (kings0.bit_count() - kings1.bit_count())


def _material_search(game: Any, state: Any, seed: int) -> Any:
    problem = _MaterialOnly(game)
    moves = problem.root_moves(game.legal_moves(state))
    raws = [problem.raw_of(move) for move in moves]
    plain = Level(0, nodes=10**9, depth=3, quiescence=False, noise=0, playouts=0)
    result = Searcher(problem, plain, random.Random(seed)).search(problem.position(state), raws)
    return moves[next(i for i, raw in enumerate(raws) if raw is result.move)]


def _greedy_card(game: Any, state: Any) -> Any:
    """Lay the card worth most; an Agent only when nothing else saves the pass's penalty."""
    moves = game.legal_moves(state)
    for verb in ("play", "agent"):
        laying = [m for m in moves if m.verb == verb]
        if laying:
            return max(laying, key=lambda m: POINTS[INDEX[m.named]])
    signals = [m for m in moves if m.verb == "signal"]
    return signals[0] if signals else next((m for m in moves if m.verb != "draw"), moves[0])


def play_game(task: "Task") -> "Result":
    """(points per seat: 1 a win, shared on a shared win or a draw; scores; plies; the computer
    players' decisions, their seconds on the clock and their processor seconds)."""
    key, players, seed, max_plies, *opening = task
    game: Any = engines.get(key)
    state = game.new(seats=len(players), seed=seed)
    if opening:
        state = _opened(game, state, opening[0], random.Random(f"opening {seed}"))
    if any(player[0] == "dame-rs" for player in players):
        import dame_rs_partner

        dame_rs_partner.new_game()
    plies, decisions, seconds, cpu = 0, 0, 0.0, 0.0
    #: per seat: moves searched, their processor seconds, the sum of their depths.
    searched = [[0, 0.0, 0] for _ in players]
    while game.outcome(state) is None and plies < max_plies:
        seat = game.to_move(state)
        started, cpu_started = time.perf_counter(), time.process_time()
        move, depth, own_cpu = pick_searched(game, state, seat, players[seat], seed * 1000 + plies)
        spent = time.process_time() - cpu_started if own_cpu is None else own_cpu
        if players[seat][0] == "level":
            decisions, seconds = decisions + 1, seconds + time.perf_counter() - started
            cpu += spent
        if depth:
            searched[seat] = [searched[seat][0] + 1, searched[seat][1] + spent, searched[seat][2] + depth]
        state = game.apply(state, seat, move)
        plies += 1
    outcome = game.outcome(state)
    seats = len(players)
    if outcome is None or not outcome.winners:
        points = [1 / seats] * seats
    else:
        points = [1 / len(outcome.winners) if s in outcome.winners else 0.0 for s in range(seats)]
    scores = list(outcome.scores) if outcome is not None and outcome.scores else [0] * seats
    return points, scores, plies, decisions, seconds, cpu, searched


def _opened(game: Any, start: Any, plies: int, rng: random.Random) -> Any:
    """``plies`` uniformly random moves from ``start``, drawn again until they leave a quiet
    position: nothing taken on the way, no capture open to the side to move, the game not over.
    A random ply that hangs a man would decide the pair of games by colour whatever the levels
    (measured in Mak-Yek: the side to move took the gift and held the lead in both games)."""
    while True:
        state, quiet = start, True
        for _ in range(plies):
            if game.outcome(state) is not None:
                break
            move = rng.choice(list(game.legal_moves(state)))
            quiet = quiet and not move.captured
            state = game.apply(state, game.to_move(state), move)
        if quiet and game.outcome(state) is None and not any(m.captured for m in game.legal_moves(state)):
            return state


#: (game, players by seat, seed, max plies[, opening plies]): the ladder and the baseline give the
#: opening; the older tasks without it (level 8 against random) keep their cached results.
Task = tuple[Any, ...]
#: (points, scores, plies, decisions, seconds, processor seconds, per seat [moves searched,
#: their processor seconds, the sum of their depths]); older cached results have fewer.
Result = tuple[Any, ...]


class Cache:
    """Finished games by task, kept in a JSON-lines file when one is given. ``report``: play
    nothing, answer None for the games not yet played (tables of a run still going)."""

    def __init__(self, path: Path | None, report: bool = False) -> None:
        self.path, self.report, self.results = path, report, dict[str, Result]()
        if path is not None and path.exists():
            for line in path.read_text().splitlines():
                if line.strip():
                    entry = json.loads(line)
                    self.results[entry["task"]] = tuple(entry["result"])  # type: ignore[assignment]

    @staticmethod
    def name(task: Task) -> str:
        return json.dumps(task)

    def run(self, pool: ProcessPoolExecutor, tasks: list[Task]) -> list[Result | None]:
        missing = [t for t in tasks if self.name(t) not in self.results and not self.report]
        for task, result in zip(missing, pool.map(play_game, missing)):
            self.results[self.name(task)] = result
            if self.path is not None:
                with self.path.open("a") as out:
                    out.write(json.dumps({"task": self.name(task), "result": result}) + "\n")
        return [self.results.get(self.name(t)) for t in tasks]


CACHE = Cache(None)


class Score(NamedTuple):
    games: int
    #: the first player's share of the points, the mean plies, the share of games drawn.
    points: float
    plies: float
    drawn: float
    #: each side's (first, second) mean processor seconds and mean depth over its searched moves.
    cpu: tuple[float, float] = (0.0, 0.0)
    depth: tuple[float, float] = (0.0, 0.0)


#: every pairing scored in this run, by game: (first player, second player, score); the rating
#: fit (benchmarks/elo_fit.py) reads them.
PLAYED: dict[str, list[tuple[Player, Player, Score]]] = {}


def match(pool: ProcessPoolExecutor, key: str, a: Player, b: Player, games: int, max_plies: int,
          opening: int = 0, paired: bool = False) -> Score | None:
    """``a`` against ``b`` over ``games`` games, colours alternating (None: no game played yet,
    in a report). ``opening``: each pair of games starts from its own ``opening`` random plies,
    once with each colour."""
    if opening:
        tasks: list[Task] = [(key, (a, b) if g % 2 == 0 else (b, a), g // 2, max_plies, opening)
                             for g in range(games)]
    else:  # paired: each deal (seed) twice, the seats swapped
        tasks = [(key, (a, b) if g % 2 == 0 else (b, a), g // 2 if paired else g, max_plies) for g in range(games)]
    total, plies, drawn = 0.0, [], 0
    sides = [[0, 0.0, 0], [0, 0.0, 0]]  # a's and b's moves searched, processor seconds, depths
    for g, result in enumerate(CACHE.run(pool, tasks)):
        if result is None:
            continue
        points, _, n, *timing = result
        total += points[0] if g % 2 == 0 else points[1]
        plies.append(n)
        drawn += points[0] == points[1]
        if len(timing) >= 4:
            for side, seat in ((0, g % 2), (1, 1 - g % 2)):
                sides[side] = [x + y for x, y in zip(sides[side], timing[3][seat])]
    if not plies:
        return None
    cpu = tuple(s[1] / s[0] if s[0] else 0.0 for s in sides)
    depth = tuple(s[2] / s[0] if s[0] else 0.0 for s in sides)
    score = Score(len(plies), total / len(plies), statistics.mean(plies), drawn / len(plies),
                  (cpu[0], cpu[1]), (depth[0], depth[1]))
    PLAYED.setdefault(key, []).append((a, b, score))
    return score


def elo(score: float) -> float:
    score = min(max(score, 0.005), 0.995)
    return -400 * math.log10(1 / score - 1)


def table(title: str, header: tuple[str, ...], rows: Iterable[Iterable[object]]) -> None:
    print(f"\n{title}")
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(str(cell) for cell in row) + " |")


def part_random(pool: ProcessPoolExecutor, keys: list[str], games: int, max_plies: int) -> None:
    rows = []
    for key in keys:
        started = time.perf_counter()
        score = match(pool, key, ("level", 8), ("random",), games, max_plies)
        if score is not None:
            spent = "-" if CACHE.report else f"{time.perf_counter() - started:.0f} s"
            rows.append((key, score.games, f"{100 * score.points:.1f} %", f"{score.plies:.0f}", spent))
    table("Level 8 against a random mover", ("game", "games", "level 8 score", "mean plies", "time"), rows)


def part_ladder(pool: ProcessPoolExecutor, keys: list[str], games: tuple[int, int], max_plies: int, opening: int,
                levels: Sequence[int] = range(2, 9)) -> None:
    """Each of ``levels`` against the one below; ``games``: a pairing's games, and those of a
    pairing with a heavy player (level 7 or 8)."""
    for key in keys:
        rows: list[tuple[object, ...]] = []
        rating: float | None = 0.0
        below = 1
        for level in levels:
            if level != below + 1:  # a pairing skipped: the levels above have no Elo from level 1 here
                rating = None
            below = level
            cards = key == "macadam-cartes"  # no opening plies: each deal played twice, seats swapped
            pair_games = games[bench_ratings.heavy(("level", level))]
            score = match(pool, key, ("level", level), ("level", level - 1), pair_games,
                          max_plies * (4 if cards else 1), 0 if cards else opening, paired=cards)
            if score is None:  # not played (yet): the levels above have no Elo from level 1 here
                rating = None
                continue
            if rating is not None:
                rating += elo(score.points)
            rows.append((f"{level} vs {level - 1}", score.games, f"{100 * score.points:.1f} %",
                         f"{elo(score.points):+.0f}", "-" if rating is None else f"{rating:+.0f}",
                         f"{100 * score.drawn:.0f} %", f"{score.plies:.0f}"))
        if not rows:
            continue
        how = "2 seats, each deal twice" if key == "macadam-cartes" else f"{opening} random opening plies"
        table(f"Ladder, {key} ({how}; Elo relative to level 1)",
              ("pair", "games", "score of the higher", "Elo gap", "Elo of the higher", "drawn", "mean plies"), rows)


def _midgames(key: str, count: int) -> list[Any]:
    game: Any = engines.get(key)
    out = []
    for seed in range(count):
        rng, state = random.Random(seed), game.new()
        for _ in range(20 + seed % 7):
            if game.outcome(state) is not None:
                break
            state = game.apply(state, game.to_move(state), rng.choice(list(game.legal_moves(state))))
        if game.outcome(state) is None and len(game.legal_moves(state)) > 1:
            out.append(state)
    return out


def part_speed(keys: list[str]) -> None:
    for key in [k for k in keys if k in DRAUGHTS]:
        game: Any = engines.get(key)
        positions, rows = _midgames(key, 8), []
        problem = DraughtsProblem(game)
        for number, level in sorted(LEVELS.items()):
            times, nodes = [], 0
            for state in positions:
                moves = problem.root_moves(game.legal_moves(state))
                raws = [problem.raw_of(m) for m in moves]
                searcher = searcher_for(problem, level, random.Random(0))
                started = time.process_time()
                searcher.search(problem.position(state), raws)
                times.append(time.process_time() - started)
                nodes += searcher.nodes
            rows.append((number, f"{nodes / sum(times):,.0f}", f"{statistics.median(times):.3f}",
                         f"{max(times):.3f}"))
        table(f"Searcher speed, {key} ({len(positions)} middle-game positions)",
              ("level", "nodes/s", "median s/move", "max s/move"), rows)


def part_baseline(pool: ProcessPoolExecutor, keys: list[str], games: int, max_plies: int, opening: int) -> None:
    rows = []
    for key in [k for k in keys if k in DRAUGHTS]:
        score = match(pool, key, ("level", 8), ("material3",), games, max_plies, opening)
        if score is not None:
            rows.append((key, score.games, f"{100 * score.points:.1f} %", f"{100 * score.drawn:.0f} %",
                         f"{score.plies:.0f}"))
    table(f"Level 8 against a depth-3 material-only alpha-beta ({opening} random opening plies)",
          ("game", "games", "level 8 points", "drawn", "mean plies"),
          rows)


def _cpu_per_move(game: Any, positions: list[Any], player: Player) -> float:
    """Processor seconds per move of ``player`` on ``positions``."""
    started = time.process_time()
    for number, state in enumerate(positions):
        pick(game, state, game.to_move(state), player, number)
    return (time.process_time() - started) / len(positions)


def part_mcts(pool: ProcessPoolExecutor, keys: list[str], games: int, max_plies: int, opening: int,
              iterations: int) -> None:
    """The MCTS rival (benchmarks/mcts_rival.py) against the alpha-beta's level 8."""
    rows = []
    rival: Player = ("mcts", iterations)
    for key in [k for k in keys if k not in DRAUGHTS]:
        score = match(pool, key, rival, ("level", 8), games, max_plies, opening)
        if score is not None:
            game, positions = engines.get(key), _midgames(key, 4)
            rows.append((key, score.games, f"{100 * score.points:.1f} %", f"{100 * score.drawn:.0f} %",
                         f"{score.plies:.0f}", f"{_cpu_per_move(game, positions, rival):.2f}",
                         f"{_cpu_per_move(game, positions, ('level', 8)):.2f}"))
    table(f"MCTS ({iterations} iterations a move) against alpha-beta level 8 ({opening} random opening plies)",
          ("game", "games", "MCTS points", "drawn", "mean plies", "MCTS processor s/move",
           "level 8 processor s/move"), rows)


def part_cards(pool: ProcessPoolExecutor, games: int, max_plies: int, table_sizes: Iterable[int] = (2, 4, 6)) -> None:
    rows = []
    for seats in table_sizes:
        tasks: list[Task] = []
        for g in range(games):
            players: list[Player] = [("greedy",)] * seats
            players[g % seats] = ("level", 8)
            tasks.append(("macadam-cartes", tuple(players), g, max_plies))
        wins, margins, timed = 0.0, [], [0, 0.0, 0, 0.0]  # decisions, seconds, decisions, processor s
        for g, result in enumerate(CACHE.run(pool, tasks)):
            if result is None:
                continue
            points, seat_scores, _, *timing = result
            seat = g % seats
            wins += points[seat]
            margins.append(seat_scores[seat] - statistics.mean(seat_scores))
            if len(timing) >= 2:  # results cached by older versions lack the timing
                timed[0], timed[1] = timed[0] + timing[0], timed[1] + timing[1]
            if len(timing) >= 3:
                timed[2], timed[3] = timed[2] + timing[0], timed[3] + timing[2]
        if not margins:
            continue
        played = len(margins)
        rows.append((seats, played, f"{100 * wins / played:.1f} %", f"{100 / seats:.1f} %",
                     f"{statistics.mean(margins):+.0f}", _per_decision(timed)))
    table("Card game: level 8 among greedy players",
          ("seats", "games", "level 8 wins", "fair share", "mean score above the table's mean",
           "level 8 s/decision (processor s)"), rows)


def _per_decision(timed: list[Any]) -> str:
    clock = f"{timed[1] / timed[0]:.2f}" if timed[0] else "-"
    return clock + (f" ({timed[3] / timed[2]:.2f})" if timed[2] else "")


def _levels(text: str) -> list[int]:
    """``2-8`` or ``2,3,8``: the higher levels of the ladder's pairings."""
    low, dash, high = text.partition("-")
    if dash:
        return list(range(int(low), int(high) + 1))
    return [int(level) for level in text.split(",")]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--only", default=",".join(BOARD_GAMES))
    parser.add_argument("--parts", default="random,ladder,speed,baseline,mcts,cards")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--max-plies", type=int, default=400)
    parser.add_argument("--cache", type=Path, default=None)
    parser.add_argument("--seats", default="2,4,6", help="the card game's table sizes")
    parser.add_argument("--opening", type=int, default=4, help="random plies opening each pair of ladder games")
    parser.add_argument("--heavy-games", type=int, default=0,
                        help="games of a ladder pairing with level 7 or 8 (default: --games)")
    parser.add_argument("--ladder-levels", default="2-8",
                        help="the ladder's pairings, by the higher level: 2-8, or e.g. 2,3,8")
    parser.add_argument("--mcts-iterations", type=int, default=2000, help="the MCTS rival's iterations a move")
    bench_ratings.add_arguments(parser)
    parser.add_argument("--report", action="store_true", help="play no game: the tables of the games in --cache")
    args = parser.parse_args(argv)
    global CACHE
    CACHE = Cache(args.cache, report=args.report)
    keys = [k for k in args.only.split(",") if k in BOARD_GAMES]  # in the order given
    cards = ["macadam-cartes"] if "macadam-cartes" in args.only.split(",") else []  # its ladder: 2 seats
    parts: dict[str, Callable[[ProcessPoolExecutor], None]] = {
        "random": lambda pool: part_random(pool, keys, args.games, args.max_plies),
        "ladder": lambda pool: part_ladder(pool, keys + cards, (args.games, args.heavy_games or args.games),
                                           args.max_plies, args.opening, _levels(args.ladder_levels)),
        "speed": lambda pool: part_speed(keys),
        "baseline": lambda pool: part_baseline(pool, keys, args.games, args.max_plies, args.opening),
        "mcts": lambda pool: part_mcts(pool, keys, args.games, args.max_plies, args.opening, args.mcts_iterations),
        **bench_ratings.parts(match, table, PLAYED, keys, args),
        "cards": lambda pool: part_cards(pool, args.games, args.max_plies * 4, [int(n) for n in args.seats.split(",")]),
    }
    with ProcessPoolExecutor(args.processes) as pool:
        for name in args.parts.split(","):
            parts[name](pool)
            sys.stdout.flush()


if __name__ == "__main__":
    main()
