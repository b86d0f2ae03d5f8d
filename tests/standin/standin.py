"""``DiscordStandIn``: the facade tests use to build a world, run a bot and inject interactions."""

from __future__ import annotations

import asyncio
import re
import secrets
from contextlib import asynccontextmanager, suppress
from typing import Any, AsyncIterator, Callable, ClassVar, Mapping, Optional, Sequence, TypeVar, Union

import discord
import discord.asset
import discord.gateway
import discord.http
import yarl

from . import components as comps
from . import options as opts
from . import payloads
from . import permissions as perms
from .errors import ApiError, BotCrashed
from .gateway import Gateway
from .objects import Attachment, Channel, Guild, Interaction, Message, Role, Thread, User
from .server import Fault, Server, Stall
from .world import Target, World

JSON = dict[str, Any]
ClientT = TypeVar("ClientT", bound=discord.Client)
Where = Union[Channel, Thread, int]


class DiscordStandIn:
    """A local Discord (REST + gateway) on 127.0.0.1 for one test.

    Use ``async with DiscordStandIn() as standin:`` (start + install, then restore + stop) or the
    ``standin`` fixture of ``tests.standin.plugin``. Redirection is process-wide: one installed at a time.
    """

    _installed: ClassVar[Optional["DiscordStandIn"]] = None

    def __init__(self, *, token: str = "standin-token", bot_name: str = "Game Table",
                 response_deadline: float = 3.0) -> None:
        self.world = World(token, bot_name)
        self.gateway = Gateway(self.world)
        self.server = Server(self.world, self.gateway, response_deadline=response_deadline)
        self.response_deadline = response_deadline
        self._saved: Optional[tuple[str, yarl.URL, str]] = None
        self._tasks: set[asyncio.Task[Any]] = set()
        #: whether a running bot is busy with low-priority work, so waits are patient with it
        #: (``World.watch``); the tests of a particular bot say how to tell.
        self.patience: Callable[[Any], bool] = lambda bot: False

    # Lifecycle.

    async def start(self) -> None:
        self.world.base_url = await self.server.start()

    async def stop(self) -> None:
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.server.stop()

    def install(self) -> None:
        """Point discord.py's REST, gateway and CDN URLs at this stand-in."""
        if DiscordStandIn._installed is not None:
            raise RuntimeError("another DiscordStandIn is installed; restore() it first")
        if not self.world.base_url:
            raise RuntimeError("start() the stand-in before install()")
        self._saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
                       discord.asset.Asset.BASE)
        discord.http.Route.BASE = self.api_url
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway.url)
        discord.asset.Asset.BASE = f"{self.url}/cdn"
        DiscordStandIn._installed = self

    def restore(self) -> None:
        """Undo ``install()``."""
        if self._saved is not None:
            (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
             discord.asset.Asset.BASE) = self._saved
            self._saved = None
        if DiscordStandIn._installed is self:
            DiscordStandIn._installed = None

    async def __aenter__(self) -> "DiscordStandIn":
        await self.start()
        try:
            self.install()
        except BaseException:
            await self.stop()
            raise
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        self.restore()
        await self.stop()

    @asynccontextmanager
    async def running(self, bot: ClientT, *, timeout: float = 5.0,
                      token: Optional[str] = None) -> AsyncIterator[ClientT]:
        """Run ``bot.start(token)`` until ``on_ready``; on exit wait for quiet, close it and await its task.

        Set ``guild_ready_timeout`` small on the bot (e.g. 0.05): discord.py waits that long after the
        last GUILD_CREATE before ``on_ready``. A bot crash (its task raising) is raised here; a failed
        start raises the bot's own exception (e.g. ``discord.LoginFailure`` for another ``token``).
        """
        if DiscordStandIn._installed is not self:
            raise RuntimeError("install() this stand-in before running a bot against it")
        seen = self.gateway.connections
        task = asyncio.create_task(bot.start(token or self.world.token), name=f"standin-bot-{id(bot):x}")
        self.world.watch(task, busy=lambda: self.patience(bot))
        try:
            await self.world.wait_until(lambda: True if self.gateway.connections > seen else None, timeout,
                                        "the bot to connect to the gateway")
            await _race(bot.wait_until_ready(), task, timeout, "on_ready")
        except BaseException as error:
            await self._shut_down(bot, task)
            if isinstance(error, BotCrashed) and task.done() and not task.cancelled() and task.exception():
                raise task.exception() from None  # type: ignore[misc]
            raise
        try:
            yield bot
        except BaseException:
            await self._shut_down(bot, task)
            raise
        await self._shut_down(bot, task, settle=True)
        if task.done() and not task.cancelled() and task.exception() is not None:
            raise BotCrashed(f"the bot task died: {task.exception()!r}") from task.exception()

    async def _shut_down(self, bot: discord.Client, task: asyncio.Task[Any], *, settle: bool = False) -> None:
        # Closing while answers are still being read gives ServerDisconnectedError: let things settle first.
        if settle and not task.done():
            with suppress(TimeoutError, BotCrashed):
                await self.idle(timeout=self.response_deadline + 1)
        self.world.unwatch(task)
        await bot.close()
        try:
            await asyncio.wait_for(task, timeout=5)
        except asyncio.TimeoutError:
            task.cancel()
            with suppress(asyncio.CancelledError):
                await task
        except Exception:
            pass  # reported by the caller from task.exception()

    # Building the world.

    def add_guild(self, name: str = "Test Guild", *, locale: str = "en-US", permissions: int = perms.DEFAULT,
                  bot_permissions: int = 0, channel: str = "general") -> Guild:
        """A guild with one text channel, its owner, the bot and every ``add_user`` user as members.

        ``permissions`` is what @everyone (hence the bot) may do: pass ``perms.NO_THREADS`` for a guild
        where thread creation is refused with 403 50013. ``bot_permissions`` adds to it for the bot only.
        """
        guild = self.world.add_guild(name, locale=locale, permissions=permissions, bot_permissions=bot_permissions,
                                     channel_name=channel)
        self._spawn(self.gateway.guild_created(guild.id))
        return guild

    def add_channel(self, guild: Guild, name: str, *, allow: int = 0, deny: int = 0) -> Channel:
        """Another text channel, with an @everyone overwrite (e.g. ``deny=perms.CREATE_PUBLIC_THREADS``)."""
        channel = self.world.add_channel(guild, name, allow=allow, deny=deny)
        self._spawn(self.gateway.guild_created(guild.id))  # the simplest way to refresh the bot's cache
        return channel

    def add_role(self, guild: Guild, name: str, members: Sequence[User] = ()) -> Role:
        """A role of ``guild`` (no permissions of its own) given to ``members``."""
        role = self.world.add_role(guild, name, [member.id for member in members])
        self._spawn(self.gateway.guild_created(guild.id))  # the bot learns the role as it would
        return role

    def add_user(self, name: str, *, dms_open: bool = True) -> User:
        """A user, member of every guild (present and future)."""
        return self.world.add_user(name, dms_open=dms_open)

    def upload(self, filename: str, data: bytes) -> Attachment:
        """Bytes a user attaches, for attachment options (served by the stand-in)."""
        return self.world.upload(filename, data)

    def fail(self, method: str, path: str, *, status: int = 500, code: int = 0, message: str = "injected failure",
             times: int = 1) -> None:
        """Answer the next ``times`` requests matching ``method`` and ``path`` (regex on the path after
        /api/v10, e.g. r"/channels/\\d+/threads") with this error. Beware: discord.py retries 5xx after 1, 3,
        5... seconds; prefer 4xx unless the retry is what you test.
        """
        self.server.faults.append(Fault(method.upper(), re.compile(path), ApiError(status, code, message), times))

    def stall(self, method: str, path: str) -> Stall:
        """Handle the next request matching ``method`` and ``path`` (regex on the path after /api/v10)
        but withhold its answer until the returned stall's ``release`` is set; its ``handled`` is set
        once the request took effect (e.g. to kill the bot between a post and its answer)."""
        stall = Stall(method.upper(), re.compile(path))
        self.server.stalls.append(stall)
        return stall

    async def disconnect(self, code: int = 4000) -> None:
        """Drop every gateway connection; with 4000 discord.py reconnects and RESUMEs."""
        await self.gateway.close_all(code)

    # Injecting interactions.

    async def slash(self, user: User, command: str, options: Optional[Mapping[str, Any]] = None, *,
                    channel: Optional[Where] = None, locale: str = "en-US",
                    shard: Optional[int] = None) -> Interaction:
        """Dispatch a slash command (INTERACTION_CREATE type 2) as ``user`` would run it, to the
        connection holding the guild's shard (``shard``: to that shard's connections instead).

        ``command`` may name a subcommand ("game move"). Option values are typed from the synced schema:
        str, int, float, bool, ``User`` (type 6, resolved), ``Channel``/``Thread``, ``Attachment``.
        """
        target = self._where(channel)
        guild = self.world.guild_of(target)
        data = opts.command_data(self.world, self.world.commands_for(guild and guild.id), command, options or {},
                                 guild=guild)
        return await self._inject(2, user, target, data, locale, shard=shard)

    async def autocomplete(self, user: User, command: str, options: Mapping[str, Any], *, focused: str,
                           channel: Optional[Where] = None, locale: str = "en-US",
                           timeout: float = 5.0) -> list[JSON]:
        """Dispatch an autocomplete (type 4) with ``focused`` being typed; returns the choices {name, value}."""
        target = self._where(channel)
        guild = self.world.guild_of(target)
        data = opts.command_data(self.world, self.world.commands_for(guild and guild.id), command, options,
                                 guild=guild, focused=focused)
        record = await self._inject(4, user, target, data, locale)
        callback = await record.response(timeout)
        return callback.choices

    async def click(self, user: User, message: Message, component: Union[str, JSON],
                    values: Optional[Sequence[Any]] = None, *, locale: str = "en-US",
                    shard: Optional[int] = None) -> Interaction:
        """Click a button or choose in a select of ``message`` (type 3).

        ``component`` is a custom_id or a dict from ``message.button(...)``/``message.select(...)``.
        ``values`` are option values for a string select, ``User``/``Channel`` records for entity selects.
        """
        custom_id = component if isinstance(component, str) else component.get("custom_id", "")
        found = comps.by_custom_id(message.components, custom_id)
        if found is None:
            raise LookupError(f"message {message.id} has no component {custom_id!r}; it has {message.custom_ids}")
        if found.get("disabled"):
            raise ValueError(f"component {custom_id!r} is disabled: a user cannot use it")
        data: JSON = {"custom_id": custom_id, "component_type": found["type"]}
        if found["type"] in comps.SELECTS:
            data.update(self._select_values(found, list(values or []), message.guild_id))
        elif values:
            raise ValueError("values only apply to select menus")
        return await self._inject(3, user, self.world.target(message.channel_id), data, locale, message,
                                  shard=shard)

    async def submit_modal(self, user: User, opened_by: Interaction, values: Mapping[str, Any], *,
                           locale: str = "en-US") -> Interaction:
        """Submit the modal the bot answered ``opened_by`` with (type 5); ``values`` by input custom_id."""
        callback = opened_by.callback
        if callback is None or callback.type != 9:
            raise ValueError(f"interaction {opened_by.id} was not answered with a modal")
        rows = [comps.submitted(component, values) for component in callback.data.get("components") or []]
        data = {"custom_id": callback.data["custom_id"], "components": [r for r in rows if r is not None]}
        target = self.world.target(opened_by.channel_id)
        return await self._inject(5, user, target, data, locale, opened_by.message)

    async def say(self, user: User, channel: Where, content: str) -> Message:
        """``user`` posts a message (MESSAGE_CREATE; blanked for bots without the message content intent)."""
        target = self._where(channel)
        message = self.world.create_message(target, user, {"content": content}, {}, source="user")
        await self.gateway.message_created(message)
        return message

    async def _inject(self, type: int, user: User, target: Target, data: JSON, locale: str,
                      source_message: Optional[Message] = None, *, shard: Optional[int] = None) -> Interaction:
        if not self.gateway.sessions:
            raise RuntimeError("no bot is connected to the stand-in (use `async with standin.running(bot)`)")
        if self._tasks:  # GUILD_CREATEs for guilds/channels just added go first
            await asyncio.gather(*self._tasks)
        interaction_id = self.world.new_id()
        token = f"standin.{secrets.token_urlsafe(24)}"
        payload = payloads.interaction(self.world, interaction_id=interaction_id, token=token, type=type, u=user,
                                       target=target, data=data, locale=locale, source_message=source_message)
        record = Interaction(id=interaction_id, token=token, type=type, user=user, channel_id=target.id,
                                   guild_id=target.guild_id, payload=payload,
                                   dispatched_at=asyncio.get_running_loop().time(), message=source_message,
                                   _waiter=self.world)
        self.world.interactions[interaction_id] = record
        record.delivered_to = await self.gateway.dispatch_interaction(payload, target.guild_id, shard)
        return record

    def _select_values(self, select: JSON, values: list[Any], select_guild: Optional[int]) -> JSON:
        low, high = select.get("min_values", 1), select.get("max_values", 1)
        if not low <= len(values) <= high:
            raise ValueError(f"select {select.get('custom_id')!r} takes {low}..{high} values, got {len(values)}")
        if select["type"] == comps.STRING_SELECT:
            allowed = [o["value"] for o in select.get("options") or []]
            wrong = [v for v in values if v not in allowed]
            if wrong:
                raise ValueError(f"select {select.get('custom_id')!r} has no option {wrong}; options: {allowed}")
            return {"values": values}
        resolved: JSON = {}
        for value in values:
            if isinstance(value, User):
                resolved.setdefault("users", {})[str(value.id)] = payloads.user(value)
                guild = self.world.guilds.get(select_guild) if select_guild else None
                if guild is not None and value.id in guild.member_ids:
                    member = payloads.member(self.world, guild, value, with_user=False, target=guild.channel)
                    resolved.setdefault("members", {})[str(value.id)] = member
            elif isinstance(value, (Channel, Thread)):
                channel = {**payloads.channel(self.world, value),
                           "permissions": str(self.world.permissions_for(self.world.bot.id, value))}
                resolved.setdefault("channels", {})[str(value.id)] = channel
            else:
                raise TypeError(f"entity select values must be standin User/Channel records, got {value!r}")
        return {"values": [str(v.id) for v in values], "resolved": resolved}

    # Observing.

    @property
    def url(self) -> str:
        return self.world.base_url

    @property
    def api_url(self) -> str:
        return f"{self.world.base_url}/api/v10"

    @property
    def token(self) -> str:
        return self.world.token

    @property
    def bot_user(self) -> User:
        return self.world.bot

    @property
    def application_id(self) -> int:
        return self.world.application_id

    @property
    def guilds(self) -> list[Guild]:
        return list(self.world.guilds.values())

    @property
    def threads(self) -> list[Thread]:
        """Threads created by the bot, in creation order."""
        return list(self.world.threads.values())

    @property
    def interactions(self) -> list[Interaction]:
        return list(self.world.interactions.values())

    @property
    def requests(self) -> list[tuple[str, str]]:
        """Every request as (method, path), the path without the /api/v10 prefix ("/gateway" for the socket)."""
        return self.world.requests

    @property
    def unknown_requests(self) -> list[tuple[str, str]]:
        """Requests for routes the stand-in does not implement (answered 404 code 0)."""
        return self.world.unknown_requests

    @property
    def errors(self) -> list[tuple[str, str, int, int]]:
        """Every error answered, as (method, path, status, code): e.g. a refused thread creation."""
        return self.world.errors

    @property
    def commands(self) -> list[JSON]:
        """Global commands as last synced."""
        return self.world.global_commands

    def guild_commands(self, guild: Guild) -> list[JSON]:
        return self.world.guild_commands.get(guild.id, [])

    def messages(self, channel: Where, *, deleted: bool = False) -> list[Message]:
        """Messages of a channel or thread, oldest first, edits applied; ephemeral ones included (check
        ``message.ephemeral``), deleted ones only with ``deleted=True``."""
        return self.world.messages_in(self._where(channel).id, deleted=deleted)

    def dms(self, user: User) -> list[Message]:
        """Messages of the DM channel between the bot and ``user`` (empty if never opened)."""
        channel = next((c for c in self.world.channels.values() if c.type == 1 and c.recipient_id == user.id), None)
        return self.world.messages_in(channel.id) if channel is not None else []

    def thread(self, name: Optional[str] = None, *, parent: Optional[Where] = None) -> Thread:
        """The one thread with this name and/or parent; LookupError otherwise."""
        parent_id = self._where(parent).id if parent is not None else None
        found = [t for t in self.world.threads.values()
                 if (name is None or t.name == name) and (parent_id is None or t.parent_id == parent_id)]
        if len(found) != 1:
            raise LookupError(f"{len(found)} threads match name={name!r}; threads: {[t.name for t in self.threads]}")
        return found[0]

    async def wait_for_message(self, channel: Where, predicate: Optional[Callable[[Message], bool]] = None,
                               timeout: float = 5.0) -> Message:
        """The first message of the channel (existing or future, edits count) matching ``predicate``."""
        channel_id = self._where(channel).id

        def check() -> Optional[Message]:
            return next((m for m in self.world.messages_in(channel_id) if predicate is None or predicate(m)), None)

        return await self.world.wait_until(check, timeout, f"a matching message in channel {channel_id}")

    async def wait_for_thread(self, predicate: Optional[Callable[[Thread], bool]] = None,
                              timeout: float = 5.0) -> Thread:
        """The first thread (existing or future) matching ``predicate``."""

        def check() -> Optional[Thread]:
            return next((t for t in self.world.threads.values() if predicate is None or predicate(t)), None)

        return await self.world.wait_until(check, timeout, "a matching thread")

    async def wait_for(self, check: Callable[[], Any], timeout: float = 5.0, what: str = "a condition") -> Any:
        """Wait until ``check()`` returns something other than None/False (re-checked on every change)."""
        return await self.world.wait_until(lambda: check() or None, timeout, what)

    async def idle(self, quiet: float = 0.1, timeout: float = 5.0) -> None:
        """Wait until no request is in flight, no interaction awaits its first answer (within the response
        deadline), and nothing happened for ``quiet`` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            self.world.check_bots()
            now = loop.time()
            busy = self.world.inflight > 0 or any(
                r.callback is None and now - r.dispatched_at < self.response_deadline
                for r in self.world.interactions.values())
            calm = now - self.world.last_activity
            if not busy and calm >= quiet:
                return
            if now >= deadline:
                raise TimeoutError(f"the stand-in was not idle within {timeout} s")
            await asyncio.sleep(0.01 if busy else quiet - calm)

    # Helpers.

    def _where(self, where: Optional[Where]) -> Target:
        if where is None:
            if not self.world.guilds:
                raise RuntimeError("add_guild() first, or pass channel=")
            return next(iter(self.world.guilds.values())).channel
        if isinstance(where, int):
            found = self.world.channels.get(where) or self.world.threads.get(where)
            if found is None:
                raise LookupError(f"no channel or thread {where}")
            return found
        return where

    def _spawn(self, coro: Any) -> None:
        if not self.gateway.sessions:
            coro.close()
            return
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)


async def _race(awaitable: Any, task: asyncio.Task[Any], timeout: float, what: str) -> None:
    """Await ``awaitable`` unless ``task`` (the bot) ends first or time runs out."""
    waiter = asyncio.ensure_future(awaitable)
    try:
        done, _pending = await asyncio.wait({waiter, task}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        if waiter in done:
            waiter.result()
            return
        if task in done:
            error = task.exception() if not task.cancelled() else None
            raise BotCrashed(f"the bot stopped before {what}: {error!r}") from error
        raise TimeoutError(f"timed out after {timeout} s waiting for {what}")
    finally:
        if not waiter.done():
            waiter.cancel()
            with suppress(asyncio.CancelledError):
                await waiter
