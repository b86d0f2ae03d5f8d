"""Board images: pure functions from an engine's ``player_view`` to PNG bytes.

Renderers take the engines' typed views (:mod:`engines.views`) and read them by attribute; a
mapping in a view's JSON form (``view.to_json()``) is read with that view type's ``from_json``.
``render_view(view, **options)`` picks the renderer registered for ``view.game`` in
:data:`RENDERERS`; every renderer takes keyword-only ``size``, ``orientation``, ``last_move``,
``theme`` and ``captions`` (names, a finished match's banner, labels: :mod:`render.captions`).
``render_hand_view(view, **options)`` does the same with :data:`HAND_RENDERERS` for a seat's own
view (its hand; keyword-only ``size``, ``theme``, ``captions`` and ``moves``: the seat's legal
moves in notation on its turn, else None), in the games that draw one. Call them off the event
loop (``asyncio.to_thread``): it is CPU work.

Every renderer is :func:`render.common.png_renderer` of a ``draw_*`` function (the image),
so all of them encode with :func:`render.common.encode_png`. The board renderers share their
set-up through :mod:`render.scene`; the card game's are the :mod:`render.cards` package. A
tournament's standings (no game's view) are :func:`render.standings.render_standings`.

Words (as in :mod:`engines`):

- *view*: an engine's typed player view, what the renderers are handed; :mod:`render.views`
  checks them for drawing;
- *scene*: a board view checked and laid out for painting, with its theme (:class:`render.scene.Scene`);
  the card table's checked form is :class:`render.cards.checked.CheckedTable` (no layout, no theme);
- *captions*: the words an image carries, given by the caller (:mod:`render.captions`);
- *replay*: an animation of a whole game (:mod:`render.replay`); a *record* is the engines' text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PIL import Image

from engines.views import View
from render import analysis, cards, draughts, macadam, makyek, standings
from render.captions import NO_CAPTIONS, Captions
from render.common import SAND, WOOD, Theme

Renderer = Callable[..., bytes]

#: game key -> renderer of the public view; later games add themselves here.
RENDERERS: dict[str, Renderer] = {
    "dames": draughts.render_board,
    "dames-turques": draughts.render_board,
    "macadam": macadam.render_board,
    "mak-yek": makyek.render_board,
    "apit-sodok": makyek.render_board,
    "macadam-cartes": cards.render_table,
}
#: game key -> the function drawing its public view as an image (what ``RENDERERS`` encode), for
#: animations (:mod:`render.replay`).
DRAWERS: dict[str, Callable[..., Image.Image]] = {
    "dames": draughts.draw_board,
    "dames-turques": draughts.draw_board,
    "macadam": macadam.draw_board,
    "mak-yek": makyek.draw_board,
    "apit-sodok": makyek.draw_board,
    "macadam-cartes": cards.draw_table,
}
#: game key -> renderer of a seat's own view (its hand), for the games with secret hands.
HAND_RENDERERS: dict[str, Renderer] = {
    "macadam-cartes": cards.render_hand,
}

#: every label key an image may carry (each renderer module's ``WORDS``): the bot fills them
#: from the catalogue messages ``image-<key>``.
IMAGE_WORDS: tuple[str, ...] = tuple(dict.fromkeys(draughts.WORDS + macadam.WORDS + makyek.WORDS + cards.WORDS
                                                  + standings.WORDS + analysis.WORDS))


def _renderer(registry: Mapping[str, Renderer], view: View | Mapping[str, Any]) -> Renderer:
    if isinstance(view, View):
        game = view.game
    elif isinstance(view, Mapping) and "game" in view:
        game = view["game"]
    else:
        raise ValueError("player view has no 'game' field")
    renderer = registry.get(game) if isinstance(game, str) else None
    if renderer is None:
        raise ValueError(f"no renderer for game {game!r}; known games: {', '.join(registry)}")
    return renderer


def render_view(view: View | Mapping[str, Any], **options: Any) -> bytes:
    """PNG bytes for ``view`` (a ``player_view``); ValueError for a game with no renderer."""
    return _renderer(RENDERERS, view)(view, **options)


def render_hand_view(view: View | Mapping[str, Any], **options: Any) -> bytes:
    """PNG bytes of the hand in ``view`` (a seat's own ``player_view``); ValueError for a game
    that draws no hand."""
    return _renderer(HAND_RENDERERS, view)(view, **options)


__all__ = ["DRAWERS", "HAND_RENDERERS", "IMAGE_WORDS", "NO_CAPTIONS", "RENDERERS", "Captions", "SAND", "WOOD", "Renderer", "Theme", "render_hand_view", "render_view"]
