"""The match the service hands out: ``Match`` (a stored match row, ``match.row``, with its engine and decoded
state), ``Played`` (a committed move) and ``ClockEvent`` (what the turn clock did)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import engines
from bot.decoded import Decoded
from bot.storage import MatchRow
from engines.views import View


@dataclass(frozen=True)
class Match:
    """A stored match with its engine and decoded state."""

    row: MatchRow
    game: engines.AnyGame
    state: Any
    #: ``state`` with the views built of it, each once (shared by every Match of that state the
    #: service hands out; a Match made without it keeps its own).
    decoded: Decoded | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.state is not None and (self.decoded is None or self.decoded.state is not self.state):
            object.__setattr__(self, "decoded", Decoded(self.game, self.state))

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def version(self) -> int:
        return self.row.version

    @property
    def status(self) -> str:
        return self.row.status

    @property
    def seats(self) -> tuple[int, ...]:
        return self.row.seats

    @property
    def is_open(self) -> bool:
        return self.row.status in ("challenge", "active")

    @property
    def is_table(self) -> bool:
        """Opened with /table: players join a lobby, then the host deals (see ``open_table``)."""
        return bool(self.row.options.get("table"))

    @property
    def is_lobby(self) -> bool:
        """A table still waiting for its players: no state yet (``state`` is None)."""
        return self.is_table and self.state is None

    @property
    def tournament(self) -> tuple[int, int, int] | None:
        """(tournament, round, board) of a tournament game, else None."""
        link = self.row.options.get("tournament")
        if not isinstance(link, dict):
            return None
        values = [link.get(key) for key in ("id", "round", "board")]
        numbers = [value for value in values if isinstance(value, int) and not isinstance(value, bool)]
        return (numbers[0], numbers[1], numbers[2]) if len(numbers) == 3 else None

    @property
    def host(self) -> int:
        return int(self.row.options.get("host", self.row.seats[0]))

    @property
    def max_seats(self) -> int:
        return int(self.row.options.get("max_seats", self.game.seat_range[1]))

    @property
    def days(self) -> int | None:
        """Days per move (None: unlimited; matches made before clocks existed have none)."""
        days = self.row.options.get("days")
        return int(days) if days else None

    @property
    def computers(self) -> Mapping[int, int]:
        """The seats the computer plays, with their level: ``{seat: level}`` (issue 12)."""
        return self.row.computers

    @property
    def seat_to_move(self) -> int | None:
        """The seat to act, or None when the match is not being played."""
        return self.game.to_move(self.state) if self.row.status == "active" else None

    @property
    def user_to_move(self) -> int | None:
        seat = self.seat_to_move
        return None if seat is None else self.row.seats[seat]

    def seat_of(self, user_id: int) -> int | None:
        """The user's seat (the one to move first if they hold several), None if not playing."""
        seats = self.row.seats_of(user_id)
        if not seats:
            return None
        return self.seat_to_move if self.seat_to_move in seats else seats[0]

    def view(self, seat: int | None = None) -> View:
        """``seat``'s typed view (None: the public one), see :mod:`engines.views`; built once."""
        if self.decoded is None:
            return self.game.player_view(self.state, seat)
        return self.decoded.view(seat)

    def legal_moves(self, user_id: int) -> list[tuple[Any, str]]:
        """``(move, notation)`` for each legal move, if it is ``user_id``'s turn; else empty."""
        seat = self.seat_to_move
        if seat is None or self.row.seats[seat] != user_id:
            return []
        return [(move, self.game.format_move(self.state, move)) for move in self.game.legal_moves(self.state)]


@dataclass(frozen=True)
class Played:
    """A committed move: the match after it, who played what, and the move object (for drawing).

    ``notation`` is the full move, for its player only (it may hold a secret);
    ``public_notation`` is what the move log, the last move and every public message show.
    """

    match: Match
    seat: int
    notation: str
    move: Any
    ply: int
    public_notation: str = ""

    @property
    def continues(self) -> bool:
        """The same seat acts again (an optional action that does not end its turn)."""
        return self.match.seat_to_move == self.seat


@dataclass(frozen=True)
class ClockEvent:
    """What the turn clock did to a match: ``reminder`` (the seat to move was reminded),
    ``timeout`` (that seat lost on time: the match is finished) or ``default`` (a table played
    the seat's default actions, ``moves``; ``auto`` once the seat is played by default for the
    rest of the round) or ``expired`` (an open challenge or a table's lobby passed its expiry
    unanswered: ``user_id`` is its challenger or host, ``seat`` 0)."""

    kind: Literal["reminder", "timeout", "default", "expired"]
    match: Match
    seat: int
    user_id: int
    moves: tuple[str, ...] = ()
    auto: bool = False


def challenger_of(match: Match) -> int:
    """Who made the challenge (or opened the table)."""
    return int(match.row.options.get("challenger", match.seats[0]))


def opponent_of(match: Match) -> int:
    """Who was challenged."""
    challenger = challenger_of(match)
    return next((uid for uid in match.seats if uid != challenger), match.seats[-1])


def pick_match(matches: Sequence[Match], user_id: int) -> Match | None:
    """Of a user's matches here, the one meant: the only one, or the only one awaiting their move."""
    if len(matches) == 1:
        return matches[0]
    mine = [m for m in matches if m.user_to_move == user_id]
    return mine[0] if len(mine) == 1 else None
