"""Pre-rendered piece sprites: shaded, anti-aliased discs (men) and crowned double discs (kings).

A sprite is drawn once per (cell size, colour, king, gold) at 4x and reduced with LANCZOS;
renders only paste them. The face shading is computed once per colour.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from render.common import Colour, Grid, luminance, mix
from render.views import Piece

SUPERSAMPLE = 4
#: Face radius as a share of the cell.
RADIUS = 0.4
#: Side length of a sprite as a share of the cell (room for the shadow and the king's stack).
SPRITE = 1.3
_SHADE_RES = 128  # face shading resolution, scaled to every size

_LIGHT = (-0.42, -0.62, 0.66)
_LN = math.sqrt(sum(c * c for c in _LIGHT))
_L = tuple(c / _LN for c in _LIGHT)
_H = (lambda v: tuple(c / math.sqrt(sum(x * x for x in v)) for c in v))((_L[0], _L[1], _L[2] + 1.0))


def _slope(d: float) -> float:
    """d(height)/d(radius) of the face profile: a rounded bevel and one engraved groove."""
    slope = 0.0
    if d > 0.78:
        slope -= 2.2 * ((d - 0.78) / 0.22) ** 1.4
    groove, half = 0.6, 0.07
    if abs(d - groove) < half:
        slope += 0.55 * math.pi / (2 * half) * 0.09 * math.sin(math.pi * (d - groove) / half)
    return slope


@lru_cache(maxsize=2)
def _lighting(dark_piece: bool) -> tuple[Image.Image, Image.Image]:
    """Colour-free face lighting: (shade, whiten) masks; the colour is base * shade, then
    mixed toward white by whiten. Dark pieces get a stronger sheen so their shape shows."""
    n = _SHADE_RES
    sheen_strength = 0.2 if dark_piece else 0.12
    flat = _L[2]
    spec_flat = _H[2] ** 30
    shade, whiten = bytearray(n * n), bytearray(n * n)
    i = 0
    for y in range(n):
        v = (y + 0.5) / n * 2 - 1
        for x in range(n):
            u = (x + 0.5) / n * 2 - 1
            d = math.hypot(u, v)
            s = _slope(min(d, 1.0))
            nx, ny = (-s * u / d, -s * v / d) if d > 1e-9 else (0.0, 0.0)
            norm = math.sqrt(nx * nx + ny * ny + 1)
            nx, ny, nz = nx / norm, ny / norm, 1 / norm
            factor = 0.4 + 0.6 * max(0.0, nx * _L[0] + ny * _L[1] + nz * _L[2]) / flat
            spec = max(0.0, max(0.0, nx * _H[0] + ny * _H[1] + nz * _H[2]) ** 30 - spec_flat)
            sheen = math.exp(-((u + 0.38) ** 2 + (v + 0.45) ** 2) / 0.22) * sheen_strength
            lift = min(1.0, max(0.0, factor - 1) * 0.7)
            white = 1 - (1 - lift) * (1 - min(1.0, sheen + spec * 0.6))
            shade[i] = round(255 * min(1.0, factor))
            whiten[i] = round(255 * white)
            i += 1
    size = (n, n)
    return Image.frombytes("L", size, bytes(shade)), Image.frombytes("L", size, bytes(whiten))


@lru_cache(maxsize=32)
def face_shading(colour: Colour) -> Image.Image:
    """The lit top face of a piece of ``colour`` (RGB square, disc inscribed), any scale."""
    shade, whiten = _lighting(luminance(colour) < 0.3)
    size = shade.size
    lit = ImageChops.multiply(Image.new("RGB", size, colour), Image.merge("RGB", (shade, shade, shade)))
    return Image.composite(Image.new("RGB", size, (255, 255, 255)), lit, whiten)


def _capsule(draw: ImageDraw.ImageDraw, cx: float, top: float, bottom: float, r: float, **kw: object) -> None:
    """A disc seen slightly from the side: circles at ``top`` and ``bottom`` joined."""
    draw.ellipse([cx - r, bottom - r, cx + r, bottom + r], **kw)  # type: ignore[arg-type]
    draw.rectangle([cx - r, top, cx + r, bottom], fill=kw.get("fill"))  # type: ignore[arg-type]
    draw.ellipse([cx - r, top - r, cx + r, top + r], **kw)  # type: ignore[arg-type]


def _crown(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, gold: Colour, gem: Colour, line: float, edge: Colour
) -> None:
    """A five-pointed crown, its band over the face centre, a gem of the piece colour in it."""

    def p(x: float, y: float) -> tuple[float, float]:
        return cx + x * r, cy + y * r

    body = [
        p(-0.52, 0.24), p(-0.6, -0.34), p(-0.3, -0.06), p(-0.2, -0.44), p(0, -0.1),
        p(0.2, -0.44), p(0.3, -0.06), p(0.6, -0.34), p(0.52, 0.24),
    ]  # fmt: skip
    draw.polygon(body, fill=gold, outline=edge, width=round(line))
    band = [p(-0.54, 0.1), p(0.54, 0.1), p(0.54, 0.34), p(-0.54, 0.34)]
    draw.polygon(band, fill=mix(gold, (255, 255, 255), 0.25), outline=edge, width=round(line))
    for x, y in ((-0.6, -0.34), (-0.2, -0.44), (0.2, -0.44), (0.6, -0.34)):
        bx, by = p(x, y)
        br = 0.085 * r
        draw.ellipse([bx - br, by - br, bx + br, by + br], fill=gold, outline=edge, width=round(line * 0.8))
    gx, gy = p(0, 0.03)
    gr = 0.15 * r
    draw.ellipse([gx - gr, gy - gr, gx + gr, gy + gr], fill=gem, outline=edge, width=round(line))
    hx, hy = p(-0.07, -0.035)
    hr = 0.04 * r
    draw.ellipse([hx - hr, hy - hr, hx + hr, hy + hr], fill=mix(gem, (255, 255, 255), 0.6))


@lru_cache(maxsize=256)
def piece_sprite(cell: int, colour: Colour, king: bool, gold: Colour) -> Image.Image:
    """RGBA sprite of one piece for cells ``cell`` pixels wide; its centre goes on the cell's.

    The top face is centred in the sprite; thickness (two layers for a king) and the drop
    shadow hang below it.
    """
    ss = SUPERSAMPLE
    side = math.ceil(cell * SPRITE)
    big = side * ss
    r = RADIUS * cell * ss
    cx = cy = big / 2
    thick = 0.13 * r
    layers = 2 if king else 1
    bottom = cy + thick * layers + (0.05 * r if king else 0)
    rim = mix(colour, (0, 0, 0), 0.62 if luminance(colour) > 0.3 else 0.5)
    body = mix(colour, (0, 0, 0), 0.38)
    line = max(1.0, 0.022 * r)

    # Drop shadow of the whole stack, blurred.
    shadow = Image.new("L", (big, big), 0)
    _capsule(ImageDraw.Draw(shadow), cx + 0.06 * r, cy + 0.1 * r, bottom + 0.1 * r, r, fill=150)
    shadow = shadow.filter(ImageFilter.GaussianBlur(0.07 * r))
    sprite = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    sprite.paste((8, 4, 0, 255), (0, 0), shadow)
    sprite.putalpha(shadow)

    draw = ImageDraw.Draw(sprite)
    # Side of the piece (and the lower piece of a king), outlined so the seam shows.
    if king:
        low = cy + thick + 0.05 * r
        _capsule(draw, cx, low, bottom, r, fill=body, outline=rim, width=round(line))
    _capsule(draw, cx, cy, cy + thick, r, fill=body, outline=rim, width=round(line))

    # Lit top face.
    size = round(2 * r)
    face = face_shading(colour).resize((size, size), Image.Resampling.BICUBIC)
    mask = Image.new("L", (size, size), 0)
    ImageDraw.Draw(mask).ellipse([0, 0, size - 1, size - 1], fill=255)
    origin = (round(cx - r), round(cy - r))
    sprite.paste(face, origin, mask)
    draw.ellipse([cx - r, cy - r, cx + r, cy + r], outline=rim, width=round(line))

    if king:
        # On a light face plain gold hardly shows (the white king read worst of all at 300 px):
        # there the crown is a deep amber with a heavy brown outline.
        light = luminance(colour) > 0.6
        crown = mix(gold, (150, 78, 0), 0.55) if light else gold
        edge = (70, 34, 0) if light else mix(gold, (60, 30, 0), 0.6)
        band = 0.09 * r
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], outline=mix(crown, (90, 50, 0), 0.45), width=round(band + line))
        inner = r - line * 0.6
        draw.ellipse([cx - inner, cy - inner, cx + inner, cy + inner], outline=crown, width=round(band))
        _crown(draw, cx, cy, r * 1.32, crown, colour, line * (2.2 if light else 1.0), edge)
    return sprite.resize((side, side), Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def ghost_sprite(cell: int, colour: Colour, gold: Colour, opacity: float = 0.42) -> Image.Image:
    """A translucent man (a piece just taken): :func:`piece_sprite` with its alpha scaled."""
    sprite = piece_sprite(cell, colour, False, gold).copy()
    sprite.putalpha(sprite.getchannel("A").point([round(v * opacity) for v in range(256)]))
    return sprite


def paste_pieces(
    image: Image.Image, grid: Grid, pieces: Iterable[Piece], faces: Sequence[Colour], gold: Colour
) -> None:
    """Paste every piece on its cell of ``grid``, top rows first so shadows fall on the board,
    not on pieces."""
    for piece in sorted(pieces, key=lambda p: grid.display(*p.place)):
        sprite = piece_sprite(grid.cell, faces[piece.seat], piece.king, gold)
        paste_centred(image, sprite, grid.centre(*piece.place))


def paste_centred(image: Image.Image, sprite: Image.Image, centre: tuple[float, float]) -> None:
    """Paste an RGBA ``sprite`` onto ``image`` with its middle on ``centre``."""
    x = round(centre[0] - sprite.width / 2)
    y = round(centre[1] - sprite.height / 2)
    image.paste(sprite, (x, y), sprite)
