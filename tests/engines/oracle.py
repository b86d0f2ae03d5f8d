"""pydraughts 0.6.7 as an independent oracle for our two draughts engines (tests only).

The adapter speaks OUR labels and position texts, and shares no code with ``engines/``:

- positions are read from and written to our texts by this module's own small codecs;
- a position is ``Position = (side, frozenset((label, seat, king), ...))``, seat 0 moving first
  (Dames: PDN White; Dames turques: white);
- a move is ``MoveKey = (start, end, frozenset(captured labels))``: the rulings make all landing
  paths with the same start, end and captured set one move, so the adapter collapses
  pydraughts' paths to these keys;
- :meth:`Oracle.moves` gives every legal move with the position it leads to, computed by
  pydraughts' own ``Board`` (move execution, removal of captured pieces, crowning).

pydraughts' board numbering
---------------------------
``draughts.core.board_initializer`` numbers the playable squares 1..(width*height) row by row,
row 0 first, left to right; ``Piece.get_row``/``get_column`` invert it as
``row = ceil(n / width) - 1``, ``column = (n - 1) % width``. White (``WHITE == 2``) moves
towards row 0 and is crowned there.

- ``standard`` (Dames): width 5, height 10, so square n is exactly PDN square n (white on
  31-50 at the start, crowned on 1-5). Labels are used unchanged.
- ``turkish`` (Dames turques): width 8, height 8, all squares playable; white starts on 41-56
  (rows 5 and 6) and is crowned on row 0. Row r is therefore rank ``8 - r``. Columns: pydraughts'
  own algebraic conversion (``convert.move_to_variant``, notation 0 = ``reverse_row``, then
  ``_numeric_to_algebraic_square``) maps square 1 to ``a8``, 8 to ``h8``, 57 to ``a1``, so column
  c is file ``"abcdefgh"[c]``:  ``n = (8 - rank) * 8 + file_index + 1``. The Turkish rules are
  symmetric left/right, but this orientation is the library's own and is checked in the tests
  (start position and ``convert.move_to_variant``).

Turkish corrections (see /work/shared/research/pydraughts-notes.md)
-------------------------------------------------------------------
1. pydraughts' Turkish king makes plain (non-capturing) moves through pieces
   (``Piece.get_directional_orthogonal_multiple_squares_adjacent_positions`` never checks the
   cells in between). The adapter DROPS every plain king move whose in-between cells are not
   all empty; the remaining ones are exactly the rook-like moves of the rulings.
2. pydraughts lets a man that reaches the far row during a multi-capture go on as a man and
   crowns it at the end. The rulings crown it at once and let it go on capturing as a king.
   The adapter sets pydraughts' own board flag ``pieces_promote_and_continue_capturing = True``
   on every board it builds (``Board.perform_capture_move``: the piece keeps ``king = True``
   set by ``Piece.move`` and its further captures are generated as a king's). Its king then
   obeys pydraughts' no-180-degree rule (it may not cross the cell of the piece it captured
   last), which for a man crowned by a forward jump forbids going straight back, as our ruling
   does. The flag is not copied by ``Game.copy_fast`` (which rebuilds boards from a FEN), so
   the adapter does not use ``Game`` at all: it drives ``Board`` directly and sets the flag on
   every board it creates. The tests pin this case with positions of our own as well.
   With ``turkish_rulings=False`` the adapter gives pydraughts' raw behaviour (both
   differences kept), for the tests that show the differences exist.

Everything else is pydraughts' own behaviour, compared with ours as is: men's directions,
flying kings, the sequence of jumps (``Board.get_possible_capture_moves`` /
``perform_capture_move``, driven depth first by :meth:`Oracle._extend`), Turkish pieces removed
at once with no 180-degree turn, and in Dames jumped pieces that may not be jumped twice and
still block (pydraughts takes them off its board at once but keeps their cells in the move's
capture list, which a king may neither cross nor land on; a man never lands on such a cell).
The majority rule is applied by the adapter exactly as ``Game.legal_moves`` does for these two
variants (keep the sequences with the most jumps), since the adapter does not use ``Game``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from draughts.core.board import Board

WHITE, BLACK = 2, 1  # pydraughts' player numbers
FILES = "abcdefgh"

Label = Hashable
Piece = tuple[Label, int, bool]  # (cell label, seat, king)
Position = tuple[int, frozenset]  # (side to move, frozenset of Piece)
MoveKey = tuple[Label, Label, frozenset]  # (start, end, captured labels)


# --- labels -----------------------------------------------------------------------------------
def turkish_square(label: str) -> int:
    """pydraughts' Turkish square number of an algebraic cell (``a8`` -> 1, ``h1`` -> 64)."""
    file, rank = FILES.index(label[0]), int(label[1])
    return (8 - rank) * 8 + file + 1


