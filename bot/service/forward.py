"""``GameService``'s actions, each forwarded to the feature that does it, typed as the feature's
method (its arguments and result, checked by mypy)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Concatenate, ParamSpec, TypeVar

F = TypeVar("F")
P = ParamSpec("P")
R = TypeVar("R")


def forward(feature: Callable[[Any], F], method: Callable[Concatenate[F, P], R]) -> Callable[Concatenate[Any, P], R]:
    """A method of the facade running ``method`` on the feature ``feature(facade)`` returns."""

    @functools.wraps(method)
    def run(self: Any, /, *args: P.args, **kwargs: P.kwargs) -> R:
        return method(feature(self), *args, **kwargs)

    return run
