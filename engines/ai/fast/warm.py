"""Compile the search kernels now, or load them from numba's cache: ``python -m engines.ai.fast.warm``.

numba compiles a kernel the first time a process calls it after an install or a change (about 35 s
of one core for all of them: the draughts games', Mak-Yek's and Apit-Sodok's) and keeps it on
disk; a later process loads it in well under a second.
The Docker image runs this at build time and the test session once before its workers start, so
that neither a player nor a test waiting five seconds for an answer pays for the compiler. Without
numba the kernels are plain Python and there is nothing to prepare.
"""

from __future__ import annotations

import random
import time

import engines
from engines import ai
from engines.ai.fast.jit import COMPILED

#: the games whose searches run on the kernels.
GAMES = ("dames", "dames-turques", "mak-yek", "apit-sodok")


def warm(games: tuple[str, ...] = GAMES) -> dict[str, float]:
    """Each game's seconds to have every kernel ready: searches from the start and along one seeded
    random game (captures, long captures and kings reach the kernels that only they call)."""
    seconds: dict[str, float] = {}
    for key in games:
        started = time.perf_counter()
        game = engines.get(key)
        state = game.new(seats=2, seed=0)
        rng = random.Random(key)
        ply = 0
        while (seat := game.to_move(state)) is not None and ply < 200:
            if ply % 8 == 0:
                ai.choose(game, state, seat, level=3, seed=ply)
            moves = game.legal_moves(state)
            state = game.apply(state, seat, moves[rng.randrange(len(moves))])
            ply += 1
        seconds[key] = time.perf_counter() - started
    return seconds


def main() -> None:
    if not COMPILED:
        print("numba is not installed here: the kernels run as plain Python, nothing to compile")
        return
    for key, seconds in warm().items():
        print(f"{key}: kernels ready in {seconds:.1f} s")


if __name__ == "__main__":
    main()
