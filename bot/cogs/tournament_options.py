"""What the /tournament commands read from a member's words: which tournament they mean (the
``tournament`` option, else the server's one open event), whether they manage the server's
tournaments, and a start time pasted as a Discord timestamp or typed in UTC."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import discord
from discord import app_commands

from bot import i18n
from bot.errors import UserError
from bot.languages import user_lang
from bot.present.tournaments import tournament_name
from bot.runtime import runtime_of
from bot.storage.tournament_rows import TournamentRow

#: "<t:1767225600>" or "<t:1767225600:F>", as Discord's timestamp picker pastes it.
DISCORD_TIMESTAMP = re.compile(r"<t:(\d{1,12})(?::[tTdDfFsSR])?>")
#: how much of a text that cannot be read is quoted back.
QUOTED = 40


def parse_start(text: str) -> datetime:
    """The moment ``text`` names: a Discord timestamp, or an ISO date and time (UTC unless it says
    otherwise); ``UserError("tournament_start_format")`` for anything else."""
    text = text.strip()
    found = DISCORD_TIMESTAMP.fullmatch(text)
    if found:
        try:
            return datetime.fromtimestamp(int(found.group(1)), tz=UTC)
        except (OverflowError, OSError, ValueError):
            pass
    else:
        try:
            moment = datetime.fromisoformat(text)
        except ValueError:
            pass
        else:
            return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    raise UserError("tournament_start_format", text=discord.utils.escape_markdown(text[:QUOTED]))


async def is_manager(interaction: discord.Interaction) -> bool:
    """The member has the Manage Server permission, or the server's tournament-manager role."""
    member = interaction.user
    permissions = getattr(member, "guild_permissions", None)
    if permissions is not None and permissions.manage_guild:
        return True
    if interaction.guild_id is None or not isinstance(member, discord.Member):
        return False
    role = (await runtime_of(interaction).storage.settings.guild(interaction.guild_id)).tournament_role
    return role is not None and any(held.id == role for held in member.roles)


async def tournament_meant(interaction: discord.Interaction, tournament_id: int | None, *,
                           or_finished: bool = False) -> TournamentRow:
    """Tournament ``tournament_id`` of this server (another server's is unknown here), or without
    one the server's only open tournament (``or_finished``, for what reads an event: when none is
    open, the one finished last); a clear refusal when there is none, or several."""
    tournaments = runtime_of(interaction).service.tournaments
    if tournament_id is not None:
        found = await tournaments.get(tournament_id)
        if found.guild_id != interaction.guild_id:
            raise UserError("unknown_tournament", tournament_id=tournament_id)
        return found
    assert interaction.guild_id is not None
    open_here = await tournaments.of_guild(interaction.guild_id)
    if not open_here and or_finished:
        finished = await tournaments.of_guild(interaction.guild_id, ("finished",))
        if finished:
            return max(finished, key=lambda t: t.updated_at)
    if not open_here:
        raise UserError("tournament_none")
    if len(open_here) > 1:
        raise UserError("tournament_which")
    return open_here[0]


async def tournament_autocomplete(interaction: discord.Interaction,
                                  current: str) -> list[app_commands.Choice[int]]:
    """The server's open tournaments, then its finished ones (their standings and export), latest
    first: "#3 Club Swiss (Dames)"."""
    if interaction.guild_id is None:
        return []
    lang = await user_lang(interaction)
    tournaments = runtime_of(interaction).service.tournaments
    found = [*await tournaments.of_guild(interaction.guild_id),
             *await tournaments.of_guild(interaction.guild_id, ("finished",))]
    wanted = current.strip().lstrip("#").lower()
    choices = []
    for tournament in sorted(found, key=lambda t: (t.status == "finished", -t.id)):
        name = i18n.t(lang, "tournament.choice", tournament_id=tournament.id,
                      name=tournament_name(tournament),
                      game=i18n.game_name(lang, tournament.game))
        if wanted in name.lower():
            choices.append(app_commands.Choice(name=name[:100], value=tournament.id))
    return choices[:25]
