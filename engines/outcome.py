"""How a game ended (:class:`Outcome`): shared by the engines, their views and their records.
It imports nothing of the project."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


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
