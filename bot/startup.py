"""A first run that explains itself: the checks made before connecting, and one line for each
way the start can fail (no traceback for a fault of the set-up, only for a bug)."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from urllib.parse import urlsplit

#: The first 16 bytes of every SQLite 3 database file.
SQLITE_HEADER = b"SQLite format 3\x00"


class StartupError(Exception):
    """The bot cannot start; the message is one line for the person starting it."""


def check_database_path(path: Path) -> None:
    """Raise ``StartupError`` when SQLite could not use ``path`` (created if missing): a missing
    or read-only folder, a read-only file, a folder, or a file that is not a SQLite database.
    Reads at most the file's first 16 bytes: a file that is not a database is never touched."""
    if str(path) == ":memory:":
        return
    shown = f"DATABASE_PATH={path}"
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise StartupError(f"{shown} is a folder: give the path of a database file inside it, "
                           f"such as {path / 'game-table.sqlite3'}.")
    if not folder.is_dir():
        raise StartupError(f"{shown}: the folder {folder} does not exist; create it "
                           f"(mkdir -p {folder}) or set DATABASE_PATH to a file in an existing folder.")
    if path.exists():
        problem = _not_a_database(path)
        if problem:
            raise StartupError(f"{shown} {problem}; the bot leaves it untouched: set DATABASE_PATH to "
                               "the bot's database or to a new file.")
        if not os.access(path, os.R_OK | os.W_OK):
            raise StartupError(f"{shown} is read-only for this user: make it writable "
                               f"(chmod u+rw {path}) or run the bot as its owner.")
    if not os.access(folder, os.W_OK | os.X_OK):
        # SQLite writes its journal (-wal, -shm) beside the database, so the folder must be writable.
        raise StartupError(f"{shown}: the folder {folder} is read-only for this user and SQLite writes "
                           "its journal files beside the database: make the folder writable or choose "
                           "another one.")


def _not_a_database(path: Path) -> str:
    """Why the existing file at ``path`` is not a SQLite database ('' when it is one or is empty)."""
    try:
        with path.open("rb") as file:
            head = file.read(len(SQLITE_HEADER))
    except OSError as error:
        return f"cannot be read ({error.strerror or error})"
    if not head or head == SQLITE_HEADER:
        return ""
    return "is not a SQLite database (it does not start with 'SQLite format 3')"


def database_failure(path: Path, error: BaseException) -> StartupError:
    """One line for a database that passed ``check_database_path`` but failed to open."""
    if isinstance(error, sqlite3.DatabaseError):
        reason = f"SQLite says: {error}"
    elif isinstance(error, OSError):
        reason = error.strerror or str(error)
    else:
        reason = str(error) or type(error).__name__
    return StartupError(f"DATABASE_PATH={path} cannot be opened ({reason}): check the file and its "
                        "folder, or set DATABASE_PATH to a new file.")


def postgres_failure(url: str, error: BaseException) -> StartupError:
    """One line for a PostgreSQL database that could not be opened; the URL shown without its
    password."""
    parts = urlsplit(url)
    shown = f"{parts.scheme}://{parts.hostname or ''}{f':{parts.port}' if parts.port else ''}{parts.path}"
    reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
    return StartupError(f"DATABASE_URL={shown} cannot be opened ({reason}): check that the server runs and "
                        "accepts this user, or unset DATABASE_URL to use the SQLite file DATABASE_PATH.")


def guild_failure(guild_id: int) -> StartupError:
    """The commands could not be registered in DISCORD_GUILD (Discord answered 403 Missing Access)."""
    return StartupError(f"DISCORD_GUILD={guild_id}: the bot is not in that server, or may not add commands "
                        "there. Invite it with the scopes bot and applications.commands (see README.md), "
                        "or unset DISCORD_GUILD to register the commands everywhere.")


def login_failure() -> StartupError:
    return StartupError("Discord refused the token in DISCORD_TOKEN (401 Unauthorized): open the "
                        "application's Bot page, press 'Reset Token' and export the new token.")


def unreachable(api_base: str | None, error: BaseException) -> StartupError:
    where = api_base or "https://discord.com/api"
    reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
    return StartupError(f"cannot reach Discord at {where} ({reason}): check the network connection, "
                        "the proxy and DISCORD_API_BASE.")
