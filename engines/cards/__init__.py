"""Card games of the table. One sub-package per game; only Macadam (cartes) for now."""

from engines.cards.macadam_cartes import MACADAM_CARTES, CartesMove, CartesState, MacadamCartesGame

__all__ = ["MACADAM_CARTES", "CartesMove", "CartesState", "MacadamCartesGame"]
