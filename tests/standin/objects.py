"""Plain objects of what the stand-in knows and of what the bot did to it.

They are mutable and live: an edit made by the bot updates the same ``Message`` object a test
already holds, and the previous version is pushed onto ``Message.history``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Optional, Protocol, TypeVar

from . import components as _components
from .errors import ApiError, CallbackRejected

JSON = dict[str, Any]
T = TypeVar("T")

EPHEMERAL = 64
LOADING = 128


class Waiter(Protocol):
    """What these objects need from the world to wait for the bot."""

    def wait_until(self, check: Callable[[], Optional[T]], timeout: float, what: str) -> Awaitable[T]: ...


@dataclass(eq=False)
class User:
    """A Discord user; non-bot users are members of every stand-in guild."""

    id: int
    name: str
    bot: bool = False
    #: False makes a DM to this user fail with 403 code 50007, like a user who closed DMs.
    dms_open: bool = True

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass(eq=False)
class Channel:
    """A guild text channel (type 0) or a DM channel (type 1)."""

    id: int
    guild_id: Optional[int]
    name: str
    type: int = 0
    position: int = 0
    #: The channel's @everyone overwrite.
    allow: int = 0
    deny: int = 0
    recipient_id: Optional[int] = None

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"


@dataclass(eq=False)
class Thread:
    """A thread (public 11, private 12) created by the bot."""

    id: int
    guild_id: int
    parent_id: int
    owner_id: int
    name: str
    type: int = 11
    #: The message the thread was started from, if any (its id equals the thread id).
    starter_message_id: Optional[int] = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    member_ids: list[int] = field(default_factory=list)

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"


@dataclass(eq=False)
class Guild:
    """A guild with its text channels; @everyone's role id is the guild id."""

    id: int
    name: str
    locale: str
    owner_id: int
    #: Permissions of the @everyone role.
    permissions: int
    #: Extra permissions of the bot's own (managed) role.
    bot_permissions: int
    bot_role_id: int
    channels: list[Channel] = field(default_factory=list)
    member_ids: list[int] = field(default_factory=list)
    #: Roles besides @everyone and the bot's (no permissions of their own), and who has them.
    roles: list["Role"] = field(default_factory=list)
    member_roles: dict[int, list[int]] = field(default_factory=dict)

    @property
    def channel(self) -> Channel:
        """The first text channel (every stand-in guild has one)."""
        return self.channels[0]


@dataclass(eq=False)
class Role:
    """A role of a guild a test made (``DiscordStandIn.add_role``), for role options and members' roles."""

    id: int
    guild_id: int
    name: str

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"


@dataclass(eq=False)
class Attachment:
    """A file the bot uploaded (or a test provided), served by the stand-in at ``url``."""

    id: int
    filename: str
    data: bytes
    content_type: Optional[str]
    url: str
    description: Optional[str] = None

    @property
    def size(self) -> int:
        return len(self.data)


