"""Posting and editing what the bot shows in a match's channel: boards and tables, lobbies,
private panels, and the turn clock's notices."""
