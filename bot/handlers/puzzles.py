"""Puzzles (issue 29): the private puzzle (from ``/puzzle`` or the puzzle of the day's "Solve"
button) and the presses of its ``puzzle:`` controls (``bot.present.puzzles`` builds them).
``solve``: the puzzle, privately, at its first step; ``try``: a move chosen in the menu, checked
against the solution (right: the reply is played and the next step asked; the last one solves it;
a wrong one fails it, the solution shown; both rate the player once); ``page``: another page of the
menu. Each press reads the puzzle again and checks the id against it: another server's puzzle, a
step that is not the solver's, a move that is not legal there: answered, nothing changes.
"""

from __future__ import annotations

import io
from collections.abc import Callable

import discord

from bot.errors import BadComponent
from bot.handlers.actions import action, not_valid
from bot.languages import user_lang
from bot.present.captions import image_words
from bot.present.puzzles import HANDLERS, UNKNOWN, PuzzleControl, PuzzleHandler, PuzzleId, moves_view, question
from bot.present.puzzles import verdict
from bot.runtime import runtime_of
from bot.service import Session
from render import Captions

#: the puzzle's board, read on a phone.
PUZZLE_BOARD_SIZE = 400


def puzzle_action(name: str) -> Callable[[PuzzleHandler], PuzzleHandler]:
    """Register the handler of the ``puzzle:`` components whose id names ``name`` (admitted and
    answered as every control's press: ``bot.handlers.actions.action``)."""
    return action(name, HANDLERS)


def _ids(control: PuzzleControl) -> PuzzleId:
    assert control.control is not None
    return control.control


async def board_file(interaction: discord.Interaction, session: Session, lang: str) -> discord.File:
    """The position of ``session``, drawn in the drawing pool as boards are."""
    service = runtime_of(interaction).service
    image = await service.position_png(session.game, session.state, size=PUZZLE_BOARD_SIZE,
                                       captions=Captions(words=image_words(lang)))
    return discord.File(io.BytesIO(image), filename=f"puzzle-{session.row.id}-{session.step // 2 + 1}.png")


async def show(interaction: discord.Interaction, session: Session, *, edit: bool) -> None:
    """The puzzle at its step, privately: the question, the board, the menu (sent, or in place of
    the message pressed). ``interaction`` was deferred."""
    lang = await user_lang(interaction)
    # only the first step says it is practice
    practice = session.step == 0 and await runtime_of(interaction).service.puzzles.tried(session, interaction.user.id)
    text = question(session, lang, practice=practice)
    view = moves_view(session, lang)
    board = await board_file(interaction, session, lang)
    if edit:
        await interaction.edit_original_response(content=text, attachments=[board], view=view)
    else:
        await interaction.followup.send(text, file=board, view=view, ephemeral=True)


@puzzle_action("solve")
async def solve(interaction: discord.Interaction, control: PuzzleControl) -> None:
    """The puzzle of the day's public button: the puzzle, privately, for whoever pressed."""
    session = await runtime_of(interaction).service.puzzles.open(_ids(control).puzzle_id, interaction.guild_id,
                                                                 interaction.user.id)
    await interaction.response.defer(ephemeral=True, thinking=True)
    await show(interaction, session, edit=False)


@puzzle_action("page")
async def show_page(interaction: discord.Interaction, control: PuzzleControl) -> None:
    ids = _ids(control)
    step, page = ids.numbers
    session = await runtime_of(interaction).service.puzzles.open(ids.puzzle_id, interaction.guild_id,
                                                                 interaction.user.id, step)
    lang = await user_lang(interaction)
    await interaction.response.edit_message(view=moves_view(session, lang, page))


@puzzle_action("try")
async def try_move(interaction: discord.Interaction, control: PuzzleControl) -> None:
    """A move chosen: right (the reply, then the next step), solved, or failed."""
    ids, service = _ids(control), runtime_of(interaction).service
    session = await service.puzzles.open(ids.puzzle_id, interaction.guild_id, interaction.user.id, ids.numbers[0])
    game, state = session.game, session.state
    legal = {game.format_move(state, move): move for move in game.legal_moves(state)}
    if len(control.values) != 1 or control.values[0] not in legal:
        raise BadComponent()
    await interaction.response.defer()
    answered = await service.puzzles.answer(session, interaction.user.id, legal[control.values[0]])
    if answered.verdict == "right":
        await show(interaction, answered.session, edit=True)
        return
    assert answered.attempt is not None
    lang = await user_lang(interaction)
    text = verdict(session, lang, control.values[0], answered.attempt)
    await interaction.edit_original_response(content=text, view=None)


puzzle_action(UNKNOWN)(not_valid)

__all__ = ["PUZZLE_BOARD_SIZE", "board_file", "puzzle_action", "show"]
