"""Everything the stand-in knows (users, guilds, channels, messages, interactions) and how to wait on it."""

from __future__ import annotations

import asyncio
import mimetypes
import time
from urllib.parse import quote
from datetime import datetime, timezone
from typing import Any, Callable, Optional, TypeVar, Union

from . import permissions as perms
from .errors import ApiError, BotCrashed
from .objects import EPHEMERAL, LOADING, Attachment, Channel, Guild, Interaction, Message, Role, Thread, User

JSON = dict[str, Any]
T = TypeVar("T")
Target = Union[Channel, Thread]

DISCORD_EPOCH_MS = 1420070400000


class Snowflakes:
    """Increasing snowflakes whose timestamps are 'now' (1 ms apart, so ordering is by creation)."""

    def __init__(self) -> None:
        self._last = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22

    def __call__(self) -> int:
        self._last += 1 << 22
        return self._last


def iso_time(snowflake: int) -> str:
    """The ISO 8601 creation time of a snowflake."""
    ms = (snowflake >> 22) + DISCORD_EPOCH_MS
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).isoformat()


class World:
    """The stand-in's state. Synchronous; the HTTP and gateway layers wrap it."""

    def __init__(self, token: str, bot_name: str) -> None:
        self.token = token
        self.new_id = Snowflakes()
        #: Set once the server listens, e.g. "http://127.0.0.1:12345".
        self.base_url = ""
        self.bot = User(id=self.new_id(), name=bot_name, bot=True)
        self.application_id = self.bot.id  # as on Discord
        #: Owns the application (``bot.is_owner``); deliberately none of the test users.
        self.app_owner = User(id=self.new_id(), name="app owner")
        self.users: dict[int, User] = {self.bot.id: self.bot}
        #: Users made by ``add_user``: members of every guild.
        self.people: list[User] = []
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.threads: dict[int, Thread] = {}
        self.messages: dict[int, Message] = {}
        self.attachments: dict[int, Attachment] = {}
        self.interactions: dict[int, Interaction] = {}
        self.global_commands: list[JSON] = []
        self.guild_commands: dict[int, list[JSON]] = {}
        self.requests: list[tuple[str, str]] = []
        self.unknown_requests: list[tuple[str, str]] = []
        #: Every error answered: (method, path, status, code).
        self.errors: list[tuple[str, str, int, int]] = []
        self.inflight = 0
        self.last_activity = 0.0
        self._waiters: list[asyncio.Future[None]] = []
        self._watched: list[asyncio.Task[Any]] = []
        self._busy: dict[asyncio.Task[Any], Callable[[], bool]] = {}

    # Building the world.

    def add_user(self, name: str, *, dms_open: bool = True) -> User:
        user = User(id=self.new_id(), name=name, dms_open=dms_open)
        self.users[user.id] = user
        self.people.append(user)
        for guild in self.guilds.values():
            guild.member_ids.append(user.id)
        return user

    def add_guild(self, name: str, *, locale: str, permissions: int, bot_permissions: int,
                  channel_name: str) -> Guild:
        owner = User(id=self.new_id(), name=f"{name} owner")
        self.users[owner.id] = owner
        guild = Guild(id=self.new_id(), name=name, locale=locale, owner_id=owner.id, permissions=permissions,
                      bot_permissions=bot_permissions, bot_role_id=self.new_id())
        guild.member_ids = [self.bot.id, owner.id] + [u.id for u in self.people]
        self.guilds[guild.id] = guild
        self.add_channel(guild, channel_name)
        return guild

    def add_channel(self, guild: Guild, name: str, *, allow: int = 0, deny: int = 0) -> Channel:
        channel = Channel(id=self.new_id(), guild_id=guild.id, name=name, position=len(guild.channels),
                          allow=allow, deny=deny)
        guild.channels.append(channel)
        self.channels[channel.id] = channel
        return channel

    def add_role(self, guild: Guild, name: str, members: list[int]) -> Role:
        role = Role(id=self.new_id(), guild_id=guild.id, name=name)
        guild.roles.append(role)
        for member in members:
            guild.member_roles.setdefault(member, []).append(role.id)
        return role

    def dm_channel(self, user: User) -> Channel:
        """The DM channel between the bot and ``user`` (created on first use)."""
        for channel in self.channels.values():
            if channel.type == 1 and channel.recipient_id == user.id:
                return channel
        channel = Channel(id=self.new_id(), guild_id=None, name=user.name, type=1, recipient_id=user.id)
        self.channels[channel.id] = channel
        return channel

    # Look-ups.

    def target(self, channel_id: int) -> Target:
        """The channel or thread with this id, or a 404 Unknown Channel."""
        found = self.channels.get(channel_id) or self.threads.get(channel_id)
        if found is None:
            raise ApiError(404, 10003, "Unknown Channel")
        return found

    def message(self, channel_id: int, message_id: int) -> Message:
        message = self.messages.get(message_id)
        if message is None or message.deleted or message.channel_id != channel_id:
            raise ApiError(404, 10008, "Unknown Message")
        return message

    def guild_of(self, target: Target) -> Optional[Guild]:
        return self.guilds.get(target.guild_id) if target.guild_id else None

    def permissions_for(self, user_id: int, target: Target) -> int:
        """A member's permissions in a channel or thread (only @everyone overwrites are modelled)."""
        guild = self.guild_of(target)
        if guild is None:
            return perms.DEFAULT & ~(perms.CREATE_PUBLIC_THREADS | perms.CREATE_PRIVATE_THREADS)
        if user_id == guild.owner_id:
            return perms.ALL
        base = guild.permissions | (guild.bot_permissions if user_id == self.bot.id else 0)
        channel = self.channels[target.parent_id] if isinstance(target, Thread) else target
        return perms.apply_overwrite(base, allow=channel.allow, deny=channel.deny)

    def require(self, user_id: int, target: Target, permission: int) -> None:
        """403 Missing Permissions unless the user has ``permission`` there."""
        if self.permissions_for(user_id, target) & permission != permission:
            raise ApiError(403, 50013, "Missing Permissions")

    def messages_in(self, channel_id: int, *, deleted: bool = False) -> list[Message]:
        return [m for m in self.messages.values() if m.channel_id == channel_id and (deleted or not m.deleted)]

    def commands_for(self, guild_id: Optional[int]) -> list[JSON]:
        """Commands a user sees: the guild's own first, then global ones (Discord's lookup order)."""
        local = self.guild_commands.get(guild_id, []) if guild_id else []
        return local + self.global_commands

    # Messages.

    def attachments_for(self, body: JSON, files: dict[int, tuple[str, bytes]],
                        existing: list[Attachment]) -> list[Attachment]:
        """The attachment list after a create/edit: kept ones ({id: <attachment id>}) plus uploads ({id: n})."""
        spec = body.get("attachments")
        if spec is None:
            return list(existing) + [self._attachment(*files[n]) for n in sorted(files)]
        known = {a.id: a for a in existing}
        result: list[Attachment] = []
        remaining = dict(files)
        for item in spec:
            ref = int(item["id"])
            if ref in known:
                result.append(known[ref])
            elif ref in remaining:
                filename, data = remaining.pop(ref)
                result.append(self._attachment(item.get("filename") or filename, data, item.get("description")))
            else:
                raise ApiError(400, 50035, f"Invalid Form Body: unknown attachment id {ref}")
        return result + [self._attachment(*remaining[n]) for n in sorted(remaining)]

    def upload(self, filename: str, data: bytes, description: Optional[str] = None) -> Attachment:
        """Store bytes as an attachment served by the stand-in (e.g. for attachment options)."""
        return self._attachment(filename, data, description)

    def _attachment(self, filename: str, data: bytes, description: Optional[str] = None) -> Attachment:
        attachment_id = self.new_id()
        attachment = Attachment(
            id=attachment_id, filename=filename, data=data, description=description,
            content_type=mimetypes.guess_type(filename)[0],
            url=f"{self.base_url}/attachments/{attachment_id}/{quote(filename)}",
        )
        self.attachments[attachment_id] = attachment
        return attachment

    def create_message(self, target: Target, author: User, body: JSON, files: dict[int, tuple[str, bytes]], *,
                       source: str, interaction: Optional[Interaction] = None, flags: int = 0,
                       placeholder: bool = False) -> Message:
        """Store a new message from a request body (content, embeds, components, flags, attachments...).

        Discord's checks apply (400 50006 empty message, 50035 over the limits) unless it is the
        ``placeholder`` of a deferred answer.
        """
        if not placeholder:
            check_message(body, files, creating=True)
        message = Message(
            id=self.new_id(), channel_id=target.id, guild_id=target.guild_id, author=author, source=source,
            content=body.get("content") or "", embeds=list(body.get("embeds") or []),
            components=list(body.get("components") or []),
            attachments=self.attachments_for(body, files, []),
            # Only interaction answers can be ephemeral.
            flags=(int(body.get("flags") or 0) & (~EPHEMERAL if interaction is None else -1)) | flags,
            message_reference=body.get("message_reference"),
            extra={k: v for k, v in body.items() if k not in _MODELLED},
        )
        if interaction is not None:
            message.interaction_id = interaction.id
            message.webhook_id = self.application_id
            message.type = 20 if interaction.type == 2 else 0
        self.messages[message.id] = message
        self.touch()
        return message

    def edit_message(self, message: Message, body: JSON, files: dict[int, tuple[str, bytes]]) -> Message:
        """Apply an edit; the previous version goes to ``message.history``."""
        check_message(body, files, creating=False)
        message.history.append(message.snapshot())
        message.edited_at = iso_time(self.new_id())
        for key in ("content", "embeds", "components"):
            if key in body:
                setattr(message, key, body[key] if key == "content" else list(body[key] or []))
        message.content = message.content or ""
        if "flags" in body and body["flags"] is not None:
            # Ephemerality can't be changed by an edit; loading ends with any edit.
            message.flags = (int(body["flags"]) & ~(EPHEMERAL | LOADING)) | (message.flags & EPHEMERAL)
        message.flags &= ~LOADING
        if "attachments" in body or files:
            message.attachments = self.attachments_for(body, files, message.attachments)
        message.extra.update({k: v for k, v in body.items() if k not in _MODELLED})
        self.touch()
        return message

    # Waiting.

    def touch(self) -> None:
        """Record activity and wake every waiter so it re-checks its condition."""
        self.last_activity = asyncio.get_running_loop().time()
        waiters, self._waiters = self._waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)

    def watch(self, task: asyncio.Task[Any], busy: Callable[[], bool] | None = None) -> None:
        """Make waits fail fast (BotCrashed) if this bot task dies; while ``busy()`` says the bot is
        busy with work it runs at a low priority, waits do not time out (up to ``PATIENCE`` s more)."""
        self._watched.append(task)
        if busy is not None:
            self._busy[task] = busy
        task.add_done_callback(lambda _t: self.touch())

    def unwatch(self, task: asyncio.Task[Any]) -> None:
        if task in self._watched:
            self._watched.remove(task)
        self._busy.pop(task, None)

    def check_bots(self) -> None:
        for task in self._watched:
            if task.done() and not task.cancelled() and task.exception() is not None:
                raise BotCrashed(f"the bot task died: {task.exception()!r}") from task.exception()

    async def wait_until(self, check: Callable[[], Optional[T]], timeout: float, what: str) -> T:
        """Return ``check()`` as soon as it is not None; TimeoutError after ``timeout`` seconds.
        It is re-checked on every change of this world, and at least every ``RECHECK`` seconds: a
        condition on something else (the bot's queues, its database) changes unannounced."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        last_chance = deadline + PATIENCE
        while True:
            self.check_bots()
            value = check()
            if value is not None:
                return value
            if any(busy() for busy in self._busy.values()):
                # the low-priority work gets what it needs; what follows it, the whole timeout again
                deadline = min(max(deadline, loop.time() + timeout), last_chance)
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"timed out after {timeout} s waiting for {what}")
            waiter: asyncio.Future[None] = loop.create_future()
            self._waiters.append(waiter)
            await asyncio.wait([waiter], timeout=min(remaining, RECHECK))


def check_message(body: JSON, files: dict[int, tuple[str, bytes]], *, creating: bool) -> None:
    """Discord's limits on a message body."""
    if len(body.get("content") or "") > MAX_CONTENT:
        raise ApiError(400, 50035, f"Invalid Form Body: content must be {MAX_CONTENT} or fewer in length")
    if len(body.get("embeds") or []) > 10:
        raise ApiError(400, 50035, "Invalid Form Body: at most 10 embeds")
    if len(files) > 10:
        raise ApiError(400, 50035, "Invalid Form Body: at most 10 files")
    if creating and not files and not any(body.get(k) for k in ("content", "embeds", "components", "sticker_ids",
                                                                  "poll", "attachments")):
        raise ApiError(400, 50006, "Cannot send an empty message")


MAX_CONTENT = 2000
#: how often a wait re-checks its condition when nothing in the world changes (``World.wait_until``).
RECHECK = 0.02
#: how much longer than its timeout a wait may last while a bot is busy (``World.watch``): the
#: bot's searches run niced, so on a machine loaded by other work they get the cores last and one
#: move can take seconds more than the interactive replies the timeouts are set for.
PATIENCE = 60.0

_MODELLED = frozenset({"content", "embeds", "components", "attachments", "flags", "message_reference"})
