"""/privacy (issue 31): what the bot keeps about the asker, in sentences, and the controls of its
deletion. Pure: the counts (``bot.storage.PlayerData``) in, words and components out.

Custom ids ``privacy:<action>:<user>[:<running>]`` carry only what the handler checks again: the
asker's id (against whoever presses: another user's press is refused) and, on Confirm, how many
running matches the confirmation named (counted again: a confirmation overtaken by a new match or
a finished one is refused as stale). ``delete`` asks for the confirmation, ``confirm`` deletes,
``cancel`` keeps everything. A malformed or forged id goes to :data:`UNKNOWN`'s handler.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord

from bot import i18n
from bot.errors import BadComponent
from bot.present.controls import ID_LIMIT, ID_NUMBER, MAX_ID, Dispatching, button, view_of
from bot.storage import PlayerData

PREFIX = "privacy"
#: how many numbers follow the user's id in each action's id.
ARITY = {"delete": 0, "confirm": 1, "cancel": 0}
PrivacyHandler = Callable[[discord.Interaction, "PrivacyControl"], Awaitable[None]]
#: the handler of each action, registered by ``bot.handlers.privacy`` when it is imported.
HANDLERS: dict[str, PrivacyHandler] = {}
UNKNOWN = ""
_COUNT = re.compile(r"0|[1-9][0-9]{0,5}")

#: what is kept, in the order it is told: (``PlayerData`` field, message key).
_KEPT = (
    ("finished", "privacy.finished"),
    ("moves", "privacy.moves"),
    ("running", "privacy.running"),
    ("challenges", "privacy.challenges"),
    ("ratings", "privacy.ratings"),
    ("rated_results", "privacy.rated_results"),
    ("tournaments", "privacy.tournaments"),
    ("puzzle_ratings", "privacy.puzzle_ratings"),
    ("puzzle_attempts", "privacy.puzzle_attempts"),
)


@dataclass(frozen=True)
class PrivacyId:
    """A parsed custom id: ``running`` is the count the confirmation named (``confirm`` only)."""

    action: str
    user_id: int
    running: int | None = None

    def __str__(self) -> str:
        tail = [] if self.running is None else [str(self.running)]
        return ":".join([PREFIX, self.action, str(self.user_id), *tail])

    @property
    def subject(self) -> str:
        """What the control is about, for the logs (never whose data)."""
        return "a player's data"

    @classmethod
    def parse(cls, body: str) -> PrivacyId:
        """``body`` is what follows ``privacy:``; BadComponent unless every part is well formed."""
        parts = body.split(":")
        if len(body) > ID_LIMIT or len(parts) < 2 or parts[0] not in ARITY or len(parts) != 2 + ARITY[parts[0]]:
            raise BadComponent()
        if not ID_NUMBER.fullmatch(parts[1]) or not all(_COUNT.fullmatch(part) for part in parts[2:]):
            raise BadComponent()
        user_id = int(parts[1])
        if user_id > MAX_ID:
            raise BadComponent()
        return cls(parts[0], user_id, int(parts[2]) if len(parts) == 3 else None)


class PrivacyControl(Dispatching, template=r"privacy:(?P<body>.*)"):
    """Any ``privacy:`` button; dispatches to the registered handler."""

    handlers = HANDLERS
    control: PrivacyId | None

    @classmethod
    def parse(cls, body: str) -> PrivacyId:
        return PrivacyId.parse(body)


def summary(data: PlayerData, lang: str) -> str:
    """What the bot keeps about the asker, one sentence a line (or that it keeps nothing)."""
    if data.empty:
        return i18n.t(lang, "privacy.nothing")
    lines = [i18n.t(lang, "privacy.heading")]
    lines += [f"- {i18n.t(lang, key, count=getattr(data, field))}" for field, key in _KEPT if getattr(data, field)]
    if data.settings:
        lines.append(f"- {i18n.t(lang, 'privacy.settings')}")
    lines.append(i18n.t(lang, "privacy.offer"))
    return "\n".join(lines)


def summary_view(data: PlayerData, lang: str, user_id: int) -> discord.ui.View | None:
    """The "Delete my data" button, when there is something to delete."""
    if data.empty:
        return None
    return view_of(button(PrivacyId("delete", user_id), i18n.t(lang, "privacy.delete"),
                          style=discord.ButtonStyle.danger, kind=PrivacyControl))


def confirmation(data: PlayerData, lang: str) -> str:
    """Exactly what the deletion will do."""
    lines = [i18n.t(lang, "privacy.confirm_heading")]
    if data.running:
        lines.append(f"- {i18n.t(lang, 'privacy.will_resign', count=data.running)}")
    lines.append(f"- {i18n.t(lang, 'privacy.will_remove')}")
    lines.append(f"- {i18n.t(lang, 'privacy.will_keep')}")
    lines.append(i18n.t(lang, "privacy.cannot_undo"))
    return "\n".join(lines)


def confirmation_view(data: PlayerData, lang: str, user_id: int) -> discord.ui.View:
    """Confirm (naming the running matches' count it was shown with) and Cancel."""
    return view_of(
        button(PrivacyId("confirm", user_id, data.running), i18n.t(lang, "privacy.confirm"),
               style=discord.ButtonStyle.danger, kind=PrivacyControl),
        button(PrivacyId("cancel", user_id), i18n.t(lang, "privacy.cancel"), kind=PrivacyControl),
    )


def done(resigned: int, lang: str) -> str:
    """The deletion's last word: done, and the matches it resigned."""
    text = i18n.t(lang, "privacy.done")
    if resigned:
        text += " " + i18n.t(lang, "privacy.done_resigned", count=resigned)
    return text
