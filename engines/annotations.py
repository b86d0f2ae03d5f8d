"""A game's analysis written into its record, as lichess and lidraughts export an analysed game.

After each analysed move, a ``{[%eval 0.85]}`` comment: the evaluation of the position the move
left, **from the first seat's side** (White's), in hundredths of the searchers' unit, so in men
for the draughts games and Mak-Yek as PGN counts pawns. That is PGN's and PDN's convention
(lichess, lidraughts, python-chess, chessops all read ``%eval`` as White's): a reader draws the
whole game's graph without knowing who moved. A forced end the search saw is ``#N`` (the winner
plays N more moves; ``#-N`` when the second seat wins); the move that ends the game carries no
evaluation, its result says it. A judged move is marked ``?!`` / ``?`` / ``??`` (inaccuracy /
mistake / blunder) and followed by the searcher's move as a variation ``(12. 32-28)``.

Move numbers are not repeated after a comment (``1. 32-28 {..} 19-23``): PGN's export format asks
for ``1...`` there, but readers accept its absence while pydraughts' PDN reader, which strips
comments before numbering, misreads a record whose numbers appear twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

#: an evaluation of 100 is one ``%eval`` unit: a man in the draughts games and Mak-Yek.
EVAL_UNIT = 100
MARKS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}


class AnalysedPly(Protocol):
    """What a record reads of one analysed move (``engines.ai.PlyAnalysis`` answers it)."""

    @property
    def seat(self) -> int: ...

    @property
    def move(self) -> Any: ...

    @property
    def best(self) -> Any: ...

    @property
    def eval_after(self) -> int: ...

    @property
    def forced_end(self) -> int | None: ...

    @property
    def judgement(self) -> str | None: ...


class RecordAnalysis(Protocol):
    """An analysis of the recorded game, one ply per move (``engines.ai.AnalysisReport``)."""

    @property
    def plies(self) -> Sequence[AnalysedPly]: ...


@dataclass(frozen=True)
class Notes:
    """What the analysis adds to one move: its mark, its comment, the better move's notation."""

    mark: str = ""
    comment: str | None = None
    better: str | None = None


def checked_plies(analysis: RecordAnalysis, moves: Sequence[Any]) -> Sequence[AnalysedPly]:
    """The analysis' plies, refused (ValueError) unless they are of exactly these moves."""
    plies = analysis.plies
    if len(plies) != len(moves) or any(ply.move != move for ply, move in zip(plies, moves)):
        raise ValueError("the analysis is of another game than the recorded moves")
    return plies


def notes_of(ply: AnalysedPly, better: str | None, ended: bool) -> Notes:
    """The notes of ``ply``; ``better`` the notation of its best move (given for a judged move);
    ``ended``: the move ended the game (no evaluation)."""
    return Notes(
        mark=MARKS[ply.judgement] if ply.judgement is not None else "",
        comment=None if ended else f"{{[%eval {eval_text(ply)}]}}",
        better=better if ply.judgement is not None else None,
    )


def eval_text(ply: AnalysedPly) -> str:
    """``%eval``'s value after ``ply``, from the first seat's side."""
    sign = 1 if ply.seat == 0 else -1
    plies = ply.forced_end
    if plies is not None:
        moves = max(1, (plies + 1) // 2)
        return f"#{moves}" if sign * ply.eval_after > 0 else f"#-{moves}"
    return f"{sign * ply.eval_after / EVAL_UNIT:.2f}"
