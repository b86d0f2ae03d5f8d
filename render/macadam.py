"""Board images for Macadam: an 8x8 asphalt board cut by a road, goals marked with crescents.

``render_board(view, *, size, orientation, last_move, theme, captions) -> PNG bytes`` is pure: it reads
only the engine's ``player_view`` (a :class:`engines.macadam.view.MacadamView`). The empty board (asphalt, frame, road, coordinates,
goal crescents, start dots) is cached per layout, size, orientation, theme and those marks; a
render copies it, pastes cached pawn sprites, frames the goals with their sign over the pawns,
draws the last move (every landing of a chain), the two players' strips (name, whose turn,
the 6-2 counters in words: :mod:`render.strips`), and encodes.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageDraw

from engines.macadam.view import MacadamView
from engines.views import BoardView
from render import overlays, strips, views
from render.common import ROAD, Colour, Grid, Theme, bounding_box, font, mix, png_renderer
from render.scene import BackgroundKey, BoardSpec, MoveStyle, Scene, board_background, chequer
from render.views import Layout, Place

GAMES = ("macadam",)
#: the label keys this renderer reads from its captions (see :mod:`render.captions`).
WORDS: tuple[str, ...] = (*strips.STATE_WORDS.values(), "macadam_goal", "macadam_across", "macadam_home", "macadam_to_place")

#: The look each game gets when no theme is given.
DEFAULT_THEMES: Mapping[str, Theme] = {"macadam": ROAD}
#: Strength of the asphalt grit per theme (others keep their own surface).
_GRIT: Mapping[Theme, float] = {ROAD: 1.0}
_GRIT_DENSITY = 0.025  # share of the pixels that are grains (0.04 put a finished board over 100 KiB)

FRAME_RATIO = 0.055
LANE_RATIO = 0.38  # the road's width, as a share of a cell
BAND_RATIO = 0.15  # each player strip (two rows: name and tag, counters), as a share of the width
#: The 6-2 rule: this many pawns across while the opponent has at most 2 across.
WIN_ACROSS = 6
MOVE = MoveStyle(width=0.11, shorten=0.46, opacity=0.9, cross=0.75, dots=0.1)


@dataclass(frozen=True)
class Marks:
    """The view's fixed board marks (part of the background's cache key)."""

    goals: tuple[tuple[Place, ...], ...]  # goals[s]: seat s's own goal cells
    starts: tuple[tuple[Place, ...], ...]  # start_cells[s]
    faces: tuple[Colour, ...]  # seat colours (the start dots)
    lane_after: int | None


def grid_for(rows: int, cols: int, width: int, orientation: int, lane_after: int | None) -> Grid:
    """The geometry of a Macadam image (shared with the tests)."""
    return SPEC.grid(rows, cols, width, orientation, lane_after)


# --- background -------------------------------------------------------------------------------
def _grit(image: Image.Image, box: tuple[int, int, int, int], strength: float, seed: int) -> None:
    """Asphalt grit over ``box``: a few scattered darker and lighter grains (deterministic).

    Sparse on purpose: dense noise would triple the PNG's size and encoding time.
    """
    w, h = box[2] - box[0], box[3] - box[1]
    noise = Image.frombytes("L", (w, h), random.Random(seed).randbytes(w * h))
    cut = round(256 * _GRIT_DENSITY / 2)
    region = image.crop(box)
    darker = ImageChops.multiply(region, Image.new("RGB", (w, h), (round(255 * (1 - 0.13 * strength)),) * 3))
    lighter = ImageChops.screen(region, Image.new("RGB", (w, h), (round(255 * 0.1 * strength),) * 3))
    region.paste(darker, (0, 0), noise.point([255 if v < cut else 0 for v in range(256)]))
    region.paste(lighter, (0, 0), noise.point([255 if v >= 256 - cut else 0 for v in range(256)]))
    image.paste(region, box[:2])


def _road(image: Image.Image, grid: Grid, theme: Theme) -> None:
    """The road across the cells, and the grit over the whole frame for asphalt themes."""
    _draw_lane(image, grid, theme)
    grit = _GRIT.get(theme, 0.0)
    if grit:
        _grit(image, grid.frame_box, grit, 31)


def _draw_lane(image: Image.Image, grid: Grid, theme: Theme) -> None:
    """The road between the two halves, across the board and no further (the frame stays
    whole): dark asphalt, white kerb lines, a yellow dashed centre line with one dash per column."""
    lane = grid.lane_box
    if lane is None:
        return
    x0, y0, x1, y1 = lane
    draw = ImageDraw.Draw(image)
    draw.rectangle([x0, y0, x1 - 1, y1 - 1], fill=mix(theme.frame_edge, theme.frame, 0.55))
    height = y1 - y0
    pen = overlays.Pen((x0, y0, x1, y1), image.size)
    kerb = max(1.0, height * 0.07)
    inset = height * 0.12
    for y in (y0 + inset, y1 - inset):
        pen.polyline([(x0, y), (x1, y)], kerb)
    pen.paint(image, theme.rim_text, 0.85)
    pen = overlays.Pen((x0, y0, x1, y1), image.size)
    middle = (y0 + y1) / 2
    dash = grid.cell * 0.22
    for col in range(grid.cols):
        x = grid.left + (col + 0.5) * grid.cell
        pen.polyline([(x - dash, middle), (x + dash, middle)], max(1.5, height * 0.1))
    pen.paint(image, theme.gold, 0.95)


def _draw_goals(image: Image.Image, grid: Grid, theme: Theme, marks: Marks) -> None:
    """A crescent of road paint on every goal cell, its horns toward the middle of the board
    (where the attackers come from), outlined so it reads on light and dark cells."""
    shapes = []
    middle = (grid.board_box[1] + grid.board_box[3]) / 2
    for cells in marks.goals:
        for place in cells:
            x, y = grid.centre(*place)
            shapes.append(((x, y), (0.0, -1.0 if y > middle else 1.0)))
    if not shapes:
        return
    radius = grid.cell * 0.34
    box = bounding_box([c for c, _ in shapes], radius + 4)
    edge = overlays.Pen(box, image.size)
    fill = overlays.Pen(box, image.size)
    for centre, toward in shapes:
        edge.crescent(centre, radius + max(1.0, grid.cell * 0.025), toward, bite=0.8)
        fill.crescent(centre, radius, toward, bite=0.8)
    edge.paint(image, theme.frame_edge, 0.8)
    fill.paint(image, theme.gold)


def _goal_signs(image: Image.Image, grid: Grid, theme: Theme, marks: Marks, word: str | None) -> None:
    """Each seat's goal framed in road paint, with ``word`` ("GOAL") on a sign at its outer
    edge: drawn over the pawns, so a pawn that reached the goal leaves it readable."""
    middle = (grid.board_box[1] + grid.board_box[3]) / 2
    for cells in marks.goals:
        if not cells:
            continue
        boxes = [grid.box(*place) for place in cells]
        inset = grid.cell * 0.05
        x0, y0 = min(b[0] for b in boxes) + inset, min(b[1] for b in boxes) + inset
        x1, y1 = max(b[2] for b in boxes) - inset, max(b[3] for b in boxes) - inset
        line = max(1.5, grid.cell * 0.04)
        frame = overlays.Pen(bounding_box([(x0, y0), (x1, y1)], line * 2 + 2), image.size)
        frame.polyline([(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)], line + 2 * max(1.0, line * 0.4))
        frame.paint(image, theme.frame_edge, 0.85)
        frame = overlays.Pen(frame.box, image.size)
        frame.polyline([(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)], line)
        frame.paint(image, theme.gold)
        if word:
            px = max(8, round(grid.cell * 0.26))
            width = font(px).getlength(word) + px * 0.9
            height = px * 1.35
            y = y1 - height / 2 if (y0 + y1) / 2 > middle else y0 + height / 2
            cx = (x0 + x1) / 2
            sign = (cx - width / 2, y - height / 2, cx + width / 2, y + height / 2)
            pen = overlays.Pen(bounding_box([sign[:2], sign[2:]], 3), image.size)
            pen.rounded(sign, height * 0.3)
            pen.paint(image, theme.gold)
            ImageDraw.Draw(image).text((cx, y), word, font=font(px), fill=theme.frame_edge, anchor="mm")


def _draw_start_dots(image: Image.Image, grid: Grid, marks: Marks) -> None:
    """A small dot of the seat's colour on each start cell (covered once a pawn stands there),
    in a ring of the opposite lightness: a light dot shows on a light square by its dark ring, a
    dark one on a dark square by its light ring."""
    radius = grid.cell * 0.1
    for seat, cells in enumerate(marks.starts):
        if not cells:
            continue
        face = marks.faces[seat]
        centres = [grid.centre(*place) for place in cells]
        ring = overlays.Pen(bounding_box(centres, radius * 1.8 + 2), image.size)
        dot = overlays.Pen(ring.box, image.size)
        for centre in centres:
            ring.disc(centre, radius * 1.7)
            dot.disc(centre, radius)
        ring.paint(image, mix(face, (0, 0, 0) if sum(face) > 380 else (255, 255, 255), 0.7))
        dot.paint(image, face)


@lru_cache(maxsize=16)
def _background(layout: Layout, width: int, orientation: int, theme: Theme, marks: Marks) -> Image.Image:
    """The empty board with its road, goals and start dots, and the strips' ground. Never mutated."""
    grid = grid_for(layout.rows, layout.cols, width, orientation, marks.lane_after)
    image = board_background(layout, grid, theme, chequer(layout), cell_art=_road)
    _draw_goals(image, grid, theme, marks)
    _draw_start_dots(image, grid, marks)
    return image


