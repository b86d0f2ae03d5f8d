"""What the forkserver imports before it forks any worker (``bot.workers.PRELOADED``): the
renderers, the engines, the computer and the exports, and then one board of each game drawn.

Drawing has one-time work: the pieces' lighting (about a quarter of a second of pure Python),
the fonts, the card art. Done here, once, every worker forked from the forkserver inherits it
and draws its first board as fast as its hundredth; otherwise each new worker paid for it on its
first board."""

from __future__ import annotations

import engines
import bot.service.computer  # noqa: F401  (imported for the workers)
import bot.service.exports  # noqa: F401  (imported for the workers)
from render import render_view

#: the size of the boards drawn here: the smallest every renderer takes (the card table's).
_SIZE = 240


def draw_one_of_each() -> None:
    for key in engines.MENU_ORDER:
        game = engines.get(key)
        render_view(game.player_view(game.new(), None), size=_SIZE)


draw_one_of_each()
