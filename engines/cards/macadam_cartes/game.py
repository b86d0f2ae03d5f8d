"""The Macadam (cartes) game object: the engine contract on top of the rules steps."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engines.annotations import RecordAnalysis
from engines.base import BadNotation, BadOption, Game, IllegalMove, Outcome
from engines.cards.macadam_cartes import rng as prng
from engines.cards.macadam_cartes.determinize import determinize
from engines.cards.macadam_cartes.notation import public_text, read_move, write_move
from engines.cards.macadam_cartes.options import check_deal, check_dice, check_manches
from engines.cards.macadam_cartes.persist import dump_state, load_state
from engines.cards.macadam_cartes.record import result_tags, write_record
from engines.cards.macadam_cartes.rules import DRAW, MOVES, PASS, ROLL, actor, legal_moves, why_illegal
from engines.cards.macadam_cartes.scoring import outcome_of
from engines.cards.macadam_cartes.setup import new_table
from engines.cards.macadam_cartes.state import CartesMove, CartesState
from engines.cards.macadam_cartes.steps import apply_move, begin_step
from engines.cards.macadam_cartes.table import Table
from engines.cards.macadam_cartes.views import HandView, TableView, player_view

#: every move the game knows (legal somewhere), for ``format_move``.
ALL_MOVES = frozenset({ROLL, DRAW, PASS, *MOVES.values()})


class MacadamCartesGame(Game[CartesState, CartesMove]):
    """Macadam, le jeu des piétons et des 2 roues: 2 to 6 players, options ``manches``, ``dice``, ``deal``."""

    key = "macadam-cartes"
    seat_range = (2, 6)
    hidden_information = True
    ranks_by_score = True
    option_defaults = {"manches": 1, "dice": (), "deal": None}

    # --- creation ----------------------------------------------------------------------------
    def new(self, seats: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None) -> CartesState:
        self.check_seats(seats)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise BadOption("seed", f"the seed must be a whole number, not {seed!r}")
        opts = self.resolve_options(options)
        manches = check_manches(opts["manches"])
        dice = check_dice(opts["dice"])
        start = check_deal(opts["deal"], seats)
        table = new_table(seats, prng.seed_state(seed), manches, dice, start)
        begin_step(table)
        return table.freeze()

    # --- queries -----------------------------------------------------------------------------
    def to_move(self, state: CartesState) -> int | None:
        return None if state.over else actor(state)

    def outcome(self, state: CartesState) -> Outcome | None:
        if not state.over:
            return None
        result = state._memo.get("outcome")
        if result is None:
            result = state._memo["outcome"] = outcome_of(state, state.results[-1][1])[0]
        return result

    def agreed_outcome(self, state: CartesState) -> Outcome:
        """The same ranking on the game scores so far (the running manche included)."""
        return outcome_of(state, "agreed")[0]

    def legal_moves(self, state: CartesState) -> Sequence[CartesMove]:
        moves = state._memo.get("moves")
        if moves is None:
            moves = state._memo["moves"] = tuple(legal_moves(state))
        return moves

    def final_tiebreak(self, state: CartesState) -> str | None:
        """The criterion that decided the final ranking (``scoring.TIEBREAKS`` or ``shared``);
        None until the last manche has ended."""
        if not state.over:
            return None
        return outcome_of(state, state.results[-1][1])[1]

    def round_of(self, state: CartesState) -> int:
        """The manche being played: timeout counts start again with each one."""
        return state.manche

    # --- playing -----------------------------------------------------------------------------
    def apply(self, state: CartesState, seat: int, move: CartesMove) -> CartesState:
        self.check_turn(state, seat)
        self._check_legal(state, move)
        table = Table.thaw(state)
        apply_move(table, move)
        return table.freeze()

    def _check_legal(self, state: CartesState, move: Any) -> None:
        try:
            legal = move in self._legal_set(state)
        except TypeError:  # unhashable junk
            legal = False
        if not legal:
            raise why_illegal(state, move)

    def _legal_set(self, state: CartesState) -> frozenset[CartesMove]:
        legal = state._memo.get("legal_set")
        if legal is None:
            legal = state._memo["legal_set"] = frozenset(self.legal_moves(state))
        return legal

    # --- notation ----------------------------------------------------------------------------
    def parse_move(self, state: CartesState, text: str) -> CartesMove:
        """Notation errors first (BadNotation), then legality for the seat to act (IllegalMove)."""
        move = read_move(text)
        if state.over:
            raise IllegalMove("game_over", "the game is over")
        self._check_legal(state, move)
        return move

    def format_move(self, state: CartesState, move: CartesMove) -> str:
        if move not in ALL_MOVES:
            raise IllegalMove("not-a-move", "this is not a move of this game")
        return write_move(move)

    def public_move_text(self, state: CartesState, move: CartesMove) -> str:
        """The notation for public logs and messages: ``discard`` without its secret card."""
        return public_text(move)

    def default_action(self, state: CartesState) -> CartesMove:
        """A seat that ran out of time passes when it may (that ends its step), else takes the
        first legal action in the engine's order."""
        moves = self.legal_moves(state)
        return PASS if PASS in moves else moves[0]

    # --- views and persistence ---------------------------------------------------------------
    def player_view(self, state: CartesState, seat: int | None) -> TableView:
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.seats):
            raise ValueError(f"no seat {seat!r} in this game of {state.seats}")
        return player_view(self.key, state, seat)

    def record(
        self, start: CartesState, moves: Sequence[CartesMove], tags: Mapping[str, str] | None = None, *,
        reveal: bool = False, analysis: RecordAnalysis | None = None,
    ) -> str:
        """The public record of the table (see ``record``): never a hidden card, except every
        manche's deal once the match is over when ``reveal`` (the table agreed at the start).
        Never annotated: hidden hands make a move's value a guess, so a table has no analysis."""
        if analysis is not None:
            raise ValueError("a card table has no analysis to write in its record")
        return write_record(self, start, moves, tags, reveal=reveal)

    def seat_tag(self, seat: int) -> str:
        return f"Seat{seat + 1}"

    def result_tags(self, outcome: Outcome | None, seats: int) -> dict[str, str]:
        """Every seat's place and score (see ``record.result_tags``), not a two-player token."""
        return result_tags(outcome, seats)

    def read_record(self, text: str) -> tuple[CartesState, list[CartesMove], dict[str, str]]:
        """A card table's record holds only what was public, so no game can be rebuilt from it."""
        raise BadNotation("no_reader", "a card table's record is public only and cannot be replayed")

    def determinize(self, view: HandView, seat: int, rng: random.Random) -> CartesState:
        """A state that ``seat`` cannot tell from the real one: what its view shows, the hidden
        cards dealt from ``rng`` (see ``determinize``). For computer players' searches."""
        return determinize(view, seat, rng)

    def dump(self, state: CartesState) -> dict[str, Any]:
        return dump_state(self.key, state)

    def load(self, data: Mapping[str, Any]) -> CartesState:
        return load_state(self.key, data)
