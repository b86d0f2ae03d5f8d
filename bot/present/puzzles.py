"""Puzzles (issue 29): the private question (heading, whose move, the menu of legal moves), the
verdicts with the rating changes, and the puzzle of the day's post with its "Solve" button. Pure:
the puzzle session (``bot.service.Session``) in, words and components out.

Custom ids ``puzzle:<action>:<puzzle>[:<number>...]`` carry only the puzzle's id and indexes, so a
puzzle keeps working over a restart: ``solve`` (the public button of the puzzle of the day), ``try``
(the move menu: the solver's step), ``page`` (the step, then the menu's page). One ``DynamicItem``
class catches them all and hands the press to the handler registered for its action
(``bot.handlers.puzzles``); a malformed or forged id goes to :data:`UNKNOWN`'s handler ("not
valid"), and changes nothing. The menu is built like the lessons' (``bot.present.menus``).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot import i18n
from bot.errors import BadComponent
from bot.present.controls import ID_LIMIT, MAX_ID, Dispatching, button, select, view_of
from bot.present.menus import move_option, page_count, page_of
from bot.service import Session
from bot.storage.puzzles import Attempt

PREFIX = "puzzle"
#: how many numbers follow the puzzle's id in each action's id.
ARITY = {"solve": 0, "try": 1, "page": 2}
PuzzleHandler = Callable[[discord.Interaction, "PuzzleControl"], Awaitable[None]]
#: the handler of each action, registered by ``bot.handlers.puzzles`` when it is imported.
HANDLERS: dict[str, PuzzleHandler] = {}
UNKNOWN = ""
_NUMBER = re.compile(r"0|[1-9][0-9]{0,18}")


@dataclass(frozen=True)
class PuzzleId:
    """A parsed custom id: ``numbers`` are what follows the puzzle's id."""

    action: str
    puzzle_id: int
    numbers: tuple[int, ...] = ()

    def __str__(self) -> str:
        return ":".join([PREFIX, self.action, str(self.puzzle_id), *map(str, self.numbers)])

    @property
    def subject(self) -> str:
        """What the control is about, for the logs."""
        return f"puzzle {self.puzzle_id}"

    @classmethod
    def parse(cls, body: str) -> PuzzleId:
        """``body`` is what follows ``puzzle:``; BadComponent unless every part is well formed."""
        parts = body.split(":")
        if len(body) > ID_LIMIT or len(parts) < 2 or parts[0] not in ARITY or len(parts) != 2 + ARITY[parts[0]]:
            raise BadComponent()
        if not all(_NUMBER.fullmatch(part) for part in parts[1:]):
            raise BadComponent()
        numbers = [int(part) for part in parts[1:]]
        if any(number > MAX_ID for number in numbers) or not numbers[0]:
            raise BadComponent()
        return cls(parts[0], numbers[0], tuple(numbers[1:]))


class PuzzleControl(Dispatching, template=r"puzzle:(?P<body>.*)"):
    """Any ``puzzle:`` button or select; dispatches to the registered handler."""

    handlers = HANDLERS
    control: PuzzleId | None

    @classmethod
    def parse(cls, body: str) -> PuzzleId:
        return PuzzleId.parse(body)


def heading(session: Session, lang: str) -> str:
    """"**Puzzle #12** · Dames (international draughts) · puzzle rating 1540" """
    return i18n.t(lang, "puzzle.heading", id=session.row.id, game=i18n.game_name(lang, session.puzzle.game),
                  rating=session.row.rating.shown)


def to_play(session: Session, lang: str) -> str:
    """"White to play: find the best move." (the seat's colour as the game's board names it)."""
    colours = session.game.player_view(session.state, None).seat_colours()
    key = "puzzle.to_play" if session.step == 0 else "puzzle.to_play_next"
    return i18n.t(lang, key, colour=i18n.colour(lang, colours, session.puzzle.seat))


def history(session: Session, lang: str) -> list[str]:
    """The solver's right moves so far, each with the reply it brought (the id carries the step only)."""
    solution = session.puzzle.solution
    return [i18n.t(lang, "puzzle.right", move=solution[step], reply=solution[step + 1])
            for step in range(0, session.step, 2)]


def question(session: Session, lang: str, *, practice: bool = False) -> str:
    """The private message at a step: the heading, what happened so far, whose move."""
    lines = [heading(session, lang), *history(session, lang)]
    if practice and session.step == 0:
        lines.append(i18n.t(lang, "puzzle.practice"))
    lines.append(to_play(session, lang))
    return "\n".join(lines)


def _change(before: int, after: int) -> str:
    return f"{after - before:+d}".replace("-", "−")


def verdict(session: Session, lang: str, move: str, attempt: Attempt) -> str:
    """Solved (with the rating changes) or failed (the solution shown, the rating changes)."""
    words: dict[str, Any] = {"move": move, "solution": " ".join(session.puzzle.solution)}
    if attempt.rated:
        words |= {"before": attempt.player_before.shown, "after": attempt.player_after.shown,
                  "change": _change(attempt.player_before.shown, attempt.player_after.shown),
                  "puzzle_before": attempt.puzzle_before.shown, "puzzle_after": attempt.puzzle_after.shown}
    key = "puzzle.solved" if attempt.solved else "puzzle.failed"
    line = i18n.t(lang, key if attempt.rated else f"{key}_practice", **words)
    return "\n".join([heading(session, lang), *history(session, lang), line])


def moves_view(session: Session, lang: str, page: int = 0) -> discord.ui.View:
    """The menu of the position's legal moves (a page of them, with Previous / Next when they do
    not fit), each choice an answer at the session's step."""
    game, state = session.game, session.state
    moves = list(game.legal_moves(state))
    pages = page_count(len(moves))
    if not 0 <= page < pages:
        raise BadComponent()
    puzzle_id, step = session.row.id, session.step
    options = [move_option(lang, move, game.format_move(state, move)) for move in page_of(moves, page)]
    placeholder = (i18n.t(lang, "puzzle.select") if pages == 1
                   else i18n.t(lang, "puzzle.select_page", page=page + 1, pages=pages))
    menu = select(PuzzleId("try", puzzle_id, (step,)), placeholder, options, kind=PuzzleControl)
    items: list[discord.ui.Item[Any]] = [menu]
    for target, key in ((page - 1, "button.previous"), (page + 1, "button.next")):
        if 0 <= target < pages:
            items.append(button(PuzzleId("page", puzzle_id, (step, target)),
                                i18n.t(lang, key, page=target + 1, pages=pages), row=1, kind=PuzzleControl))
    return view_of(*items)


def daily_text(session: Session, lang: str) -> str:
    """The puzzle of the day's public post."""
    return "\n".join([i18n.t(lang, "puzzle.daily", game=i18n.game_name(lang, session.puzzle.game)),
                      heading(session, lang), to_play(session, lang), i18n.t(lang, "puzzle.daily_hint")])


def solve_view(lang: str, puzzle_id: int) -> discord.ui.View:
    """The public "Solve" button under the puzzle of the day."""
    return view_of(button(PuzzleId("solve", puzzle_id), i18n.t(lang, "puzzle.solve"),
                          style=discord.ButtonStyle.primary, kind=PuzzleControl))


__all__ = ["HANDLERS", "PREFIX", "PuzzleControl", "PuzzleId", "UNKNOWN", "daily_text", "heading", "moves_view",
           "history", "question", "solve_view", "to_play", "verdict"]
