"""/leaderboard and /profile: the server's ratings of each game (see ``bot.ratings``)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import engines
from bot import i18n
from bot.app import GameTableBot
from bot.cogs.lobby import ALL_GAME_CHOICES
from bot.languages import user_lang
from bot.present.texts import record_link
from bot.ratings import PROVISIONAL_GAMES, Rating
from bot.responses import reply
from bot.storage import CorruptMatch
from bot.storage.ratings import RatingChange

RECENT = 5
OUTCOME_MARKS = {"win": "✅", "draw": "🤝", "loss": "❌"}


def rating_line(lang: str, rating: Rating) -> str:
    """"1612 · 23 games: 12 won, 3 drawn, 8 lost"."""
    return i18n.t(lang, "ratings.line", rating=rating.label(), n=rating.games, wins=rating.wins,
                  draws=rating.draws, losses=rating.losses)


def explain_provisional(embed: discord.Embed, lang: str, ratings: list[Rating]) -> None:
    """The footer saying what the "?" after a rating means, when the embed shows one."""
    if any(rating.provisional for rating in ratings):
        embed.set_footer(text=i18n.t(lang, "ratings.provisional", n=PROVISIONAL_GAMES))


def streak_text(lang: str, streak: int) -> str:
    if streak > 0:
        return i18n.t(lang, "ratings.streak_won", n=streak)
    if streak < 0:
        return i18n.t(lang, "ratings.streak_lost", n=-streak)
    return i18n.t(lang, "ratings.streak_none")


class Standings(commands.Cog):
    """The server's leaderboards and players' profiles."""

    def __init__(self, bot: GameTableBot) -> None:
        self.bot = bot

    @app_commands.command(name="leaderboard", description="The server's best players of a game")
    @app_commands.describe(game="The game to play")
    @app_commands.choices(game=ALL_GAME_CHOICES)
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        lang = await user_lang(interaction)
        assert interaction.guild_id is not None
        storage = self.bot.storage
        name = i18n.game_name(lang, game)
        top = await storage.ratings.leaderboard(interaction.guild_id, game)
        if not top:
            await reply(interaction, i18n.t(lang, "ratings.board_empty", game=name))
            return
        lines = [i18n.t(lang, "ratings.board_line", rank=rank, user=f"<@{user_id}>", line=rating_line(lang, rating))
                 for rank, (user_id, rating) in enumerate(top, start=1)]
        mine = await storage.ratings.rank_of(interaction.guild_id, game, interaction.user.id)
        if mine is None:
            own = i18n.t(lang, "ratings.board_you_none", game=name)
        else:
            rank, total, rating = mine
            own = i18n.t(lang, "ratings.board_you", rank=rank, total=total, line=rating_line(lang, rating))
        embed = discord.Embed(title=i18n.t(lang, "ratings.board_title", game=name), description="\n".join(lines))
        embed.add_field(name=i18n.t(lang, "ratings.board_you_title"), value=own, inline=False)
        explain_provisional(embed, lang, [rating for _, rating in top] + ([mine[2]] if mine else []))
        await reply(interaction, embed=embed, allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(name="profile", description="A player's ratings and recent results on this server")
    @app_commands.describe(user="Whose profile (default: yours)")
    @app_commands.guild_only()
    async def profile(self, interaction: discord.Interaction, user: discord.Member | None = None) -> None:
        lang = await user_lang(interaction)
        assert interaction.guild_id is not None
        who = user or interaction.user
        storage = self.bot.storage
        ratings = await storage.ratings.ratings_of(interaction.guild_id, who.id, list(engines.GAMES))
        title = i18n.t(lang, "ratings.profile_title", user=who.display_name)
        if not ratings:
            empty = (i18n.t(lang, "ratings.profile_empty_you") if who.id == interaction.user.id
                     else i18n.t(lang, "ratings.profile_empty", user=f"<@{who.id}>"))
            await reply(interaction, empty, allowed_mentions=discord.AllowedMentions.none())
            return
        embed = discord.Embed(title=title)
        for game in engines.GAMES:
            rating = ratings.get(game)
            if rating is None:
                continue
            ranked = await storage.ratings.rank_of(interaction.guild_id, game, who.id)
            rank = i18n.t(lang, "ratings.rank", rank=ranked[0], total=ranked[1]) if ranked else ""
            recent = await storage.ratings.recent_changes(interaction.guild_id, who.id, game, RECENT)
            lines = [f"{rating_line(lang, rating)} {rank}".strip(), streak_text(lang, rating.streak)]
            if recent:
                lines.append(i18n.t(lang, "ratings.recent", results=" · ".join([await self._result(c) for c in recent])))
            embed.add_field(name=i18n.game_name(lang, game), value="\n".join(lines)[:1024], inline=False)
        explain_provisional(embed, lang, list(ratings.values()))
        await reply(interaction, embed=embed, allowed_mentions=discord.AllowedMentions.none())

    async def _result(self, change: RatingChange) -> str:
        """"✅ [#12](link) +16"."""
        try:
            row = await self.bot.storage.matches.get(change.match_id)
        except CorruptMatch:
            row = None
        delta = change.after - change.before
        where = f"[#{change.match_id}]({record_link(row)})" if row is not None else f"#{change.match_id}"
        return f"{OUTCOME_MARKS[change.outcome]} {where} {delta:+d}"


async def setup(bot: GameTableBot) -> None:
    await bot.add_cog(Standings(bot))
