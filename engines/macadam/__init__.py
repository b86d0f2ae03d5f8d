"""Macadam (Pierre Canuel, 1997): slides on one's own side, jumps over one's own pawns, goals."""

from engines.macadam.game import MacadamGame
from engines.macadam.state import MacadamMove, MacadamState

MACADAM = MacadamGame()

__all__ = ["MACADAM", "MacadamGame", "MacadamMove", "MacadamState"]
