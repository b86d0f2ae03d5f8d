"""Finding a game: /challenge, /table, /matches. Challenges (and lobbies) nobody answered in time
expire through the turn scheduler (``bot.scheduler``), like turn deadlines."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import engines
from bot import i18n
from bot.app import GameTableBot
from bot.errors import UserError
from bot.languages import guild_lang, user_lang
from bot.present.challenge import challenge_controls, challenge_text
from bot.present.clocks import relative
from bot.present.levels import level_choices
from bot.present.lobby import lobby_controls, lobby_text
from bot.present.texts import link_to, player, result_of
from bot.responses import reply
from bot.service import DAY_PRESETS, DEFAULT_LEVEL, Match, challengeable, table_game
from bot.storage import UNSET
from bot.handlers.computer import versus_computer

log = logging.getLogger(__name__)

GAME_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str(i18n.game_name("en", key)), value=key)
    for key, game in engines.GAMES.items()
    if challengeable(game)
]
#: Games for more than two players: opened with /table, played once the players have joined.
TABLE_GAME_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str(i18n.game_name("en", key)), value=key)
    for key, game in engines.GAMES.items()
    if table_game(game)
]
#: Every game (for /rules).
ALL_GAME_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str(i18n.game_name("en", key)), value=key) for key in engines.GAMES
]
MOST_SEATS = max((game.seat_range[1] for game in engines.GAMES.values()), default=2)
FIRST_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str("Me"), value="challenger"),
    app_commands.Choice(name=app_commands.locale_str("My opponent"), value="opponent"),
    app_commands.Choice(name=app_commands.locale_str("Random"), value="random"),
]

#: Start positions (puzzles, tests) are typed in the game's own position text.
POSITION_DESCRIPTION = "Start from this position instead of the usual one (the game's position text)"
POSITION_LIMIT = 300
FREE_PLACEMENT_DESCRIPTION = (
    "Macadam: start from an empty board, the players place their pawns one at a time (default off)"
)
NO_CAPTURE_DESCRIPTION = "Mak-Yek, Apit-Sodok: end after this many moves in a row without a capture (default 50)"


#: Time controls: days per move; 0 stands for unlimited (the service's None).
DAYS_CHOICES = [
    *(app_commands.Choice(name=app_commands.locale_str(f"{n} days" if n > 1 else "1 day"), value=n)
      for n in DAY_PRESETS),
    app_commands.Choice(name=app_commands.locale_str("Unlimited"), value=0),
]
DAYS_DESCRIPTION = "Days per move (default: the server's, else 3 days)"
LEVEL_DESCRIPTION = "Against the computer (choose the bot as opponent): its level, 1 to 8 (default 3)"
RATED_DESCRIPTION = "Whether the result changes the players' ratings (default yes)"


def _days(value: int | None) -> Any:
    """The command's choice as the service takes it: UNSET (the default), None (unlimited) or days."""
    if value is None:
        return UNSET
    return None if value == 0 else value


def urgency(match: Match, user_id: int) -> tuple[int, float]:
    """Sort key of /matches: the user's turn first, then the least time left (no clock last)."""
    deadline = match.row.turn_deadline
    left = deadline.timestamp() if deadline is not None and match.status == "active" else float("inf")
    return (0 if match.user_to_move == user_id else 1, left)


def open_lines(matches: list[Match], user_id: int, lang: str, limit: int = 20) -> list[str]:
    """The lines of /matches: the user's open matches, most urgent first (``limit`` of them)."""
    lines = []
    for match in sorted(matches, key=lambda m: urgency(m, user_id))[:limit]:  # stable: latest first
        seat = next((seat for seat, uid in enumerate(match.seats) if uid != user_id), 0)
        if match.is_lobby:
            state = i18n.t(lang, "matches.table", n=len(match.seats), max=match.max_seats)
        elif match.status == "challenge":
            state = i18n.t(lang, "matches.challenge")
        elif match.user_to_move == user_id:
            state = i18n.t(lang, "matches.your_turn")
        else:
            state = i18n.t(lang, "matches.their_turn")
        deadline = match.row.turn_deadline
        if match.status == "active" and deadline is not None:
            state += " · " + i18n.t(lang, "matches.time_left", when=relative(deadline))
        lines.append(i18n.t(lang, "matches.line", match_id=match.id, game=i18n.game_name(lang, match.game.key),
                            opponent=player(match, seat, lang), state=state, link=link_to(match)))
    return lines


