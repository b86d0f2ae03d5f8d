"""The Macadam game object: the engine contract on top of the move generator."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engines.base import BadOption, Game, IllegalMove, Outcome
from engines.bits import bits_of
from engines.macadam.board import GOAL, HOME, LABELS, PAWNS_PER_SEAT, PLACEABLE, START
from engines.macadam.history import pack_history, pack_position, unpack_history
from engines.macadam.movegen import Path, chain_fault, generate, has_move, jump_landings, move_key, slide_mask
from engines.macadam.notation import SHORT_MOVES, cell_index, cells_of, move_object, read_cells, write_path
from engines.macadam.positions import format_position, parse_position
from engines.macadam.state import MacadamMove, MacadamState, PositionKey
from engines.macadam.view import MacadamView, public_view

#: move_key(start, end) -> representative path; a placement is keyed (cell, cell) with path (cell,).
Entries = dict[int, Path]


class MacadamGame(Game[MacadamState, MacadamMove]):
    """Macadam (Pierre Canuel, 1997), with the option ``free_placement``."""

    key = "macadam"
    seat_range = (2, 2)
    option_defaults = {"free_placement": False, "position": None}
    colours = ("white", "black")
    steps_entry = True

    # --- creation ----------------------------------------------------------------------------
    def new(self, seats: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None) -> MacadamState:
        """A new game; ``seed`` is unused (Macadam has no chance)."""
        self.check_seats(seats)
        opts = self.resolve_options(options)
        free = opts["free_placement"]
        if not isinstance(free, bool):
            raise BadOption("option_bool", "option free_placement must be true or false", option="free_placement")
        text = opts["position"]
        if text is None:
            pawns, side = ((0, 0) if free else START), 0
        elif isinstance(text, str):
            pawns, side = self._parse_position(text)
        else:
            raise BadOption("option_text", "option position must be a position text", option="position")
        to_place = (0, 0)
        if free:
            # With a position, the pawns shown stand already; each seat places the rest of its 8.
            to_place = (PAWNS_PER_SEAT - pawns[0].bit_count(), PAWNS_PER_SEAT - pawns[1].bit_count())
            if any(to_place) and not to_place[side]:
                raise BadOption("nothing_to_place", "free placement: the side to move has no pawn left to place")
        state = MacadamState(pawns=pawns, side=side, to_place=to_place, history=((*pawns, side),))
        return self._settled(state, mover=1 - side)

    def _parse_position(self, text: str) -> tuple[tuple[int, int], int]:
        pawns, side = parse_position(text)
        for seat in (0, 1):
            if pawns[seat].bit_count() > PAWNS_PER_SEAT:
                raise BadOption("too_many_pawns",
                                f"position {text!r}: seat {seat} has more than {PAWNS_PER_SEAT} pawns",
                                seat=seat, most=PAWNS_PER_SEAT)
            if pawns[seat] & GOAL[seat]:
                raise BadOption("own_goal", f"position {text!r}: a pawn of seat {seat} stands on its own goal cell",
                                seat=seat)
        return pawns, side

    def position(self, state: MacadamState) -> str:
        return format_position(state.pawns, state.side)

    def record_options(self, start: MacadamState) -> dict[str, Any]:
        return {"free_placement": True} if any(start.to_place) else {}

    # --- queries -----------------------------------------------------------------------------
    def to_move(self, state: MacadamState) -> int | None:
        return None if state.result is not None else state.side

    def outcome(self, state: MacadamState) -> Outcome | None:
        return state.result

    def legal_moves(self, state: MacadamState) -> Sequence[MacadamMove]:
        if state.result is not None:
            return ()
        moves = state._memo.get("moves")
        if moves is None:
            entries = self._entries(state).items()
            moves = tuple([SHORT_MOVES[key] if len(path) == 2 else move_object(path) for key, path in entries])
            state._memo["moves"] = moves
        return moves

    def _entries(self, state: MacadamState) -> Entries:
        """Every legal move of the side to act, in name order of start then end."""
        entries = state._memo.get("entries")
        if entries is None:
            if state.placing:
                free = PLACEABLE[state.side] & ~(state.pawns[0] | state.pawns[1])
                entries = {move_key(c, c): (c,) for c in bits_of(free)}
            else:
                entries = generate(state.pawns, state.side)
            state._memo["entries"] = entries
        return entries

    def _can_act(self, state: MacadamState) -> bool:
        if state.placing:
            return bool(PLACEABLE[state.side] & ~(state.pawns[0] | state.pawns[1]))
        return has_move(state.pawns, state.side)

    # --- playing -----------------------------------------------------------------------------
    def apply(self, state: MacadamState, seat: int, move: MacadamMove) -> MacadamState:
        self.check_turn(state, seat)
        return self._after(state, self._resolve(state, cells_of(move)))

    def _resolve(self, state: MacadamState, cells: tuple[int, ...]) -> Path:
        """The representative path of the legal move ``cells`` names, or the IllegalMove saying why not.

        One cell: a placement. Two: the move from start to end, whatever its path. More: that
        exact chain must be legal.
        """
        entries = self._entries(state)
        if state.placing:
            if len(cells) != 1:
                raise IllegalMove("placement_phase", "pawns are still being placed: name one empty cell of your side")
            return self._placement(state, entries, cells[0])
        if len(cells) == 1:
            raise IllegalMove(
                "placement_over", "the pawns are all placed: give a start and an end", cell=LABELS[cells[0]]
            )
        start, end = cells[0], cells[-1]
        self._check_start(state, start)
        if len(cells) > 2:
            fault = chain_fault(state.side, cells, state.pawns)
            if fault is not None:
                raise _chain_error(cells, *fault)
        path = entries.get(move_key(start, end))
        if path is None:
            raise IllegalMove(
                "illegal_move",
                f"the pawn on {LABELS[start]} cannot go to {LABELS[end]}",
                start=LABELS[start],
                end=LABELS[end],
            )
        return path

    def _check_start(self, state: MacadamState, start: int) -> None:
        label = LABELS[start]
        if not (state.pawns[0] | state.pawns[1]) >> start & 1:
            raise IllegalMove("empty_cell", f"there is no pawn on {label}", cell=label)
        if not state.pawns[state.side] >> start & 1:
            raise IllegalMove("not_your_piece", f"the pawn on {label} is not yours", cell=label)

    def _placement(self, state: MacadamState, entries: Entries, cell: int) -> Path:
        if move_key(cell, cell) in entries:
            return (cell,)
        label = LABELS[cell]
        if (state.pawns[0] | state.pawns[1]) >> cell & 1:
            raise IllegalMove("occupied", f"{label} is already taken", cell=label)
        if GOAL[state.side] >> cell & 1:
            raise IllegalMove("own_goal", f"{label} is one of your own goal cells", cell=label)
        raise IllegalMove("not_your_side", f"{label} is not on your side of the board", cell=label)

    def _after(self, state: MacadamState, path: Path) -> MacadamState:
        seat = state.side
        pawns = list(state.pawns)
        to_place = state.to_place
        if len(path) == 1:
            pawns[seat] |= 1 << path[0]
            left = list(to_place)
            left[seat] -= 1
            to_place = (left[0], left[1])
            other = 1 - seat
            side = other if to_place[other] else seat if to_place[seat] else 0
            history: tuple[PositionKey, ...] = ((pawns[0], pawns[1], side),)
        else:
            pawns[seat] ^= 1 << path[0] | 1 << path[-1]
            side = 1 - seat
            history = state.history + ((pawns[0], pawns[1], side),)
        nxt = MacadamState(
            pawns=(pawns[0], pawns[1]), side=side, to_place=to_place, ply=state.ply + 1, history=history
        )
        settled = self._settled(nxt, mover=seat)
        packed = state._memo.get("packed")
        if packed is not None and len(path) > 1:
            # the service saves after every move: extend the saved history instead of packing it all again
            settled._memo["packed"] = packed + pack_position(settled.key)
        return settled

    def _settled(self, state: MacadamState, mover: int) -> MacadamState:
        """``state`` with its result filled in: wins of the mover, then of the other, then the rest."""
        pawns = state.pawns
        result: Outcome | None = None
        for seat in (mover, 1 - mover):
            if pawns[seat] & GOAL[1 - seat]:
                result = Outcome(winners=(seat,), reason="goal")
                break
            if six_two(pawns, seat):
                result = Outcome(winners=(seat,), reason="six_two")
                break
        else:
            if not self._can_act(state):
                result = Outcome(winners=(1 - state.side,), reason="blocked")
            elif state.history.count(state.key) >= 3:
                result = Outcome(winners=(), reason="repetition")
        if result is None:
            return state
        return replace(state, result=result, _memo={})

    # --- click entry -------------------------------------------------------------------------
    def next_steps(self, state: MacadamState, partial_path: Sequence[str]) -> dict[str, bool]:
        """Where the pawn may go next after the cells clicked so far, and whether the move may end there.

        ``[]``: the cells to click first: in placement, the free cells (True: placing ends the
        move); in play, the pawns that can move (False: a pawn must go somewhere). ``[start]``:
        its slide ends and first jump landings. ``[start, ...]``: the landings of the next jump
        (none after a slide, or once the chain stands on an opponent goal cell). In Macadam a
        move may end after any jump, so every value after the first click is True.
        Raises the IllegalMove that ``parse_move`` gives when the cells clicked are not legal.
        """
        if state.result is not None:
            return {}
        cells = tuple(cell_index(label) for label in partial_path)
        entries = self._entries(state)
        if not cells:
            if state.placing:
                return {LABELS[key >> 6]: True for key in entries}
            return {LABELS[start]: False for start in dict.fromkeys(key >> 6 for key in entries)}
        if state.placing:
            self._resolve(state, cells)
            return {}
        side, pawns = state.side, state.pawns
        start = cells[0]
        self._check_start(state, start)
        occupied = pawns[0] | pawns[1]
        own = pawns[side] ^ 1 << start
        slides = slide_mask(side, start, occupied)
        if len(cells) == 1:
            landings = jump_landings(side, start, own, occupied ^ 1 << start, 1 << start)
            return {LABELS[c]: True for c in sorted(bits_of(slides) + landings)}
        if len(cells) == 2 and slides >> cells[1] & 1:
            return {}
        fault = chain_fault(side, cells, pawns)
        if fault is not None:
            raise _chain_error(cells, *fault)
        visited = 0
        for cell in cells:
            visited |= 1 << cell
        return {LABELS[c]: True for c in jump_landings(side, cells[-1], own, occupied ^ 1 << start, visited)}

    # --- notation ----------------------------------------------------------------------------
    def parse_move(self, state: MacadamState, text: str) -> MacadamMove:
        cells = read_cells(text)
        if state.result is not None:
            raise IllegalMove("game_over", "the game is over")
        return move_object(self._resolve(state, cells))

    def format_move(self, state: MacadamState, move: MacadamMove) -> str:
        return write_path(cells_of(move))

    # --- views and persistence ---------------------------------------------------------------
    def player_view(self, state: MacadamState, seat: int | None) -> MacadamView:
        """The board as everybody sees it (Macadam has no secrets, so ``seat`` changes nothing)."""
        return public_view(self.key, self.colours, state, self.to_move(state))

    def dump(self, state: MacadamState) -> dict[str, Any]:
        """JSON-safe state. ``history`` packs every position (see :mod:`engines.macadam.history`):
        a game may repeat a position at any time, so all of them are kept, and texts would make
        saving a long game slow."""
        return {
            "game": self.key,
            "position": self.position(state),
            "to_place": list(state.to_place),
            "ply": state.ply,
            "history": self._packed_history(state),
        }

    def _packed_history(self, state: MacadamState) -> str:
        packed = state._memo.get("packed")
        if packed is None:
            packed = state._memo["packed"] = pack_history(state.history)
        return packed

    def load(self, data: Mapping[str, Any]) -> MacadamState:
        try:
            if data["game"] != self.key:
                raise ValueError(f"this state belongs to {data['game']!r}, not {self.key!r}")
            to_place = tuple(int(n) for n in data["to_place"])
            base = self.new(options={"position": data["position"], "free_placement": any(to_place)})
            if base.to_place != to_place:
                raise ValueError(f"saved state is inconsistent: pawns to place {list(to_place)}")
            history = unpack_history(data["history"])
            ply = int(data["ply"])
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"not a saved {self.key} state: {error!r}") from None
        if not history or history[-1] != base.key or ply < 0:
            raise ValueError("saved state is inconsistent: history does not end on the position")
        state = replace(base, ply=ply, history=history, result=None, _memo={})
        return self._settled(state, mover=1 - state.side)


def six_two(pawns: tuple[int, int], seat: int) -> bool:
    """At least 6 of ``seat``'s pawns on the opponent's side, at most 2 of the opponent's on its own."""
    return (pawns[seat] & HOME[1 - seat]).bit_count() >= 6 and (pawns[1 - seat] & HOME[seat]).bit_count() <= 2


def _chain_error(cells: tuple[int, ...], step: int, reason: str) -> IllegalMove:
    a, b = LABELS[cells[step - 1]], LABELS[cells[step]]
    return IllegalMove(
        "illegal_chain",
        f"jump {step} of this chain ({a}-{b}) is not allowed: {reason.replace('_', ' ')}",
        step=step,
        start=a,
        end=b,
        reason=reason,
    )


def _labels(mask: int) -> list[str]:
    return [LABELS[i] for i in bits_of(mask)]
