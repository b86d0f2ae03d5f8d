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


DAMES_MOVES = ("32-28", "19-23", "28x19", "14x23", "37-32", "18-22")
BANDS = ("Start position", *(f"Move {n}/6: {'White' if n % 2 else 'Black'} played {move}"
                             for n, move in enumerate(DAMES_MOVES, start=1)))
TEXT_FROM = 64  # px: a band's pieces (two at most, at its left) end before this at 400 px


def band_ink(frame: Image.Image, height: int) -> int:
    """How many pixels of the top ``height`` rows, right of the band's pieces, stand out from the
    band's ground: its text."""
    band = frame.convert("L").crop((TEXT_FROM, 0, frame.width, height))
    counts = band.histogram()
    ground = max(range(256), key=counts.__getitem__)  # the band's ground: its commonest grey
    return sum(n for v, n in enumerate(counts) if abs(v - ground) > 60)


def test_every_frame_of_a_real_replay_says_something_in_the_band_the_result_banner_sets() -> None:
    """Issue 25: the Dames replay kept a blank band over every frame but the last (the last is
    taller: its result banner sits on top; the others were padded with the ground colour)."""
    import engines
    from bot.service.exports import ReplaySource, replay_of
    from render import DRAWERS, Captions

    dames = engines.get("dames")
    source = ReplaySource("dames", 2, 0, {}, DAMES_MOVES, None)
    captions = Captions(names=("alice", "bob"), banner="White wins: Black resigned.", ending="won", winners=(0,))
    gif = Image.open(io.BytesIO(replay_of(source, captions, BANDS, 400).data))
    board = DRAWERS["dames"](dames.player_view(dames.new(seats=2, seed=0), None), size=400)
    band = gif.height - board.height
    assert band > 20 and gif.n_frames == len(DAMES_MOVES) + 1
    inks, grounds = [], set()
    for index in range(gif.n_frames):
        gif.seek(index)
        shown = gif.convert("RGB")
        inks.append(band_ink(shown, band))
        grounds.add(shown.getpixel((gif.width - 2, 2)))
    assert all(ink > 80 for ink in inks), inks
    assert len(grounds) == 1  # one band style over every frame


def test_frames_of_a_replay_keep_one_height_whatever_their_band_says() -> None:
    """The band is as high as its longest text needs (``band_lines``): a one-line move caption and
    a two-line result sit over the board at the same height, so the board never jumps."""
    import engines
    from render import DRAWERS, Captions
    from render.banner import band_lines

    dames = engines.get("dames")
    view = dames.player_view(dames.new(seats=2, seed=0), None)
    result = "White wins: Black resigned after a long fight in the centre."
    lines = band_lines(["Start position", result], 400)
    assert lines == 2 and band_lines(["Start position"], 400) == 1
    short = DRAWERS["dames"](view, size=400, captions=Captions(band="Start position", band_lines=lines))
    final = DRAWERS["dames"](view, size=400, captions=Captions(banner=result, band_lines=lines, ending="won",
                                                                winners=(0,)))
    alone = DRAWERS["dames"](view, size=400, captions=Captions(banner="Start position"))
    assert short.size == final.size and alone.height < short.height
