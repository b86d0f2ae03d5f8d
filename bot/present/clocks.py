"""The words of turn clocks: a time control's length, when the turn's time runs out (a
Discord timestamp every client shows in its own words and time zone) and the link to a board."""

from __future__ import annotations

from datetime import datetime

from bot import i18n
from bot.service import Match


def relative(moment: datetime) -> str:
    """Discord's relative timestamp: every client shows it in its own words and time zone."""
    return f"<t:{int(moment.timestamp())}:R>"


def board_url(match: Match) -> str:
    """A link to the match's live board (its thread when the board is not known)."""
    row = match.row
    if row.message_id is not None:
        return f"https://discord.com/channels/{row.guild_id}/{row.board_channel_id}/{row.message_id}"
    return f"https://discord.com/channels/{row.guild_id}/{row.board_channel_id}"


def days_text(lang: str, days: int | None) -> str:
    return i18n.t(lang, "clock.unlimited") if days is None else i18n.t(lang, "clock.days", n=days)


def deadline_line(match: Match, lang: str) -> str | None:
    """``⏰ @player to play in 2 days`` for an active match with a clock, else None."""
    deadline = match.row.turn_deadline
    user = match.user_to_move
    if match.status != "active" or deadline is None or user is None:
        return None
    return i18n.t(lang, "clock.deadline", user=f"<@{user}>", when=relative(deadline))

