"""The generic searcher's refinements (issue 30): late-move reductions never lose a forced win,
searches repeat exactly, each game's level table grows with the level, and the speed-ups
(table probed first, lazy ordering, Macadam's progress summed a file at a time) change nothing."""

from __future__ import annotations

import random
from collections.abc import Sequence
from types import MappingProxyType

import pytest

import engines
from engines.ai.draughts import DraughtsProblem
from engines.ai.levels import LEVELS, Level, own_level
from engines.ai.macadam import PROGRESS, MacadamProblem, progress
from engines.ai.makyek import MakYekProblem
from engines.ai.search import WIN, WON, Searcher, searcher_for
from engines.bits import bits_of
from tests.engines.test_ai import midgame


class TakeAway:
    """A pile of men; a move takes 1 to 8 of them; whoever cannot move (empty pile) has lost.
    Taking the pile down to a multiple of 9 wins; the moves come largest last, so the winning
    one is often a late move, the one a reduction searches shallower."""

    forced_captures = False
    levels = MappingProxyType({})

    def __init__(self, reductions: bool) -> None:
        self.reductions = reductions

    def moves(self, pos: int) -> Sequence[int]:
        return [take for take in range(1, 9) if take <= pos]

    leaf_moves = moves

    def play(self, pos: int, move: int) -> int:
        return pos - move

    def end_score(self, pos: int, moves: Sequence[int]) -> int | None:
        return None if moves else -WIN

    def evaluate(self, pos: int) -> int:
        return 0

    def key(self, pos: int) -> int:
        return pos

    def is_capture(self, pos: int, move: int) -> bool:
        return False

    def move_key(self, move: int) -> int:
        return move


def deep(depth: int) -> Level:
    return Level(0, nodes=10**7, depth=depth, quiescence=True, noise=0, playouts=0)


@pytest.mark.parametrize("pile", [25, 26, 34, 35])
def test_late_move_reductions_still_find_the_forced_win_a_plain_search_finds(pile):
    """A win in 5 or 7 plies whose winning replies are late moves: the plain search finds it at
    its length; the reduced one too (perhaps an iteration later), and plays the winning move."""
    length = 2 * (pile // 9) + 1
    plain = Searcher(TakeAway(False), deep(length), random.Random(0)).search(pile, list(range(1, 9)))
    assert plain.score >= WON and plain.move == pile % 9
    reduced = Searcher(TakeAway(True), deep(length + 4), random.Random(0)).search(pile, list(range(1, 9)))
    assert reduced.score == plain.score and reduced.move == pile % 9
    assert reduced.depth > plain.depth  # the reductions were at work: they saw it an iteration later


@pytest.mark.parametrize("key", ["mak-yek", "apit-sodok", "macadam"])
def test_the_same_search_twice_gives_the_same_move_score_and_nodes(key):
    game, state = midgame(key, 15, 2)
    problem = MacadamProblem() if key == "macadam" else MakYekProblem(game)
    pos = problem.position(state)
    raws = list(problem.moves(pos))
    level = Level(0, nodes=3_000, depth=14, quiescence=True, noise=0, playouts=0)
    first, second = (Searcher(problem, level, random.Random(5)).search(pos, raws) for _ in range(2))
    assert (first.move, first.score, first.depth, first.nodes) == (second.move, second.score, second.depth,
                                                                    second.nodes)
    assert first.depth >= 2


@pytest.mark.parametrize("key", ["mak-yek", "apit-sodok", "macadam", "dames", "dames-turques"])
def test_each_games_level_table_grows_with_the_level(key):
    game = engines.get(key)
    problem = (MacadamProblem() if key == "macadam" else DraughtsProblem(game) if key.startswith("dames")
               else MakYekProblem(game))
    rows = [searcher_for(problem, LEVELS[n], random.Random(0)).level for n in range(1, 9)]
    assert rows == [own_level(LEVELS[n], problem.levels) for n in range(1, 9)]
    for low, high in zip(rows, rows[1:]):
        assert low.nodes < high.nodes
        assert low.depth <= high.depth
        assert low.noise >= high.noise and low.oversight >= high.oversight
    assert rows[-1].noise == 0 and rows[-1].oversight == 0 and rows[-1].quiescence


def test_macadam_progress_summed_a_file_at_a_time_is_the_sum_over_the_pawns():
    game = engines.get("macadam")
    rng = random.Random(7)
    checked = 0
    for seed in range(6):
        state = game.new(seed=seed)
        while game.outcome(state) is None:
            p0, p1 = state.pawns
            assert progress(p0, p1) == sum(PROGRESS[0][c] for c in bits_of(p0)) - sum(PROGRESS[1][c] for c in bits_of(p1))
            checked += 1
            state = game.apply(state, game.to_move(state), rng.choice(list(game.legal_moves(state))))
    assert checked > 50
