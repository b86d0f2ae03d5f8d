"""PostgreSQL migrations: the same numbers and names as the SQLite ones beside, in PostgreSQL's
dialect (see :mod:`bot.storage.schema`). Each file runs as one script in one transaction.

Types: SQLite's 64-bit INTEGER is BIGINT; times stay fixed-width UTC text (so the row checks
and the queries are shared) with the "C" collation, under which text order is time order
whatever the server's locale; JSON stays text, checked by a cast to ``json`` (which, unlike
``jsonb``, keeps the text as written).
"""
