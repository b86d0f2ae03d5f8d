"""The operator's HTTP endpoints, served from the bot's own event loop by aiohttp (which
discord.py already depends on): ``/metrics`` in Prometheus' text exposition and ``/healthz``
(200 or 503 with a small JSON body naming the failed checks). Off unless ``METRICS_PORT`` is
set; bound to 127.0.0.1 unless ``METRICS_HOST`` says otherwise."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from bot.observability.health import Health
from bot.observability.metrics import Metrics

log = logging.getLogger(__name__)


class MetricsServer:
    """Serves ``metrics`` (brought up to date by ``refresh`` first) and ``health``."""

    def __init__(self, metrics: Metrics, refresh: Callable[[], Awaitable[None]],
                 health: Callable[[], Awaitable[Health]]) -> None:
        self.metrics = metrics
        self.refresh = refresh
        self.health = health
        self._runner: web.AppRunner | None = None

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/metrics", self._metrics)
        app.router.add_get("/healthz", self._healthz)
        return app

    async def start(self, host: str, port: int) -> None:
        runner = web.AppRunner(self.app(), access_log=None)
        await runner.setup()
        await web.TCPSite(runner, host, port).start()
        self._runner = runner
        log.info("metrics and health served on http://%s:%d/metrics and /healthz", host, port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _metrics(self, request: web.Request) -> web.Response:
        await self.refresh()
        return web.Response(body=self.metrics.exposition(), headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def _healthz(self, request: web.Request) -> web.Response:
        health = await self.health()
        return web.json_response(health.body(), status=200 if health.healthy else 503)
