"""The standings image: width as asked, one line a player, the asker's line highlighted, long
names cut with an ellipsis, the same bytes for the same standings."""

from __future__ import annotations

import io
import pickle

import pytest
from PIL import Image

from render.captions import Captions
from render.common import font
from render.standings import HIGHLIGHT, TEXT_RATIO, StandingsRow, draw_standings, render_standings
from render.strips import fitted

ELLIPSIS = "…"

CODES = ("BH-C1", "BH", "SB", "WIN", "DE")
LONG = "Bartholomew the Unstoppable Draughtsman of Rotterdam"


def rows(count: int, asker: int | None = None, name: str = "Player") -> list[StandingsRow]:
    return [StandingsRow(str(i + 1), f"{name} {i + 1}", f"{count - i}½", ("14½", "17", "12¼", "4", "–"), "5",
                         asker=i == asker) for i in range(count)]


def decoded(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


@pytest.mark.parametrize("count", [9, 24])
def test_the_image_is_as_wide_as_asked_and_grows_a_line_a_player(count: int) -> None:
    image = decoded(render_standings(rows(count), tie_breaks=CODES, title="Round 5", size=800))
    assert image.width == 800
    one_more = decoded(render_standings(rows(count + 1), tie_breaks=CODES, title="Round 5", size=800))
    assert one_more.height - image.height == round(800 * TEXT_RATIO * 1.75)


def test_the_same_standings_give_the_same_bytes() -> None:
    words = Captions(words={"standings_name": "Joueur", "standings_win": "Vict."})
    first = render_standings(rows(9, asker=3), tie_breaks=CODES, title="Ronde 5", captions=words)
    assert first == render_standings(rows(9, asker=3), tie_breaks=CODES, title="Ronde 5", captions=words)
    assert first.startswith(b"\x89PNG")


def test_the_askers_line_is_highlighted() -> None:
    def highlighted(image: Image.Image) -> int:
        return sum(count for count, colour in image.getcolors(1 << 16) or [] if colour == HIGHLIGHT)

    plain = draw_standings(rows(9), tie_breaks=CODES)
    marked = draw_standings(rows(9, asker=4), tie_breaks=CODES)
    assert highlighted(plain) == 0
    assert highlighted(marked) > marked.width * 10  # a whole line's band
    # The band is the fifth line: the middle of its left edge is the highlight colour.
    head = round(800 * TEXT_RATIO * 1.6)
    line = round(800 * TEXT_RATIO * 1.75)
    assert marked.getpixel((2, head + 4 * line + line // 2)) == HIGHLIGHT
    assert marked.getpixel((2, head + 3 * line + line // 2)) != HIGHLIGHT


def test_a_long_name_is_cut_with_an_ellipsis() -> None:
    face = font(24)
    cut = fitted(LONG, 24, 200)
    assert cut.endswith(ELLIPSIS) and face.getlength(cut) <= 200 and LONG.startswith(cut[:-1])
    assert fitted("Jo", 24, 200) == "Jo"
    # In the image: a long name draws as its cut form, and the cells after it do not move.
    long_rows = rows(9, name=LONG)
    drawn = draw_standings(long_rows, tie_breaks=CODES)
    room = _name_room(drawn, long_rows)
    cut_rows = [StandingsRow(r.rank, fitted(r.name, round(800 * TEXT_RATIO), room), r.points, r.tie_breaks,
                             r.played) for r in long_rows]
    assert all(r.name.endswith(ELLIPSIS) for r in cut_rows)
    assert drawn.tobytes() == draw_standings(cut_rows, tie_breaks=CODES).tobytes()


def _name_room(image: Image.Image, shown: list[StandingsRow]) -> float:
    """The width the name column leaves its text, worked out as the renderer does."""
    px = round(image.width * TEXT_RATIO)
    face, head_face, pad = font(px), font(round(px * 0.8)), px * 0.4
    heads = ["#", "", "", *CODES, ""]
    cells = [[r.rank, r.name, r.points, *r.tie_breaks, r.played] for r in shown]
    widths = [max([head_face.getlength(heads[i]), *(face.getlength(c[i]) for c in cells)]) + 2 * pad
              for i in range(len(heads))]
    return image.width - 2 * pad - sum(w for i, w in enumerate(widths) if i != 1) - 2 * pad


def test_a_row_without_every_tie_break_is_refused() -> None:
    short = [StandingsRow("1", "A", "1", ("1",), "1")]
    with pytest.raises(ValueError):
        draw_standings(short, tie_breaks=CODES)


def test_the_renderer_crosses_a_process_pool() -> None:
    assert pickle.loads(pickle.dumps(render_standings)) == render_standings
