"""The bot's pool of drawing processes: boards, hands, replays and the computer's search run there,
so CPU work never holds the event loop (drawing and PNG encoding keep the GIL most of the time).

Workers are forked from a forkserver that has already imported the renderers, the engines and
the computer: a new worker is ready in milliseconds instead of importing Pillow and the fonts
again, and it inherits nothing of the bot's threads (aiosqlite, the event loop's pool), which a
plain fork would. Where the platform has no forkserver, workers are spawned."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.context import BaseContext

#: what a worker needs, imported once by the forkserver.
PRELOADED = ("render", "engines", "bot.service.computer", "bot.service.exports")


def worker_context() -> BaseContext:
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(list(PRELOADED))
        return context
    return multiprocessing.get_context("spawn")


def drawing_pool(processes: int) -> ProcessPoolExecutor:
    """A pool of ``processes`` workers (started on first use)."""
    return ProcessPoolExecutor(processes, mp_context=worker_context())