# --- strips -----------------------------------------------------------------------------------
def _lane_icon(image: Image.Image, x: float, y: float, unit: float, up: bool, theme: Theme) -> float:
    """Pawns across: a stretch of road with an arrow over it, pointing the way the player's
    pawns cross on the picture. Returns its width."""
    w = unit * 0.5
    h = unit * 0.56
    road = (x, y - unit * 0.1, x + w, y + unit * 0.1)
    area = bounding_box([(x, y - h / 2), (x + w, y + h / 2)], 2)
    pen = overlays.Pen(area, image.size)
    pen.rounded(road, unit * 0.03)
    pen.paint(image, mix(theme.frame_edge, theme.frame, 0.3))
    pen = overlays.Pen(area, image.size)
    line = max(1.0, unit * 0.03)
    for dy in (-unit * 0.075, unit * 0.075):
        pen.polyline([(x + line, y + dy), (x + w - line, y + dy)], line)
    pen.paint(image, theme.rim_text, 0.8)
    sign = -1 if up else 1
    mid = x + w / 2
    tip = y + sign * h / 2
    head = unit * 0.12
    pen = overlays.Pen(area, image.size)
    pen.polyline([(mid, y - sign * h / 2 + line), (mid, tip - sign * head)], max(1.5, unit * 0.07))
    pen.polygon([(mid, tip), (mid - head, tip - sign * head * 1.3), (mid + head, tip - sign * head * 1.3)])
    pen.paint(image, theme.gold)
    return w


