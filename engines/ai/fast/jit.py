"""The one switch between compiled and plain kernels: numba's ``njit`` where numba is installed,
else a decorator that leaves the function as it is. The kernels are written so that both run the
same code and play the same moves (their budgets are nodes, never time); only the speed differs.
``NUMBA_DISABLE_JIT=1`` (numba's own variable) runs them as plain Python with numba installed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

_njit: Any
try:
    from numba import njit as _njit
except ImportError:  # no wheel on this platform: the same code runs as plain Python
    _njit = None

COMPILED = _njit is not None


def njit(function: F) -> F:
    """``function`` compiled (cached on disk, so a process compiles it once), or unchanged."""
    if _njit is None:
        return function
    compiled: F = _njit(cache=True, nogil=True)(function)
    return compiled

