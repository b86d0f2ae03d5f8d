"""The strips of a finished match say how it ended as stored, not as the position would."""

from __future__ import annotations

import dataclasses

import engines
from render import draughts
from render.captions import Captions
from render.scene import _as_stored

DAMES = engines.get("dames")


def scene_with(captions: Captions):  # type: ignore[no-untyped-def]
    scene = draughts.SPEC.read(DAMES.player_view(DAMES.new(), None), size=400, orientation=0, last_move=None,
                               theme=None)
    return _as_stored(dataclasses.replace(scene, captions=captions))


def test_a_resignation_marks_the_winner_although_the_position_plays_on() -> None:
    scene = scene_with(Captions(banner="Green wins: Blue resigned", ending="won", winners=(1,)))
    assert (scene.marked, scene.why) == ((1,), "won")


def test_an_agreed_draw_marks_both_and_an_abort_marks_no_one() -> None:
    assert scene_with(Captions(ending="drawn")).why == "drawn"
    assert scene_with(Captions(ending="drawn")).marked == (0, 1)
    assert (scene_with(Captions(ending="stopped")).marked, scene_with(Captions(ending="stopped")).why) == ((), "")


def test_a_match_going_on_shows_the_side_to_move() -> None:
    assert (scene_with(Captions()).marked, scene_with(Captions()).why) == ((0,), "to_move")


def test_the_image_of_a_resigned_match_differs_from_the_live_one() -> None:
    view = DAMES.player_view(DAMES.new(), None)
    live = draughts.draw_board(view, size=300, captions=Captions(names=("Ann", "Bob")))
    resigned = draughts.draw_board(view, size=300, captions=Captions(names=("Ann", "Bob"), ending="won",
                                                                      winners=(1,)))
    assert live.tobytes() != resigned.tobytes()