def _home_icon(image: Image.Image, x: float, y: float, unit: float, colour: Colour) -> float:
    """A little house (pawns at home). Returns its width."""
    w = unit * 0.4
    roof, base = y - unit * 0.24, y + unit * 0.2
    eave = y - unit * 0.04
    pen = overlays.Pen(bounding_box([(x, roof), (x + w, base)], 2), image.size)
    pen.polygon([(x + w / 2, roof), (x + w + unit * 0.03, eave), (x - unit * 0.03, eave)])
    pen.polygon([(x + w * 0.12, eave - 1), (x + w * 0.88, eave - 1), (x + w * 0.88, base), (x + w * 0.12, base)])
    pen.paint(image, colour)
    door = overlays.Pen(pen.box, image.size)
    sill = y + unit * 0.04
    door.polygon([(x + w * 0.4, sill), (x + w * 0.6, sill), (x + w * 0.6, base), (x + w * 0.4, base)])
    door.paint(image, mix(colour, (0, 0, 0), 0.55))
    return w


def _pips(image: Image.Image, x: float, y: float, unit: float, filled: int, theme: Theme) -> float:
    """WIN_ACROSS pips, ``filled`` of them lit; all gold once the goal is met. Returns the width."""
    r = unit * 0.085
    step = unit * 0.24
    centres = [(x + r + i * step, y) for i in range(WIN_ACROSS)]
    lit = theme.gold if filled >= WIN_ACROSS else theme.rim_text
    ring = overlays.Pen(bounding_box(centres, r * 1.5 + 2), image.size)
    for c in centres[filled:]:
        ring.ring(c, r, max(1.0, unit * 0.03))
    ring.paint(image, mix(theme.rim_text, strips.strip_ground(theme), 0.5))
    if filled:
        dots = overlays.Pen(ring.box, image.size)
        for c in centres[:filled]:
            dots.disc(c, r * 1.05)
        dots.paint(image, lit)
    return centres[-1][0] + r - x


