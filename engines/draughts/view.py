"""The view of the two draughts games: the shared board view plus the pieces that may be huffed."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engines.views import BoardView, Label, items, keep, need


@dataclass(frozen=True, slots=True)
class DraughtsView(BoardView):
    """``huffable``: the cells of the pieces the next player may huff (empty without huffing)."""

    huffable: tuple[Label, ...]

    def extra_json(self) -> dict[str, Any]:
        return {"huffable": list(self.huffable)}

    @classmethod
    def extra_from_json(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        return {"huffable": items(need(data, "huffable"), "huffable", keep)}
