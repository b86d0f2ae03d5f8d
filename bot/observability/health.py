"""The health checks behind ``GET /healthz``: the gateway connected, the database answering a
trivial query in time, and the drawing and computer pools taking work."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from concurrent.futures import BrokenExecutor, Executor
from dataclasses import dataclass

import discord

from bot.observability.metrics import Metrics
from bot.storage import Storage
from bot.workers import no_op

log = logging.getLogger(__name__)

#: how long the database may take to answer ``SELECT 1``. The checks run together, so the
#: longest of these bounds the answer: well under the Dockerfile's HEALTHCHECK (urlopen's 4 s
#: timeout, Docker's 5 s), or a busy but working bot would be marked unhealthy.
DATABASE_TIMEOUT = 1.5
#: how long a no-op may wait for a pool; a pool that is only busy (a long search) still counts
#: as alive: only one that refuses work (shut down, a worker died) fails.
POOL_TIMEOUT = 1.5


#: the verdicts of a check that passes: a busy pool is working, only slower.
PASSING = frozenset({"ok", "busy"})


@dataclass(frozen=True)
class Health:
    """Each check's verdict (``ok``, or what went wrong, in a few words without data)."""

    checks: Mapping[str, str]

    @property
    def failed(self) -> list[str]:
        return sorted(name for name, verdict in self.checks.items() if verdict not in PASSING)

    @property
    def healthy(self) -> bool:
        return not self.failed

    def body(self) -> dict[str, object]:
        return {"status": "ok" if self.healthy else "unhealthy", "checks": dict(self.checks), "failed": self.failed}


def gateway(client: discord.Client) -> str:
    if client.is_closed():
        return "closed"
    return "ok" if client.is_ready() else "not connected"


async def database(storage: Storage, metrics: Metrics, timeout: float = DATABASE_TIMEOUT) -> str:
    try:
        await asyncio.wait_for(storage.gauges.ping(), timeout)
    except asyncio.TimeoutError:
        metrics.database_errors.inc()
        return "timed out"
    except Exception as error:  # whatever the driver raises: the database is not there
        metrics.database_errors.inc()
        log.warning("health check: the database did not answer (%s)", type(error).__name__)
        return "unreachable"
    return "ok"


async def pool(executor: Executor | None, timeout: float = POOL_TIMEOUT) -> str:
    """``ok`` once a no-op came back; ``busy`` if it is still queued; else the pool is broken."""
    if executor is None:  # threads of the bot's own process
        return "ok"
    try:
        await asyncio.wait_for(asyncio.get_running_loop().run_in_executor(executor, no_op), timeout)
    except asyncio.TimeoutError:
        return "busy"
    except (BrokenExecutor, RuntimeError):  # a worker died, or the pool was shut down
        return "broken"
    return "ok"


async def check(client: discord.Client, storage: Storage, metrics: Metrics,
                pools: Mapping[str, Executor | None]) -> Health:
    names = list(pools)
    found = await asyncio.gather(database(storage, metrics), *(pool(pools[name]) for name in names))
    return Health({"gateway": gateway(client), "database": found[0], **dict(zip(names, found[1:]))})
