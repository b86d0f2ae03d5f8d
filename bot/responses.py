"""Answering interactions: in time, ephemerally, and the one error handler (in the user's language:
``bot.languages``)."""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Awaitable, Mapping
from typing import Any, TypeVar

import discord
from discord import app_commands

from bot import i18n
from bot.errors import MoveRejected, UserError, WithMatch
from bot.languages import user_lang
from bot.observability import interactions
from bot.publish.boards import board_reply
from bot.runtime import runtime_of

log = logging.getLogger(__name__)
T = TypeVar("T")
#: how long an action may take before its interaction is deferred (Discord allows 3 seconds).
ANSWER_GRACE = 1.5

#: What an interaction is about (``"match 12"``, ``"puzzle 7"``), for log lines of unexpected errors.
current_subject: contextvars.ContextVar[str | None] = contextvars.ContextVar("current_subject", default=None)


async def in_time(interaction: discord.Interaction, action: Awaitable[T], **defer: Any) -> T:
    """``action``'s result (a service action: its commit is shown before it returns). Refused
    quickly, its error is the interaction's private answer as usual; when it takes longer (a first
    board drawn), the interaction is deferred meanwhile (``defer``: ``InteractionResponse.defer``'s
    arguments) so Discord does not give up on it, and the caller then answers as a followup."""
    task = asyncio.ensure_future(action)
    done, _pending = await asyncio.wait({task}, timeout=ANSWER_GRACE)
    if not done and not interaction.response.is_done():
        await interaction.response.defer(**defer)
    return await task


async def reply(interaction: discord.Interaction, content: str | None = None, **kwargs: Any) -> None:
    """An ephemeral answer, as the first response or as a followup."""
    kwargs.setdefault("ephemeral", True)
    if interaction.response.is_done():
        if content is not None:
            kwargs["content"] = content
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(content, **kwargs)


def unwrap(error: BaseException) -> BaseException:
    """The exception a command or transformer really raised."""
    while isinstance(error, (app_commands.CommandInvokeError, app_commands.TransformerError)):
        if error.__cause__ is None:
            break
        error = error.__cause__
    return error


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """User errors: explained ephemerally in the user's language (with the current board when it
    helps). Anything else: logged with the match id and answered with a short apology."""
    error = unwrap(error)
    if isinstance(error, app_commands.CheckFailure) and not isinstance(error, UserError):
        error = UserError("not_allowed")
    elif _not_a_member(error):
        assert isinstance(error, app_commands.TransformerError)
        error = UserError("not_a_member", name=discord.utils.escape_markdown(error.value.display_name))
    try:
        lang = await user_lang(interaction)
    except Exception:
        lang = i18n.lang_of(interaction.locale)
    if isinstance(error, UserError):
        interactions.refused(error.key)
        text = i18n.explain(lang, error.key, error.params, game=error.game if isinstance(error, MoveRejected) else None)
        extra: dict[str, Any] = {}
        if isinstance(error, WithMatch) and error.match.state is not None:  # a board to show
            text, extra = await board_reply(runtime_of(interaction), error.match, lang, text, interaction.user.id)
        await _safe_reply(interaction, text, **extra)
        return
    interactions.failed(error)
    log.exception(
        "unexpected error in %s (%s)",
        _what(interaction),
        current_subject.get(),
        exc_info=(type(error), error, error.__traceback__),
    )
    await _safe_reply(interaction, i18n.t(lang, "apology"))


def _not_a_member(error: BaseException) -> bool:
    """A user option naming someone who is not (or no longer) a member of the server: Discord
    resolves the user but no member, and discord.py's Member transformer refuses it."""
    return (isinstance(error, app_commands.TransformerError) and error.type is discord.AppCommandOptionType.user
            and isinstance(error.value, discord.abc.User) and not isinstance(error.value, discord.Member))


async def _safe_reply(interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
    try:
        await reply(interaction, text, **kwargs)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id, exc_info=True)


def _what(interaction: discord.Interaction) -> str:
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    data: Mapping[str, Any] = interaction.data or {}
    return f"component {data.get('custom_id', '?')!r}"
