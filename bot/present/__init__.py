"""The presentation floor: what a match looks like in words and components, and nothing else.

Texts (``texts``: players, results, offers; ``boards``: a board message's text and controls;
``lobby``, ``challenge``, ``starts``, ``clocks``), the words of images (``captions``), menus
(``menus``), the component builders and their ids (``controls``), and one presenter per game
family (``games``). Everything here is pure: it imports only the service's types (``bot.service``,
``bot.storage``'s rows), ``bot.i18n``, ``bot.kinds``, ``bot.errors``, the engines' views,
``render``'s caption words and discord.py's ui classes; never the runtime, the publisher
(``bot.publish``), a handler (``bot.handlers``, ``bot.cogs``) or the bot (``bot.app``). Those stand
above it and import it (``tests/test_import_graph.py`` checks it).

Words (see :mod:`bot`): a *view* is an engine's player view, what the presenters read; a
*control* is a component the floor builds (``controls``: ``GameControl``, ``board_controls``,
``lobby_controls``...), wrapped in a ``discord.ui.View`` (discord.py's name) by ``view_of`` only;
a *table* is a card table (``games.macadam_cartes.table``); a match's stored *row* is ``match.row``.
"""
