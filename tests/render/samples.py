"""Representative images of every game, from real play: what the byte-ceiling tests and
``benchmarks/bench_render.py`` draw.

Each game is played by a seeded random player from its start; the kinds kept are the opening,
a middle game with the last move drawn, and the finished game (banner included), and for the
card game its public table at 2, 4 and 6 seats and a seat's hand. Images are drawn as the bot
draws them: at its default size, with names and labels in French (the longer words).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from PIL import Image

import engines
from bot.i18n import result_text
from bot.present.captions import image_words
from bot.service import BOARD_SIZE
from render import Captions, cards, draughts, macadam, makyek

#: The five board games (one public board each).
BOARD_GAMES = ("macadam", "dames", "dames-turques", "mak-yek", "apit-sodok")
CARD_GAME = "macadam-cartes"
#: Seat counts of the card table measured.
TABLE_SEATS = (2, 4, 6)
#: Longish display names, as Discord members choose them.
NAMES = ("Marguerite", "Jean-Baptiste", "Ordinateur, niveau 5", "Zoé", "Maximilien", "Anne-Sophie")
SEED = 3
#: game -> the ``draw_*`` function behind its public renderer (``render_view`` encodes its image).
DRAW: dict[str, Callable[..., Image.Image]] = {
    "macadam": macadam.draw_board, "dames": draughts.draw_board, "dames-turques": draughts.draw_board,
    "mak-yek": makyek.draw_board, "apit-sodok": makyek.draw_board, CARD_GAME: cards.draw_table,
}  # fmt: skip


@dataclass(frozen=True)
class Sample:
    """One image to draw: ``draw()`` is the unencoded image (the renderer's ``draw_*``)."""

    game: str
    kind: str
    draw: Callable[[], Image.Image]

    @property
    def name(self) -> str:
        return f"{self.game} {self.kind}"


@dataclass(frozen=True)
class PlayedGame:
    """A played game: every state from the start, and the move that led to each."""

    key: str
    seats: int
    states: tuple[Any, ...]
    moves: tuple[Any, ...]  # moves[i] led to states[i + 1]


@cache
def played(key: str, seats: int = 2, seed: int = SEED, limit: int = 3000) -> PlayedGame:
    """``key`` played from its start by a random player seeded with ``seed``, to its end."""
    game = engines.get(key)
    rng = random.Random(seed)
    state = game.new(seats=seats, seed=seed)
    states, moves = [state], []
    while game.outcome(state) is None and len(moves) < limit:
        move = rng.choice(list(game.legal_moves(state)))
        state = game.apply(state, game.to_move(state), move)
        states.append(state)
        moves.append(move)
    return PlayedGame(key, seats, tuple(states), tuple(moves))


def middle_ply(played_game: PlayedGame) -> int:
    """A middle-game ply: the first capture after a fifth of the game (many pieces still on
    the board, a capture drawn), else the ply at a third of the game."""
    total = len(played_game.moves)
    for ply in range(max(1, total // 5), total):
        if getattr(played_game.moves[ply - 1], "captured", ()):
            return ply
    return max(1, total // 3)


def captions(seats: int, banner: str | None = None, outcome: engines.Outcome | None = None) -> Captions:
    words = image_words("fr")  # as the bot gives them, the count forms ("1 prise") included
    ending = None if outcome is None else ("won" if outcome.winners else "drawn")
    return Captions(names=NAMES[:seats], banner=banner, words=words, ending=ending,
                    winners=() if outcome is None else outcome.winners)


def _board(key: str, ply: int | None, size: int) -> Callable[[], Image.Image]:
    played_game = played(key)
    state = played_game.states[-1 if ply is None else ply]
    move = played_game.moves[-1 if ply is None else ply - 1] if ply != 0 else None
    game = engines.get(key)
    outcome = game.outcome(state)
    view = game.player_view(state, None)
    banner = None if outcome is None else result_text(
        "fr", game.result_json(state, outcome), view.seat_colours(), view.to_json())  # as the bot says it
    options: dict[str, Any] = {
        "size": size,
        "orientation": 0,
        "last_move": {"path": move.path, "captured": move.captured} if move is not None else None,
        "captions": captions(2, banner, outcome),
    }
    return lambda: DRAW[key](view, **options)


def _cards(seats: int, ply: int | None, seat: int | None, size: int) -> Callable[[], Image.Image]:
    played_game = played(CARD_GAME, seats)
    state = played_game.states[-1 if ply is None else ply]
    game = engines.get(CARD_GAME)
    outcome = game.outcome(state)
    view = game.player_view(state, seat)
    banner = None if outcome is None else result_text(
        "fr", game.result_json(state, outcome), view.seat_colours(), view.to_json())  # as the bot says it
    options: dict[str, Any] = {"size": size, "captions": captions(seats, banner, outcome)}
    draw = DRAW[CARD_GAME] if seat is None else cards.draw_hand
    return lambda: draw(view, **options)


def samples(size: int = BOARD_SIZE) -> list[Sample]:
    """Every image kind of every game at ``size`` (the bot's default board size)."""
    found = []
    for key in BOARD_GAMES:
        middle = middle_ply(played(key))
        found.append(Sample(key, "opening", _board(key, 0, size)))
        found.append(Sample(key, f"middle (ply {middle})", _board(key, middle, size)))
        found.append(Sample(key, "finished", _board(key, None, size)))
    for seats in TABLE_SEATS:
        middle = len(played(CARD_GAME, seats).moves) * 2 // 3
        found.append(Sample(CARD_GAME, f"table {seats} seats, middle", _cards(seats, middle, None, size)))
        found.append(Sample(CARD_GAME, f"table {seats} seats, finished", _cards(seats, None, None, size)))
    four = played(CARD_GAME, 4)
    found.append(Sample(CARD_GAME, "hand, opening", _cards(4, 0, engines.get(CARD_GAME).to_move(four.states[0]), size)))
    middle = len(four.moves) // 2
    found.append(Sample(CARD_GAME, "hand, middle", _cards(4, middle, engines.get(CARD_GAME).to_move(four.states[middle]), size)))
    return found
