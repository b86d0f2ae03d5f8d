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

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageChops

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
    if not frames:
        raise ValueError("a replay needs at least one frame")
    frames = _same_size(frames)
    shared = _palette_of(frames)
    palette = (shared.getpalette() or [])[: CLEAR * 3]
    palette += [0] * (CLEAR * 3 - len(palette)) + [0, 0, 0]
    planes = [_indices(frame.convert("RGB").quantize(palette=shared, dither=Image.Dither.NONE)) for frame in frames]
    clear = Image.new("L", planes[0].size, CLEAR)
    out = [_paletted(planes[0], palette)]
    for before, now in zip(planes, planes[1:]):
        changed = ImageChops.difference(before, now).point(lambda v: 255 if v else 0)
        out.append(_paletted(Image.composite(now, clear, changed), palette))
    durations = [frame_ms] * (len(out) - 1) + [final_ms]
    buffer = io.BytesIO()
    out[0].save(buffer, "GIF", save_all=True, append_images=out[1:], duration=durations, loop=0,
                transparency=CLEAR, disposal=1, optimize=False)
    return buffer.getvalue()


def _same_size(frames: Sequence[Image.Image]) -> list[Image.Image]:
    """Frames of one size. A replay's frames already share one (each carries a band of the same
    height: ``Captions.band_lines``); should one be taller, it sets the height and the others keep
    their board in place at the bottom over the first frame's ground."""
    width = max(frame.width for frame in frames)
    height = max(frame.height for frame in frames)
    ground = frames[0].convert("RGB").getpixel((0, 0))
    out = []
    for frame in frames:
        if frame.size == (width, height):
            out.append(frame)
            continue
        canvas = Image.new("RGB", (width, height), ground)
        canvas.paste(frame.convert("RGB"), (0, height - frame.height))
        out.append(canvas)
    return out


def _palette_of(frames: Sequence[Image.Image]) -> Image.Image:
    """One palette for all frames, from the first, the last (its result banner) and frames
    spread between (a king crowned mid-game, a capture mark): median cut over them side by side."""
    count = min(len(frames), PALETTE_SAMPLES)
    picked = sorted({round(i * (len(frames) - 1) / max(1, count - 1)) for i in range(count)})
    width, height = frames[0].size
    sample = Image.new("RGB", (width * len(picked), height))
    for place, index in enumerate(picked):
        sample.paste(frames[index].convert("RGB"), (place * width, 0))
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


def _missed(frames: Sequence[Image.Image], base: Image.Image) -> list[tuple[int, int, int]]:
    """The pixels of ``frames`` that ``base``'s palette renders far from their colour."""
    found: list[tuple[int, int, int]] = []
    for frame in frames:
        rgb = frame.convert("RGB")
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
