"""The presses of /privacy's ``privacy:`` buttons (``bot.present.privacy`` builds them): Delete my
data (the confirmation), Confirm (the running matches resigned, then the data deleted:
``GameService.forget_player``) and Cancel. Each press is checked again: only the asker may press
(their id is in the custom id, compared with whoever pressed), a Confirm whose count of running
matches no longer holds is stale, and one pressed again once the data is gone (or while it is
being deleted) finds nothing to delete; each is refused privately and changes nothing."""

from __future__ import annotations

from collections.abc import Callable

import discord

from bot import i18n
from bot.errors import UserError
from bot.handlers.actions import action, not_valid
from bot.languages import user_lang
from bot.present.privacy import HANDLERS, UNKNOWN, PrivacyControl, PrivacyHandler, PrivacyId, confirmation
from bot.present.privacy import confirmation_view, done
from bot.runtime import runtime_of
from bot.storage import PlayerData

#: the users whose deletion is under way in this process: a second Confirm waits for nothing.
_FORGETTING: set[int] = set()


def privacy_action(name: str) -> Callable[[PrivacyHandler], PrivacyHandler]:
    """Register the handler of the ``privacy:`` buttons whose id names ``name`` (admitted and
    answered as every control's press: ``bot.handlers.actions.action``)."""
    return action(name, HANDLERS)


def _owned(interaction: discord.Interaction, control: PrivacyControl) -> PrivacyId:
    """The id, if the presser is the asker (another user's press is refused)."""
    ids = control.control
    assert ids is not None
    if ids.user_id != interaction.user.id:
        raise UserError("privacy_not_yours")
    return ids


async def _checked(interaction: discord.Interaction, control: PrivacyControl) -> tuple[PrivacyId, PlayerData]:
    """The id, if the presser is the asker, and what is kept about them (something, and not
    being deleted already)."""
    ids = _owned(interaction, control)
    if ids.user_id in _FORGETTING:
        raise UserError("privacy_nothing_left")
    data = await runtime_of(interaction).service.player_data(ids.user_id)
    if data.empty:
        raise UserError("privacy_nothing_left")
    return ids, data


@privacy_action("delete")
async def ask(interaction: discord.Interaction, control: PrivacyControl) -> None:
    """Delete my data: what will happen, with Confirm and Cancel, in place of the summary."""
    ids, data = await _checked(interaction, control)
    lang = await user_lang(interaction)
    await interaction.response.edit_message(content=confirmation(data, lang),
                                            view=confirmation_view(data, lang, ids.user_id))


@privacy_action("confirm")
async def confirm(interaction: discord.Interaction, control: PrivacyControl) -> None:
    ids, data = await _checked(interaction, control)
    if data.running != ids.running:
        raise UserError("privacy_stale")
    lang = await user_lang(interaction)  # read before the settings go
    _FORGETTING.add(ids.user_id)
    try:
        await interaction.response.defer()
        resigned = await runtime_of(interaction).service.forget_player(ids.user_id)
    finally:
        _FORGETTING.discard(ids.user_id)
    await interaction.edit_original_response(content=done(resigned, lang), view=None)


@privacy_action("cancel")
async def cancel(interaction: discord.Interaction, control: PrivacyControl) -> None:
    _owned(interaction, control)
    lang = await user_lang(interaction)
    await interaction.response.edit_message(content=i18n.t(lang, "privacy.cancelled"), view=None)


privacy_action(UNKNOWN)(not_valid)

__all__ = ["privacy_action"]
