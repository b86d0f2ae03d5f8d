"""The view of Mak-Yek and Apit-Sodok: the shared board view plus the capture counts."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engines.views import BoardView, counts, need


@dataclass(frozen=True, slots=True)
class MakYekView(BoardView):
    """``captures``: the men each seat has taken; ``no_capture_plies`` since the last capture,
    against ``no_capture_limit``."""

    captures: tuple[int, ...]
    no_capture_plies: int
    no_capture_limit: int

    def extra_json(self) -> dict[str, Any]:
        return {
            "captures": list(self.captures),
            "no_capture_plies": self.no_capture_plies,
            "no_capture_limit": self.no_capture_limit,
        }

    @classmethod
    def extra_from_json(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        return {
            "captures": counts(need(data, "captures")),
            "no_capture_plies": need(data, "no_capture_plies"),
            "no_capture_limit": need(data, "no_capture_limit"),
        }
