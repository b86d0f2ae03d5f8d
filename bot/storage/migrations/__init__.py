"""Numbered schema migrations ``NNNN_name.sql``, applied in order by :mod:`bot.storage.sqlite_backend`.

Rules: never edit a released migration, add the next number instead; one statement per
line end (the loader splits on complete statements); foreign keys are off while migrating
(so table rebuilds work) and checked before each commit. Every migration has its PostgreSQL
twin, same number and name, in ``postgresql/`` (a test checks the two folders agree).
"""
