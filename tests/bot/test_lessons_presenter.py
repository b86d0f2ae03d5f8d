"""The words and controls of Learn from your mistakes (bot.present.lessons, bot.service.lessons.Plan):
strict custom ids with only ids and counts, the question, the menu of legal moves over pages,
the verdicts and the summary in English and French, and the checks of a lesson against the plan."""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

import pytest

import engines
from bot.errors import BadComponent, UserError
from bot.present.lessons import LessonControl, LessonId, has_lessons, learn_view, moves_view, next_view, question, summary, verdict_text
from bot.service import Plan
from engines import ai
from tests.engines.test_ai_analysis import TWO_MEN, played

ACCEPTED_BEST = {"accepted": True, "best": True}
ACCEPTED = {"accepted": True, "best": False}
REFUSED = {"accepted": False, "best": False}


def plan_of(game: Any, start: Any, moves: list[Any], seat: int, level: int = 2) -> Plan:
    report = ai.analyse(game, start, moves, level=level)
    match: Any = SimpleNamespace(id=12, game=game)
    return Plan(match, report, seat, ai.lessons(report, seat))


def blundered() -> tuple[Any, Any, Plan]:
    game = engines.get("dames")
    start = game.new(options={"position": TWO_MEN})
    blunder = game.parse_move(start, "32-28")
    return game, start, plan_of(game, start, [blunder, game.parse_move(game.apply(start, 0, blunder), "21x23")], 0, 3)


def items(view: Any) -> list[Any]:
    """The buttons and selects of ``view`` (each wrapped in the class that catches its presses)."""
    return [control.item for control in view.children]


def custom_ids(view: Any) -> list[str]:
    return [item.custom_id for item in items(view)]


def test_ids_round_trip_and_the_learn_button_keeps_the_reserved_form() -> None:
    assert str(LessonId.parse("learn:12:7")) == str(LessonId("learn", 12, 7)) == "analysis:learn:12:7"
    (learn,) = learn_view("fr", 12, 7).children
    assert isinstance(learn, LessonControl) and learn.control == LessonId("learn", 12, 7)
    assert custom_ids(learn_view("en", 12, 7)) == ["analysis:learn:12:7"]
    parsed = LessonId.parse("try:12:7:0:5:1:0")
    assert (parsed.action, parsed.match_id, parsed.level, parsed.numbers) == ("try", 12, 7, (0, 5, 1, 0))
    assert str(parsed) == "analysis:try:12:7:0:5:1:0"


@pytest.mark.parametrize("body", [
    "learn:12:7:1", "try:12:7:0:5:1", "page:12:7:0:5:1:0", "next:12:7", "nope:12:7", "learn:0:7", "learn:12:0",
    f"learn:{2**63}:7", "try:12:7:01:5:0:0", "try:12:7:-1:5:0:0", "learn:12:x", "learn:12:7:", "", "learn",
    "next:12:7:" + "1" * 90 + ":0",
])
def test_forged_ids_are_bad_components(body: str) -> None:
    with pytest.raises(BadComponent):
        LessonId.parse(body)


def test_the_question_and_the_menu_of_the_position_s_legal_moves() -> None:
    game, start, plan = blundered()
    assert [lesson.index for lesson in plan.lessons] == [0]
    state = plan.position(plan.lessons[0])
    assert game.dump(state) == game.dump(start)
    assert question(plan, "en", 0, state) == "**Lesson 1 of 1** · Move 1: you played 32-28?? Find a better move."
    assert question(plan, "fr", 0, state) == ("**Leçon 1 sur 1** · Coup 1 : vous avez joué 32-28?? "
                                             "Trouvez un meilleur coup.")
    view = moves_view(plan, "en", state, 0, 1, 0)
    menu = items(view)[0]
    assert [option.value for option in menu.options] == [game.format_move(start, m) for m in game.legal_moves(start)]
    assert custom_ids(view) == ["analysis:try:12:3:0:0:1:0"] and menu.placeholder == "Your move"


