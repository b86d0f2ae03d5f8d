"""Sustained moves per second and move latency with 1, 2 and 4 bot processes on one PostgreSQL
server, beside one process on SQLite, in one run (issue 15). Printed, never asserted.

    python benchmarks/bench_scale.py [--processes 1,2,4] [--matches-per-process 25]
                                     [--moves 2000 | --seconds 20] [--pg-test-settings] [--quick]

One PostgreSQL server is started for the run (``tests.helpers.postgres.start_server``, the tests'
throw-away server in a temporary folder), durable by default (fsync, synchronous_commit and
full_page_writes on; ``--pg-test-settings`` keeps the tests' fast, non-durable ones); the settings
it really ran with are read back from the server and printed. SQLite is one file in a temporary
folder with synchronous=FULL, as the bot opens it.

Each configuration gets a fresh database. Each process is spawned like a bot process: its own
``Storage`` (a pool of 4 connections on PostgreSQL, as the bot) and ``GameService``, and its own
matches (disjoint users and match ids). Its matches replay seeded random Dames games (computed
before the clock starts) concurrently with asyncio; every move goes through ``GameService.play``
with ``expected_version``, exactly as a board button's move does, minus Discord and the board
image. A match whose game ended is replaced by a new one (challenge and accept, inside the wall
time, not counted as moves). Before the clock starts, every match plays two warm-up moves, so that
the pool's connections are open. Latency: ``perf_counter`` around each ``play`` call, queueing
for the connection included. Wall time: from the first process's start to the last one's end.
Version conflicts and errors should be 0 (no two processes touch one match); they are counted.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import platform
import random
import sqlite3
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from importlib.metadata import version as package_version
from multiprocessing.synchronize import Barrier
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import asyncpg  # noqa: E402

import engines  # noqa: E402
from bot.errors import BoardChanged  # noqa: E402
from bot.service import GameService, Match  # noqa: E402
from bot.storage import Storage  # noqa: E402

GAME = "dames"
#: server settings for a durable run (the tests' helper starts with fsync off).
DURABLE = "-c fsync=on -c synchronous_commit=on -c full_page_writes=on"
SHOWN_SETTINGS = ("fsync", "synchronous_commit", "full_page_writes", "wal_sync_method", "wal_level",
                  "shared_buffers", "max_connections")
WARM_UP = 2
SYNCHRONOUS = "FULL"  # the bot's SQLite setting (bot.app)


@dataclass
class Job:
    """What one worker process does (pickled to a spawned process)."""

    target: str  # SQLite path or PostgreSQL URL
    worker: int
    matches: int
    moves: int | None  # moves to play in all (None: play for ``seconds``)
    seconds: float | None
    games: list[list[str]]


@dataclass
class Report:
    """What one worker process measured."""

    worker: int
    started: float  # time.monotonic(): one clock for every process on Linux
    ended: float
    latencies: list[float] = field(default_factory=list)
    conflicts: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    new_matches: int = 0
    cpu: float = 0.0  # this process's CPU seconds during the timed part


# --- the games replayed ---------------------------------------------------------------------------
def playouts(count: int, min_plies: int) -> list[list[str]]:
    """``count`` seeded random Dames games (move texts) of at least ``min_plies`` plies each."""
    game, seed = engines.get(GAME), 0
    found: list[list[str]] = []
    while len(found) < count:
        rng, state, texts = random.Random(seed), game.new(seats=2, seed=seed), list[str]()
        while game.outcome(state) is None and (seat := game.to_move(state)) is not None and len(texts) < 1000:
            move = rng.choice(list(game.legal_moves(state)))
            texts.append(game.format_move(state, move))
            state = game.apply(state, seat, move)
        if len(texts) >= min_plies:
            found.append(texts)
        seed += 1
    return found


# --- one worker process ---------------------------------------------------------------------------
class Player:
    """One match slot of a worker: a match replaying a game, replaced by a new one when it ends."""

    def __init__(self, service: GameService, job: Job, slot: int) -> None:
        self.service, self.job, self.slot = service, job, slot
        self.round = 0
        self.match: Match | None = None
        self.texts: list[str] = []
        self.ply = 0

    async def start(self) -> None:
        """A new match between two users no other slot or process uses."""
        base = 10_000_000 * (self.job.worker + 1) + 10_000 * self.slot + 2 * self.round
        self.round += 1
        games = self.job.games
        self.texts = games[(self.job.worker * 7919 + self.slot * 31 + self.round) % len(games)]
        self.ply = 0
        guild = 1_000 + self.job.worker
        challenge = await self.service.challenge(GAME, base, base + 1, guild_id=guild, channel_id=guild,
                                                 first="challenger")
        self.match = await self.service.accept(challenge.id, base + 1)

    async def move(self, report: Report | None) -> None:
        """Play the game's next move (timed into ``report`` unless None)."""
        if self.match is None or self.match.status != "active" or self.ply >= len(self.texts):
            await self.start()
            if report is not None:
                report.new_matches += 1
        match = self.match
        assert match is not None and match.user_to_move is not None
        started = time.perf_counter()
        try:
            played = await self.service.play(match.id, match.user_to_move, self.texts[self.ply],
                                             expected_version=match.version)
        except BoardChanged:
            self.match = None
            if report is not None:
                report.conflicts += 1
            return
        except Exception as exc:  # counted, and the slot starts a new match
            self.match = None
            if report is None:
                raise
            report.errors[type(exc).__name__] = report.errors.get(type(exc).__name__, 0) + 1
            return
        took = time.perf_counter() - started
        self.match, self.ply = played.match, self.ply + 1
        if report is not None:
            report.latencies.append(took)


