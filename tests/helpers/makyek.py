"""Mak-Yek and Apit-Sodok positions written independently of the engine, and small checks the
rulings tests share."""

from __future__ import annotations

import pytest

from tests.helpers.games import at

START = "bbbbbbbb/8/bbbbbbbb/8/8/wwwwwwww/8/wwwwwwww w 0 0 0"


def board(white: str = "", black: str = "", side: str = "w", extra: str = "") -> str:
    """A position text from space-separated cell lists (an independent writer, for tests)."""
    cells = {c: "w" for c in white.split()} | {c: "b" for c in black.split()}
    ranks = []
    for rank in range(8, 0, -1):
        text, empty = "", 0
        for file in "abcdefgh":
            char = cells.get(f"{file}{rank}")
            if char is None:
                empty += 1
                continue
            text += (str(empty) if empty else "") + char
            empty = 0
        ranks.append(text + (str(empty) if empty else ""))
    return "/".join(ranks) + f" {side}" + (f" {extra}" if extra else "")


def men(game, state, seat: int) -> set[str]:
    return {p.cell for p in game.player_view(state, None).pieces if p.seat == seat}


def takes(game, text: str, move: str) -> tuple[str, ...]:
    return game.parse_move(at(game, text), move).captured


def refused(error, call, *args):
    with pytest.raises(error) as caught:
        call(*args)
    return caught.value
