"""Animated replays: a GIF of a whole match from its drawn frames.

Why GIF rather than animated WebP: for the same look (no loss), measured on a 95-ply Dames game
at 480 px, this GIF is 529 KiB in 0.6 s where lossless WebP is 815 KiB in 35 s (3.2 MiB in
3 s at its fastest setting); lossy WebP is smaller but blurs the wood and the numbers.

As lichess' GIF service does, every frame shares one palette (median cut over eight frames from first to
last, so the board, its pieces, marks met mid-game and the result banner all have colours; 255
colours, index 255 kept transparent) and
holds only the pixels that changed since the frame before, the rest transparent: LZW packs the
transparent runs to almost nothing, so a frame costs about what its move changed.
"""

from __future__ import annotations

import functools
import io
import math
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from PIL import GifImagePlugin, Image, ImageChops

#: Discord's upload limit for a bot's message (10 MiB), with room for the message around it.
UPLOAD_LIMIT = 10 * 1024 * 1024 - 64 * 1024
MAX_FRAMES = 360
CLEAR = 255  # the transparent palette index
PALETTE_SAMPLES = 8
#: Palette entries kept for the colours the sampled frames lack (a red capture cross met once).
RESERVED = 32
#: How far (grey levels of the difference) a pixel may land from its colour before it counts as missed.
MISSED = 40
MISSED_LIMIT = 200_000  # pixels gathered for the reserved entries, at most


@dataclass(frozen=True)
class Plan:
    """Which positions become frames: every ``step``-th ply (and the last), each shown ``frame_ms``."""

    step: int
    frame_ms: int

    def plies(self, count: int) -> list[int]:
        """The plies drawn for a match of ``count`` moves: 0, step, 2*step, ..., count."""
        chosen = list(range(0, count + 1, self.step))
        return chosen if chosen[-1] == count else [*chosen, count]


def plan(count: int, max_frames: int = MAX_FRAMES) -> Plan:
    """Every move while the match fits in ``max_frames`` frames, else one frame every ``step``
    moves; short matches at two frames a second, long ones faster (down to seven a second)."""
    step = max(1, math.ceil(count / max(1, max_frames - 1)))
    frames = count // step + 1
    frame_ms = 500 if frames <= 60 else max(150, round(500 * 60 / frames / 10) * 10)
    return Plan(step, frame_ms)


def encode_gif(frames: Sequence[Image.Image], *, frame_ms: int, final_ms: int = 3000) -> bytes:
    """The frames (RGB, one size) as a looping GIF of transparent deltas over a shared palette;
    the last frame stays ``final_ms``."""
    return encode_frames(frames.__getitem__, len(frames), frame_ms=frame_ms, final_ms=final_ms)


def encode_frames(draw: Callable[[int], Image.Image], count: int, *, frame_ms: int, final_ms: int = 3000) -> bytes:
    """``encode_gif`` of the frames ``draw(0)`` ... ``draw(count - 1)``, streamed: each is drawn
    once and let go at once, kept only as its difference from the one before, compressed (a
    move changes a few squares: a few KiB a frame), and the GIF is written frame by frame. So a
    replay's memory is a frame or two and the file, not every frame drawn (issue 27: 20 replays of
    a long card match held a gigabyte)."""
    if count < 1:
        raise ValueError("a replay needs at least one frame")
    kept = _Kept.of(draw, count)
    shared = _palette_of(kept)
    palette = (shared.getpalette() or [])[: CLEAR * 3]
    palette += [0] * (CLEAR * 3 - len(palette)) + [0, 0, 0]
    width, height = kept.size
    out = io.BytesIO()
    out.write(b"GIF89a" + _o16(width) + _o16(height) + bytes((0xF7, 0, 0)) + bytes(palette))
    out.write(b"!\xff\x0bNETSCAPE2.0\x03\x01" + _o16(0) + b"\x00")  # loop forever
    before: Image.Image | None = None
    for index, frame in enumerate(kept.frames()):
        now = _indices(frame.quantize(palette=shared, dither=Image.Dither.NONE))
        duration = final_ms if index == count - 1 else frame_ms
        if before is None:
            _write_frame(out, _paletted(now, palette), (0, 0), duration)
        else:
            changed = ImageChops.difference(before, now).point(lambda v: 255 if v else 0)
            box = changed.getbbox() or (0, 0, 1, 1)  # nothing changed: one clear pixel holds the time
            delta = Image.composite(now, Image.new("L", now.size, CLEAR), changed).crop(box)
            _write_frame(out, _paletted(delta, palette), box[:2], duration)
        before = now
    out.write(b";")
    return out.getvalue()


def _o16(value: int) -> bytes:
    return value.to_bytes(2, "little")


def _write_frame(out: io.BytesIO, image: Image.Image, offset: tuple[int, int], duration: int) -> None:
    """One frame of transparent pixels over the one before (``disposal`` 1: left in place)."""
    out.write(b"".join(GifImagePlugin.getdata(image, offset, duration=duration, transparency=CLEAR, disposal=1)))


