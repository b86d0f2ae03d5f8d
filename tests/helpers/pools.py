"""An executor for the service tests that treats its work as a process pool does: the callable
and its arguments cross a pickle round trip before they run (on a thread of this process, so it
stays fast). A closure or a lambda handed to it fails here as it would fail in the deployed bot."""

from __future__ import annotations

import functools
import pickle
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any


def _unpickled(payload: bytes) -> Any:
    function, args, kwargs = pickle.loads(payload)
    return pickle.loads(pickle.dumps(function(*args, **kwargs)))


class PicklingExecutor(ThreadPoolExecutor):
    """A thread pool whose calls and results go through pickle, as a ``ProcessPoolExecutor``'s do;
    ``calls`` keeps each call as the worker received it (function, arguments, keyword arguments)."""

    def __init__(self, max_workers: int | None = None) -> None:
        super().__init__(max_workers)
        self.calls: list[tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        payload = pickle.dumps((fn, args, kwargs))  # raises here, as a process pool's queue would
        function, arguments, keywords = pickle.loads(payload)
        while isinstance(function, functools.partial):  # the call the worker makes in the end
            function, arguments, keywords = function.func, function.args + arguments, {**function.keywords, **keywords}
        self.calls.append((function, arguments, keywords))
        return super().submit(_unpickled, payload)

    def received(self, function: Callable[..., Any]) -> list[tuple[tuple[Any, ...], dict[str, Any]]]:
        """The arguments of every call of ``function``, in order."""
        return [(args, kwargs) for called, args, kwargs in self.calls if called == function]
