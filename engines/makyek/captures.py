"""What a move takes: interception and intervention from the landing cell.

Each game is a :class:`CaptureRule` of three hooks:

- ``taken(own, enemy, to)`` reads the board as it stands once the man has landed (``own`` holds
  the mover's men with the moved man on ``to`` and its start cell empty, ``enemy`` the other
  side's men) and returns the bit mask of every enemy man taken: the union of all patterns,
  each man once.
- ``landings(own, enemy)``, computed once per move generation: among the empty cells, exactly
  those where a man landing from elsewhere takes something. ``taken`` is only called there.
- ``hot(own, enemy)`` is a cheap superset of ``landings`` (the same set in Mak-Yek): the
  searcher's evaluation counts these cells as threats.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engines.makyek.board import NEAR, ONE_STEP, RAY_BITS, toward


@dataclass(frozen=True)
class CaptureRule:
    hot: Callable[[int, int], int]
    taken: Callable[[int, int, int], int]
    landings: Callable[[int, int], int]


def _intervention_cells(enemy_1: tuple[int, int, int, int]) -> int:
    """Cells with enemy men on both sides, across a file or across a rank."""
    n, s, e, w = enemy_1
    return (n & s) | (e & w)


def single_hot(own: int, enemy: int) -> int:
    """Exact for Mak-Yek: the start cell can never be the closer (the man would have crossed the victim)."""
    enemy_1 = toward(enemy, 1)
    own_2 = toward(own, 2)
    found = _intervention_cells(enemy_1)
    for near, far in zip(enemy_1, own_2):
        found |= near & far
    return found


def single_captures(own: int, enemy: int, to: int) -> int:
    """Mak-Yek: one enemy man closed by an own man; the two adjacent men across the landing cell."""
    (n1, n2), (s1, s2), (e1, e2), (w1, w2) = NEAR[to]
    n, s, e, w = n1 & enemy, s1 & enemy, e1 & enemy, w1 & enemy
    taken = 0
    if n and n2 & own:
        taken |= n
    if s and s2 & own:
        taken |= s
    if e and e2 & own:
        taken |= e
    if w and w2 & own:
        taken |= w
    if n and s:
        taken |= n | s
    if e and w:
        taken |= e | w
    return taken


def line_hot(own: int, enemy: int) -> int:
    """A superset for Apit-Sodok: an enemy man alongside with a man behind it, or enemies on both sides."""
    enemy_1 = toward(enemy, 1)
    men_2 = toward(own | enemy, 2)
    found = _intervention_cells(enemy_1)
    for near, far in zip(enemy_1, men_2):
        found |= near & far
    return found


def line_landings(own: int, enemy: int) -> int:
    """Exact for Apit-Sodok: a run of enemy men closed by an own man, or enemies on both sides.

    The closer is never the moving man: its slide to the landing cell crosses only empty cells,
    so it cannot lie beyond enemy men seen from there.
    """
    enemy_1 = toward(enemy, 1)
    found = _intervention_cells(enemy_1)
    # per direction: the enemy men whose run, read away from the landing cell, ends on an own man
    for step in ONE_STEP:
        closed = enemy & step(own)
        while closed:
            grown = closed | (enemy & step(closed))
            if grown == closed:
                break
            closed = grown
        found |= step(closed)
    return found


def line_captures(own: int, enemy: int, to: int) -> int:
    """Apit-Sodok: whole runs of enemy men, closed by an own man or enclosing the landing cell."""
    taken = 0
    runs = []
    for ray in RAY_BITS[to]:
        run = 0
        for bit in ray:
            if bit & enemy:
                run |= bit
            else:
                if run and bit & own:
                    taken |= run
                break
        runs.append(run)
    n, s, e, w = runs
    if n and s:
        taken |= n | s
    if e and w:
        taken |= e | w
    return taken


SINGLE = CaptureRule(hot=single_hot, taken=single_captures, landings=single_hot)
LINES = CaptureRule(hot=line_hot, taken=line_captures, landings=line_landings)
