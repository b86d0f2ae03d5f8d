"""Permission bits the stand-in checks, and how it combines them."""

from __future__ import annotations

import discord

ALL = discord.Permissions.all().value
ADMINISTRATOR = discord.Permissions(administrator=True).value
SEND_MESSAGES = discord.Permissions(send_messages=True).value
SEND_IN_THREADS = discord.Permissions(send_messages_in_threads=True).value
CREATE_PUBLIC_THREADS = discord.Permissions(create_public_threads=True).value
CREATE_PRIVATE_THREADS = discord.Permissions(create_private_threads=True).value
ATTACH_FILES = discord.Permissions(attach_files=True).value
VIEW_CHANNEL = discord.Permissions(view_channel=True).value
MANAGE_MESSAGES = discord.Permissions(manage_messages=True).value

#: What @everyone gets by default: enough for a game bot to talk, attach boards and open threads.
DEFAULT = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
    add_reactions=True,
    use_external_emojis=True,
    use_application_commands=True,
).value

#: The @everyone permissions of a guild where nobody (the bot included) may open threads.
NO_THREADS = DEFAULT & ~(CREATE_PUBLIC_THREADS | CREATE_PRIVATE_THREADS)


def apply_overwrite(base: int, *, allow: int, deny: int) -> int:
    """Apply one channel overwrite the way Discord does (deny first, then allow)."""
    if base & ADMINISTRATOR:
        return ALL
    return (base & ~deny) | allow
