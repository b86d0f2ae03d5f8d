"""The engine contract shared by every game: errors, outcomes and the Game base class.

Engines are pure: no I/O, no clock, no logging, no global randomness. States are immutable;
``apply`` always validates and returns a new state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from engines.views import View


class UnknownGame(ValueError):
    """Raised by :func:`engines.get` for a key that names no game."""


class MoveError(ValueError):
    """A move that cannot be played. ``code`` is stable; ``params`` fill the explanation."""

    def __init__(self, code: str, message: str | None = None, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(message or code)


class BadNotation(MoveError):
    """The text does not name a move (syntax, unknown cell, ambiguous capture...)."""


class IllegalMove(MoveError):
    """The move is well formed but the rules forbid it now."""


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


@dataclass(frozen=True)
class Outcome:
    """The end of a game. ``winners`` is empty for a draw; ``reason`` is a stable key."""

    winners: tuple[int, ...]
    reason: str
    scores: tuple[int, ...] | None = None

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "reason": self.reason,
            "scores": None if self.scores is None else list(self.scores),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Outcome:
        scores = data.get("scores")
        return cls(
            winners=tuple(int(w) for w in data["winners"]),
            reason=str(data["reason"]),
            scores=None if scores is None else tuple(int(s) for s in scores),
        )


class Game:
    """Base class of every game object registered in :data:`engines.GAMES`.

    Subclasses implement the abstract methods; the helpers here keep option and seat checks
    identical across games.
    """

    key: ClassVar[str]
    seat_range: ClassVar[tuple[int, int]] = (2, 2)
    #: option name -> default value; anything else passed to ``new`` is refused.
    option_defaults: ClassVar[Mapping[str, Any]] = {}
    #: True when a seat's view holds what others may not see (card hands): the bot must then
    #: show ``legal_moves`` and private views only to their owner.
    hidden_information: ClassVar[bool] = False

    # --- contract -------------------------------------------------------------------------
    def new(self, seats: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None) -> Any:
        raise NotImplementedError

    def to_move(self, state: Any) -> int | None:
        raise NotImplementedError

    def legal_moves(self, state: Any) -> Sequence[Any]:
        raise NotImplementedError

    def apply(self, state: Any, seat: int, move: Any) -> Any:
        raise NotImplementedError

    def outcome(self, state: Any) -> Outcome | None:
        raise NotImplementedError

    def parse_move(self, state: Any, text: str) -> Any:
        raise NotImplementedError

    def format_move(self, state: Any, move: Any) -> str:
        raise NotImplementedError

    def player_view(self, state: Any, seat: int | None) -> View:
        """What ``seat`` may see (None: the public view), a typed view (see :mod:`engines.views`)."""
        raise NotImplementedError

    def dump(self, state: Any) -> dict[str, Any]:
        raise NotImplementedError

    def load(self, data: Mapping[str, Any]) -> Any:
        raise NotImplementedError

    def agreed_outcome(self, state: Any) -> Outcome:
        """Both sides agree to stop: a draw unless the game says otherwise."""
        return Outcome(winners=(), reason="agreement")

    # --- shared helpers ----------------------------------------------------------------------
    def check_seats(self, seats: int) -> int:
        low, high = self.seat_range
        if isinstance(seats, bool) or not isinstance(seats, int) or not low <= seats <= high:
            if low == high:
                raise ValueError(f"{self.key} is played by exactly {low} players, not {seats!r}")
            raise ValueError(f"{self.key} is played by {low} to {high} players, not {seats!r}")
        return seats

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults merged with ``options``; unknown names are refused with a clear message."""
        given = dict(options or {})
        unknown = sorted(set(given) - set(self.option_defaults))
        if unknown:
            known = ", ".join(sorted(self.option_defaults)) or "none"
            raise ValueError(f"unknown option(s) for {self.key}: {', '.join(unknown)} (known: {known})")
        return {**self.option_defaults, **given}

    def check_turn(self, state: Any, seat: int) -> None:
        """Raise the right IllegalMove when ``seat`` may not act now."""
        if self.outcome(state) is not None:
            raise IllegalMove("game_over", "the game is over")
        if seat != self.to_move(state):
            raise IllegalMove("not_your_turn", "it is not this seat's turn", seat=seat, to_move=self.to_move(state))

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.key!r}>"
