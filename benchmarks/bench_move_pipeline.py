"""One move through the real pipeline vs PNG encoding alone of the same image.

Pipeline = GameService.play (load, check, engine.apply, save + move log in one SQLite transaction,
synchronous=FULL) + the board image (render_view: draw + PNG encode). Encode alone = encode_png
of the very image render_view draws for that position. Target: pipeline <= 2x encode alone.

    python benchmarks/bench_move_pipeline.py [--games 4] [--size 800]
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

from bot.service import GameService  # noqa: E402
from bot.storage import Storage  # noqa: E402
from render.common import encode_png  # noqa: E402
from render.draughts import draw_board  # noqa: E402
from tests.service.games import DAMES_QUICK_WIN  # noqa: E402

ALICE, BOB = 1, 2


async def measure(games: int, size: int, synchronous: str) -> tuple[list[float], list[float], list[float]]:
    whole, encode, commit = [], [], []
    with tempfile.TemporaryDirectory() as folder:
        async with Storage.open(Path(folder) / "bench.sqlite3", synchronous=synchronous) as storage:
            service = GameService(storage, rng=random.Random(0), board_size=size)
            for _ in range(games):
                challenge = await service.challenge("dames", ALICE, BOB, guild_id=1, channel_id=1, first="challenger")
                match = await service.accept(challenge.id, BOB)
                for ply, text in enumerate(DAMES_QUICK_WIN):
                    started = time.perf_counter()
                    played = await service.play(match.id, (ALICE, BOB)[ply % 2], text)
                    committed = time.perf_counter()
                    await service.board_png(played.match)
                    done = time.perf_counter()
                    whole.append(done - started)
                    commit.append(committed - started)
                    view = played.match.view(None)
                    image = draw_board(view, size=size, orientation=played.match.game.to_move(played.match.state) or 0,
                                       last_move=played.move)
                    started = time.perf_counter()
                    encode_png(image)
                    encode.append(time.perf_counter() - started)
    return whole, encode, commit


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games of 35 moves each (default 4)")
    parser.add_argument("--size", type=int, default=800, help="board image width in pixels (default 800)")
    parser.add_argument("--synchronous", default="FULL", help="SQLite synchronous mode (default FULL)")
    args = parser.parse_args()
    whole, encode, commit = asyncio.run(measure(args.games, args.size, args.synchronous))
    ms = 1000
    print(f"moves measured: {len(whole)} (board {args.size}px, synchronous={args.synchronous})")
    print(f"median commit (load+apply+save+log):  {statistics.median(commit) * ms:7.2f} ms")
    print(f"median render+encode+commit (whole):  {statistics.median(whole) * ms:7.2f} ms")
    print(f"median PNG encode alone, same image:  {statistics.median(encode) * ms:7.2f} ms")
    ratio = statistics.median(whole) / statistics.median(encode)
    print(f"ratio whole / encode alone: {ratio:.2f}x (target <= 2.00x) -> {'OK' if ratio <= 2 else 'OVER TARGET'}")


if __name__ == "__main__":
    main()