def turkish_label(square: int) -> str:
    row, col = (square - 1) // 8, (square - 1) % 8
    return f"{FILES[col]}{8 - row}"


# --- our position texts, read and written independently of engines/ -----------------------------
def parse_pdn_fen(text: str) -> Position:
    """``W:W31-50:B1-20`` (``K`` marks kings, ranges allowed) into a Position."""
    parts = re.sub(r"\s+", "", text).rstrip(".").upper().split(":")
    side = {"W": 0, "B": 1}[parts[0]]
    pieces = set()
    for part in parts[1:]:
        seat = {"W": 0, "B": 1}[part[0]]
        for item in filter(None, part[1:].split(",")):
            king = item.startswith("K")
            item = item.lstrip("K")
            first, _, last = item.partition("-")
            for n in range(int(first), int(last or first) + 1):
                pieces.add((n, seat, king))
    return side, frozenset(pieces)


def format_pdn_fen(position: Position) -> str:
    side, pieces = position
    sections = []
    for seat, letter in ((0, "W"), (1, "B")):
        items = [("K" if king else "") + str(n) for n, s, king in sorted(pieces) if s == seat]
        sections.append(letter + ",".join(items))
    return ("W" if side == 0 else "B") + ":" + ":".join(sections)


_RANK_PIECES = {"w": (0, False), "W": (0, True), "b": (1, False), "B": (1, True)}


def parse_rank_text(text: str) -> Position:
    """``8/bbbbbbbb/bbbbbbbb/8/8/wwwwwwww/wwwwwwww/8 w`` (rank 8 first) into a Position."""
    board, side = text.split()
    pieces = set()
    for row, rank in enumerate(board.split("/")):
        col = 0
        for char in rank:
            if char.isdigit():
                col += int(char)
            else:
                seat, king = _RANK_PIECES[char]
                pieces.add((f"{FILES[col]}{8 - row}", seat, king))
                col += 1
        assert col == 8, f"bad rank {rank!r} in {text!r}"
    return {"w": 0, "b": 1}[side], frozenset(pieces)


def format_rank_text(position: Position) -> str:
    side, pieces = position
    at = {label: "wWbB"[2 * seat + king] for label, seat, king in pieces}
    ranks = []
    for rank in range(8, 0, -1):
        text, empty = "", 0
        for file in FILES:
            char = at.get(f"{file}{rank}")
            if char is None:
                empty += 1
                continue
            if empty:
                text += str(empty)
                empty = 0
            text += char
        ranks.append(text + (str(empty) if empty else ""))
    return "/".join(ranks) + (" w" if side == 0 else " b")


