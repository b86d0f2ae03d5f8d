"""Build the ``data`` of a slash command or autocomplete interaction from the synced command schema.

Option types come from what the bot synced, not from Python types, and the checks Discord's client
makes before sending (unknown option, missing required option, value outside choices or bounds) raise
here, so a test cannot inject an interaction a real user could not produce.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from . import payloads
from .objects import Attachment, Channel, Guild, Role, Thread, User
from .world import World

JSON = dict[str, Any]

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = 3, 4, 5, 6, 7, 8, 9, 10, 11


def find_command(commands: list[JSON], name: str) -> JSON:
    command = next((c for c in commands if c["name"] == name and c.get("type", 1) == 1), None)
    if command is None:
        synced = ", ".join(sorted("/" + c["name"] for c in commands)) or "none"
        raise LookupError(f"/{name} was not synced (PUT .../commands); synced commands: {synced}")
    return command


def command_data(world: World, commands: list[JSON], path: str, values: Mapping[str, Any], *,
                 guild: Optional[Guild], focused: Optional[str] = None) -> JSON:
    """``data`` for ``/path`` ("game move" = command game, subcommand move) with these option values."""
    names = path.strip().lstrip("/").split()
    command = find_command(commands, names[0])
    data: JSON = {"id": command["id"], "name": command["name"], "type": 1}
    if command.get("guild_id"):
        data["guild_id"] = command["guild_id"]
    schema: list[JSON] = command.get("options") or []
    options: list[JSON] = []
    data["options"] = options
    for name in names[1:]:
        spec = _spec(schema, name, path, types={SUB_COMMAND, SUB_COMMAND_GROUP})
        node: JSON = {"name": name, "type": spec["type"], "options": []}
        options.append(node)
        options, schema = node["options"], spec.get("options") or []
    if any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in schema):
        subs = ", ".join(o["name"] for o in schema)
        raise ValueError(f"/{path} needs a subcommand: {subs}")

    resolved: JSON = {}
    for name, value in values.items():
        spec = _spec(schema, name, path, types=None)
        if name == focused:
            if not spec.get("autocomplete"):
                raise ValueError(f"option {name!r} of /{path} has no autocomplete")
            options.append({"name": name, "type": spec["type"], "value": str(value), "focused": True})
        else:
            options.append({"name": name, "type": spec["type"],
                            "value": _convert(world, spec, value, resolved, guild)})
    if focused is not None and focused not in values:
        raise ValueError(f"the focused option {focused!r} needs a (partial) value")
    if focused is None:
        missing = [o["name"] for o in schema if o.get("required") and o["name"] not in values]
        if missing:
            raise ValueError(f"/{path} is missing required options: {', '.join(missing)}")
    if resolved:
        data["resolved"] = resolved
    return data


def _spec(schema: list[JSON], name: str, path: str, types: Optional[set[int]]) -> JSON:
    for spec in schema:
        if spec["name"] == name and (types is None or spec["type"] in types):
            return spec
    known = ", ".join(o["name"] for o in schema) or "none"
    raise ValueError(f"/{path} has no option {name!r}; it has: {known}")


def _convert(world: World, spec: JSON, value: Any, resolved: JSON, guild: Optional[Guild]) -> Any:
    kind, name = spec["type"], spec["name"]

    def wrong(expected: str) -> TypeError:
        return TypeError(f"option {name!r} (type {kind}) expects {expected}, got {value!r}")

    if kind == STRING:
        if not isinstance(value, str):
            raise wrong("a str")
        _check_bounds(spec, len(value), "min_length", "max_length")
    elif kind == INTEGER:
        if not isinstance(value, int) or isinstance(value, bool):
            raise wrong("an int")
        _check_bounds(spec, value, "min_value", "max_value")
    elif kind == NUMBER:
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise wrong("a float")
        _check_bounds(spec, value, "min_value", "max_value")
    elif kind == BOOLEAN:
        if not isinstance(value, bool):
            raise wrong("a bool")
    elif kind in (USER, MENTIONABLE):
        if not isinstance(value, User):
            raise wrong("a standin User")
        resolved.setdefault("users", {})[str(value.id)] = payloads.user(value)
        if guild is not None and value.id in guild.member_ids:
            member = payloads.member(world, guild, value, with_user=False, target=guild.channel)
            resolved.setdefault("members", {})[str(value.id)] = member
        return str(value.id)
    elif kind == CHANNEL:
        if not isinstance(value, (Channel, Thread)):
            raise wrong("a standin Channel or Thread")
        permissions = str(world.permissions_for(world.bot.id, value))
        resolved.setdefault("channels", {})[str(value.id)] = {**payloads.channel(world, value),
                                                              "permissions": permissions}
        return str(value.id)
    elif kind == ROLE:
        if not isinstance(value, Role) or guild is None or value not in guild.roles:
            raise wrong("a standin Role of this guild (DiscordStandIn.add_role)")
        resolved.setdefault("roles", {})[str(value.id)] = payloads.made_role(guild, value)
        return str(value.id)
    elif kind == ATTACHMENT:
        if not isinstance(value, Attachment):
            raise wrong("a standin Attachment (DiscordStandIn.upload)")
        resolved.setdefault("attachments", {})[str(value.id)] = payloads.attachment(value)
        return str(value.id)
    else:
        raise NotImplementedError(f"option type {kind} ({name!r}) is not modelled by the stand-in")
    choices = spec.get("choices")
    if choices and value not in [c["value"] for c in choices]:
        raise ValueError(f"option {name!r} must be one of {[c['value'] for c in choices]}, got {value!r}")
    return value


def _check_bounds(spec: JSON, value: float, low: str, high: str) -> None:
    if spec.get(low) is not None and value < spec[low]:
        raise ValueError(f"option {spec['name']!r}: {value} is below {low}={spec[low]}")
    if spec.get(high) is not None and value > spec[high]:
        raise ValueError(f"option {spec['name']!r}: {value} is above {high}={spec[high]}")
