"""Macadam, le jeu des piétons et des 2 roues (key ``macadam-cartes``): rulings in
``rules/macadam-cartes.md``."""

from engines.cards.macadam_cartes.game import MacadamCartesGame
from engines.cards.macadam_cartes.state import CartesMove, CartesState

MACADAM_CARTES = MacadamCartesGame()

__all__ = ["MACADAM_CARTES", "CartesMove", "CartesState", "MacadamCartesGame"]
