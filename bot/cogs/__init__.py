"""Slash commands, one extension per feature (each module ends in ``setup``)."""

EXTENSIONS = ("bot.cogs.lobby", "bot.cogs.play", "bot.cogs.info", "bot.cogs.standings", "bot.cogs.archive",
              "bot.cogs.analysis", "bot.cogs.puzzles", "bot.cogs.tournaments",
              "bot.cogs.privacy")
