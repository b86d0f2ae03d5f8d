"""The Macadam card-game renderer (``macadam-cartes``): the public table and a seat's hand.

Views are the engine's ``player_view(state, None)`` (a ``TableView``) of a fresh table, with the
seats, signals and coup each test sets through ``dataclasses.replace``; a seat's own view is
a ``HandView`` of it.
"""

from __future__ import annotations

import copy
import io
from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image

import engines
import render
from engines.cards.macadam_cartes.views import (
    CoupAction, HandView, PlayerView, RankedOutcome, Roll, Signal, Supply, TableView,
)  # fmt: skip
from render import cards
from render.cards import art, background, material, palette, seats
from tests.render.helpers import from_changed_json, start_view

SIZE = 400
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
KINDS = cards.SIGNAL_TABLE
POINTS = palette.POINTS


# --- fixtures -------------------------------------------------------------------------------
def signals(covered: Mapping[int, int] | None = None) -> tuple[Signal, ...]:
    """The 16 signals; ``covered`` maps signal number -> token."""
    covered = covered or {}
    return tuple(Signal(n, KINDS[n - 1], covered.get(n)) for n in range(1, 17))


def player(seat: int, hand_count: int, exposed: tuple[str, ...] = (), tickets: tuple[str, ...] = (),
           penalties: int = 0, earlier: int = 0) -> PlayerView:  # fmt: skip
    licences = tuple(sorted({*tickets, *(c for c in exposed if c in ("ASS", "AP"))}))
    manche = sum(POINTS[c] for c in exposed) - 100 * penalties
    return PlayerView(
        seat=seat, hand_count=hand_count, exposed=exposed, tickets=tickets, licences=licences,
        penalties=penalties, manche_score=manche, score=earlier + manche,
        pietons=sum(c.startswith("P-") for c in exposed), point_cards=sum(POINTS[c] > 0 for c in exposed),
    )  # fmt: skip


def play(seat: int, card: str, licence: str | None = None) -> CoupAction:
    return CoupAction(seat, "play", card, licence)


def table(players: list[PlayerView], **extra: Any) -> TableView:
    """The engine's fresh table at ``len(players)`` seats, with these players and ``extra``."""
    game = engines.get("macadam-cartes")
    base = game.player_view(game.new(seats=len(players), seed=0), None)
    defaults = {
        "manche": 1, "manches": 1, "dealer": 0, "token": 1, "leader": 0, "direction": "clockwise", "to_move": 0,
        "pending": None, "follow": None, "signals": signals(), "talon_size": 56 - sum(p.hand_count for p in players),
        "centre_agents": 0, "supply": Supply(5, 5), "coup": (), "last_roll": None, "manche_results": (),
        "outcome": None,
    }  # fmt: skip
    return replace(base, **(defaults | {"players": tuple(players)} | extra))


def start2() -> TableView:
    """Two players just dealt 15 each; the dealer (seat 0) leads coup 1."""
    return table([player(0, 15), player(1, 15)])


def middle4() -> TableView:
    """Coup 6 at four: seat 1 led Passez piétons with a red Piéton, seat 2 followed, seat 3 laid
    an Agent with a Bicyclette; seat 0 must now follow the Bicyclette."""
    players = [
        player(0, 8, ("P-vert", "BIC", "ASS", "CYC"), penalties=1),
        player(1, 7, ("P-rouge", "P-bleu", "P-rouge", "AUTO", "BIC"), tickets=("AP",)),
        player(2, 8, ("P-rouge", "MOTO", "FB", "BIC"), tickets=("ASS", "AP"), penalties=2),
        player(3, 8, ("BIC", "BIC", "P-jaune", "FV", "CYC", "BIC"), tickets=("ASS",)),
    ]
    return table(
        players, dealer=1, token=6, leader=1, to_move=0, follow="BIC", talon_size=9, centre_agents=2,
        signals=signals({1: 1, 5: 2, 9: 3, 12: 4, 14: 5, 2: 6}), supply=Supply(3, 3),
        coup=(play(1, "P-rouge"), play(2, "P-rouge"), CoupAction(3, "agent", "BIC", None)),
        last_roll=Roll(3, 5, "AP"),
    )  # fmt: skip


