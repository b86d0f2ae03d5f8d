"""Post-game analyses (``/analyse``): the report of a finished match at one searcher level, as
JSON text, stored once (the first one written stays: two processes that analysed the same match
at once wrote the same report)."""

from __future__ import annotations

import json
from typing import Any

from .db import Database


class AnalysisStore:
    """Per match and level, the analysis report's JSON."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def save(self, match_id: int, level: int, report: dict[str, Any]) -> None:
        async with self._db.write() as conn:
            await conn.execute(
                "INSERT INTO analyses (match_id, level, report, created_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (match_id, level) DO NOTHING",
                (match_id, level, json.dumps(report, separators=(",", ":")), self._db.now()),
            )

    async def get(self, match_id: int, level: int) -> dict[str, Any] | None:
        """The stored report, or None (none yet, or its text is not a JSON object)."""
        async with self._db.read() as conn:
            rows = list(await conn.execute_fetchall(
                "SELECT report FROM analyses WHERE match_id = ? AND level = ?", (match_id, level)))
        if not rows:
            return None
        try:
            data = json.loads(rows[0]["report"])
        except ValueError:
            return None
        return data if isinstance(data, dict) else None
