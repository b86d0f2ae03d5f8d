"""JSON payload factories, shaped the way discord.py 2.7 reads them (snowflakes as strings)."""

from __future__ import annotations

import re
from typing import Any, Optional

from .objects import Attachment, Guild, Message, Role, Thread, User
from .world import Target, World, iso_time

JSON = dict[str, Any]

_MENTION = re.compile(r"<@!?(\d+)>")


def user(u: User) -> JSON:
    return {"id": str(u.id), "username": u.name, "discriminator": "0", "global_name": u.name,
            "avatar": None, "bot": u.bot, "public_flags": 0}


def member(world: World, guild: Guild, u: User, *, with_user: bool = True,
           target: Optional[Target] = None) -> JSON:
    """A guild member; ``target`` adds the ``permissions`` string interactions carry."""
    own = [str(guild.bot_role_id)] if u.id == world.bot.id else []
    data: JSON = {"roles": own + [str(r) for r in guild.member_roles.get(u.id, [])], "flags": 0,
                  "joined_at": iso_time(guild.id), "deaf": False, "mute": False, "nick": None,
                  "avatar": None, "pending": False, "communication_disabled_until": None}
    if with_user:
        data["user"] = user(u)
    if target is not None:
        data["permissions"] = str(world.permissions_for(u.id, target))
    return data


def role(role_id: int, name: str, permissions: int, position: int, managed: bool) -> JSON:
    return {"id": str(role_id), "name": name, "permissions": str(permissions), "position": position,
            "color": 0, "colors": {"primary_color": 0}, "hoist": False, "managed": managed,
            "mentionable": False, "icon": None, "unicode_emoji": None, "flags": 0}


def made_role(guild: Guild, r: Role) -> JSON:
    """A role a test made: no permissions, above the bot's."""
    return role(r.id, r.name, 0, 2 + guild.roles.index(r), False)


def roles(guild: Guild) -> list[JSON]:
    return [role(guild.id, "@everyone", guild.permissions, 0, False),
            role(guild.bot_role_id, "Bot", guild.bot_permissions, 1, True),
            *(made_role(guild, r) for r in guild.roles)]


def channel(world: World, target: Target) -> JSON:
    """A text channel, DM channel or thread, as GET /channels/{id} answers it."""
    if isinstance(target, Thread):
        return thread(world, target)
    if target.type == 1:
        recipient = world.users[target.recipient_id or 0]
        return {"id": str(target.id), "type": 1, "recipients": [user(recipient)], "last_message_id": None,
                "flags": 0}
    return {"id": str(target.id), "type": target.type, "guild_id": str(target.guild_id), "name": target.name,
            "position": target.position, "parent_id": None, "topic": None, "nsfw": False,
            "rate_limit_per_user": 0, "last_message_id": None, "flags": 0,
            "permission_overwrites": [{"id": str(target.guild_id), "type": 0, "allow": str(target.allow),
                                       "deny": str(target.deny)}]}


def thread(world: World, t: Thread) -> JSON:
    count = len(world.messages_in(t.id))
    return {"id": str(t.id), "guild_id": str(t.guild_id), "parent_id": str(t.parent_id),
            "owner_id": str(t.owner_id), "name": t.name, "type": t.type, "flags": 0,
            "message_count": count, "total_message_sent": count, "member_count": len(t.member_ids),
            "rate_limit_per_user": 0, "last_message_id": None,
            "thread_metadata": {"archived": t.archived, "locked": t.locked, "invitable": True,
                                "auto_archive_duration": t.auto_archive_duration,
                                "archive_timestamp": iso_time(t.id), "create_timestamp": iso_time(t.id)}}


def guild_create(world: World, guild: Guild) -> JSON:
    """GUILD_CREATE: every member is sent, so member_count matches and no chunking is requested."""
    members = [member(world, guild, world.users[uid]) for uid in guild.member_ids]
    threads = [thread(world, t) for t in world.threads.values() if t.guild_id == guild.id and not t.archived]
    return {"id": str(guild.id), "name": guild.name, "icon": None, "owner_id": str(guild.owner_id),
            "preferred_locale": guild.locale, "features": [], "member_count": len(members), "members": members,
            "roles": roles(guild), "channels": [channel(world, c) for c in guild.channels], "threads": threads,
            "large": False, "unavailable": False, "joined_at": iso_time(guild.id), "emojis": [], "stickers": [],
            "verification_level": 0, "default_message_notifications": 0, "explicit_content_filter": 0,
            "mfa_level": 0, "nsfw_level": 0, "premium_tier": 0, "afk_timeout": 300, "system_channel_id": None,
            "voice_states": [], "presences": [], "stage_instances": [], "guild_scheduled_events": [],
            "soundboard_sounds": []}


