"""The Rematch button of a finished match's board, and what a press starts: a challenge to the
other player with colours swapped, a new match against the computer at once, or the table's
lobby reopened with its players seated (``GameService.rematch``)."""

from __future__ import annotations

import discord

from bot import i18n
from bot.publish.lobby import lobby_controls, lobby_text
from bot.responses import guild_lang, reply, user_lang
from bot.runtime import Runtime, runtime_of
from bot.service import Match
from bot.views.challenge import challenge_controls, challenge_text
from bot.views.computer import rematch_computer
from bot.views.controls import GameControl, action


@action("rematch")
async def rematch(interaction: discord.Interaction, control: GameControl) -> None:
    ids, runtime = control.control, runtime_of(interaction)
    assert ids is not None
    new = await runtime.service.rematch(ids.match_id, interaction.user.id, expected_version=ids.version)
    await interaction.response.defer(ephemeral=True, thinking=True)
    old = await runtime.service.get(ids.match_id)
    await announce(runtime, new, old, interaction.user)
    await runtime.publisher.refresh_controls(old)  # the button goes
    await reply(interaction, i18n.t(await user_lang(interaction), "rematch.started", match_id=new.id))


async def announce(runtime: Runtime, new: Match, old: Match, user: discord.abc.User) -> None:
    """Post the rematch where the finished match was started: its lobby, its challenge, or its
    first board against the computer (which plays at once if it moves first) in a new thread
    when the first match had one."""
    asker = user.id
    lang = await guild_lang(runtime, new.record.guild_id)
    channel = runtime.client.get_partial_messageable(new.record.channel_id, guild_id=new.record.guild_id)
    if new.is_lobby:
        text = lobby_text(new, lang, await runtime.service.why_unrated(new))
        sent = await channel.send(text, view=lobby_controls(new, lang),
                                  allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in new.seats]))
        await runtime.service.set_messages(new.id, challenge_message_id=sent.id)
    elif new.status == "challenge":
        opponent = runtime.service.opponent_of(new)
        text = i18n.t(lang, "rematch.intro") + "\n" + challenge_text(new, lang, asker, opponent)
        sent = await channel.send(text, view=challenge_controls(new, lang),
                                  allowed_mentions=discord.AllowedMentions(users=[discord.Object(opponent)]))
        await runtime.service.set_messages(new.id, challenge_message_id=sent.id)
    else:
        await rematch_computer(runtime, new, old, user, i18n.t(lang, "rematch.intro") + "\n")
