"""Whatever a player mistypes as a move, the bot's answer is a whole catalogue message in the
player's language: no fallback that quotes the engine's code, no placeholder left empty, and never
the engine's English text in the French answer."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engines
from bot import i18n
from tests.helpers.games import random_plies

SLIPS = "abcdefghx0123456789-: "


def _states(key: str) -> list[Any]:
    game = engines.get(key)
    state = game.new(seats=game.seat_range[0], seed=3)
    found = [state]
    for _before, _move, after in random_plies(game, state, random.Random(key), limit=12):
        found.append(after)
    return found[::4]


def _slips(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 2)):
        where = rng.randrange(len(chars) + 1)
        if rng.random() < 0.5 or not chars:
            chars.insert(where, rng.choice(SLIPS))
        else:
            chars[min(where, len(chars) - 1)] = rng.choice(SLIPS)
    return "".join(chars)


@pytest.mark.parametrize("key", list(engines.GAMES))
def test_every_move_refusal_met_reads_whole_in_both_languages(key: str) -> None:
    game = engines.get(key)
    rng = random.Random(f"refusals-{key}")
    met: set[str] = set()
    for state in _states(key):
        if game.to_move(state) is None:
            continue
        written = [game.format_move(state, move) for move in game.legal_moves(state)]
        for text in [_slips(rng.choice(written), rng) for _ in range(150)] + ["", "zz", "a1-a1", "1-1"]:
            try:
                game.parse_move(state, text)
            except engines.MoveError as error:
                met.add(error.code)
                unknown = {lang: i18n.t(lang, "move.unknown", code=error.code) for lang in i18n.LANGS}
                for lang in i18n.LANGS:
                    shown = i18n.explain(lang, f"move.{error.code}", dict(error.params), game=key)
                    assert shown != unknown[lang] and "{" not in shown, (lang, text, shown)
                    if lang != i18n.DEFAULT_LANG:
                        assert str(error) not in shown, (text, shown)
    assert len(met) >= 2, met
