"""A clock the tests move by hand."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

START = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)


class FakeClock:
    """A clock that only moves when told to (``advance``, or setting ``now``)."""

    def __init__(self, start: datetime = START) -> None:
        self.start = start
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now
