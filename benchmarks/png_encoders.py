"""The PNG encoders ``bench_render.py --variants`` weighs against ``render.common.encode_png``:
full colour (the encoder before the palette), adaptive palettes by Pillow's three methods,
dithered or not, at several zlib levels, and fixed palettes computed once per game from its
sample images (what "a fixed palette per theme" gives at best: the very images it is measured
on)."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from functools import cache

from PIL import Image

from render.common import encode_png
from tests.render.samples import Sample

#: (image, game) -> PNG bytes
Encoder = Callable[[Image.Image, str], bytes]
Q, D = Image.Quantize, Image.Dither


def save(image: Image.Image, level: int, optimize: bool = False) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, "PNG", optimize=optimize, compress_level=level)
    return buffer.getvalue()


def encode_full_colour(image: Image.Image) -> bytes:
    """The encoder before the palette: 24-bit colour, zlib level 3, no optimize pass."""
    return save(image, 3)


def adaptive(method: Image.Quantize, level: int, optimize: bool = False) -> Encoder:
    """A palette chosen for each image by ``method`` (Pillow ignores dithering here: it maps
    each pixel to its own box or bucket)."""
    return lambda image, game: save(image.quantize(256, method=method), level, optimize)


def half_size_octree(image: Image.Image, game: str) -> bytes:
    """The octree's palette of the image at half size, each pixel mapped to its nearest colour."""
    palette = image.reduce(2).quantize(256, method=Q.FASTOCTREE)
    return save(image.quantize(palette=palette, dither=D.NONE), 6)


class FixedPalettes:
    """One palette per game, computed once from every sample image of that game."""

    def __init__(self, samples: Sequence[Sample]) -> None:
        self.samples = samples

    @cache
    def palette(self, game: str, method: Image.Quantize) -> Image.Image:
        images = [s.draw() for s in self.samples if s.game == game]
        sheet = Image.new("RGB", (max(i.width for i in images), sum(i.height for i in images)))
        top = 0
        for image in images:
            sheet.paste(image, (0, top))
            top += image.height
        return sheet.quantize(256, method=method)

    def encoder(self, method: Image.Quantize, dither: Image.Dither) -> Encoder:
        def encode(image: Image.Image, game: str) -> bytes:
            return save(image.quantize(palette=self.palette(game, method), dither=dither), 6)

        return encode


def encoders(samples: Sequence[Sample]) -> dict[str, Encoder]:
    fixed = FixedPalettes(samples)
    return {
        "full colour, level 3 (before)": lambda image, game: encode_full_colour(image),
        "encode_png (now)": lambda image, game: encode_png(image),
        "fast octree, level 1": adaptive(Q.FASTOCTREE, 1),
        "fast octree, level 3": adaptive(Q.FASTOCTREE, 3),
        "fast octree, level 6": adaptive(Q.FASTOCTREE, 6),
        "fast octree, level 9": adaptive(Q.FASTOCTREE, 9),
        "fast octree, optimize": adaptive(Q.FASTOCTREE, 9, True),
        "half-size octree, nearest, level 6": half_size_octree,
        "median cut, level 6": adaptive(Q.MEDIANCUT, 6),
        "max coverage, level 6": adaptive(Q.MAXCOVERAGE, 6),
        "fixed median cut per game, level 6": fixed.encoder(Q.MEDIANCUT, D.NONE),
        "fixed max coverage per game, level 6": fixed.encoder(Q.MAXCOVERAGE, D.NONE),
        "fixed median cut per game, dithered": fixed.encoder(Q.MEDIANCUT, D.FLOYDSTEINBERG),
    }
