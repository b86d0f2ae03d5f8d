"""A PostgreSQL server for the tests, and a fresh empty database on it for each test.

``TEST_DATABASE_URL`` (a ``postgresql://`` URL of a database where the role may create schemas)
points the tests at an existing server: each test works in a schema of its own there, dropped after. Without it the session starts its own with the machine's ``initdb``
and ``pg_ctl`` in a temporary folder, on a free port, and stops it at the end. PostgreSQL refuses
to run as root: as root the folder is handed to the unprivileged user ``nobody`` and both
commands run as that user (``runuser``).
"""

from __future__ import annotations

import asyncio
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Coroutine, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import asyncpg
import pytest

T = TypeVar("T")
UNPRIVILEGED = "nobody"
#: test server settings: durability is not what these tests check, speed is welcome.
_FAST = "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"


def run_async(make: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """Run a coroutine to the end on its own loop in a thread (callable from sync fixtures while
    the test's loop exists, without touching it)."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = asyncio.run(make())
        except BaseException as exc:  # handed to the caller
            box["error"] = exc

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box["value"]  # type: ignore[no-any-return]


def in_schema(url: str, schema: str) -> str:
    """``url`` whose connections work in ``schema`` only (``search_path``, an asyncpg server setting)."""
    parts = urlsplit(url)
    query = urlencode([*parse_qsl(parts.query), ("search_path", schema)])
    return urlunsplit((parts.scheme, parts.netloc, parts.path, query, parts.fragment))


def _bindir() -> Path:
    found = shutil.which("pg_ctl")
    if found:
        return Path(os.path.realpath(found)).parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(Path(p).parts[-3]))
    if not versions:
        raise RuntimeError("no PostgreSQL server binaries (pg_ctl) found: install PostgreSQL or set TEST_DATABASE_URL")
    return Path(versions[-1]).parent


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Server:
    """A running PostgreSQL server: ``url`` is its maintenance database's (``postgres``) URL."""

    url: str
    #: how long starting it took (initdb and start), in seconds; 0 for TEST_DATABASE_URL.
    started_in: float = 0.0
    _stop: Callable[[], None] | None = field(default=None, repr=False)

    def stop(self) -> None:
        if self._stop is not None:
            self._stop()


def start_server() -> Server:
    """initdb and start a throw-away server (as ``nobody`` when root)."""
    began = time.perf_counter()
    bindir = _bindir()
    as_user = ["runuser", "-u", UNPRIVILEGED, "--"] if os.geteuid() == 0 else []
    base = Path(tempfile.mkdtemp(prefix="game-table-pg-"))
    data, sockets = base / "data", base / "sock"
    data.mkdir()
    sockets.mkdir()
    if as_user:
        user = pwd.getpwnam(UNPRIVILEGED)
        for path in (base, data, sockets):
            os.chown(path, user.pw_uid, user.pw_gid)

    def run(*command: str) -> None:
        done = subprocess.run([*as_user, *command], capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"{Path(command[0]).name} failed: {done.stdout}{done.stderr}")

    try:
        run(str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust", "--no-locale",
            "-E", "UTF8", "--no-sync")
        for attempt in range(3):  # the free port may be taken between probe and start
            port = _free_port()
            try:
                run(str(bindir / "pg_ctl"), "-D", str(data), "-l", str(base / "server.log"), "-w", "-o",
                    f"-p {port} -k {sockets} -c listen_addresses=127.0.0.1 {_FAST}", "start")
                break
            except RuntimeError:
                if attempt == 2:
                    raise
    except BaseException:
        shutil.rmtree(base, ignore_errors=True)
        raise

    def stop() -> None:
        try:
            run(str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(base, ignore_errors=True)

    return Server(f"postgresql://postgres@127.0.0.1:{port}/postgres", time.perf_counter() - began, stop)


async def create_schema(server_url: str) -> str:
    """A new empty schema in the server's database; returns the URL of a database that is that
    schema (a fresh, empty database as far as the storage can tell, made in milliseconds where a
    CREATE DATABASE takes about half a second)."""
    name = f"test_{uuid.uuid4().hex[:16]}"
    conn = await asyncpg.connect(server_url)
    try:
        await conn.execute(f'CREATE SCHEMA "{name}"')
    finally:
        await conn.close()
    return in_schema(server_url, name)


async def drop_schema(server_url: str, url: str) -> None:
    name = dict(parse_qsl(urlsplit(url).query))["search_path"]
    conn = await asyncpg.connect(server_url)
    try:
        await conn.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')
    finally:
        await conn.close()


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[Server]:
    """The session's PostgreSQL server: TEST_DATABASE_URL's, else one started here. On a machine
    with neither, the PostgreSQL half of the tests is skipped (and shown as skipped), unless
    ``REQUIRE_POSTGRES`` is set (``.ci/run``): then it fails."""
    given = os.environ.get("TEST_DATABASE_URL", "").strip()
    if given:
        yield Server(given)
        return
    try:
        _bindir()
    except RuntimeError as missing:
        if os.environ.get("REQUIRE_POSTGRES"):
            raise
        pytest.skip(f"{missing}: the PostgreSQL half of the tests is skipped")
    server = start_server()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_url(postgres_server: Server) -> Iterator[str]:
    """The URL of a fresh empty database (a schema of its own), dropped after the test."""
    url = run_async(lambda: create_schema(postgres_server.url))
    try:
        yield url
    finally:
        run_async(lambda: drop_schema(postgres_server.url, url))
