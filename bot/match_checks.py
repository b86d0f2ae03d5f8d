"""The game's part of the load-time check of a stored match (the storage checks each column:
``bot.storage.row_checks``; this checks what only the engines know). ``GameService`` runs
``check_match`` on every match row it decodes, so a match that fails it is never handed out: it is
left out of lists and answered "match #N cannot be loaded", and nothing else is affected.

Messages name the problem, never the state (it may hold a hand).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import engines
from bot.decoded import DecodeCache
from bot.kinds import UNDEALT
from bot.storage import MatchRow
from engines.views import BoardView, View


def check_match(row: MatchRow, decoded: DecodeCache) -> None:
    """Raise ValueError unless the engine can play and show ``row``: a known game, a state it
    loads (none for a table not dealt yet), as many seats as that state has, the seat to move
    among them, a running match not over, and a last move on cells of its board.

    The state is decoded through ``decoded``, where the service finds it next (loaded once, its
    public view built once)."""
    game = engines.get(row.game)  # UnknownGame is a ValueError
    low, high = game.seat_range
    if row.options.get("table") and row.status in UNDEALT:
        if row.state or row.last_move is not None:
            raise ValueError("a table not dealt yet has a state")
        if not 1 <= len(row.seats) <= high:
            raise ValueError("the table has more seats than the game")
        return
    if not row.state:
        raise ValueError("the match has no state")
    try:
        loaded = decoded.load(game, row.state_text, row.state)
        view = loaded.view(None)
        to_move = game.to_move(loaded.state)
    except Exception as exc:  # any failure of the engine on a damaged state
        raise ValueError(f"the engine cannot load its state ({type(exc).__name__})") from None
    shown = view.seat_count()
    if not low <= len(row.seats) <= high or (shown is not None and shown != len(row.seats)):
        raise ValueError("its seats do not match the game")
    if to_move is not None and not 0 <= to_move < len(row.seats):
        raise ValueError("the seat to move is not at the table")
    if row.status == "active" and to_move is None:
        raise ValueError("a running match whose game is over")
    if row.last_move is not None:
        _check_cells(view, [*row.last_move.get("path", ()), *row.last_move.get("captured", ())])


def _check_cells(view: View, labels: Iterable[Any]) -> None:
    """The last move's cells are cells of the board the public view lists (card games list none)."""
    if not isinstance(view, BoardView):
        return
    known = {str(cell.label) for cell in view.cells}
    if any(str(label) not in known for label in labels):
        raise ValueError("the last move names a cell that is not on the board")
