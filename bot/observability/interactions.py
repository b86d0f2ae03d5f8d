"""One structured log line per interaction, and its count in the metrics.

An interaction is *begun* where it is admitted (the command tree's check, the shared press
wrapper), its outcome noted where it is answered (``bot.responses.report_error``: ``refused:<key>``
or ``error``; ``ok`` otherwise) and its match where its change is committed; it is *finished*
once its handler is done. The record travels in a context variable, which discord.py's tasks
copy, so the layers between need not carry it. The line says what the command or component
was, never its options, texts or custom id (which may name a match: the ``match`` field does)."""

from __future__ import annotations

import contextvars
import logging
import time
from dataclasses import dataclass, field

from bot.storage import DATABASE_ERRORS

from bot.observability.metrics import Metrics

log = logging.getLogger("bot.interactions")


@dataclass
class Handled:
    """An interaction being handled: what it is, since when, and how it went so far."""

    command: str
    metrics: Metrics
    started: float = field(default_factory=time.monotonic)
    outcome: str = "ok"
    match_id: int | None = None
    done: bool = False

    def elapsed(self) -> float:
        return time.monotonic() - self.started


_current: contextvars.ContextVar[Handled | None] = contextvars.ContextVar("handled", default=None)


def begin(command: str, metrics: Metrics) -> Handled:
    """Start the record of the interaction handled in this context (the task and those it starts)."""
    handled = Handled(command, metrics)
    _current.set(handled)
    return handled


def current() -> Handled | None:
    return _current.get()


def refused(key: str) -> None:
    """The interaction was answered with the user error ``key`` (a catalogue key, no data)."""
    handled = _current.get()
    if handled is not None:
        handled.outcome = f"refused:{key}"


def failed(error: BaseException) -> None:
    """The interaction met an unexpected ``error`` (answered with an apology); a database's
    failure is counted as such."""
    handled = _current.get()
    if handled is not None:
        handled.outcome = "error"
        if isinstance(error, DATABASE_ERRORS):
            handled.metrics.database_errors.inc()


def about(match_id: int) -> None:
    """The interaction changed (or showed) match ``match_id``."""
    handled = _current.get()
    if handled is not None and handled.match_id is None:
        handled.match_id = match_id


def finish(handled: Handled | None = None) -> None:
    """Count the interaction and write its line, once."""
    handled = handled or _current.get()
    if handled is None or handled.done:
        return
    handled.done = True
    ms = round(handled.elapsed() * 1000)
    handled.metrics.interaction(handled.command, handled.outcome)
    log.info("interaction command=%s match=%s outcome=%s ms=%d", handled.command,
             "-" if handled.match_id is None else handled.match_id, handled.outcome, ms,
             extra={"command": handled.command, "match": handled.match_id, "outcome": handled.outcome, "ms": ms})
