"""The analysis chart (render.analysis): each side's area in its pieces' colour, dots at mistakes
and blunders, words from the captions only."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render.analysis import MARKS, THEMES, draw_analysis, render_analysis
from render.captions import Captions

WORDS = {"analysis_title": "Win chance", "analysis_blunder": "Blunder", "analysis_mistake": "Mistake"}


def near(pixel: tuple[int, ...], colour: tuple[int, int, int], slack: int = 12) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(pixel, colour))


def test_the_area_under_the_line_is_seat_0s_colour_and_over_it_seat_1s():
    # seat 0 is sure to win for the first half, sure to lose for the second
    curve = [1.0] * 11 + [0.0] * 10
    image = draw_analysis(curve, game="dames", colours=("blue", "green"), size=400)
    light, dark = (THEMES["dames"].piece_colour(name) for name in ("blue", "green"))
    quarter, three_quarters = image.width // 4, image.width * 3 // 4
    for y in (60, 140):  # high and low in the chart, off its dashed middle line
        assert near(image.getpixel((quarter, y)), light)  # seat 0 holds the whole height
        assert near(image.getpixel((three_quarters, y)), dark)


def test_a_blunder_and_a_mistake_are_dots_where_the_moves_left_the_line():
    curve = [0.5, 0.5, 0.9, 0.9, 0.2, 0.2]
    plain = draw_analysis(curve, game="mak-yek", colours=("white", "black"), size=400)
    marked = draw_analysis(curve, game="mak-yek", colours=("white", "black"), size=400,
                           marks=[(1, "mistake"), (3, "blunder"), (0, "inaccuracy")])
    changed = [(x, y) for x in range(400) for y in range(plain.height)
               if plain.getpixel((x, y)) != marked.getpixel((x, y))]
    reds = [xy for xy in changed if near(marked.getpixel(xy), MARKS["blunder"], 30)]
    oranges = [xy for xy in changed if near(marked.getpixel(xy), MARKS["mistake"], 30)]
    assert reds and oranges
    step = (400 - 2 * 0.6 * 14) / 5  # the chart's width over five moves
    assert abs(sum(x for x, _ in reds) / len(reds) - (8.4 + 4 * step)) < 4  # after move index 3
    assert abs(sum(x for x, _ in oranges) / len(oranges) - (8.4 + 2 * step)) < 4
    assert max(x for x, _ in changed) < 8.4 + 4 * step + 12  # the inaccuracy is not marked


def test_the_words_come_from_the_captions():
    curve = [0.5, 0.6, 0.4]
    bare = render_analysis(curve, game="macadam", colours=("white", "black"), size=400)
    worded = render_analysis(curve, game="macadam", colours=("white", "black"), size=400,
                             captions=Captions(names=("alice", "bob"), words=WORDS))
    assert bare != worded
    image = Image.open(io.BytesIO(worded))
    assert image.width == 400 and 150 < image.height < 250  # about 2:1, read on a phone


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="two seats"):
        draw_analysis([0.5], game="dames", colours=("blue",))
    with pytest.raises(ValueError, match="0 to 1"):
        draw_analysis([0.5, 1.5], game="dames", colours=("blue", "green"))
