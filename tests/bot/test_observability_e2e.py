"""For the people who run the bot (issue 31): the deployed bot with ``METRICS_PORT`` set serves
``/metrics`` (Prometheus' text exposition) and ``/healthz`` on 127.0.0.1, read here after
scripted play through the stand-in; and with ``LOG_FORMAT=json`` every line is one JSON object,
one per interaction. No label nor log line carries the token or a user id."""

from __future__ import annotations

import io
import json
import logging
import re
import socket
import time
import uuid
from collections.abc import Iterator
from urllib.parse import urlsplit, urlunsplit

import aiohttp
import asyncpg
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.app import GameTableBot, make_bot
from bot.config import Settings
from bot.logs import configure_logging
from bot.startup import StartupError
from tests.helpers.guild import Club, match_id_of
from tests.helpers.postgres import Server, postgres_server  # noqa: F401  (fixture)
from tests.service.games import DAMES_QUICK_WIN

#: what a Discord id (user, guild, channel, match message) looks like.
SNOWFLAKE = re.compile(r"\d{15,}")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def observed_bot(table: Club, port: int, database: str | None = None, **env: str) -> GameTableBot:
    """The bot of the README's first command, plus METRICS_PORT (the stand-in is Discord)."""
    settings = Settings.from_env({"DISCORD_TOKEN": table.standin.token, "METRICS_PORT": str(port),
                                  "DATABASE_PATH": str(table.db_path), **env,
                                  **({"DATABASE_URL": database} if database else {})})
    assert settings.metrics_host == "127.0.0.1"
    return make_bot(settings)


async def get(port: int, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session:
        async with session.get(f"http://127.0.0.1:{port}{path}") as response:
            return response.status, await response.text()


Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


async def scrape(port: int) -> Samples:
    status, text = await get(port, "/metrics")
    assert status == 200
    return {(sample.name, frozenset(sample.labels.items())): sample.value
            for family in text_string_to_metric_families(text) for sample in family.samples}


def value(samples: Samples, name: str, **labels: str) -> float:
    """The sample ``name`` whose labels include ``labels`` (0 when there is none)."""
    found = [v for (n, have), v in samples.items() if n == name and set(labels.items()) <= have]
    assert len(found) <= 1, (name, labels, found)
    return found[0] if found else 0.0


def check_labels(samples: Samples, token: str) -> None:
    values = {v for _name, labels in samples for _key, v in labels}
    assert not [v for v in values if SNOWFLAKE.search(v) or token in v], values


async def test_the_exposition_counts_the_moves_and_the_commands_of_a_dames_game(table: Club) -> None:
    standin = table.standin
    port = free_port()
    moves = DAMES_QUICK_WIN[:6]
    async with standin.running(observed_bot(table, port)):
        thread, _board = await table.start()
        players = (table.alice, table.bob)
        for ply, text in enumerate(moves):
            ack = await table.move(players[ply % 2], text, thread)
            assert ack.content == f"You played {text}.", ack.content
        refused = await table.move(table.alice, "1-2", thread)  # Bob's turn, and no such move
        assert refused.ephemeral
        samples = await scrape(port)
        status, body = await get(port, "/healthz")
    assert status == 200 and json.loads(body)["status"] == "ok", body
    assert value(samples, "gametable_move_committed_seconds_count", game="dames", shard="all") == len(moves)
    assert value(samples, "gametable_move_posted_seconds_count", game="dames") == len(moves)
    assert value(samples, "gametable_move_posted_seconds_sum") >= value(samples, "gametable_move_committed_seconds_sum")
    assert value(samples, "gametable_interactions_total", command="/move", outcome="ok") == len(moves)
    assert value(samples, "gametable_interactions_total", command="/challenge", outcome="ok") == 1
    assert value(samples, "gametable_interactions_total", command="component:accept", outcome="ok") == 1
    assert sum(v for (name, labels), v in samples.items() if name == "gametable_interactions_total"
               and dict(labels)["command"] == "/move" and dict(labels)["outcome"].startswith("refused:")) == 1
    assert value(samples, "gametable_matches_open", game="dames") == 1
    assert value(samples, "gametable_timers_pending") >= 1  # the turn's deadline and reminder
    assert value(samples, "gametable_drawing_queue") == 0
    assert value(samples, "gametable_drawing_wait_seconds_count") >= len(moves) + 1
    check_labels(samples, standin.token)


async def test_the_computer_queue_returns_to_zero_after_a_game_against_the_computer(table: Club) -> None:
    standin = table.standin
    port = free_port()
    async with standin.running(observed_bot(table, port)) as bot:
        started = await table.challenge(standin.bot_user, game="mak-yek", level=1)
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == started.id)
        await table.wait_board(thread)
        match_id = match_id_of(started)
        for turn in range(2):
            match = await bot.service.get(match_id)
            await table.move(table.alice, match.legal_moves(table.alice.id)[0][1], thread)
            await table.wait_board(thread, 2 * turn + 3)
            await bot.computers.idle()
        samples = await scrape(port)
    assert value(samples, "gametable_computer_wait_seconds_count") >= 2  # one search a reply at least
    assert value(samples, "gametable_computer_queue") == 0
    assert value(samples, "gametable_move_committed_seconds_count") == 2  # the computer's moves: no interaction
    check_labels(samples, standin.token)


