"""The handlers of message components: what each press of a ``gt:`` button or select does
(``actions``: registering a handler for its action and answering its errors). The components
themselves are built by the presentation floor (``bot.present.controls``); the handlers of what
one game alone has are in ``games``.

Words (see :mod:`bot`): a *control* is a component the bot sent, an *action* what its custom id
names and the handler registered for it; this package is named for what it holds (handlers), not
``controls``, so that ``bot.present.controls`` (their builders) is the one module of that name.
A ``discord.ui.View`` (discord.py's name) is only what a reply's controls are sent in; a *view* is
an engine's player view.
"""
