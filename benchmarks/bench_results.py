"""Results that last, measured (printed, never asserted):

    python benchmarks/bench_results.py [--players 10000] [--matches 100000] [--replays]

- the time of a rating update (the OpenSkill computation alone, and a rated result committed with
  its rating change in SQLite);
- /leaderboard's queries (top 10, one player's rank, a profile's recent results) on a server with
  ``--players`` rated players and ``--matches`` finished matches, with their query plans;
- with ``--replays``: the replay GIF's time and bytes for the longest seeded game of each kind.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from bot.ratings import Rating, rate  # noqa: E402
from bot.service.exports import Game, replay_of  # noqa: E402
from bot.storage import Storage  # noqa: E402
from render import Captions  # noqa: E402

GUILD, GAME = 1, "dames"


def median_ms(samples: list[float]) -> str:
    return f"{1000 * statistics.median(samples):.3f} ms"


def bench_rating_math(runs: int = 2000) -> None:
    rng = random.Random(1)
    duel, table = [], []
    for _ in range(runs):
        a, b = Rating(mu=rng.uniform(15, 35), sigma=rng.uniform(2, 8)), Rating(mu=rng.uniform(15, 35))
        started = time.perf_counter()
        rate([a, b], {"winners": [rng.randrange(2)]})
        duel.append(time.perf_counter() - started)
        six = [Rating(mu=rng.uniform(15, 35)) for _ in range(6)]
        started = time.perf_counter()
        rate(six, {"winners": [0], "scores": [rng.randrange(-500, 2000) for _ in range(6)]})
        table.append(time.perf_counter() - started)
    print(f"OpenSkill update: duel {median_ms(duel)}, six-player table {median_ms(table)} (median of {runs})")


async def fill(storage: Storage, players: int, matches: int) -> None:
    """``players`` rated players with ratings spread as a server's would be, and ``matches``
    finished rated matches with their rating changes, written in bulk."""
    rng = random.Random(2)
    now = "2026-11-25T00:00:00.000000Z"
    async with storage.db.write() as conn:
        await conn.executemany(
            "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, rating, games, wins, draws, losses, streak,"
            " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)",
            [(GUILD, GAME, 10_000 + user, 25.0, 3.0, round(rng.gauss(1500, 250)), rng.randrange(1, 60), now)
             for user in range(players)],
        )
        await conn.executemany(
            "INSERT INTO matches (id, game, options, state, version, status, guild_id, channel_id, created_at,"
            " updated_at) VALUES (?, ?, '{}', '{}', 2, 'finished', ?, 7, ?, ?)",
            [(match_id, GAME, GUILD, now, now) for match_id in range(1, matches + 1)],
        )
        await conn.executemany(
            "INSERT INTO rating_changes (match_id, seat, guild_id, game, user_id, outcome, before, after, created_at)"
            " VALUES (?, ?, ?, ?, ?, 'win', 1500, 1510, ?)",
            [(match_id, seat, GUILD, GAME, 10_000 + rng.randrange(players), f"2026-11-{1 + match_id % 24:02d}T00:00Z")
             for match_id in range(1, matches + 1) for seat in (0, 1)],
        )


async def bench_storage(players: int, matches: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        async with Storage.open(Path(folder) / "bench.sqlite3") as storage:
            started = time.perf_counter()
            await fill(storage, players, matches)
            print(f"\nserver filled: {players:,} rated players, {matches:,} finished matches "
                  f"({time.perf_counter() - started:.1f} s)")
            middle = 10_000 + players // 2
            cases = {
                "top 10": lambda: storage.ratings.leaderboard(GUILD, GAME),
                "one player's rank": lambda: storage.ratings.rank_of(GUILD, GAME, middle),
                "last five results": lambda: storage.ratings.recent_changes(GUILD, middle, GAME),
                "a profile's ratings": lambda: storage.ratings.ratings_of(GUILD, middle, list(engines.GAMES)),
            }
            for name, query in cases.items():
                times = []
                for _ in range(50):
                    started = time.perf_counter()
                    await query()
                    times.append(time.perf_counter() - started)
                print(f"{name:>20}: {median_ms(times)} (median of 50)")
            async with storage.db.read() as conn:
                for sql in ("SELECT user_id FROM ratings WHERE guild_id = 1 AND game = 'dames' ORDER BY rating DESC,"
                            " games DESC, user_id LIMIT 10",
                            "SELECT COUNT(*) FROM ratings WHERE guild_id = 1 AND game = 'dames' AND (rating > 1500"
                            " OR (rating = 1500 AND (games > 3 OR (games = 3 AND user_id < 5))))"):
                    plan = [row[3] for row in await conn.execute_fetchall("EXPLAIN QUERY PLAN " + sql)]
                    print(f"  plan: {' / '.join(plan)}")
            await bench_commit(storage)


async def bench_commit(storage: Storage, runs: int = 200) -> None:
    """A rated result committed with its rating change, against an unrated one."""
    times: dict[bool, list[float]] = {True: [], False: []}
    for run in range(runs):
        rated = run % 2 == 0
        match = await storage.matches.create(GAME, {"rated": rated}, {"n": 1}, (10_000 + run, 20_000 + run), GUILD, 7,
                                           "active")
        started = time.perf_counter()
        await storage.matches.set_status(match.id, match.version, "finished", {"winners": [0], "reason": "resignation"})
        times[rated].append(time.perf_counter() - started)
    print(f"result committed: rated {median_ms(times[True])}, unrated {median_ms(times[False])} (median of "
          f"{runs // 2} each; the difference is the rating update)")


def bench_replays() -> None:
    print("\nreplays (400 px GIF), the longest of 12 seeded random games of each kind:")
    for key, seats in (("macadam", 2), ("dames", 2), ("dames-turques", 2), ("mak-yek", 2), ("apit-sodok", 2),
                       ("macadam-cartes", 4)):
        game, longest = engines.get(key), None
        for seed in range(12):
            rng, state, texts = random.Random(seed), game.new(seats=seats, seed=seed), []
            while game.outcome(state) is None and len(texts) < 5000:
                move = rng.choice(list(game.legal_moves(state)))
                texts.append(game.format_move(state, move))
                state = game.apply(state, game.to_move(state), move)
            if longest is None or len(texts) > len(longest[1]):
                longest = (seed, texts, game.dump(state))
        assert longest is not None
        seed, texts, final = longest
        source = Game(key, seats, seed, {}, tuple(texts), final)
        started = time.perf_counter()
        replay = replay_of(source, Captions(names=tuple(f"Player {n + 1}" for n in range(seats))), 400)
        took = time.perf_counter() - started
        print(f"{key:>15}: {replay.plies:5d} moves, {replay.frames:4d} frames (one every {replay.step}), "
              f"{len(replay.data) / 1024:8.0f} KiB, {took:5.2f} s")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument("--replays", action="store_true")
    args = parser.parse_args(argv)
    bench_rating_math()
    asyncio.run(bench_storage(args.players, args.matches))
    if args.replays:
        bench_replays()


if __name__ == "__main__":
    main()