@dataclass(eq=False)
class Message:
    """A message as the stand-in stores it, whoever posted it and however.

    ``source`` says how it was made: ``"rest"`` (POST /channels/{id}/messages),
    ``"callback"`` (interaction answer type 4 or the loading message of type 5),
    ``"followup"`` (POST /webhooks/{app}/{token}) or ``"user"`` (``DiscordStandIn.say``).
    """

    id: int
    channel_id: int
    guild_id: Optional[int]
    author: User
    source: str
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    #: Raw component JSON exactly as the bot sent it.
    components: list[JSON] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    interaction_id: Optional[int] = None
    webhook_id: Optional[int] = None
    message_reference: Optional[JSON] = None
    #: Thread started from this message (same id), if any.
    thread_id: Optional[int] = None
    #: (emoji, user id) for each reaction added through the API.
    reactions: list[tuple[str, int]] = field(default_factory=list)
    #: Request fields the stand-in does not model (tts, allowed_mentions, poll, nonce...).
    extra: JSON = field(default_factory=dict)
    #: Earlier versions, oldest first, as dicts of content/embeds/components/flags/attachments.
    history: list[JSON] = field(default_factory=list)
    deleted: bool = False
    edited_at: Optional[str] = None

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while the message is the "thinking..." placeholder of a deferred answer."""
        return bool(self.flags & LOADING)

    @property
    def edited(self) -> bool:
        return bool(self.history)

    def snapshot(self) -> JSON:
        """The editable part of the message, as pushed onto ``history``."""
        return {
            "content": self.content,
            "embeds": list(self.embeds),
            "components": list(self.components),
            "flags": self.flags,
            "attachments": [a.filename for a in self.attachments],
        }

    # Component look-ups (raw JSON, nested rows, sections and containers included).

    def component(self, *, label: Optional[str] = None, custom_id: Optional[str] = None,
                  prefix: Optional[str] = None, type: Optional[int] = None) -> JSON:
        """The one component matching every given criterion; LookupError if none or several."""
        return _components.find(self.components, label=label, custom_id=custom_id, prefix=prefix, type=type)

    def button(self, label: Optional[str] = None, *, custom_id: Optional[str] = None,
               prefix: Optional[str] = None) -> JSON:
        """The button with this label (exact) and/or custom_id (exact or prefix)."""
        return self.component(label=label, custom_id=custom_id, prefix=prefix, type=_components.BUTTON)

    def select(self, *, custom_id: Optional[str] = None, prefix: Optional[str] = None,
               placeholder: Optional[str] = None) -> JSON:
        """The select menu (any kind) with this custom_id (exact or prefix) and/or placeholder."""
        return _components.find(self.components, custom_id=custom_id, prefix=prefix,
                                placeholder=placeholder, types=_components.SELECTS)

    @property
    def custom_ids(self) -> list[str]:
        """Every custom_id on the message, in display order."""
        return [c["custom_id"] for c in _components.walk(self.components) if "custom_id" in c]


@dataclass(eq=False)
class Callback:
    """The bot's answer to an interaction (POST /interactions/{id}/{token}/callback)."""

    #: 4 message, 5 deferred, 6 deferred update, 7 update message, 8 autocomplete, 9 modal.
    type: int
    #: The raw ``data`` object ({} when the bot sent none).
    data: JSON
    #: Files uploaded with the answer (also on ``message`` for types 4 and 7).
    attachments: list[Attachment]
    #: The message created (4, 5) or targeted (6, 7); None for 8 and 9. Live: later edits show.
    message: Optional[Message]

    @property
    def flags(self) -> int:
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL) or bool(self.message and self.message.ephemeral)

    @property
    def content(self) -> Optional[str]:
        return self.data.get("content")

    @property
    def choices(self) -> list[JSON]:
        """Autocomplete choices ({name, value}) of a type 8 answer."""
        return list(self.data.get("choices") or [])


@dataclass(eq=False)
class Interaction:
    """One interaction injected by a test, and everything the bot did with it."""

    id: int
    token: str
    #: 2 command, 3 component, 4 autocomplete, 5 modal submit.
    type: int
    user: User
    channel_id: int
    guild_id: Optional[int]
    #: The exact INTERACTION_CREATE ``d`` that was dispatched.
    payload: JSON
    dispatched_at: float
    callback: Optional[Callback] = None
    #: What ``messages/@original`` points at (set by the callback).
    original: Optional[Message] = None
    #: Messages returned by POST /webhooks/{app}/{token}; after a type 5 defer the first one
    #: is the original (loading) message, filled in, as Discord does.
    followups: list[Message] = field(default_factory=list)
    #: Component message for clicks (type 3), or None.
    message: Optional[Message] = None
    #: Errors the stand-in answered to this interaction's callback or followup attempts.
    rejected: list[ApiError] = field(default_factory=list)
    #: The shard id of each gateway connection it was sent to (None: an unsharded connection).
    delivered_to: list[Optional[int]] = field(default_factory=list)
    _waiter: Optional[Waiter] = field(default=None, repr=False)

    async def response(self, timeout: float = 5.0) -> Callback:
        """Wait for the bot's callback and return it; CallbackRejected if the stand-in refused it."""
        assert self._waiter is not None

        def check() -> Optional[Callback]:
            if self.callback is None and self.rejected:
                raise CallbackRejected(f"interaction {self.id}: the bot's answer was refused: {self.rejected}")
            return self.callback

        return await self._waiter.wait_until(check, timeout, f"a callback to interaction {self.id}")

    async def followup(self, index: int = 0, timeout: float = 5.0) -> Message:
        """Wait for the ``index``-th followup message and return it."""
        assert self._waiter is not None

        def check() -> Optional[Message]:
            return self.followups[index] if len(self.followups) > index else None

        return await self._waiter.wait_until(check, timeout, f"followup #{index} of interaction {self.id}")

    async def wait(self, check: Callable[["Interaction"], bool], timeout: float = 5.0) -> "Interaction":
        """Wait until ``check(self)`` is true (e.g. the original was edited twice)."""
        assert self._waiter is not None
        return await self._waiter.wait_until(lambda: self if check(self) else None, timeout, "interaction condition")
