"""The service's pure rules: which games a command opens, who may offer a draw, what a move
shows publicly, and the results of a resignation or a timeout. No I/O, no state kept."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import engines
from engines.base import BoardMove
from bot.service.match import Match


def table_game(game: engines.AnyGame) -> bool:
    """Games opened with /table: more than two may sit (two-player games use /challenge)."""
    return game.seat_range[1] > 2


def challengeable(game: engines.AnyGame) -> bool:
    """Games a two-player challenge can start: two seats allowed. Hidden information is fine:
    the board shows only the public view, each private view goes to its owner ephemerally."""
    return game.seat_range[0] <= 2 <= game.seat_range[1]


def draws_allowed(match: Match) -> bool:
    """Draw (or stop) offers need every other player's yes: kept to two seats."""
    return len(match.seats) <= 2


def public_notation(game: engines.AnyGame, state: Any, move: Any) -> str:
    """The text of ``move`` that anyone may see (``Game.public_move_text``)."""
    return game.public_move_text(state, move)


def default_action(game: engines.AnyGame, state: Any) -> Any:
    """What a timed-out seat plays at a table (``Game.default_action``)."""
    return game.default_action(state)


def last_move_entry(move: Any, notation: str, seat: int, ply: int, number: int) -> dict[str, Any]:
    """What is kept of the last move: its notation, and its cells when the move has a path.
    ``ply``: the log's last entry (takebacks are entries too); ``number``: the move's place
    among the moves still standing, the number players see."""
    entry: dict[str, Any] = {"notation": notation, "seat": seat, "ply": ply, "number": number}
    if isinstance(move, BoardMove):
        entry["path"] = list(move.path)
        entry["captured"] = list(move.captured)
    return entry


def move_number(last: Mapping[str, Any]) -> int | None:
    """The number players see for a stored last move (``last_move_entry``); a move saved
    before numbers were kept counts its log entry."""
    number, ply = last.get("number"), last.get("ply")
    if isinstance(number, int) and not isinstance(number, bool):
        return number
    return ply + 1 if isinstance(ply, int) and not isinstance(ply, bool) else None


def resignation_result(game: engines.AnyGame, state: Any, seat: int, seats: int) -> dict[str, Any]:
    """Who wins when ``seat`` resigns. Two seats: the other. Three or more: the others, ranked as
    if all had agreed to stop (the engine's ``agreed_outcome``) without the resigner; if the
    resigner led, the best game score among the others wins (ties share). A game that ranks by
    score keeps the scores so far."""
    others = [s for s in range(seats) if s != seat]
    if state is None or not game.ranks_by_score:
        return {"winners": others, "reason": "resignation", "scores": None, "by": seat}
    agreed = game.agreed_outcome(state)
    scores = list(agreed.scores or [])
    winners = others if seats <= 2 else [w for w in agreed.winners if w != seat]
    if not winners and len(scores) == seats:
        best = max(scores[s] for s in others)
        winners = [s for s in others if scores[s] == best]
    ranking = engines.Outcome(winners=tuple(winners), reason="resignation", scores=tuple(scores) or None)
    return {**game.result_json(state, ranking), "by": seat}


def ended_by(match: Match) -> int | None:
    """The seat whose own action ended ``match``: who resigned, aborted or accepted the draw
    (the result's ``by``), else who played the last move; None when nobody did (the clock ran
    out, or played that last move for a seat that was out of time)."""
    result = match.row.result or {}
    if result.get("reason") == "timeout":
        return None
    by = result.get("by")
    if isinstance(by, int):
        return by
    last = match.row.last_move or {}
    seat = last.get("seat")
    return seat if isinstance(seat, int) and not last.get("by_clock") else None


def timeout_result(game: engines.AnyGame, state: Any, seat: int, seats: int) -> dict[str, Any]:
    """The result when ``seat`` runs out of time: the others win (reason ``timeout``)."""
    result = resignation_result(game, state, seat, seats)
    return {**result, "reason": "timeout"}
