"""/tournament (French /tournoi): create a Swiss, round-robin or card-table event, join, leave or
withdraw from it, start or cancel it, keep two players apart, read its standings and pairings, and
export it. What everyone sees (the announcement, each round's pairings and standings) is the
tournament publisher's, on the service's news; the commands answer the member privately."""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable, Sequence

import discord
from discord import app_commands
from discord.ext import commands

import engines
from bot import i18n
from bot.app import GameTableBot
from bot.cogs.lobby import ALL_GAME_CHOICES
from bot.cogs.tournament_options import (
    is_manager, parse_start, tournament_autocomplete, tournament_meant,
)
from bot.errors import MatchUnavailable, UserError
from bot.languages import user_lang
from bot.present import tournaments as present
from bot.publish.game_files import record_file
from bot.publish.tournaments import links_of, names_of, standings_post
from bot.responses import in_time, reply
from bot.service import DAY_PRESETS, table_game
from bot.service.archives import zipped
from bot.service.tournament_state import MAX_ROUNDS
from bot.service.tournaments import MAX_ENTRIES, ROUND_DAY_CHOICES
from bot.storage.tournament_rows import PairingRow, TournamentRow

log = logging.getLogger(__name__)

FORMAT_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str("Swiss"), value="swiss"),
    app_commands.Choice(name=app_commands.locale_str("Round robin"), value="round-robin"),
]
TOURNAMENT_DAYS_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str(f"{n} days" if n > 1 else "1 day"), value=n) for n in DAY_PRESETS
]
ROUND_DAYS_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str(f"{n} days"), value=n) for n in ROUND_DAY_CHOICES
]
TOURNAMENT_DESCRIPTION = "Which tournament (default: the server's only open one)"
NO_MENTIONS = discord.AllowedMentions.none()


def _names(tournament: TournamentRow) -> dict[str, object]:
    return {"tournament_id": tournament.id, "name": discord.utils.escape_markdown(present.tournament_name(tournament))}


