"""Move generation on bitboards: rook slides of one man, with what each one takes.

A raw move is ``(start, end, captured)``: two cell indices and the bit mask of the enemy men it
removes. Moves come sorted by start then end, in string order of the cells.
"""

from __future__ import annotations

from engines.makyek.board import BIT, FULL, RAYS, neighbours_of
from engines.makyek.captures import LINES, SINGLE, CaptureRule
from engines.makyek.rules import MakYekRules
from engines.makyek.slides import FILE_SLIDES, RANK_SLIDES, rank_byte

RawMove = tuple[int, int, int]


class MoveGenerator:
    """Legal moves of one game; the capture rule is picked once from the rules' data."""

    def __init__(self, rules: MakYekRules) -> None:
        self.rule: CaptureRule = LINES if rules.line_captures else SINGLE

    def moves(self, own: int, enemy: int) -> list[RawMove]:
        """Every move of the side owning ``own``, the other side owning ``enemy``."""
        occupied = own | enemy
        landings = self.rule.landings(own, enemy)
        taken = self.rule.taken
        out: list[RawMove] = []
        append = out.append
        rest = own
        while rest:
            low = rest & -rest
            rest ^= low
            start = low.bit_length() - 1
            west, east = RANK_SLIDES[start][rank_byte(occupied, start & 7)]
            # west cells < file cells < east cells in index (= string) order: already sorted.
            ends = west + FILE_SLIDES[start][(occupied >> (start & 56)) & 255] + east
            without = own ^ low
            for end in ends:
                bit = BIT[end]
                if landings & bit:
                    append((start, end, taken(without | bit, enemy, end)))
                else:
                    append((start, end, 0))
        return out

    def captures(self, own: int, enemy: int) -> list[RawMove]:
        """The moves of ``moves(own, enemy)`` that take something, in the same order, found from
        the cells where a landing takes (few) rather than from every man's slides (many)."""
        occupied = own | enemy
        landings = self.rule.landings(own, enemy) & ~occupied & FULL
        taken = self.rule.taken
        out: list[RawMove] = []
        while landings:
            low = landings & -landings
            landings ^= low
            end = low.bit_length() - 1
            for ray in RAYS[end]:
                for start in ray:  # the first man met along the ray, if it is ours, can slide here
                    if occupied >> start & 1:
                        if own >> start & 1:
                            captured = taken(own ^ BIT[start] | low, enemy, end)
                            if captured:
                                out.append((start, end, captured))
                        break
        out.sort()
        return out

    def some_move(self, own: int, enemy: int) -> RawMove | None:
        """One move of the side owning ``own`` (a step to an empty neighbour), or None."""
        empty = ~(own | enemy) & FULL
        rest = own
        while rest:
            low = rest & -rest
            rest ^= low
            start = low.bit_length() - 1
            for ray in RAYS[start]:
                if ray and empty >> ray[0] & 1:
                    return self.move(own, enemy, start, ray[0])
        return None

    def move(self, own: int, enemy: int, start: int, end: int) -> RawMove | None:
        """The one move from ``start`` to ``end`` if it is legal (``start`` holds a man of ``own``)."""
        occupied = own | enemy
        west, east = RANK_SLIDES[start][rank_byte(occupied, start & 7)]
        along_file = FILE_SLIDES[start][(occupied >> (start & 56)) & 255]
        if end not in west and end not in east and end not in along_file:
            return None
        return start, end, self.rule.taken(own ^ BIT[start] | BIT[end], enemy, end)

    @staticmethod
    def can_move(own: int, enemy: int) -> bool:
        """True when some man of ``own`` has an empty neighbour."""
        return bool(neighbours_of(own) & ~(own | enemy) & FULL)

    @staticmethod
    def play(own: int, enemy: int, move: RawMove) -> tuple[int, int]:
        """``(own, enemy)`` after ``move``."""
        start, end, captured = move
        return own ^ BIT[start] ^ BIT[end], enemy & ~captured

    def perft(self, own: int, enemy: int, depth: int) -> int:
        """Move sequences of length ``depth`` from a position, the game's end rules ignored."""
        if depth <= 0:
            return 1
        moves = self.moves(own, enemy)
        if depth == 1:
            return len(moves)
        total = 0
        for start, end, captured in moves:
            total += self.perft(enemy & ~captured, own ^ BIT[start] ^ BIT[end], depth - 1)
        return total
