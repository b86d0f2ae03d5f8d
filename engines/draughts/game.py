"""The draughts game object: the engine contract on top of the move generator."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engines.base import BadNotation, BadOption, Game, IllegalMove, Outcome
from engines.bits import bits_of
from engines.draughts.movegen import Board, MoveGenerator, MoveKey, RawMove
from engines.draughts.notation import MoveText, is_subsequence, read_move_text, write_cells
from engines.draughts.rules import DraughtsRules
from engines.draughts.state import DraughtsMove, DraughtsState
from engines.draughts.view import DraughtsView
from engines.views import Cell, Piece


@dataclass(frozen=True)
class _Entry:
    """One legal move with every landing path that makes it (for reading move texts)."""

    move: DraughtsMove
    key: MoveKey
    huff: bool
    paths: tuple[tuple[int, ...], ...]


class DraughtsGame(Game[DraughtsState, DraughtsMove]):
    """Dames and Dames turques: one class, the variant is its :class:`DraughtsRules`."""

    seat_range = (2, 2)

    def __init__(self, rules: DraughtsRules) -> None:
        self.rules = rules
        self.key = rules.key  # type: ignore[misc]
        self.option_defaults = rules.option_defaults  # type: ignore[misc]
        self.generator = MoveGenerator(rules)
        self._geometry = rules.geometry
        geometry = self._geometry
        self._cells = tuple(Cell(label, r, c) for label, (r, c) in zip(geometry.labels, geometry.coordinates))

    # --- creation ----------------------------------------------------------------------------
    def new(self, seats: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None) -> DraughtsState:
        self.check_seats(seats)
        opts = self.resolve_options(options)
        huffing = opts.get("huffing", False)
        if not isinstance(huffing, bool):
            raise BadOption("option_bool", "option huffing must be true or false", option="huffing")
        draw_moves = opts.get("draw_moves")
        if draw_moves is not None and (isinstance(draw_moves, bool) or not isinstance(draw_moves, int) or draw_moves < 1):
            raise BadOption("option_number", "option draw_moves must be a whole number of moves, at least 1",
                            option="draw_moves", min=1)
        text = opts["position"] if opts["position"] is not None else self.rules.start_position
        if not isinstance(text, str):
            raise BadOption("option_text", "option position must be a position text", option="position")
        board, side = self._parse_position(text)
        state = DraughtsState(
            variant=self.key,
            board=board,
            side=side,
            history=((*board, side),),
            huffing=huffing,
            draw_moves=draw_moves,
        )
        return self._settled(state)

    def _parse_position(self, text: str) -> tuple[Board, int]:
        board, side = self.rules.position_codec.parse(self._geometry, text)
        for seat in (0, 1):
            if board[2 * seat] & self.generator.crown_mask[seat]:
                raise BadOption("crowning_row", f"position {text!r}: a man of seat {seat} stands on its crowning row",
                                seat=seat)
        return board, side

    def position(self, state: DraughtsState) -> str:
        return self.rules.position_codec.format(self._geometry, state.board, state.side)

    # --- records: PDN as lidraughts writes it ----------------------------------------------------
    def result_token(self, outcome: Outcome | None) -> str:
        if outcome is None:
            return "*"
        return "1-1" if outcome.is_draw else ("2-0" if outcome.winners == (0,) else "0-2")

    def record_header(self, start: DraughtsState) -> dict[str, str]:
        return {"GameType": self.rules.pdn_game_type}

    def record_options(self, start: DraughtsState) -> dict[str, Any]:
        chosen = {"huffing": start.huffing, "draw_moves": start.draw_moves}
        return {k: v for k, v in chosen.items() if k in self.option_defaults and v != self.option_defaults[k]}

    # --- queries -----------------------------------------------------------------------------
    def to_move(self, state: DraughtsState) -> int | None:
        return None if state.result is not None else state.side

    def outcome(self, state: DraughtsState) -> Outcome | None:
        return state.result

    def legal_moves(self, state: DraughtsState) -> Sequence[DraughtsMove]:
        if state.result is not None:
            return ()
        return tuple(entry.move for entry in self._entries(state))

    def _entries(self, state: DraughtsState) -> list[_Entry]:
        """Legal moves in a fixed order: huffs, then by start, end and path (cell order)."""
        cached = state._memo.get("entries")
        if cached is None:
            cached = self._compute_entries(state)
            state._memo["entries"] = cached
        return cached

    def _compute_entries(self, state: DraughtsState) -> list[_Entry]:
        # Our ruling for the huffing option: the duty to capture and its majority are lifted,
        # but a capture, once started, still goes on while it can (complete sequences only).
        gen, board, side = self.generator, state.board, state.side
        if state.huffing:
            raws = gen.quiet_moves(board, side) + gen.capture_sequences(board, side)
        elif gen.has_capture(board, side):
            raws = gen.capture_sequences(board, side)
            best = max(captured.bit_count() for _, captured in raws)
            raws = [raw for raw in raws if raw[1].bit_count() == best]
        else:
            raws = gen.quiet_moves(board, side)
        return [self._huff_entry(cell) for cell in state.huffable] + self._group(raws)

    def _pseudo_entries(self, state: DraughtsState) -> list[_Entry]:
        """Every move of the side to move with the duty to capture (and its majority) lifted."""
        gen = self.generator
        return self._group(gen.quiet_moves(state.board, state.side) + gen.capture_sequences(state.board, state.side))

    def _group(self, raws: list[RawMove]) -> list[_Entry]:
        """Paths grouped into moves (same start, end and captured set), sorted by cell order."""
        grouped: dict[MoveKey, list[tuple[int, ...]]] = {}
        for path, captured in raws:
            grouped.setdefault((path[0], path[-1], captured), []).append(path)
        rank = self._geometry.rank_of_index
        return [
            _Entry(self._to_move_object(paths[0], key[2]), key, False, tuple(paths))
            for key, paths in sorted(grouped.items(), key=lambda item: [rank[c] for c in item[1][0]])
        ]

    def _huff_entry(self, cell: int) -> _Entry:
        label = self._geometry.label_of_index[cell]
        return _Entry(DraughtsMove((label,), (label,), huff=True), (cell, cell, 1 << cell), True, ((cell,),))

    def _to_move_object(self, path: tuple[int, ...], captured: int) -> DraughtsMove:
        labels = self._geometry.label_of_index
        order = self._capture_order(path, captured)
        return DraughtsMove(tuple(labels[c] for c in path), tuple(labels[c] for c in order))

    def _capture_order(self, path: tuple[int, ...], captured: int) -> list[int]:
        """The captured cells in the order the path jumps them, each once."""
        order = []
        geometry = self._geometry
        left = captured
        for a, b in zip(path, path[1:]):
            dr = (geometry.row(b) > geometry.row(a)) - (geometry.row(b) < geometry.row(a))
            dc = (geometry.col(b) > geometry.col(a)) - (geometry.col(b) < geometry.col(a))
            for cell in geometry.ray[(dr, dc)][a]:
                if cell == b:
                    break
                # a piece removed at once leaves an empty cell: crossing it again takes nothing
                if left >> cell & 1:
                    order.append(cell)
                    left &= ~(1 << cell)
        return order

    # --- playing -----------------------------------------------------------------------------
    def apply(self, state: DraughtsState, seat: int, move: DraughtsMove) -> DraughtsState:
        self.check_turn(state, seat)
        entry = self._find_entry(state, move)
        if entry.huff:
            return self._after_huff(state, entry.key[0])
        return self._after_move(state, entry)

    def _find_entry(self, state: DraughtsState, move: object) -> _Entry:
        key = self._key_of(move)
        huff = getattr(move, "huff", False)
        for entry in self._entries(state):
            if entry.key == key and entry.huff == huff:
                return entry
        if key is None:
            raise IllegalMove("illegal_move", "this is not a move of this game")
        pseudo = [] if huff else [e for e in self._pseudo_entries(state) if e.key == key]
        raise self._why_illegal(state, key[0], huff, pseudo)

    def _key_of(self, move: object) -> MoveKey | None:
        index = self._geometry.index_of_label
        try:
            path = tuple(index[cell] for cell in move.path)  # type: ignore[attr-defined]
            captured = 0
            for cell in move.captured:  # type: ignore[attr-defined]
                captured |= 1 << index[cell]
        except (AttributeError, KeyError, TypeError):
            return None
        if not path:
            return None
        return path[0], path[-1], captured

    def _why_illegal(self, state: DraughtsState, start: int, huff: bool, pseudo: list[_Entry]) -> IllegalMove:
        """The most helpful reason why a move from ``start`` is not legal here.

        ``pseudo``: the moves it names once the duty to capture is lifted (empty if none).
        """
        label = self._geometry.label_of_index[start]
        if huff:
            return IllegalMove("cannot_huff", f"the piece on {label} cannot be huffed now", cell=label)
        board = state.board
        if not (board[0] | board[1] | board[2] | board[3]) >> start & 1:
            return IllegalMove("empty_cell", f"there is no piece on {label}", cell=label)
        if not (board[2 * state.side] | board[2 * state.side + 1]) >> start & 1:
            return IllegalMove("not_your_piece", f"the piece on {label} is not yours", cell=label)
        if pseudo:
            gen = self.generator
            best = max(c.bit_count() for _, c in gen.capture_sequences(board, state.side))
            taken = max(entry.key[2].bit_count() for entry in pseudo)
            if taken == 0:
                return IllegalMove(
                    "capture_required", f"capturing is compulsory: {best} piece(s) can be taken", count=best
                )
            return IllegalMove(
                "capture_majority", f"you must take the most pieces: {best}, not {taken}", count=best, taken=taken
            )
        return IllegalMove("illegal_move", f"the piece on {label} cannot make this move", cell=label)

    def _after_huff(self, state: DraughtsState, cell: int) -> DraughtsState:
        mask = ~(1 << cell)
        board = tuple(slot & mask for slot in state.board)
        return self._settled(
            replace(
                state,
                board=board,  # type: ignore[arg-type]
                ply=state.ply + 1,
                king_plies=0,
                history=((*board, state.side),),  # type: ignore[arg-type]
                huffable=(),
                _memo={},
            )
        )

    def _after_move(self, state: DraughtsState, entry: _Entry) -> DraughtsState:
        gen, side = self.generator, state.side
        start, end, captured = entry.key
        raw: RawMove = (entry.paths[0], captured)
        board = gen.play(state.board, side, raw)
        by_king = bool(state.board[2 * side + 1] >> start & 1)
        geometry = self._geometry
        irreversible = bool(captured) or (not by_king and geometry.row(start) != geometry.row(end))
        after = (*board, 1 - side)
        return self._settled(
            replace(
                state,
                board=board,
                side=1 - side,
                ply=state.ply + 1,
                king_plies=state.king_plies + 1 if by_king and not captured else 0,
                history=(after,) if irreversible else state.history + (after,),
                huffable=self._offenders(state, entry) if state.huffing else (),
                _memo={},
            )
        )

    def _offenders(self, state: DraughtsState, entry: _Entry) -> tuple[int, ...]:
        """With huffing: the pieces that should have made the compulsory capture, if it was skipped."""
        gen = self.generator
        if not gen.has_capture(state.board, state.side):
            return ()
        sequences = gen.capture_sequences(state.board, state.side)
        best = max(c.bit_count() for _, c in sequences)
        if entry.key[2].bit_count() >= best:
            return ()
        start, end = entry.key[0], entry.key[1]
        culprits = {path[0] for path, c in sequences if c.bit_count() == best}
        return tuple(sorted(end if cell == start else cell for cell in culprits))

    def _settled(self, state: DraughtsState) -> DraughtsState:
        """``state`` with its result filled in (the rules' end conditions, wins before draws)."""
        board, side = state.board, state.side
        result: Outcome | None = None
        for seat in (1 - side, side):
            if not board[2 * seat] | board[2 * seat + 1]:
                result = Outcome(winners=(1 - seat,), reason="no_pieces")
                break
        else:
            if not self._entries(state):
                result = Outcome(winners=(1 - side,), reason="blocked")
            elif (
                self.rules.lone_kings_draw
                and not board[0] | board[2]
                and board[1].bit_count() == 1
                and board[3].bit_count() == 1
            ):
                result = Outcome(winners=(), reason="lone_kings")
            elif state.history.count(state.key) >= 3:
                result = Outcome(winners=(), reason="repetition")
            elif state.draw_moves is not None and state.king_plies >= 2 * state.draw_moves:
                result = Outcome(winners=(), reason="king_moves")
        if result is None:
            return state
        return replace(state, result=result, huffable=(), _memo={})

    # --- notation ----------------------------------------------------------------------------
    def parse_move(self, state: DraughtsState, text: str) -> DraughtsMove:
        parsed = read_move_text(self.rules, text)
        if state.result is not None:
            raise IllegalMove("game_over", "the game is over")
        matches = self._matching(state, parsed)
        if len(matches) == 1:
            return matches[0].move
        if len(matches) > 1:
            choices = [self.format_move(state, entry.move) for entry in matches]
            raise BadNotation(
                "ambiguous", f"{text.strip()!r} could be {', '.join(choices)}", text=text.strip(), choices=choices
            )
        cells = tuple(self._geometry.index_of_label[label] for label in parsed.cells)
        pseudo = [] if parsed.kind == "huff" else self._matching_among(self._pseudo_entries(state), parsed)
        raise self._why_illegal(state, cells[0], parsed.kind == "huff", pseudo)

    def _matching(self, state: DraughtsState, parsed: MoveText) -> list[_Entry]:
        return self._matching_among(self._entries(state), parsed)

    def _matching_among(self, entries: Sequence[_Entry], parsed: MoveText) -> list[_Entry]:
        """The moves a text names: same start and end, landings in order; a full path wins."""
        index = self._geometry.index_of_label
        cells = tuple(index[label] for label in parsed.cells)
        huff = parsed.kind == "huff"
        candidates = [e for e in entries if e.huff == huff and e.key[0] == cells[0] and e.key[1] == cells[-1]]
        if parsed.kind in ("plain", "capture"):
            wanted = parsed.kind == "capture"
            candidates = [e for e in candidates if bool(e.key[2]) == wanted] or candidates
        exact = [e for e in candidates if cells in e.paths]
        if exact:
            return exact
        inner = cells[1:-1]
        return [e for e in candidates if any(is_subsequence(inner, path[1:-1]) for path in e.paths)]

    def format_move(self, state: DraughtsState, move: DraughtsMove) -> str:
        if move.huff:
            return f"h{move.path[0]}"
        if not move.captured:
            return write_cells((move.path[0], move.path[-1]), "-")
        if self.rules.full_capture_paths:
            return write_cells(move.path, "x")
        # Shortest form that still names this capture alone: start, a few landings, end.
        index = self._geometry.index_of_label
        key = self._key_of(move)
        entries = self._entries(state)
        for used in range(len(move.path) - 1):
            cells = (*move.path[: used + 1], move.path[-1])
            named = self._matching_among(entries, MoveText("capture", cells))
            if len(named) == 1 and named[0].key == key:
                return write_cells(cells, "x")
        if all(cell in index for cell in move.path):
            return write_cells(move.path, "x")
        raise IllegalMove("illegal_move", "this is not a move of this game")

    # --- views and persistence ---------------------------------------------------------------
    def player_view(self, state: DraughtsState, seat: int | None) -> DraughtsView:
        geometry = self._geometry
        labels = geometry.label_of_index
        pieces = [
            Piece(labels[cell], slot // 2, bool(slot % 2)) for slot in range(4) for cell in bits_of(state.board[slot])
        ]
        pieces.sort(key=lambda p: geometry.rank_of_index[geometry.index_of_label[p.cell]])
        return DraughtsView(
            game=self.key,
            rows=geometry.rows,
            cols=geometry.cols,
            notation="pdn" if not self.rules.full_capture_paths else "algebraic",
            cells=self._cells,
            pieces=tuple(pieces),
            colours=tuple(self.rules.colours),
            to_move=self.to_move(state),
            outcome=state.result,
            huffable=tuple(labels[c] for c in state.huffable),
        )

    def dump(self, state: DraughtsState) -> dict[str, Any]:
        codec, geometry = self.rules.position_codec, self._geometry
        options: dict[str, Any] = {}
        if "huffing" in self.option_defaults:
            options["huffing"] = state.huffing
        if "draw_moves" in self.option_defaults:
            options["draw_moves"] = state.draw_moves
        return {
            "game": self.key,
            "position": self.position(state),
            "ply": state.ply,
            "king_plies": state.king_plies,
            "history": [codec.format(geometry, key[:4], key[4]) for key in state.history],
            "huffable": [geometry.label_of_index[c] for c in state.huffable],
            "options": options,
        }

    def load(self, data: Mapping[str, Any]) -> DraughtsState:
        try:
            if data["game"] != self.key:
                raise ValueError(f"this state belongs to {data['game']!r}, not {self.key!r}")
            options = dict(data.get("options", {}))
            base = self.new(options={**options, "position": data["position"]})
            history = []
            for text in data["history"]:
                board, side = self._parse_position(text)
                history.append((*board, side))
            huffable = tuple(sorted(self._geometry.index_of_label[label] for label in data.get("huffable", ())))
            state = replace(
                base,
                ply=int(data["ply"]),
                king_plies=int(data["king_plies"]),
                history=tuple(history) or base.history,
                huffable=huffable,
                result=None,
                _memo={},
            )
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"not a saved {self.key} state: {error!r}") from None
        if state.history[-1] != state.key:
            raise ValueError("saved state is inconsistent: history does not end on the position")
        return self._settled(state)