async def test_healthz_names_the_database_once_the_sqlite_file_is_closed(table: Club) -> None:
    port = free_port()
    async with table.standin.running(observed_bot(table, port)) as bot:
        assert (await get(port, "/healthz"))[0] == 200
        await bot.runtime.storage.close()
        status, body = await get(port, "/healthz")
        samples = await scrape(port)
    assert status == 503
    report = json.loads(body)
    assert report["failed"] == ["database"] and report["checks"]["gateway"] == "ok", report
    assert value(samples, "gametable_database_errors_total") >= 1


async def test_healthz_answers_busy_in_time_while_both_pools_are_taken(table: Club) -> None:
    """A long job in every worker of the drawing and computer pools: the bot is busy, not down,
    and says so well within the Dockerfile's health check timeout (the checks run together)."""
    port = free_port()
    async with table.standin.running(observed_bot(table, port)) as bot:
        assert (await get(port, "/healthz"))[0] == 200  # the workers started
        for pool in (bot._render_pool, bot._computer_pool):
            assert pool is not None  # the deployed default: processes
            for _ in range(pool._max_workers):
                pool.submit(time.sleep, 6)
        started = time.monotonic()
        status, body = await get(port, "/healthz")
        took = time.monotonic() - started
    report = json.loads(body)
    assert status == 200 and report["checks"]["drawing"] == report["checks"]["computer"] == "busy", report
    assert took < 2.2, took

@pytest.fixture
def json_logs() -> Iterator[io.StringIO]:
    """The bot's logging as ``python -m bot`` sets it up with LOG_FORMAT=json, into a buffer."""
    root = logging.getLogger()
    level = root.level
    stream = io.StringIO()
    handler = configure_logging("INFO", stream, fmt=Settings.from_env({"DISCORD_TOKEN": "t", "LOG_FORMAT": "json"})
                                .log_format)
    try:
        yield stream
    finally:
        root.removeHandler(handler)
        root.setLevel(level)


async def test_json_logs_one_object_a_line_and_one_line_per_interaction(table: Club, json_logs: io.StringIO) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        await table.move(table.alice, "32-28", thread)
        await table.move(table.alice, "33-29", thread)  # not her turn: refused
    lines = [json.loads(line) for line in json_logs.getvalue().splitlines()]
    assert lines and all({"time", "level", "logger", "message"} <= set(line) for line in lines)
    handled = [line for line in lines if line["logger"] == "bot.interactions"]
    assert [(line["command"], line["outcome"]) for line in handled] == [
        ("/challenge", "ok"), ("component:accept", "ok"), ("/move", "ok"), ("/move", "refused:move.not_your_turn")]
    assert all(line["level"] == "INFO" and isinstance(line["ms"], int) for line in handled)
    assert [line["match"] for line in handled[1:]] == [match_id_of(board)] * 3
    text = json_logs.getvalue()
    assert standin.token not in text
    assert not [u for u in (table.alice, table.bob, table.carol) if str(u.id) in text]
    assert "32-28" not in text  # a move's text is the player's, not the log's


async def test_healthz_follows_a_postgresql_database_that_goes_away_and_comes_back(
        table: Club, postgres_server: Server) -> None:  # noqa: F811
    """The bot's own database on the session's server; it goes away (no connection allowed, the
    bot's ended) and comes back (allowed again): /healthz says so each time."""
    name = f"health_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(postgres_server.url)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
        url = urlunsplit(urlsplit(postgres_server.url)._replace(path=f"/{name}"))
        port = free_port()
        async with table.standin.running(observed_bot(table, port, database=url)):
            assert (await get(port, "/healthz"))[0] == 200
            await table.challenge()  # the gauges read from PostgreSQL: one challenge open, its expiry
            samples = await scrape(port)
            await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS false')
            await admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", name)
            gone, body = await get(port, "/healthz")
            await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS true')
            back = (await get(port, "/healthz"))[0]
    finally:
        await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS true')
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()
    assert gone == 503 and json.loads(body)["failed"] == ["database"], body
    assert back == 200
    assert value(samples, "gametable_matches_open", game="dames") == 1
    assert value(samples, "gametable_timers_pending") == 1


async def test_a_metrics_port_already_taken_stops_the_start_with_one_line(table: Club) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(StartupError, match=f"METRICS_PORT={port}: cannot listen on 127.0.0.1:{port}"):
            async with table.standin.running(observed_bot(table, port)):
                pass


async def test_the_endpoints_end_with_the_bot(table: Club) -> None:
    port = free_port()
    async with table.standin.running(observed_bot(table, port)):
        assert (await get(port, "/metrics"))[0] == 200
    with pytest.raises(aiohttp.ClientConnectionError):
        await get(port, "/healthz")
