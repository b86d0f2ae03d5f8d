"""Table and hand images for Macadam, le jeu des piétons et des 2 roues (``macadam-cartes``).

``render_table(view, *, size, orientation, last_move, theme) -> PNG bytes`` draws the public
table from ``player_view(state, None)`` (a typed ``TableView``) and never reads a hand. From the top:

- the board: the 16 signals (1-4 Passez piétons, 5-8 Attendez piétons, 9-11 piste cyclable,
  12-13 entrée d'autoroute, 14-15 flèche verte, 16 flèche bleue), a numbered token on each
  covered one, the current coup's token ringed;
- the centre of the table: the talon, the Agents laid at the centre, the Assurance and
  Assurance-Permis tickets left, the last roll of the die (who, and what it won), and the
  manches played when there are several;
- the coup: its token, the direction of play, the cards played so far in order (each over its
  player's seat badge; an Agent with the card laid with it; a penalty ticket for a pass), then
  a dashed place for the player to act showing what must be followed (a card, any vehicle, or
  the signal); once the game is over, the winners and why it ended instead;
- one strip per seat, in seat order (clockwise, chevrons show the way play goes now): the seat
  badge (the dealer's with a "D"), the hand as card backs with its size, the exposed cards
  grouped with their points and counts, the licences held (ticket-shaped when won with the die),
  the "Perdez 100 points" tickets, the manche score and the game score. The player to act is
  ringed in orange, the winners in gold.

``render_hand(view, *, size, theme) -> PNG bytes`` draws ``view.hand`` (a seat's own ``HandView``)
as rows of full cards, identical cards stacked with their count, for an ephemeral message.

The static layers (board, panels) and every card sprite are cached; a render pastes sprites,
writes a few numbers and encodes. ``orientation`` and ``last_move`` are accepted and ignored:
seats are always listed in seat order, so the table does not turn with the player to act.

Modules, from the view to the pixels:

- :mod:`~render.cards.view`: checking the typed views (``parse_table``, ``hand_cards``);
- :mod:`~render.cards.layout`: the geometry of both images;
- :mod:`~render.cards.table`, :mod:`~render.cards.coup`, :mod:`~render.cards.seats`: the table
  image and its coup band and seat strips; :mod:`~render.cards.hand`: the hand image;
- :mod:`~render.cards.background`, :mod:`~render.cards.paint`: their static layers, the default
  theme and drawing helpers;
- the sprites: :mod:`~render.cards.art` (cards), :mod:`~render.cards.material` (tickets, signals,
  tokens, badges, die), drawn with :mod:`~render.cards.pictograms` on a
  :mod:`~render.cards.sketch`, in the colours of :mod:`~render.cards.palette`.

Both renderers are :func:`render.common.png_renderer` of their ``draw_*`` function.
"""

from __future__ import annotations

from render.cards.hand import draw_hand, playable_cards, render_hand
from render.cards.layout import HandLayout, Layout
from render.cards.paint import ASPHALT, DEFAULT_THEME
from render.cards.table import draw_table, render_table
from render.cards.table import WORDS
from render.cards.view import GAME, REASONS, SIGNAL_TABLE, TIEBREAKS, Table, card_id, hand_cards, parse_table

render = render_table

__all__ = [
    "ASPHALT", "DEFAULT_THEME", "WORDS", "GAME", "REASONS", "SIGNAL_TABLE", "TIEBREAKS", "HandLayout", "Layout", "Table",
    "card_id", "draw_hand", "draw_table", "hand_cards", "parse_table", "playable_cards", "render", "render_hand", "render_table",
]  # fmt: skip
