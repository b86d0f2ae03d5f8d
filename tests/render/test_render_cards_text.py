"""Every word on the card images is readable on a phone and whole: shown 400 px wide, no text is
under 8 px high, and nothing is cut with "…", from 2 to 6 seats with long names, in both
languages.

Every text drawn is recorded with its size in the image's pixels: a sprite's text (a
:class:`~render.cards.sketch.Sketch`, drawn :data:`~render.cards.sketch.SS` times larger, then
reduced) by the size it asks for, any other by its font's size; caches are emptied first, so
every sprite is drawn again."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from PIL import ImageDraw

from bot.present.captions import image_words
from engines.cards.macadam_cartes.views import RankedOutcome, Roll, Supply
from render import Captions, pieces
from render.cards import draw_hand, draw_table
from render.cards.paint import abbreviations
from render.cards.sketch import Sketch
from tests.render.test_render_cards import finished, hand_view, middle4, player, play, six, start2, table

SHOWN = 400  # the width a phone shows an image at
SMALLEST = 8  # px, at that width
SIZE = 800  # what the bot draws
#: long display names (Discord allows 32 characters); computers are named as the bot names them.
LONG = ("Jean-Baptiste Delacroix-Fontaine", "Marie-Christine de La Tour", "Maximilien Robespierre-Dupont",
        "Anne-Sophie Vanderbeken", "Bartholomew Fitzgerald-Smythe", "Zoé")  # fmt: skip


@dataclass
class Recorder:
    texts: list[tuple[str, float]] = field(default_factory=list)
    #: each text drawn (not in a sketch): its words, its box and the size of the image drawn on.
    boxes: list[tuple[str, tuple[float, float, float, float], tuple[int, int]]] = field(default_factory=list)
    inside_sketch: int = 0


@pytest.fixture
def recorded(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    found = Recorder()
    real_text, real_sketch = ImageDraw.ImageDraw.text, Sketch.text

    def text(self: ImageDraw.ImageDraw, xy: Any, value: str, *args: Any, **kwargs: Any) -> None:
        if not found.inside_sketch:
            font = kwargs.get("font")
            found.texts.append((value, float(getattr(font, "size", 0))))
            if value.strip():
                box = self.textbbox(xy, value, font=font, anchor=kwargs.get("anchor"))
                found.boxes.append((value, tuple(float(v) for v in box), self.im.size))  # type: ignore[misc]
        real_text(self, xy, value, *args, **kwargs)

    def sketch_text(self: Sketch, xy: Any, value: str, px: float, *args: Any, **kwargs: Any) -> None:
        found.texts.append((value, px))
        found.inside_sketch += 1
        try:
            real_sketch(self, xy, value, px, *args, **kwargs)
        finally:
            found.inside_sketch -= 1

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    monkeypatch.setattr(Sketch, "text", sketch_text)
    _clear_caches()
    yield found
    _clear_caches()


#: caches that draw no text, kept: the pieces' lighting masks are pure geometry (a quarter of a
#: second of pure Python to remake, twice per test).
_TEXTLESS = (pieces._lighting, pieces.face_shading)


def _clear_caches() -> None:
    for name, module in list(sys.modules.items()):
        if name.startswith("render."):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)) and value not in _TEXTLESS:
                    value.cache_clear()


def names(seats: int, lang: str) -> tuple[str, ...]:
    """Long names, the fifth seat and the last a computer each (two computers at six)."""
    cpu = "CPU" if lang == "en" else "Ordi"
    chosen = list(LONG[:seats])
    if seats >= 3:
        chosen[-1] = f"{cpu} 8"
    if seats >= 5:
        chosen[-3] = f"{cpu} 3"
    return tuple(chosen)


def tables(seats: int) -> list[Any]:
    """A table in play (a roll, a coup under way, a dealer) and a finished one, at ``seats``."""
    base = table([player(s, 9, ("BIC", "P-rouge") if s % 2 else ("CYC", "ASS"), penalties=s % 3) for s in range(seats)],
                 dealer=seats - 1, token=3, leader=0, to_move=1 % seats, follow="BIC",
                 coup=(play(0, "BIC"),), last_roll=Roll(0, 3, "AP"), supply=Supply(4, 4), manches=3, manche=2)
    scores = tuple(100 * s for s in range(seats))
    over = replace(base, to_move=None, coup=(), outcome=RankedOutcome((seats - 1,), "all-signals", scores, "score"))
    return [base, over]


def banner(seats: int, lang: str) -> str:
    who = names(seats, lang)
    if lang == "en":
        return (f"{who[-1]} wins with {100 * (seats - 1)} points (all the signals are covered; the highest score "
                f"wins). Scores: " + ", ".join(f"{n} {100 * s}" for s, n in enumerate(who)) + ".")
    return (f"{who[-1]} gagne avec {100 * (seats - 1)} points (tous les signaux sont couverts ; le meilleur score "
            f"l'emporte). Scores : " + ", ".join(f"{n} {100 * s}" for s, n in enumerate(who)) + ".")


def check(recorder: Recorder, width: int, where: str) -> None:
    small = sorted({(text, round(px * SHOWN / width, 1)) for text, px in recorder.texts
                    if text.strip() and px * SHOWN / width < SMALLEST})
    assert small == [], f"{where}: under {SMALLEST} px at {SHOWN} px wide"
    cut = [text for text, _ in recorder.texts if "\u2026" in text]
    assert cut == [], f"{where}: cut"


def drawn(recorder: Recorder) -> str:
    return "".join(text for text, _ in recorder.texts).replace(" ", "")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_word_on_the_table_is_readable_and_whole(recorded: Recorder, seats: int, lang: str) -> None:
    for view in tables(seats):
        recorded.texts.clear()
        _clear_caches()
        over = view.outcome is not None
        shown = Captions(names=names(seats, lang), words=image_words(lang), banner=banner(seats, lang) if over else None)
        image = draw_table(view, size=SIZE, captions=shown)
        check(recorded, image.width, f"{seats} seats, {lang}, {'over' if over else 'in play'}")
        for name in shown.names:  # every name whole (on one line or two), or abbreviated by rule
            assert any(n.replace(" ", "") in drawn(recorded) for n in abbreviations(name)), name
        if seats <= 4:  # a strip of its own: whole
            assert all(name.replace(" ", "") in drawn(recorded) for name in shown.names)


def overlaps(recorder: Recorder, size: tuple[int, int]) -> list[tuple[str, str]]:
    """The pairs of texts drawn over each other on the image of ``size`` (sprites drawn apart
    and pasted are left out; a text and its own drop shadow are no pair)."""
    found = []
    boxes = [(text, box) for text, box, on in recorder.boxes if on == size]
    for i, (one, (a0, b0, a1, b1)) in enumerate(boxes):
        for two, (c0, d0, c1, d1) in boxes[i + 1:]:
            if one == two and abs(a0 - c0) <= 4 and abs(b0 - d0) <= 4:
                continue  # the shadow under its text
            if min(a1, c1) - max(a0, c0) > 1 and min(b1, d1) - max(b0, d0) > 1:
                found.append((one, two))
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_result_panel_never_writes_over_itself(recorded: Recorder, seats: int, lang: str) -> None:
    """The 6-seat French result sentence ran over the first row of scores on three lines."""
    over = tables(seats)[1]
    whole = banner(seats, lang)
    for sentence in (whole, whole.split(" Scores")[0]):  # with the scores, and the result alone
        for long_names in (True, False):
            recorded.boxes.clear()
            who = names(seats, lang) if long_names else tuple(f"P{s}" for s in range(seats))
            image = draw_table(over, size=SIZE, captions=Captions(names=who, words=image_words(lang),
                                                                  banner=sentence))
            assert overlaps(recorded, image.size) == [], (seats, lang, long_names, sentence)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("view", [start2(), middle4(), six(), finished()], ids=["start2", "middle4", "six", "finished"])
def test_the_sample_tables_are_readable(recorded: Recorder, view: Any, lang: str) -> None:
    image = draw_table(view, size=SIZE, captions=Captions(names=names(view.seats, lang), words=image_words(lang)))
    check(recorded, image.width, lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_word_on_a_hand_is_readable_and_whole(recorded: Recorder, lang: str) -> None:
    view = hand_view(["AGENT", "P-rouge", "BIC", "CYC", "AUTO", "MOTO", "FV", "FB", "ASS", "AP"])
    for follow, moves in ((None, ["signal passez"]), ("vehicle", ["play CYC"]), ("FB", None)):
        recorded.texts.clear()
        _clear_caches()
        image = draw_hand(replace(view, follow=follow, coup=(play(1, "BIC"),) if follow else ()), size=SIZE,
                          captions=Captions(words=image_words(lang)), moves=moves)
        check(recorded, image.width, f"hand, {lang}, {follow}")


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_a_played_out_tables_result_panel_never_writes_over_itself(recorded: Recorder, seats: int) -> None:
    """A real end (a hand emptied after the talon: the longest French reason) at each size."""
    from tests.render.samples import _cards

    image = _cards(seats, None, None, SIZE)()
    assert overlaps(recorded, image.size) == []
    check(recorded, image.width, f"{seats} seats, played out")
