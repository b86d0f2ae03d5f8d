"""Post-game analysis of a board game, as lichess' analysis board does it.

    report = ai.analyse(game, start, moves, level=7)

Every position of the game is searched once by the alpha-beta searcher at ``level`` (without the
level's noise, so the best move is the one ``ai.choose`` plays at a noise-free level). Its score
becomes a win chance by the game's fitted curve (``engines.ai.win_curves``); a move's loss is the
mover's win chance before it minus after it, judged with lichess' thresholds, and each player's
accuracy is lichess' (``engines.ai.accuracy``). Two moves are never judged: a forced one (the
only legal move), and the searcher's own choice (what it loses is the search's horizon, not the
player's). Pure and deterministic: the same input gives the same report.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, cast

from engines.ai.accuracy import game_accuracy, move_accuracy
from engines.ai.levels import level_of
from engines.ai.positions import Positions, mover, one_ply_further
from engines.ai.problems import problem_of
from engines.ai.search import WIN, WON
from engines.ai.win_curves import win_chance
from engines.base import AnyGame

Judgement = Literal["inaccuracy", "mistake", "blunder"]
#: win chance lost (on the -1..1 scale) from which a move is judged, worst first (lichess).
THRESHOLDS: tuple[tuple[float, Judgement], ...] = ((0.3, "blunder"), (0.2, "mistake"), (0.1, "inaccuracy"))


class NotAnalysable(ValueError):
    """The game cannot be analysed (the card game: hidden hands make a move's value a guess)."""


class AnalysisStopped(Exception):
    """The caller's ``stop`` said the time was up: no report (a partial one would mislead)."""


@dataclass(frozen=True)
class PlyAnalysis:
    """One move of the game. Evaluations are the mover's, in the game's units (a draughts man is
    100); win chances are the mover's on the -1..1 scale (-1 lost, 1 won)."""

    index: int
    seat: int
    move: Any
    #: the searcher's move in the position before (one of its legal moves).
    best: Any
    #: the only legal move: never judged, left out of the mover's accuracy.
    forced: bool
    eval_before: int
    eval_after: int
    chance_before: float
    chance_after: float
    #: the win chance the move gave away (0..2); 0 for a forced move or the searcher's own.
    win_loss: float
    judgement: Judgement | None
    #: lichess' accuracy of this move alone (0..100).
    accuracy: float

    @property
    def forced_end(self) -> int | None:
        """Plies from the position after the move to the end the search found forced (a win for
        the mover when ``eval_after`` is positive, a loss when negative); None when it saw none."""
        return WIN - abs(self.eval_after) if abs(self.eval_after) >= WON else None


@dataclass(frozen=True)
class AnalysisReport:
    game: str
    level: int
    plies: tuple[PlyAnalysis, ...]
    #: seat -> the player's accuracy (0..100), for every seat that moved.
    accuracy: Mapping[int, float]
    #: the position the game began in (what reads the moves back: ``to_json``).
    start: Any = None

    def to_json(self) -> dict[str, Any]:
        """The report as JSON-able data (stored, sent between processes): the start as the game
        dumps it, each move and best move in the game's notation from the position before."""
        import engines  # the registry imports the games, which may import this module

        game = engines.get(self.game)
        plies, state = [], self.start
        for ply in self.plies:
            entry = {name.name: getattr(ply, name.name) for name in dataclasses.fields(ply)}
            entry["move"] = game.format_move(state, ply.move)
            entry["best"] = None if ply.best is None else game.format_move(state, ply.best)
            plies.append(entry)
            state = game.apply(state, ply.seat, ply.move)
        return {"game": self.game, "level": self.level, "start": game.dump(self.start), "plies": plies,
                "accuracy": {str(seat): value for seat, value in self.accuracy.items()}}

    @classmethod
    def from_json(cls, game: AnyGame, data: Mapping[str, Any]) -> AnalysisReport:
        """The report ``to_json`` gave, read back (the game's ``BadNotation``, ``KeyError`` or
        ``ValueError`` when it is damaged)."""
        if data["game"] != game.key:
            raise ValueError(f"an analysis of {data['game']}, not {game.key}")
        start = state = game.load(data["start"])
        plies = []
        for entry in data["plies"]:
            move = game.parse_move(state, entry["move"])
            best = None if entry["best"] is None else game.parse_move(state, entry["best"])
            plies.append(PlyAnalysis(**{**entry, "move": move, "best": best}))
            state = game.apply(state, entry["seat"], move)
        accuracy = {int(seat): float(value) for seat, value in data["accuracy"].items()}
        return cls(game.key, int(data["level"]), tuple(plies), accuracy, start)

    def curve(self) -> tuple[float, ...]:
        """Seat 0's win chance (0..1) at the start and after each ply: the chart's line."""
        return _curve(self.plies)

    def counts(self, seat: int) -> dict[Judgement, int]:
        """How many inaccuracies, mistakes and blunders ``seat`` made."""
        counts: dict[Judgement, int] = {"inaccuracy": 0, "mistake": 0, "blunder": 0}
        for ply in self.plies:
            if ply.seat == seat and ply.judgement is not None:
                counts[ply.judgement] += 1
        return counts


def _curve(plies: Sequence[PlyAnalysis]) -> tuple[float, ...]:
    if not plies:
        return ()
    points = [_as_seat0(plies[0], before=True)]
    points.extend(_as_seat0(ply, before=False) for ply in plies)
    return tuple(points)


def _as_seat0(ply: PlyAnalysis, before: bool) -> float:
    chance = ply.chance_before if before else ply.chance_after
    return (1 + (chance if ply.seat == 0 else -chance)) / 2


def judge(win_loss: float) -> Judgement | None:
    """lichess' judgement of a move that gave away ``win_loss`` (-1..1 scale)."""
    return next((name for threshold, name in THRESHOLDS if win_loss >= threshold), None)


def analyse(
    game: AnyGame,
    start: Any,
    moves: Sequence[Any],
    level: int = 7,
    progress: Callable[[int, int], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> AnalysisReport:
    """The analysis of the game that began at ``start`` and played ``moves`` (see the module
    docstring). ``progress(done, total)`` hears each ply analysed; ``stop`` is the caller's clock
    (raises :class:`AnalysisStopped`). An illegal move raises the game's ``IllegalMove``."""
    scans = scan(game, start, moves, level, final=True, progress=progress, stop=stop)
    return assemble(game, start, moves, level, scans)


@dataclass(frozen=True)
class Scan:
    """One position of the game searched: ``score`` in seat 0's view (None: its only candidate
    was played, so its score is the next position's), the searcher's move there (None in the
    final position), whether it had one legal move, and the seat to move (None at the end)."""

    score: int | None
    best: Any
    forced: bool
    seat: int | None


def scan(
    game: AnyGame,
    state: Any,
    moves: Sequence[Any],
    level: int,
    final: bool = True,
    progress: Callable[[int, int], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> list[Scan]:
    """The positions before each of ``moves`` (played from ``state``) searched, and the one after
    the last when ``final`` (the game's end). Each position is searched on its own, so a game may
    be scanned in slices (a caller that shows progress between them: a slice starts at the
    position before its first move) and the slices joined by :func:`assemble` give the report
    :func:`analyse` gives."""
    strength = dataclasses.replace(level_of(level), noise=0)
    if game.hidden_information:
        raise NotAnalysable(f"{game.key} cannot be analysed: its hands are hidden")
    problem = problem_of(game)
    if problem is None:
        raise NotAnalysable(f"no searcher for {game.key}")
    states, seats = replay(game, state, moves)
    position = Positions(game, problem, strength, stop)
    total = len(moves)
    scans = []
    for index, move in enumerate(moves):
        legal = game.legal_moves(states[index])
        candidates = position.candidates(states[index], legal)
        forced = len(legal) == 1
        if len(candidates) == 1 and candidates[0] == move:
            scans.append(Scan(None, candidates[0], forced, seats[index]))  # its score is the next position's
        else:
            score, best = position.score(states[index], legal)
            scans.append(Scan(score, best, forced, seats[index]))
        if stop is not None and stop():
            raise AnalysisStopped
        if progress is not None:
            progress(index + 1, total)
    if final:
        scans.append(Scan(position.score(states[total])[0], None, False, game.to_move(states[total])))
    return scans


def assemble(game: AnyGame, start: Any, moves: Sequence[Any], level: int, scans: Sequence[Scan]) -> AnalysisReport:
    """The report of the game from the scans of all its positions (:func:`scan`), in order."""
    total = len(moves)
    if len(scans) != total + 1:
        raise ValueError(f"{len(scans)} positions scanned for a game of {total + 1}")
    seats = [entry.seat for entry in scans[:total]]
    if None in seats:
        raise ValueError(f"the game was over before move {seats.index(None) + 1}")
    scores: list[Any] = [entry.score for entry in scans]
    for index in reversed(range(total)):
        if scores[index] is None:
            scores[index] = one_ply_further(scores[index + 1])
    plies = tuple(
        _ply(game.key, index, cast(int, seats[index]), moves[index], scans[index].best, scans[index].forced,
             scores[index], scores[index + 1])
        for index in range(total)
    )
    return AnalysisReport(game.key, level, plies, _accuracies(plies), start)


def replay(game: AnyGame, start: Any, moves: Sequence[Any]) -> tuple[list[Any], list[int]]:
    """The positions of the game (before each move, then the final one) and each move's seat."""
    states, seats = [start], []
    for move in moves:
        seat = mover(game, states[-1])
        seats.append(seat)
        states.append(game.apply(states[-1], seat, move))
    return states, seats


def _ply(key: str, index: int, seat: int, move: Any, best: Any, forced: bool, before: Any, after: Any) -> PlyAnalysis:
    sign = 1 if seat == 0 else -1
    eval_before, eval_after = sign * before, sign * after
    chance_before, chance_after = win_chance(key, eval_before), win_chance(key, eval_after)
    own = forced or move == best
    loss = 0.0 if own else max(0.0, chance_before - chance_after)
    return PlyAnalysis(
        index=index,
        seat=seat,
        move=move,
        best=best,
        forced=forced,
        eval_before=eval_before,
        eval_after=eval_after,
        chance_before=chance_before,
        chance_after=chance_after,
        win_loss=loss,
        judgement=None if own else judge(loss),
        accuracy=move_accuracy(50 * loss),
    )


def _accuracies(plies: Sequence[PlyAnalysis]) -> dict[int, float]:
    """lichess' game accuracy per seat; forced moves weigh in the windows, not in the means."""
    percents = [100 * chance for chance in _curve(plies)]
    moves = [(ply.seat, ply.accuracy, ply.forced) for ply in plies]
    return game_accuracy(percents, moves)
