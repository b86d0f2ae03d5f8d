"""A match's record as a file, as /export gives it and /tournament export packs it: PDN for the
draughts games, plain text otherwise, its seats named in the server's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.languages import guild_lang
from bot.present.texts import record_link
from bot.publish.captions import seat_names
from bot.runtime import Runtime
from bot.service import Match

#: the record's file extension per game family: PDN for draughts, plain text otherwise.
PDN_GAMES = frozenset({"dames", "dames-turques"})


async def record_file(runtime: Runtime, match: Match, analysis: Mapping[str, Any] | None = None) -> tuple[str, str]:
    """``(extension, text)`` of the match's record (MatchUnavailable when it cannot be replayed),
    annotated with ``analysis`` (its stored one) when given."""
    public_lang = await guild_lang(runtime, match.row.guild_id)
    names = dict(enumerate(await seat_names(runtime, match, public_lang)))
    text = await runtime.service.record_text(match, names, record_link(match.row), analysis)
    return ("pdn" if match.game.key in PDN_GAMES else "txt"), text
