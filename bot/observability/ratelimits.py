"""Discord's rate limits as discord.py meets them: its HTTP client logs each 429 it waits on
("We are being rate limited. ... Retrying in 1.25 seconds.") on the ``discord.http`` logger at
WARNING, with the seconds as the record's last argument; a handler there counts them, whatever
``LOG_LEVEL`` says: the logger lets WARNING through while the console's handler keeps the
configured level (``bot.logs.configure_logging``), so these lines are counted, not printed."""

from __future__ import annotations

import logging

from bot.observability.metrics import Metrics

LOGGER = "discord.http"
#: the start of the line discord.py writes before it sleeps on a 429.
WAITING = "We are being rate limited."
RETRYING = "Retrying in"


class RateLimitCounter(logging.Handler):
    """Counts the 429s discord.py waits on, and the seconds, into ``metrics``."""

    def __init__(self, metrics: Metrics) -> None:
        super().__init__(logging.WARNING)
        self.metrics = metrics
        self._level: int | None = None  # the logger's own level before install()

    def emit(self, record: logging.LogRecord) -> None:
        message = record.msg if isinstance(record.msg, str) else ""
        if not (message.startswith(WAITING) and RETRYING in message):
            return
        self.metrics.rate_limits.inc()
        args = record.args if isinstance(record.args, tuple) else ()
        if args and isinstance(args[-1], (int, float)):
            self.metrics.rate_limit_wait.observe(float(args[-1]))

    def install(self) -> None:
        logger = logging.getLogger(LOGGER)
        if logger.getEffectiveLevel() > logging.WARNING:  # LOG_LEVEL=ERROR would drop the 429s unheard
            self._level = logger.level
            logger.setLevel(logging.WARNING)
        logger.addHandler(self)

    def remove(self) -> None:
        logger = logging.getLogger(LOGGER)
        logger.removeHandler(self)
        if self._level is not None:
            logger.setLevel(self._level)
            self._level = None
