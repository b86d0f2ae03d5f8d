"""The two games as data: Mak-Yek and Apit-Sodok differ only in how far a capture reaches.

The engine reads these fields and never tests a game's key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

START_POSITION = "bbbbbbbb/8/bbbbbbbb/8/8/wwwwwwww/8/wwwwwwww w 0 0 0"
DEFAULT_NO_CAPTURE_PLIES = 50
NO_CAPTURE_PLIES_RANGE = (10, 1000)


@dataclass(frozen=True)
class MakYekRules:
    key: str
    #: True: interception and intervention take whole runs of enemy men (Apit-Sodok);
    #: False: interception takes exactly one man and intervention the two adjacent men (Mak-Yek).
    line_captures: bool
    colours: tuple[str, str] = ("white", "black")
    start_position: str = START_POSITION
    option_defaults: Mapping[str, Any] = field(
        default_factory=lambda: MappingProxyType(
            {"position": None, "no_capture_plies": DEFAULT_NO_CAPTURE_PLIES}
        )
    )


MAK_YEK_RULES = MakYekRules(key="mak-yek", line_captures=False)
APIT_SODOK_RULES = MakYekRules(key="apit-sodok", line_captures=True)
