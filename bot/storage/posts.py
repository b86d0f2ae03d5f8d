"""Boards about to be posted: the publisher's intent, written before its request to Discord, so
that a start after a crash can tell "maybe posted" from "never tried" (``bot.publish.publisher``)."""

from __future__ import annotations

from .db import Database


class PostStore:
    """Per match, the latest version whose board the publisher set out to show."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def intend(self, match_id: int, version: int) -> None:
        """The board of ``version`` is about to go up; an older version never replaces a newer one."""
        async with self._db.write() as conn:
            await conn.execute(
                "INSERT INTO board_posts (match_id, version) VALUES (?, ?) ON CONFLICT (match_id)"
                " DO UPDATE SET version = excluded.version WHERE board_posts.version < excluded.version",
                (match_id, version),
            )

    async def intended(self, match_id: int) -> int | None:
        """The latest version whose board was set out to be shown, or None."""
        async with self._db.read() as conn:
            rows = list(await conn.execute_fetchall("SELECT version FROM board_posts WHERE match_id = ?", (match_id,)))
        return int(rows[0]["version"]) if rows else None
