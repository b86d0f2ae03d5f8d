"""The Mak-Yek game object: the engine contract on top of the move generator.

One class serves ``mak-yek`` and ``apit-sodok``; the difference lives in :class:`MakYekRules`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engines.base import BadOption, Game, IllegalMove, Outcome
from engines.bits import bits_of
from engines.makyek.board import BIT, COL, INDEX, LABELS, RAYS, READING_ORDER, ROW, labels_of
from engines.makyek.movegen import MoveGenerator, RawMove
from engines.makyek.notation import read_move_text
from engines.makyek.position import format_key, format_position, parse_position
from engines.makyek.rules import DEFAULT_NO_CAPTURE_PLIES, NO_CAPTURE_PLIES_RANGE, MakYekRules
from engines.makyek.state import MakYekMove, MakYekState, PositionKey
from engines.makyek.view import MakYekView
from engines.views import Cell, Piece

MEN_PER_SIDE = 16



def _quiet_moves() -> list[MakYekMove]:
    """The Move object of every capture-free slide, by ``start * 64 + end``."""
    table = [MakYekMove((LABELS[0], LABELS[0]))] * (64 * 64)  # filler: only slides are ever read
    for start in range(64):
        for ray in RAYS[start]:
            for end in ray:
                table[start * 64 + end] = MakYekMove((LABELS[start], LABELS[end]))
    return table


#: shared between states (moves are immutable): most moves take nothing.
_QUIET = _quiet_moves()


def move_of(start: int, end: int, captured: int) -> MakYekMove:
    if not captured:
        return _QUIET[start * 64 + end]
    return MakYekMove((LABELS[start], LABELS[end]), labels_of(captured))


def check_no_capture_plies(value: object) -> int:
    """The ``no_capture_plies`` option, or a ValueError saying what is wrong with it."""
    low, high = NO_CAPTURE_PLIES_RANGE
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadOption("option_number", f"option no_capture_plies must be a whole number from {low} to {high}, "
                        f"not {value!r}", option="no_capture_plies", min=low, max=high)
    return value


def scored(reason: str, captures: tuple[int, int]) -> Outcome:
    """Every end is decided by the capture counts: more wins, equal is a draw."""
    c0, c1 = captures
    winners = (0,) if c0 > c1 else (1,) if c1 > c0 else ()
    return Outcome(winners=winners, reason=reason, scores=(c0, c1))


#: The 64 cells in reading order (row 0 at the top, as seat 0 sees the board).
CELLS = tuple(Cell(LABELS[i], ROW[i], COL[i]) for i in READING_ORDER)


class MakYekGame(Game[MakYekState, MakYekMove]):
    """Mak-Yek and Apit-Sodok: one class, the variant is its :class:`MakYekRules`."""

    seat_range = (2, 2)

    def __init__(self, rules: MakYekRules) -> None:
        self.rules = rules
        self.key = rules.key  # type: ignore[misc]
        self.option_defaults = rules.option_defaults  # type: ignore[misc]
        self.generator = MoveGenerator(rules)

    # --- creation ----------------------------------------------------------------------------
    def new(self, seats: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None) -> MakYekState:
        self.check_seats(seats)
        opts = self.resolve_options(options)
        limit = check_no_capture_plies(opts["no_capture_plies"])
        text = self.rules.start_position if opts["position"] is None else opts["position"]
        if not isinstance(text, str):
            raise BadOption("option_text", "option position must be a position text", option="position")
        return self._settled(self._from_position(text, limit, loading=False))

    def _from_position(self, text: str, limit: int, *, loading: bool) -> MakYekState:
        """The state a position text describes, its history starting afresh; result not set.

        A saved game may stand exactly on the capture-free limit (the game it ended); a new
        game may not.
        """
        parsed = parse_position(text)
        white, black = parsed.men
        captures = parsed.captures
        if captures is None:
            captures = (max(0, MEN_PER_SIDE - black.bit_count()), max(0, MEN_PER_SIDE - white.bit_count()))
        plies = 0 if parsed.quiet_plies is None else parsed.quiet_plies
        if plies > limit or (plies == limit and not loading):
            raise BadOption("quiet_plies", f"position {text!r}: capture-free plies must be below no_capture_plies "
                            f"({limit})", limit=limit)
        return MakYekState(
            variant=self.key,
            men=parsed.men,
            side=parsed.side,
            captures=captures,
            quiet_plies=plies,
            limit=limit,
            history=((white, black, parsed.side),),
        )

    def position(self, state: MakYekState) -> str:
        return format_position(state.men, state.side, state.captures, state.quiet_plies)

    def record_options(self, start: MakYekState) -> dict[str, Any]:
        return {} if start.limit == self.option_defaults["no_capture_plies"] else {"no_capture_plies": start.limit}

    # --- queries -----------------------------------------------------------------------------
    def to_move(self, state: MakYekState) -> int | None:
        return None if state.result is not None else state.side

    def outcome(self, state: MakYekState) -> Outcome | None:
        return state.result

    def agreed_outcome(self, state: MakYekState) -> Outcome:
        """The seed's own ending: both stop and the capture counts decide."""
        return scored("agreement", state.captures)

    def legal_moves(self, state: MakYekState) -> Sequence[MakYekMove]:
        if state.result is not None:
            return ()
        moves = state._memo.get("moves")
        if moves is None:
            side, quiet = state.side, _QUIET
            # move_of, inlined: this is the hot path of every search.
            moves = tuple(
                MakYekMove((LABELS[start], LABELS[end]), labels_of(captured)) if captured else quiet[start * 64 + end]
                for start, end, captured in self.generator.moves(state.men[side], state.men[1 - side])
            )
            state._memo["moves"] = moves
        return moves

    def _raw_move(self, state: MakYekState, start: int, end: int) -> RawMove:
        """The legal move from ``start`` to ``end`` (a slide names one move), or why there is none."""
        own, enemy = state.men[state.side], state.men[1 - state.side]
        raw = self.generator.move(own, enemy, start, end) if own & BIT[start] else None
        if raw is None:
            raise self._why_illegal(state, start, end)
        return raw

    # --- playing -----------------------------------------------------------------------------
    def apply(self, state: MakYekState, seat: int, move: MakYekMove) -> MakYekState:
        self.check_turn(state, seat)
        start, end, captured = self._resolve(state, move)
        side = state.side
        own, enemy = self.generator.play(state.men[side], state.men[1 - side], (start, end, captured))
        men = (own, enemy) if side == 0 else (enemy, own)
        taken = captured.bit_count()
        counts = list(state.captures)
        counts[side] += taken
        captures = (counts[0], counts[1])
        key: PositionKey = (men[0], men[1], 1 - side)
        return self._settled(
            replace(
                state,
                men=men,
                side=1 - side,
                captures=captures,
                quiet_plies=0 if taken else state.quiet_plies + 1,
                # After a capture no earlier position can come back: fewer men.
                history=(key,) if taken else state.history + (key,),
                _memo={},
            )
        )

    def _resolve(self, state: MakYekState, move: object) -> RawMove:
        """The raw move that ``move`` names, or the IllegalMove explaining why it is not legal."""
        try:
            start_label, end_label = move.path  # type: ignore[attr-defined]
            captured = sorted(str(cell) for cell in move.captured)  # type: ignore[attr-defined]
            start, end = INDEX[start_label], INDEX[end_label]
        except (AttributeError, TypeError, ValueError, KeyError):
            raise IllegalMove("illegal_move", "this is not a move of this game") from None
        raw = self._raw_move(state, start, end)
        if captured != list(labels_of(raw[2])):
            raise self._wrong_captures(captured, start, end, raw[2])
        return raw

    def _why_illegal(self, state: MakYekState, start: int, end: int) -> IllegalMove:
        """The most helpful reason why the slide ``start``-``end`` is not legal here."""
        own, enemy = state.men[state.side], state.men[1 - state.side]
        here, there = LABELS[start], LABELS[end]
        if not (own | enemy) & BIT[start]:
            return IllegalMove("empty_cell", f"there is no man on {here}", cell=here)
        if enemy & BIT[start]:
            return IllegalMove("not_your_piece", f"the man on {here} is not yours", cell=here)
        if start == end:
            return IllegalMove("null_move", f"the man on {here} must move to another cell", cell=here)
        for ray in RAYS[start]:
            if end in ray:
                for cell in ray[: ray.index(end) + 1]:
                    if (own | enemy) & BIT[cell]:
                        return IllegalMove(
                            "blocked",
                            f"{here}-{there} is blocked by the man on {LABELS[cell]}",
                            cell=here,
                            to=there,
                            at=LABELS[cell],
                        )
                break
        else:
            return IllegalMove(
                "not_straight", f"{here}-{there} is not along a rank or a file", cell=here, to=there
            )
        return IllegalMove("illegal_move", f"the man on {here} cannot make this move", cell=here)

    @staticmethod
    def _wrong_captures(named: Sequence[str], start: int, end: int, captured: int) -> IllegalMove:
        taken = ", ".join(labels_of(captured))
        return IllegalMove(
            "wrong_captures",
            f"{LABELS[start]}-{LABELS[end]} takes {taken or 'nothing'}, not {', '.join(named)}",
            named=", ".join(named),
            taken=taken,
            count=captured.bit_count(),
        )

    def _settled(self, state: MakYekState) -> MakYekState:
        """``state`` with its result filled in: the first end condition that holds, in order."""
        own, other = state.men[state.side], state.men[1 - state.side]
        reason = None
        if not own:
            reason = "no_pieces"
        elif own.bit_count() <= 1 and other.bit_count() <= 1:
            reason = "insufficient_material"
        elif not self.generator.can_move(own, other):
            reason = "no_moves"
        elif state.history.count(state.key) >= 3:
            reason = "repetition"
        elif state.quiet_plies >= state.limit:
            reason = "no_capture_limit"
        if reason is None:
            return state
        return replace(state, result=scored(reason, state.captures), _memo={})

    # --- notation ----------------------------------------------------------------------------
    def parse_move(self, state: MakYekState, text: str) -> MakYekMove:
        parsed = read_move_text(text)
        if state.result is not None:
            raise IllegalMove("game_over", "the game is over")
        start, end, captured = self._raw_move(state, parsed.start, parsed.end)
        if parsed.captured is not None and parsed.captured != frozenset(bits_of(captured)):
            raise self._wrong_captures(sorted(LABELS[c] for c in parsed.captured), start, end, captured)
        return move_of(start, end, captured)

    def format_move(self, state: MakYekState, move: MakYekMove) -> str:
        """``a1-a5``: lower case, captured men never listed (the position decides them)."""
        try:
            start, end = move.path
            if start in INDEX and end in INDEX:
                return f"{start}-{end}"
        except (AttributeError, TypeError, ValueError):
            pass
        raise IllegalMove("illegal_move", "this is not a move of this game")

    # --- views and persistence ---------------------------------------------------------------
    def player_view(self, state: MakYekState, seat: int | None) -> MakYekView:
        """Everything is public in this game: every seat sees the same."""
        white, black = state.men
        return MakYekView(
            game=self.key,
            rows=8,
            cols=8,
            notation="algebraic",
            cells=CELLS,
            pieces=tuple(
                Piece(LABELS[i], 0 if white & BIT[i] else 1, False) for i in READING_ORDER if (white | black) & BIT[i]
            ),
            colours=tuple(self.rules.colours),
            to_move=self.to_move(state),
            outcome=state.result,
            captures=tuple(state.captures),
            no_capture_plies=state.quiet_plies,
            no_capture_limit=state.limit,
        )

    def dump(self, state: MakYekState) -> dict[str, Any]:
        return {
            "game": self.key,
            "position": self.position(state),
            "history": [format_key((key[0], key[1]), key[2]) for key in state.history],
            "options": {"no_capture_plies": state.limit},
        }

    def load(self, data: Mapping[str, Any]) -> MakYekState:
        if not isinstance(data, Mapping):
            raise ValueError(f"not a saved {self.key} state: {type(data).__name__}")
        try:
            if data["game"] != self.key:
                raise ValueError(f"this state belongs to {data['game']!r}, not {self.key!r}")
            options = data.get("options", {})
            limit = check_no_capture_plies(options.get("no_capture_plies", DEFAULT_NO_CAPTURE_PLIES))
            state = self._from_position(data["position"], limit, loading=True)
            texts = data["history"]
            if not isinstance(texts, (list, tuple)) or not texts:
                raise ValueError("the history must be a non-empty list of positions")
            history = tuple(self._history_key(text) for text in texts)
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"not a saved {self.key} state: {error!r}") from None
        if history[-1] != state.key:
            raise ValueError("saved state is inconsistent: the history does not end on the position")
        if len(history) > state.quiet_plies + 1:
            raise ValueError("saved state is inconsistent: more positions than capture-free plies")
        counts = (state.men[0].bit_count(), state.men[1].bit_count())
        if any((key[0].bit_count(), key[1].bit_count()) != counts for key in history):
            raise ValueError("saved state is inconsistent: a capture inside the history")
        return self._settled(replace(state, history=history))

    @staticmethod
    def _history_key(text: object) -> PositionKey:
        parsed = parse_position(text)
        if parsed.captures is not None:
            raise ValueError(f"history entry {text!r}: expected a board and a side only")
        return (parsed.men[0], parsed.men[1], parsed.side)
