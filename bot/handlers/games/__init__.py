"""The handlers of what one game alone has (the card table's "My hand" and its menu), beside
their presenters in ``bot.present.games``."""
