"""Helpers shared by the test packages (no tests here).

- ``games``: the registered engines by name, playing move texts, seeded random play-outs.
- ``clock``: ``FakeClock``, a clock that only moves when told to.
- ``ids``: the user, guild and channel ids of the service tests.
- ``service``: matches and tables made and played through ``GameService``.
- ``guild``: ``Table``, a stand-in guild with three players, and the bot the tests start on it.
- ``tables``: the card-table driver of the end-to-end tests and the image recorder it checks with.

Fixtures built on them live in the ``conftest.py`` files (``tests/conftest.py`` for the clock and
the database path every package uses).
"""
