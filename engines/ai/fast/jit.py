"""The one switch between compiled and plain kernels: numba's ``njit`` where numba is installed,
else a decorator that leaves the function as it is. The kernels are written so that both run the
same code and play the same moves (their budgets are nodes, never time); only the speed differs.
``NUMBA_DISABLE_JIT=1`` (numba's own variable) runs them as plain Python with numba installed.

numba checks a cached kernel against its own source file only, so a kernel whose callee (in
another file) changed would be loaded stale, and may crash: after an update of the code, a
checkout kept its ``__pycache__``. The digest of every kernel source is therefore stamped beside
the cache, and the package's cached kernels are dropped when it differs."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

_njit: Any
try:
    from numba import njit as _njit
except ImportError:  # no wheel on this platform: the same code runs as plain Python
    _njit = None

COMPILED = _njit is not None
_HERE = Path(__file__).resolve().parent
_SOURCES = sorted(_HERE.glob("*.py"))
DIGEST = hashlib.sha256(b"".join(path.read_bytes() for path in _SOURCES)).hexdigest()[:16]
_checked: set[Path] = set()


def _drop_stale(cache_dir: Path) -> None:
    """Removes this package's cached kernels from ``cache_dir`` unless stamped with ``DIGEST``."""
    stamp = cache_dir / f"kernels-{DIGEST}.stamp"
    if stamp.exists():
        return
    modules = {path.stem for path in _SOURCES}
    for cached in cache_dir.glob("*.nb[ic]"):
        if cached.name.split(".", 1)[0] in modules:
            cached.unlink(missing_ok=True)
    for old in cache_dir.glob("kernels-*.stamp"):
        old.unlink(missing_ok=True)
    stamp.touch()


def njit(function: F) -> F:
    """``function`` compiled (cached on disk, so a process compiles it once), or unchanged."""
    if _njit is None:
        return function
    compiled: F = _njit(cache=True, nogil=True)(function)
    try:
        cache_dir = Path(compiled._cache._cache_path)  # type: ignore[attr-defined]
    except AttributeError:  # another numba: its own checks only
        return compiled
    if cache_dir not in _checked:
        _checked.add(cache_dir)
        try:
            cache_dir.mkdir(parents=True, exist_ok=True)
            _drop_stale(cache_dir)
        except OSError:  # a read-only cache: numba then keeps its kernels in memory only
            pass
    return compiled
