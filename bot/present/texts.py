"""Lines every match message shares: who sits where, the header, draw offers, the result, links.

Built from the stored match and its public view only (``player_view(state, None)``); the game
presenters (``bot.present.games``) compose them with their own lines.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.service import Match
from bot.storage import MatchRow, is_deleted_player
from engines.views import View


def mention(user_id: int, lang: str) -> str:
    """A player as a message names them: a mention, "deleted player" for one who deleted their data."""
    return i18n.t(lang, "deleted-player") if is_deleted_player(user_id) else f"<@{user_id}>"


def player(match: Match, seat: int, lang: str) -> str:
    """Who sits at ``seat``: a mention, or "Computer, level 5" for a computer seat."""
    level = match.computers.get(seat)
    return mention(match.seats[seat], lang) if level is None else i18n.t(lang, "computer.player", level=level)


def players(match: Match, lang: str) -> list[str]:
    """Who sits at each seat (:func:`player`): how results name seats that have no colour."""
    return [player(match, seat, lang) for seat in range(len(match.seats))]


def seat_lines(match: Match, lang: str) -> str:
    colours = match.view(None).seat_colours()
    return " · ".join(
        i18n.t(lang, "board.seat", colour=i18n.colour(lang, colours, seat), user=player(match, seat, lang))
        for seat in range(len(match.seats))
    )


def header_line(match: Match, lang: str) -> str:
    """"Dames · match 12" and who sits where."""
    return i18n.t(lang, "board.header", game=i18n.game_name(lang, match.game.key), match_id=match.id,
                  seat_lines=seat_lines(match, lang))


def aborted_line(match: Match, lang: str) -> str:
    """The line of an aborted match, naming who aborted it."""
    return i18n.t(lang, "board.aborted", user=_aborter(match, lang))


def _aborter(match: Match, lang: str) -> str:
    by = (match.row.result or {}).get("by")
    return player(match, by, lang) if isinstance(by, int) and 0 <= by < len(match.seats) else "?"


def stops_by_count(match: Match) -> bool:
    """Agreeing to stop ends this game on a count (the captures), not in a draw: offers say "stop"."""
    return match.game.agreed_outcome(match.state).scores is not None


def offer_key(match: Match, key: str) -> str:
    """The draw-offer message ``key``, or its ``.stop`` wording where a count decides (the
    captures; the game's own word, ``.stop@<game>``, where it has one: the scores)."""
    english = i18n.MESSAGES[i18n.DEFAULT_LANG]
    if not stops_by_count(match):
        return key
    for variant in (f"{key}.stop@{match.game.key}", f"{key}.stop"):
        if variant in english:
            return variant
    return key


def offer_text(match: Match, lang: str, key: str, **params: Any) -> str:
    """A draw-offer message; where the captures decide it also gives the counts as they stand."""
    if stops_by_count(match):
        scores = match.game.agreed_outcome(match.state).scores or ()
        colours = match.view(None).seat_colours()
        params["counts"] = i18n.counts_text(lang, scores, colours, () if colours else players(match, lang))
    return i18n.t(lang, offer_key(match, key), **params)


def result_line(match: Match, lang: str, names: Sequence[str] | None = None) -> str:
    """How the match ended, from its stored result and its final public view."""
    return result_of(match, lang, match.view(None), names)


def result_of(match: Match, lang: str, view: View | Mapping[str, Any] | None, names: Sequence[str] | None = None
              ) -> str:
    """How the match ended, given its final public view (None or empty for a match never dealt).

    Seats without a colour (a card table's) are called by their players: ``names``, else mentions.
    """
    if match.status == "aborted":  # no result to read: nobody won, and it was no draw either
        return i18n.t(lang, "result.aborted", user=_aborter(match, lang))
    if not isinstance(view, View):
        return i18n.result_text(lang, match.row.result, ())
    colours = view.seat_colours()
    names = () if colours else players(match, lang) if names is None else names
    return i18n.result_text(lang, match.row.result, colours, view.to_json(), names=names)


def record_link(row: MatchRow) -> str:
    """A web link to the match: its thread, else its latest board message, else its channel."""
    base = f"https://discord.com/channels/{row.guild_id}"
    if row.thread_id is not None:
        return f"{base}/{row.thread_id}"
    if row.message_id is not None:
        return f"{base}/{row.channel_id}/{row.message_id}"
    return f"{base}/{row.channel_id}"


def link_to(match: Match | MatchRow) -> str:
    """Where to find the match: its thread, or its latest board message (its stored row is enough)."""
    row = match if isinstance(match, MatchRow) else match.row
    if row.thread_id is not None:
        return f"<#{row.thread_id}>"
    if row.message_id is not None:
        return f"https://discord.com/channels/{row.guild_id}/{row.channel_id}/{row.message_id}"
    return f"<#{row.channel_id}>"
