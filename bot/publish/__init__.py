"""Posting and editing what the bot shows in a match's channel: boards and tables, lobbies,
private panels, and the turn clock's notices. It builds its messages from the presentation floor
(``bot.present``) with the runtime's client and settings, and never imports a handler
(``bot.handlers``, ``bot.cogs``)."""
