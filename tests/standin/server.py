"""The aiohttp application: request log, auth, injected faults, errors as JSON, rate-limit headers."""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass, field
from typing import Awaitable, Callable, Optional

from aiohttp import web

from .errors import ApiError
from .gateway import Gateway
from .routes_app import AppRoutes
from .routes_channels import ChannelRoutes
from .routes_interactions import InteractionRoutes
from .wire import error_response, ratelimit_headers
from .world import World

API = "/api/v10"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

# Routes Discord serves without the bot token: the interaction token is the credential.
_TOKEN_ROUTES = re.compile(r"^/(interactions|webhooks)/")


@dataclass
class Fault:
    """An error to answer instead of handling, for the next ``times`` matching requests."""

    method: str
    path: re.Pattern[str]
    error: ApiError
    times: int


@dataclass
class Stall:
    """The next matching request is handled (its message posted...) but its answer withheld
    until ``release`` is set: the moment a process dies between a request and its answer."""

    method: str
    path: re.Pattern[str]
    handled: asyncio.Event = field(default_factory=asyncio.Event)
    release: asyncio.Event = field(default_factory=asyncio.Event)


class Server:
    def __init__(self, world: World, gateway: Gateway, *, response_deadline: float) -> None:
        self.world = world
        self.gateway = gateway
        self.faults: list[Fault] = []
        self.stalls: list[Stall] = []
        self.app = web.Application(middlewares=[self._middleware], client_max_size=32 * 1024 * 1024)
        router = self.app.router
        router.add_get("/gateway", gateway.handle)
        AppRoutes(world).register(router, API)
        ChannelRoutes(world, gateway).register(router, API)
        InteractionRoutes(world, gateway, response_deadline).register(router, API)
        self._runner: Optional[web.AppRunner] = None

    async def start(self, host: str = "127.0.0.1") -> str:
        """Listen on a free port; returns the base URL."""
        # A short shutdown timeout: stop() must not wait on lingering keep-alive connections.
        self._runner = web.AppRunner(self.app, access_log=None, shutdown_timeout=0.5)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, 0)
        await site.start()
        _host, port = self._runner.addresses[0][:2]
        return f"http://{host}:{port}"

    async def stop(self) -> None:
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def _take_fault(self, method: str, path: str) -> Optional[ApiError]:
        for fault in self.faults:
            if fault.method == method and fault.path.fullmatch(path):
                fault.times -= 1
                if fault.times <= 0:
                    self.faults.remove(fault)
                return fault.error
        return None

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        path = request.path
        relative = path[len(API):] if path.startswith(API + "/") else path
        self.world.requests.append((request.method, relative))
        if path == "/gateway":  # long-lived: not "in flight"
            return await handler(request)
        self.world.inflight += 1
        self.world.touch()
        try:
            response = await self._handle(request, handler, relative)
        finally:
            self.world.inflight -= 1
            self.world.touch()
        if path.startswith(API + "/"):
            route = request.match_info.route.resource
            bucket = route.canonical if route is not None else relative
            response.headers.update(ratelimit_headers(f"{request.method} {bucket}"))
        return response

    async def _handle(self, request: web.Request, handler: Handler, relative: str) -> web.StreamResponse:
        try:
            if getattr(request.match_info, "http_exception", None) is not None:
                self.world.unknown_requests.append((request.method, relative))
                raise ApiError(404, 0, "404: Not Found")
            fault = self._take_fault(request.method, relative)
            if fault is not None:
                raise fault
            needs_token = request.path.startswith(API + "/") and not _TOKEN_ROUTES.match(relative)
            if needs_token and request.headers.get("Authorization") != f"Bot {self.world.token}":
                raise ApiError(401, 0, "401: Unauthorized")
            response = await handler(request)
            stall = next((s for s in self.stalls if s.method == request.method and s.path.fullmatch(relative)), None)
            if stall is not None:
                self.stalls.remove(stall)
                stall.handled.set()
                await stall.release.wait()
            return response
        except ApiError as error:
            self.world.errors.append((request.method, relative, error.status, error.code))
            return error_response(error)
