"""Image sizes and render times of every game's images, at the bot's default board size.

    python benchmarks/bench_render.py [--runs N] [--size PX] [--only TEXT] [--compare] [--variants]

One line per game and image kind (``tests/render/samples.py``: the board games' opening,
middle game with its last move and finished board; the card table at 2, 4 and 6 seats; a
seat's hand): the pixel size, the PNG bytes, render (draw + encode, warm caches) and encode
alone, medians of ``--runs`` runs in CPU time. ``--compare`` also encodes each image the way
the renderers did before the palette (full colour, zlib level 3), timed in turn with the
current encoder, and prints both, their ratios and the colour error: the machine is shared, so
only ratios measured together mean much. ``--variants`` weighs other encoders
(``png_encoders.py``: palette methods, dithering, zlib levels, fixed palettes per game) on the
middle and finished images.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image, ImageChops, ImageStat  # noqa: E402

from bot.service import BOARD_SIZE  # noqa: E402
from render.common import encode_png  # noqa: E402
from tests.render.samples import Sample, samples  # noqa: E402

from png_encoders import encode_full_colour, encoders  # noqa: E402


def cpu_ms(fn: Callable[[], object]) -> float:
    """CPU time of this process for one call of ``fn``, in ms: other load on the shared
    machine counts much less than in wall-clock time."""
    start = time.process_time()
    fn()
    return (time.process_time() - start) * 1000


def paired_ms(a: Callable[[], object], b: Callable[[], object], runs: int) -> tuple[float, float]:
    """Medians of ``a`` and ``b`` timed in turn, so both see the same load."""
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(runs):
        times[0].append(cpu_ms(a))
        times[1].append(cpu_ms(b))
    return statistics.median(times[0]), statistics.median(times[1])


def render_ms(sample: Sample, runs: int) -> tuple[float, float]:
    """Medians of render (draw + encode) and of encode alone, each run drawing then encoding."""
    renders, encodes = [], []
    for _ in range(runs):
        holder: list[Image.Image] = []
        draw = cpu_ms(lambda: holder.append(sample.draw()))
        encode = cpu_ms(lambda: encode_png(holder[0]))
        renders.append(draw + encode)
        encodes.append(encode)
    return statistics.median(renders), statistics.median(encodes)


def difference(image: Image.Image, png: bytes) -> tuple[float, int]:
    """Mean and largest absolute difference per channel between ``image`` and ``png`` decoded."""
    decoded = Image.open(io.BytesIO(png)).convert("RGB")
    diff = ImageChops.difference(image.convert("RGB"), decoded)
    mean = sum(ImageStat.Stat(diff).mean) / 3
    return mean, max(high for _, high in diff.getextrema())


def measure(sample: Sample, runs: int, compare: bool) -> str:
    image = sample.draw()  # warms the backgrounds and sprites
    png = encode_png(image)
    width, height = image.size
    render, encode = render_ms(sample, runs)
    line = f"{sample.game:15} {sample.kind:26} {width:4}x{height:<5}"
    if not compare:
        return line + f" {len(png) / 1024:7.1f} {render:8.1f} {encode:8.1f}"
    before = encode_full_colour(image)
    old, new = paired_ms(lambda: encode_full_colour(image), lambda: encode_png(image), runs)
    mean, high = difference(image, png)
    return line + (
        f" {len(before) / 1024:7.1f} {len(png) / 1024:7.1f} {len(before) / len(png):5.1f}x"
        f" {render:8.1f} {old:7.1f} {new:7.1f} {new / old:5.2f}  {mean:5.2f} {high:4}"
    )


def variants(chosen: list[Sample], runs: int) -> None:
    """Each encoder of ``png_encoders`` on ``chosen``: bytes and CPU time summed over the images,
    its time as a share of the full-colour encoder's (timed in turn), its colour error."""
    print(f"\n{'encoder':38} {'KiB':>7} {'ms':>7} {'x time':>7} {'mean diff':>9} {'max':>4}"
          f"  ({len(chosen)} images, summed)")
    images = [(sample.draw(), sample.game) for sample in chosen]
    for name, encoder in encoders(chosen).items():
        size = ms = ratio = mean = 0.0
        high = 0
        for image, game in images:
            png = encoder(image, game)  # a fixed palette is computed here, before timing
            reference, this = paired_ms(lambda: encode_full_colour(image), lambda: encoder(image, game), runs)  # noqa: B023
            m, h = difference(image, png)
            size, ms, ratio = size + len(png) / 1024, ms + this, ratio + this / reference
            mean, high = mean + m, max(high, h)
        count = len(images)
        print(f"{name:38} {size:7.0f} {ms:7.1f} {ratio / count:7.2f} {mean / count:9.2f} {high:4}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--size", type=int, default=BOARD_SIZE, help="image width (the bot's default)")
    parser.add_argument("--only", default="", help="only the images whose game or kind contains this")
    parser.add_argument("--compare", action="store_true", help="full-colour encoder against the current one")
    parser.add_argument("--variants", action="store_true", help="other encoder settings on a few images")
    args = parser.parse_args()
    chosen = [s for s in samples(args.size) if args.only in s.name]
    print(f"{args.size} px wide, medians of {args.runs} runs; CPU times in ms, sizes in KiB")
    if args.compare:
        print(f"{'game':15} {'image':26} {'pixels':10} {'KiB old':>7} {'KiB new':>7} {'ratio':>6}"
              f" {'render':>8} {'enc old':>7} {'enc new':>7} {'ratio':>5}  {'mean diff / max':>10}")
    else:
        print(f"{'game':15} {'image':26} {'pixels':10} {'KiB':>7} {'render':>8} {'encode':>8}")
    for sample in chosen:
        print(measure(sample, args.runs, args.compare), flush=True)
    if args.variants:
        variants([s for s in chosen if "middle" in s.kind or "finished" in s.kind], args.runs)


if __name__ == "__main__":
    main()
