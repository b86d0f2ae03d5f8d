"""Learn from your mistakes (issue 29): the button under an analysis, and each private lesson:
the question, the menu of the position's legal moves, the verdicts and the summary. Pure: the
plan (``bot.service.Plan``) in, words and components out.

Custom ids ``analysis:<action>:<match>:<level>[:<number>...]`` carry only ids and counts, so a
lesson keeps working over a restart: ``learn`` (the public button), ``try`` (the move menu:
lesson, its ply, tries so far, lessons found so far), ``page`` (the same, then the menu's page),
``next`` (the lesson to show, lessons found so far). One ``DynamicItem`` class catches them all
and hands the press to the handler registered for its action (``bot.handlers.lessons``); a
malformed or forged id goes to :data:`UNKNOWN`'s handler ("not valid"), and changes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot import i18n
from bot.errors import BadComponent
from bot.present.analysis import MARKS
from bot.present.controls import ID_LIMIT, MAX_ID, Dispatching, button, select, view_of
from bot.present.menus import move_option, page_count, page_of
from bot.service import Plan
from engines import ai

PREFIX = "analysis"
#: the tries a lesson allows before its answer is shown.
TRIES = 2
#: how many numbers follow the level in each action's id.
ARITY = {"learn": 0, "try": 4, "page": 5, "next": 2}
LessonHandler = Callable[[discord.Interaction, "LessonControl"], Awaitable[None]]
#: the handler of each action, registered by ``bot.handlers.lessons`` when it is imported.
HANDLERS: dict[str, LessonHandler] = {}
UNKNOWN = ""
_NUMBER = re.compile(r"0|[1-9][0-9]{0,18}")


@dataclass(frozen=True)
class LessonId:
    """A parsed custom id: ``numbers`` are what follows the level (see the module docstring)."""

    action: str
    match_id: int
    level: int
    numbers: tuple[int, ...] = ()

    def __str__(self) -> str:
        return ":".join([PREFIX, self.action, str(self.match_id), str(self.level), *map(str, self.numbers)])

    @property
    def subject(self) -> str:
        """What the control is about, for the logs."""
        return f"match {self.match_id}"

    @classmethod
    def parse(cls, body: str) -> LessonId:
        """``body`` is what follows ``analysis:``; BadComponent unless every part is well formed."""
        parts = body.split(":")
        if len(body) > ID_LIMIT or len(parts) < 3 or parts[0] not in ARITY or len(parts) != 3 + ARITY[parts[0]]:
            raise BadComponent()
        if not all(_NUMBER.fullmatch(part) for part in parts[1:]):
            raise BadComponent()
        numbers = [int(part) for part in parts[1:]]
        if any(number > MAX_ID for number in numbers) or not numbers[0] or not numbers[1]:
            raise BadComponent()
        return cls(parts[0], numbers[0], numbers[1], tuple(numbers[2:]))


class LessonControl(Dispatching, template=r"analysis:(?P<body>.*)"):
    """Any ``analysis:`` button or select; dispatches to the registered handler."""

    handlers = HANDLERS
    control: LessonId | None

    @classmethod
    def parse(cls, body: str) -> LessonId:
        return LessonId.parse(body)


def has_lessons(report: ai.AnalysisReport, seats: int) -> bool:
    """Whether a player of the match has a lesson in ``report`` (the button is shown then only)."""
    return any(ai.lessons(report, seat) for seat in range(seats))


def learn_view(lang: str, match_id: int, level: int) -> discord.ui.View:
    """The public "Learn from your mistakes" button under the analysis."""
    learn = button(LessonId("learn", match_id, level), i18n.t(lang, "lesson.learn"),
                   style=discord.ButtonStyle.primary, kind=LessonControl)
    return view_of(learn)


def question(plan: Plan, lang: str, number: int, state: Any) -> str:
    """"Lesson 1 of 2 · Move 23: you played 32-28?? Find a better move." """
    lesson = plan.lessons[number]
    ply = plan.report.plies[lesson.index]
    return i18n.t(lang, "lesson.question", number=number + 1, total=len(plan.lessons), move_number=lesson.index + 1,
                  played=plan.match.game.format_move(state, lesson.played), mark=MARKS.get(ply.judgement or "", ""))


def moves_view(plan: Plan, lang: str, state: Any, number: int, tries: int, found: int,
               page: int = 0) -> discord.ui.View:
    """The menu of the position's legal moves (a page of them, with Previous / Next when they do
    not fit), each choice a try at lesson ``number``."""
    game, lesson = plan.match.game, plan.lessons[number]
    moves = list(game.legal_moves(state))
    pages = page_count(len(moves))
    if not 0 <= page < pages:
        raise BadComponent()
    base = (plan.match.id, plan.report.level)
    tail = (number, lesson.index, tries, found)
    options = [move_option(lang, move, game.format_move(state, move)) for move in page_of(moves, page)]
    placeholder = (i18n.t(lang, "lesson.select") if pages == 1
                   else i18n.t(lang, "lesson.select_page", page=page + 1, pages=pages))
    items: list[discord.ui.Item[Any]] = [select(LessonId("try", *base, tail), placeholder, options, kind=LessonControl)]
    for target, key in ((page - 1, "button.previous"), (page + 1, "button.next")):
        if 0 <= target < pages:
            items.append(button(LessonId("page", *base, (*tail, target)),
                                i18n.t(lang, key, page=target + 1, pages=pages), row=1, kind=LessonControl))
    return view_of(*items)


def next_view(plan: Plan, lang: str, number: int, found: int) -> discord.ui.View | None:
    """"Next lesson" after lesson ``number``, or None after the last."""
    if number + 1 >= len(plan.lessons):
        return None
    control = LessonId("next", plan.match.id, plan.report.level, (number + 1, found))
    return view_of(button(control, i18n.t(lang, "lesson.next"), style=discord.ButtonStyle.primary, kind=LessonControl))


def verdict_text(plan: Plan, lang: str, number: int, state: Any, tried: Any, verdict: dict[str, bool],
                 tries: int, found: int) -> str:
    """What a try at lesson ``number`` is told: good (the computer's own move or not), try again,
    or the answer after the last try; then the summary after the last lesson."""
    game, lesson = plan.match.game, plan.lessons[number]
    words = {"tried": game.format_move(state, tried), "best": game.format_move(state, lesson.best)}
    if verdict["accepted"]:
        lines = [i18n.t(lang, "lesson.good_best" if verdict["best"] else "lesson.good", **words)]
    elif tries + 1 < TRIES:
        return "\n".join([question(plan, lang, number, state), i18n.t(lang, "lesson.retry", **words)])
    else:
        lines = [i18n.t(lang, "lesson.answer", **words)]
    if number + 1 >= len(plan.lessons):
        lines.append(summary(lang, found, len(plan.lessons)))
    return "\n".join([question(plan, lang, number, state), *lines])


def summary(lang: str, found: int, total: int) -> str:
    return i18n.t(lang, "lesson.summary", found=found, total=total)


__all__ = ["HANDLERS", "LessonControl", "LessonId", "TRIES", "UNKNOWN", "has_lessons", "learn_view",
           "moves_view", "next_view", "question", "summary", "verdict_text"]
