"""Learn from your mistakes (issue 29): the presses of the ``analysis:`` controls
(``bot.present.lessons`` builds them). ``learn``: the presser's first lesson, privately, with the
board before the move; ``try``: a move chosen in the lesson's menu, judged by the computer;
``page``: another page of that menu; ``next``: the next lesson. Each press reads the stored
analysis again (``service.lessons.plan``) and checks the id against it: a lesson of another player,
or one the analysis no longer has, is answered and changes nothing.
"""

from __future__ import annotations

import io
from collections.abc import Callable

import discord

from bot.errors import BadComponent
from bot.handlers.actions import action, not_valid
from bot.languages import user_lang
from bot.present.captions import image_words
from bot.present.lessons import HANDLERS, TRIES, UNKNOWN, LessonControl, LessonHandler, LessonId, moves_view
from bot.present.lessons import next_view, question, verdict_text
from bot.publish.captions import seat_names
from bot.runtime import runtime_of
from bot.service import Plan
from render import Captions

#: the lesson's board, read on a phone.
LESSON_BOARD_SIZE = 400


def lesson_action(name: str) -> Callable[[LessonHandler], LessonHandler]:
    """Register the handler of the ``analysis:`` components whose id names ``name`` (admitted and
    answered as every control's press: ``bot.handlers.actions.action``)."""
    return action(name, HANDLERS)


def _ids(control: LessonControl) -> LessonId:
    assert control.control is not None
    return control.control


async def _plan(interaction: discord.Interaction, ids: LessonId) -> Plan:
    return await runtime_of(interaction).service.lessons.plan(ids.match_id, interaction.user.id,
                                                              interaction.guild_id, ids.level)


async def _board(interaction: discord.Interaction, plan: Plan, state: object, lang: str, number: int) -> discord.File:
    runtime = runtime_of(interaction)
    names = await seat_names(runtime, plan.match, lang, short=True)
    image = await runtime.service.position_png(plan.match.game, state, size=LESSON_BOARD_SIZE,
                                               captions=Captions(names=names, words=image_words(lang)))
    return discord.File(io.BytesIO(image), filename=f"lesson-{plan.match.id}-{number + 1}.png")


async def _show(interaction: discord.Interaction, plan: Plan, number: int, found: int, *, edit: bool) -> None:
    """Lesson ``number``: its question, board and menu (sent, or in place of the message pressed)."""
    lang = await user_lang(interaction)
    lesson = plan.lesson(number)
    state = plan.position(lesson)
    text = question(plan, lang, number, state)
    view = moves_view(plan, lang, state, number, 0, found)
    board = await _board(interaction, plan, state, lang, number)
    if edit:
        await interaction.edit_original_response(content=text, attachments=[board], view=view)
    else:
        await interaction.followup.send(text, file=board, view=view, ephemeral=True)


@lesson_action("learn")
async def learn(interaction: discord.Interaction, control: LessonControl) -> None:
    """The public button: the presser's first lesson, privately (refused privately for others)."""
    ids = _ids(control)
    plan = await _plan(interaction, ids)
    await interaction.response.defer(ephemeral=True, thinking=True)
    await _show(interaction, plan, 0, 0, edit=False)


@lesson_action("next")
async def next_lesson(interaction: discord.Interaction, control: LessonControl) -> None:
    ids = _ids(control)
    number, found = ids.numbers
    plan = await _plan(interaction, ids)
    plan.lesson(number)
    if found > number:
        raise BadComponent()
    await interaction.response.defer()
    await _show(interaction, plan, number, found, edit=True)


def _checked(plan: Plan, numbers: tuple[int, ...]) -> tuple[int, int, int]:
    """``(lesson, tries, found)`` of a menu's id, checked against the plan."""
    number, ply, tries, found = numbers[:4]
    plan.lesson(number, ply)
    if tries >= TRIES or found > number:
        raise BadComponent()
    return number, tries, found


@lesson_action("page")
async def show_page(interaction: discord.Interaction, control: LessonControl) -> None:
    ids = _ids(control)
    plan = await _plan(interaction, ids)
    number, tries, found = _checked(plan, ids.numbers)
    state = plan.position(plan.lessons[number])
    lang = await user_lang(interaction)
    await interaction.response.edit_message(view=moves_view(plan, lang, state, number, tries, found, ids.numbers[4]))


@lesson_action("try")
async def try_move(interaction: discord.Interaction, control: LessonControl) -> None:
    """A move chosen: judged by the computer; good, try again, or the answer after the last try."""
    ids, service = _ids(control), runtime_of(interaction).service
    plan = await _plan(interaction, ids)
    number, tries, found = _checked(plan, ids.numbers)
    lesson = plan.lessons[number]
    state = plan.position(lesson)
    game = plan.match.game
    legal = {game.format_move(state, move): move for move in game.legal_moves(state)}
    if len(control.values) != 1 or control.values[0] not in legal:
        raise BadComponent()
    tried = legal[control.values[0]]
    await interaction.response.defer()
    verdict = await service.lessons.judge(plan, lesson, state, tried, interaction.user.id)
    lang = await user_lang(interaction)
    found += verdict["accepted"]
    text = verdict_text(plan, lang, number, state, tried, verdict, tries, found)
    if not verdict["accepted"] and tries + 1 < TRIES:
        view: discord.ui.View | None = moves_view(plan, lang, state, number, tries + 1, found)
    else:
        view = next_view(plan, lang, number, found)
    await interaction.edit_original_response(content=text, view=view)


lesson_action(UNKNOWN)(not_valid)

__all__ = ["LESSON_BOARD_SIZE", "lesson_action"]
