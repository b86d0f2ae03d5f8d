"""The words drawn on a match's images (:class:`render.Captions`) that need no one's name looked
up: every label the renderers read (``image-<key>`` messages), the banner over a final image
and how the match ended."""

from __future__ import annotations

from bot import i18n
from bot.i18n.catalogue import Catalogue, catalogue
from bot.present.texts import result_line
from bot.service import Match
from render import IMAGE_WORDS


#: The counts an image draws before a word stay below this (16 men, 8 pawns): their word forms are given up to it.
_COUNTS_DRAWN = 32


def image_words(lang: str) -> dict[str, str]:
    """Every label the renderers read, in ``lang``; for a word drawn after a number (its message
    selects on ``$n``), ``key#n`` for each count whose form differs from the plain one. A fresh
    dict each time (it is handed to the drawing), copied from the words worked out once per
    language and catalogue: formatting them all took about 60 lookups, the main process's
    largest cost of a board (bench_move_latency's profile)."""
    messages = catalogue()
    known = _WORDS.get(lang)
    if known is None or known[0] is not messages:
        known = _WORDS[lang] = (messages, _words_of(lang, messages))
    return dict(known[1])


#: lang -> the catalogue the words came from, and the words
_WORDS: dict[str, tuple[Catalogue, dict[str, str]]] = {}


def _words_of(lang: str, messages: Catalogue) -> dict[str, str]:
    words = {key: i18n.t(lang, f"image.{key}") for key in IMAGE_WORDS}
    for key in IMAGE_WORDS:
        if "n" in messages.entries[i18n.fluent_id(f"image.{key}")].selectors:
            for n in range(_COUNTS_DRAWN + 1):
                form = i18n.t(lang, f"image.{key}", n=n)
                if form != words[key]:
                    words[f"{key}#{n}"] = form
    return words


def banner_text(match: Match, lang: str, names: tuple[str, ...]) -> str | None:
    """The sentence over the final image: how a finished match ended (the result line: sides
    named by colour, never a mention), or who aborted it (by ``names``, the seats' display
    names); None while the match goes on."""
    if match.status == "finished":
        return result_line(match, lang, names)
    if match.status == "aborted":
        by = (match.row.result or {}).get("by")
        who = names[by] if isinstance(by, int) and 0 <= by < len(names) else "?"
        return i18n.t(lang, "result.aborted", user=who)
    return None


def ending_of(match: Match) -> tuple[str | None, tuple[int, ...]]:
    """How the match as stored ended, for the images: won (by whom), drawn, stopped (aborted)."""
    if match.status == "aborted":
        return "stopped", ()
    if match.status != "finished":
        return None, ()
    winners = tuple(int(w) for w in (match.row.result or {}).get("winners") or ())
    return ("won", winners) if winners else ("drawn", ())
