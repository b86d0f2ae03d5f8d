"""Table and hand images for Macadam, le jeu des piétons et des 2 roues (``macadam-cartes``).

``render_table(view, *, size, orientation, last_move, theme, captions) -> PNG bytes`` draws the
public table from ``player_view(state, None)`` (a typed ``TableView``) and never reads a hand.
From the top:

- the board: the 16 signals (1-4 Passez piétons, 5-8 Attendez piétons, 9-11 piste cyclable,
  12-13 entrée d'autoroute, 14-15 flèche verte, 16 flèche bleue), a numbered token on each
  covered one, the current coup's token ringed;
- the centre of the table: the talon, the Agents laid at the centre, the Assurance and
  Assurance-Permis tickets left (with a legend: ticket won with the die, chip from a card), the
  last roll of the die (who, and what it won), and the manches played when there are several;
- the coup: its token, the direction of play, the cards played so far in order (each over its
  player's seat badge; an Agent with the card laid with it; a penalty ticket for a pass), then
  a dashed place for the player to act showing what must be followed, with the task in words;
  once the game is over, the result panel instead: the winners crowned, why it ended, and every
  player's final score (:mod:`~render.cards.outcome`);
- one strip per seat, in seat order: one column up to four seats, two columns (seats 1-3, then
  4-6) from five, so six players fit in about 840 px at the default size. A strip's top line has
  the seat badge (the dealer's with a "D"), the player's name, the hand size and the manche score;
  below, the face-up cards one per kind with their counts (:mod:`~render.cards.fan`: values stay
  whole for any number of kinds), the licences held (ticket-shaped when won with the die) and the
  "Perdez 100 points" tickets. The player to act is ringed in orange, the winners in gold.

``render_hand(view, *, size, theme, captions, moves) -> PNG bytes`` draws ``view.hand`` (a
seat's own ``HandView``) as rows of full cards, identical cards stacked with their count, for an
ephemeral message; its header says what must be followed now, and ``moves`` (the seat's legal
moves in notation, on its turn) rings the cards they let it lay (:func:`playable_cards`) and dims
the rest.

Words come from ``captions`` (:class:`render.Captions`): the names per seat, the result sentence
and the labels of :data:`WORDS`; without them the images carry no names and no labels.

The static layers (board, panels) and every card sprite are cached; a render pastes sprites,
writes a few numbers and encodes. ``orientation`` and ``last_move`` are accepted and ignored:
seats are always listed in seat order, so the table does not turn with the player to act.

Modules, from the view to the pixels:

- :mod:`~render.cards.checked`: checking the typed views (``parse_table``, ``hand_cards``);
- :mod:`~render.cards.layout`: the geometry of both images;
- :mod:`~render.cards.table`, :mod:`~render.cards.centre`, :mod:`~render.cards.coup`,
  :mod:`~render.cards.outcome`, :mod:`~render.cards.seats` and :mod:`~render.cards.fan`: the table
  image, its bands and seat strips; :mod:`~render.cards.hand`: the hand image;
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
from render.cards.checked import GAME, REASONS, SIGNAL_TABLE, TIEBREAKS, CheckedTable, card_id, hand_cards, parse_table

render = render_table

__all__ = [
    "ASPHALT", "DEFAULT_THEME", "WORDS", "GAME", "REASONS", "SIGNAL_TABLE", "TIEBREAKS", "HandLayout", "Layout", "CheckedTable",
    "card_id", "draw_hand", "draw_table", "hand_cards", "parse_table", "playable_cards", "render", "render_hand", "render_table",
]  # fmt: skip
