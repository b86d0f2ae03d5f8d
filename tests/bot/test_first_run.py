"""A first run that explains itself (issue 10 §4): every fault of the set-up is one line on stderr
naming what to fix, with a non-zero status and no traceback; SIGTERM stops the bot cleanly.

The database checks call ``bot.__main__.main`` in-process (they end before anything connects) and
once through ``python -m bot``; the Discord faults and the stop run ``python -m bot`` against the
stand-in, which keeps serving on this test's event loop while the bot runs in its own process.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sqlite3
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.startup import SQLITE_HEADER, StartupError, check_database_path
from tests.standin import DiscordStandIn

ROOT = Path(__file__).resolve().parents[2]
NOT_A_DATABASE = b"name,score\nalice,3\n" * 50


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[dict[str, str]]:
    """The settings of a bot that would start; each test changes what it checks."""
    values = {"DISCORD_TOKEN": "t", "DATABASE_PATH": str(tmp_path / "game.sqlite3")}
    for name in ("DISCORD_GUILD", "DISCORD_API_BASE", "DISCORD_GATEWAY", "LOG_LEVEL"):
        monkeypatch.delenv(name, raising=False)
    for name, value in values.items():
        monkeypatch.setenv(name, value)
    yield values


def _make_database(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE t (x)")
    db.close()


def _refused(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """``path`` is not writable for this user (root ignores the mode bits, so ``os.access`` says it)."""
    real = os.access

    def access(target: object, mode: int, **kwargs: object) -> bool:
        if Path(str(target)) == path and mode & os.W_OK:
            return False
        return real(target, mode, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("bot.startup.os.access", access)


def _one_line_naming(err: str, path: Path, *words: str) -> None:
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err and str(path) in err, err
    for word in words:
        assert word in err, err


def _run_main(capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = main()
    return status, capsys.readouterr().err


def _run_main_read_only(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, path: Path,
                        mode: int, restored: int) -> tuple[int, str]:
    """``_run_main`` while ``path`` has the read-only ``mode`` (and ``_refused``); ``restored`` after."""
    path.chmod(mode)
    _refused(monkeypatch, path)
    try:
        return _run_main(capsys)
    finally:
        path.chmod(restored)


def test_a_database_in_a_missing_folder_is_one_line_naming_the_folder(
        env: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "no" / "such"
    monkeypatch.setenv("DATABASE_PATH", str(folder / "game.sqlite3"))
    status, err = _run_main(capsys)
    assert status == 1
    _one_line_naming(err, folder, "does not exist", "mkdir")
    assert not (tmp_path / "no").exists()


def test_a_database_in_a_read_only_folder_is_one_line(
        env: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    monkeypatch.setenv("DATABASE_PATH", str(folder / "game.sqlite3"))
    status, err = _run_main_read_only(capsys, monkeypatch, folder, 0o555, 0o755)
    assert status == 1
    _one_line_naming(err, folder, "read-only", "folder")
    assert list(folder.iterdir()) == []


def test_a_read_only_database_file_is_one_line_and_stays_as_it_was(
        env: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.sqlite3"
    _make_database(path)
    before = path.read_bytes()
    status, err = _run_main_read_only(capsys, monkeypatch, path, 0o444, 0o644)
    assert status == 1
    _one_line_naming(err, path, "read-only", "chmod")
    assert path.read_bytes() == before


@pytest.mark.parametrize("content", [NOT_A_DATABASE, b"\x00" * 4096, SQLITE_HEADER[:-1] + b"!" * 200],
                         ids=["csv", "zeros", "almost-a-header"])
def test_a_file_that_is_not_a_database_is_never_touched(
        env: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes) -> None:
    path = Path(env["DATABASE_PATH"])
    path.write_bytes(content)
    stamp = path.stat().st_mtime_ns
    status, err = _run_main(capsys)
    assert status == 1
    _one_line_naming(err, path, "not a SQLite database", "untouched")
    assert path.read_bytes() == content and path.stat().st_mtime_ns == stamp
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]  # no -wal, no -shm


def test_a_folder_given_as_the_database_is_one_line(
        env: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path))
    status, err = _run_main(capsys)
    assert status == 1
    _one_line_naming(err, tmp_path, "is a folder")


def test_an_empty_file_a_database_and_a_new_file_pass_the_check(tmp_path: Path) -> None:
    empty = tmp_path / "empty.sqlite3"
    empty.write_bytes(b"")
    real = tmp_path / "real.sqlite3"
    _make_database(real)
    for path in (empty, real, tmp_path / "new.sqlite3", Path(":memory:")):
        check_database_path(path)
    with pytest.raises(StartupError):
        check_database_path(tmp_path / "missing" / "db.sqlite3")


def _bot_env(standin: DiscordStandIn | None, tmp_path: Path, **extra: str) -> dict[str, str]:
    """The environment of ``python -m bot`` as the README starts it: no setting but the token, the
    database file (in this test's folder) and where Discord is (the stand-in); the log at INFO."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DISCORD_", "DATABASE_", "LOG_LEVEL", "RENDER_", "SHARD_"))}
    env.update({"DATABASE_PATH": str(tmp_path / "game.sqlite3"), "PYTHONPATH": str(ROOT), "LOG_LEVEL": "INFO"})
    if standin is not None:
        env.update({"DISCORD_TOKEN": standin.token, "DISCORD_API_BASE": standin.api_url,
                    "DISCORD_GATEWAY": standin.gateway.url})
    env.update(extra)
    return env


async def _start_bot(env: dict[str, str]) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=str(ROOT), env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)


