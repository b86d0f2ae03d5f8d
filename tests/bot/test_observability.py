"""The pieces of ``bot.observability`` on their own: the settings, the shard label, the count of
Discord's rate limits (from the line discord.py's HTTP client writes), the JSON log lines and the
pools' health check."""

from __future__ import annotations

import inspect
import io
import json
import logging
from concurrent.futures import ThreadPoolExecutor

import discord.http
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.config import ConfigError, Settings
from bot.logs import JsonFormatter, configure_logging
from bot.observability import health
from bot.observability.metrics import Metrics, shard_label
from bot.observability.ratelimits import LOGGER, RateLimitCounter
from bot.shards import Shards

#: the line discord.py logs before it sleeps on a 429 (discord/http.py, ``HTTPClient.request``).
DISCORD_429 = "We are being rate limited. %s %s responded with 429. Retrying in %.2f seconds."


def samples(metrics: Metrics) -> dict[str, float]:
    return {sample.name: sample.value for family in text_string_to_metric_families(metrics.exposition().decode())
            for sample in family.samples}


def test_metrics_are_off_unless_a_port_is_set_and_stay_on_this_machine_unless_told() -> None:
    plain = Settings.from_env({"DISCORD_TOKEN": "t"})
    assert (plain.metrics_port, plain.metrics_host, plain.log_format) == (None, "127.0.0.1", "text")
    served = Settings.from_env({"DISCORD_TOKEN": "t", "METRICS_PORT": "9108", "METRICS_HOST": "0.0.0.0",
                                "LOG_FORMAT": "JSON"})
    assert (served.metrics_port, served.metrics_host, served.log_format) == (9108, "0.0.0.0", "json")
    for bad in ({"METRICS_PORT": "ninety"}, {"METRICS_PORT": "70000"}, {"METRICS_PORT": "0"}, {"LOG_FORMAT": "xml"}):
        with pytest.raises(ConfigError):
            Settings.from_env({"DISCORD_TOKEN": "t", **bad})


def test_every_metric_is_labelled_by_the_shards_the_process_holds() -> None:
    assert shard_label(None) == "all" and shard_label(Shards(2, (0, 1))) == "all"
    assert shard_label(Shards(4, (1, 3))) == "1,3"
    metrics = Metrics(Shards(2, (1,)))
    metrics.interaction("/move", "ok")
    text = metrics.exposition().decode()
    families = list(text_string_to_metric_families(text))
    assert len(families) >= 11
    assert all(sample.labels.get("shard") == "1" for family in families for sample in family.samples)


def test_discord_rate_limits_are_counted_with_the_seconds_waited() -> None:
    assert DISCORD_429 in inspect.getsource(discord.http)  # the line the counter listens for is discord.py's
    metrics = Metrics()
    counter = RateLimitCounter(metrics)
    counter.install()
    try:
        logger = logging.getLogger(LOGGER)
        logger.warning(DISCORD_429, "POST", "https://discord.com/api/v10/channels/1/messages", 1.5)
        logger.warning("Global rate limit has been hit. Retrying in %.2f seconds.", 1.5)  # the same 429
        logger.warning("something else")
    finally:
        counter.remove()
    logging.getLogger(LOGGER).warning(DISCORD_429, "GET", "/x", 2.0)  # removed: not counted
    found = samples(metrics)
    assert found["gametable_discord_rate_limits_total"] == 1
    assert found["gametable_discord_rate_limit_wait_seconds_count"] == 1
    assert found["gametable_discord_rate_limit_wait_seconds_sum"] == 1.5


def test_rate_limits_are_counted_with_log_level_error_and_their_lines_stay_unprinted() -> None:
    """LOG_LEVEL=ERROR: the console shows errors only, yet the counter hears every 429."""
    root = logging.getLogger()
    level = root.level
    stream = io.StringIO()
    handler = configure_logging(Settings.from_env({"DISCORD_TOKEN": "t", "LOG_LEVEL": "ERROR"}).log_level, stream)
    metrics = Metrics()
    counter = RateLimitCounter(metrics)
    logger = logging.getLogger(LOGGER)
    before = logger.level
    counter.install()
    try:
        logger.warning(DISCORD_429, "POST", "/channels/1/messages", 0.75)
        logger.error("an error still printed")
    finally:
        counter.remove()
        root.removeHandler(handler)
        root.setLevel(level)
    assert samples(metrics)["gametable_discord_rate_limits_total"] == 1
    assert stream.getvalue().splitlines()[-1].endswith("an error still printed")
    assert "rate limited" not in stream.getvalue()
    assert logger.level == before  # removed: as it was


def test_a_json_log_line_carries_the_fields_and_the_traceback() -> None:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("tests.json-lines")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        logger.warning("played in %d ms", 12, extra={"command": "/move", "match": 7, "ms": 12})
        try:
            raise ValueError("broken")
        except ValueError:
            logger.exception("failed")
    finally:
        logger.removeHandler(handler)
        logger.propagate = True
    first, second = (json.loads(line) for line in stream.getvalue().splitlines())
    assert {k: first[k] for k in ("level", "logger", "message", "command", "match", "ms")} == {
        "level": "WARNING", "logger": "tests.json-lines", "message": "played in 12 ms", "command": "/move",
        "match": 7, "ms": 12}
    assert first["time"].endswith("+00:00") and "args" not in first and "msg" not in first
    assert second["level"] == "ERROR" and "ValueError: broken" in second["exception"]


async def test_a_pool_that_refuses_work_is_unhealthy_a_working_one_healthy() -> None:
    pool = ThreadPoolExecutor(1)
    assert await health.pool(pool) == "ok"
    assert await health.pool(None) == "ok"  # threads of the bot's own process
    pool.shutdown()
    assert await health.pool(pool) == "broken"
    verdict = health.Health({"gateway": "ok", "database": "unreachable", "computer": "busy"})
    assert not verdict.healthy and verdict.body()["failed"] == ["database"]
