"""The draughts variants as data: geometry, directions, capture style, draw rules, notation.

A variant is one frozen :class:`DraughtsRules`; the move generator and the game read its fields
and never test the variant's name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engines.draughts.geometry import DIAGONALS, ORTHOGONALS, Direction, Geometry, Label, make_geometry
from engines.draughts.positions import PdnFen, PositionCodec, RankText


@dataclass(frozen=True, eq=False)
class DraughtsRules:
    key: str
    geometry: Geometry
    #: colour names of seat 0 and seat 1, for views.
    colours: tuple[str, str]
    #: directions of a man's plain move, per seat.
    man_steps: tuple[tuple[Direction, ...], tuple[Direction, ...]]
    #: directions in which a man captures, per seat.
    man_jumps: tuple[tuple[Direction, ...], tuple[Direction, ...]]
    king_directions: tuple[Direction, ...]
    #: the row on which each seat's men are crowned.
    crown_rows: tuple[int, int]
    start_position: str
    position_codec: PositionCodec
    #: True: a jumped piece leaves the board at once (its cell may be crossed again);
    #: False: it stays, blocking, until the move ends, and cannot be jumped twice.
    remove_captured_at_once: bool
    #: True: a man reaching its crown row during a capture is crowned there and goes on as a king.
    crown_during_capture: bool
    #: True: between two captures a piece may not turn back 180 degrees.
    no_reversal: bool
    #: True: the game is drawn when each side has one king and nothing else.
    lone_kings_draw: bool
    #: regular expression of one cell in move texts.
    cell_pattern: str
    #: True: captures are always written with every landing cell (``d4xd6xf6``);
    #: False: with as few landing cells as tell the capture apart (``28x19``, ``26x37x48``).
    full_capture_paths: bool
    option_defaults: Mapping[str, Any]
    #: the PDN ``GameType`` of its records (FMJD's codes: 20 international, 30 Turkish).
    pdn_game_type: str

    def cell_from_text(self, text: str) -> Label | None:
        """The label written as ``text``, or None when no playable cell has that name."""
        label: Label = int(text) if text.isdigit() else text.lower()
        return label if label in self.geometry.index_of_label else None


def _opposite(directions: tuple[Direction, ...]) -> tuple[Direction, ...]:
    return tuple((-dr, dc) for dr, dc in directions)


_DAMES_GEOMETRY = make_geometry(
    10,
    10,
    playable=lambda r, c: (r + c) % 2 == 1,
    label=lambda r, c: r * 5 + c // 2 + 1,
    order=lambda cells: sorted(cells),
    directions=DIAGONALS,
)

DAMES_RULES = DraughtsRules(
    key="dames",
    geometry=_DAMES_GEOMETRY,
    colours=("blue", "green"),
    man_steps=(((-1, -1), (-1, 1)), ((1, -1), (1, 1))),
    man_jumps=(DIAGONALS, DIAGONALS),
    king_directions=DIAGONALS,
    crown_rows=(0, 9),
    start_position="W:W31-50:B1-20",
    position_codec=PdnFen(),
    remove_captured_at_once=False,
    crown_during_capture=False,
    no_reversal=False,
    lone_kings_draw=False,
    cell_pattern=r"\d{1,2}",
    full_capture_paths=False,
    option_defaults={"position": None, "huffing": False, "draw_moves": 20},
    pdn_game_type="20",
)

_FILES = "abcdefgh"
_TURKISH_FORWARD: tuple[Direction, ...] = ((-1, 0), (0, -1), (0, 1))

_TURKISH_GEOMETRY = make_geometry(
    8,
    8,
    playable=lambda r, c: True,
    label=lambda r, c: f"{_FILES[c]}{8 - r}",
    order=lambda cells: sorted(cells, key=lambda rc: (7 - rc[0], rc[1])),
    directions=ORTHOGONALS,
)

DAMES_TURQUES_RULES = DraughtsRules(
    key="dames-turques",
    geometry=_TURKISH_GEOMETRY,
    colours=("white", "black"),
    man_steps=(_TURKISH_FORWARD, _opposite(_TURKISH_FORWARD)),
    man_jumps=(_TURKISH_FORWARD, _opposite(_TURKISH_FORWARD)),
    king_directions=ORTHOGONALS,
    crown_rows=(0, 7),
    start_position="8/bbbbbbbb/bbbbbbbb/8/8/wwwwwwww/wwwwwwww/8 w",
    position_codec=RankText(),
    remove_captured_at_once=True,
    crown_during_capture=True,
    no_reversal=True,
    lone_kings_draw=True,
    cell_pattern=r"[a-hA-H][1-8]",
    full_capture_paths=True,
    option_defaults={"position": None},
    pdn_game_type="30",
)
