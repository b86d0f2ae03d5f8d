"""Whatever a player types as a start position, a board game either starts from it or refuses it
with a coded ``engines.BadOption`` (which the bot explains in the player's language), never with
an uncoded error whose only explanation is English text."""

from __future__ import annotations

import random

import pytest

import engines

BOARDS = [key for key, game in engines.GAMES.items() if "position" in game.option_defaults]
ALPHABET = "wbWBK0123456789/:-, x."


def _mutations(start: str, rng: random.Random, count: int) -> list[str]:
    """Texts a few typing slips away from ``start``: characters inserted, dropped or replaced."""
    found = []
    for _ in range(count):
        text = list(start)
        for _ in range(rng.randint(1, 3)):
            where = rng.randrange(len(text) + 1)
            slip = rng.randrange(3)
            if slip == 0 or not text:
                text.insert(where, rng.choice(ALPHABET))
            elif slip == 1:
                del text[min(where, len(text) - 1)]
            else:
                text[min(where, len(text) - 1)] = rng.choice(ALPHABET)
        found.append("".join(text))
    return found


@pytest.mark.parametrize("key", BOARDS)
def test_a_mistyped_position_starts_or_is_refused_with_a_code(key: str) -> None:
    game = engines.get(key)
    start = game.position(game.new())
    refused = 0
    for text in _mutations(start, random.Random(key), 400) + ["", " ", "nonsense", "w", start + " w"]:
        try:
            game.new(options={"position": text})
        except engines.BadOption as error:
            refused += 1
            assert error.code and str(error) != error.code  # the English text stays for other callers
        except ValueError as error:
            pytest.fail(f"{key} position {text!r}: uncoded {type(error).__name__}: {error}")
    assert refused > 100