@dataclass(frozen=True)
class Counts:
    """What a strip counts, with its words: pawns ``across`` and ``at_home`` (the 6-2 rule),
    pawns still to place (``in_hand``, during free placement only)."""

    across: int | None
    at_home: int | None
    in_hand: int
    words: tuple[str | None, str | None, str | None]  # across, at home, to place


def _draw_strips(image: Image.Image, scene: Scene, marks: Marks) -> None:
    """Both players' strips with their 6-2 counters (or pawns in hand while placing)."""
    view, seats = _macadam(scene.view), scene.seats
    across = at_home = to_place = None
    if view is not None:
        across = views.seat_counts(view.across, "across", seats)
        at_home = views.seat_counts(view.at_home, "at_home", seats)
        to_place = views.seat_counts(view.to_place, "to_place", seats)
    placing = view is not None and view.phase == "placement"
    def strip(seat: int, bottom: bool) -> Image.Image:
        shown = (
            None if across is None or placing else across[seat],
            None if at_home is None or placing else at_home[seat],
            to_place[seat] if placing and to_place is not None else 0,
        )
        words = tuple(
            scene.captions.count_word(f"macadam_{key}", n or 0) for key, n in zip(("across", "home", "to_place"), shown)
        )
        counts = Counts(*shown, (words[0], words[1], words[2]))
        return _strip(scene.key, marks, bottom, scene.card(seat), counts)

    scene.paste_strips(image, strip)


@lru_cache(maxsize=64)
def _strip(key: BackgroundKey, marks: Marks, bottom: bool, card: strips.Card, counts: Counts) -> Image.Image:
    """One player's strip, drawn on its piece of the background (cached per content): name and
    status on the first row, the counters with their words on the second."""
    layout, width, orientation, theme = key
    grid = grid_for(layout.rows, layout.cols, width, orientation, marks.lane_after)
    background = _background(*key, marks)
    image, room = strips.strip_canvas(background, grid, theme, bottom=bottom, card=card, rows=2)
    x, y, unit, px = room.x, room.y, room.unit, room.px
    text, quiet = theme.rim_text, mix(theme.rim_text, strips.strip_ground(theme), 0.3)
    gap = unit * 0.12
    if counts.across is not None:
        x += _lane_icon(image, x, y, unit, bottom, theme) + gap
        x += strips.strip_text(image, (x, y), str(counts.across), px, text) + gap
        if counts.words[0]:
            x += strips.strip_text(image, (x, y), counts.words[0], px, quiet) + gap
        x += _pips(image, x + gap, y, unit, min(counts.across, WIN_ACROSS), theme) + unit * 0.5
    if counts.at_home is not None:
        x += _home_icon(image, x, y, unit, quiet) + gap
        x += strips.strip_text(image, (x, y), str(counts.at_home), px, text) + gap
        if counts.words[1]:
            strips.strip_text(image, (x, y), counts.words[1], px, quiet)
    if counts.in_hand:
        _in_hand(image, theme, room, counts.in_hand, card.face, counts.words[2])
    return image


