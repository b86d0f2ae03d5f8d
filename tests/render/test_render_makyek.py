"""The Mak-Yek / Apit-Sodok board renderer, checked on the pixels it produces (the tests it
shares with Macadam are in ``test_render_boards``).

Views are the engines' ``player_view``, with the men and fields a test sets.
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image

from engines import Outcome
from render import makyek, pieces
from tests.render.helpers import FILES, board_view, cell_centre, changed, drawn, place, start_view

SIZE = 400
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


# --- fixtures -------------------------------------------------------------------------------
def view(pieces: list[tuple[str, int]], game: str = "mak-yek", **extra: Any) -> Any:
    return board_view(game, [(c, s, False) for c, s in pieces], **extra)


def start(game: str = "mak-yek") -> Any:
    return start_view(game)


#: White has just played d3-d5, taking c5 and e5 by intervention.
AFTER = [(f + "1", 0) for f in FILES] + [("a3", 0), ("b3", 0), ("f3", 0), ("g3", 0), ("d5", 0)] + [
    (f + "8", 1) for f in FILES
] + [("a6", 1), ("b6", 1), ("e6", 1), ("g6", 1), ("f5", 1)]
MOVE = {"path": ("d3", "d5"), "captured": ("c5", "e5")}


def after(**extra: Any) -> Any:
    return view(AFTER, **({"to_move": 1, "captures": (5, 2)} | extra))


def grid(size: int = SIZE, orientation: int = 0):
    return makyek.grid_for(8, 8, size, orientation)


def centre(label: str, size: int = SIZE, orientation: int = 0) -> tuple[int, int]:
    return cell_centre(grid(size, orientation), label)


draw = functools.partial(drawn, makyek.render_board)


def strips(image: Image.Image, orientation: int = 0) -> tuple[bytes, bytes]:
    """(bottom strip, top strip) pixels."""
    g = grid(orientation=orientation)
    return (
        image.crop((0, g.height - g.band, g.width, g.height)).tobytes(),
        image.crop((0, 0, g.width, g.band)).tobytes(),
    )


# --- men, orientation -----------------------------------------------------------------------
@pytest.mark.parametrize("orientation", [0, 1])
def test_men_colours_at_cell_centres(orientation):
    v = start()
    image = draw(v, orientation=orientation)
    for piece in v.pieces:
        p = image.getpixel(centre(piece.cell, orientation=orientation))
        if piece.seat == 0:
            assert min(p) > 170, (piece, p)
        else:
            assert max(p) < 90, (piece, p)
    for label in ("a4", "h5"):  # empty cells show the cloth
        p = image.getpixel(centre(label, orientation=orientation))
        assert p[0] > 200 and p[0] > p[2] + 30, p


def test_orientation_keeps_coordinates_upright_and_correct():
    v = view([("a1", 0)])
    upright, turned = draw(v), draw(v, orientation=1)
    assert centre("a1", orientation=1) == centre("h8")
    assert min(turned.getpixel(centre("h8"))) > 170 and min(upright.getpixel(centre("a1"))) > 170
    g = grid()
    files = (g.left, g.board_box[3], g.board_box[2], g.frame_box[3])
    ranks = (0, g.top, g.left, g.board_box[3])
    for rim in (files, ranks):
        assert upright.crop(rim).tobytes() != turned.crop(rim).tobytes()
        assert upright.crop(rim).tobytes() != upright.crop(rim).rotate(180).tobytes()


# --- last move and ghosts -------------------------------------------------------------------
def test_last_move_arrow_between_its_cells():
    v = after()
    plain, shown = draw(v), draw(v, last_move=MOVE)
    a, b = centre("d3"), centre("d5")
    for t in (0.2, 0.5, 0.65):
        assert changed(plain, shown, (a[0], a[1] + (b[1] - a[1]) * t))
    far = grid().box(*place("h1"))
    assert plain.crop(far).tobytes() == shown.crop(far).tobytes()


@pytest.mark.parametrize("orientation", [0, 1])
def test_captured_men_show_as_marked_ghosts(orientation):
    v = after()
    plain, shown = draw(v, orientation=orientation), draw(v, last_move=MOVE, orientation=orientation)
    g = grid(orientation=orientation)
    for label in MOVE["captured"]:
        x, y = centre(label, orientation=orientation)
        # a translucent black man: darker than the cloth, lighter than a real black man
        before, ghost = plain.getpixel((x, y + round(g.cell * 0.33))), shown.getpixel((x, y + round(g.cell * 0.33)))
        assert sum(ghost) < sum(before) - 120 and max(ghost) > 90, (before, ghost)
        # a red mark over it
        r = round(g.cell * pieces.RADIUS * 0.62)
        ring = shown.getpixel((x, y - r))
        assert ring[0] > ring[1] + 60 and ring[0] > ring[2] + 60, ring


def test_ghosts_take_the_colour_opposite_the_mover():
    v = view([("d5", 1)], to_move=0)
    by_black = draw(v, last_move={"path": ("d3", "d5"), "captured": ("c5",)})  # to_move 0: black moved
    by_white = draw(v, last_move={"path": ("d3", "d5"), "captured": ("c5",), "seat": 0})
    x, y = centre("c5")
    y += round(grid().cell * 0.33)
    assert sum(by_black.getpixel((x, y))) > sum(by_white.getpixel((x, y))) + 100


def test_no_ghost_where_a_man_stands():
    v = after()
    move = {"path": ("d3", "d5"), "captured": ("e6",)}  # stale: e6 is still occupied
    p = draw(v, last_move=move).getpixel((centre("e6")[0], centre("e6")[1] + round(grid().cell * 0.33)))
    assert max(p) < 90, p


# --- strips ---------------------------------------------------------------------------------
def test_capture_counts_change_the_owner_strip():
    base = strips(draw(after(captures=(5, 2))))
    more = strips(draw(after(captures=(6, 2))))
    other = strips(draw(after(captures=(5, 3))))
    assert base[0] != more[0] and base[1] == more[1]
    assert base[1] != other[1] and base[0] == other[0]
    five, six = (strips(draw(after(captures=(n, 2)), orientation=1), 1) for n in (5, 6))
    assert five[1] != six[1] and five[0] == six[0]  # seat 0 is on top when turned


def test_no_capture_clock_shows_once_counting():
    quiet, counting = strips(draw(after(no_capture_plies=0))), strips(draw(after(no_capture_plies=12)))
    assert quiet[0] != counting[0]
    assert strips(draw(after(no_capture_plies=12)))[0] != strips(draw(after(no_capture_plies=45)))[0]


def test_side_to_move_and_outcome_are_marked():
    shots = [
        strips(draw(replace(start(), **extra)))
        for extra in (
            {"to_move": 0},
            {"to_move": 1},
            {"to_move": None, "outcome": Outcome((1,), "no_men", (16, 9))},
            {"to_move": None, "outcome": Outcome((), "no_capture_limit", (4, 4))},
        )
    ]
    assert len(set(shots)) == 4
    assert shots[0][0] != shots[1][0] and shots[0][1] != shots[1][1]  # the mark moves between strips


# --- read on a phone (issue 13) ---------------------------------------------------------------
def test_the_image_names_its_game():
    from render import Captions

    words = Captions(words={"game_mak_yek": "Mak-Yek", "game_apit_sodok": "Apit-Sodok"})
    g = grid()
    rail = (0, g.band, g.width, g.board_box[1])  # the frame above the board

    def top_rail(game: str, captions: Any = None) -> bytes:
        return draw(start(game), captions=captions).crop(rail).tobytes()

    assert top_rail("mak-yek") == top_rail("apit-sodok"), "without words the two boards look alike"
    assert top_rail("mak-yek", words) != top_rail("mak-yek") != top_rail("apit-sodok", words)
    assert top_rail("mak-yek", words) != top_rail("apit-sodok", words)


def test_the_taken_count_comes_with_its_word():
    from render import Captions

    plain = strips(draw(after()))
    worded = strips(draw(after(), captions=Captions(words={"makyek_taken": "taken"})))
    assert plain[0] != worded[0] and plain[1] != worded[1]


def test_one_man_taken_reads_in_the_singular():
    """Issue 25: the French strip said "1 prises"; the catalogue's count forms reach the image."""
    from bot.present.captions import image_words
    from render import Captions

    words = image_words("fr")
    one = strips(draw(after(captures=(1, 2)), captions=Captions(words=words)))
    plain = {key: word for key, word in words.items() if "#" not in key}

    def labelled(word: str) -> tuple[bytes, bytes]:
        return strips(draw(after(captures=(1, 2)), captions=Captions(words=plain | {"makyek_taken": word})))

    singular, plural = labelled("prise"), labelled("prises")
    assert one[0] == singular[0] != plural[0]  # White, at the bottom, took one man
    assert one[1] == plural[1] != singular[1]  # Black took two