def finished_lines(matches: list[Match], user_id: int, lang: str) -> list[str]:
    """The lines of /matches finished: each match with its result."""
    lines = []
    for match in matches:
        others = list(dict.fromkeys(player(match, seat, lang) for seat, uid in enumerate(match.seats)
                                    if uid != user_id))
        view = match.view(None) if match.state is not None else None
        result = result_of(match, lang, view)
        lines.append(i18n.t(lang, "matches.finished_line", match_id=match.id,
                            game=i18n.game_name(lang, match.game.key), opponent=", ".join(others) or "-",
                            result=result, link=link_to(match)))
    return lines


class Lobby(commands.Cog):
    """Challenges and the list of one's matches."""

    def __init__(self, bot: GameTableBot) -> None:
        self.bot = bot

    @app_commands.command(name="challenge", description="Challenge someone to a game")
    @app_commands.describe(
        game="The game to play",
        opponent="Who you challenge",
        huffing="Dames: a piece that skipped a compulsory capture may be removed (default off)",
        draw_moves="Dames: draw after this many king moves each without capture",
        free_placement=FREE_PLACEMENT_DESCRIPTION,
        no_capture_plies=NO_CAPTURE_DESCRIPTION,
        first="Who moves first (default: random)",
        position=POSITION_DESCRIPTION,
        days=DAYS_DESCRIPTION,
        level=LEVEL_DESCRIPTION,
        rated=RATED_DESCRIPTION,
        takebacks="Takebacks allowed (default: only in unrated matches; accepting agrees to them)",
    )
    @app_commands.choices(game=GAME_CHOICES, first=FIRST_CHOICES)
    @app_commands.choices(days=DAYS_CHOICES)
    @app_commands.guild_only()
    async def challenge(
        self,
        interaction: discord.Interaction,
        game: str,
        opponent: discord.Member,
        huffing: bool | None = None,
        draw_moves: app_commands.Range[int, 1, 1000] | None = None,
        free_placement: bool | None = None,
        no_capture_plies: app_commands.Range[int, 10, 1000] | None = None,
        first: str = "random",
        position: app_commands.Range[str, 1, POSITION_LIMIT] | None = None,
        days: int | None = None,
        level: app_commands.Range[int, 1, 8] | None = None,
        rated: bool = True,
        takebacks: bool | None = None,
    ) -> None:
        against_computer = self.bot.user is not None and opponent.id == self.bot.user.id
        if opponent.bot and not against_computer:
            raise UserError("challenge_bot")
        if level is not None and not against_computer:
            raise UserError("level_needs_computer")  # said, not ignored: nothing is created
        # Engine options by their engine names; the service refuses one the game does not have
        # (``option_unsupported``, answered privately, nothing created).
        given: dict[str, Any] = {
            "position": position.strip() if position is not None and position.strip() else None,
            "huffing": huffing,
            "draw_moves": draw_moves,
            "free_placement": free_placement,
            "no_capture_plies": no_capture_plies,
        }
        options = {name: value for name, value in given.items() if value is not None}
        assert interaction.guild_id is not None and interaction.channel_id is not None
        if against_computer:
            await versus_computer(interaction, game, options, first, _days(days), level or DEFAULT_LEVEL, rated,
                                  takebacks)
            return
        match = await self.bot.service.challenge(
            game, interaction.user.id, opponent.id, guild_id=interaction.guild_id,
            channel_id=interaction.channel_id, options=options, first=first,  # type: ignore[arg-type]
            days=_days(days), rated=rated, takebacks=takebacks,
        )
        lang = await guild_lang(self.bot.runtime, interaction.guild_id, interaction.guild_locale)
        sent = await interaction.response.send_message(
            challenge_text(match, lang, interaction.user.id, opponent.id),
            view=challenge_controls(match, lang),
            allowed_mentions=discord.AllowedMentions(users=[opponent]),
        )
        if sent.message_id is not None:
            await self.bot.service.set_messages(match.id, challenge_message_id=sent.message_id)

    @challenge.autocomplete("level")
    async def level_names(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        """The levels named, with their rating in the game already chosen (typed before the level)."""
        lang = await user_lang(interaction)
        game = getattr(interaction.namespace, "game", None)
        key = game if isinstance(game, str) and game in engines.GAMES else None
        typed = str(current).strip().casefold()
        return [app_commands.Choice(name=label, value=level) for label, level in level_choices(lang, key)
                if typed in label.casefold()]

    @app_commands.command(name="table", description="Open a table for several players (they join with a button)")
    @app_commands.describe(
        game="The game of the table",
        manches="Macadam (cards): how many manches to play (default 1)",
        seats="The most players who may sit (default: as many as the game allows)",
        days=DAYS_DESCRIPTION,
        rated=RATED_DESCRIPTION,
        reveal="Everyone's cards are shown in the match's record once it is over (default no)",
    )
    @app_commands.choices(game=TABLE_GAME_CHOICES)
    @app_commands.choices(days=DAYS_CHOICES)
    @app_commands.guild_only()
    async def table(
        self,
        interaction: discord.Interaction,
        game: str,
        manches: app_commands.Range[int, 1, 10] | None = None,
        seats: app_commands.Range[int, 2, MOST_SEATS] | None = None,
        days: int | None = None,
        rated: bool = True,
        reveal: bool = False,
    ) -> None:
        assert interaction.guild_id is not None and interaction.channel_id is not None
        match = await self.bot.service.open_table(
            game, interaction.user.id, guild_id=interaction.guild_id, channel_id=interaction.channel_id,
            options={"manches": manches}, max_seats=seats, days=_days(days), rated=rated, reveal=reveal,
        )
        lang = await guild_lang(self.bot.runtime, interaction.guild_id, interaction.guild_locale)
        text = lobby_text(match, lang, await self.bot.service.why_unrated(match))
        sent = await interaction.response.send_message(text, view=lobby_controls(match, lang),
                                                       allowed_mentions=discord.AllowedMentions.none())
        if sent.message_id is not None:
            await self.bot.service.set_messages(match.id, challenge_message_id=sent.message_id)

    @app_commands.command(name="matches", description="List your open matches")
    @app_commands.describe(finished="List your finished matches instead")
    @app_commands.guild_only()
    async def matches(self, interaction: discord.Interaction, finished: bool = False) -> None:
        lang = await user_lang(interaction)
        if finished:
            await self._finished(interaction, lang)
            return
        mine = await self.bot.service.matches_for_user(interaction.user.id, interaction.guild_id)
        if not mine:
            await reply(interaction, i18n.t(lang, "matches.none"))
            return
        lines = open_lines(mine, interaction.user.id, lang)
        embed = discord.Embed(title=i18n.t(lang, "matches.title"), description="\n".join(lines))
        await reply(interaction, embed=embed)

    async def _finished(self, interaction: discord.Interaction, lang: str) -> None:
        done = await self.bot.service.matches_for_user(interaction.user.id, interaction.guild_id,
                                                       statuses=("finished", "aborted"), limit=20)
        if not done:
            await reply(interaction, i18n.t(lang, "matches.finished_none"))
            return
        lines = finished_lines(done, interaction.user.id, lang)
        embed = discord.Embed(title=i18n.t(lang, "matches.finished_title"), description="\n".join(lines))
        await reply(interaction, embed=embed)


async def setup(bot: GameTableBot) -> None:
    await bot.add_cog(Lobby(bot))
