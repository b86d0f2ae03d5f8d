"""The runtime the layers below the cogs work with: built once, each part from the runtime so far,
then unchanging; a handler reaches it through its interaction."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace
from typing import Any, cast

import pytest

from bot.observability.metrics import Metrics
from bot.runtime import Runtime, runtime_of


class _Service:
    """Records who subscribes to its commits."""

    def __init__(self) -> None:
        self.subscribers: list[Any] = []
        self.rounds = SimpleNamespace(committed="tournament rounds hear")
        self.watched: list[Any] = []
        # the drawings and the computer's queue tell the metrics how long each waited
        self.images = SimpleNamespace(watch=self.watched.append)
        self.searches = SimpleNamespace(watch=self.watched.append)

    def subscribe(self, subscriber: Any) -> None:
        self.subscribers.append(subscriber)


def _assembled(seen: dict[str, Any], service: _Service | None = None, metrics: Metrics | None = None) -> Runtime:
    def part(name: str) -> Any:
        def make(runtime: Runtime) -> Any:
            # what each part finds when it is built: the parts built before it
            seen[name] = {other: hasattr(runtime, other) for other in ("publisher", "computers", "scheduler")}
            return SimpleNamespace(name=f"the {name}", committed=f"{name} hears")
        return make

    return Runtime.assemble(cast(Any, "client"), cast(Any, "storage"), cast(Any, service or _Service()),
                            cast(Any, "in flight"), metrics or Metrics(),
                            publisher=part("publisher"), computers=part("computers"), scheduler=part("scheduler"))


def test_each_part_is_built_from_the_runtime_in_order_and_the_whole_never_changes() -> None:
    seen: dict[str, Any] = {}
    service = _Service()
    runtime = _assembled(seen, service)
    assert seen == {
        "publisher": {"publisher": False, "computers": False, "scheduler": False},
        "computers": {"publisher": True, "computers": False, "scheduler": False},
        "scheduler": {"publisher": True, "computers": True, "scheduler": False},
    }
    assert (runtime.client, runtime.storage, runtime.service, runtime.in_flight) == (
        "client", "storage", service, "in flight")
    assert (runtime.publisher.name, runtime.computers.name, runtime.scheduler.name) == (  # type: ignore[attr-defined]
        "the publisher", "the computers", "the scheduler")
    # the service's commits, heard in one place: the publisher first (between the metrics' two
    # ears: a move committed, then its board posted), so a board is up before the computer to act
    # starts thinking; a tournament game's end last, so its final board is up before the next round's
    assert service.subscribers == [runtime.watch.committed, "publisher hears", runtime.watch.posted,
                                   "computers hears", "tournament rounds hear"]
    assert service.watched == [runtime.metrics.drawing_wait.observe, runtime.metrics.computer_wait.observe]
    with pytest.raises(dataclasses.FrozenInstanceError):
        runtime.publisher = cast(Any, "another")  # type: ignore[misc]


def test_a_handler_gets_the_runtime_of_the_client_its_interaction_came_to() -> None:
    runtime = _assembled({})
    interaction = SimpleNamespace(client=SimpleNamespace(runtime=runtime))
    assert runtime_of(cast(Any, interaction)) is runtime


def test_the_metrics_are_the_ones_the_caller_gives_and_nobody_makes_others() -> None:
    metrics = Metrics()
    runtime = _assembled({}, metrics=metrics)
    assert runtime.metrics is metrics and runtime.watch.metrics is metrics
    [field] = [f for f in dataclasses.fields(Runtime) if f.name == "metrics"]
    assert field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING
    with pytest.raises(TypeError):
        Runtime.assemble(cast(Any, "client"), cast(Any, "storage"), cast(Any, _Service()),  # type: ignore[call-arg]
                         cast(Any, "in flight"), publisher=cast(Any, None), computers=cast(Any, None),
                         scheduler=cast(Any, None))