def green4() -> TableView:
    """A green-arrow coup: seat 2 led the Flèche verte, seat 1 followed; play goes
    counter-clockwise, seat 0 to act."""
    return replace(
        middle4(), token=7, leader=2, to_move=0, follow="FV", direction="counterclockwise",
        signals=signals({1: 1, 5: 2, 9: 3, 12: 4, 14: 5, 2: 6, 15: 7}), coup=(play(2, "FV"), play(1, "FV")),
    )  # fmt: skip


def six() -> TableView:
    """Coup 3 at six on Attendez piétons: any vehicle follows; one pass already, a moped
    played with its Assurance."""
    players = [player(s, 9 - (s in (2, 3, 4)), ("BIC",) if s in (0, 1) else ()) for s in range(6)]
    players[3] = player(3, 7, ("ASS", "CYC"), penalties=1)
    passed = (None, None)
    return table(
        players, dealer=4, token=3, leader=0, to_move=5, follow="vehicle", talon_size=2, centre_agents=0,
        signals=signals({9: 1, 10: 2, 6: 3}),
        coup=(play(0, "AUTO", "AP"), CoupAction(1, "pass", *passed), play(2, "BIC"), play(3, "CYC", "ASS"),
              CoupAction(4, "pass", *passed)),
        last_roll=Roll(1, 2, None),
    )  # fmt: skip


def finished() -> TableView:
    """Three players after all 16 signals: seat 2 won, second of three manches."""
    players = [
        player(0, 1, ("P-vert", "P-vert", "BIC", "CYC", "ASS", "AUTO", "AP"), penalties=3, earlier=450),
        player(1, 2, ("P-rouge", "P-bleu", "BIC", "BIC", "MOTO"), tickets=("AP",), penalties=1, earlier=300),
        player(2, 0, ("P-jaune", "P-jaune", "P-rouge", "BIC", "CYC", "FB"), tickets=("ASS",), earlier=520),
    ]
    order = [3, 7, 1, 11, 5, 9, 13, 2, 15, 4, 6, 8, 10, 12, 14, 16]
    scores = tuple(p.score for p in players)
    return table(
        players, manche=2, manches=3, dealer=1, token=16, leader=0, to_move=None, talon_size=0, centre_agents=4,
        signals=signals({n: t for t, n in enumerate(order, start=1)}), supply=Supply(4, 3),
        coup=(), last_roll=Roll(0, 1, "ASS"),
        outcome=RankedOutcome((2,), "all-signals", scores, "score"),
    )  # fmt: skip


HAND7 = ["AP", "P-rouge", "BIC", "AGENT", "P-rouge", "CYC", "FV"]


def hand_view(hand: list[str]) -> HandView:
    return HandView.of(middle4(), tuple(hand))


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image.convert("RGB")


def draw(view: TableView, size: int = SIZE) -> Image.Image:
    return decode(cards.render_table(view, size=size))


def near(p: tuple[int, ...], q: tuple[int, ...], tolerance: int = 6) -> bool:
    return max(abs(a - b) for a, b in zip(p, q)) <= tolerance


def count(image: Image.Image, box: tuple[int, int, int, int] | None, colour: tuple[int, int, int], tol: int = 6) -> int:
    region = image if box is None else image.crop(box)
    return sum(n for n, p in region.getcolors(maxcolors=1 << 20) if near(p, colour, tol))


