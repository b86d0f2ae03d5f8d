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
import select
import threading
import time
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
#: how often a worker without pidfd (not Linux) looks whether the bot is still there (seconds).
PARENT_POLL = 1.0


def worker_context() -> BaseContext:
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(list(PRELOADED))
        return context
    return multiprocessing.get_context("spawn")


def drawing_pool(processes: int) -> ProcessPoolExecutor:
    """A pool of ``processes`` workers (started on first use)."""
    return ProcessPoolExecutor(processes, mp_context=worker_context(), initializer=die_with_bot,
                               initargs=(os.getpid(),))


def die_with_bot(bot: int) -> None:
    """Make this worker end when the bot (process ``bot``) does. After a kill -9 of the bot
    nothing told the workers to stop: each waits on a queue whose both ends it holds, and keeps
    the forkserver (which lives while a client holds its pipe) and the resource tracker alive,
    so all stayed for minutes. Watching the forkserver, the worker's parent, would not do: it is
    the workers that keep it. Once the workers are gone, the forkserver and the tracker read the
    end of their pipes and exit."""
    threading.Thread(target=_watch_bot, args=(bot,), name="bot-watch", daemon=True).start()


def _watch_bot(bot: int) -> None:
    try:
        handle = os.pidfd_open(bot)  # Linux: readable once the process has ended, whatever its pid becomes
    except ProcessLookupError:
        os._exit(1)
    except (AttributeError, OSError):
        while _exists(bot):
            time.sleep(PARENT_POLL)
    else:
        select.select([handle], [], [])
    os._exit(1)


def _exists(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def no_op() -> None:
    """Nothing: a worker's first job (the forkserver imported what it needs), and the health
    check's round trip through a pool (``bot.observability.health``)."""


def warm_up(pool: ProcessPoolExecutor, processes: int) -> None:
    """Start ``processes`` of ``pool``'s workers now (run it in a thread: the forkserver's first
    start takes about a second), so the first board after a start does not wait for them.
    Nothing happens when the pool was shut down meanwhile (the bot stopping at once)."""
    try:
        for _ in range(processes):  # each submission finds no idle worker yet and starts one
            pool.submit(no_op)
    except RuntimeError:  # cannot schedule new futures after shutdown
        pass


def _search_worker(bot: int) -> None:
    """A search (or replay) worker's start: it dies with the bot, and runs at a lower priority
    than drawing."""
    die_with_bot(bot)
    try:
        os.nice(SEARCH_NICENESS)
    except (AttributeError, OSError):  # no nice() on this platform: searches run at the bot's priority
        pass


def computer_pool(processes: int) -> ProcessPoolExecutor:
    """A pool of ``processes`` workers for the computer's searches, at a lower priority than
    drawing (started on first use)."""
    return ProcessPoolExecutor(processes, mp_context=worker_context(), initializer=_search_worker,
                               initargs=(os.getpid(),))


def batch_pool(processes: int) -> ProcessPoolExecutor:
    """A pool of ``processes`` workers for replays and exports, at a lower priority than drawing,
    dying with the bot like the searches' (started on first use)."""
    return ProcessPoolExecutor(processes, mp_context=worker_context(), initializer=_search_worker,
                               initargs=(os.getpid(),))
