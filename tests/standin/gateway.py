"""The gateway: HELLO, IDENTIFY/READY, GUILD_CREATE, heartbeats, RESUME, and event dispatch.

Sharding as Discord does it: a connection that identified with ``shard: [id, count]`` hears only
the guilds with ``(guild_id >> 22) % count == id`` (READY, GUILD_CREATE, their events and
interactions), and direct messages go to shard 0. A connection without ``shard`` hears everything.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from typing import Any, Callable, Optional

from aiohttp import WSMsgType, web

from . import payloads
from .objects import Message, Thread
from .world import World

JSON = dict[str, Any]

HEARTBEAT_INTERVAL_MS = 41_250

# Intent bits the stand-in honours when dispatching.
GUILDS = 1 << 0
GUILD_MEMBERS = 1 << 1
GUILD_MESSAGES = 1 << 9
DIRECT_MESSAGES = 1 << 12
MESSAGE_CONTENT = 1 << 15


class Session:
    """One connected bot."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.seq = 0
        self.session_id = secrets.token_hex(16)
        self.intents = 0
        #: ``(shard id, shard count)`` from IDENTIFY; None: the only connection, every guild.
        self.shard: Optional[tuple[int, int]] = None
        self._lock = asyncio.Lock()

    def holds(self, guild_id: Optional[int]) -> bool:
        """Whether Discord routes ``guild_id``'s events here (None: a direct message, shard 0)."""
        if self.shard is None:
            return True
        shard_id, count = self.shard
        return (0 if guild_id is None else (guild_id >> 22) % count) == shard_id

    async def send(self, op: int, d: Any, t: Optional[str] = None) -> None:
        async with self._lock:  # keeps sequence numbers in frame order
            s = None
            if op == 0:
                self.seq += 1
                s = self.seq
            # Text frames: discord.py only inflates binary ones, whatever compress= it asked for.
            await self.ws.send_str(json.dumps({"op": op, "d": d, "s": s, "t": t}))


