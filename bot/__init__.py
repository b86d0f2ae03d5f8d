"""Discord layer of the game table bot."""
