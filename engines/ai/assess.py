"""How the computer sees its position when offered a draw: ``"lost"``, ``"drawn"`` or ``"open"``.

Board games: the alpha-beta search of the level (without its noise) scores the position; below
``LOST_BELOW`` (about three men) or a forced loss is lost; a dead-drawn ending (draughts: kings
only and no clear surplus; Mak-Yek and Apit-Sodok: a man or two each, as many on both sides) is
drawn. The card game reads only the seat's view: lost when it trails the leader on points by a
clear margin, else open (the cards may still turn). Pure and deterministic.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Literal

from engines.ai.levels import level_of
from engines.ai.problems import problem_of
from engines.ai.search import WON, AnySearcher, searcher_for
from engines.base import AnyGame
from engines.cards.macadam_cartes.game import MacadamCartesGame
from engines.draughts.game import DraughtsGame
from engines.makyek.game import MakYekGame

Assessment = Literal["lost", "drawn", "open"]
#: a search score (a man is 100) below this, for the seat, is a lost position.
LOST_BELOW = -300
#: the card game: trailing the leader by this many points, and by this share of the leader's
#: score, is a lost game.
CARD_MARGIN = 20
CARD_SHARE = 0.5


def assess(game: AnyGame, state: Any, seat: int, level: int = 3) -> Assessment:
    """The computer's assessment of ``state`` for ``seat`` at ``level`` (see the module docstring)."""
    strength = level_of(level)
    if game.outcome(state) is not None or game.to_move(state) is None:
        return "open"
    if isinstance(game, MacadamCartesGame):
        return _cards(game, state, seat)
    if _dead_drawn(game, state):
        return "drawn"
    problem = problem_of(game)
    if problem is None:
        return "open"
    moves = game.legal_moves(state)
    candidates = problem.root_moves(moves) or list(moves)
    raws = [problem.raw_of(move) for move in candidates]
    searcher = searcher_for(problem, dataclasses.replace(strength, noise=0), random.Random(0))
    score = searcher.search(problem.position(state), raws).score if len(raws) > 1 else _one_move(
        searcher, problem, state, raws)
    if game.to_move(state) != seat:
        score = -score
    return "lost" if score < LOST_BELOW or score <= -WON else "open"


def _one_move(searcher: AnySearcher, problem: Any, state: Any, raws: list[Any]) -> int:
    """A forced move is not searched by ``search``: score the position after it instead."""
    child = problem.play(problem.position(state), raws[0])
    replies = list(problem.moves(child))
    return -searcher.search(child, replies).score if len(replies) > 1 else 0


def _dead_drawn(game: AnyGame, state: Any) -> bool:
    if isinstance(game, DraughtsGame):
        men0, kings0, men1, kings1 = problem_of(game).position(state)[0]
        if men0 or men1 or not kings0 or not kings1:
            return False
        small, large = sorted((kings0.bit_count(), kings1.bit_count()))
        return bool(large - small <= 1 and small <= 3)
    if isinstance(game, MakYekGame):
        own, enemy, _, lead = problem_of(game).position(state)[:4]
        return bool(lead == 0 and own.bit_count() == enemy.bit_count() <= 2)
    return False


def _cards(game: MacadamCartesGame, state: Any, seat: int) -> Assessment:
    """Lost when the seat trails the leader clearly on the points its own view shows."""
    scores = game.agreed_outcome(state).scores
    if not scores or seat >= len(scores):
        return "open"
    leader = max(score for other, score in enumerate(scores) if other != seat)
    gap = leader - scores[seat]
    return "lost" if gap >= CARD_MARGIN and gap >= CARD_SHARE * abs(leader) else "open"