async def _finish(process: asyncio.subprocess.Process, timeout: float = 30.0) -> tuple[int, str]:
    try:
        _out, err = await asyncio.wait_for(process.communicate(), timeout)
    except asyncio.TimeoutError:
        process.kill()
        await process.wait()
        raise AssertionError("the bot did not exit") from None
    assert process.returncode is not None
    return process.returncode, err.decode()


def _last_line(err: str) -> str:
    """The bot's own line: earlier lines are the log (INFO) of what it did before failing."""
    assert "Traceback" not in err, err
    lines = err.strip().splitlines()
    assert lines and lines[-1].startswith("game-table-bot: "), err
    return lines[-1]


def test_python_m_bot_refuses_a_file_that_is_not_a_database_in_one_line(tmp_path: Path) -> None:
    import subprocess

    path = tmp_path / "game.sqlite3"
    path.write_bytes(NOT_A_DATABASE)
    env = _bot_env(None, tmp_path, DISCORD_TOKEN="t")
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1
    _one_line_naming(done.stderr, path, "not a SQLite database")
    assert path.read_bytes() == NOT_A_DATABASE


async def test_a_bad_token_is_one_line(standin: DiscordStandIn, tmp_path: Path) -> None:
    status, err = await _finish(await _start_bot(_bot_env(standin, tmp_path, DISCORD_TOKEN="not-the-token")))
    assert status == 1
    line = _last_line(err)
    assert "DISCORD_TOKEN" in line and "401" in line and "not-the-token" not in err


async def test_a_start_with_a_placeholder_token_warns_of_no_voice_support(standin: DiscordStandIn,
                                                                          tmp_path: Path) -> None:
    """The bot has no voice feature: discord.py's warnings that PyNaCl and davey are missing would
    only alarm whoever starts it."""
    status, err = await _finish(await _start_bot(_bot_env(standin, tmp_path, DISCORD_TOKEN="your-bot-token")))
    assert status == 1 and "DISCORD_TOKEN" in _last_line(err)
    assert "voice" not in err.lower() and "PyNaCl" not in err and "davey" not in err, err


async def test_no_network_is_one_line(tmp_path: Path) -> None:
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    base = f"http://127.0.0.1:{port}/api/v10"
    env = _bot_env(None, tmp_path, DISCORD_TOKEN="t", DISCORD_API_BASE=base)
    status, err = await _finish(await _start_bot(env))
    assert status == 1
    line = _last_line(err)
    assert "cannot reach Discord" in line and base in line


async def test_a_guild_the_bot_is_not_in_is_one_line(standin: DiscordStandIn, tmp_path: Path) -> None:
    standin.add_guild()
    env = _bot_env(standin, tmp_path, DISCORD_GUILD="123456789012345678")
    status, err = await _finish(await _start_bot(env))
    assert status == 1
    line = _last_line(err)
    assert "DISCORD_GUILD=123456789012345678" in line and "applications.commands" in line


async def test_sigterm_stops_the_bot_cleanly_and_keeps_the_acknowledged_moves(
        standin: DiscordStandIn, tmp_path: Path) -> None:
    guild = standin.add_guild()
    alice, bob = standin.add_user("alice"), standin.add_user("bob")
    process = await _start_bot(_bot_env(standin, tmp_path, DISCORD_GUILD=str(guild.id)))
    try:
        await standin.wait_for(lambda: standin.gateway.connections > 0 and standin.guild_commands(guild),
                               timeout=30, what="the bot to connect")
        challenge = await (await standin.slash(alice, "challenge", {"game": "dames", "opponent": bob,
                                                                    "first": "challenger"})).response()
        assert challenge.message is not None
        await (await standin.click(bob, challenge.message, challenge.message.button(prefix="gt:accept:"))).response()
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == challenge.message.id)
        acknowledged = await (await standin.slash(alice, "move", {"text": "32-28"}, channel=thread)).followup(
            timeout=10)
        assert "32-28" in acknowledged.content
        late = await standin.slash(bob, "move", {"text": "19-23"}, channel=thread)
        started = time.monotonic()
        process.send_signal(signal.SIGTERM)
        status, err = await _finish(process, timeout=15)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert status == 0, err
    assert time.monotonic() - started < 10
    assert "Traceback" not in err and "stopping" in err
    assert not (tmp_path / "game.sqlite3-wal").exists(), "the database was not closed"
    db = sqlite3.connect(tmp_path / "game.sqlite3")
    try:
        moves = [row[0] for row in db.execute("SELECT notation FROM moves ORDER BY ply")]
    finally:
        db.close()
    assert moves[:1] == ["32-28"]
    # The move sent with the signal was either played and answered, or not played at all.
    if moves[1:] == ["19-23"]:
        assert "19-23" in (await late.followup(timeout=5)).content
    else:
        assert moves == ["32-28"]
