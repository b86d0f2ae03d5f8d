"""The computer's levels as a person picks them: each named, with its measured rating in the
game when the game is known ("8 — strongest: about 1950")."""

from __future__ import annotations

from bot import i18n
from bot.ratings import COMPUTER_LEVELS, computer_ratings


def level_choice(lang: str, level: int, game_key: str | None = None) -> str:
    """``level``'s name in ``lang``, with its shown rating in ``game_key`` when that game has one."""
    name = i18n.t(lang, "computer.level_name", level=level)
    rating = computer_ratings().get(game_key, {}).get(level) if game_key is not None else None
    if rating is None:
        return i18n.t(lang, "computer.level_choice", level=level, name=name)
    return i18n.t(lang, "computer.level_choice", level=level, name=name, rating=rating)


def level_choices(lang: str, game_key: str | None = None) -> list[tuple[str, int]]:
    """Every level, weakest first: (its label, its number)."""
    return [(level_choice(lang, level, game_key), level) for level in COMPUTER_LEVELS]
