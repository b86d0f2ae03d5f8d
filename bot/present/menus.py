"""Menus under a board: paging, the pieces that can move, and step-by-step entry.

Step-by-step entry serves every engine that offers ``game.next_steps(state, path)`` (the cells
the move may go to next after the cells clicked so far, and whether it may end there): the
player picks a first cell on the board (a piece, or a cell that is a whole move, such as a
placement), then each next cell in a private picker, with "Stop here" wherever the move may end.
The path clicked so far travels in the custom ids (``gt:step:<match>:<version>:<page>_<path>``),
each cell in two characters without separators, so a picker keeps working after a restart; a
path too long for Discord's 100 characters is finished with ``/move``.
"""

from __future__ import annotations

import functools
import string
from collections.abc import Sequence
from typing import Any

import discord

import engines
from engines.base import BoardMove
from bot import i18n
from bot.errors import BadComponent
from bot.present.controls import ID_LIMIT, ControlId, GameControl, button, select
from bot.service import Match
from engines.views import BoardView

MENU_LIMIT = 25
_DIGITS = string.digits + string.ascii_lowercase


def page_count(entries: int) -> int:
    """How many menus of ``MENU_LIMIT`` entries ``entries`` need (at least one)."""
    return max(1, -(-entries // MENU_LIMIT))


def page_of(entries: list[Any], page: int) -> list[Any]:
    return entries[page * MENU_LIMIT:(page + 1) * MENU_LIMIT]


def move_option(lang: str, move: object, text: str) -> discord.SelectOption:
    """A move of a menu; one that removes pieces says which ("takes c4, e4")."""
    captured = [str(cell) for cell in move.captured] if isinstance(move, BoardMove) else []
    description = i18n.t(lang, "select.move_takes", cells=", ".join(captured))[:100] if captured else None
    return discord.SelectOption(label=text[:100], value=text, description=description)


def pieces_that_move(match: Match) -> dict[str, int]:
    """Start cell -> number of legal moves, in the engine's move order (board games only)."""
    starts: dict[str, int] = {}
    if match.seat_to_move is None:
        return starts
    for move in match.game.legal_moves(match.state):
        if not isinstance(move, BoardMove) or not move.path:
            return {}
        starts[str(move.path[0])] = starts.get(str(move.path[0]), 0) + 1
    return starts


def piece_select(match: Match, lang: str, starts: dict[str, int], page: int | None, *, row: int = 0) -> Any:
    """The menu of the pieces that can move; ``page`` None: the only page (custom id without a page)."""
    cells = list(starts)
    pages = page_count(len(cells))
    options = [
        discord.SelectOption(label=i18n.t(lang, f"select.piece_option@{match.game.key}", cell=cell, n=starts[cell]),
                             value=cell)
        for cell in page_of(cells, page or 0)
    ]
    if page is None:
        return select(ControlId("piece", match.id, match.version), i18n.t(lang, f"select.piece@{match.game.key}"),
                      options, row=row)
    return select(ControlId("piece", match.id, match.version, str(page)),
                  i18n.t(lang, "select.piece_page", page=page + 1, pages=pages), options, row=row)


def page_buttons(match: Match, lang: str, action_name: str, page: int, pages: int, arg_of: Any) -> list[Any]:
    """"Previous" / "Next" buttons of a paged menu; ``arg_of(page)`` is the custom id's argument."""
    found = []
    if page > 0:
        found.append(button(ControlId(action_name, match.id, match.version, arg_of(page - 1)),
                            i18n.t(lang, "button.previous", page=page, pages=pages), row=1))
    if page + 1 < pages:
        found.append(button(ControlId(action_name, match.id, match.version, arg_of(page + 1)),
                            i18n.t(lang, "button.next", page=page + 2, pages=pages), row=1))
    return found


# --- step-by-step entry ------------------------------------------------------------------------
def stepwise(match: Match) -> bool:
    """The engine guides a move cell by cell (``next_steps``)."""
    return match.game.steps_entry


def next_steps(match: Match, path: Sequence[str]) -> dict[str, bool]:
    """Where the move may go after ``path``; a path the engine refuses did not come from us."""
    if match.seat_to_move is None:
        return {}
    try:
        return dict(match.game.next_steps(match.state, list(path)))
    except engines.MoveError:
        raise BadComponent() from None


def may_end(match: Match, path: Sequence[str]) -> bool:
    """The move may end after ``path`` (its last cell was offered as an end)."""
    return bool(path) and next_steps(match, path[:-1]).get(path[-1], False)


class CellCodec:
    """Paths in custom ids: each cell in two characters, no separator.

    Boards whose cell names are all two letters or digits (``c5``, ``32``) use the names; other
    boards the cell's index in the view, in base 36.
    """

    def __init__(self, labels: Sequence[str]) -> None:
        self.labels = tuple(labels)
        self.index = {label: i for i, label in enumerate(self.labels)}
        self.plain = all(len(label) == 2 and label.isascii() and label.isalnum() for label in self.labels)

    def encode(self, path: Sequence[str]) -> str:
        if self.plain:
            return "".join(path)
        return "".join(_DIGITS[self.index[cell] // 36] + _DIGITS[self.index[cell] % 36] for cell in path)

    def decode(self, text: str) -> list[str]:
        """The cells of an encoded path; BadComponent for anything we would not have written."""
        if len(text) % 2:
            raise BadComponent()
        chunks = [text[i:i + 2] for i in range(0, len(text), 2)]
        if self.plain:
            if any(chunk not in self.index for chunk in chunks):
                raise BadComponent()
            return chunks
        cells = []
        for chunk in chunks:
            if any(ch not in _DIGITS for ch in chunk):
                raise BadComponent()
            index = int(chunk, 36)
            if index >= len(self.labels):
                raise BadComponent()
            cells.append(self.labels[index])
        return cells


@functools.lru_cache(maxsize=64)
def _codec(labels: tuple[str, ...]) -> CellCodec:
    return CellCodec(labels)


def codec_of(match: Match) -> CellCodec:
    view = match.view(None)
    return _codec(tuple(str(cell.label) for cell in view.cells) if isinstance(view, BoardView) else ())


def path_arg(match: Match, page: int, path: Sequence[str]) -> str:
    """``<page>_<path>``: the argument of a step menu or of a button showing one."""
    return f"{page}_{codec_of(match).encode(path)}"


def read_path_arg(match: Match, arg: str | None) -> tuple[int, list[str]]:
    page, sep, cells = (arg or "").partition("_")
    if not sep or not page.isdigit():
        raise BadComponent()
    return int(page), codec_of(match).decode(cells)


def _ends_at_once(steps: dict[str, bool]) -> bool:
    """The first click is a whole move (a placement): the menu lists cells, not pieces."""
    return any(steps.values())


def step_select(match: Match, lang: str, path: Sequence[str], steps: dict[str, bool], page: int, *,
                row: int = 0) -> GameControl:
    """One page of the cells that may come after ``path`` (the first cell when it is empty)."""
    cells = list(steps)
    pages = page_count(len(cells))
    paged = {"page": page + 1, "pages": pages}
    if path:
        key, params = "select.next", {"cell": path[-1]}
    elif _ends_at_once(steps):
        key, params = "select.cell", {}
    else:
        key, params = "select.piece", {"game": match.game.key}  # a game's own word for its pieces
    placeholder = i18n.t(lang, f"{key}_page" if pages > 1 else key, **params, **paged)
    counts = pieces_that_move(match) if not path and not _ends_at_once(steps) else {}
    options = []
    for cell in page_of(cells, page):
        if cell in counts:
            label = i18n.t(lang, f"select.piece_option@{match.game.key}", cell=cell, n=counts[cell])
            options.append(discord.SelectOption(label=label[:100], value=cell))
            continue
        if not path and not steps[cell]:
            options.append(discord.SelectOption(label=cell[:100], value=cell))
            continue
        if not steps[cell]:
            hint = "step.must_go_on"
        elif next_steps(match, [*path, cell]):
            hint = "step.goes_on"
        else:
            hint = "step.ends"
        options.append(discord.SelectOption(label=cell[:100], value=cell, description=i18n.t(lang, hint)[:100]))
    return select(ControlId("step", match.id, match.version, path_arg(match, page, path)), placeholder[:150],
                  options, row=row)


def first_step_controls(match: Match, lang: str) -> list[Any]:
    """For the board: the menu of first cells, and "More ..." when they take several pages."""
    steps = next_steps(match, [])
    if not steps:
        return []
    items: list[Any] = [step_select(match, lang, [], steps, 0)]
    pages = page_count(len(steps))
    if pages > 1:
        key = "button.more_cells" if _ends_at_once(steps) else "button.more_pieces"
        items.append(button(ControlId("path", match.id, match.version, path_arg(match, 1, [])),
                            i18n.t(lang, key, page=2, pages=pages), row=1))
    return items


def step_picker(match: Match, lang: str, path: Sequence[str], page: int) -> tuple[str, list[Any]]:
    """The private picker after ``path``: its text and its items (menu, pages, Stop here, Back, Cancel)."""
    path = list(path)
    steps = next_steps(match, path)
    pages = page_count(len(steps))
    if not steps or not 0 <= page < pages:
        raise BadComponent()
    stop = may_end(match, path)
    span = {"first": page * MENU_LIMIT + 1, "last": min(len(steps), (page + 1) * MENU_LIMIT), "page": page + 1,
            "pages": pages, "n": len(steps)}
    shown = "-".join(path)
    if not path:
        if pages > 1:
            content = i18n.t(lang, "cells.page" if _ends_at_once(steps) else "pieces.page", **span)
        else:
            content = i18n.t(lang, "steps.start_cells" if _ends_at_once(steps) else f"steps.start@{match.game.key}")
    elif len(path) == 1 and not stop:
        content = i18n.t(lang, f"steps.piece@{match.game.key}", cell=path[0])
    else:
        content = i18n.t(lang, "steps.path_stop" if stop else "steps.path", path=shown, cell=path[-1])
    items: list[Any] = [step_select(match, lang, path, steps, page)]
    items += page_buttons(match, lang, "path", page, pages, lambda p: path_arg(match, p, path))
    tail: list[Any] = []
    if stop:
        tail.append(button(ControlId("stop", match.id, match.version, codec_of(match).encode(path)),
                           i18n.t(lang, "button.stop"), style=discord.ButtonStyle.success, row=1))
    if path:
        tail.append(button(ControlId("path", match.id, match.version, path_arg(match, 0, path[:-1])),
                           i18n.t(lang, "button.back"), row=1))
    tail.append(button(ControlId("cancel", match.id, match.version), i18n.t(lang, "button.cancel"),
                       style=discord.ButtonStyle.danger, row=1))
    items += tail
    if all(_fits(item) for item in items):
        return content, items
    # Too long for Discord's custom ids: keep what still fits, and say how to finish the move.
    return i18n.t(lang, "steps.too_long", path=shown), [item for item in tail if _fits(item)]


def _fits(item: GameControl) -> bool:
    return item.control is not None and len(str(item.control)) <= ID_LIMIT
