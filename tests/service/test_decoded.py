"""``bot.decoded``: states kept by their exact stored text, loaded once, never stale."""

from __future__ import annotations

import json

import pytest

import engines
from bot.decoded import DecodeCache

GAME = engines.get("dames")


def _text(state: object) -> str:
    return json.dumps(GAME.dump(state), ensure_ascii=True, separators=(",", ":"))


def test_a_text_is_loaded_once_and_its_views_built_once(monkeypatch: pytest.MonkeyPatch) -> None:
    loads: list[object] = []
    real = type(GAME).load
    monkeypatch.setattr(type(GAME), "load", lambda game, data: loads.append(data) or real(game, data))
    state = GAME.new(seats=2, seed=0)
    cache = DecodeCache()
    first = cache.load(GAME, _text(state), GAME.dump(state))
    again = cache.load(GAME, _text(state), GAME.dump(state))
    assert again is first and first.state == state and len(loads) == 1
    assert first.view(None) is again.view(None) and first.view(None) == GAME.player_view(state, None)


def test_a_seeded_state_is_found_by_the_text_its_row_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    after = GAME.apply(GAME.new(seats=2, seed=0), 0, GAME.parse_move(GAME.new(seats=2, seed=0), "32-28"))
    cache = DecodeCache()
    seeded = cache.seed(GAME, _text(after), after)
    monkeypatch.setattr(type(GAME), "load", lambda game, data: pytest.fail("loaded again"))
    assert cache.load(GAME, _text(after), GAME.dump(after)) is seeded


def test_a_damaged_text_is_another_key_and_a_failed_load_is_not_kept() -> None:
    state = GAME.new(seats=2, seed=0)
    cache = DecodeCache()
    cache.load(GAME, _text(state), GAME.dump(state))
    damaged = {**GAME.dump(state), "position": "nonsense"}
    for _ in range(2):
        with pytest.raises(ValueError):
            cache.load(GAME, json.dumps(damaged), damaged)


def test_the_least_recently_used_go_first() -> None:
    cache = DecodeCache(size=2)
    start = GAME.new(seats=2, seed=0)
    states = [start, *(GAME.apply(start, 0, move) for move in list(GAME.legal_moves(start))[:2])]
    entries = [cache.load(GAME, _text(s), GAME.dump(s)) for s in states]
    assert cache.load(GAME, _text(states[2]), GAME.dump(states[2])) is entries[2]
    assert cache.load(GAME, _text(states[0]), GAME.dump(states[0])) is not entries[0]  # dropped, loaded anew
