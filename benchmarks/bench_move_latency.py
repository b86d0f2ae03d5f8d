"""Latency of a move through the Discord stand-in, 100 matches at once, real bot, real SQLite file.

Each round, the player to move in every match types /move at the same instant (a burst); a move's
latency runs from the injected interaction to the player's acknowledgement, which the bot sends
after the commit and after the new board image was posted in the match's thread. The "first
answer" (the defer that Discord's 3 s deadline is about) is reported too. Bot and stand-in share
one process and event loop, so the figures include the stand-in's own work.

    python benchmarks/bench_move_latency.py [--matches 100] [--rounds 10] [--size 800] [--render-processes 2]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app import GameTableBot  # noqa: E402
from tests.service.games import DAMES_QUICK_WIN  # noqa: E402
from tests.standin import DiscordStandIn, Thread, User  # noqa: E402


async def open_matches(standin: DiscordStandIn, count: int) -> list[tuple[Thread, User, User]]:
    """``count`` accepted matches, each in its own thread (set-up, not measured)."""
    tables = []
    for n in range(count):
        blue, green = standin.add_user(f"blue{n}"), standin.add_user(f"green{n}")
        res = await standin.slash(blue, "challenge", {"game": "dames", "opponent": green, "first": "challenger"})
        message = (await res.response()).message
        assert message is not None
        await (await standin.click(green, message, message.button(prefix="gt:accept:"))).response()
        thread = await standin.wait_for_thread(lambda t, m=message: t.starter_message_id == m.id, timeout=30)
        tables.append((thread, blue, green))
    await standin.idle(timeout=60)
    return tables


async def run(matches: int, rounds: int, size: int, processes: int) -> None:
    latencies: list[float] = []
    firsts: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        async with DiscordStandIn(response_deadline=30) as standin:
            standin.add_guild("Bench")
            bot = GameTableBot(database_path=Path(folder) / "bench.sqlite3", rng=random.Random(0), board_size=size,
                               render_processes=processes, guild_ready_timeout=0.05)
            async with standin.running(bot, timeout=30):
                tables = await open_matches(standin, matches)
                loop = asyncio.get_running_loop()

                async def one(thread: Thread, user: User, text: str) -> float:
                    res = await standin.slash(user, "move", {"text": text}, channel=thread)
                    await res.response(timeout=60)
                    firsts.append(loop.time() - res.dispatched_at)
                    ack = await res.followup(timeout=60)
                    assert ack.content.startswith("You played"), ack.content
                    return loop.time() - res.dispatched_at

                started = time.perf_counter()
                for ply in range(rounds):
                    text = DAMES_QUICK_WIN[ply]
                    latencies += await asyncio.gather(
                        *(one(thread, (blue, green)[ply % 2], text) for thread, blue, green in tables))
                elapsed = time.perf_counter() - started
    ordered = sorted(latencies)
    p99 = ordered[max(0, int(round(0.99 * len(ordered))) - 1)]
    print(f"{len(latencies)} moves: {matches} concurrent matches x {rounds} rounds, board {size}px, "
          f"synchronous=FULL, render processes: {processes or 'none (threads)'}")
    print(f"median latency: {statistics.median(latencies) * 1000:8.1f} ms")
    print(f"p99 latency:    {p99 * 1000:8.1f} ms   (interaction deadline 3000 ms)")
    firsts.sort()
    print(f"first answer (defer) median {statistics.median(firsts) * 1000:.1f} ms, "
          f"p99 {firsts[max(0, int(round(0.99 * len(firsts))) - 1)] * 1000:.1f} ms")
    print(f"max latency:    {ordered[-1] * 1000:8.1f} ms")
    print(f"throughput:     {len(latencies) / elapsed:8.1f} moves/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=10, help=f"plies per match (at most {len(DAMES_QUICK_WIN)})")
    parser.add_argument("--size", type=int, default=800, help="board image width (default 800, the bot's)")
    parser.add_argument("--render-processes", type=int, default=2, help="0: draw in threads of the bot process")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("discord").setLevel(logging.ERROR)
    asyncio.run(run(args.matches, min(args.rounds, len(DAMES_QUICK_WIN)), args.size, args.render_processes))


if __name__ == "__main__":
    main()