@dataclass
class _Kept:
    """Frames kept as their differences from the frame before (zlib): ``frames()`` gives them
    back one at a time, all of one size (``size``: the largest; see ``_fit``)."""

    sizes: list[tuple[int, int]]
    #: the first frame of each size whole, then each frame minus the one before (modulo 256)
    steps: list[bytes]
    ground: tuple[int, int, int]
    #: the frames the palette is sampled from (``_sampled``), whole
    samples: dict[int, bytes]

    @classmethod
    def of(cls, draw: Callable[[int], Image.Image], count: int) -> _Kept:
        sizes: list[tuple[int, int]] = []
        steps: list[bytes] = []
        samples: dict[int, bytes] = {}
        sampled = _sampled(count)
        before: Image.Image | None = None
        ground = (0, 0, 0)
        for index in range(count):
            frame = draw(index).convert("RGB")
            if before is None:
                ground = frame.getpixel((0, 0))  # type: ignore[assignment]
            same = before is not None and before.size == frame.size
            step = ImageChops.subtract_modulo(frame, before) if same and before is not None else frame
            steps.append(zlib.compress(step.tobytes(), 1))
            if index in sampled:
                samples[index] = steps[-1] if step is frame else zlib.compress(frame.tobytes(), 1)
            sizes.append(frame.size)
            before = frame
        return cls(sizes, steps, ground, samples)

    def sampled(self) -> Iterator[Image.Image]:
        """The palette's sample frames, each of ``size``."""
        for index, data in sorted(self.samples.items()):
            yield self._fit(Image.frombytes("RGB", self.sizes[index], zlib.decompress(data)))

    @functools.cached_property
    def size(self) -> tuple[int, int]:
        return max(width for width, _ in self.sizes), max(height for _, height in self.sizes)

    def frames(self) -> Iterator[Image.Image]:
        """The frames in order, each of ``size``."""
        before: Image.Image | None = None
        for size, step in zip(self.sizes, self.steps):
            frame = Image.frombytes("RGB", size, zlib.decompress(step))
            if before is not None and before.size == size:
                frame = ImageChops.add_modulo(before, frame)
            before = frame
            yield self._fit(frame)

    def _fit(self, frame: Image.Image) -> Image.Image:
        """A replay's frames already share one size (each carries a band of the same height:
        ``Captions.band_lines``); should one be taller, it sets the height and the others keep
        their board in place at the bottom over the first frame's ground."""
        width, height = self.size
        if frame.size == (width, height):
            return frame
        canvas = Image.new("RGB", (width, height), self.ground)
        canvas.paste(frame, (0, height - frame.height))
        return canvas


def _palette_of(frames: _Kept) -> Image.Image:
    """One palette for all frames, from the first, the last (its result banner) and frames
    spread between (a king crowned mid-game, a capture mark): median cut over them side by side."""
    width, height = frames.size
    sample = Image.new("RGB", (width * len(frames.samples), height))
    for place, frame in enumerate(frames.sampled()):
        sample.paste(frame, (place * width, 0))
    base = sample.quantize(CLEAR - RESERVED, method=Image.Quantize.MEDIANCUT)
    colours = (base.getpalette() or [])[: (CLEAR - RESERVED) * 3]
    colours += colours[:3] * (CLEAR - RESERVED - len(colours) // 3)
    missed = _missed(frames, base)
    if missed:
        # Median cut weighs colours by area: a small mark is merged into the wood around it unless
        # the colours no sampled frame holds get entries of their own.
        strip = Image.new("RGB", (len(missed), 1))
        strip.putdata(missed)
        extra = (strip.quantize(RESERVED, method=Image.Quantize.MEDIANCUT).getpalette() or [])[: RESERVED * 3]
        colours += extra
    colours += colours[:3] * (CLEAR - len(colours) // 3)
    shared = Image.new("P", (1, 1))
    shared.putpalette(colours[: CLEAR * 3])
    return shared


def _sampled(count: int) -> set[int]:
    """The frames (of ``count``) the palette is made from: the first, the last and between."""
    picked = min(count, PALETTE_SAMPLES)
    return {round(i * (count - 1) / max(1, picked - 1)) for i in range(picked)}


def _missed(frames: _Kept, base: Image.Image) -> list[tuple[int, int, int]]:
    """The pixels of ``frames`` that ``base``'s palette renders far from their colour."""
    found: list[tuple[int, int, int]] = []
    for rgb in frames.frames():
        shown = rgb.quantize(palette=base, dither=Image.Dither.NONE).convert("RGB")
        far = ImageChops.difference(rgb, shown).convert("L").point(lambda v: 255 if v > MISSED else 0)
        box = far.getbbox()
        if box is None:
            continue
        pixels, marks = rgb.crop(box).tobytes(), far.crop(box).tobytes()
        found += [(pixels[3 * i], pixels[3 * i + 1], pixels[3 * i + 2]) for i, mark in enumerate(marks) if mark]
        if len(found) >= MISSED_LIMIT:
            break
    return found[:MISSED_LIMIT]


def _indices(image: Image.Image) -> Image.Image:
    return Image.frombytes("L", image.size, image.tobytes())


def _paletted(plane: Image.Image, palette: list[int]) -> Image.Image:
    image = Image.frombytes("P", plane.size, plane.tobytes())
    image.putpalette(palette)
    return image