async def drive(job: Job, barrier: Barrier) -> Report:
    async with Storage.open(job.target, synchronous=SYNCHRONOUS) as storage:
        service = GameService(storage, rng=random.Random(job.worker))
        players = [Player(service, job, slot) for slot in range(job.matches)]
        for player in players:
            await player.start()
        for _ in range(WARM_UP):
            await asyncio.gather(*(player.move(None) for player in players))
        await asyncio.to_thread(barrier.wait, 300)
        report = Report(job.worker, time.monotonic(), 0.0)
        cpu = time.process_time()
        left = job.moves
        until = None if job.seconds is None else report.started + job.seconds

        async def run(player: Player) -> None:
            nonlocal left
            while True:
                if left is not None:
                    if left <= 0:
                        return
                    left -= 1
                elif until is not None and time.monotonic() >= until:
                    return
                await player.move(report)

        await asyncio.gather(*(run(player) for player in players))
        report.ended = time.monotonic()
        report.cpu = time.process_time() - cpu
    return report


def worker_main(job: Job, barrier: Barrier, results: Any) -> None:
    """A spawned process: its report, or the error text, put on ``results``."""
    try:
        results.put(asyncio.run(drive(job, barrier)))
    except BaseException:
        barrier.abort()  # the others stop waiting
        results.put(f"worker {job.worker}: {traceback.format_exc()}")


# --- the parent -----------------------------------------------------------------------------------
@dataclass
class Row:
    backend: str
    processes: int
    matches: int
    moves: int
    wall: float
    latencies: list[float]
    conflicts: int
    errors: dict[str, int]
    new_matches: int
    cpu: float
    db_cpu: float | None = None  # the PostgreSQL server's CPU seconds over the configuration


