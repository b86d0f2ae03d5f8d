"""The handlers of message components: what each press of a ``gt:`` button or select does
(``controls``: registering a handler for its action and answering its errors). The components
themselves are built by the presentation floor (``bot.present.controls``); the handlers of what
one game alone has are in ``games``."""
