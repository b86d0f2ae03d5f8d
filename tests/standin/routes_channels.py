"""REST routes on channels: messages, threads, reactions, typing and DM channels."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from . import payloads
from . import permissions as perms
from .errors import ApiError
from .gateway import Gateway
from .objects import Channel, Message, Thread
from .wire import Files, json_response, no_content, query_int, read_object, snowflake
from .world import Target, World, iso_time

JSON = dict[str, Any]


class ChannelRoutes:
    def __init__(self, world: World, gateway: Gateway) -> None:
        self.world = world
        self.gateway = gateway

    def register(self, router: web.UrlDispatcher, api: str) -> None:
        channel = f"{api}/channels/{{channel_id}}"
        message = f"{channel}/messages/{{message_id}}"
        router.add_get(channel, self.get_channel)
        router.add_patch(channel, self.edit_channel)
        router.add_post(f"{channel}/typing", self.typing)
        router.add_get(f"{channel}/messages", self.history)
        router.add_post(f"{channel}/messages", self.send)
        router.add_get(message, self.get_message)
        router.add_patch(message, self.edit)
        router.add_delete(message, self.delete)
        router.add_put(f"{message}/reactions/{{emoji}}/@me", self.react)
        router.add_delete(f"{message}/reactions/{{emoji}}/@me", self.unreact)
        router.add_delete(f"{message}/reactions", self.clear_reactions)
        router.add_post(f"{channel}/threads", self.create_thread)
        router.add_post(f"{message}/threads", self.create_thread_from_message)
        router.add_get(f"{channel}/thread-members", self.thread_members)
        router.add_put(f"{channel}/thread-members/{{user_id}}", self.join_thread)
        router.add_delete(f"{channel}/thread-members/{{user_id}}", self.leave_thread)
        router.add_post(f"{api}/users/@me/channels", self.open_dm)

    def _target(self, request: web.Request) -> Target:
        return self.world.target(snowflake(request, "channel_id"))

    def _message(self, request: web.Request) -> Message:
        return self.world.message(snowflake(request, "channel_id"), snowflake(request, "message_id"))

    def _thread(self, request: web.Request) -> Thread:
        target = self._target(request)
        if not isinstance(target, Thread):
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        return target

    # Channels.

    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(payloads.channel(self.world, self._target(request)))

    async def edit_channel(self, request: web.Request) -> web.Response:
        target = self._target(request)
        body, _files = await read_object(request)
        if isinstance(target, Thread):
            target.name = body.get("name", target.name)
            target.archived = bool(body.get("archived", target.archived))
            target.locked = bool(body.get("locked", target.locked))
            target.auto_archive_duration = int(body.get("auto_archive_duration", target.auto_archive_duration))
            await self.gateway.thread_updated(target)
        else:
            target.name = body.get("name", target.name)
        self.world.touch()
        return json_response(payloads.channel(self.world, target))

    async def typing(self, request: web.Request) -> web.Response:
        self._target(request)
        return no_content()

    async def open_dm(self, request: web.Request) -> web.Response:
        body, _files = await read_object(request)
        user = self.world.users.get(int(body.get("recipient_id") or 0))
        if user is None:
            raise ApiError(400, 50035, "Invalid Form Body: recipient_id")
        return json_response(payloads.channel(self.world, self.world.dm_channel(user)))

    # Messages.

    async def history(self, request: web.Request) -> web.Response:
        target = self._target(request)
        limit = min(query_int(request, "limit") or 50, 100)
        before, after = query_int(request, "before"), query_int(request, "after")
        found = [m for m in self.world.messages_in(target.id)
                 if (before is None or m.id < before) and (after is None or m.id > after) and not m.ephemeral]
        found = found[:limit] if after is not None else found[-limit:]
        return json_response([payloads.message(self.world, m) for m in reversed(found)])  # newest first

    async def get_message(self, request: web.Request) -> web.Response:
        message = self._message(request)
        if message.ephemeral:
            raise ApiError(404, 10008, "Unknown Message")
        return json_response(payloads.message(self.world, message))

    async def send(self, request: web.Request) -> web.Response:
        target = self._target(request)
        body, files = await read_object(request)
        self._check_can_post(target, files)
        message = self.world.create_message(target, self.world.bot, body, files, source="rest")
        await self.gateway.message_created(message)
        return json_response(payloads.message(self.world, message))

    def _check_can_post(self, target: Target, files: Files) -> None:
        bot = self.world.bot.id
        if isinstance(target, Channel) and target.type == 1:
            if not self.world.users[target.recipient_id or 0].dms_open:
                raise ApiError(403, 50007, "Cannot send messages to this user")
            return
        if isinstance(target, Thread):
            self.world.require(bot, target, perms.VIEW_CHANNEL | perms.SEND_IN_THREADS)
            if target.locked:
                raise ApiError(400, 50083, "Thread is archived")
            target.archived = False  # posting in an archived, unlocked thread reopens it
        else:
            self.world.require(bot, target, perms.VIEW_CHANNEL | perms.SEND_MESSAGES)
        if files:
            self.world.require(bot, target, perms.ATTACH_FILES)

    async def edit(self, request: web.Request) -> web.Response:
        message = self._message(request)
        if message.author.id != self.world.bot.id:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        body, files = await read_object(request)
        self.world.edit_message(message, body, files)
        await self.gateway.message_updated(message)
        return json_response(payloads.message(self.world, message))

    async def delete(self, request: web.Request) -> web.Response:
        message = self._message(request)
        target = self.world.target(message.channel_id)
        if message.author.id != self.world.bot.id and message.guild_id is not None:
            self.world.require(self.world.bot.id, target, perms.MANAGE_MESSAGES)
        message.deleted = True
        self.world.touch()
        await self.gateway.message_deleted(message)
        return no_content()

    async def react(self, request: web.Request) -> web.Response:
        message = self._message(request)
        entry = (request.match_info["emoji"], self.world.bot.id)
        if entry not in message.reactions:
            message.reactions.append(entry)
        self.world.touch()
        return no_content()

    async def unreact(self, request: web.Request) -> web.Response:
        message = self._message(request)
        entry = (request.match_info["emoji"], self.world.bot.id)
        if entry in message.reactions:
            message.reactions.remove(entry)
        self.world.touch()
        return no_content()

    async def clear_reactions(self, request: web.Request) -> web.Response:
        self._message(request).reactions.clear()
        self.world.touch()
        return no_content()

    # Threads.

    async def create_thread(self, request: web.Request) -> web.Response:
        parent = self._target(request)
        body, files = await read_object(request)
        kind = int(body.get("type") or 12)  # Discord's default without a message is a private thread
        thread = self._new_thread(parent, body, kind=kind, thread_id=self.world.new_id())
        starter = body.get("message")
        if isinstance(starter, dict):  # forum posts: the first message comes with the thread
            message = self.world.create_message(thread, self.world.bot, starter, files, source="rest")
            thread.starter_message_id = message.id
        await self.gateway.thread_created(thread)
        return json_response(payloads.thread(self.world, thread))

    async def create_thread_from_message(self, request: web.Request) -> web.Response:
        parent = self._target(request)
        message = self._message(request)
        body, _files = await read_object(request)
        if message.thread_id is not None:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        # A thread started from a message has the message's id.
        thread = self._new_thread(parent, body, kind=11, thread_id=message.id)
        thread.starter_message_id = message.id
        message.thread_id = thread.id
        await self.gateway.thread_created(thread)
        return json_response(payloads.thread(self.world, thread))

    def _new_thread(self, parent: Target, body: JSON, *, kind: int, thread_id: int) -> Thread:
        if not isinstance(parent, Channel) or parent.type != 0 or parent.guild_id is None:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        needed = perms.CREATE_PUBLIC_THREADS if kind == 11 else perms.CREATE_PRIVATE_THREADS
        self.world.require(self.world.bot.id, parent, perms.VIEW_CHANNEL | needed)
        name = str(body.get("name") or "")
        if not 1 <= len(name) <= 100:
            raise ApiError(400, 50035, "Invalid Form Body: thread name must be 1-100 characters")
        thread = Thread(id=thread_id, guild_id=parent.guild_id, parent_id=parent.id, owner_id=self.world.bot.id,
                        name=name, type=kind, auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
                        member_ids=[self.world.bot.id])
        self.world.threads[thread.id] = thread
        self.world.touch()
        return thread

    async def thread_members(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        return json_response([{"id": str(thread.id), "user_id": str(u), "join_timestamp": iso_time(thread.id),
                               "flags": 0} for u in thread.member_ids])

    async def join_thread(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        user_id = self._member_id(request)
        if user_id not in thread.member_ids:
            thread.member_ids.append(user_id)
        self.world.touch()
        return no_content()

    async def leave_thread(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        user_id = self._member_id(request)
        if user_id in thread.member_ids:
            thread.member_ids.remove(user_id)
        self.world.touch()
        return no_content()

    def _member_id(self, request: web.Request) -> int:
        if request.match_info["user_id"] == "@me":
            return self.world.bot.id
        user_id = snowflake(request, "user_id")
        if user_id not in self.world.users:
            raise ApiError(404, 10013, "Unknown User")
        return user_id

