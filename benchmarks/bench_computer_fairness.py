"""Latency of a human-vs-human board while another user has 20 level-8 computer searches queued
(issue 26): real bot, Discord stand-in, real SQLite file, real process pools.

Set-up (not measured): Bob and Carol's game of dames; Alice's 20 games of dames against the
computer at level 8, Alice to move. First Bob and Carol play ``--idle-moves`` moves alone (the
reference). Then, each round, Alice moves in her 20 games at once, so 20 searches queue; once
her 20 answers are back, Bob and Carol keep moving, one move ``--pause`` seconds after the
other's answer, until every computer reply is posted (a new game when theirs ends). A move's latency runs from the injected /move to the player's
acknowledgement, which the bot sends once the new board is posted. Bot and stand-in share one
process and event loop.

    python benchmarks/bench_computer_fairness.py [--rounds 3] [--searches 20] [--pause 0.5] [--render-processes 2]
        [--computer-processes N]

``--computer-processes`` is left out by default, so the script also runs against code that had no
such setting (where the searches shared the drawing pool): copy it into a checkout of that code
and run it there for the "before" figures.
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import logging
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app import GameTableBot  # noqa: E402
from tests.standin import DiscordStandIn, Thread, User  # noqa: E402


def quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(round(share * len(ordered))) - 1)]


def describe(name: str, values: list[float]) -> str:
    return (f"{name:<28} {len(values):3d} moves   median {statistics.median(values) * 1000:7.0f} ms   "
            f"p90 {quantile(values, 0.9) * 1000:7.0f} ms   max {max(values) * 1000:7.0f} ms")


async def started(standin: DiscordStandIn, bot: GameTableBot, by: User, options: dict[str, Any]) -> tuple[Thread, int]:
    res = await standin.slash(by, "challenge", {"game": "dames", "first": "challenger", **options})
    message = (await res.response()).message
    assert message is not None
    if message.components:  # a person's challenge: the opponent accepts
        opponent = options["opponent"]
        await (await standin.click(opponent, message, message.button(prefix="gt:accept:"))).response()
    thread = await standin.wait_for_thread(lambda t: t.starter_message_id == message.id, timeout=60)
    return thread, max(match.id for match in await bot.service.matches_for_user(by.id))


async def run(rounds: int, searches: int, idle_moves: int, pause: float, size: int, render: int,
              computer: int | None) -> None:
    idle: list[float] = []
    loaded: list[float] = []
    search_rounds: list[float] = []
    options: dict[str, Any] = {"render_processes": render}
    if computer is not None:
        options["computer_processes"] = computer
    separate = "computer_processes" in inspect.signature(GameTableBot.__init__).parameters
    with tempfile.TemporaryDirectory() as folder:
        async with DiscordStandIn(response_deadline=600) as standin:
            standin.add_guild("Bench")
            bot = GameTableBot(database_path=Path(folder) / "bench.sqlite3", rng=random.Random(0), board_size=size,
                               guild_ready_timeout=0.05, **options)
            async with standin.running(bot, timeout=60):
                alice, bob, carol = (standin.add_user(name) for name in ("alice", "bob", "carol"))
                pair, pair_id = await started(standin, bot, bob, {"opponent": carol})
                games = [await started(standin, bot, alice, {"opponent": standin.bot_user, "level": 8})
                         for _ in range(searches)]
                await standin.idle(timeout=120)
                loop = asyncio.get_running_loop()

                async def move(user: User, match_id: int, thread: Thread) -> float:
                    match = await bot.service.get(match_id)
                    moves = match.legal_moves(user.id)
                    assert moves, (match.id, match.status, match.user_to_move, user.id, match.row.move_count)
                    text = moves[0][1]
                    res = await standin.slash(user, "move", {"text": text}, channel=thread)
                    ack = await res.followup(timeout=600)
                    assert ack.content.startswith("You played"), ack.content
                    return loop.time() - res.dispatched_at

                async def pair_move() -> float:
                    nonlocal pair, pair_id
                    match = await bot.service.get(pair_id)
                    if match.status != "active":  # their game ended: they start another one
                        pair, pair_id = await started(standin, bot, bob, {"opponent": carol})
                        match = await bot.service.get(pair_id)
                    user = bob if match.user_to_move == bob.id else carol
                    return await move(user, pair_id, pair)

                for _ in range(2):  # warm-up: the pools' first workers start
                    await pair_move()
                for _ in range(idle_moves):
                    idle.append(await pair_move())
                    await asyncio.sleep(pause)
                for _ in range(rounds):
                    began = time.perf_counter()
                    await asyncio.gather(*(move(alice, match_id, thread) for thread, match_id in games))
                    done = asyncio.create_task(bot.computers.idle())
                    while not done.done():
                        loaded.append(await pair_move())
                        await asyncio.sleep(pause)  # a person's pace, not a flood
                    search_rounds.append(time.perf_counter() - began)
                    await standin.idle(timeout=120)
    print(f"board {size}px, render processes {render}, "
          f"computer searches: {'own pool, ' + str(computer or 'default') if separate else 'in the drawing pool'}; "
          f"{searches} level-8 searches queued by one user per round, {rounds} rounds")
    print(describe("idle (no search queued)", idle))
    print(describe("while searches queued", loaded))
    print(f"the {searches} searches of a round took {statistics.median(search_rounds):.1f} s (median), "
          f"{searches / statistics.median(search_rounds):.2f} searches/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--searches", type=int, default=20)
    parser.add_argument("--idle-moves", type=int, default=10)
    parser.add_argument("--pause", type=float, default=0.5, help="seconds between two of the pair's moves")
    parser.add_argument("--size", type=int, default=800, help="board image width (default 800, the bot's)")
    parser.add_argument("--render-processes", type=int, default=2)
    parser.add_argument("--computer-processes", type=int, default=None,
                        help="unset: the bot's default (and runs where the setting does not exist)")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("discord").setLevel(logging.ERROR)
    asyncio.run(run(args.rounds, args.searches, args.idle_moves, args.pause, args.size, args.render_processes,
                    args.computer_processes))


if __name__ == "__main__":
    main()
