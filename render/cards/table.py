"""The public card table image: ``draw_table`` (the image) and ``render_table`` (PNG bytes).

The static layers and every sprite are cached; a render pastes them, writes a few numbers
and encodes. ``orientation`` and ``last_move`` are accepted and ignored: seats are always
listed in seat order, so the table does not turn with the player to act.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PIL import Image

from engines.cards.macadam_cartes.views import TableView
from render.cards import art, material
from render.cards.background import table_background
from render.cards.centre import draw_centre
from render.cards.coup import draw_coup
from render.cards.layout import TILE, Layout, check_size
from render.cards.outcome import draw_outcome
from render.cards.paint import DEFAULT_THEME, paste
from render.cards.palette import CARDS
from render.cards.seats import seat_state, seat_strip
from render.cards.checked import parse_table
from render.banner import with_banner
from render.captions import NO_CAPTIONS, Captions
from render.common import Theme, png_renderer

#: the label keys the card renderers read from their captions (see :mod:`render.captions`):
#: the centre's labels, what the last roll won, how a licence was got, what the player to act
#: must do (on the table, and on the hand in the second person), why the game ended, the hand's marks
#: and each card's printed name.
WORDS: tuple[str, ...] = (
    "talon", "centre", "supply", "roll_ASS", "roll_AP", "roll_none", "by_die", "by_card",
    "follow", "lead", "discard", "hand_lead", "hand_discard", "all_signals", "hand_emptied", "playable",
    *(f"card_{card}" for card in (*CARDS, "vehicle")),
)  # fmt: skip


def draw_table(
    view: TableView | Mapping[str, Any],
    *,
    size: int = 800,
    orientation: int = 0,
    last_move: Any = None,
    theme: Theme | None = None,
    captions: Captions | None = None,
) -> Image.Image:
    """The public table of a ``macadam-cartes`` ``player_view(state, None)`` (a ``TableView``;
    a seat's ``HandView`` draws the same), ``size`` pixels wide (the height grows with the
    number of seats); :func:`render_table` encodes it.

    Never reads a hand. ``orientation`` and ``last_move`` are accepted and ignored; ``captions``
    carries the players' names, the result sentence and the labels (:data:`WORDS`).
    Raises ValueError for a view it cannot draw (unknown card, not 16 signals, bad seat...).
    """
    del orientation, last_move  # seats keep their places; a coup's plays show what just happened
    captions = captions or NO_CAPTIONS
    table = parse_table(view)
    theme = theme or DEFAULT_THEME
    layout = Layout(check_size(size), table.seats)
    image = table_background(layout, theme, table.kinds).copy()

    # tokens on the covered signals, the current coup's ringed
    side = layout.px(TILE)
    for number, tok in enumerate(table.tokens, start=1):
        if tok is None:
            continue
        x0, y0, x1, y1 = layout.tile_box(number)
        veil = art.veil(side, 110)
        image.paste(veil, (x0, y0), veil)
        current = tok == table.token and table.outcome is None
        sprite = material.token(tok, round(side * 0.66), theme.gold, theme.arrow if current else None)
        paste(image, sprite, (x0 + x1) / 2 + side * 0.06, (y0 + y1) / 2 + side * 0.06, "mm")

    draw_centre(image, layout, theme, table, captions)
    if table.outcome is not None or captions.banner:
        # a replay's band says the result: the panel lists names and scores instead
        draw_outcome(image, layout, theme, table, replace(captions, banner=None) if captions.band_lines else captions)
    else:
        draw_coup(image, layout, theme, table, captions)

    for player in table.players:
        state, dealer = seat_state(table, player.seat), player.seat == table.dealer
        if captions.banner and table.outcome is None:
            state = ""  # a match ended outside the rules (resigned, timed out): nobody is to act
        name = captions.name(player.seat)
        row = seat_strip(layout, theme, table.kinds, player, state, dealer, table.manches, name)
        left, top = layout.row(player.seat)[:2]
        image.paste(row, (int(left), int(top)))
    if captions.band_lines:  # a replay's frame: what it shows, in a band of one height over every frame
        won = bool(captions.banner) and (captions.ending == "won" or table.outcome is not None)
        image = with_banner(image, captions.banner or captions.band or "", theme, [], won, captions.band_lines)
    return image


#: The same arguments -> PNG bytes: the renderer registered for ``macadam-cartes``.
render_table = png_renderer(draw_table)
