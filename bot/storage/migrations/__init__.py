"""Numbered schema migrations ``NNNN_name.sql``, applied in order by :mod:`bot.storage.db`.

Rules: never edit a released migration, add the next number instead; one statement per
line end (the loader splits on complete statements); foreign keys are off while migrating
(so table rebuilds work) and checked before each commit.
"""
