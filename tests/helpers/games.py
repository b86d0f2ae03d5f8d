"""Engines by name, move texts played in turn, and seeded random play-outs."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

import engines

DAMES = engines.get("dames")
TURQUES = engines.get("dames-turques")
MAK = engines.get("mak-yek")
APIT = engines.get("apit-sodok")

#: run a test once per draughts game / once per game of the mak-yek engine (argument ``game``).
BOTH_DRAUGHTS = pytest.mark.parametrize("game", [DAMES, TURQUES], ids=["dames", "dames-turques"])
BOTH_MAKYEK = pytest.mark.parametrize("game", [MAK, APIT], ids=["mak-yek", "apit-sodok"])


def play(game: Any, state: Any, *texts: str) -> Any:
    """Apply each move text in turn (parsed in the position it is played in)."""
    for text in texts:
        state = game.apply(state, game.to_move(state), game.parse_move(state, text))
    return state


def at(game: Any, text: str, **options: Any) -> Any:
    """A new game from the position ``text`` (option ``position``) and the other ``options``."""
    return game.new(options={"position": text, **options})


def moves_text(game: Any, state: Any) -> list[str]:
    """The legal moves in notation, sorted."""
    return sorted(game.format_move(state, m) for m in game.legal_moves(state))


def piece(game: Any, state: Any, cell: str) -> dict[str, Any] | None:
    """The public view's piece on ``cell``, or None."""
    for p in game.player_view(state, None).pieces:
        if p.cell == cell:
            return p
    return None


def assert_third_repetition_draws(game: Any, state: Any, shuffle: list[str] | tuple[str, ...]) -> None:
    """Play ``shuffle`` (back to the start position) twice: the last move makes the third occurrence."""
    state = play(game, state, *shuffle, *shuffle[:-1])
    assert game.outcome(state) is None
    state = play(game, state, shuffle[-1])
    assert game.outcome(state).winners == () and game.outcome(state).reason == "repetition"


def perft_api(game: Any, state: Any, depth: int) -> int:
    """The perft count through the public contract (legal_moves / apply)."""
    if depth == 0:
        return 1
    moves = game.legal_moves(state)
    if depth == 1:
        return len(moves)
    return sum(perft_api(game, game.apply(state, game.to_move(state), m), depth - 1) for m in moves)


def random_plies(game: Any, state: Any, rng: random.Random,
                 limit: int | None = None) -> Iterator[tuple[Any, Any, Any]]:
    """(state, move, next state) for each seeded random legal move from ``state`` until the game
    ends (or ``limit`` moves are made)."""
    made = 0
    while game.outcome(state) is None and (limit is None or made < limit):
        move = rng.choice(list(game.legal_moves(state)))
        after = game.apply(state, game.to_move(state), move)
        yield state, move, after
        state = after
        made += 1


def random_notations(game: Any, state: Any, rng: random.Random, limit: int) -> tuple[Any, list[str]]:
    """The position after ``limit`` seeded random moves from ``state`` (fewer if the game ends),
    and the notation of each move."""
    notations = []
    for before, move, after in random_plies(game, state, rng, limit):
        notations.append(game.format_move(before, move))
        state = after
    return state, notations


@dataclass
class PlayOut:
    """A random game: ``states[i]`` is the position ``moves[i]`` is played in; the final state last."""

    states: list[Any] = field(default_factory=list)
    moves: list[Any] = field(default_factory=list)

    @property
    def final(self) -> Any:
        return self.states[-1]

    @property
    def pairs(self) -> list[tuple[Any, Any]]:
        """(state, move) for every move made."""
        return list(zip(self.states, self.moves))


def play_out(game: Any, seed: int, *, seats: int = 2, options: dict[str, Any] | None = None,
             policy_seed: int | None = None, cap: int | None = 3000) -> PlayOut:
    """A seeded random game to its end: ``game.new(seats, seed, options)``, then moves drawn by
    ``random.Random(policy_seed)`` (``seed`` by default). Fails if there is no outcome after
    ``cap`` moves (None: no cap)."""
    rng = random.Random(seed if policy_seed is None else policy_seed)
    result = PlayOut([game.new(seats=seats, seed=seed, options=options or {})])
    for _state, move, after in random_plies(game, result.final, rng):
        if cap is not None and len(result.moves) == cap:
            raise AssertionError(f"{game.key}: no outcome after {cap} moves (seed {seed})")
        result.moves.append(move)
        result.states.append(after)
    return result
