"""Every user-facing text, in English and French, from the Project Fluent catalogues in
``data/locales/<lang>/*.ftl``; and the command-tree translator.

Why Fluent (``fluent.runtime``): its select expressions put plurals (CLDR categories, or exact
numbers where a text says "1") and per-game wording (``{ $game -> [mak-yek] ... *[other] ... }``)
in the catalogue itself, next to the sentence a translator reads, where gettext can only fake
them with contexts and several msgids; a message's variables are named, so a test checks that
both languages place the same ones.

``t(lang, key, **params)`` formats one message; ``lang`` is ``"fr"`` or ``"en"``. Keys are the
historical dotted names (``table.lobby``), mapped to Fluent ids (``table-lobby``) by
:func:`bot.i18n.catalogue.fluent_id`. Game names and seat colours are messages keyed by the
engine's own keys (``game-<key>``, ``colour-<key>``), with a readable fallback so a new game works
before its names are added. Engine ids given as parameters (a card, a signal kind) are put in
words by ``word-<param>`` messages (:func:`word`), so no game's vocabulary lives in Python.
"""

from __future__ import annotations

from bot.i18n.catalogue import DEFAULT_LANG, LANGS, fields, fluent_id
from bot.i18n.commands import Translator, names
from bot.i18n.messages import (
    MESSAGES,
    colour,
    command_name,
    explain,
    game_name,
    has,
    has_word,
    lang_of,
    spoken,
    t,
    variables,
    word,
)
from bot.i18n.results import counts_text, ranked_text, result_text

#: English command and option names -> French (the README and the rules texts quote them).
NAMES_FR: dict[str, str] = names("fr")


__all__ = [
    "DEFAULT_LANG", "LANGS", "MESSAGES", "NAMES_FR", "Translator", "colour", "command_name",
    "counts_text", "explain", "fields", "fluent_id", "game_name", "has", "has_word",
    "lang_of", "names", "ranked_text", "result_text", "spoken", "t", "variables", "word",
]
