"""Fast move generation on integer bitboards, generic over :class:`DraughtsRules`.

A board is ``(men0, kings0, men1, kings1)``; a move inside this module is a tuple
``(path, captured)``: the cell indices visited (start first) and the bit mask of the pieces it
removes. Men's plain moves and capture detection use whole-board shifts; kings and capture
sequences walk precomputed rays.
"""

from __future__ import annotations

from engines.bits import bits_of
from engines.draughts.rules import DraughtsRules

Board = tuple[int, int, int, int]
RawMove = tuple[tuple[int, ...], int]
MoveKey = tuple[int, int, int]


def move_key(raw: RawMove) -> MoveKey:
    """Start, end and captured set: what makes two paths the same move."""
    path, captured = raw
    return path[0], path[-1], captured


class MoveGenerator:
    """Move generation for one variant; every table is precomputed at construction."""

    def __init__(self, rules: DraughtsRules) -> None:
        g = rules.geometry
        directions = list(g.directions)
        self.valid = g.valid
        self.step = [g.step[d] for d in directions]
        self.ray = [g.ray[d] for d in directions]
        self.reverse = [directions.index((-dr, -dc)) for dr, dc in directions]
        self.king_dirs = tuple(directions.index(d) for d in rules.king_directions)
        self.man_jump_dirs = tuple(tuple(directions.index(d) for d in seat) for seat in rules.man_jumps)
        self.man_step_shifts = tuple(tuple(g.shift[d] for d in seat) for seat in rules.man_steps)
        self.man_jump_shifts = tuple(tuple(g.shift[d] for d in seat) for seat in rules.man_jumps)
        self.crown_mask = tuple(g.row_mask(row) for row in rules.crown_rows)
        self.at_once = rules.remove_captured_at_once
        self.crown_in_capture = rules.crown_during_capture
        self.no_reversal = rules.no_reversal

    # --- plain moves -------------------------------------------------------------------------
    def quiet_moves(self, board: Board, side: int) -> list[RawMove]:
        men, kings = board[2 * side], board[2 * side + 1]
        empty = self.valid & ~(board[0] | board[1] | board[2] | board[3])
        out: list[RawMove] = []
        for s in self.man_step_shifts[side]:
            targets = (men << s if s > 0 else men >> -s) & empty
            while targets:
                low = targets & -targets
                to = low.bit_length() - 1
                targets ^= low
                out.append(((to - s, to), 0))
        rays = self.ray
        for frm in bits_of(kings):
            for d in self.king_dirs:
                for cell in rays[d][frm]:
                    if not empty >> cell & 1:
                        break
                    out.append(((frm, cell), 0))
        return out

    def some_quiet_move(self, board: Board, side: int) -> RawMove | None:
        """One plain move of ``side`` if it has any (what a search leaf needs to know)."""
        men, kings = board[2 * side], board[2 * side + 1]
        empty = self.valid & ~(board[0] | board[1] | board[2] | board[3])
        for s in self.man_step_shifts[side]:
            targets = (men << s if s > 0 else men >> -s) & empty
            if targets:
                to = (targets & -targets).bit_length() - 1
                return (to - s, to), 0
        for frm in bits_of(kings):
            for d in self.king_dirs:
                ray = self.ray[d][frm]
                if ray and empty >> ray[0] & 1:
                    return (frm, ray[0]), 0
        return None

    def count_quiet(self, board: Board, side: int) -> int:
        men, kings = board[2 * side], board[2 * side + 1]
        empty = self.valid & ~(board[0] | board[1] | board[2] | board[3])
        count = 0
        for s in self.man_step_shifts[side]:
            count += ((men << s if s > 0 else men >> -s) & empty).bit_count()
        rays = self.ray
        while kings:
            low = kings & -kings
            frm = low.bit_length() - 1
            kings ^= low
            for d in self.king_dirs:
                for cell in rays[d][frm]:
                    if not empty >> cell & 1:
                        break
                    count += 1
        return count

    # --- captures ----------------------------------------------------------------------------
    def has_capture(self, board: Board, side: int) -> bool:
        men, kings = board[2 * side], board[2 * side + 1]
        opp = board[2 - 2 * side] | board[3 - 2 * side]
        empty = self.valid & ~(board[0] | board[1] | board[2] | board[3])
        for s in self.man_jump_shifts[side]:
            if s > 0:
                if ((men << s) & opp) << s & empty:
                    return True
            elif ((men >> -s) & opp) >> -s & empty:
                return True
        rays = self.ray
        while kings:
            low = kings & -kings
            frm = low.bit_length() - 1
            kings ^= low
            for d in self.king_dirs:
                ray = rays[d][frm]
                for k, cell in enumerate(ray):
                    if empty >> cell & 1:
                        continue
                    if opp >> cell & 1 and k + 1 < len(ray) and empty >> ray[k + 1] & 1:
                        return True
                    break
        return False

    def capture_sequences(self, board: Board, side: int) -> list[RawMove]:
        """Every complete capture sequence of ``side`` (every path, any number of captures).

        A sequence is complete when its piece can capture no further. Directions are tried in
        the geometry's order and a king's landing cells nearest first: the first path of a move
        in this list is its representative.
        """
        own_men, own_kings = board[2 * side], board[2 * side + 1]
        opp = board[2 - 2 * side] | board[3 - 2 * side]
        occupied = own_men | own_kings | opp
        empty = self.valid & ~occupied
        # Only a man with an enemy piece beside it and an empty cell behind can start a capture.
        starts = own_kings
        for s in self.man_jump_shifts[side]:
            if s > 0:
                starts |= own_men & (opp >> s) & (empty >> 2 * s)
            else:
                starts |= own_men & (opp << -s) & (empty << -2 * s)
        out: list[RawMove] = []
        for frm in bits_of(starts):
            self._extend(frm, occupied & ~(1 << frm), opp, 0, (frm,), bool(own_kings >> frm & 1), -1, side, out)
        return out

    def _extend(
        self,
        cur: int,
        occ: int,
        jumpable: int,
        captured: int,
        path: tuple[int, ...],
        king: bool,
        last: int,
        side: int,
        out: list[RawMove],
    ) -> None:
        extended = False
        forbidden = self.reverse[last] if last >= 0 and self.no_reversal else -1
        if king:
            for d in self.king_dirs:
                if d == forbidden:
                    continue
                ray = self.ray[d][cur]
                n = len(ray)
                k = 0
                while k < n and not occ >> ray[k] & 1:
                    k += 1
                if k + 1 >= n or not jumpable >> ray[k] & 1 or occ >> ray[k + 1] & 1:
                    continue
                bit = 1 << ray[k]
                next_occ = occ & ~bit if self.at_once else occ
                k += 1
                while k < n and not occ >> ray[k] & 1:
                    extended = True
                    land = ray[k]
                    self._extend(land, next_occ, jumpable & ~bit, captured | bit, path + (land,), True, d, side, out)
                    k += 1
        else:
            crown = self.crown_mask[side] if self.crown_in_capture else 0
            for d in self.man_jump_dirs[side]:
                if d == forbidden:
                    continue
                over = self.step[d][cur]
                if over < 0 or not jumpable >> over & 1:
                    continue
                land = self.step[d][over]
                if land < 0 or occ >> land & 1:
                    continue
                extended = True
                bit = 1 << over
                self._extend(
                    land,
                    occ & ~bit if self.at_once else occ,
                    jumpable & ~bit,
                    captured | bit,
                    path + (land,),
                    bool(crown >> land & 1),
                    d,
                    side,
                    out,
                )
        if not extended and captured:
            out.append((path, captured))

    # --- legal moves -------------------------------------------------------------------------
    def legal_raw(self, board: Board, side: int) -> list[RawMove]:
        """One representative path per legal move, the majority rule applied."""
        if self.has_capture(board, side):
            return self.legal_captures(board, side)
        return self.quiet_moves(board, side)

    def legal_captures(self, board: Board, side: int) -> list[RawMove]:
        """The legal moves when ``side`` has a capture (``has_capture``): the longest sequences."""
        sequences = self.capture_sequences(board, side)
        best = max(captured.bit_count() for _, captured in sequences)
        return unique_moves(raw for raw in sequences if raw[1].bit_count() == best)

    def count_legal(self, board: Board, side: int) -> int:
        if self.has_capture(board, side):
            sequences = self.capture_sequences(board, side)
            best = max(captured.bit_count() for _, captured in sequences)
            return len({move_key(raw) for raw in sequences if raw[1].bit_count() == best})
        return self.count_quiet(board, side)

    def play(self, board: Board, side: int, raw: RawMove) -> Board:
        """The board after ``raw`` (assumed legal): pieces moved, captured removed, crowned."""
        path, captured = raw
        frm, to = path[0], path[-1]
        slots = list(board)
        own_men, own_kings = 2 * side, 2 * side + 1
        start = 1 << frm
        end = 1 << to
        if slots[own_kings] & start:
            slots[own_kings] = slots[own_kings] & ~start | end
        else:
            slots[own_men] &= ~start
            crowned = self.crown_mask[side] & end
            if not crowned and self.crown_in_capture and captured:
                for cell in path[1:]:
                    if self.crown_mask[side] >> cell & 1:
                        crowned = 1
                        break
            slots[own_kings if crowned else own_men] |= end
        if captured:
            slots[2 - 2 * side] &= ~captured
            slots[3 - 2 * side] &= ~captured
        return slots[0], slots[1], slots[2], slots[3]

    def perft(self, board: Board, side: int, depth: int) -> int:
        """Number of distinct move sequences of ``depth`` plies (leaves counted, not played)."""
        if depth <= 1:
            return self.count_legal(board, side) if depth == 1 else 1
        total = 0
        for raw in self.legal_raw(board, side):
            total += self.perft(self.play(board, side, raw), 1 - side, depth - 1)
        return total


def unique_moves(sequences: object) -> list[RawMove]:
    """The first path of each distinct move, in order of appearance."""
    seen: dict[MoveKey, RawMove] = {}
    for raw in sequences:  # type: ignore[attr-defined]
        seen.setdefault(move_key(raw), raw)
    return list(seen.values())
