"""The slash commands in French: discord.py's ``app_commands.Translator`` fed by the catalogues.

English is the source language of the command tree. A name (command, group, option) is looked
up as ``name-<English name>``; a description or a choice label by its English text among the
``text-*`` and ``game-*`` messages of the English catalogue.
"""

from __future__ import annotations

from functools import cache

import discord
from discord import app_commands

from bot.i18n.catalogue import DEFAULT_LANG, catalogue, render
from bot.i18n.messages import lang_of

_NAME_LOCATIONS = {
    app_commands.TranslationContextLocation.command_name,
    app_commands.TranslationContextLocation.group_name,
    app_commands.TranslationContextLocation.parameter_name,
}


def names(lang: str) -> dict[str, str]:
    """English command, option and choice names -> their names in ``lang``."""
    return {name[5:]: render(lang, name, {}) for name in catalogue().entries if name.startswith("name-")}


@cache
def _texts() -> dict[str, str]:
    """English description or choice label -> its message id."""
    return {render(DEFAULT_LANG, name, {}): name for name in catalogue().entries
            if name.startswith(("text-", "game-"))}


class Translator(app_commands.Translator):
    """French names, descriptions and choices for the slash commands (English is the source)."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = lang_of(locale)
        if lang == DEFAULT_LANG:
            return None
        if context.location in _NAME_LOCATIONS:
            name: str | None = f"name-{string.message}"
        else:
            name = _texts().get(string.message)
        if name is None or name not in catalogue().entries:
            return None
        return render(lang, name, {})
