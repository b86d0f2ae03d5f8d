"""Interaction callbacks and the interaction webhook (followups, @original)."""

from __future__ import annotations

import asyncio
from typing import Any, Optional

from aiohttp import web

from . import payloads
from .errors import ApiError
from .gateway import Gateway
from .objects import EPHEMERAL, LOADING, Callback, Interaction, Message
from .wire import json_response, no_content, query_int, read_object, snowflake
from .world import World

JSON = dict[str, Any]

# Callback types each interaction type may answer with.
_ALLOWED = {
    2: {4, 5, 9},
    3: {4, 5, 6, 7, 9},
    4: {8},
    5: {4, 5, 6, 7},
}


class InteractionRoutes:
    def __init__(self, world: World, gateway: Gateway, response_deadline: float) -> None:
        self.world = world
        self.gateway = gateway
        #: Seconds an interaction accepts its first answer (3 on Discord).
        self.response_deadline = response_deadline

    def register(self, router: web.UrlDispatcher, api: str) -> None:
        router.add_post(f"{api}/interactions/{{interaction_id}}/{{token}}/callback", self.callback)
        hook = f"{api}/webhooks/{{app_id}}/{{token}}"
        router.add_post(hook, self.followup)
        router.add_get(f"{hook}/messages/{{message_id}}", self.get_message)
        router.add_patch(f"{hook}/messages/{{message_id}}", self.edit_message)
        router.add_delete(f"{hook}/messages/{{message_id}}", self.delete_message)

    # Callback.

    async def callback(self, request: web.Request) -> web.Response:
        record = self.world.interactions.get(snowflake(request, "interaction_id"))
        try:
            return await self._callback(request, record)
        except ApiError as error:
            if record is not None:
                record.rejected.append(error)
                self.world.touch()
            raise

    async def _callback(self, request: web.Request, record: Optional[Interaction]) -> web.Response:
        if record is None or record.token != request.match_info["token"]:
            raise ApiError(404, 10062, "Unknown interaction")
        if record.callback is not None:
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        if asyncio.get_running_loop().time() - record.dispatched_at > self.response_deadline:
            raise ApiError(404, 10062, "Unknown interaction")  # answered too late: the token expired
        body, files = await read_object(request)
        kind = int(body.get("type") or 0)
        data: JSON = body.get("data") or {}
        if kind not in _ALLOWED.get(record.type, set()):
            raise ApiError(400, 50035, f"Invalid Form Body: callback type {kind} for interaction type {record.type}")
        if kind == 7 and record.message is None:
            raise ApiError(400, 50035, "Invalid Form Body: no message to update")

        target = self.world.target(record.channel_id)
        message: Optional[Message] = None
        before: set[int] = set()
        if kind == 4:
            message = self.world.create_message(target, self.world.bot, data, files, source="callback",
                                                interaction=record)
            await self.gateway.message_created(message)
        elif kind == 5:
            flags = LOADING | (int(data.get("flags") or 0) & EPHEMERAL)
            message = self.world.create_message(target, self.world.bot, {}, {}, source="callback",
                                                interaction=record, flags=flags, placeholder=True)
            await self.gateway.message_created(message)
        elif kind in (6, 7) and record.message is not None:
            message = record.message
            before = {a.id for a in message.attachments}
            if kind == 7:
                self.world.edit_message(message, data, files)
                await self.gateway.message_updated(message)
        uploaded = [a for a in message.attachments if a.id not in before] if message and kind != 6 else []
        record.original = message
        record.callback = Callback(type=kind, data=data, attachments=uploaded, message=message)
        self.world.touch()

        answer: JSON = {"interaction": {"id": str(record.id), "type": record.type}}
        if message is not None:
            answer["interaction"].update(response_message_id=str(message.id), response_message_loading=kind == 5,
                                         response_message_ephemeral=message.ephemeral)
        if kind in (4, 5, 7) and message is not None:
            answer["resource"] = {"type": kind, "message": payloads.message(self.world, message)}
        return json_response(answer)

    # Interaction webhook.

    def _record(self, request: web.Request) -> Interaction:
        token = request.match_info["token"]
        record = next((r for r in self.world.interactions.values() if r.token == token), None)
        if (record is None or snowflake(request, "app_id") != self.world.application_id
                or record.callback is None or record.callback.type in (8, 9)):
            raise ApiError(404, 10015, "Unknown Webhook")
        return record

    def _webhook_message(self, request: web.Request) -> tuple[Interaction, Message]:
        record = self._record(request)
        key = request.match_info["message_id"]
        if key == "@original":
            message = record.original
        else:
            wanted = snowflake(request, "message_id")
            message = next((m for m in [record.original, *record.followups] if m and m.id == wanted), None)
        if message is None or message.deleted:
            raise ApiError(404, 10008, "Unknown Message")
        return record, message

    async def followup(self, request: web.Request) -> web.Response:
        record = self._record(request)
        try:
            return await self._followup(request, record)
        except ApiError as error:
            record.rejected.append(error)
            self.world.touch()
            raise

    async def _followup(self, request: web.Request, record: Interaction) -> web.Response:
        body, files = await read_object(request)
        original = record.original
        if record.callback and record.callback.type == 5 and original is not None and original.loading:
            # The first followup after a defer fills the "thinking" message and keeps the defer's flags.
            message = self.world.edit_message(original, body, files)
            await self.gateway.message_updated(message)
        else:
            thread_id = query_int(request, "thread_id")
            target = self.world.target(thread_id or record.channel_id)
            message = self.world.create_message(target, self.world.bot, body, files, source="followup",
                                                interaction=record)
            await self.gateway.message_created(message)
        record.followups.append(message)
        self.world.touch()
        return json_response(payloads.message(self.world, message))

    async def get_message(self, request: web.Request) -> web.Response:
        _record, message = self._webhook_message(request)
        return json_response(payloads.message(self.world, message))

    async def edit_message(self, request: web.Request) -> web.Response:
        _record, message = self._webhook_message(request)
        body, files = await read_object(request)
        self.world.edit_message(message, body, files)
        await self.gateway.message_updated(message)
        return json_response(payloads.message(self.world, message))

    async def delete_message(self, request: web.Request) -> web.Response:
        _record, message = self._webhook_message(request)
        message.deleted = True
        self.world.touch()
        await self.gateway.message_deleted(message)
        return no_content()
