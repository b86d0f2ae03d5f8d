"""Settings read once from the environment (never logged with the token)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from bot.shards import Shards

TOKEN_HELP = (
    "DISCORD_TOKEN is not set: create an application at https://discord.com/developers/applications, "
    "open its Bot page, press 'Reset Token', and export the token as DISCORD_TOKEN (see README.md)."
)
LOG_LEVELS = ("CRITICAL", "ERROR", "WARNING", "INFO", "DEBUG")
LOG_FORMATS = ("text", "json")
#: where the metrics and health endpoints listen when METRICS_HOST is unset: this machine only.
METRICS_HOST = "127.0.0.1"
#: matches against the computer one user may have open in one server (``COMPUTER_MATCHES``): a
#: few, since each may hold a search at any time (issue 27: one user's hundred level-8 matches).
COMPUTER_MATCHES = 3


def default_render_processes() -> int:
    """One drawing process per core, at most four: a board takes about 30 ms of CPU."""
    return min(4, os.cpu_count() or 1)


def default_computer_processes() -> int:
    """Half the cores for the computer's searches, at least one, at most four: a level-8 search
    keeps its process busy for up to a second (``THINK_SECONDS`` at most)."""
    return max(1, min(4, (os.cpu_count() or 1) // 2))


class ConfigError(Exception):
    """A setting is missing or malformed; the message is one line meant for the person starting the bot."""


def _processes(name: str, text: str, default: int) -> int:
    text = text.strip()
    if text and not text.isdigit():
        raise ConfigError(f"{name} must be a whole number (0: no extra process), not {text!r}.")
    return int(text) if text else default


def shards_from_env(env: Mapping[str, str]) -> Shards | None:
    """SHARD_COUNT (how many shards the bot has) and SHARD_IDS (those this process holds, such as
    ``0,1``; unset: all of them). Neither set: None, one process holding every shard."""
    count_text = env.get("SHARD_COUNT", "").strip()
    ids_text = env.get("SHARD_IDS", "").strip()
    if not count_text:
        if ids_text:
            raise ConfigError("SHARD_IDS needs SHARD_COUNT, the bot's number of shards (such as SHARD_COUNT=2).")
        return None
    if not count_text.isdigit() or int(count_text) < 1:
        raise ConfigError(f"SHARD_COUNT must be a whole number from 1, not {count_text!r}.")
    count = int(count_text)
    if not ids_text:
        return Shards.all_of(count)
    parts = [part.strip() for part in ids_text.split(",")]
    if not all(part.isdigit() for part in parts):
        raise ConfigError(f"SHARD_IDS must list shard numbers separated by commas (such as 0,1), not {ids_text!r}.")
    try:
        return Shards(count, tuple(int(part) for part in parts))
    except ValueError as error:
        raise ConfigError(f"SHARD_IDS={ids_text}: {error} (SHARD_COUNT={count}).") from None


@dataclass(frozen=True)
class Settings:
    """The bot's settings; see ``from_env`` for the variable names."""

    token: str = field(repr=False)
    guild_id: int | None = None
    api_base: str | None = None
    gateway_url: str | None = None
    database_path: Path = Path("game-table.sqlite3")
    #: a ``postgresql://`` URL: the shared PostgreSQL store instead of the SQLite file (it may
    #: carry a password: never shown).
    database_url: str | None = field(default=None, repr=False)
    log_level: str = "INFO"
    #: processes drawing the boards (0: threads of the bot's own process).
    render_processes: int = field(default_factory=default_render_processes)
    #: processes running the computer's searches (0: threads of the bot's own process).
    computer_processes: int = field(default_factory=default_computer_processes)
    #: matches against the computer one user may have open in one server at once.
    computer_matches: int = COMPUTER_MATCHES
    #: the shards this process holds (SHARD_COUNT, SHARD_IDS); None: one process, every shard.
    shards: Shards | None = None
    #: the port of ``/metrics`` and ``/healthz`` (None: no such server), and the address it binds.
    metrics_port: int | None = None
    metrics_host: str = METRICS_HOST
    #: ``text`` lines or one JSON object a line.
    log_format: str = "text"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """DISCORD_TOKEN (required), DISCORD_GUILD, DISCORD_API_BASE, DISCORD_GATEWAY, DATABASE_URL,
        DATABASE_PATH, LOG_LEVEL, LOG_FORMAT, RENDER_PROCESSES, COMPUTER_PROCESSES, COMPUTER_MATCHES, SHARD_COUNT,
        SHARD_IDS, METRICS_PORT, METRICS_HOST."""
        env = os.environ if env is None else env
        token = env.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ConfigError(TOKEN_HELP)
        guild = env.get("DISCORD_GUILD", "").strip()
        if guild and not guild.isdigit():
            raise ConfigError(f"DISCORD_GUILD must be a server id (digits only), not {guild!r}.")
        api_base = env.get("DISCORD_API_BASE", "").strip().rstrip("/") or None
        if api_base is not None and not api_base.startswith(("http://", "https://")):
            raise ConfigError("DISCORD_API_BASE must be an http(s) URL such as https://discord.com/api/v10.")
        gateway = env.get("DISCORD_GATEWAY", "").strip() or None
        if gateway is not None and not gateway.startswith(("ws://", "wss://")):
            raise ConfigError("DISCORD_GATEWAY must be a ws(s) URL such as wss://gateway.discord.gg/.")
        level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            raise ConfigError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}.")
        log_format = env.get("LOG_FORMAT", "").strip().lower() or "text"
        if log_format not in LOG_FORMATS:
            raise ConfigError(f"LOG_FORMAT must be text or json, not {log_format!r}.")
        port_text = env.get("METRICS_PORT", "").strip()
        if port_text and (not port_text.isdigit() or not 0 < int(port_text) < 65536):
            raise ConfigError(f"METRICS_PORT must be a TCP port number (1-65535), not {port_text!r}.")
        metrics_host = env.get("METRICS_HOST", "").strip() or METRICS_HOST
        path = env.get("DATABASE_PATH", "").strip() or "game-table.sqlite3"
        url = env.get("DATABASE_URL", "").strip() or None
        if url is not None and not url.startswith(("postgresql://", "postgres://")):
            raise ConfigError("DATABASE_URL must be a PostgreSQL URL such as postgresql://user:password@host/db "
                              "(unset it to use the SQLite file DATABASE_PATH).")
        render_processes = _processes("RENDER_PROCESSES", env.get("RENDER_PROCESSES", ""), default_render_processes())
        computer_processes = _processes("COMPUTER_PROCESSES", env.get("COMPUTER_PROCESSES", ""),
                                        default_computer_processes())
        matches_text = env.get("COMPUTER_MATCHES", "").strip()
        if matches_text and (not matches_text.isdigit() or int(matches_text) < 1):
            raise ConfigError(f"COMPUTER_MATCHES must be a whole number from 1 (the matches against the computer "
                              f"one player may have open in a server), not {matches_text!r}.")
        return cls(token=token, guild_id=int(guild) if guild else None, api_base=api_base, gateway_url=gateway,
                   database_path=Path(path), database_url=url, log_level=level,
                   render_processes=render_processes, computer_processes=computer_processes,
                   computer_matches=int(matches_text) if matches_text else COMPUTER_MATCHES,
                   shards=shards_from_env(env), metrics_port=int(port_text) if port_text else None,
                   metrics_host=metrics_host, log_format=log_format)

    @property
    def database(self) -> str | Path:
        """Where the matches live: DATABASE_URL when set, else the SQLite file."""
        return self.database_url or self.database_path

    def apply_api_base(self) -> None:
        """Point discord.py's REST client at ``api_base`` (a stand-in or a rate-limit proxy) and its
        gateway connection at ``gateway_url``; each one only when set."""
        if self.api_base is not None:
            import discord.http

            discord.http.Route.BASE = self.api_base
        if self.gateway_url is not None:
            import discord.gateway
            import yarl

            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
