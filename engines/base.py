"""The engine contract shared by every game: the Game base class, with the contract's errors
(:mod:`engines.errors`) and :class:`Outcome` (:mod:`engines.outcome`) under their usual names.

Engines are pure: no I/O, no clock, no logging, no global randomness. States are immutable;
``apply`` always validates and returns a new state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from engines.errors import BadNotation, BadOption, IllegalMove, MoveError, UnknownGame
from engines.outcome import Outcome
from engines.annotations import RecordAnalysis
from engines.records import read_record, write_record

if TYPE_CHECKING:
    from engines.views import View

#: a game's state type (immutable) and move type.
S = TypeVar("S")
M = TypeVar("M")


@dataclass(frozen=True)
class BoardMove:
    """A move of a board game as DESIGN.md defines it: ``path`` are the cells visited, start
    first; ``captured`` the cells whose pieces it removes. Games subclass it to add their own."""

    path: tuple[Any, ...]
    captured: tuple[Any, ...] = ()

    @property
    def start(self) -> Any:
        return self.path[0]

    @property
    def end(self) -> Any:
        return self.path[-1]


class Game(Generic[S, M]):
    """Base class of every game object registered in :data:`engines.GAMES`, generic in the
    game's state type ``S`` and move type ``M`` (each engine subclasses ``Game[ItsState, ItsMove]``).

    Subclasses implement the contract methods; the optional capabilities below have defaults
    here, so a caller asks every game the same questions and never probes for a method. The
    helpers at the end keep option and seat checks identical across games.
    """

    key: ClassVar[str]
    seat_range: ClassVar[tuple[int, int]] = (2, 2)
    #: option name -> default value; anything else passed to ``new`` is refused.
    option_defaults: ClassVar[Mapping[str, Any]] = {}
    #: True when a seat's view holds what others may not see (card hands): the bot must then
    #: show ``legal_moves`` and private views only to their owner.
    hidden_information: ClassVar[bool] = False
    #: True when a move may be entered cell by cell through :meth:`next_steps`.
    steps_entry: ClassVar[bool] = False
    #: True when the game ranks its players on points (``Outcome.scores``) rather than naming a
    #: winner by the position: a result is then read as a ranking, with its tie-break.
    ranks_by_score: ClassVar[bool] = False

    # --- contract -------------------------------------------------------------------------
    def new(self, seats: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None) -> S:
        raise NotImplementedError

    def to_move(self, state: S) -> int | None:
        raise NotImplementedError

    def legal_moves(self, state: S) -> Sequence[M]:
        raise NotImplementedError

    def apply(self, state: S, seat: int, move: M) -> S:
        raise NotImplementedError

    def outcome(self, state: S) -> Outcome | None:
        raise NotImplementedError

    def parse_move(self, state: S, text: str) -> M:
        raise NotImplementedError

    def format_move(self, state: S, move: M) -> str:
        raise NotImplementedError

    def player_view(self, state: S, seat: int | None) -> View:
        """What ``seat`` may see (None: the public view), a typed view (see :mod:`engines.views`)."""
        raise NotImplementedError

    def dump(self, state: S) -> dict[str, Any]:
        raise NotImplementedError

    def load(self, data: Mapping[str, Any]) -> S:
        raise NotImplementedError

    def agreed_outcome(self, state: S) -> Outcome:
        """Both sides agree to stop: a draw unless the game says otherwise."""
        return Outcome(winners=(), reason="agreement")

    # --- optional capabilities (defaults) ----------------------------------------------------
    def public_move_text(self, state: S, move: M) -> str:
        """What anyone may read of ``move`` played from ``state`` (move logs, public messages):
        the notation, unless part of the move is secret."""
        return self.format_move(state, move)

    def next_steps(self, state: S, partial_path: Sequence[str]) -> dict[str, bool]:
        """Step-by-step entry (games with ``steps_entry``): the cells the move may visit next
        after the cells clicked so far, each with whether the move may end there. Games without
        it offer nothing to click: ``{}``."""
        return {}

    def default_action(self, state: S) -> M:
        """What a seat that ran out of time plays when the game goes on without it: the first
        legal move in the engine's order. ``state`` must have a seat to act."""
        return self.legal_moves(state)[0]

    def final_tiebreak(self, state: S) -> str | None:
        """Games that rank by score: the criterion that decided the final ranking (a stable key);
        None before the game's own end, and for every other game."""
        return None

    def result_json(self, state: S, outcome: Outcome) -> dict[str, Any]:
        """``outcome`` reached at ``state`` as stored and shown: ``Outcome.to_json()``, plus for a
        game that ranks by score its ``tiebreak`` (None when the game stopped before its end)."""
        data = outcome.to_json()
        if self.ranks_by_score:
            data["tiebreak"] = self.final_tiebreak(state)
        return data

    def round_of(self, state: S) -> int | None:
        """The round (period of play) ``state`` is in, for games played in several (a new one
        starts per-round bookkeeping, such as timeout counts, again); None for a single period."""
        return None

    # --- game records (engines.records) ------------------------------------------------------
    def record(
        self, start: S, moves: Sequence[M], tags: Mapping[str, str] | None = None, *, reveal: bool = False,
        analysis: RecordAnalysis | None = None,
    ) -> str:
        """The record of the match that began at ``start`` and played ``moves``: a tag-pair
        header (``tags`` add or override tags) and the moves (see :mod:`engines.records`).
        ``reveal``: games with hidden information add what was hidden once the game is over.
        ``analysis``: an ``ai.analyse`` report of these moves, written in as lichess and
        lidraughts annotate a record (:mod:`engines.annotations`)."""
        return write_record(self, start, moves, tags, analysis)

    def read_record(self, text: str) -> tuple[S, list[M], dict[str, str]]:
        """``(start, moves, tags)`` of a record, the inverse of :meth:`record`."""
        return read_record(self, text)

    def seat_tag(self, seat: int) -> str:
        """The record's tag naming the player at ``seat``: White and Black (the first seat moves first)."""
        return ("White", "Black")[seat]

    def result_token(self, outcome: Outcome | None) -> str:
        """The record's ``Result`` of ``outcome`` (None: unfinished): "1-0", "0-1", "1/2-1/2", "*"."""
        if outcome is None:
            return "*"
        if outcome.is_draw:
            return "1/2-1/2"
        return "1-0" if outcome.winners == (0,) else "0-1"

    def result_tags(self, outcome: Outcome | None, seats: int) -> dict[str, str]:
        """The tags a record gives ``outcome`` (None: unfinished) at a table of ``seats``: the
        ``Result`` token here; a game ranking more than two seats gives each one's place."""
        return {"Result": self.result_token(outcome)}

    def record_header(self, start: S) -> dict[str, str]:
        """Tags the game always writes in a record (a PDN ``GameType``...)."""
        return {}

    def record_options(self, start: S) -> dict[str, Any]:
        """The options, other than ``position``, under which :meth:`new` rebuilds the rules of
        ``start``: those that differ from the defaults."""
        return {}

    # --- shared helpers ----------------------------------------------------------------------
    def check_seats(self, seats: int) -> int:
        low, high = self.seat_range
        if isinstance(seats, bool) or not isinstance(seats, int) or not low <= seats <= high:
            if low == high:
                raise BadOption("seats_exact", f"{self.key} is played by exactly {low} players, not {seats!r}",
                                n=low)
            raise BadOption("seats", f"{self.key} is played by {low} to {high} players, not {seats!r}",
                            min=low, max=high)
        return seats

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults merged with ``options``; unknown names are refused with a clear message."""
        given = dict(options or {})
        unknown = sorted(set(given) - set(self.option_defaults))
        if unknown:
            known = ", ".join(sorted(self.option_defaults)) or "none"
            raise BadOption("unknown_option",
                            f"unknown option(s) for {self.key}: {', '.join(unknown)} (known: {known})",
                            option=unknown[0])
        return {**self.option_defaults, **given}

    def check_turn(self, state: S, seat: int) -> None:
        """Raise the right IllegalMove when ``seat`` may not act now."""
        if self.outcome(state) is not None:
            raise IllegalMove("game_over", "the game is over")
        if seat != self.to_move(state):
            raise IllegalMove("not_your_turn", "it is not this seat's turn", seat=seat, to_move=self.to_move(state))

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.key!r}>"


#: any game, whatever its state and move types (registries and the bot hold these).
AnyGame = Game[Any, Any]


__all__ = [
    "AnyGame", "BadNotation", "BadOption", "BoardMove", "Game", "IllegalMove", "MoveError", "Outcome", "UnknownGame",
]
