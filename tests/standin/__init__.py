"""A local stand-in for Discord's REST API and gateway, to run an unmodified discord.py bot in tests.

Typical use::

    async with DiscordStandIn() as standin:
        guild = standin.add_guild("Club", locale="fr")
        alice = standin.add_user("alice")
        async with standin.running(make_bot()):
            res = await standin.slash(alice, "ping")
            answer = await res.response()

See README.md in this folder for what is modelled and the discord.py quirks met.
"""

from . import permissions
from .errors import ApiError, BotCrashed, CallbackRejected
from .objects import Attachment, Callback, Channel, Guild, Interaction, Message, Role, Thread, User
from .standin import DiscordStandIn

__all__ = [
    "ApiError",
    "Attachment",
    "BotCrashed",
    "Callback",
    "CallbackRejected",
    "Channel",
    "DiscordStandIn",
    "Guild",
    "Interaction",
    "Message",
    "Role",
    "Thread",
    "User",
    "permissions",
]
