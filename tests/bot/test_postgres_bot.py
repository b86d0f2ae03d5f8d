"""The bot on PostgreSQL (DATABASE_URL): settings, a start that cannot reach the server, and a
match played through the real client with every row in PostgreSQL."""

from __future__ import annotations

import random
import socket
from pathlib import Path

import pytest

from bot.app import GameTableBot
from bot.config import ConfigError, Settings
from bot.storage import Storage
from tests.bot.test_first_run import _bot_env, _finish, _last_line, _start_bot
from tests.helpers.guild import BOARD_SIZE, Club, match_id_of, only_rematch
from tests.helpers.postgres import postgres_server, postgres_url  # noqa: F401  (fixtures)
from tests.standin import DiscordStandIn


def test_database_url_is_read_and_never_shown() -> None:
    settings = Settings.from_env({"DISCORD_TOKEN": "t", "DATABASE_URL": "postgresql://bot:s3cret@db.local/games"})
    assert settings.database == "postgresql://bot:s3cret@db.local/games"
    assert "s3cret" not in repr(settings)
    assert str(Settings.from_env({"DISCORD_TOKEN": "t"}).database) == "game-table.sqlite3"
    with pytest.raises(ConfigError, match="DATABASE_URL must be a PostgreSQL URL"):
        Settings.from_env({"DISCORD_TOKEN": "t", "DATABASE_URL": "mysql://x/y"})


async def test_a_postgresql_server_that_does_not_answer_is_one_line_without_the_password(
        standin: DiscordStandIn, tmp_path: Path) -> None:
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    url = f"postgresql://bot:s3cret@127.0.0.1:{port}/games"
    status, err = await _finish(await _start_bot(_bot_env(standin, tmp_path, DATABASE_URL=url)))
    assert status == 1
    line = _last_line(err)
    assert f"DATABASE_URL=postgresql://127.0.0.1:{port}/games cannot be opened" in line
    assert "s3cret" not in err


async def test_a_match_played_on_postgresql(table: Club, postgres_url: str) -> None:  # noqa: F811
    standin = table.standin
    bot = GameTableBot(database_path=postgres_url, rng=random.Random(1), board_size=BOARD_SIZE,
                       guild_ready_timeout=0.05)
    async with standin.running(bot):
        thread, board = await table.start(rated=True)
        await table.played(table.alice, "32-28", thread)
        await (await standin.slash(table.bob, "resign", channel=thread)).followup()
        final = await table.wait_board(thread, 3)
        assert only_rematch(final)
    async with Storage.open(postgres_url) as storage:
        assert storage.dialect == "postgresql"
        match = await storage.matches.get(match_id_of(board))
        assert match is not None and match.status == "finished" and match.result is not None
        assert (match.result["winners"], match.result["reason"]) == ([0], "resignation")
        assert [m.notation for m in await storage.matches.moves(match.id)] == ["32-28"]
        assert [user for user, _ in await storage.ratings.leaderboard(match.guild_id, "dames")] == [table.alice.id, table.bob.id]