def _in_hand(image: Image.Image, theme: Theme, room: strips.Room, count: int, face: Colour, word: str | None) -> None:
    """Pawns still to place: a fanned row of small pawns, their count and the word for it."""
    y, unit = room.y, room.unit
    diameter = unit * 0.42
    step = diameter * 0.52
    x = strips.mini_discs(image, room.x, y, min(count, 8), face, theme, diameter, step, strips.tray_colour(theme))
    x += strips.strip_text(image, (x + unit * 0.16, y), str(count), room.px, theme.rim_text) + unit * 0.3
    if word:
        strips.strip_text(image, (x, y), word, room.px, mix(theme.rim_text, strips.strip_ground(theme), 0.3))


def _bays(image: Image.Image, grid: Grid, theme: Theme, places: Sequence[Place]) -> None:
    """Road paint round the cells a move left and reached, like parking bays."""
    if not places:
        return
    boxes = [grid.box(*place) for place in places]
    pen = overlays.Pen(bounding_box([p for b in boxes for p in (b[:2], b[2:])], 2), image.size)
    width = max(1.5, grid.cell * 0.045)
    inset = grid.cell * 0.07
    for box in boxes:
        x0, y0, x1, y1 = box[0] + inset, box[1] + inset, box[2] - inset, box[3] - inset
        pen.polyline([(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)], width)
    pen.paint(image, theme.gold, 0.9)


# --- render -----------------------------------------------------------------------------------
def _macadam(view: BoardView) -> MacadamView | None:
    """The view with Macadam's own fields; None for a bare board view (no marks, no counters)."""
    return view if isinstance(view, MacadamView) else None


def _lane_after(view: BoardView) -> int | None:
    return view.lane_below_row if isinstance(view, MacadamView) else None


def _paint(scene: Scene) -> Image.Image:
    """Copy the cached empty board (with this view's goals, start dots and lane), tint the last
    move's end cells and paint parking bays round them, paste the pawns, frame the goals with
    their sign over them, draw an arrow through every landing of the move with a dot on each,
    crosses where pawns were taken, and both players' strips with their 6-2 counters. No start
    dots during free placement: pawns go anywhere on their side then."""
    view, where, grid = _macadam(scene.view), scene.where, scene.grid
    placing = view is not None and view.phase == "placement"
    marks = Marks(
        views.seat_cells(None if view is None else view.goals, "goals", where, scene.seats),
        views.seat_cells(None if view is None or placing else view.start_cells, "start_cells", where, scene.seats),
        scene.faces,
        grid.lane_after,
    )
    image = _background(*scene.key, marks).copy()
    ends = scene.tint_ends(image)
    _bays(image, grid, scene.theme, ends)
    scene.paste_pieces(image)
    _goal_signs(image, grid, scene.theme, marks, scene.captions.word("macadam_goal"))
    scene.draw_move(image, MOVE)
    _draw_strips(image, scene, marks)
    return image


SPEC = BoardSpec(
    GAMES, DEFAULT_THEMES, FRAME_RATIO, MOVE, _paint, band_ratio=BAND_RATIO, lane_ratio=LANE_RATIO,
    view_type=MacadamView, lane_after=_lane_after,
)  # fmt: skip
def draw_board(view: BoardView | Mapping[str, Any], **options: Any) -> Image.Image:
    """The image of a board view: :meth:`render.scene.BoardSpec.draw` of :data:`SPEC` (same
    keyword options). A module-level function, so the bot's process pool can be handed it."""
    return SPEC.draw(view, **options)


#: The same arguments -> PNG bytes: the renderer registered for ``macadam``.
render_board = png_renderer(draw_board)
render = render_board

__all__ = ["DEFAULT_THEMES", "GAMES", "ROAD", "SPEC", "draw_board", "grid_for", "render", "render_board"]
