"""Posting and editing what the bot shows in a match's channel: boards and tables, lobbies,
private panels, and the turn clock's notices. It builds its messages from the presentation floor
(``bot.present``) with the runtime's client and settings, and never imports a handler
(``bot.handlers``, ``bot.cogs``).

Words (see :mod:`bot`): a *board* is a match's public message (its image and text), a *table*
the card game's; *controls* are the components it sends with them (built by the floor), a
*view* an engine's player view, a match's stored *row* ``match.row``.
"""