def ibox(box: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    return int(box[0]), int(box[1]), int(box[2]), int(box[3])


def ringed(image: Image.Image, layout: cards.Layout, seat: int, colour: tuple[int, int, int]) -> bool:
    """Whether the strip of ``seat`` has a top edge of ``colour`` all along (past its corners)."""
    x0, y0, x1, y1 = ibox(layout.row(seat))
    edge = (x0 + 12, y0, x1 - 12, y0 + 2)
    return count(image, edge, colour, 12) >= x1 - x0 - 24


# --- output ---------------------------------------------------------------------------------
@pytest.mark.parametrize("build", [start2, middle4, six, finished])
def test_valid_png_of_requested_width(build):
    png = cards.render_table(build(), size=SIZE)
    assert png.startswith(PNG_MAGIC)
    image = decode(png)
    assert image.width == SIZE
    assert image.height == cards.Layout(SIZE, len(build().players)).height


def test_height_grows_with_the_seats():
    two, six_ = draw(start2()), draw(six())
    assert two.height < six_.height
    assert two.width == six_.width == SIZE


def test_deterministic_even_with_cold_caches():
    first = cards.render_table(middle4(), size=SIZE)
    assert cards.render_table(middle4(), size=SIZE) == first
    for cached in (background.table_background, seats.seat_strip, art.card_face, material.signal_tile, material.token):
        cached.cache_clear()
    assert cards.render_table(middle4(), size=SIZE) == first


def test_registered_and_reachable():
    assert render.RENDERERS["macadam-cartes"] is cards.render_table
    view = middle4()
    assert render.render_view(view, size=SIZE, orientation=2) == cards.render_table(view, size=SIZE)
    assert render.cards.render_hand is cards.render_hand


def test_hand_renderer_registered_by_game_key():
    assert render.HAND_RENDERERS["macadam-cartes"] is cards.render_hand
    view = hand_view(HAND7)
    assert render.render_hand_view(view, size=SIZE) == cards.render_hand(view, size=SIZE)
    with pytest.raises(ValueError, match="no renderer for game 'dames'"):
        render.render_hand_view(start_view("dames"), size=SIZE)


def test_every_state_of_the_table_differs():
    images = {name: cards.render_table(build(), size=SIZE) for name, build in
              {"m": middle4, "g": green4, "s": six}.items()}  # fmt: skip
    assert len(set(images.values())) == 3


# --- the table ------------------------------------------------------------------------------
def test_player_to_move_is_ringed_in_orange():
    layout = cards.Layout(SIZE, 4)
    orange = cards.ASPHALT.arrow
    for seat in range(4):
        image = draw(replace(middle4(), to_move=seat))
        for other in range(4):
            assert ringed(image, layout, other, orange) == (other == seat), (seat, other)


def test_taken_signal_shows_its_token():
    layout = cards.Layout(SIZE, 2)
    empty = draw(start2())
    taken = draw(replace(start2(), signals=signals({7: 1}), token=2, leader=1, to_move=1))
    x0, y0, x1, y1 = layout.tile_box(7)
    face = (round((x0 + x1) / 2 - 0.09 * (x1 - x0)), round((y0 + y1) / 2 + 0.06 * (y1 - y0)))  # left of its number
    ivory = palette.IVORY
    assert near(empty.getpixel(face), palette.RED, 12)  # the red Attendez piétons lamp
    assert near(taken.getpixel(face), ivory, 24), taken.getpixel(face)  # the token's face
    assert empty.crop(layout.tile_box(7)).tobytes() != taken.crop(layout.tile_box(7)).tobytes()
    # the other signals are untouched
    for number in (1, 6, 8, 16):
        box = layout.tile_box(number)
        assert empty.crop(box).tobytes() == taken.crop(box).tobytes(), number


def test_current_token_is_ringed():
    layout = cards.Layout(SIZE, 4)
    image = draw(middle4())  # token 6 is on signal 2 this coup; token 1 on signal 1 is old
    orange = cards.ASPHALT.arrow
    assert count(image, layout.tile_box(2), orange, 12) > 20
    assert count(image, layout.tile_box(1), orange, 12) == 0


def test_exposed_cards_show_in_their_players_strip():
    layout = cards.Layout(SIZE, 4)
    image = draw(middle4())
    yellow = palette.CARD_COLOURS["P-jaune"]
    for seat in range(4):
        found = count(image, ibox(layout.row(seat)), yellow)
        assert (found > 40) == (seat == 3), seat  # only seat 3 exposed a yellow Piéton


def test_green_arrow_coup_shows_reversed_direction():
    layout = cards.Layout(SIZE, 4)
    green = cards.ASPHALT.huff
    coup = ibox(layout.coup)
    assert count(draw(green4()), coup, green, 10) > 20
    assert count(draw(middle4()), coup, green, 10) == 0


def test_finished_game_shows_the_winner_in_gold():
    layout = cards.Layout(SIZE, 3)
    image = draw(finished())
    gold = cards.ASPHALT.gold
    for seat in range(3):
        assert ringed(image, layout, seat, gold) == (seat == 2), seat
    assert count(image, ibox(layout.coup), gold, 10) > 200  # the outcome banner


# --- the hand -------------------------------------------------------------------------------
def hand_image(hand: list[str], size: int = SIZE) -> Image.Image:
    return decode(cards.render_hand(hand_view(hand), size=size))


def test_hand_is_a_png_with_every_cards_colour():
    png = cards.render_hand(hand_view(HAND7), size=SIZE)
    assert png.startswith(PNG_MAGIC)
    image = decode(png)
    assert image.width == SIZE
    for card in set(HAND7):
        assert count(image, None, palette.CARD_COLOURS[card], 2) > 50, card
    for card in ("P-vert", "P-bleu", "P-jaune", "AUTO"):
        assert count(image, None, palette.CARD_COLOURS[card], 2) == 0, card


def test_hand_differs_per_hand_and_ignores_order():
    a = cards.render_hand(hand_view(HAND7), size=SIZE)
    assert cards.render_hand(hand_view(list(reversed(HAND7))), size=SIZE) == a
    assert cards.render_hand(hand_view(HAND7[:-1]), size=SIZE) != a
    assert cards.render_hand(hand_view(["P-vert", "P-vert"]), size=SIZE) != cards.render_hand(
        hand_view(["P-vert"]), size=SIZE
    )


def test_hand_of_fifteen_and_empty_hand():
    fifteen = ["AGENT", "P-rouge", "P-vert", "P-bleu", "P-jaune", "BIC", "BIC", "CYC", "AUTO", "MOTO", "FV", "FB",
               "ASS", "AP", "BIC"]  # fmt: skip
    big = hand_image(fifteen)
    assert big.width == SIZE and big.height > hand_image(HAND7).height
    assert hand_image([]).width == SIZE


def test_hand_needs_a_hand():
    with pytest.raises(ValueError, match="hand"):
        cards.render_hand(middle4(), size=SIZE)
    with pytest.raises(ValueError, match="unknown card"):
        cards.render_hand(hand_view(["BIC", "TRAM"]), size=SIZE)


# --- secrecy --------------------------------------------------------------------------------
class Watched(dict):
    """A view's JSON form that fails the test if anything looks for a ``hand`` in it."""

    def __getitem__(self, key: Any) -> Any:
        assert key != "hand", "the public renderer read 'hand'"
        return super().__getitem__(key)

    def get(self, key: Any, default: Any = None) -> Any:
        assert key != "hand", "the public renderer read 'hand'"
        return super().get(key, default)

    def __contains__(self, key: object) -> bool:
        assert key != "hand", "the public renderer looked for 'hand'"
        return super().__contains__(key)

    def __iter__(self) -> Iterator[Any]:
        raise AssertionError("the public renderer iterated over the view")


class WatchedHand(HandView):
    """A seat's own view that fails the test if, once ``armed``, anything reads its hand
    (attribute or key) or goes through its keys."""

    __slots__ = ()
    armed = False

    def __getattribute__(self, name: str) -> Any:
        assert not (name == "hand" and WatchedHand.armed), "the public renderer read the hand"
        return super().__getattribute__(name)

    def __getitem__(self, key: Any) -> Any:
        assert not (key == "hand" and WatchedHand.armed), "the public renderer read 'hand'"
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        assert not (key == "hand" and WatchedHand.armed), "the public renderer looked for 'hand'"
        return super().__contains__(key)

    def __iter__(self) -> Iterator[Any]:
        assert not WatchedHand.armed, "the public renderer iterated over the view"
        return super().__iter__()


class Poison:
    """Any use of it blows up."""

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the public renderer used the hand ({name})")

    def __iter__(self) -> Iterator[Any]:
        raise AssertionError("the public renderer iterated over the hand")

    def __len__(self) -> int:
        raise AssertionError("the public renderer measured the hand")


@pytest.mark.parametrize("build", [middle4, six, finished])
def test_table_never_reads_a_hand(build):
    clean = cards.render_table(build(), size=SIZE)
    real = HandView.of(build(), ("P-vert", "P-vert", "FB"))
    assert cards.render_table(real, size=SIZE) == clean
    poisoned = HandView.of(build(), ())
    object.__setattr__(poisoned, "hand", Poison())
    assert cards.render_table(poisoned, size=SIZE) == clean
    watched = WatchedHand.of(build(), ("P-vert", "P-vert", "FB"))
    WatchedHand.armed = True
    try:
        assert cards.render_table(watched, size=SIZE) == clean
    finally:
        WatchedHand.armed = False
    assert cards.render_table(Watched(real.to_json()), size=SIZE) == clean


# --- bad views ------------------------------------------------------------------------------
def broken(change) -> dict[str, Any]:
    """The JSON form of ``middle4()`` with ``change`` applied."""
    return from_changed_json(middle4(), change)


BAD = {
    "unknown card": lambda v: v["players"][1]["exposed"].append("TRAM"),
    "unknown card in coup": lambda v: v["coup"][0].update(card="Pieton"),
    "15 signals": lambda v: v["signals"].pop(),
    "signal twice": lambda v: v["signals"][3].update(number=5),
    "unknown kind": lambda v: v["signals"][0].update(kind="stop"),
    "token twice": lambda v: v["signals"][15].update(token=1),
    "token 17": lambda v: v["signals"][15].update(token=17),
    "to_move seat 4": lambda v: v.update(to_move=4),
    "dealer -1": lambda v: v.update(dealer=-1),
    "coup seat": lambda v: v["coup"][1].update(seat=7),
    "players out of order": lambda v: v["players"].reverse(),
    "seven players": lambda v: v["players"].extend(copy.deepcopy(v["players"][:3])),
    "one player": lambda v: v.update(players=v["players"][:1], seats=1),
    "seats disagree": lambda v: v.update(seats=5),
    "bad follow": lambda v: v.update(follow="signal:stop"),
    "bad direction": lambda v: v.update(direction="widdershins"),
    "bad action": lambda v: v["coup"][0].update(action="cheat"),
    "bad licence": lambda v: v["players"][0].update(tickets=["XX"]),
    "bad die": lambda v: v["last_roll"].update(value=7),
    "no winner": lambda v: v.update(outcome={"winners": [], "reason": "all-signals", "scores": [0] * 4}),
    "missing players": lambda v: v.pop("players"),
    "hand count": lambda v: v["players"][0].update(hand_count="8"),
    "other game": lambda v: v.update(game="macadam"),
}


@pytest.mark.parametrize("name", list(BAD))
def test_bad_views_raise_value_error(name):
    with pytest.raises(ValueError):
        cards.render_table(broken(BAD[name]), size=SIZE)


def test_bad_size_and_not_a_mapping():
    with pytest.raises(ValueError, match="size"):
        cards.render_table(middle4(), size=50)
    with pytest.raises(ValueError):
        cards.render_table(["not", "a", "view"], size=SIZE)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        cards.render_hand(["BIC"], size=SIZE)  # type: ignore[arg-type]


def test_card_ids_are_case_insensitive():
    lower = broken(lambda v: v["players"][1].update(exposed=[c.lower() for c in v["players"][1]["exposed"]]))
    assert cards.render_table(lower, size=SIZE) == cards.render_table(middle4(), size=SIZE)
