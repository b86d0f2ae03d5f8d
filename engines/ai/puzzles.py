"""Puzzles mined from finished games, by lichess-puzzler's rule (its ``generator.py``).

    puzzles = ai.puzzles.mine(game, start, moves, report, level=8)
    ai.puzzles.check_answer(game, puzzle, step, "32-28")     # "right" | "wrong" | "done"

A candidate is the position after an opponent's move that the analysis (``report``) judged a
mistake or a blunder, when the side to move was not already winning (win chance at most
``ALREADY_WON`` before that move, lichess' 400 centipawns), is not worse after it, is not already
up in material, and has more than one move. From there a search deeper than the analysis's
(``level`` must be above ``report.level``) plays the solver's line: at each of the solver's turns
the best move must beat the second best by ``MARGIN`` of win chance (or win the game at once, or
be the only move), and the opponent answers with the searcher's best. The line stops at the first
turn without such a move (or after ``MAX_SOLVER_MOVES``) and is cut where its gain is secured:
where the game is won, else at the solver's move after whose reply the material surplus is at
its highest; a puzzle must win the game or at least ``MIN_GAIN`` (a man) of material.

lichess asks 0.5 of win chance between the best and the second best, on chess's curve where a
pawn is 0.2; our fitted curves (``engines.ai.win_curves``) make a man 0.35 in Dames, 0.40 in
Dames turques, 0.8 and more in Mak-Yek and Apit-Sodok, so ``MARGIN`` is 0.25 (three quarters of a
man in the draughts games). Macadam takes nothing: its evaluation says nothing of the result (its
fitted curve is flat), so the only puzzles it yields are forced wins the search finds after a
move that let one through. The card game yields none (hidden hands). Pure and deterministic.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, cast

from engines.ai.analysis import AnalysisReport, AnalysisStopped
from engines.ai.levels import level_of
from engines.ai.positions import Positions, mover
from engines.ai.problems import problem_of
from engines.ai.win_curves import win_chance
from engines.base import AnyGame

Answer = Literal["right", "wrong", "done"]
#: win chance (-1..1) by which the solver's move must beat the second best at every step.
MARGIN = 0.25
#: material (a man is 100) a line must win when it does not win the game.
MIN_GAIN = 100
#: the solver's win chance before the opponent's mistake above which there is nothing to find.
ALREADY_WON = 0.66
#: the solver's moves in a line at most.
MAX_SOLVER_MOVES = 6
_JUDGED = ("mistake", "blunder")


@dataclass(frozen=True)
class Puzzle:
    game: str
    #: the game's position text (``game.position``), with ``options`` what ``game.new`` needs.
    position: str
    #: the options other than ``position`` that rebuild the rules (``game.record_options``).
    options: Mapping[str, Any]
    #: the seat to move, who solves.
    seat: int
    #: the line in the game's notation, solver's moves at even steps, the opponent's replies between.
    solution: tuple[str, ...]
    #: "win" (the line wins the game) or "material", and "sacrifice" when it gives first.
    themes: tuple[str, ...]
    #: a first guess at the puzzle's rating (lichess' scale), corrected by the players' results.
    rating: int
    #: the index, in the game, of the opponent's move after which the position arose.
    ply: int
    #: at each of the solver's moves, the win chance by which it beat the second best (2.0 when
    #: it was the only move or won at once).
    margins: tuple[float, ...] = field(default=())

    @property
    def steps(self) -> int:
        """The solver's moves to find."""
        return (len(self.solution) + 1) // 2

    def to_json(self) -> str:
        return json.dumps(dataclasses.asdict(self) | {"options": dict(self.options)}, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Puzzle:
        data = json.loads(text)
        return cls(
            game=str(data["game"]),
            position=str(data["position"]),
            options=dict(data["options"]),
            seat=int(data["seat"]),
            solution=tuple(str(move) for move in data["solution"]),
            themes=tuple(str(theme) for theme in data["themes"]),
            rating=int(data["rating"]),
            ply=int(data["ply"]),
            margins=tuple(float(margin) for margin in data["margins"]),
        )


def mine(
    game: AnyGame,
    start: Any,
    moves: Sequence[Any],
    report: AnalysisReport,
    level: int = 8,
    stop: Callable[[], bool] | None = None,
) -> list[Puzzle]:
    """The puzzles of the game that began at ``start`` and played ``moves``, analysed in
    ``report`` (see the module docstring), in the game's order. ``stop`` is the caller's clock
    (raises :class:`AnalysisStopped`)."""
    if game.hidden_information:
        return []
    if report.game != game.key or len(report.plies) != len(moves):
        raise ValueError("the report is not the analysis of this game")
    if level <= report.level:
        raise ValueError(f"puzzles are checked by a search deeper than the analysis's (level {report.level})")
    problem = problem_of(game)
    if problem is None:
        return []
    solver = _Solver(game, problem, level, stop)
    options = game.record_options(start)
    found: list[Puzzle] = []
    missed: dict[int, str] = {}
    state = start
    for ply, move in zip(report.plies, moves):
        state = game.apply(state, ply.seat, move)
        seat = game.to_move(state)
        if ply.judgement not in _JUDGED or seat is None or seat == ply.seat:
            continue
        if -ply.chance_before > ALREADY_WON or -ply.chance_after < 0:
            continue
        puzzle = solver.cook(state, seat, options, ply.index)
        if puzzle is not None and puzzle.solution[0] != missed.get(seat):
            found.append(puzzle)
        if puzzle is not None:
            # the same shot left standing over the next moves is one puzzle, not one a move
            missed[seat] = puzzle.solution[0]
        elif seat in missed:
            del missed[seat]
    return found


def puzzle_state(game: AnyGame, puzzle: Puzzle, step: int = 0) -> Any:
    """The position of ``puzzle`` once the first ``step`` moves of its solution are played."""
    state = game.new(options={**puzzle.options, "position": puzzle.position})
    for text in puzzle.solution[:step]:
        seat = mover(game, state)
        state = game.apply(state, seat, game.parse_move(state, text))
    return state


def check_answer(game: AnyGame, puzzle: Puzzle, step: int, move_text: str) -> Answer:
    """The solver's answer at ``step`` (an even index of the solution): "wrong", "right" (the
    opponent's reply ``solution[step + 1]`` follows, then the solver's next step), or "done".

    A move is right when it leaves the same position as the solution's move (the position text:
    men, side to move and, in Mak-Yek, the captures; a draughts capture is one move whatever its
    path, so any path the game reads as it is right), or when both end the game won for the
    solver (any winning move is as good as another). A text the game cannot read, or an illegal
    move, raises the game's ``BadNotation`` / ``IllegalMove``: no try is spent on it."""
    if step % 2 or not 0 <= step < len(puzzle.solution):
        raise ValueError(f"step {step} is not one of the solver's moves")
    state = puzzle_state(game, puzzle, step)
    seat = mover(game, state)
    expected = game.apply(state, seat, game.parse_move(state, puzzle.solution[step]))
    played = game.apply(state, seat, game.parse_move(state, move_text))
    same = _text(game, played) == _text(game, expected) or (_won(game, played, seat) and _won(game, expected, seat))
    if not same:
        return "wrong"
    return "done" if step + 1 >= len(puzzle.solution) else "right"


class _Positioned(Protocol):
    def position(self, state: Any) -> str: ...


def _text(game: AnyGame, state: Any) -> str:
    """The board game's position text (every game mined has one)."""
    return cast(_Positioned, game).position(state)


def _won(game: AnyGame, state: Any, seat: int) -> bool:
    outcome = game.outcome(state)
    return outcome is not None and outcome.winners == (seat,)


@dataclass
class _Step:
    move: Any
    margin: float


class _Solver:
    """The deeper search: scores positions and moves, plays the solver's line."""

    def __init__(self, game: AnyGame, problem: Any, level: int, stop: Callable[[], bool] | None) -> None:
        self.game, self.problem, self.stop = game, problem, stop
        self.strength = dataclasses.replace(level_of(level), noise=0)
        self.positions = Positions(game, problem, self.strength, stop)

    def cook(self, state: Any, seat: int, options: Mapping[str, Any], ply: int) -> Puzzle | None:
        game = self.game
        try:
            loaded = game.new(options={**options, "position": _text(game, state)})
        except ValueError:
            return None
        if _texts(game, loaded) != _texts(game, state):
            return None  # the position text does not carry all of it (Macadam's placement...)
        if len(self.candidates(loaded)) < 2 or self.material(loaded, seat) > 0:
            return None
        line, states, margins = self.line(loaded, seat)
        cut = self.cut(line, states, seat)
        if cut is None:
            return None
        end, themes = cut
        solution = tuple(game.format_move(states[i], line[i]) for i in range(end))
        margins = margins[: (end + 1) // 2]
        first_takes = bool(line[0].captured)
        return Puzzle(
            game=game.key,
            position=_text(game, loaded),
            options=dict(options),
            seat=seat,
            solution=solution,
            themes=themes,
            rating=_rating(len(margins), first_takes, len(game.legal_moves(loaded)), margins[0]),
            ply=ply,
            margins=tuple(round(margin, 4) for margin in margins),
        )

    def line(self, state: Any, seat: int) -> tuple[list[Any], list[Any], list[float]]:
        """The solver's line from ``state``: moves, the states before each (and the last one
        after), and the margin of each solver's move."""
        game = self.game
        line: list[Any] = []
        states = [state]
        margins: list[float] = []
        while game.outcome(state) is None and len(margins) < MAX_SOLVER_MOVES:
            acting = mover(game, state)
            if acting == seat:
                step = self.unique(state, seat)
                if step is None:
                    break
                move = step.move
                margins.append(step.margin)
            else:
                move = self.best(state, self.candidates(state))[0]
            line.append(move)
            state = game.apply(state, acting, move)
            states.append(state)
        while game.outcome(state) is None and game.to_move(state) != seat and line:
            # the last solver's move is judged by what the opponent answers
            move = self.best(state, self.candidates(state))[0]
            line.append(move)
            state = game.apply(state, mover(game, state), move)
            states.append(state)
        return line, states, margins

    def cut(self, line: Sequence[Any], states: Sequence[Any], seat: int) -> tuple[int, tuple[str, ...]] | None:
        """Where the solution ends (moves kept) and its themes, or None: no gain worth a puzzle."""
        game = self.game
        start = self.material(states[0], seat)
        best_gain, best_end = 0, 0
        for index in range(len(line)):
            if game.to_move(states[index]) != seat:
                continue
            if _won(game, states[index + 1], seat):
                return index + 1, ("win",)
            after = index + 1
            while after < len(line) and game.to_move(states[after]) != seat:
                after += 1  # the opponent's replies
            gain = self.material(states[after], seat) - start
            if gain > best_gain:
                best_gain, best_end = gain, index + 1
        if best_gain < MIN_GAIN:
            return None
        themes: tuple[str, ...] = ("material",)
        second = next((i for i in range(1, best_end) if game.to_move(states[i]) == seat), None)
        if second is not None and self.material(states[second], seat) < start:
            themes += ("sacrifice",)
        return best_end, themes

    # --- the search ----------------------------------------------------------------------------
    def candidates(self, state: Any) -> list[Any]:
        return self.positions.candidates(state)

    def material(self, state: Any, seat: int) -> int:
        return int(self.problem.material(self.problem.position(state), seat))

    def unique(self, state: Any, seat: int) -> _Step | None:
        """The solver's move at ``state`` when it stands out (see the module docstring)."""
        game = self.game
        candidates = self.candidates(state)
        best, score = self.best(state, candidates)
        after = game.apply(state, seat, best)
        if len(candidates) == 1 or _won(game, after, seat):
            return _Step(best, 2.0)
        text = _text(game, after)
        others = [move for move in candidates if _text(game, game.apply(state, seat, move)) != text]
        if not others:
            return _Step(best, 2.0)
        second = self.best(state, others)[1]
        margin = win_chance(game.key, score) - win_chance(game.key, second)
        return _Step(best, margin) if margin >= MARGIN else None

    def best(self, state: Any, moves: Sequence[Any]) -> tuple[Any, int]:
        """The best of ``moves`` and its score for the side to move (the game's units)."""
        game = self.game
        seat = mover(game, state)
        if len(moves) == 1:
            return moves[0], self.value(game.apply(state, seat, moves[0]), seat)
        best, score = self.positions.search(state, moves)
        if self.stop is not None and self.stop():
            raise AnalysisStopped
        return best, score

    def value(self, state: Any, seat: int) -> int:
        """The score of ``state`` for ``seat``."""
        score = self.positions.score(state)[0]
        if self.stop is not None and self.stop():
            raise AnalysisStopped
        return score if seat == 0 else -score


def _texts(game: AnyGame, state: Any) -> list[str]:
    return sorted(game.format_move(state, move) for move in game.legal_moves(state))


def _rating(steps: int, first_takes: bool, choices: int, margin: float) -> int:
    """A first guess (lichess starts every puzzle at 1500): longer lines, a quiet first move, more
    moves to choose from and a closer second best make it harder."""
    guess = 1300 + 200 * (steps - 1) + (0 if first_takes else 150) + 5 * min(choices, 40)
    guess -= round(100 * min(margin, 1.0))
    return max(600, min(2800, guess))
