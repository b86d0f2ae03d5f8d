"""Message catalogues (Project Fluent), read by bot.i18n."""
