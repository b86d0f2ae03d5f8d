"""``python -m bot`` / ``game-table-bot``: read the settings, set up logging, run the bot."""

from __future__ import annotations

import asyncio
import logging
import sys

from bot.config import ConfigError, Settings


def main() -> int:
    """Run the bot until interrupted; exit status 2 when the configuration is unusable."""
    try:
        settings = Settings.from_env()
    except ConfigError as error:
        print(f"game-table-bot: {error}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s", stream=sys.stderr
    )
    settings.apply_api_base()
    from bot.app import run  # imported late: discord.py is heavy and not needed for a config error

    try:
        asyncio.run(run(settings))
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
