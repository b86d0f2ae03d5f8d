"""The press of a ``gt:`` component (``bot.present.controls`` builds them and parses their ids):
each handler registers for its action with ``@action("piece")``; every press is first admitted
(none once the bot is stopping), and whatever it raises is answered in the user's language. An
id that no handler owns is answered as a control that is not valid, and changes nothing."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

from bot.errors import BadComponent
from bot.observability import interactions
from bot.present.controls import HANDLERS, UNKNOWN, Handler
from bot.responses import current_subject, report_error
from bot.runtime import runtime_of
from bot.shutdown import admit

H = TypeVar("H", bound=Callable[..., Awaitable[None]])


def _answered(name: str, handler: Callable[[discord.Interaction, Any], Awaitable[None]]) -> Handler:
    """``handler`` admitted first, what its control is about noted for the logs (its id's
    ``subject``, and the interaction's line: its action's ``name`` and match), its errors answered."""

    async def press(interaction: discord.Interaction, control: Any) -> None:
        handled = interactions.begin(f"component:{name or 'unknown'}", runtime_of(interaction).metrics)
        try:
            admit(runtime_of(interaction).in_flight)
            if control.control is not None:
                current_subject.set(control.control.subject)
                match_id = getattr(control.control, "match_id", None)
                if isinstance(match_id, int):
                    interactions.about(match_id)
            await handler(interaction, control)
        except Exception as error:  # the view store only logs; we answer
            await report_error(interaction, error)
        finally:
            interactions.finish(handled)

    return press


def action(name: str, handlers: dict[str, Any] = HANDLERS) -> Callable[[H], H]:
    """Register the handler of the components whose custom id names ``action``, in ``handlers``
    (the table of the control class that catches them: ``gt:`` ones unless told)."""

    def register(handler: H) -> H:
        handlers[name] = _answered(name, handler)
        return handler

    return register


async def not_valid(interaction: discord.Interaction, control: object) -> None:
    """What answers an id no handler owns."""
    raise BadComponent()


action(UNKNOWN)(not_valid)
