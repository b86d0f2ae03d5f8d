"""Guild and user settings queries."""

from __future__ import annotations

from typing import Any

from .conn import Conn
from .db import Database
from .rows import UNSET, GuildSettings, Unset, UserSettings


class SettingsStore:
    """Per-guild and per-user preferences; missing rows read as all-None defaults."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def guild(self, guild_id: int) -> GuildSettings:
        """The guild's settings (defaults when never set)."""
        async with self._db.read() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT guild_id, language, default_days, default_unlimited, rate_computer, tournament_role"
                    " FROM guild_settings"
                    " WHERE guild_id = ?",
                    (guild_id,),
                )
            )
        return _guild(rows[0]) if rows else GuildSettings(guild_id)

    async def set_guild(
        self,
        guild_id: int,
        *,
        language: str | None | Unset = UNSET,
        default_days: int | None | Unset = UNSET,
        default_unlimited: bool | Unset = UNSET,
        rate_computer: bool | Unset = UNSET,
        tournament_role: int | None | Unset = UNSET,
    ) -> GuildSettings:
        """Set the given fields (None resets to default, UNSET keeps); returns the result."""
        if default_days not in (None, UNSET) and (
            isinstance(default_days, bool) or not isinstance(default_days, int) or default_days <= 0
        ):
            raise ValueError("default_days must be a positive int or None")
        given: dict[str, Any] = {"language": language, "default_days": default_days}
        if default_unlimited is not UNSET:
            given["default_unlimited"] = int(bool(default_unlimited))
        if rate_computer is not UNSET:
            given["rate_computer"] = int(bool(rate_computer))
        if tournament_role is not UNSET:
            given["tournament_role"] = tournament_role
        await self._upsert("guild_settings", "guild_id", guild_id, given)
        return await self.guild(guild_id)

    async def guild_language(self, guild_id: int) -> str | None:
        """The guild's language, or None when not set."""
        return (await self.guild(guild_id)).language

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        """Set (or with None, reset) the guild's language."""
        await self.set_guild(guild_id, language=language)

    async def user(self, user_id: int) -> UserSettings:
        """The user's settings (defaults when never set)."""
        async with self._db.read() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT user_id, language, ping FROM user_settings WHERE user_id = ?", (user_id,)
                )
            )
        return UserSettings(*rows[0]) if rows else UserSettings(user_id)

    async def set_user(
        self,
        user_id: int,
        *,
        language: str | None | Unset = UNSET,
        ping: str | None | Unset = UNSET,
    ) -> UserSettings:
        """Set the given fields (None resets to default, UNSET keeps); returns the result."""
        row = await self._upsert("user_settings", "user_id", user_id, {"language": language, "ping": ping})
        return UserSettings(*row)

    @staticmethod
    async def rates_computer(conn: Conn, guild_id: int) -> bool:
        """Inside ``conn``'s transaction: whether the guild rates matches with a computer seat."""
        rows = list(await conn.execute_fetchall("SELECT rate_computer FROM guild_settings WHERE guild_id = ?",
                                                (guild_id,)))
        return bool(rows and rows[0][0])

    async def _upsert(self, table: str, key: str, key_value: int, given: dict[str, Any]) -> tuple[Any, ...]:
        # Table and column names are the literals of the methods above, never callers' data.
        columns = list(given)
        values = [None if value is UNSET else value for value in given.values()]
        changed = [column for column, value in given.items() if value is not UNSET]
        conflict = (
            "DO UPDATE SET " + ", ".join(f"{column} = excluded.{column}" for column in changed)
            if changed
            else "DO NOTHING"
        )
        placeholders = ", ".join("?" for _ in range(len(columns) + 1))
        async with self._db.write() as conn:
            await conn.execute(
                f"INSERT INTO {table} ({key}, {', '.join(columns)}) VALUES ({placeholders})"
                f" ON CONFLICT ({key}) {conflict}",
                (key_value, *values),
            )
            rows = list(
                await conn.execute_fetchall(
                    f"SELECT {key}, {', '.join(columns)} FROM {table} WHERE {key} = ?", (key_value,)
                )
            )
        return tuple(rows[0])


def _guild(row: Any) -> GuildSettings:
    values = tuple(row)
    return GuildSettings(values[0], values[1], values[2], bool(values[3]), bool(values[4]), values[5])
