"""The PNG encoder of every renderer (``render.common.encode_png``): a palette of at most 256
colours chosen per image, every image kind of every game under 100 KiB at the bot's default
size, and the colours still those drawn."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageStat

from bot.service import BOARD_SIZE
from render.common import PNG_COLOURS, encode_png, paletted
from tests.render.samples import BOARD_GAMES, CARD_GAME, TABLE_SEATS, Sample, samples

pytestmark = pytest.mark.palette

#: The issue's ceiling for every board and table image at the default size.
CEILING = 100 * 1024
SAMPLES = samples(BOARD_SIZE)


def decoded(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def colour_error(drawn: Image.Image, png: bytes) -> tuple[float, float]:
    """Mean absolute difference per channel between ``drawn`` and the decoded PNG, and the share
    of pixels off by more than 32 levels in some channel."""
    diff = ImageChops.difference(drawn.convert("RGB"), decoded(png).convert("RGB"))
    mean = sum(ImageStat.Stat(diff).mean) / 3
    worst = ImageChops.lighter(ImageChops.lighter(*diff.split()[:2]), diff.split()[2])
    far = sum(worst.histogram()[33:])
    return mean, far / (drawn.width * drawn.height)


def test_samples_cover_every_image_kind():
    kinds = {(s.game, s.kind.split(" (")[0]) for s in SAMPLES}
    for game in BOARD_GAMES:
        assert {(game, "opening"), (game, "middle"), (game, "finished")} <= kinds
    for seats in TABLE_SEATS:
        assert {(CARD_GAME, f"table {seats} seats, middle"), (CARD_GAME, f"table {seats} seats, finished")} <= kinds
    assert (CARD_GAME, "hand, middle") in kinds


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda s: s.name)
def test_every_image_kind_is_a_small_palette_png_of_the_drawn_colours(sample: Sample):
    drawn = sample.draw()
    assert drawn.width == BOARD_SIZE and drawn.mode == "RGB"
    assert drawn.getcolors(PNG_COLOURS) is None  # many colours: the palette has work to do
    png = encode_png(drawn)
    assert len(png) < CEILING, f"{sample.name}: {len(png) / 1024:.1f} KiB"
    image = decoded(png)
    assert image.format == "PNG" and image.mode == "P" and image.size == drawn.size
    mean, far = colour_error(drawn, png)
    assert mean < 2.5, f"{sample.name}: mean difference {mean:.2f}"
    assert far < 0.005, f"{sample.name}: {far:.2%} of pixels off by more than 32 levels"


def test_a_broken_palette_is_caught():
    drawn = next(s for s in SAMPLES if s.game == "dames" and s.kind.startswith("middle")).draw()
    grey = drawn.convert("L").convert("RGB")  # what a palette without the pieces' colours gives
    buffer = io.BytesIO()
    grey.save(buffer, "PNG")
    assert colour_error(drawn, buffer.getvalue())[0] > 2.5


def test_encoding_is_deterministic():
    drawn = SAMPLES[1].draw()
    assert encode_png(drawn) == encode_png(drawn.copy())


def test_an_image_of_few_colours_is_kept_exactly():
    image = Image.new("RGB", (120, 80), (236, 210, 166))
    draw = ImageDraw.Draw(image)
    for i in range(100):  # 100 close colours: an octree would merge them
        draw.point((i, 40), fill=(236 - i % 7, 210 - i % 5, 166 - i % 3))
    assert paletted(image) is image
    decoded_image = decoded(encode_png(image)).convert("RGB")
    assert ImageChops.difference(image, decoded_image).getbbox() is None


def test_other_modes_are_written_as_they_are_and_transparency_survives():
    grey = Image.linear_gradient("L")
    assert decoded(encode_png(grey)).mode == "L"
    assert ImageChops.difference(grey, decoded(encode_png(grey))).getbbox() is None
    clear = Image.new("RGBA", (300, 100), (0, 0, 0, 0))
    draw = ImageDraw.Draw(clear)
    for x in range(300):  # 300 colours and alphas
        draw.line((x, 50, x, 99), fill=(x % 256, 90, 255 - x % 256, 40 + x % 200))
    back = decoded(encode_png(clear)).convert("RGBA")
    assert back.getpixel((10, 10))[3] == 0  # still transparent
    assert max(abs(a - b) for a, b in zip(back.getpixel((150, 70)), clear.getpixel((150, 70)))) <= 16
