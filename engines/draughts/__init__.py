"""The draughts family: Dames (international, 10x10) and Dames turques (8x8)."""

from engines.draughts.game import DraughtsGame
from engines.draughts.rules import DAMES_RULES, DAMES_TURQUES_RULES, DraughtsRules
from engines.draughts.state import DraughtsMove, DraughtsState

DAMES = DraughtsGame(DAMES_RULES)
DAMES_TURQUES = DraughtsGame(DAMES_TURQUES_RULES)

__all__ = ["DAMES", "DAMES_TURQUES", "DraughtsGame", "DraughtsMove", "DraughtsRules", "DraughtsState"]
