"""Fixtures shared by every test folder: the session's PostgreSQL server and its fresh databases."""

from tests.helpers.postgres import postgres_server, postgres_url  # noqa: F401  (fixtures)
