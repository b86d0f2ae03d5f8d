"""REST routes about identity, application commands, guilds, users and served files."""

from __future__ import annotations

import re
from typing import Any

from aiohttp import web

from . import payloads
from .errors import ApiError
from .wire import json_response, read_body, snowflake
from .world import World, iso_time

JSON = dict[str, Any]

_NAME = re.compile(r"^[-_\w]{1,32}$")


class AppRoutes:
    def __init__(self, world: World) -> None:
        self.world = world

    def register(self, router: web.UrlDispatcher, api: str) -> None:
        router.add_get(f"{api}/users/@me", self.me)
        router.add_get(f"{api}/users/{{user_id}}", self.user)
        router.add_get(f"{api}/oauth2/applications/@me", self.application)
        router.add_get(f"{api}/applications/@me", self.application)
        router.add_get(f"{api}/applications/{{app_id}}/commands", self.get_commands)
        router.add_put(f"{api}/applications/{{app_id}}/commands", self.put_commands)
        router.add_get(f"{api}/applications/{{app_id}}/guilds/{{guild_id}}/commands", self.get_commands)
        router.add_put(f"{api}/applications/{{app_id}}/guilds/{{guild_id}}/commands", self.put_commands)
        router.add_get(f"{api}/guilds/{{guild_id}}", self.guild)
        router.add_get(f"{api}/guilds/{{guild_id}}/channels", self.guild_channels)
        router.add_get(f"{api}/guilds/{{guild_id}}/roles", self.guild_roles)
        router.add_get(f"{api}/guilds/{{guild_id}}/members/{{user_id}}", self.guild_member)
        router.add_get(f"{api}/guilds/{{guild_id}}/threads/active", self.active_threads)
        router.add_get("/attachments/{attachment_id}/{filename}", self.attachment)

    async def me(self, request: web.Request) -> web.Response:
        bot = payloads.user(self.world.bot)
        return json_response({**bot, "verified": True, "mfa_enabled": False, "flags": 0, "locale": "en-US"})

    async def user(self, request: web.Request) -> web.Response:
        user = self.world.users.get(snowflake(request, "user_id"))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return json_response(payloads.user(user))

    async def application(self, request: web.Request) -> web.Response:
        owner = payloads.user(self.world.app_owner)
        return json_response({
            "id": str(self.world.application_id), "name": self.world.bot.name, "description": "", "icon": None,
            "bot_public": True, "bot_require_code_grant": False, "owner": owner, "team": None,
            "verify_key": "0" * 64, "flags": 0, "summary": "", "rpc_origins": [],
            "bot": payloads.user(self.world.bot), "approximate_guild_count": len(self.world.guilds),
        })

    # Commands.

    def _commands(self, request: web.Request) -> list[JSON]:
        if snowflake(request, "app_id") != self.world.application_id:
            raise ApiError(403, 50001, "Missing Access")
        if "guild_id" not in request.match_info:
            return self.world.global_commands
        guild_id = snowflake(request, "guild_id")
        if guild_id not in self.world.guilds:
            raise ApiError(403, 50001, "Missing Access")
        return self.world.guild_commands.setdefault(guild_id, [])

    async def get_commands(self, request: web.Request) -> web.Response:
        return json_response(self._commands(request))

    async def put_commands(self, request: web.Request) -> web.Response:
        current = self._commands(request)
        body, _files = await read_body(request)
        if not isinstance(body, list):
            raise ApiError(400, 50035, "Invalid Form Body: expected a list of commands")
        guild_id = request.match_info.get("guild_id")
        ids = {(c["name"], c.get("type", 1)): c["id"] for c in current}
        stored = []
        for command in body:
            _validate_command(command)
            kind = command.get("type", 1)
            entry = {"type": 1, "nsfw": False, "default_member_permissions": None, "dm_permission": True,
                     "options": [], **command}
            entry.update(id=ids.get((command["name"], kind)) or str(self.world.new_id()),
                         application_id=str(self.world.application_id), version=str(self.world.new_id()))
            if guild_id:
                entry["guild_id"] = guild_id
            stored.append(entry)
        current[:] = stored  # a bulk overwrite replaces the whole list
        return json_response(stored)

    # Guilds.

    def _guild(self, request: web.Request) -> Any:
        guild = self.world.guilds.get(snowflake(request, "guild_id"))
        if guild is None:
            raise ApiError(404, 10004, "Unknown Guild")
        return guild

    async def guild(self, request: web.Request) -> web.Response:
        return json_response(payloads.guild(self._guild(request)))

    async def guild_channels(self, request: web.Request) -> web.Response:
        return json_response([payloads.channel(self.world, c) for c in self._guild(request).channels])

    async def guild_roles(self, request: web.Request) -> web.Response:
        return json_response(payloads.roles(self._guild(request)))

    async def guild_member(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        user_id = snowflake(request, "user_id")
        if user_id not in guild.member_ids:
            raise ApiError(404, 10007, "Unknown Member")
        return json_response(payloads.member(self.world, guild, self.world.users[user_id]))

    async def active_threads(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        threads = [t for t in self.world.threads.values() if t.guild_id == guild.id and not t.archived]
        members = [{"id": str(t.id), "user_id": str(self.world.bot.id), "join_timestamp": iso_time(t.id),
                    "flags": 0} for t in threads if self.world.bot.id in t.member_ids]
        return json_response({"threads": [payloads.thread(self.world, t) for t in threads], "members": members})

    async def attachment(self, request: web.Request) -> web.Response:
        attachment = self.world.attachments.get(snowflake(request, "attachment_id"))
        if attachment is None or attachment.filename != request.match_info["filename"]:
            raise ApiError(404, 0, "404: Not Found")
        return web.Response(body=attachment.data, content_type=attachment.content_type or "application/octet-stream")


def _validate_command(command: JSON) -> None:
    """The checks Discord makes that discord.py does not always make first."""
    kind = command.get("type", 1)
    name = command.get("name") or ""
    if kind == 1 and (not _NAME.match(name) or name != name.lower()):
        raise ApiError(400, 50035, f"Invalid Form Body: command name {name!r}")
    if kind == 1 and not 1 <= len(command.get("description") or "") <= 100:
        raise ApiError(400, 50035, f"Invalid Form Body: description of /{name} must be 1-100 characters")
    _validate_options(name, command.get("options") or [])


def _validate_options(where: str, options: list[JSON]) -> None:
    if len(options) > 25:
        raise ApiError(400, 50035, f"Invalid Form Body: {where} has more than 25 options")
    seen_optional = False
    for option in options:
        if option.get("type") in (1, 2):
            _validate_options(f"{where} {option['name']}", option.get("options") or [])
            continue
        if option.get("required"):
            if seen_optional:
                raise ApiError(400, 50035, f"Invalid Form Body: required option {option['name']!r} of /{where} "
                                           "comes after an optional one")
        else:
            seen_optional = True
        if len(option.get("choices") or []) > 25:
            raise ApiError(400, 50035, f"Invalid Form Body: option {option['name']!r} has more than 25 choices")
