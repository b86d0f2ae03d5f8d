"""render.replay: frame plans and the GIF of transparent deltas."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops, ImageDraw

from render.replay import MAX_FRAMES, encode_gif, plan


@pytest.mark.parametrize("count", [0, 1, 59, 60, 100, 359, 360, 361, 1000, 2467])
def test_a_plan_shows_every_move_while_it_can_then_one_in_step_always_with_the_last(count: int) -> None:
    chosen = plan(count)
    plies = chosen.plies(count)
    assert plies[0] == 0 and plies[-1] == count
    assert len(plies) <= MAX_FRAMES
    assert chosen.step == 1 or count >= MAX_FRAMES
    assert all(b - a <= chosen.step for a, b in zip(plies, plies[1:]))
    assert 150 <= chosen.frame_ms <= 500
    assert plan(count, max_frames=10).step >= chosen.step


def frames(count: int) -> list[Image.Image]:
    """A grainy board (as wood is) with a turn mark in its top corner and a disc walking along its
    bottom edge (as a board's strips and its last move change far apart), one frame per step."""
    grain = Image.effect_noise((240, 240), 24)
    base = Image.merge("RGB", (grain.point(lambda v: 90 + v // 3), grain.point(lambda v: 60 + v // 4),
                               grain.point(lambda v: 30 + v // 6)))
    out = []
    for index in range(count):
        image = base.copy()
        draw = ImageDraw.Draw(image)
        draw.rectangle((2, 2, 14, 14), fill=(200, 40, 40) if index % 2 else (40, 40, 200))
        x = 10 + index * 9
        draw.ellipse((x, 210, x + 20, 230), fill=(250, 240, 220), outline=(20, 20, 20))
        out.append(image)
    return out


def test_the_gif_holds_every_frame_as_drawn_and_its_durations() -> None:
    drawn = frames(9)
    data = encode_gif(drawn, frame_ms=200, final_ms=3000)
    gif = Image.open(io.BytesIO(data))
    assert gif.n_frames == 9 and gif.info.get("loop") == 0
    for index, original in enumerate(drawn):
        gif.seek(index)
        shown = gif.convert("RGB")
        difference = ImageChops.difference(shown, original).convert("L")
        assert difference.getextrema()[1] < 40, index  # only the palette's rounding
        assert gif.info["duration"] == (3000 if index == 8 else 200)


def test_later_frames_cost_only_what_changed() -> None:
    drawn = frames(12)
    first = len(encode_gif(drawn[:1], frame_ms=200))
    later = len(encode_gif(drawn, frame_ms=200)) - first
    assert later < first / 2  # eleven more frames of two small marks: less than half of one picture


def test_a_replay_needs_a_frame() -> None:
    with pytest.raises(ValueError):
        encode_gif([], frame_ms=100)


def test_a_taller_last_frame_sets_the_size_and_the_others_keep_their_board_at_the_bottom() -> None:
    drawn = frames(3)
    banner = Image.new("RGB", (240, 40), (230, 200, 60))
    last = Image.new("RGB", (240, 280))
    last.paste(banner, (0, 0))
    last.paste(drawn[-1], (0, 40))
    gif = Image.open(io.BytesIO(encode_gif([*drawn[:-1], last], frame_ms=200)))
    assert gif.size == (240, 280)
    gif.seek(0)
    shown = gif.convert("RGB")
    assert ImageChops.difference(shown.crop((0, 40, 240, 280)), drawn[0]).convert("L").getextrema()[1] < 40
    gif.seek(2)
    assert ImageChops.difference(gif.convert("RGB"), last).convert("L").getextrema()[1] < 40


def test_a_small_red_mark_in_a_frame_the_palette_did_not_sample_stays_red() -> None:
    """Issue 25: the Dames replay turned the red capture crosses brown (the shared palette, cut
    from wood-coloured samples, had no red). A cross drawn in one unsampled frame keeps its red."""
    grain = Image.effect_noise((240, 240), 24)
    wood = Image.merge("RGB", (grain.point(lambda v: 90 + v // 3), grain.point(lambda v: 60 + v // 4),
                               grain.point(lambda v: 30 + v // 6)))
    drawn = []
    for index in range(30):  # a disc walking on wood, nothing red
        image = wood.copy()
        ImageDraw.Draw(image).ellipse((10 + index * 6, 210, 30 + index * 6, 230), fill=(250, 240, 220))
        drawn.append(image)
    red = (220, 30, 30)
    marked = drawn[5]  # the palette samples frames 0, 4, 8, ...: not this one
    ImageDraw.Draw(marked).line((100, 100, 116, 116), fill=red, width=3)
    ImageDraw.Draw(marked).line((100, 116, 116, 100), fill=red, width=3)
    gif = Image.open(io.BytesIO(encode_gif(drawn, frame_ms=100)))
    gif.seek(5)
    r, g, b = gif.convert("RGB").getpixel((108, 108))
    assert r > 180 and g < 80 and b < 80, (r, g, b)