class Tournaments(commands.Cog):
    """The /tournament commands."""

    tournament = app_commands.Group(name="tournament", description="Tournaments on this server",
                                    guild_only=True)

    def __init__(self, bot: GameTableBot) -> None:
        self.bot = bot

    @tournament.command(name="create", description="Create a tournament (Manage Server or the tournament-manager role)")
    @app_commands.describe(
        game="The game to play",
        name="The tournament's name",
        format="Swiss (the default) or round robin; the card game is played at tables",
        rounds="How many rounds (a Swiss or a card event)",
        days="Days per move (default 3 days)",
        rated="Whether the result changes the players' ratings (default yes)",
        max_players="The most players who may enter (default 200)",
        start="When it starts: a Discord timestamp, or a date and time in UTC like 2026-12-01 20:00",
        round_days="A round's deadline: a game still running then is adjudicated by the computer",
        double="A round robin played twice, each pair meeting with either colour (default no)",
    )
    @app_commands.choices(game=ALL_GAME_CHOICES, format=FORMAT_CHOICES)
    @app_commands.choices(days=TOURNAMENT_DAYS_CHOICES, round_days=ROUND_DAYS_CHOICES)
    async def create(self, interaction: discord.Interaction, game: str, name: app_commands.Range[str, 1, 80],
                     format: str | None = None, rounds: app_commands.Range[int, 1, MAX_ROUNDS] | None = None,
                     days: int = 3, rated: bool = True,
                     max_players: app_commands.Range[int, 2, MAX_ENTRIES] | None = None,
                     start: app_commands.Range[str, 1, 100] | None = None, round_days: int | None = None,
                     double: bool = False) -> None:
        if not await is_manager(interaction):
            raise UserError("tournament_create_denied")
        starts_at = parse_start(start) if start is not None else None
        assert interaction.guild_id is not None and interaction.channel_id is not None
        if format is None and not table_game(engines.get(game)):
            format = "swiss"
        action = self.bot.service.tournaments.create(
            guild_id=interaction.guild_id, channel_id=interaction.channel_id, creator_id=interaction.user.id,
            game_key=game, name=name, format=format, rounds=rounds, days=days,  # type: ignore[arg-type]
            rated=rated, max_entries=max_players, starts_at=starts_at, double=double, round_days=round_days)
        made = await in_time(interaction, action, ephemeral=True, thinking=True)
        lang = await user_lang(interaction)
        await reply(interaction, i18n.t(lang, "tournament.created", **_names(made), game=i18n.game_name(lang, made.game),
                                        where=f"<#{made.channel_id}>"), allowed_mentions=NO_MENTIONS)

    @tournament.command(name="join", description="Enter a tournament")
    @app_commands.describe(tournament=TOURNAMENT_DESCRIPTION)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def join(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        await self._change(interaction, tournament, "tournament.joined",
                           lambda found: self.bot.service.tournaments.join(found, interaction.user.id))

    @tournament.command(name="leave", description="Leave a tournament before it starts")
    @app_commands.describe(tournament=TOURNAMENT_DESCRIPTION)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def leave(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        await self._change(interaction, tournament, "tournament.left",
                           lambda found: self.bot.service.tournaments.leave(found, interaction.user.id))

    @tournament.command(name="withdraw", description="Withdraw from a tournament under way (your games played stand)")
    @app_commands.describe(tournament=TOURNAMENT_DESCRIPTION)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def withdraw(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        await self._change(interaction, tournament, "tournament.withdrawn",
                           lambda found: self.bot.service.tournaments.withdraw(found, interaction.user.id))

    @tournament.command(name="start", description="Start a tournament now (its creator or a manager)")
    @app_commands.describe(tournament=TOURNAMENT_DESCRIPTION)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def start(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        manager = await is_manager(interaction)
        # pairing a round and starting its games (a round robin's every game) can take a while
        await self._change(interaction, tournament, "tournament.started",
                           lambda found: self.bot.service.tournaments.start(found, interaction.user.id, manager))

    @tournament.command(name="cancel", description="Cancel a tournament (its creator or a manager)")
    @app_commands.describe(tournament=TOURNAMENT_DESCRIPTION)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def cancel(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        manager = await is_manager(interaction)
        await self._change(interaction, tournament, "tournament.cancelled",
                           lambda found: self.bot.service.tournaments.cancel(found, interaction.user.id, manager))

    @tournament.command(name="forbid", description="Keep two players from being paired together (a manager)")
    @app_commands.describe(player="A player", other="The player they must not meet", tournament=TOURNAMENT_DESCRIPTION)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def forbid(self, interaction: discord.Interaction, player: discord.Member, other: discord.Member,
                     tournament: int | None = None) -> None:
        await self._keep_apart(interaction, player, other, tournament, allow=False)

    @tournament.command(name="allow", description="Let two players kept apart be paired together again (a manager)")
    @app_commands.describe(player="A player", other="The player they may meet again", tournament=TOURNAMENT_DESCRIPTION)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def allow(self, interaction: discord.Interaction, player: discord.Member, other: discord.Member,
                    tournament: int | None = None) -> None:
        await self._keep_apart(interaction, player, other, tournament, allow=True)

    async def _change(self, interaction: discord.Interaction, tournament: int | None, told: str,
                      change: Callable[[int], Awaitable[TournamentRow]]) -> None:
        """``change`` of the tournament meant (the interaction deferred while it runs long), then the
        private confirmation ``told``."""
        found = await tournament_meant(interaction, tournament)
        changed = await in_time(interaction, change(found.id), ephemeral=True, thinking=True)
        await self._told(interaction, told, changed)

    async def _keep_apart(self, interaction: discord.Interaction, player: discord.Member, other: discord.Member,
                          tournament: int | None, allow: bool) -> None:
        found = await tournament_meant(interaction, tournament)
        manager = await is_manager(interaction)
        await self.bot.service.tournaments.forbid(found.id, interaction.user.id, manager, player.id, other.id,
                                                  allow=allow)
        lang = await user_lang(interaction)
        key = "tournament.allowed" if allow else "tournament.forbidden"
        await reply(interaction, i18n.t(lang, key, tournament_id=found.id, first=player.mention, second=other.mention),
                    allowed_mentions=NO_MENTIONS)

    @tournament.command(name="standings", description="A tournament's standings, your line highlighted")
    @app_commands.describe(tournament=TOURNAMENT_DESCRIPTION)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def standings(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        found = await tournament_meant(interaction, tournament, or_finished=True)
        lang = await user_lang(interaction)
        found, table, done = await self.bot.service.tournaments.standings(found.id)
        if not done or not table.lines:
            await reply(interaction, i18n.t(lang, "tournament.no_standings", **_names(found)),
                        allowed_mentions=NO_MENTIONS)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)  # the image is drawn meanwhile
        number = None if found.status == "finished" else done
        text, file = await standings_post(self.bot.runtime, lang, found, table, number, asker=interaction.user.id)
        await reply(interaction, text, file=file, allowed_mentions=NO_MENTIONS)

    @tournament.command(name="pairings", description="A round's pairings, your board highlighted")
    @app_commands.describe(tournament=TOURNAMENT_DESCRIPTION, round="Which round (default: the one under way)")
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def pairings(self, interaction: discord.Interaction, tournament: int | None = None,
                       round: app_commands.Range[int, 1, 2 * MAX_ENTRIES] | None = None) -> None:
        found = await tournament_meant(interaction, tournament, or_finished=True)
        lang = await user_lang(interaction)
        service = self.bot.service
        found, number, boards = await service.tournaments.pairings(found.id, round)
        if not number:
            key = "tournament.no_pairings" if round is None else "tournament.no_round"
            await reply(interaction, i18n.t(lang, key, **_names(found), round=round or 0),
                        allowed_mentions=NO_MENTIONS)
            return
        names = await names_of(self.bot.runtime, found.guild_id, [user for board in boards for user in board.seats],
                               lang)
        links = await links_of(self.bot.runtime, boards)
        text = present.pairings_text(lang, found, number, boards, mention=False, asker=interaction.user.id,
                                     links=links, names=names)
        await reply(interaction, text, allowed_mentions=NO_MENTIONS)

    @tournament.command(name="export", description="Download a tournament: its FIDE TRF-16 report and its games' records")
    @app_commands.describe(tournament=TOURNAMENT_DESCRIPTION)
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def export(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        found = await tournament_meant(interaction, tournament, or_finished=True)
        lang = await user_lang(interaction)
        service = self.bot.service
        with service.export_slot(interaction.user.id):  # past the bounds: refused, privately
            await interaction.response.defer(ephemeral=True, thinking=True)
            found, report, boards = await service.tournaments.report(found.id)
            files = [(f"tournament-{found.id}.trf", report)]
            files += await self._records(boards)
            data = await zipped(service.exports.batch_executor, files)
        file = discord.File(io.BytesIO(data), filename=f"tournament-{found.id}.zip")
        await reply(interaction, i18n.t(lang, "tournament.exported", **_names(found), games=len(files) - 1),
                    file=file, allowed_mentions=NO_MENTIONS)

    async def _records(self, boards: Sequence[PairingRow]) -> list[tuple[str, str]]:
        """Every game's record, round by round and board by board, named after them."""
        records: list[tuple[str, str]] = []
        for board in sorted(boards, key=lambda b: (b.round, b.board)):
            if board.match_id is None:
                continue  # a bye
            try:
                extension, text = await record_file(self.bot.runtime, await self.bot.service.get(board.match_id))
            except MatchUnavailable:
                continue  # logged by the service; the other games are still exported
            records.append((f"round-{board.round}-board-{board.board}-match-{board.match_id}.{extension}", text))
        return records

    async def _told(self, interaction: discord.Interaction, key: str, tournament: TournamentRow) -> None:
        lang = await user_lang(interaction)
        await reply(interaction, i18n.t(lang, key, **_names(tournament)), allowed_mentions=NO_MENTIONS)


async def setup(bot: GameTableBot) -> None:
    await bot.add_cog(Tournaments(bot))
