"""Helpers shared by the test packages (no tests here).

- ``games``: the registered engines by name, playing move texts, seeded random play-outs.
- ``cards``: card-table states from a known deal, their views, and the scenario runner.
- ``clock``: ``FakeClock``, a clock that only moves when told to.
- ``ids``: the user, guild and channel ids of the service tests.
- ``service``: matches and tables made and played through ``GameService``.
- ``guild``: ``Club``, a stand-in guild with three players, and the bot the tests start on it.
- ``tables``: the card-table driver of the end-to-end tests and the image recorder it checks with.
- ``storage``: the ``clock`` and ``db_path`` fixtures, and the rows a test reads back from a database file.

Fixtures: ``clock`` and ``db_path`` are defined in ``storage`` and imported by the storage and
service ``conftest.py``; ``table`` and ``renders`` live in ``tests/bot/conftest.py``. The recorded
games stay in ``tests/service/games.py`` (the benchmarks import them from there).
"""
