"""``python -m bot`` / ``game-table-bot``: read the settings, check the database path, set up
logging, run the bot. Faults of the set-up end in one line on stderr and a non-zero status.

``python -m bot copy-db --from FILE --to postgresql://...`` copies an SQLite file into an empty
PostgreSQL database instead (``bot.storage.copy``)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from bot.config import ConfigError, Settings
from bot.logs import configure_logging
from bot.startup import StartupError, check_database_path

PROGRAM = "game-table-bot"


def copy_db(argv: list[str]) -> int:
    """``copy-db --from FILE --to URL``: 0 once copied and counted, 1 when it cannot be, 2 for bad arguments."""
    import argparse

    from bot.storage.copy import copy_database
    from bot.storage.errors import StorageError

    parser = argparse.ArgumentParser(prog=f"{PROGRAM} copy-db",
                                     description="Copy an SQLite file into an empty PostgreSQL database.")
    parser.add_argument("--from", dest="source", required=True, type=Path, help="the SQLite file")
    parser.add_argument("--to", dest="target", required=True, help="postgresql://user:password@host/db")
    args = parser.parse_args(argv)
    if not args.target.startswith(("postgresql://", "postgres://")):
        print(f"{PROGRAM}: --to must be a PostgreSQL URL (postgresql://...)", file=sys.stderr)
        return 2
    try:
        copied = asyncio.run(copy_database(args.source, args.target))
    except (StorageError, OSError, ValueError) as error:
        print(f"{PROGRAM}: copy-db: {error}", file=sys.stderr)
        return 1
    print(", ".join(f"{table} {count}" for table, count in copied.counts.items()) + ": copied and counted")
    return 0


def main() -> int:
    """Run the bot until stopped (status 0); 2 for unusable settings, 1 when the start fails."""
    if sys.argv[1:2] == ["copy-db"]:
        return copy_db(sys.argv[2:])
    try:
        settings = Settings.from_env()
    except ConfigError as error:
        print(f"{PROGRAM}: {error}", file=sys.stderr)
        return 2
    try:
        if settings.database_url is None:
            check_database_path(settings.database_path)
    except StartupError as error:
        print(f"{PROGRAM}: {error}", file=sys.stderr)
        return 1
    configure_logging(settings.log_level, fmt=settings.log_format)
    settings.apply_api_base()
    from bot.app import run  # imported late: discord.py is heavy and not needed for a config error

    try:
        asyncio.run(run(settings))
    except StartupError as error:
        print(f"{PROGRAM}: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # before the signal handlers were installed
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
