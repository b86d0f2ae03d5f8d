"""Logging set-up of the bot process.

The drivers log what they send at DEBUG: aiosqlite (and asyncpg) every statement with its parameters (saved
states hold hidden hands, the undealt cards and the generator), discord.py every REST body and gateway
payload (ephemeral hands, typed card moves). Those loggers never go below INFO, whatever
``LOG_LEVEL`` says; DEBUG then means the bot's own debug lines.
"""

from __future__ import annotations

import logging
import sys
from typing import TextIO

#: Loggers that would write states, hands or payloads at DEBUG.
QUIET_LOGGERS = ("aiosqlite", "asyncpg", "discord", "asyncio")
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def configure_logging(level: str | int, stream: TextIO | None = None) -> logging.Handler:
    """Log to ``stream`` (stderr) at ``level``, the drivers of ``QUIET_LOGGERS`` at INFO at most;
    returns the handler added to the root logger."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(logging.Formatter(FORMAT))
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
