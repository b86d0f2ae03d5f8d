"""Mak-Yek and its Malay variant Apit-Sodok: one engine, the capture reach is data."""

from engines.makyek.game import MakYekGame
from engines.makyek.rules import APIT_SODOK_RULES, MAK_YEK_RULES, MakYekRules
from engines.makyek.state import MakYekMove, MakYekState

MAK_YEK = MakYekGame(MAK_YEK_RULES)
APIT_SODOK = MakYekGame(APIT_SODOK_RULES)

__all__ = ["APIT_SODOK", "MAK_YEK", "MakYekGame", "MakYekMove", "MakYekRules", "MakYekState"]