def guild(guild: Guild) -> JSON:
    """GET /guilds/{id}."""
    return {"id": str(guild.id), "name": guild.name, "icon": None, "owner_id": str(guild.owner_id),
            "preferred_locale": guild.locale, "features": [], "roles": roles(guild), "emojis": [],
            "stickers": [], "verification_level": 0, "default_message_notifications": 0,
            "explicit_content_filter": 0, "mfa_level": 0, "nsfw_level": 0, "premium_tier": 0}


def attachment(a: Attachment) -> JSON:
    data: JSON = {"id": str(a.id), "filename": a.filename, "size": a.size, "url": a.url, "proxy_url": a.url,
                  "content_type": a.content_type}
    if a.description is not None:
        data["description"] = a.description
    return data


def message(world: World, m: Message) -> JSON:
    mentions = [user(world.users[int(uid)]) for uid in dict.fromkeys(_MENTION.findall(m.content))
                if int(uid) in world.users]
    data: JSON = {"id": str(m.id), "type": m.type, "channel_id": str(m.channel_id), "author": user(m.author),
                  "content": m.content, "mentions": mentions, "mention_roles": [], "mention_everyone": False,
                  "attachments": [attachment(a) for a in m.attachments], "embeds": m.embeds,
                  "components": m.components, "flags": m.flags, "timestamp": iso_time(m.id),
                  "edited_timestamp": m.edited_at, "tts": False,
                  "pinned": False}
    if m.guild_id is not None:
        data["guild_id"] = str(m.guild_id)
    if m.webhook_id is not None:
        data["webhook_id"] = str(m.webhook_id)
        data["application_id"] = str(world.application_id)
    if m.message_reference is not None:
        data["message_reference"] = m.message_reference
    if m.thread_id is not None and m.thread_id in world.threads:
        data["thread"] = thread(world, world.threads[m.thread_id])
    if m.reactions:
        counts: dict[str, int] = {}
        for emoji, _uid in m.reactions:
            counts[emoji] = counts.get(emoji, 0) + 1
        data["reactions"] = [{"emoji": {"id": None, "name": e}, "count": n, "me": True,
                              "count_details": {"burst": 0, "normal": n}, "burst_colors": [], "me_burst": False,
                              "burst_me": False, "burst_count": 0, "normal_count": n}
                             for e, n in counts.items()]
    return data


def interaction(world: World, *, interaction_id: int, token: str, type: int, u: User, target: Target,
                data: JSON, locale: str, source_message: Optional[Message] = None) -> JSON:
    """A complete INTERACTION_CREATE ``d``: discord.py's gateway reader dies on a missing required key."""
    guild = world.guild_of(target)
    payload: JSON = {
        "id": str(interaction_id), "application_id": str(world.application_id), "type": type, "token": token,
        "version": 1, "attachment_size_limit": 10 * 1024 * 1024, "channel_id": str(target.id),
        "channel": {**channel(world, target), "permissions": str(world.permissions_for(u.id, target))},
        "app_permissions": str(world.permissions_for(world.bot.id, target)), "locale": locale,
        "entitlements": [], "data": data,
    }
    if guild is not None:
        payload.update({
            "guild_id": str(guild.id), "guild": {"id": str(guild.id), "locale": guild.locale, "features": []},
            "guild_locale": guild.locale, "member": member(world, guild, u, target=target),
            "authorizing_integration_owners": {"0": str(guild.id)}, "context": 0,
        })
    else:
        payload.update({"user": user(u), "authorizing_integration_owners": {"1": str(u.id)}, "context": 1})
    if source_message is not None:  # component and modal interactions carry the message they came from
        payload["message"] = message(world, source_message)
    return payload
