"""The Rematch button of a finished match's board, and what a press starts: a challenge to the
other player with colours swapped, a new match against the computer at once, or the table's
lobby reopened with its players seated (``GameService.rematch``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot import i18n
from bot.publish.lobby import lobby_controls, lobby_text
from bot.responses import bot_of, guild_lang, reply, user_lang
from bot.service import Match
from bot.views.challenge import challenge_controls, challenge_text
from bot.views.computer import rematch_computer
from bot.views.controls import GameControl, action

if TYPE_CHECKING:
    from bot.app import GameTableBot


@action("rematch")
async def rematch(interaction: discord.Interaction, control: GameControl) -> None:
    ids, bot = control.control, bot_of(interaction)
    assert ids is not None
    new = await bot.service.rematch(ids.match_id, interaction.user.id, expected_version=ids.version)
    await interaction.response.defer(ephemeral=True, thinking=True)
    old = await bot.service.get(ids.match_id)
    await announce(bot, new, old, interaction.user)
    await bot.publisher.refresh_controls(old)  # the button goes
    await reply(interaction, i18n.t(await user_lang(interaction), "rematch.started", match_id=new.id))


async def announce(bot: GameTableBot, new: Match, old: Match, user: discord.abc.User) -> None:
    """Post the rematch where the finished match was started: its lobby, its challenge, or its
    first board against the computer (which plays at once if it moves first) in a new thread
    when the first match had one."""
    asker = user.id
    lang = await guild_lang(bot, new.record.guild_id)
    channel = bot.get_partial_messageable(new.record.channel_id, guild_id=new.record.guild_id)
    if new.is_lobby:
        text = lobby_text(new, lang, await bot.service.why_unrated(new))
        sent = await channel.send(text, view=lobby_controls(new, lang),
                                  allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in new.seats]))
        await bot.service.set_messages(new.id, challenge_message_id=sent.id)
    elif new.status == "challenge":
        opponent = bot.service.opponent_of(new)
        text = i18n.t(lang, "rematch.intro") + "\n" + challenge_text(new, lang, asker, opponent)
        sent = await channel.send(text, view=challenge_controls(new, lang),
                                  allowed_mentions=discord.AllowedMentions(users=[discord.Object(opponent)]))
        await bot.service.set_messages(new.id, challenge_message_id=sent.id)
    else:
        await rematch_computer(bot, new, old, user, i18n.t(lang, "rematch.intro") + "\n")
