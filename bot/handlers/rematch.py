"""The Rematch button of a finished match's board, and what a press starts: a challenge to the
other player with colours swapped, a new match against the computer at once, or the table's
lobby reopened with its players seated (``GameService.rematch``)."""

from __future__ import annotations

import discord

from bot import i18n
from bot.languages import guild_lang, user_lang
from bot.present.challenge import challenge_controls, challenge_text
from bot.present.controls import GameControl
from bot.present.lobby import lobby_controls, lobby_text
from bot.responses import in_time, reply
from bot.runtime import Runtime, runtime_of
from bot.service import Match
from bot.handlers.actions import action


@action("rematch")
async def rematch(interaction: discord.Interaction, control: GameControl) -> None:
    ids, runtime = control.control, runtime_of(interaction)
    assert ids is not None
    new = await in_time(interaction, runtime.service.rematch(ids.match_id, interaction.user.id,
                                                            expected_version=ids.version),
                        ephemeral=True, thinking=True)
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    await announce(runtime, new, interaction.user)
    await reply(interaction, i18n.t(await user_lang(interaction), "rematch.started", match_id=new.id))


async def announce(runtime: Runtime, new: Match, user: discord.abc.User) -> None:
    """Post the rematch's lobby or challenge where the finished match was started. A rematch
    against the computer started at once: the publisher heard it, told of it there and posted its
    first board (in a new thread when the first match had one); the old board lost its button."""
    asker = user.id
    lang = await guild_lang(runtime, new.row.guild_id)
    channel = runtime.client.get_partial_messageable(new.row.channel_id, guild_id=new.row.guild_id)
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
