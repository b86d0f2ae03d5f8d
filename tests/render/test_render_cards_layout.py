"""The card table read on a phone: face-up cards for any number of kinds, the denser six-seat
table, names on the strips, words for what people had to guess, and legible tickets.

Views come from the fixtures of :mod:`tests.render.test_render_cards` (the engine's table with
the seats each test sets)."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image

from engines.cards.macadam_cartes.views import CoupAction, RankedOutcome, Roll
from render import Captions, IMAGE_WORDS, cards
from render.cards import centre, coup, fan, material, outcome, palette, seats
from render.cards.sketch import fit_px
from tests.render.test_render_cards import count, decode, finished, ibox, middle4, player, six, start2, table

FAN_KINDS = [c for c in palette.CARDS if c not in ("AGENT", "ASS", "AP")]  # what a strip's fan can hold
WORDS = {key: f"<{key}>" for key in IMAGE_WORDS}
NAMES = ("Alice", "Bertrand-Marie Delacroix-Fontaine", "Chloé", "Dominique", "Computer, level 5", "Fatou")


def overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return b[0] - 0.5 <= a[0] and a[2] <= b[2] + 0.5 and b[1] - 0.5 <= a[1] and a[3] <= b[3] + 0.5


def captions(seats_: int, **extra: Any) -> Captions:
    return Captions(names=NAMES[:seats_], words=WORDS, **extra)


# --- face-up cards --------------------------------------------------------------------------
@pytest.mark.parametrize("size", [400, 800, 1600])
@pytest.mark.parametrize("seats_", [2, 6])
def test_any_number_of_kinds_keeps_every_value_and_count_whole(size, seats_):
    layout = cards.Layout(size, seats_)
    for n, counts in itertools.product(range(len(FAN_KINDS) + 1), (1, 3, 8)):  # 8 Bicyclettes at most
        exposed = tuple(card for card in FAN_KINDS[:n] for _ in range(counts))
        parts = seats.strip_parts(layout, 0)
        slots = seats.face_up(player(0, 0, exposed), parts)
        assert [s.card for s in slots] == FAN_KINDS[:n]
        for i, slot in enumerate(slots):
            assert inside(slot.box, parts.fan), (n, i)
            assert (slot.value is None) == (palette.POINTS[slot.card] == 0)  # the arrows print no value
            assert slot.value is None or inside(slot.value, slot.box)
            assert (slot.pill is not None) == (counts > 1)
            later = slots[i + 1:]
            for other in later:  # later cards lie on top: they leave this value and pill uncovered
                assert slot.value is None or not overlap(slot.value, other.box), (size, n, i)
                assert slot.pill is None or not overlap(slot.pill, other.box), (size, n, i)
            if slot.pill is not None:
                assert inside(slot.pill, (parts.fan[0], parts.fan[1], parts.fan[2], parts.height)), (size, n, i)
                for other in later:
                    assert other.pill is not None and not overlap(slot.pill, other.pill), (size, n, i)


def test_a_usual_number_of_kinds_keeps_cards_at_full_size():
    """Up to six kinds at six seats and eight at two (what ordinary games reach), the cards do not
    shrink, and their values are at least 8 px high at 400 px."""
    for seats_, kinds in ((6, 6), (2, 8)):
        layout = cards.Layout(400, seats_)
        parts = seats.strip_parts(layout, 0)
        full = seats.face_up(player(0, 0, (FAN_KINDS[0],)), parts)[0].width
        slots = seats.face_up(player(0, 0, tuple(FAN_KINDS[:kinds]) * 2), parts)
        assert {s.width for s in slots} == {full}, seats_
        assert full * cards_index_px() >= 8


def cards_index_px() -> float:
    from render.cards.art import INDEX_PX

    return INDEX_PX


def test_exposed_insurance_cards_show_as_licences_not_in_the_fan():
    parts = seats.strip_parts(cards.Layout(400, 2), 0)
    slots = seats.face_up(player(0, 0, ("ASS", "BIC", "AP", "BIC")), parts)
    assert [(s.card, s.count) for s in slots] == [("BIC", 2)]


def test_many_kinds_draw_each_cards_colour_in_its_own_strip():
    many = player(1, 2, tuple(FAN_KINDS) * 2, penalties=3)
    view = table([player(0, 9), many])
    image = decode(cards.render_table(view, size=400))
    box = ibox(cards.Layout(400, 2).row(1))
    for card in FAN_KINDS:  # the left part of each card shows: its panel's colour
        assert count(image, box, palette.STYLES[card].panel, 3) > 10, card


# --- the denser table -------------------------------------------------------------------------
def test_six_players_fit_in_about_800_px_in_two_columns():
    layout = cards.Layout(800, 6)
    assert layout.columns == 2 and layout.rows == 3
    assert layout.height <= 850
    assert decode(cards.render_table(six(), size=800)).height == layout.height
    boxes = [layout.row(s) for s in range(6)]
    assert [b[0] for b in boxes[:3]] == [boxes[0][0]] * 3 and boxes[3][0] > boxes[0][2]  # seats 1-3 left
    for a, b in itertools.combinations(boxes, 2):
        assert not overlap(a, b)
    assert all(b[3] <= layout.height and overlap(b, layout.coup) is False for b in boxes)
    assert cards.Layout(800, 4).columns == 1


# --- names ------------------------------------------------------------------------------------
def written(monkeypatch, module: Any) -> list[str]:
    """Every text ``module`` writes from now on."""
    texts: list[str] = []
    original = module.write

    def spy(image: Image.Image, xy: Any, text: str, *args: Any, **kwargs: Any) -> float:
        texts.append(text)
        return original(image, xy, text, *args, **kwargs)

    monkeypatch.setattr(module, "write", spy)
    seats.seat_strip.cache_clear()
    return texts


def test_each_strip_shows_its_players_name(monkeypatch):
    texts = written(monkeypatch, seats)
    cards.draw_table(six(), size=400, captions=captions(6))
    for name in NAMES:
        shown = [t for t in texts if t.rstrip("\u2026") and name.startswith(t.rstrip("\u2026"))]
        assert shown, name
    assert "Bertrand-Marie Delacroix-Fontaine" not in texts  # too long for a narrow strip: cut


def test_a_long_name_stays_in_its_box_and_no_name_without_captions():
    view = six()
    plain = decode(cards.render_table(view, size=400))
    named = decode(cards.render_table(view, size=400, captions=Captions(names=("W" * 80,) * 6)))
    layout = cards.Layout(400, 6)
    for seat in range(6):
        parts = seats.strip_parts(layout, seat)
        x0, y0 = layout.row(seat)[:2]
        name = ibox((x0 + parts.name[0], y0 + parts.name[1], x0 + parts.name[2], y0 + parts.name[3]))
        assert plain.crop(name).tobytes() != named.crop(name).tobytes(), seat
        rest = ibox((x0 + parts.name[2] + 1, y0, layout.row(seat)[2], layout.row(seat)[3]))
        assert plain.crop(rest).tobytes() == named.crop(rest).tobytes(), seat


# --- words --------------------------------------------------------------------------------------
def test_the_task_of_the_player_to_act_is_in_words():
    words = captions(4)
    view = cards.parse_table(middle4())
    assert coup.task_word(view, words) == "<follow>"
    assert coup.task_word(cards.parse_table(replace(middle4(), pending="discard")), words) == "<discard>"
    lead = replace(middle4(), coup=(), follow=None)
    assert coup.task_word(cards.parse_table(lead), words) == "<lead>"
    assert coup.task_word(view, Captions()) is None


@pytest.mark.parametrize(("gain", "key"), [("AP", "roll_AP"), ("ASS", "roll_ASS"), (None, "roll_none")])
def test_the_die_says_what_it_won(monkeypatch, gain, key):
    texts = written(monkeypatch, centre)
    cards.draw_table(replace(middle4(), last_roll=Roll(3, 5, gain)), size=400, captions=captions(4))
    assert f"<{key}>" in texts
    assert {"<by_die>", "<by_card>", "<talon>"} <= set(texts)


def end_texts(monkeypatch, view: Any, words: Captions) -> list[str]:
    texts = written(monkeypatch, outcome)
    cards.draw_table(view, size=400, captions=words)
    return texts


def six_finished(reason: str = "hand-emptied") -> Any:
    view = six()
    scores = tuple(p.score for p in view.players)
    return replace(view, to_move=None, outcome=RankedOutcome((3,), reason, scores, "score"))


def test_the_result_panel_lists_every_final_score_and_why(monkeypatch):
    view = six_finished()
    texts = end_texts(monkeypatch, view, captions(6))
    for p in view.players:
        assert cards.paint.minus(p.score) in texts
    assert "<hand_emptied>" in texts
    assert "<all_signals>" in end_texts(monkeypatch, six_finished("all-signals"), captions(6))


def test_a_result_sentence_is_drawn_even_when_the_engine_did_not_end_the_game(monkeypatch):
    words = captions(4, banner="Alice resigned: Bertrand-Marie wins")
    texts = end_texts(monkeypatch, middle4(), words)
    assert any("Alice resigned" in t for t in texts)
    layout = cards.Layout(400, 4)
    image = decode(cards.render_table(middle4(), size=400, captions=words))
    assert count(image, ibox(layout.row(0)), cards.ASPHALT.arrow, 12) == 0  # nobody is to act any more


def test_the_winners_crown_stays_in_its_strip():
    """The crown goes after the winner's name, inside the strip: the gaps between strips (where
    a direction arrow used to sit) stay bare."""
    layout = cards.Layout(400, 6)
    image = decode(cards.render_table(six_finished(), size=400, captions=captions(6)))
    gold = cards.ASPHALT.gold
    top, bottom = layout.row(3), layout.row(4)
    gap = (int(top[0]), int(top[3]) + 1, int(top[2]), int(bottom[1]) - 1)
    assert gap[3] > gap[1] and count(image, gap, gold, 30) == 0
    assert count(image, ibox(layout.row(3)), gold, 12) > 100  # the winner's ring, name and crown


# --- legibility -------------------------------------------------------------------------------
@pytest.mark.parametrize("seats_", [2, 6])
def test_penalty_tickets_print_their_value_at_least_8_px_high_at_400(seats_):
    parts = seats.strip_parts(cards.Layout(400, seats_), 0)
    width = round(parts.penalty[2] - parts.penalty[0])
    height = material.ticket_height(width)
    assert fit_px("\u2212100", height * 0.66, width * 0.74) >= 8


def test_a_pass_in_the_coup_still_shows_its_ticket():
    view = replace(six(), coup=(CoupAction(0, "pass", None, None),), to_move=1, leader=0)
    image = decode(cards.render_table(view, size=400))
    assert count(image, ibox(cards.Layout(400, 6).coup), palette.PENALTY, 3) > 40


def test_the_fan_geometry_matches_the_pill_drawn():
    for n in (2, 12, 99):
        height = fan.pill_px(30)
        assert fan.pill_width(f"\u00d7{n}", height) == cards.paint.count_pill(f"\u00d7{n}", height, (0, 0, 0),
                                                                             (9, 9, 9)).width  # fmt: skip


def test_two_players_table_keeps_its_start_readable():
    image = decode(cards.render_table(start2(), size=400, captions=captions(2)))
    assert image.height == cards.Layout(400, 2).height
    assert finished().outcome is not None


# --- the hand ---------------------------------------------------------------------------------
def test_playable_cards_come_from_the_legal_moves():
    moves = ["roll", "play BIC", "agent CYC", "agent P-rouge", "pass", "signal piste", "discard FV", "expose ASS"]
    assert cards.playable_cards(moves) == ("AGENT", "P-rouge", "BIC", "CYC")
    assert cards.playable_cards(["roll", "pass"]) == ()
    with pytest.raises(ValueError, match="unknown card"):
        cards.playable_cards(["play TRAM"])


def hand(cards_: tuple[str, ...], **options: Any) -> Image.Image:
    from tests.render.test_render_cards import hand_view

    return decode(cards.render_hand(hand_view(list(cards_)), size=400, **options))


def test_the_hand_rings_the_cards_that_may_be_played_and_dims_the_others():
    held = ("P-rouge", "BIC", "CYC")
    plain = hand(held)
    marked = hand(held, moves=("roll", "play BIC", "pass"))
    orange = cards.ASPHALT.arrow
    assert count(plain, None, orange, 10) == 0
    assert count(marked, None, orange, 10) > 100  # the ring round the Bicyclette
    assert count(marked, None, palette.CARD_COLOURS["BIC"], 2) > 50
    for other in ("P-rouge", "CYC"):
        assert count(plain, None, palette.CARD_COLOURS[other], 2) > 50
        assert count(marked, None, palette.CARD_COLOURS[other], 2) == 0, other  # faded
    assert hand(held, moves=("roll", "pass")).tobytes() == plain.tobytes()  # nothing to lay: nothing marked


def test_the_hand_header_shows_what_to_follow():
    layout = cards.HandLayout(400, 1)
    header = (0, 0, 400, round(layout.header))
    bic = palette.CARD_COLOURS["BIC"]
    following = hand(("FV",))  # middle4: seat 0 must follow a Bicyclette
    from tests.render.test_render_cards import hand_view

    free = decode(cards.render_hand(replace(hand_view(["FV"]), follow=None), size=400))
    assert count(following.crop(header), None, bic, 2) > 10
    assert count(free.crop(header), None, bic, 2) == 0


def test_a_licence_won_with_the_die_looks_unlike_one_held_through_a_card():
    layout = cards.Layout(400, 2)
    parts = seats.strip_parts(layout, 1)
    x0, y0 = layout.row(1)[:2]
    chip = ibox((x0 + parts.chips[0][0], y0 + parts.chips[0][1], x0 + parts.chips[0][2], y0 + parts.chips[0][3]))
    green = palette.ASS_COLOUR
    by_die = decode(cards.render_table(table([player(0, 9), player(1, 9, tickets=("ASS",))]), size=400))
    by_card = decode(cards.render_table(table([player(0, 9), player(1, 9, ("ASS",))]), size=400))
    area = (chip[2] - chip[0]) * (chip[3] - chip[1])
    assert count(by_die, chip, green, 8) > area * 0.4  # a green ticket
    assert 0 < count(by_card, chip, green, 8) < area * 0.3  # a green shield on paper, like the card
    assert count(by_card, chip, palette.PAPER, 6) > area * 0.2