# --- the oracle -----------------------------------------------------------------------------------
class OracleMoves(Mapping):
    """{MoveKey: Position after it}; a plain move's position is only computed when read.

    ``paths[key]``: every landing path of a capture with the pieces it takes in jump order,
    ``(path labels, captured labels)``, as pydraughts plays them.
    """

    def __init__(self) -> None:
        self._ready: dict[MoveKey, Position] = {}
        self._pending: dict[MoveKey, Callable[[], Position]] = {}
        self._order: list[MoveKey] = []
        self.paths: dict[MoveKey, set[tuple[tuple, tuple]]] = {}

    def add(self, key: MoveKey, after: Position | Callable[[], Position]) -> None:
        if key not in self._ready and key not in self._pending:
            self._order.append(key)
        if callable(after):
            self._pending[key] = after
        else:
            # Same start, end and captured set must give the same position (one move).
            assert self._ready.setdefault(key, after) == after, f"one move, two results: {key}"

    def __getitem__(self, key: MoveKey) -> Position:
        if key not in self._ready:
            self._ready[key] = self._pending.pop(key)()
        return self._ready[key]

    def __iter__(self) -> Iterator[MoveKey]:
        return iter(self._order)

    def __len__(self) -> int:
        return len(self._order)


@dataclass
class Oracle:
    """Legal moves and their results from pydraughts, in our labels, for one of our games.

    ``game_key``: ``"dames"`` or ``"dames-turques"``. ``turkish_rulings``: apply the two
    Turkish corrections described in the module docstring (default); False gives pydraughts'
    raw Turkish behaviour.
    """

    game_key: str
    turkish_rulings: bool = True
    _cache: dict = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if self.game_key == "dames":
            self.variant, self.size = "standard", 50
            self._to_square = lambda label: label
            self._to_label = lambda square: square
        elif self.game_key == "dames-turques":
            self.variant, self.size = "turkish", 64
            self._to_square = turkish_square
            self._to_label = turkish_label
        else:
            raise ValueError(f"no pydraughts variant for {self.game_key!r}")

    # texts
    def parse(self, text: str) -> Position:
        return parse_pdn_fen(text) if self.variant == "standard" else parse_rank_text(text)

    def format(self, position: Position) -> str:
        return format_pdn_fen(position) if self.variant == "standard" else format_rank_text(position)

    # boards
    def board(self, position: Position) -> Board:
        """A pydraughts Board for ``position`` (built from a Hub FEN, flags set)."""
        side, pieces = position
        squares = ["e"] * self.size
        for label, seat, king in pieces:
            letter = "w" if seat == 0 else "b"
            squares[self._to_square(label) - 1] = letter.upper() if king else letter
        board = Board(self.variant, ("W" if side == 0 else "B") + "".join(squares))
        self._set_flags(board)
        return board

    def _set_flags(self, board: Board) -> None:
        if self.variant == "turkish" and self.turkish_rulings:
            board.pieces_promote_and_continue_capturing = True

    def position_of(self, board: Board) -> Position:
        pieces = frozenset(
            (self._to_label(p.position), 0 if p.player == WHITE else 1, bool(p.king))
            for p in board.searcher.uncaptured_pieces
        )
        return (0 if board.player_turn == WHITE else 1), pieces

    def _copy(self, board: Board) -> Board:
        """A fresh copy of a board in the middle of a move (pieces rebuilt, flags set)."""
        squares = ["e"] * self.size
        for p in board.searcher.uncaptured_pieces:
            letter = "w" if p.player == WHITE else "b"
            squares[p.position - 1] = letter.upper() if p.king else letter
        copy = Board(self.variant, ("W" if board.player_turn == WHITE else "B") + "".join(squares))
        self._set_flags(copy)
        if board.piece_requiring_further_capture_moves is not None:
            square = board.piece_requiring_further_capture_moves.position
            copy.piece_requiring_further_capture_moves = copy.searcher.get_piece_by_position(square)
        return copy

    # moves
    def moves(self, position: Position) -> OracleMoves:
        """Every legal move (majority rule applied) with the position it leads to."""
        cached = self._cache.get(position)
        if cached is None:
            cached = self._compute(position)
            if len(self._cache) > 4096:
                self._cache.clear()
            self._cache[position] = cached
        return cached

    def moves_of_text(self, text: str) -> OracleMoves:
        return self.moves(self.parse(text))

    def capture_paths(self, position: Position) -> list[tuple[tuple, tuple]]:
        """Every landing path of the legal captures (majority applied), as pydraughts lists
        them: ``(path labels, captured labels in capture order)``. Empty without captures."""
        sequences = self._sequences(self.board(position))
        best = max((len(captured) for _, captured, _ in sequences), default=0)
        return [
            (tuple(map(self._to_label, path)), tuple(map(self._to_label, captured)))
            for path, captured, _ in sequences
            if len(captured) == best
        ]

    def _sequences(self, board: Board) -> list[tuple[list[int], list[int], Board]]:
        sequences: list[tuple[list[int], list[int], Board]] = []
        for move in board.get_possible_capture_moves([]):
            self._extend(board, move, [], [move[0]], sequences)
        return sequences

    def _compute(self, position: Position) -> OracleMoves:
        board = self.board(position)
        sequences = self._sequences(board)
        result = OracleMoves()
        if sequences:
            best = max(len(captured) for _, captured, _ in sequences)
            for path, captured, final in sequences:
                if len(captured) != best:
                    continue
                assert len(set(captured)) == len(captured), f"piece captured twice: {path} {captured}"
                labels = tuple(map(self._to_label, path)), tuple(map(self._to_label, captured))
                key = (labels[0][0], labels[0][-1], frozenset(labels[1]))
                result.add(key, self.position_of(final))
                result.paths.setdefault(key, set()).add(labels)
            return result
        for frm, to in board.get_possible_positional_moves():
            if self._plain_move_allowed(board, frm, to):
                key = (self._to_label(frm), self._to_label(to), frozenset())
                result.add(key, lambda frm=frm, to=to: self._play_plain(board, frm, to))
        return result

    def _play_plain(self, board: Board, frm: int, to: int) -> Position:
        after = self._copy(board)
        after.perform_positional_move([frm, to], 1)
        return self.position_of(after)

    def _extend(self, board: Board, move: list[int], captures: list[int], path: list[int], out: list) -> None:
        """Play one jump of a capture on a copy, then every continuation (depth first)."""
        nxt = self._copy(board)
        # Board.perform_capture_move reads capture_move_enemies filled by the move generation.
        assert move in nxt.get_possible_capture_moves(captures)
        enemy = nxt.perform_capture_move(move, 1, captures)
        captures = captures + [enemy]
        path = path + [move[1]]
        if nxt.piece_requiring_further_capture_moves is None:
            out.append((path, captures, nxt))
            return
        for follow in nxt.get_possible_capture_moves(captures):
            self._extend(nxt, follow, captures, path, out)

    def _plain_move_allowed(self, board: Board, frm: int, to: int) -> bool:
        """Correction 1: a Turkish king's plain move may not pass over any piece."""
        if self.variant != "turkish" or not self.turkish_rulings:
            return True
        if not board.searcher.get_piece_by_position(frm).king:
            return True
        (r0, c0), (r1, c1) = divmod(frm - 1, 8), divmod(to - 1, 8)
        dr, dc = (r1 > r0) - (r1 < r0), (c1 > c0) - (c1 < c0)
        r, c = r0 + dr, c0 + dc
        while (r, c) != (r1, c1):
            if not board.position_is_open(r * 8 + c + 1):
                return False
            r, c = r + dr, c + dc
        return True

    # perft
    def perft(self, position: Position, depth: int) -> int:
        """Leaves of the tree of distinct legal moves, ``depth`` plies deep."""
        if depth == 0:
            return 1
        moves = self.moves(position)
        if depth == 1:
            return len(moves)
        return sum(self.perft(after, depth - 1) for after in moves.values())

    def divide(self, position: Position, depth: int) -> dict[MoveKey, int]:
        return {key: self.perft(after, depth - 1) for key, after in self.moves(position).items()}


def keys_of(moves: Iterable) -> set[MoveKey]:
    """Our engine's moves as MoveKeys (``.path`` and ``.captured`` in our labels)."""
    return {(m.path[0], m.path[-1], frozenset(m.captured)) for m in moves}
