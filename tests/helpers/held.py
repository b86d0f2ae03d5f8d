"""An executor that starts nothing on its own: each job it is handed waits until the test ends it,
so a test sees which jobs started, and in which order, without timing anything."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any


class HeldExecutor(Executor):
    """``started``: the jobs handed over so far, in order, as (callable, its future)."""

    def __init__(self) -> None:
        self.started: list[tuple[Callable[..., Any], Future[Any]]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_running_or_notify_cancel()
        self.started.append((fn, future))
        return future

    def finish(self, index: int) -> None:
        """Job ``index`` (in start order) ends: it runs now, and its result is handed back."""
        fn, future = self.started[index]
        future.set_result(fn())

    def running(self) -> list[Future[Any]]:
        return [future for _, future in self.started if not future.done()]