class Gateway:
    """Serves ``/gateway`` and dispatches events to every identified bot."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.sessions: list[Session] = []
        #: How many IDENTIFYs (or RESUMEs) succeeded: lets callers wait for a new connection.
        self.connections = 0
        self._open: set[web.WebSocketResponse] = set()
        self._known_sessions: set[str] = set()

    @property
    def url(self) -> str:
        return self.world.base_url.replace("http://", "ws://", 1) + "/gateway"

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        self._open.add(ws)
        session = Session(ws)
        try:
            await session.send(10, {"heartbeat_interval": HEARTBEAT_INTERVAL_MS})
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                self.world.touch()
                await self._on_frame(session, json.loads(msg.data))
        except ConnectionResetError:
            pass
        finally:
            self._open.discard(ws)
            if session in self.sessions:
                self.sessions.remove(session)
            self.world.touch()
        return ws

    async def _on_frame(self, session: Session, frame: JSON) -> None:
        op, d = frame.get("op"), frame.get("d")
        if op == 1:
            await session.send(11, None)
        elif op == 2:
            await self._identify(session, d)
        elif op == 6:
            await self._resume(session, d)
        elif op == 8:
            await self._chunk(session, d)
        # op 3 (presence) and op 4 (voice) are accepted and ignored.

    async def _identify(self, session: Session, d: JSON) -> None:
        if d.get("token") != self.world.token:
            await session.ws.close(code=4004, message=b"Authentication failed.")
            return
        session.intents = int(d.get("intents") or 0)
        if "shard" in d:
            shard_id, count = (int(n) for n in d["shard"])
            session.shard = (shard_id, count)
        guilds = [guild for guild in self.world.guilds.values() if session.holds(guild.id)]
        ready: JSON = {
            "v": 10, "user": {**payloads.user(self.world.bot), "verified": True, "mfa_enabled": False, "flags": 0},
            "guilds": [{"id": str(guild.id), "unavailable": True} for guild in guilds],
            "session_id": session.session_id, "resume_gateway_url": self.url,
            "application": {"id": str(self.world.application_id), "flags": 0},
            "private_channels": [], "relationships": [],
        }
        if "shard" in d:
            ready["shard"] = d["shard"]
        await session.send(0, ready, "READY")
        for guild in guilds:
            await session.send(0, payloads.guild_create(self.world, guild), "GUILD_CREATE")
        self._join(session)

    async def _resume(self, session: Session, d: JSON) -> None:
        if d.get("token") != self.world.token or d.get("session_id") not in self._known_sessions:
            await session.send(9, False)  # INVALID_SESSION, not resumable
            return
        # Events missed while disconnected are not replayed.
        session.session_id = d["session_id"]
        session.seq = int(d.get("seq") or 0)
        await session.send(0, {}, "RESUMED")
        self._join(session)

    def _join(self, session: Session) -> None:
        self._known_sessions.add(session.session_id)
        self.sessions.append(session)
        self.connections += 1
        self.world.touch()

    async def _chunk(self, session: Session, d: JSON) -> None:
        guild = self.world.guilds.get(int(d["guild_id"]))
        if guild is None:
            return
        members = [payloads.member(self.world, guild, self.world.users[u]) for u in guild.member_ids]
        await session.send(0, {"guild_id": str(guild.id), "members": members, "chunk_index": 0, "chunk_count": 1,
                               "nonce": d.get("nonce")}, "GUILD_MEMBERS_CHUNK")

    # Dispatching.

    async def dispatch(self, event: str, data: JSON, *, intent: int = 0, guild_id: Optional[int] = None,
                       shard: Optional[int] = None) -> int:
        """Send an event of ``guild_id`` (None: outside any guild) to every identified bot having
        ``intent`` whose shard hears that guild; returns how many got it. ``shard`` sends it to the
        connections of that shard instead (Discord may, while a shard moves between processes)."""
        return await self._send_each(event, lambda _session: data, intent, guild_id, shard)

    async def dispatch_interaction(self, data: JSON, guild_id: Optional[int],
                                   shard: Optional[int] = None) -> list[Optional[int]]:
        """INTERACTION_CREATE to the connection(s) hearing ``guild_id`` (or ``shard``'s); returns the
        shard id of each connection that got it (None: an unsharded one)."""
        reached: list[Optional[int]] = []

        def build(session: Session) -> JSON:
            reached.append(None if session.shard is None else session.shard[0])
            return data

        await self._send_each("INTERACTION_CREATE", build, 0, guild_id, shard)
        return reached

    def _hears(self, session: Session, guild_id: Optional[int], shard: Optional[int]) -> bool:
        if shard is None:
            return session.holds(guild_id)
        return session.shard is None or session.shard[0] == shard

    async def _send_each(self, event: str, build: Callable[[Session], JSON], intent: int,
                         guild_id: Optional[int] = None, shard: Optional[int] = None) -> int:
        sent = 0
        for session in list(self.sessions):
            if intent and not session.intents & intent:
                continue
            if not self._hears(session, guild_id, shard):
                continue
            try:
                await session.send(0, build(session), event)
                sent += 1
            except ConnectionResetError:
                pass  # that bot is going away; the others still get the event
        self.world.touch()
        return sent

    async def message_created(self, message: Message) -> None:
        await self._message_event("MESSAGE_CREATE", message)

    async def message_updated(self, message: Message) -> None:
        await self._message_event("MESSAGE_UPDATE", message)

    async def message_deleted(self, message: Message) -> None:
        if message.ephemeral:
            return
        data: JSON = {"id": str(message.id), "channel_id": str(message.channel_id)}
        if message.guild_id:
            data["guild_id"] = str(message.guild_id)
        await self.dispatch("MESSAGE_DELETE", data, intent=GUILD_MESSAGES if message.guild_id else DIRECT_MESSAGES,
                            guild_id=message.guild_id)

    async def thread_created(self, thread: Thread) -> None:
        # The REST answer does not put the thread in discord.py's cache; this event does.
        data = {**payloads.thread(self.world, thread), "newly_created": True}
        await self.dispatch("THREAD_CREATE", data, intent=GUILDS, guild_id=thread.guild_id)

    async def thread_updated(self, thread: Thread) -> None:
        await self.dispatch("THREAD_UPDATE", payloads.thread(self.world, thread), intent=GUILDS,
                            guild_id=thread.guild_id)

    async def guild_created(self, guild_id: int) -> None:
        guild = self.world.guilds[guild_id]
        await self.dispatch("GUILD_CREATE", payloads.guild_create(self.world, guild), intent=GUILDS,
                            guild_id=guild_id)

    async def _message_event(self, event: str, message: Message) -> None:
        if message.ephemeral:
            return  # Discord sends no gateway event for ephemeral messages
        intent = GUILD_MESSAGES if message.guild_id else DIRECT_MESSAGES
        await self._send_each(event, lambda session: self._message_payload(session, message), intent,
                              message.guild_id)

    def _message_payload(self, session: Session, message: Message) -> JSON:
        data = payloads.message(self.world, message)
        if message.guild_id is not None:
            guild = self.world.guilds[message.guild_id]
            if message.author.id in guild.member_ids:
                data["member"] = payloads.member(self.world, guild, message.author, with_user=False)
        mentioned = str(self.world.bot.id) in {u["id"] for u in data["mentions"]}
        private = message.guild_id is None or message.author.id == self.world.bot.id or mentioned
        if not private and not session.intents & MESSAGE_CONTENT:
            # Without the privileged intent Discord blanks other people's messages.
            data.update(content="", embeds=[], attachments=[], components=[])
        return data

    async def close_all(self, code: int = 1001) -> None:
        """Close every gateway connection (4000 lets discord.py resume; 1001 on shutdown)."""
        for ws in list(self._open):
            await ws.close(code=code, message=b"stand-in closing")
