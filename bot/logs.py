"""Logging set-up of the bot process.

The drivers log what they send at DEBUG: aiosqlite (and asyncpg) every statement with its parameters (saved
states hold hidden hands, the undealt cards and the generator), discord.py every REST body and gateway
payload (ephemeral hands, typed card moves). Those loggers never go below INFO, whatever
``LOG_LEVEL`` says; DEBUG then means the bot's own debug lines.
"""

from __future__ import annotations

import json
import logging
import sys
from datetime import datetime, timezone
from typing import Any, TextIO

#: Loggers that would write states, hands or payloads at DEBUG.
QUIET_LOGGERS = ("aiosqlite", "asyncpg", "discord", "asyncio")
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
#: what every ``LogRecord`` has: the rest of its attributes are the fields a call gave (``extra``).
_STANDARD = frozenset(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    """One JSON object a line (``LOG_FORMAT=json``): time, level, logger, message, the fields the
    call gave (an interaction's command, match, outcome, milliseconds) and the traceback if any."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, timezone.utc).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and not key.startswith("_"):
                line[key] = value
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        if record.stack_info:
            line["stack"] = self.formatStack(record.stack_info)
        return json.dumps(line, default=str, ensure_ascii=False)


def configure_logging(level: str | int, stream: TextIO | None = None, *, fmt: str = "text") -> logging.Handler:
    """Log to ``stream`` (stderr) at ``level``, in lines of text or JSON (``fmt``), the drivers of
    ``QUIET_LOGGERS`` at INFO at most; returns the handler added to the root logger."""
    handler = logging.StreamHandler(stream or sys.stderr)
    # the handler too: a logger let down to WARNING for a count (``bot.observability.ratelimits``)
    # must not print below ``level``
    handler.setLevel(level)
    handler.setFormatter(JsonFormatter() if fmt == "json" else logging.Formatter(FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(level)
    quiet_drivers()
    return handler


def quiet_drivers() -> None:
    """Raise the drivers' loggers to INFO when they would log DEBUG records."""
    floor = logging.INFO
    for name in QUIET_LOGGERS:
        logger = logging.getLogger(name)
        if logger.getEffectiveLevel() < floor:
            logger.setLevel(floor)
