"""What is said when play begins: the thread's name (the game and who plays), and the message
that tells of a match against the computer. Pure text: the publisher opens the thread and posts
(``BoardPublisher`` hears the ``start``)."""

from __future__ import annotations

from collections.abc import Sequence

from bot import i18n
from bot.present.texts import player
from bot.service import Match
from bot.service.match import challenger_of

THREAD_NAME_LIMIT = 100


def thread_title(match: Match, lang: str, names: Sequence[str]) -> str:
    """"Dames (international draughts): alice vs bob", the challenger first; a table lists its
    seats in order. ``names``: each seat's member name (a computer seat's is not read)."""
    game = i18n.game_name(lang, match.game.key)
    shown = [i18n.t(lang, "computer.short" if match.is_table else "computer.player", level=match.computers[seat])
             if seat in match.computers else name for seat, name in enumerate(names)]
    if match.is_table:
        return i18n.t(lang, "thread_name.table", game=game, names=", ".join(shown))[:THREAD_NAME_LIMIT]
    first = match.seats.index(challenger_of(match))
    return i18n.t(lang, "thread_name", game=game, a=shown[first], b=shown[1 - first])[:THREAD_NAME_LIMIT]


def started_text(match: Match, lang: str, where: str) -> str:
    """"@user plays Dames against the computer, level 3 · match #12. The match is played in #where";
    a rematch says so first."""
    human = next(seat for seat in range(len(match.seats)) if seat not in match.computers)
    intro = i18n.t(lang, "rematch.intro") + "\n" if match.row.options.get("rematch_of") is not None else ""
    return intro + i18n.t(lang, "computer.started", user=player(match, human, lang),
                          game=i18n.game_name(lang, match.game.key), level=next(iter(match.computers.values())),
                          match_id=match.id, where=where)
