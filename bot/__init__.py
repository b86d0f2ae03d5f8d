"""Discord layer of the game table bot.

Words, one meaning each across ``bot/`` (as in :mod:`engines`):

- *view*: an engine's typed player view, what one seat may see (``match.view(seat)``);
  ``discord.ui.View`` is discord.py's name for a message's set of components, named so only where
  one is built (``bot.present.controls.view_of``) or handed to discord.py (its ``view=``);
- *control*: a message component (button, select) the bot sends; the presentation floor builds
  them (``bot.present.controls``: ``GameControl``, ``board_controls``...), ``bot.handlers``
  answers their presses;
- *record*: a game's record (PDN and the other games' records, ``game.record``), what ``/export``
  gives (``bot.cogs.archive``); never a stored row;
- *row*: what the storage stores and hands out, ``MatchRow`` and ``MoveRow`` (``bot.storage.rows``);
- *match*: a stored match with its engine and decoded state, ``bot.service.match.Match``; its
  row is ``match.row``;
- *table*: a card table opened with ``/table`` (a lobby, then a dealt game).
"""
