"""``python -m bot`` / ``game-table-bot``: read the settings, check the database path, set up
logging, run the bot. Faults of the set-up end in one line on stderr and a non-zero status."""

from __future__ import annotations

import asyncio
import sys

from bot.config import ConfigError, Settings
from bot.logs import configure_logging
from bot.startup import StartupError, check_database_path

PROGRAM = "game-table-bot"


def main() -> int:
    """Run the bot until stopped (status 0); 2 for unusable settings, 1 when the start fails."""
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
    configure_logging(settings.log_level)
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
