"""The tests Macadam's and Mak-Yek's board renderers share, each run on both (the draughts
renderer has its own in ``test_render_draughts``). Views come from the engines."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import render
from render import macadam, makyek, pieces
from tests.render.helpers import decode, from_changed_json, start_view
from tests.render.test_render_macadam import CHAIN, grid as macadam_grid, middle
from tests.render.test_render_makyek import MOVE, after, grid as makyek_grid

SIZE = 400
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"

#: game -> (renderer module, the grid of its images at a size, a middle game, its last move).
BOARDS: dict[str, tuple[Any, Callable[..., Any], Callable[[], Any], dict[str, Any]]] = {
    "macadam": (macadam, macadam_grid, middle, CHAIN),
    "mak-yek": (makyek, makyek_grid, after, MOVE),
}
#: the caches each renderer keeps (cleared to check a cold render is the same).
CACHES = {
    "macadam": (macadam._background, macadam._strip, pieces.piece_sprite),
    "mak-yek": (makyek._background, makyek._strip, makyek._kawung_tile, pieces.piece_sprite, pieces.ghost_sprite),
}


# --- output ---------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [400, 800])
@pytest.mark.parametrize("game", list(BOARDS))
def test_png_of_requested_width(game, size):
    module, grid, _, _ = BOARDS[game]
    png = module.render_board(start_view(game), size=size)
    assert png.startswith(PNG_MAGIC)
    image = decode(png)
    assert image.width == size
    assert image.height == grid(size).height > size  # the players' strips (and Macadam's road) add height


@pytest.mark.parametrize("game", list(BOARDS))
def test_deterministic_even_with_cold_caches(game):
    module, _, build, move = BOARDS[game]
    first = module.render_board(build(), size=SIZE, last_move=move)
    assert module.render_board(build(), size=SIZE, last_move=move) == first
    for cache in CACHES[game]:
        cache.cache_clear()
    assert module.render_board(build(), size=SIZE, last_move=move) == first


@pytest.mark.parametrize(("game", "module"), [("macadam", macadam), ("mak-yek", makyek), ("apit-sodok", makyek)])
def test_registered_by_game_key(game, module):
    assert render.RENDERERS[game] is module.render_board
    view = start_view(game)
    assert render.render_view(view, size=SIZE, orientation=1) == module.render_board(view, size=SIZE, orientation=1)


# --- bad data -------------------------------------------------------------------------------
BAD_VIEWS = [
    ("macadam", lambda v: v["pieces"].append({"cell": "i9", "seat": 0, "king": False}),
     "unknown cell label 'i9' in pieces"),
    ("macadam", lambda v: v.update(goals=[["d1", "e0"], ["d8", "e8"]]), r"unknown cell label 'e0' in goals\[0\]"),
    ("macadam", lambda v: v.update(goals=[["d1", "e1"]]), "one list of cells per seat"),
    ("macadam", lambda v: v["start_cells"][1].append("z7"), r"unknown cell label 'z7' in start_cells\[1\]"),
    ("macadam", lambda v: v.update(across=[1]), "across must list 2"),
    ("macadam", lambda v: v.update(at_home=[1, -1]), "at_home must list 2"),
    ("macadam", lambda v: v.update(lane_below_row=7), "lane after row 7"),
    ("macadam", lambda v: v.update(lane_below_row="3"), "lane_below_row"),
    ("macadam", lambda v: v.update(to_move=2), "to_move 2"),
    ("macadam", lambda v: v.update(game="dames"), "cannot draw 'dames'"),
    ("macadam", lambda v: v.pop("cells"), "no 'cells' field"),
    ("mak-yek", lambda v: v["pieces"].append({"cell": "a9", "seat": 0, "king": False}),
     "unknown cell label 'a9' in pieces"),
    ("mak-yek", lambda v: v["pieces"].append({"cell": "a1", "seat": 1, "king": False}), "two pieces on cell 'a1'"),
    ("mak-yek", lambda v: v.update(captures=[1, 2, 3]), "captures must list 2"),
    ("mak-yek", lambda v: v.update(captures="12"), "captures must list 2"),
    ("mak-yek", lambda v: v.update(colours=["white", "plaid"]), "unknown piece colour 'plaid'"),
    ("mak-yek", lambda v: v.update(outcome={"winners": [4]}), "winner 4"),
    ("mak-yek", lambda v: v.update(game="macadam"), "cannot draw 'macadam'"),
]  # fmt: skip


@pytest.mark.parametrize(("game", "change", "message"), BAD_VIEWS)
def test_bad_view_raises_clear_value_error(game, change, message):
    module = BOARDS[game][0]
    view = from_changed_json(start_view(game), change)
    with pytest.raises(ValueError, match=message):
        module.render_board(view, size=SIZE)


@pytest.mark.parametrize("game", list(BOARDS))
def test_bad_last_move_raises(game):
    module, _, build, _ = BOARDS[game]
    start, end = {"macadam": ("a1", "c3"), "mak-yek": ("d3", "d5")}[game]
    with pytest.raises(ValueError, match="unknown cell label 'j1' in last_move.path"):
        module.render_board(build(), size=SIZE, last_move={"path": (start, "j1")})
    with pytest.raises(ValueError, match="unknown cell label 'd0' in last_move.path"):
        module.render_board(build(), size=SIZE, last_move={"path": ("d0", end), "captured": ()})
    with pytest.raises(ValueError, match="unknown cell label 'k5' in last_move.captured"):
        module.render_board(build(), size=SIZE, last_move={"path": (start, end), "captured": ("k5",)})
    with pytest.raises(ValueError, match="orientation"):
        module.render_board(build(), size=SIZE, orientation=2)
    with pytest.raises(TypeError):
        module.render_board(build(), 400)  # options are keyword-only
