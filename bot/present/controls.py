"""Restart-proof components: custom ids ``gt:<action>:<match_id>:<version>[:<arg>]`` (100 characters at most).

One ``DynamicItem`` class catches every ``gt:`` id, parses it strictly and hands the press to the
handler registered for its action in :data:`HANDLERS`. The handlers live above the floor, in
``bot.handlers``, and register themselves there (``bot.handlers.actions.action``), with what answers an
id that no handler owns (:data:`UNKNOWN`): a malformed or forged id is answered ("not valid") and
changes nothing. This module builds the components and never imports a handler (the class that
catches a press must be the one the buttons are made of: discord.py registers the class of each
item a message is sent with). Custom ids carry no secret: only ids and a version.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self, TypeVar, overload

import discord

from bot.errors import BadComponent

PREFIX = "gt"
Handler = Callable[[discord.Interaction, "GameControl"], Awaitable[None]]
#: the handler of each action, registered by ``bot.handlers`` when it is imported (``bot.app`` does).
HANDLERS: dict[str, Handler] = {}
#: the key of what answers a press no handler owns (never an action's name: those are not empty).
UNKNOWN = ""

_ACTION = re.compile(r"[a-z_]{1,16}")
#: a positive id as custom ids write it (a match, a version, a user): at most 19 digits, no leading zero.
ID_NUMBER = re.compile(r"[1-9][0-9]{0,18}")
#: Match ids and versions are SQLite INTEGERs: 1 to 2**63 - 1 (19 digits reach 10**19 - 1).
MAX_ID = 2**63 - 1
_ARG = re.compile(r"[A-Za-z0-9_\-]{1,90}")
#: Discord's limit on a custom id's length.
ID_LIMIT = 100


@dataclass(frozen=True)
class ControlId:
    """A parsed custom id."""

    action: str
    match_id: int
    version: int
    arg: str | None = None

    def __str__(self) -> str:
        tail = f":{self.arg}" if self.arg is not None else ""
        return f"{PREFIX}:{self.action}:{self.match_id}:{self.version}{tail}"

    @property
    def subject(self) -> str:
        """What the control is about, for the logs."""
        return f"match {self.match_id}"

    @classmethod
    def parse(cls, body: str) -> ControlId:
        """``body`` is what follows ``gt:``; raises BadComponent unless every part is well formed."""
        parts = body.split(":")
        if len(body) > ID_LIMIT or len(parts) not in (3, 4):
            raise BadComponent()
        name, match_id, version = parts[:3]
        arg = parts[3] if len(parts) == 4 else None
        if not (_ACTION.fullmatch(name) and ID_NUMBER.fullmatch(match_id) and ID_NUMBER.fullmatch(version)):
            raise BadComponent()
        if arg is not None and not _ARG.fullmatch(arg):
            raise BadComponent()
        numbers = int(match_id), int(version)
        if any(number > MAX_ID for number in numbers):
            raise BadComponent()
        return cls(name, *numbers, arg)


class Dispatching(discord.ui.DynamicItem[discord.ui.Item[Any]], template=r"(?!)"):
    """What every restart-proof control shares (``GameControl``, ``bot.present.lessons``'
    ``LessonControl``): its id parsed from the custom id by :meth:`parse` (None when malformed),
    and its press handed to the handler its class's ``handlers`` hold for the id's action. Never
    registered itself: its template matches nothing."""

    #: action -> handler; ``UNKNOWN`` answers an id no handler owns.
    handlers: ClassVar[dict[str, Callable[[discord.Interaction, Any], Awaitable[None]]]] = {}

    def __init__(self, item: discord.ui.Item[Any], control: Any = None) -> None:
        super().__init__(item)
        self.control = control

    @classmethod
    def parse(cls, body: str) -> Any:
        """The id in ``body`` (what follows the prefix); BadComponent when it is malformed."""
        raise BadComponent()

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Self:
        try:
            control = cls.parse(match["body"])
        except BadComponent:
            control = None
        return cls(item, control)

    @property
    def values(self) -> list[str]:
        """Chosen option values (selects); empty for buttons."""
        return list(getattr(self.item, "values", []) or [])

    async def callback(self, interaction: discord.Interaction) -> None:
        name = self.control.action if self.control is not None else UNKNOWN
        await self.handlers.get(name, self.handlers[UNKNOWN])(interaction, self)


class GameControl(Dispatching, template=r"gt:(?P<body>.*)"):
    """Any ``gt:`` button or select; dispatches to the registered action handler."""

    handlers = HANDLERS
    control: ControlId | None

    @classmethod
    def parse(cls, body: str) -> ControlId:
        return ControlId.parse(body)


D = TypeVar("D", bound=Dispatching)


@overload
def button(control: ControlId, label: str, *, style: discord.ButtonStyle = ...,
           row: int | None = ...) -> GameControl: ...


@overload
def button(control: object, label: str, *, style: discord.ButtonStyle = ..., row: int | None = ...,
           kind: type[D]) -> D: ...


def button(control: object, label: str, *, style: discord.ButtonStyle = discord.ButtonStyle.secondary,
           row: int | None = None, kind: type[Dispatching] = GameControl) -> Dispatching:
    """A button whose custom id is ``control``'s, caught by ``kind``."""
    return kind(discord.ui.Button(label=label, style=style, custom_id=str(control), row=row), control)


@overload
def select(control: ControlId, placeholder: str, options: Sequence[discord.SelectOption], *,
           row: int | None = ...) -> GameControl: ...


@overload
def select(control: object, placeholder: str, options: Sequence[discord.SelectOption], *, row: int | None = ...,
           kind: type[D]) -> D: ...


def select(control: object, placeholder: str, options: Sequence[discord.SelectOption], *, row: int | None = None,
           kind: type[Dispatching] = GameControl) -> Dispatching:
    """A menu whose custom id is ``control``'s, caught by ``kind``."""
    item: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=str(control), placeholder=placeholder, options=list(options), row=row
    )
    return kind(item, control)


def view_of(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """A view holding only dynamic items: nothing is kept in memory per message."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
