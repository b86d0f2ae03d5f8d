"""/tournament (French /tournoi): create a Swiss, round-robin or card-table event, join, leave or
withdraw from it, start or cancel it, keep two players apart, read its standings and pairings, and
export it. What everyone sees (the announcement, each round's pairings and standings) is the
tournament publisher's, on the service's news; the commands answer the member privately."""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands
from discord.ext import commands

import engines
from bot import i18n
from bot.app import GameTableBot
from bot.cogs.archive import PDN_GAMES
from bot.cogs.lobby import ALL_GAME_CHOICES
from bot.cogs.tournament_options import (
    is_manager, parse_start, tournament_autocomplete, tournament_meant, tournament_name,
)
from bot.errors import MatchUnavailable, UserError
from bot.languages import guild_lang, user_lang
from bot.present import tournaments as present
from bot.present.captions import image_words
from bot.present.texts import link_to, record_link
from bot.publish.captions import seat_names
from bot.publish.tournaments import names_of
from bot.responses import in_time, reply
from bot.service import DAY_PRESETS, table_game
from bot.service.archives import zipped
from bot.service.tournament_state import MAX_ROUNDS
from bot.service.tournaments import MAX_ENTRIES, ROUND_DAY_CHOICES
from bot.storage.tournament_rows import TournamentRow

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
    return {"tournament_id": tournament.id, "name": tournament_name(tournament)}


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
        service = self.bot.service
        found, table, _ = await service.tournaments.standings(found.id)
        done = sum(1 for round_ in await service.tournaments.store.rounds(found.id) if round_.status == "done")
        if not done or not table.lines:
            await reply(interaction, i18n.t(lang, "tournament.no_standings", **_names(found)),
                        allowed_mentions=NO_MENTIONS)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)  # the image is drawn meanwhile
        asker = interaction.user.id
        names = await names_of(self.bot.runtime, found.guild_id, [line.player for line in table.lines])
        number = None if found.status == "finished" else done
        text = present.standings_text(lang, found, table, names, asker=asker, round=number, final=number is None)
        png = await service.standings_png(present.standings_rows(lang, table, names, asker=asker),
                                          tie_breaks=table.tie_breaks, title=present.standings_title(lang, found, number),
                                          words=image_words(lang))
        file = discord.File(io.BytesIO(png), filename=f"standings-{found.id}-{number or 'final'}.png")
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
        names = await names_of(self.bot.runtime, found.guild_id, [user for board in boards for user in board.seats])
        links = {board.board: link_to(await service.get(board.match_id)) for board in boards
                 if board.match_id is not None}
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
            found, report, _ = await service.tournaments.report(found.id)
            files = [(f"tournament-{found.id}.trf", report)]
            files += await self._records(found)
            data = await zipped(service.exports.batch_executor, files)
        file = discord.File(io.BytesIO(data), filename=f"tournament-{found.id}.zip")
        await reply(interaction, i18n.t(lang, "tournament.exported", **_names(found), games=len(files) - 1),
                    file=file, allowed_mentions=NO_MENTIONS)

    async def _records(self, tournament: TournamentRow) -> list[tuple[str, str]]:
        """Every game's record, round by round and board by board, named after them."""
        service = self.bot.service
        public_lang = await guild_lang(self.bot.runtime, tournament.guild_id)
        records: list[tuple[str, str]] = []
        number = 1
        while True:
            _, paired, boards = await service.tournaments.pairings(tournament.id, number)
            if paired != number:
                return records
            for board in boards:
                if board.match_id is None:
                    continue  # a bye
                match = await service.get(board.match_id)
                names = dict(enumerate(await seat_names(self.bot.runtime, match, public_lang)))
                try:
                    text = await service.record_text(match, names, record_link(match.row))
                except MatchUnavailable:
                    continue  # logged by the service; the other games are still exported
                extension = "pdn" if match.game.key in PDN_GAMES else "txt"
                records.append((f"round-{number}-board-{board.board}-match-{match.id}.{extension}", text))
            number += 1

    async def _told(self, interaction: discord.Interaction, key: str, tournament: TournamentRow) -> None:
        lang = await user_lang(interaction)
        await reply(interaction, i18n.t(lang, key, **_names(tournament)), allowed_mentions=NO_MENTIONS)


async def setup(bot: GameTableBot) -> None:
    await bot.add_cog(Tournaments(bot))