def test_a_menu_of_more_than_25_moves_is_paged_and_its_ids_hold_only_numbers() -> None:
    game, start, moves = played("mak-yek", 12, 3)
    for seat in (0, 1):
        plan = plan_of(game, start, moves, seat)
        wide = [number for number, lesson in enumerate(plan.lessons)
                if len(game.legal_moves(plan.position(lesson))) > 25]
        if wide:
            break
    assert wide, "a Mak-Yek position with more than 25 moves"
    number = wide[0]
    state = plan.position(plan.lessons[number])
    legal = [game.format_move(state, move) for move in game.legal_moves(state)]
    first, second = (moves_view(plan, "fr", state, number, 0, 0, page) for page in (0, 1))
    assert [o.value for o in items(first)[0].options] + [o.value for o in items(second)[0].options] == legal[:50]
    assert items(first)[0].placeholder.startswith("Votre coup (page 1 sur ")
    assert [item.label.startswith("Suivant") or "▶" in item.label for item in items(first)[1:]] == [True]
    ids = custom_ids(first) + custom_ids(second)
    assert all(re.fullmatch(r"analysis:(try|page):12:2(:[0-9]+){4,5}", custom_id) for custom_id in ids), ids
    with pytest.raises(BadComponent):
        moves_view(plan, "en", state, number, 0, 0, 99)


def test_the_verdicts_in_english_and_french() -> None:
    game, start, plan = blundered()
    best = game.format_move(start, plan.lessons[0].best)
    blunder = game.parse_move(start, "32-28")
    other = next(m for m in game.legal_moves(start) if m not in (blunder, plan.lessons[0].best))
    ask = question(plan, "en", 0, start)
    assert verdict_text(plan, "en", 0, start, blunder, REFUSED, 0, 0) == (
        f"{ask}\nYou tried 32-28. Not that one: try again.")
    assert verdict_text(plan, "en", 0, start, blunder, REFUSED, 1, 0) == (
        f"{ask}\nYou tried 32-28. Not that one either: the better move was **{best}**.\n"
        "End of the lessons: you found 0 of 1 better move.")
    assert verdict_text(plan, "en", 0, start, plan.lessons[0].best, ACCEPTED_BEST, 0, 1) == (
        f"{ask}\nGood move! {best} is the computer's own choice.\nEnd of the lessons: you found 1 of 1 better move.")
    text = verdict_text(plan, "fr", 0, start, other, ACCEPTED, 1, 1)
    assert text.splitlines()[1:] == [
        f"Bien joué ! {game.format_move(start, other)} préserve vos chances (l'ordinateur préférait {best}).",
        "Fin des leçons : vous avez trouvé 1 meilleur coup sur 1."]
    assert next_view(plan, "en", 0, 1) is None


def test_the_summary_s_plurals() -> None:
    assert summary("en", 0, 2) == "End of the lessons: you found 0 of 2 better moves."
    assert summary("en", 1, 1) == "End of the lessons: you found 1 of 1 better move."
    assert summary("fr", 0, 3) == "Fin des leçons : vous avez trouvé 0 meilleur coup sur 3."
    assert summary("fr", 2, 3) == "Fin des leçons : vous avez trouvé 2 meilleurs coups sur 3."


def test_a_lesson_is_checked_against_the_plan_and_the_next_one_is_offered() -> None:
    game, start, moves = played("dames", 30, 4)
    plan = plan_of(game, start, moves, 0)
    assert len(plan.lessons) >= 2
    lesson = plan.lessons[1]
    assert plan.lesson(1, lesson.index) == lesson
    theirs = next(ply.index for ply in plan.report.plies if ply.seat == 1)
    with pytest.raises(UserError) as not_yours:
        plan.lesson(1, theirs)
    assert not_yours.value.key == "lesson_not_yours"
    for number, ply in ((len(plan.lessons), None), (1, plan.lessons[0].index)):
        with pytest.raises(UserError) as stale:
            plan.lesson(number, ply)
        assert stale.value.key == "lesson_stale"
    view = next_view(plan, "fr", 0, 1)
    assert view is not None and custom_ids(view) == ["analysis:next:12:2:1:1"]
    assert items(view)[0].label == "Leçon suivante"
    assert has_lessons(plan.report, 2)
    quiet = ai.analyse(game, start, [], level=2)
    assert not has_lessons(quiet, 2)
