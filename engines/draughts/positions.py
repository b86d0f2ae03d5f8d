"""Position texts: PDN FEN for Dames, rank text for Dames turques.

Both codecs turn a text into ``(board, side)`` and back, where ``board`` is the bitboard tuple
``(men of seat 0, kings of seat 0, men of seat 1, kings of seat 1)``.
"""

from __future__ import annotations

import re
from typing import Protocol

from engines.base import BadOption
from engines.bits import bits_of, rank_text
from engines.draughts.geometry import Geometry, Label

Board = tuple[int, int, int, int]


class PositionCodec(Protocol):
    def parse(self, geometry: Geometry, text: str) -> tuple[Board, int]: ...

    def format(self, geometry: Geometry, board: Board, side: int) -> str: ...


def _place(board: list[int], geometry: Geometry, label: Label, seat: int, king: bool, text: str) -> None:
    index = geometry.index_of_label.get(label)
    if index is None:
        raise BadOption("no_cell", f"position {text!r}: no playable cell {label}", cell=str(label))
    bit = 1 << index
    if (board[0] | board[1] | board[2] | board[3]) & bit:
        raise BadOption("cell_twice", f"position {text!r}: cell {label} is given twice", cell=str(label))
    board[2 * seat + (1 if king else 0)] |= bit


class PdnFen:
    """``W:W31-50:B1-20``: side to move, then each side's cells; ``K`` marks a king.

    ``W`` is seat 0 (blue), ``B`` is seat 1 (green). Ranges like ``31-50`` are accepted for
    men and kings alike.
    """

    _item = re.compile(r"^(K?)(\d+)(?:-(\d+))?$")

    def parse(self, geometry: Geometry, text: str) -> tuple[Board, int]:
        cleaned = re.sub(r"\s+", "", str(text)).rstrip(".").upper()
        parts = cleaned.split(":")
        if not parts or parts[0] not in ("W", "B"):
            raise BadOption("fen_side", f"position {text!r}: it must start with W or B (the side to move)")
        side = 0 if parts[0] == "W" else 1
        board = [0, 0, 0, 0]
        seen: set[str] = set()
        for part in parts[1:]:
            if not part or part[0] not in "WB":
                raise BadOption("fen_section", f"position {text!r}: each section starts with W or B")
            colour, body = part[0], part[1:]
            if colour in seen:
                raise BadOption("fen_section_twice", f"position {text!r}: section {colour} is given twice",
                                colour=colour)
            seen.add(colour)
            seat = 0 if colour == "W" else 1
            for item in filter(None, body.split(",")):
                found = self._item.match(item)
                if not found:
                    raise BadOption("fen_item", f"position {text!r}: cannot read {item!r}", item=item)
                king, first, last = found.group(1) == "K", int(found.group(2)), found.group(3)
                stop = int(last) if last else first
                if stop < first:
                    raise BadOption("fen_backwards", f"position {text!r}: range {item!r} runs backwards", item=item)
                for number in range(first, stop + 1):
                    _place(board, geometry, number, seat, king, text)
        return (board[0], board[1], board[2], board[3]), side

    def format(self, geometry: Geometry, board: Board, side: int) -> str:
        sections = []
        for seat, letter in ((0, "W"), (1, "B")):
            men, kings = board[2 * seat], board[2 * seat + 1]
            items: list[str] = []
            numbers: list[tuple[int | None, bool]] = sorted(
                [(int(geometry.label_of_index[i]), False) for i in bits_of(men)]
                + [(int(geometry.label_of_index[i]), True) for i in bits_of(kings)]
            )
            run: list[int] = []
            for number, king in numbers + [(None, True)]:
                if not king and run and number == run[-1] + 1:
                    run.append(number)
                    continue
                if run:
                    items.append(f"{run[0]}-{run[-1]}" if len(run) > 2 else ",".join(map(str, run)))
                    run = []
                if number is None:
                    break
                if king:
                    items.append(f"K{number}")
                else:
                    run = [number]
            sections.append(letter + ",".join(items))
        return ("W" if side == 0 else "B") + ":" + ":".join(sections)


class RankText:
    """``8/bbbbbbbb/bbbbbbbb/8/8/wwwwwwww/wwwwwwww/8 w``: ranks 8 to 1, then the side to move.

    ``w``/``b`` are men of seat 0 (white) / seat 1 (black), ``W``/``B`` their kings, digits count
    empty cells.
    """

    _pieces = {"w": (0, False), "W": (0, True), "b": (1, False), "B": (1, True)}

    def parse(self, geometry: Geometry, text: str) -> tuple[Board, int]:
        fields = str(text).split()
        if len(fields) != 2 or fields[1].lower() not in ("w", "b"):
            raise BadOption("ranks_side", f"position {text!r}: expected '<ranks> w' or '<ranks> b'")
        ranks = fields[0].split("/")
        if len(ranks) != geometry.rows:
            raise BadOption("rank_count", f"position {text!r}: expected {geometry.rows} ranks, got {len(ranks)}",
                            ranks=geometry.rows, count=len(ranks))
        board = [0, 0, 0, 0]
        for row, rank in enumerate(ranks):
            col = 0
            for char in rank:
                if char.isdigit():
                    col += int(char)
                elif char in self._pieces:
                    if col >= geometry.cols:
                        raise BadOption("rank_cells", f"position {text!r}: rank {rank!r} is too long",
                                        rank=rank, cells=geometry.cols)
                    seat, king = self._pieces[char]
                    label = geometry.label_of_index[geometry.index(row, col)]
                    _place(board, geometry, label, seat, king, text)
                    col += 1
                else:
                    raise BadOption("unknown_piece", f"position {text!r}: unknown piece {char!r}", piece=char)
            if col != geometry.cols:
                raise BadOption("rank_cells", f"position {text!r}: rank {rank!r} does not have {geometry.cols} cells",
                                rank=rank, cells=geometry.cols)
        return (board[0], board[1], board[2], board[3]), 0 if fields[1].lower() == "w" else 1

    def format(self, geometry: Geometry, board: Board, side: int) -> str:
        letters: dict[int, str] = {}
        for slot, letter in enumerate("wWbB"):
            for i in bits_of(board[slot]):
                letters[i] = letter
        ranks = [rank_text(letters.get(geometry.index(row, col), "") for col in range(geometry.cols))
                 for row in range(geometry.rows)]
        return "/".join(ranks) + (" w" if side == 0 else " b")
