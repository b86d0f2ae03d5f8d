"""Settings from the environment and the ``python -m bot`` entry point."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import discord.http
import pytest

from bot.config import COMPUTER_MATCHES, ConfigError, Settings

ROOT = Path(__file__).resolve().parents[2]


def test_missing_token_exits_2_with_one_line() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "DISCORD_TOKEN" in lines[0] and "Traceback" not in done.stderr


def test_settings_from_env() -> None:
    settings = Settings.from_env({"DISCORD_TOKEN": "secret-token", "DISCORD_GUILD": "123",
                                  "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10/", "DATABASE_PATH": "x.db",
                                  "LOG_LEVEL": "debug"})
    assert settings.guild_id == 123 and settings.api_base == "http://127.0.0.1:9/api/v10"
    assert str(settings.database_path) == "x.db" and settings.log_level == "DEBUG"
    assert "secret-token" not in repr(settings)
    defaults = Settings.from_env({"DISCORD_TOKEN": "t"})
    assert defaults.guild_id is None and str(defaults.database_path) == "game-table.sqlite3"


@pytest.mark.parametrize("env", [{}, {"DISCORD_TOKEN": "t", "DISCORD_GUILD": "abc"},
                                 {"DISCORD_TOKEN": "t", "LOG_LEVEL": "LOUD"},
                                 {"DISCORD_TOKEN": "t", "DISCORD_API_BASE": "ftp://x"},
                                 {"DISCORD_TOKEN": "t", "DISCORD_GATEWAY": "http://127.0.0.1:1/gateway"}])
def test_bad_settings_are_one_line_errors(env: dict[str, str]) -> None:
    with pytest.raises(ConfigError) as error:
        Settings.from_env(env)
    assert "\n" not in str(error.value)


def test_api_base_redirects_rest(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(discord.http.Route, "BASE", discord.http.Route.BASE)
    Settings.from_env({"DISCORD_TOKEN": "t", "DISCORD_API_BASE": "http://127.0.0.1:1/api/v10"}).apply_api_base()
    assert discord.http.Route.BASE == "http://127.0.0.1:1/api/v10"


def test_api_base_moves_only_rest_and_discord_gateway_moves_the_gateway(monkeypatch: pytest.MonkeyPatch) -> None:
    import discord.gateway

    monkeypatch.setattr(discord.http.Route, "BASE", discord.http.Route.BASE)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY",
                        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
    default_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    Settings.from_env({"DISCORD_TOKEN": "t", "DISCORD_API_BASE": "http://127.0.0.1:1/api/v10"}).apply_api_base()
    assert discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY == default_gateway
    Settings.from_env({"DISCORD_TOKEN": "t", "DISCORD_GATEWAY": "ws://127.0.0.1:1/gateway"}).apply_api_base()
    assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == "ws://127.0.0.1:1/gateway"
    assert discord.http.Route.BASE == "http://127.0.0.1:1/api/v10"


def test_render_processes_setting() -> None:
    assert Settings.from_env({"DISCORD_TOKEN": "t", "RENDER_PROCESSES": "0"}).render_processes == 0
    assert Settings.from_env({"DISCORD_TOKEN": "t", "RENDER_PROCESSES": "3"}).render_processes == 3
    assert 1 <= Settings.from_env({"DISCORD_TOKEN": "t"}).render_processes <= 4
    with pytest.raises(ConfigError, match="RENDER_PROCESSES"):
        Settings.from_env({"DISCORD_TOKEN": "t", "RENDER_PROCESSES": "many"})


def test_computer_processes_setting() -> None:
    assert Settings.from_env({"DISCORD_TOKEN": "t", "COMPUTER_PROCESSES": "0"}).computer_processes == 0
    assert Settings.from_env({"DISCORD_TOKEN": "t", "COMPUTER_PROCESSES": " 2 "}).computer_processes == 2
    assert 1 <= Settings.from_env({"DISCORD_TOKEN": "t"}).computer_processes <= 4
    with pytest.raises(ConfigError, match="COMPUTER_PROCESSES must be a whole number"):
        Settings.from_env({"DISCORD_TOKEN": "t", "COMPUTER_PROCESSES": "-1"})


def test_computer_matches_setting() -> None:
    assert Settings.from_env({"DISCORD_TOKEN": "t"}).computer_matches == COMPUTER_MATCHES == 3
    assert Settings.from_env({"DISCORD_TOKEN": "t", "COMPUTER_MATCHES": " 5 "}).computer_matches == 5
    for bad in ("0", "-1", "many"):
        with pytest.raises(ConfigError, match="COMPUTER_MATCHES must be a whole number from 1"):
            Settings.from_env({"DISCORD_TOKEN": "t", "COMPUTER_MATCHES": bad})


def test_shard_settings() -> None:
    from bot.app import GameTableBot, ShardedGameTableBot, make_bot
    from bot.shards import Shards

    base = {"DISCORD_TOKEN": "t"}
    assert Settings.from_env(base).shards is None  # one process, every shard, as before
    assert Settings.from_env({**base, "SHARD_COUNT": "4"}).shards == Shards(4, (0, 1, 2, 3))
    assert Settings.from_env({**base, "SHARD_COUNT": "4", "SHARD_IDS": " 2, 3"}).shards == Shards(4, (2, 3))
    plain = make_bot(Settings.from_env(base))
    assert type(plain) is GameTableBot and plain.held_shards is None
    sharded = make_bot(Settings.from_env({**base, "SHARD_COUNT": "4", "SHARD_IDS": "1,3"}))
    assert isinstance(sharded, ShardedGameTableBot)
    assert (sharded.shard_count, sharded.shard_ids) == (4, [1, 3])  # what AutoShardedBot connects


@pytest.mark.parametrize(("env", "words"), [
    ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number from 1"),
    ({"SHARD_COUNT": "two"}, "SHARD_COUNT must be a whole number from 1"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0;1"}, "SHARD_IDS must list shard numbers"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "shard ids go from 0 to 1"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "1,1"}, "distinct"),
])
def test_bad_shard_settings_are_one_line_errors(env: dict[str, str], words: str) -> None:
    with pytest.raises(ConfigError, match=words) as error:
        Settings.from_env({"DISCORD_TOKEN": "t", **env})
    assert "\n" not in str(error.value)
