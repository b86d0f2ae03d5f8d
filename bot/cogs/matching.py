"""Which match a command means: the ``match`` option, else the user's match in this channel."""

from __future__ import annotations

import discord
from discord import app_commands

from bot import i18n
from bot.errors import NotYourMatch, UnknownMatch, UserError
from bot.languages import user_lang
from bot.observability import interactions
from bot.publish.captions import member_name
from bot.responses import current_subject
from bot.runtime import runtime_of
from bot.service import Match, pick_match

MATCH_DESCRIPTION = "Which of your matches (if you have several here)"


async def resolve_match(interaction: discord.Interaction, match_id: int | None) -> Match:
    """The match meant by the user; user errors when there is none, or several, or not theirs.
    A match of another server is unknown here, as it is to /export (``guild_match``)."""
    service = runtime_of(interaction).service
    if match_id is not None:
        current_subject.set(f"match {match_id}")
        match = await service.get(match_id)
        if match.row.guild_id != interaction.guild_id:
            raise UnknownMatch(match_id)
        if match.seat_of(interaction.user.id) is None:
            raise NotYourMatch()
        interactions.about(match.id)
        return match
    here = await service.matches_here(interaction.channel_id or 0, interaction.user.id)
    if not here:
        raise UserError("no_match_here")
    picked = pick_match(here, interaction.user.id)
    if picked is None:
        raise UserError("several_matches_here")
    current_subject.set(f"match {picked.id}")
    interactions.about(picked.id)
    return picked


async def find_match(interaction: discord.Interaction, match_id: int | None) -> Match | None:
    """Like ``resolve_match`` but None instead of errors (for autocomplete)."""
    try:
        return await resolve_match(interaction, match_id)
    except UserError:
        return None


async def match_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
    """The user's active matches in this server, "#12 Dames vs bob (your turn)"."""
    service = runtime_of(interaction).service
    lang = await user_lang(interaction)
    choices = []
    for match in await service.matches_for_user(interaction.user.id, interaction.guild_id):
        if match.status != "active":
            continue
        others = [seat for seat, uid in enumerate(match.seats) if uid != interaction.user.id] or [0]
        turn = "matches.your_turn" if match.user_to_move == interaction.user.id else "matches.their_turn"
        level = match.computers.get(others[0])
        who = (i18n.t(lang, "computer.player", level=level) if level is not None
               else await member_name(runtime_of(interaction), interaction.guild_id, match.seats[others[0]], lang)
               or i18n.colour(lang, match.view(None).seat_colours(), others[0]))
        name = i18n.t(lang, "matches.choice", match_id=match.id, game=i18n.game_name(lang, match.game.key),
                      opponent=who, state=i18n.t(lang, turn))
        if current.strip().lstrip("#") in name:
            choices.append(app_commands.Choice(name=name[:100], value=match.id))
    return choices[:25]