def percentile(sorted_values: list[float], p: float) -> float:
    """Nearest-rank percentile of an ascending list."""
    if not sorted_values:
        return float("nan")
    rank = max(1, -(-len(sorted_values) * p // 100))
    return sorted_values[int(rank) - 1]


def run_configuration(backend: str, target: str, processes: int, matches: int, moves: int | None,
                      seconds: float | None, games: list[list[str]]) -> Row:
    """``processes`` workers of ``matches`` matches each on ``target``, for ``moves`` moves or
    ``seconds`` per process."""
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(processes)
    results = context.Queue()
    jobs = [Job(target, worker, matches, moves, seconds, games) for worker in range(processes)]
    workers = [context.Process(target=worker_main, args=(job, barrier, results), name=f"bench-{backend}-{job.worker}")
               for job in jobs]
    for process in workers:
        process.start()
    reports: list[Report] = []
    failures: list[str] = []
    try:
        for _ in workers:
            got = results.get(timeout=900)
            (reports if isinstance(got, Report) else failures).append(got)
    finally:
        for process in workers:
            process.join(timeout=30)
            if process.is_alive():
                process.terminate()
                process.join()
    if failures:
        raise RuntimeError("\n".join(failures))
    latencies = sorted(t for report in reports for t in report.latencies)
    errors: dict[str, int] = {}
    for report in reports:
        for name, count in report.errors.items():
            errors[name] = errors.get(name, 0) + count
    return Row(backend, processes, processes * matches, len(latencies),
               max(r.ended for r in reports) - min(r.started for r in reports), latencies,
               sum(r.conflicts for r in reports), errors, sum(r.new_matches for r in reports),
               sum(r.cpu for r in reports))


async def prepare(target: str) -> dict[str, Any]:
    """Create and migrate the database (once, before the workers open it); its facts."""
    async with Storage.open(target, synchronous=SYNCHRONOUS) as storage:
        return await storage.diagnostics()


async def server_facts(url: str) -> dict[str, str]:
    conn = await asyncpg.connect(url)
    try:
        facts = {"server_version": str(await conn.fetchval("SHOW server_version"))}
        for name in ("data_directory", *SHOWN_SETTINGS):
            facts[name] = str(await conn.fetchval(f"SHOW {name}"))
        return facts
    finally:
        await conn.close()


async def new_database(server_url: str, name: str) -> str:
    conn = await asyncpg.connect(server_url)
    try:
        await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()
    return server_url.rsplit("/", 1)[0] + "/" + name


def server_cpu(data_dir: str) -> float | None:
    """CPU seconds the PostgreSQL server has used: the postmaster's own and its ended children's
    (it reaps its backends), plus its live children's; None when /proc cannot tell."""
    try:
        postmaster = int(Path(data_dir, "postmaster.pid").read_text().split()[0])
        ticks = 0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()  # from field 3 (state) on
            except OSError:  # the process ended meanwhile
                continue
            if int(stat.parent.name) == postmaster:
                ticks += sum(int(value) for value in fields[11:15])  # utime stime cutime cstime
            elif int(fields[1]) == postmaster:
                ticks += int(fields[11]) + int(fields[12])
        return ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def filesystem(path: str) -> str:
    """The type of the filesystem holding ``path`` (from /proc/mounts), for the header."""
    best, kind = "", "?"
    try:
        for line in Path("/proc/mounts").read_text().splitlines():
            device, mount, fstype = line.split()[:3]
            if os.path.realpath(path).startswith(mount) and len(mount) > len(best):
                best, kind = mount, f"{fstype} on {device}"
    except OSError:
        pass
    return kind


def print_header(args: argparse.Namespace, pg: dict[str, str], sqlite_facts: dict[str, Any], pg_settings: str) -> None:
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"bench_scale  {time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}")
    print(f"machine: {os.cpu_count()} CPUs ({platform.machine()}, {platform.system()} {platform.release()}), "
          f"load average {load} (the machine is shared: figures move with it)")
    print(f"python {platform.python_version()}, asyncpg {package_version('asyncpg')}, "
          f"aiosqlite {package_version('aiosqlite')}, SQLite {sqlite3.sqlite_version}")
    pg = {key: value for key, value in pg.items() if key != "data_directory"}
    print(f"PostgreSQL {pg.pop('server_version')} ({pg_settings}): "
          + ", ".join(f"{key}={value}" for key, value in pg.items()))
    print(f"SQLite: journal_mode={sqlite_facts.get('journal_mode')}, synchronous={SYNCHRONOUS} "
          f"(PRAGMA reads {sqlite_facts.get('synchronous')}), one connection per process")
    print(f"temporary files: {tempfile.gettempdir()} ({filesystem(tempfile.gettempdir())})")
    amount = f"{args.seconds:g} s per process" if args.seconds else f"{args.moves} moves per process"
    print(f"workload: {GAME}, {args.matches_per_process} concurrent matches per process (asyncio), {amount}, "
          f"{WARM_UP} warm-up moves per match untimed; GameService.play with expected_version; "
          f"PostgreSQL pool of 4 connections per process")


def print_table(rows: list[Row]) -> None:
    head = (f"{'backend':<10} {'procs':>5} {'matches':>7} {'moves':>6} {'wall s':>7} {'moves/s':>8} "
            f"{'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} {'max ms':>7} {'cpu ms/mv':>9} {'db ms/mv':>8} {'conflicts':>9} "
            f"{'errors':>6} {'new':>4}")
    print()
    print(head)
    print("-" * len(head))
    for row in rows:
        ms = [1000 * percentile(row.latencies, p) for p in (50, 95, 99, 100)]
        rate = row.moves / row.wall if row.wall > 0 else float("nan")
        db = "-" if row.db_cpu is None else f"{1000 * row.db_cpu / max(row.moves, 1):.2f}"
        print(f"{row.backend:<10} {row.processes:>5} {row.matches:>7} {row.moves:>6} {row.wall:>7.2f} {rate:>8.1f} "
              f"{ms[0]:>7.2f} {ms[1]:>7.2f} {ms[2]:>7.2f} {ms[3]:>7.1f} {1000 * row.cpu / max(row.moves, 1):>9.2f} "
              f"{db:>8} "
              f"{row.conflicts:>9} {sum(row.errors.values()):>6} {row.new_matches:>4}")
    for row in rows:
        if row.errors:
            print(f"errors with {row.backend} x{row.processes}: {row.errors}")
    print("\nEvery match of a process always has its next move in flight (a closed loop), so with many"
          "\nmatches a move's latency is mostly its wait behind the others: about matches / (moves/s)."
          "\nThe rows with 1 match are a move's own latency, one at a time."
          "\ncpu ms/mv: the worker processes' own CPU per move in the timed part (SQLite's work included: it runs"
          "\nin the process); db ms/mv: the PostgreSQL server's CPU per move, from /proc, over the whole"
          "\nconfiguration (connections, warm-up and the new processes' start included);"
          "\nnew: matches started in the timed part because a game ended.")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--processes", default="1,2,4", help="PostgreSQL process counts (default 1,2,4)")
    parser.add_argument("--matches-per-process", type=int, default=25)
    parser.add_argument("--moves", type=int, default=2000, help="moves per process (default 2000)")
    parser.add_argument("--seconds", type=float, default=None, help="play for this long instead of --moves")
    parser.add_argument("--single-moves", type=int, default=200,
                        help="then one process with one match, moves one at a time (default 200; 0: skip)")
    parser.add_argument("--pg-test-settings", action="store_true",
                        help="keep the test helper's non-durable server settings (fsync off)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 4 matches, 40 moves per process")
    args = parser.parse_args(argv)
    if args.quick:
        args.matches_per_process, args.moves, args.seconds, args.single_moves = 4, 40, None, 20
    args.process_counts = [int(n) for n in args.processes.split(",") if n.strip()]
    if min(args.process_counts, default=0) < 1 or args.matches_per_process < 1 or args.moves < 1:
        parser.error("process counts, --matches-per-process and --moves must be positive")
    if args.single_moves < 0:
        parser.error("--single-moves must be >= 0")
    return args


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    from tests.helpers import postgres as pg_helper  # the tests' server helper (needs pytest installed)

    pg_settings = "the test helper's settings"
    if not args.pg_test_settings:
        pg_helper._FAST = DURABLE  # the helper has no switch: its start options, made durable
        pg_settings = "durable settings asked"
    games = playouts(16, 90)
    server = pg_helper.start_server()
    rows: list[Row] = []
    try:
        with tempfile.TemporaryDirectory(prefix="bench-scale-") as folder:
            sqlite_path = str(Path(folder) / "bench.sqlite3")
            sqlite_facts = asyncio.run(prepare(sqlite_path))
            pg_facts = asyncio.run(server_facts(server.url))
            print_header(args, pg_facts, sqlite_facts, pg_settings)
            sys.stdout.flush()
            moves, seconds = (None, args.seconds) if args.seconds else (args.moves, None)
            rows.append(run_configuration("sqlite", sqlite_path, 1, args.matches_per_process, moves, seconds, games))

            def on_postgresql(name: str, processes: int, matches: int, moves: int | None, seconds: float | None) -> Row:
                url = asyncio.run(new_database(server.url, name))
                asyncio.run(prepare(url))
                before = server_cpu(pg_facts["data_directory"])
                row = run_configuration("postgresql", url, processes, matches, moves, seconds, games)
                after = server_cpu(pg_facts["data_directory"])
                if before is not None and after is not None:
                    row.db_cpu = after - before
                return row

            for count in args.process_counts:
                rows.append(on_postgresql(f"bench_x{count}", count, args.matches_per_process, moves, seconds))
            if args.single_moves:  # one match, one move at a time: a move's own latency, no queue
                single_path = str(Path(folder) / "single.sqlite3")
                asyncio.run(prepare(single_path))
                rows.append(run_configuration("sqlite", single_path, 1, 1, args.single_moves, None, games))
                rows.append(on_postgresql("bench_single", 1, 1, args.single_moves, None))
    finally:
        server.stop()
    print_table(rows)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average at the end: {load}")


if __name__ == "__main__":
    main()
