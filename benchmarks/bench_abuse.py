"""One user does the worst they can while another pair plays (issue 27): real bot, Discord
stand-in, real SQLite file, the deployed default process pools.

Set-up (not measured): Bob and Carol's game of dames; a six-seat Macadam cartes match of ten
manches played to its end (about 1,300 moves, stored by a service of its own, no board posted),
hosted by Mallory. First Bob and Carol play ``--quiet-moves`` moves alone (the quiet reference).
Then Mallory sends, all at once, ``--challenges`` /challenge of the bot at level 8 with the
computer to move first, ``--replays`` /replay and ``--exports`` /export of the long match; Bob and
Carol keep moving (one move ``--pause`` seconds after the other's answer) for ``--loaded-moves``
moves. A move's latency runs from the injected /move to the player's acknowledgement, which the
bot sends once the new board is posted. The memory peak is the largest sum of the resident sizes
of this process (bot and stand-in share it) and all its descendants (the pools' workers),
sampled every 50 ms. ``--replay-memory`` instead measures the peak RSS of one replay of the long
match, alone in a fresh process.

    python benchmarks/bench_abuse.py [--challenges 100] [--replays 20] [--exports 5] [--quiet-moves 20]
        [--loaded-moves 30] [--pause 0.3] [--size 800]
    python benchmarks/bench_abuse.py --replay-memory

The script uses only commands and service calls that existed before issue 27, so it also runs
in a checkout of the earlier code (for the "before" figures).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import multiprocessing
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from bot.app import GameTableBot  # noqa: E402
from bot.service import GameService, Match  # noqa: E402
from bot.storage import Storage  # noqa: E402
from tests.standin import DiscordStandIn, Thread, User  # noqa: E402

LONG_MATCH = {"game": "macadam-cartes", "seats": 6, "options": {"manches": 10}, "seed": 1}


def quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered), int(round(share * len(ordered)))) - 1)]


def describe(name: str, values: list[float]) -> str:
    return (f"{name:<34} {len(values):3d} moves   median {statistics.median(values) * 1000:7.0f} ms   "
            f"p99 {quantile(values, 0.99) * 1000:7.0f} ms   max {max(values) * 1000:7.0f} ms")


def tree_rss(root: int) -> int:
    """Bytes resident in ``root`` and all its descendants (Linux ``/proc``)."""
    parents: dict[int, int] = {}
    rss: dict[int, int] = {}
    page = os.sysconf("SC_PAGE_SIZE")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            statm = Path(f"/proc/{entry}/statm").read_text().split()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        parents[int(entry)] = int(fields[1])
        rss[int(entry)] = int(statm[1]) * page
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        total += rss.get(pid, 0)
        todo.extend(child for child, parent in parents.items() if parent == pid)
    return total


async def long_match(db_path: Path, host: int, others: list[int], guild_id: int, channel_id: int) -> Match:
    """The long card match, played to its end by a service of its own (no board posted)."""
    rng = random.Random(LONG_MATCH["seed"])
    async with Storage.open(db_path) as storage:
        service = GameService(storage, rng=random.Random(LONG_MATCH["seed"]))
        table = await service.open_table(str(LONG_MATCH["game"]), host, guild_id=guild_id, channel_id=channel_id,
                                         options=dict(LONG_MATCH["options"]))  # type: ignore[call-overload]
        for user in others:
            table = await service.join_table(table.id, user)
        match = await service.start_table(table.id, host)
        while match.status == "active":
            user = match.user_to_move
            assert user is not None
            _move, text = rng.choice(list(match.legal_moves(user)))
            match = (await service.play(match.id, user, text)).match
        return match


async def started(standin: DiscordStandIn, bot: GameTableBot, by: User, opponent: User) -> tuple[Thread, int]:
    res = await standin.slash(by, "challenge", {"game": "dames", "first": "challenger", "opponent": opponent})
    message = (await res.response()).message
    assert message is not None
    await (await standin.click(opponent, message, message.button(prefix="gt:accept:"))).response()
    thread = await standin.wait_for_thread(lambda t: t.starter_message_id == message.id, timeout=60)
    return thread, max(match.id for match in await bot.service.matches_for_user(by.id))


async def run(args: argparse.Namespace) -> None:
    quiet: list[float] = []
    loaded: list[float] = []
    peak = {"quiet": 0, "loaded": 0}
    phase = "quiet"
    answers: dict[str, list[bool]] = {"challenge": [], "replay": [], "export": []}
    with tempfile.TemporaryDirectory() as folder:
        db_path = Path(folder) / "bench.sqlite3"
        async with DiscordStandIn(response_deadline=600) as standin:
            guild = standin.add_guild("Bench")
            options: dict[str, Any] = {} if args.render_processes is None else {"render_processes": args.render_processes}
            bot = GameTableBot(database_path=db_path, rng=random.Random(0), board_size=args.size,
                               guild_ready_timeout=0.05, **options)
            async with standin.running(bot, timeout=60):
                mallory, bob, carol = (standin.add_user(name) for name in ("mallory", "bob", "carol"))
                seated = [standin.add_user(f"p{seat}") for seat in range(1, int(LONG_MATCH["seats"]))]  # type: ignore[call-overload]
                began = time.perf_counter()
                long = await long_match(db_path, mallory.id, [user.id for user in seated], guild.id, guild.channel.id)
                print(f"the long match: {long.game.key}, {len(long.seats)} seats, {long.row.move_count if hasattr(long, 'row') else long.record.move_count} moves "
                      f"(played in {time.perf_counter() - began:.0f} s)")
                pair, pair_id = await started(standin, bot, bob, carol)
                await standin.idle(timeout=120)
                loop = asyncio.get_running_loop()
                root = os.getpid()

                async def sample() -> None:
                    while True:
                        peak[phase] = max(peak[phase], tree_rss(root))
                        await asyncio.sleep(0.05)

                async def pair_move() -> float:
                    nonlocal pair, pair_id
                    match = await bot.service.get(pair_id)
                    if match.status != "active":  # their game ended: they start another one
                        pair, pair_id = await started(standin, bot, bob, carol)
                        match = await bot.service.get(pair_id)
                    user = bob if match.user_to_move == bob.id else carol
                    text = match.legal_moves(user.id)[0][1]
                    res = await standin.slash(user, "move", {"text": text}, channel=pair)
                    ack = await res.followup(timeout=600)
                    assert ack.content.startswith("You played"), ack.content
                    return loop.time() - res.dispatched_at

                sampler = asyncio.create_task(sample())
                for _ in range(2):  # warm-up: the pools' first workers start
                    await pair_move()
                for _ in range(args.quiet_moves):
                    quiet.append(await pair_move())
                    await asyncio.sleep(args.pause)
                phase = "loaded"
                flood = [("challenge", standin.slash(mallory, "challenge", {
                    "game": "dames", "opponent": standin.bot_user, "level": 8, "first": "opponent"}))
                    for _ in range(args.challenges)]
                flood += [("replay", standin.slash(mallory, "replay", {"match": long.id})) for _ in range(args.replays)]
                flood += [("export", standin.slash(mallory, "export", {"match": long.id})) for _ in range(args.exports)]
                sent = await asyncio.gather(*(asked for _, asked in flood))

                async def answered(kind: str, res: Any) -> None:
                    answer = await res.response(timeout=600)
                    answers[kind].append(answer.type == 5)  # deferred: the work began; refused: a private message

                flooding = asyncio.gather(*(answered(kind, res) for (kind, _), res in zip(flood, sent)))
                for _ in range(args.loaded_moves):
                    loaded.append(await pair_move())
                    await asyncio.sleep(args.pause)
                await flooding
                sampler.cancel()
    print(f"board {args.size}px, render processes {args.render_processes or 'default'}; one user floods: "
          f"{args.challenges} level-8 /challenge of the bot (computer first), {args.replays} /replay and "
          f"{args.exports} /export of the long match, all at once")
    for kind, seen in answers.items():
        print(f"  {kind:<9} {len(seen):3d} sent, {sum(seen):3d} accepted, {len(seen) - sum(seen):3d} refused")
    print(describe("another pair's move, quiet", quiet))
    print(describe("another pair's move, under the flood", loaded))
    print("  under the flood, in order (ms):", " ".join(f"{value * 1000:.0f}" for value in loaded))
    print(f"memory (this process and its pools): peak {peak['quiet'] / 2**20:.0f} MiB quiet, "
          f"{peak['loaded'] / 2**20:.0f} MiB under the flood")


def one_replay() -> tuple[int, int, float, int]:
    """In a fresh process: the long match's replay at the bot's size; (moves, frames, seconds,
    peak RSS in KiB of the whole process)."""
    from bot import i18n
    from bot.present.captions import image_words
    from bot.service import exports
    from render import Captions

    game: Any = engines.get(str(LONG_MATCH["game"]))
    seats = int(LONG_MATCH["seats"])  # type: ignore[call-overload]
    state = start = game.new(seats=seats, seed=LONG_MATCH["seed"], options=dict(LONG_MATCH["options"]))  # type: ignore[call-overload]
    rng = random.Random(LONG_MATCH["seed"])
    notations = []
    while game.to_move(state) is not None:
        move = rng.choice(list(game.legal_moves(state)))
        notations.append(game.format_move(state, move))
        state = game.apply(state, game.to_move(state), move)
    assert start is not state
    names = tuple(i18n.t("en", "computer.player", level=seat + 1) for seat in range(seats))
    bands = tuple(f"Action {ply}/{len(notations)}" for ply in range(len(notations) + 1))
    replay_source = getattr(exports, "ReplaySource", None) or getattr(exports, "Game")  # its name before issue 26's renames
    source = replay_source(game.key, seats, int(LONG_MATCH["seed"]), dict(LONG_MATCH["options"]), tuple(notations),  # type: ignore[call-overload]
                  game.dump(state))
    began = time.perf_counter()
    replay = exports.replay_of(source, Captions(names=names, words=image_words("en")), bands, 400)
    return len(notations), replay.frames, time.perf_counter() - began, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def replay_memory() -> None:
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        moves, frames, seconds, peak = pool.apply(one_replay)
    print(f"one replay of a {LONG_MATCH['seats']}-seat {LONG_MATCH['game']} match of {moves} moves at 400 px: "
          f"{frames} frames in {seconds:.1f} s, the process's peak RSS {peak / 1024:.0f} MiB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--challenges", type=int, default=100)
    parser.add_argument("--replays", type=int, default=20)
    parser.add_argument("--exports", type=int, default=5)
    parser.add_argument("--quiet-moves", type=int, default=20)
    parser.add_argument("--loaded-moves", type=int, default=30)
    parser.add_argument("--pause", type=float, default=0.3, help="seconds between two of the pair's moves")
    parser.add_argument("--size", type=int, default=800, help="board image width (default 800, the bot's)")
    parser.add_argument("--render-processes", type=int, default=None, help="unset: the deployed default")
    parser.add_argument("--replay-memory", action="store_true", help="only the peak RSS of one long replay")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("discord").setLevel(logging.ERROR)
    if args.replay_memory:
        replay_memory()
    else:
        asyncio.run(run(args))


if __name__ == "__main__":
    main()
