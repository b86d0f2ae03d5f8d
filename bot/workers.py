"""The bot's pools of processes, so CPU work never holds the event loop (drawing and PNG encoding
keep the GIL most of the time): one draws the boards and hands; one runs the computer's searches
(``bot.service.searches`` queues them fairly); a small one makes the replays and exports (batch
work, bounded per user by ``bot.service.limits``). So a board never waits behind a search nor
behind a replay: those queue in their own pools, whose processes the kernel serves after the
drawing's.

Workers are forked from a forkserver that has already imported the renderers, the engines and
the computer: a new worker is ready in milliseconds instead of importing Pillow and the fonts
again, and it inherits nothing of the bot's threads (aiosqlite, the event loop's pool), which a
plain fork would. Where the platform has no forkserver, workers are spawned."""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.context import BaseContext

#: what a worker needs, imported once by the forkserver (``bot.preload`` also does the drawing's
#: one-time work there, so a new worker's first board is not slower than the others).
PRELOADED = ("render", "engines", "bot.service.computer", "bot.service.exports", "bot.preload")
#: how much nicer than the bot a search (or replay) process is: on a busy machine the kernel gives
#: the drawing processes and the event loop the cores first, and a search the time left.
SEARCH_NICENESS = 10
#: processes making replays and exports: one, so that however many are asked for, one replay's
#: memory at a time is what they cost, and the boards' pool keeps every one of its workers.
BATCH_PROCESSES = 1


def worker_context() -> BaseContext:
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(list(PRELOADED))
        return context
    return multiprocessing.get_context("spawn")


def drawing_pool(processes: int) -> ProcessPoolExecutor:
    """A pool of ``processes`` workers (started on first use)."""
    return ProcessPoolExecutor(processes, mp_context=worker_context())


def _ready() -> None:
    """A worker's first job: nothing, since the forkserver imported what it needs."""


def warm_up(pool: ProcessPoolExecutor, processes: int) -> None:
    """Start ``processes`` of ``pool``'s workers now (run it in a thread: the forkserver's first
    start takes about a second), so the first board after a start does not wait for them.
    Nothing happens when the pool was shut down meanwhile (the bot stopping at once)."""
    try:
        for _ in range(processes):  # each submission finds no idle worker yet and starts one
            pool.submit(_ready)
    except RuntimeError:  # cannot schedule new futures after shutdown
        pass


def _lower_priority() -> None:
    try:
        os.nice(SEARCH_NICENESS)
    except (AttributeError, OSError):  # no nice() on this platform: searches run at the bot's priority
        pass


def computer_pool(processes: int) -> ProcessPoolExecutor:
    """A pool of ``processes`` workers for the computer's searches, at a lower priority than
    drawing (started on first use)."""
    return ProcessPoolExecutor(processes, mp_context=worker_context(), initializer=_lower_priority)


def batch_pool(processes: int) -> ProcessPoolExecutor:
    """A pool of ``processes`` workers for replays and exports, at a lower priority than drawing
    (started on first use)."""
    return ProcessPoolExecutor(processes, mp_context=worker_context(), initializer=_lower_priority)
