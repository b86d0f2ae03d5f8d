"""The results of a tournament's rounds, which pairing, the report file and the standings all read:
games (running, played over the board or decided by forfeit) and byes. Players are their Discord
user ids (a computer seat's id is the caller's choice)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

PlayerId = int

#: A bye's kind, after C.07 (2023) art. 16: ``"pairing"`` the pairing-allocated bye (a full point,
#: the player was there to play); ``"half"`` a half-point bye (a round missed by a late join, or
#: asked for); ``"zero"`` a zero-point bye. The last two are rounds the player chose not to play.
ByeKind = Literal["pairing", "half", "zero"]
BYE_POINTS: dict[ByeKind, float] = {"pairing": 1.0, "half": 0.5, "zero": 0.0}


@dataclass(frozen=True)
class Game:
    """One pairing of ``round`` (from 1): ``score`` is white's points (1, 0.5 or 0) once decided,
    black has the rest, None while the game runs; ``forfeit``: decided without play (a no-show),
    so neither side played it."""

    round: int
    white: PlayerId
    black: PlayerId
    score: float | None = None
    forfeit: bool = False

    def __post_init__(self) -> None:
        if self.score is not None and self.score not in (0.0, 0.5, 1.0):
            raise ValueError(f"a game's score is 1, 0.5 or 0, not {self.score!r}")
        if self.forfeit and self.score in (None, 0.5):
            raise ValueError("a forfeit has a winner")
        if self.white == self.black:
            raise ValueError("a player cannot meet themself")

    @property
    def decided(self) -> bool:
        return self.score is not None

    def points(self, player: PlayerId) -> float:
        """``player``'s points in this game (none while it runs)."""
        if self.score is None:
            return 0.0
        return self.score if player == self.white else 1.0 - self.score

    def has(self, player: PlayerId) -> bool:
        return player in (self.white, self.black)

    def opponent(self, player: PlayerId) -> PlayerId:
        return self.black if player == self.white else self.white


@dataclass(frozen=True)
class Bye:
    """``player`` sat out ``round`` with a bye of ``kind``."""

    round: int
    player: PlayerId
    kind: ByeKind = "pairing"

    @property
    def points(self) -> float:
        return BYE_POINTS[self.kind]


Result = Game | Bye
