"""Numbered schema migrations: loading them (per backend) and splitting SQLite's into statements.

Each backend has its own folder of migrations with the same numbers and names:
``bot/storage/migrations/NNNN_name.sql`` for SQLite, ``bot/storage/migrations/postgresql/`` for
PostgreSQL. Two folders rather than one file with both dialects because nearly every statement
differs (types, STRICT tables, triggers, JSON checks): each file stays plain SQL that its own
client (``sqlite3``, ``psql``) can run, and a test checks that both folders hold the same steps.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from functools import cache
from importlib import resources

from .errors import SchemaError

MIGRATIONS_PACKAGE = "bot.storage.migrations"
POSTGRES_MIGRATIONS_PACKAGE = "bot.storage.migrations.postgresql"
_MIGRATION_FILE = re.compile(r"(\d{4})_[a-z0-9_]+\.sql")


@dataclass(frozen=True, slots=True)
class Migration:
    """One numbered schema migration."""

    version: int
    name: str
    sql: str

    def statements(self) -> list[str]:
        """The SQL split into statements (a statement ends where a line completes it; SQLite)."""
        statements: list[str] = []
        pending = ""
        for line in self.sql.splitlines(keepends=True):
            pending += line
            if sqlite3.complete_statement(pending):
                statements.append(pending.strip())
                pending = ""
        leftover = [ln for ln in pending.splitlines() if ln.strip() and not ln.strip().startswith("--")]
        if leftover:
            raise SchemaError(f"migration {self.name} ends with an incomplete statement")
        return statements


@cache
def load_migrations(package: str = MIGRATIONS_PACKAGE) -> tuple[Migration, ...]:
    """Migrations shipped as package data, in order; numbers must run 1..n without gaps."""
    found: list[Migration] = []
    for entry in resources.files(package).iterdir():
        if not entry.name.endswith(".sql"):
            continue
        match = _MIGRATION_FILE.fullmatch(entry.name)
        if match is None:
            raise SchemaError(f"migration file {entry.name!r} is not named NNNN_name.sql")
        found.append(Migration(int(match[1]), entry.name, entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    numbers = [m.version for m in found]
    if numbers != list(range(1, len(found) + 1)):
        raise SchemaError(f"migrations must be numbered 1..n without gaps, found {numbers}")
    return tuple(found)


def latest_version() -> int:
    """Schema version this code expects (number of the last migration)."""
    return len(load_migrations())
