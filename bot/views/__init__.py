"""Message components: every button and select is a ``gt:`` DynamicItem (see ``controls``)."""
