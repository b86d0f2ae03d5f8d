"""Looking messages up: ``t`` for one message, ``explain`` for a user error, names and colours.

Callers name messages by their historical keys (``table.lobby``); see :mod:`bot.i18n.catalogue`
for how they map to Fluent ids. ``<key>@<game>`` asks for a game's own wording: the message's
``{ $game -> [<game>] ... }`` variant.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

import discord
from fluent.syntax.serializer import serialize_pattern

from bot.i18n.catalogue import DEFAULT_LANG, LANGS, catalogue, fitting, fluent_id, render


def lang_of(locale: discord.Locale | str | None) -> str:
    """"fr" for any French locale, "en" otherwise."""
    return spoken(locale) or DEFAULT_LANG


def spoken(locale: discord.Locale | str | None) -> str | None:
    """The catalogue language of a client's locale ("en-GB" -> "en"), None for one we do not speak."""
    value = locale.value if isinstance(locale, discord.Locale) else (locale or "")
    lang = value.lower().partition("-")[0]
    return lang if lang in LANGS else None


def has(key: str) -> bool:
    """Whether message ``key`` exists; ``<key>@<game>``: whether it has that game's own wording."""
    base, _, game = key.partition("@")
    name = fluent_id(base)
    found = catalogue()
    if not game:
        return name in found.entries
    return any(game in found.entries[shape].games for shape in found.shapes.get(name, ()))


def variables(key: str) -> frozenset[str]:
    """The variables message ``key`` places in its text (its selectors aside)."""
    entry = catalogue().entries.get(fluent_id(key.partition("@")[0]))
    return entry.shown if entry else frozenset()


def t(lang: str, key: str, **params: Any) -> str:
    """The message ``key`` in ``lang`` (English if missing), formatted with ``params``.

    Counts and games are chosen by the catalogue's selectors; of the message and its ``~``
    variants, the one placing the most of ``params`` and needing no other is used. An unknown
    key is returned as it is (an unknown engine error code as ``move.unknown``).
    """
    base, _, game = key.partition("@")
    if game:
        params["game"] = game
    name = fitting(fluent_id(base), params)
    if name is None:
        if key.startswith("move."):
            return t(lang, "move.unknown", code=key[5:])
        return key
    return render(lang, name, params)


def word(lang: str, name: str, value: str) -> str:
    """An engine id given as parameter ``name``, in words through the message ``word-<name>``.

    The message gets the id as ``$value``; an id ``head:tail`` also gives ``$head``, and
    ``$tail`` shown through ``word-<head>`` when there is one. Without a message: the id as it is.
    """
    if not has_word(name):
        return value
    head, sep, tail = value.partition(":")
    params: dict[str, Any] = {"value": value}
    if sep:
        params.update(head=head, tail=word(lang, head, tail))
    return render(lang, f"word-{name}", params)


def has_word(name: str) -> bool:
    """Whether a parameter ``name`` carries an engine id the catalogue puts in words."""
    return f"word-{name}" in catalogue().entries


def explain(lang: str, key: str, params: Mapping[str, Any], *, game: str | None = None) -> str:
    """A user error's message; statuses and engine ids inside it are translated too.

    ``game``: the game the error is about; the message's variant for that game, when it has one,
    says it in that game's own terms (its notation, its pieces). What an engine id reads as is the
    catalogue's business: a selector on the parameter inside the message, or ``word-<param>``.
    """
    shown = dict(params)
    if key in ("challenge_closed", "match_not_active", "table_closed") and has(f"{key}.{shown.get('status')}"):
        key = f"{key}.{shown['status']}"
    if "status" in shown:
        shown["status"] = t(lang, f"status.{shown['status']}")
    for name, value in params.items():
        if isinstance(value, str) and has_word(name):
            shown[name] = word(lang, name, value)
    if game is not None and _game_fits(key, game, shown.keys()):
        key = f"{key}@{game}"
    if key in _GAME_PARAM and "game" in shown:
        shown["game"] = game_name(lang, shown["game"])
    if key == "option_unsupported" and lang in LANGS and lang != DEFAULT_LANG:
        shown["option"] = command_name(lang, str(shown.get("option")))
    if "refusal" in shown:
        shown["reason"] = refusal(lang, str(shown.pop("refusal")), shown.pop("refusal_params", {}),
                                  game=params.get("game"))
    if key == "bad_position":
        example = shown.get("example")
        shown["example"] = t(lang, "bad_position.example", example=example) if example else ""
    return t(lang, key, **shown)


def refusal(lang: str, code: str, params: Mapping[str, Any], *, game: str | None = None) -> str:
    """An engine's refusal of an option or a start position (``engines.BadOption``: its ``code``
    and ``params``) as a clause in ``lang``; ``game`` picks that game's own wording."""
    shown = dict(params)
    if "option" in shown:
        shown["option"] = command_name(lang, str(shown["option"]))
    if game is not None:
        shown["game"] = game
    return t(lang, f"refusal.{code}", **shown)


def _game_fits(key: str, game: str, given: Iterable[str]) -> bool:
    """Whether ``key`` has a variant for ``game`` whose variables are all ``given``."""
    found = catalogue()
    return any(game in found.entries[shape].games and found.entries[shape].games[game] <= set(given)
               for shape in found.shapes.get(fluent_id(key), ()))


#: user errors whose ``game`` parameter is a game key (shown by its name).
_GAME_PARAM = {"option_unsupported", "bad_position", "position_over", "table_size", "tournament_format",
               "puzzle_none_game"}


def command_name(lang: str, name: str) -> str:
    """A command's or option's name as players of ``lang`` see it (``resign`` -> ``abandonner``)."""
    if lang == DEFAULT_LANG or f"name-{name}" not in catalogue().entries:
        return name
    return render(lang, f"name-{name}", {})


def game_name(lang: str, key: str) -> str:
    """The game's name (``game-<key>``), else one made from its key."""
    return t(lang, f"game.{key}") if has(f"game.{key}") else key.replace("-", " ").capitalize()


def colour(lang: str, colours: Sequence[str], seat: int, *, capital: bool = True) -> str:
    """The seat's colour as a team name ("Blue" / "les bleus"), or "Player n"."""
    key = colours[seat] if 0 <= seat < len(colours) else None
    if key and has(f"colour.{key}"):
        name = t(lang, f"colour.{key}")
    else:
        name = key.capitalize() if key else t(lang, "player_n", n=seat + 1)
    return name[:1].upper() + name[1:] if capital else name


class Messages(Mapping[str, str]):
    """One language's catalogue read as the old ``MESSAGES[lang]`` table: ``key in`` it says
    whether a message exists (:func:`has`); a message's value is its Fluent text."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and has(key)

    def __getitem__(self, key: str) -> str:
        if key not in self:
            raise KeyError(key)
        name = fluent_id(key.partition("@")[0])
        if name not in catalogue().entries:  # only its variants exist
            name = catalogue().shapes[name][0]
        messages = catalogue().messages
        message = messages[self.lang].get(name) or messages[DEFAULT_LANG][name]
        return serialize_pattern(message.value) if message.value is not None else ""

    def __iter__(self) -> Iterator[str]:
        return iter(catalogue().messages[self.lang])

    def __len__(self) -> int:
        return len(catalogue().messages[self.lang])


MESSAGES: dict[str, Messages] = {lang: Messages(lang) for lang in LANGS}
