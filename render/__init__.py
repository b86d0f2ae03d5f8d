"""Board images: pure functions from an engine's ``player_view`` to PNG bytes.

``render_view(view, **options)`` picks the renderer registered for ``view["game"]`` in
:data:`RENDERERS`; every renderer takes keyword-only ``size``, ``orientation``, ``last_move``
and ``theme``. Call it off the event loop (``asyncio.to_thread``): it is CPU work.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from render import cards, draughts, macadam, makyek
from render.common import SAND, WOOD, Theme

Renderer = Callable[..., bytes]

#: game key -> renderer; later games add themselves here.
RENDERERS: dict[str, Renderer] = {
    "dames": draughts.render_board,
    "dames-turques": draughts.render_board,
    "macadam": macadam.render_board,
    "mak-yek": makyek.render_board,
    "apit-sodok": makyek.render_board,
    "macadam-cartes": cards.render_table,
}


def render_view(view: Mapping[str, Any], **options: Any) -> bytes:
    """PNG bytes for ``view`` (a ``player_view`` dict); ValueError for a game with no renderer."""
    try:
        game = view["game"]
    except (KeyError, TypeError):
        raise ValueError("player view has no 'game' field") from None
    renderer = RENDERERS.get(game) if isinstance(game, str) else None
    if renderer is None:
        raise ValueError(f"no renderer for game {game!r}; known games: {', '.join(RENDERERS)}")
    return renderer(view, **options)


__all__ = ["RENDERERS", "SAND", "WOOD", "Renderer", "Theme", "render_view"]
