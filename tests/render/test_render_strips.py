"""The players' strips and the result banner of every board game (issue 13): whose turn it is
reads at a glance, names and words come from the captions, a finished match says how it ended."""

from __future__ import annotations

import dataclasses

import pytest
from PIL import Image

from engines import Outcome
from render import Captions, banner, draughts, macadam, makyek, render_view, strips
from render.common import Grid
from tests.render.helpers import decode, start_view

SIZE = 400
SPECS = {"dames": draughts, "dames-turques": draughts, "macadam": macadam, "mak-yek": makyek, "apit-sodok": makyek}
GAMES = list(SPECS)
WORDS = {"board_to_move": "to move", "board_winner": "winner", "board_draw": "draw"}


def grid_of(view, size: int = SIZE, orientation: int = 0) -> Grid:
    spec = SPECS[view.game].SPEC
    lane = getattr(view, "lane_below_row", None) if spec.lane_ratio else None
    return spec.grid(view.rows, view.cols, size, orientation, lane)


def strip_images(image: Image.Image, grid: Grid) -> tuple[bytes, bytes]:
    """(top strip, bottom strip) pixels."""
    top = image.crop(strips.strip_box(grid, False)).tobytes()
    bottom = image.crop(strips.strip_box(grid, True)).tobytes()
    return top, bottom


def lit(image: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, int, int]) -> int:
    """How many pixels of ``box`` are (nearly) the accent ``colour``."""
    found = image.crop(box).getcolors(maxcolors=1 << 18) or []
    return sum(n for n, p in found if max(abs(a - b) for a, b in zip(p, colour)) <= 12)


@pytest.mark.parametrize("game", GAMES)
def test_the_strip_of_the_side_to_move_is_lit(game):
    for seat in (0, 1):
        view = dataclasses.replace(start_view(game), to_move=seat)
        grid = grid_of(view)
        image = decode(render_view(view, size=SIZE))
        accent = SPECS[game].DEFAULT_THEMES[game].arrow
        mover, other = strips.strip_box(grid, seat == 0), strips.strip_box(grid, seat != 0)
        assert lit(image, mover, accent) > 300, "the card of the side to move is edged in the accent colour"
        assert lit(image, other, accent) < 20


@pytest.mark.parametrize("game", GAMES)
def test_the_status_word_goes_on_the_strip_it_describes(game):
    view = dataclasses.replace(start_view(game), to_move=1)
    grid = grid_of(view)
    plain = strip_images(decode(render_view(view, size=SIZE)), grid)
    worded = strip_images(decode(render_view(view, size=SIZE, captions=Captions(words=WORDS))), grid)
    assert worded[0] != plain[0] and worded[1] == plain[1]  # seat 1 (to move) sits at the top


@pytest.mark.parametrize("game", GAMES)
def test_names_are_drawn_each_in_its_own_strip(game):
    view = start_view(game)
    grid = grid_of(view)
    ann_bob = strip_images(decode(render_view(view, size=SIZE, captions=Captions(names=("Ann", "Bob")))), grid)
    ann_zed = strip_images(decode(render_view(view, size=SIZE, captions=Captions(names=("Ann", "Zed")))), grid)
    nameless = strip_images(decode(render_view(view, size=SIZE)), grid)
    assert ann_bob[1] == ann_zed[1] != nameless[1]  # seat 0 at the bottom: Ann both times
    assert ann_bob[0] != ann_zed[0] != nameless[0]  # the cached strips key on the name
    turned = strip_images(decode(render_view(view, size=SIZE, orientation=1, captions=Captions(names=("Ann", "Bob")))),
                          grid_of(view, orientation=1))  # fmt: skip
    assert turned[1] != ann_bob[1]  # turned, Bob owns the bottom strip


def test_a_long_name_is_cut_to_fit():
    shown = strips.fitted("Bartholomew " * 20, 16, 120)
    assert shown.endswith("…") and len(shown) < 30
    assert strips.fitted("Ann", 16, 120) == "Ann" and strips.fitted("Ann", 16, 2) == ""
    view = start_view("dames")
    long = Captions(names=("N" * 300, "M" * 300), words=WORDS)
    assert decode(render_view(view, size=SIZE, captions=long)).width == SIZE


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_match_carries_its_banner_above_the_board(game):
    outcome = Outcome(winners=(1,), reason="resignation")
    view = dataclasses.replace(start_view(game), to_move=None, outcome=outcome)
    plain = decode(render_view(view, size=SIZE))
    shown = decode(render_view(view, size=SIZE, captions=Captions(banner="Black wins: White resigned")))
    assert shown.width == SIZE and shown.height > plain.height + SIZE * banner.TEXT_RATIO
    below = shown.crop((0, shown.height - plain.height, SIZE, shown.height))
    assert below.tobytes() == plain.tobytes(), "the banner adds a ribbon; the board is untouched"
    ribbon = shown.crop((0, 0, SIZE, shown.height - plain.height))
    theme = SPECS[game].DEFAULT_THEMES[game]
    assert lit(ribbon, (0, 0, *ribbon.size), theme.rim_text) > 50  # the words
    assert lit(ribbon, (0, 0, *ribbon.size), theme.gold) > 50  # a win: gold edge and ring


def test_a_long_banner_wraps_to_the_width_in_at_most_three_lines():
    sentence = "Les noirs gagnent au 6-2 : 6 pions de l'autre côté, les blancs au plus 2 chez eux"
    lines = banner.wrap(sentence, 17, SIZE - 80)
    assert len(lines) > 1 and " ".join(lines) == sentence
    view = dataclasses.replace(start_view("macadam"), to_move=None, outcome=Outcome(winners=(1,), reason="six_two"))
    short = decode(render_view(view, size=SIZE, captions=Captions(banner="Black wins")))
    long = decode(render_view(view, size=SIZE, captions=Captions(banner=sentence * 3)))
    assert short.height < long.height <= short.height + 3 * SIZE * banner.TEXT_RATIO * 1.3


@pytest.mark.parametrize("sentence, group", [
    ("Les noirs gagnent aux prises : 6 à 3 (le camp au trait n'avait plus de coup)", "6 à 3"),
    ("Black wins on captures: 6 to 3 (the side to move had no move left)", "6 to 3"),
    ("Partie nulle aux prises : 12 à 12 (arrêt d'un commun accord)", "12 à 12"),
])
def test_a_banner_keeps_a_score_on_one_line(sentence, group):
    """Issue 25: banners broke "6 à 3" across lines (and began a French line with its colon)."""
    for width in range(100, 2 * SIZE, 3):
        lines = banner.wrap(sentence, 17, width)
        assert " ".join(lines) == sentence
        assert any(group in line for line in lines), (width, lines)
        assert not any(line.startswith((":", ";", "!", "?")) for line in lines), (width, lines)


def test_no_banner_without_a_sentence():
    view = dataclasses.replace(start_view("mak-yek"), to_move=None, outcome=Outcome(winners=(), reason="agreement"))
    assert render_view(view, size=SIZE, captions=Captions(names=("A", "B"))) != render_view(view, size=SIZE)
    assert decode(render_view(view, size=SIZE, captions=Captions(names=("A", "B")))).height == grid_of(view).height
