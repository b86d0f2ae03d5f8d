"""The compiled draughts searcher (engines.ai.fast) behind ``ai.choose``: legal moves, forced wins,
the same move for the same seed, the same score as the Python searcher at a fixed depth, and the
same moves as plain Python (numba's ``NUMBA_DISABLE_JIT``) where numba is missing."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

import engines
from engines import ai
from engines.ai.draughts import DraughtsProblem
from engines.ai.fast.levels import DRAUGHTS_LEVELS
from engines.ai.fast.searcher import KernelSearcher
from engines.ai.levels import LEVELS, own_level
from engines.ai.problems import problem_of
from engines.ai.search import WIN, Searcher, searcher_for

ROOT = Path(__file__).resolve().parents[2]


def _midgame(key: str, plies: int, seed: int):  # type: ignore[no-untyped-def]
    game = engines.get(key)
    state, rng = game.new(), random.Random(seed)
    for _ in range(plies):
        moves = game.legal_moves(state)
        if not moves or game.outcome(state) is not None:
            break
        state = game.apply(state, state.side, rng.choice(moves))
    return game, state


def test_the_draughts_problem_brings_the_compiled_searcher_at_its_own_levels() -> None:
    problem = DraughtsProblem(engines.get("dames"))
    searcher = searcher_for(problem, LEVELS[8], random.Random(0))
    assert isinstance(searcher, KernelSearcher)
    assert searcher.level == DRAUGHTS_LEVELS[8] != LEVELS[8]
    assert own_level(replace(LEVELS[3], noise=0), problem.levels) == replace(DRAUGHTS_LEVELS[3], noise=0)
    overlooking = own_level(replace(LEVELS[3], quiescence=False), problem.levels)
    assert overlooking == replace(DRAUGHTS_LEVELS[3], quiescence=False)
    shaped = replace(LEVELS[3], nodes=77)
    assert own_level(shaped, problem.levels) == shaped
    assert own_level(DRAUGHTS_LEVELS[5], problem.levels) == DRAUGHTS_LEVELS[5]


@pytest.mark.parametrize("key", ["dames", "dames-turques"])
def test_the_computer_plays_a_legal_move_and_the_same_one_for_the_same_seed(key: str) -> None:
    for seed in range(3):
        game, state = _midgame(key, 12 + seed, seed)
        if game.outcome(state) is not None:
            continue
        for level in (1, 4, 6):
            move = ai.choose(game, state, state.side, level=level, seed=seed)
            assert move in game.legal_moves(state)
            assert ai.choose(game, state, state.side, level=level, seed=seed) == move


def test_the_searcher_finds_a_forced_win() -> None:
    game = engines.get("dames")
    state = game.new(options={"position": "W:W27,33:B18"})
    problem = problem_of(game)
    raws = [problem.raw_of(move) for move in problem.root_moves(game.legal_moves(state))]
    result = searcher_for(problem, LEVELS[5], random.Random(0)).search(problem.position(state), raws)
    assert len(raws) > 1
    assert result.score == WIN - 3  # one move, the forced reply, the last capture


@pytest.mark.parametrize("key", ["dames", "dames-turques"])
def test_the_kernel_scores_a_position_as_the_python_searcher_does_at_a_fixed_depth(key: str) -> None:
    level = replace(LEVELS[8], nodes=10**7, depth=3)
    compared = 0
    for seed in range(6):
        game, state = _midgame(key, 16 + seed, 100 + seed)
        problem = DraughtsProblem(game)
        raws = [problem.raw_of(move) for move in problem.root_moves(game.legal_moves(state))]
        if len(raws) < 2 or game.outcome(state) is not None:
            continue
        pos = problem.position(state)
        fast = problem.searcher(level, random.Random(0)).search(pos, raws)
        slow = Searcher(problem, level, random.Random(0)).search(pos, raws)
        assert (fast.score, fast.depth) == (slow.score, slow.depth)
        compared += 1
    assert compared >= 3


_PLAIN = """
import json, sys, random
import engines
from engines import ai
out = []
for key, plies, level in (("dames", 14, 3), ("dames-turques", 11, 4), ("dames", 9, 5), ("mak-yek", 12, 5),
                          ("apit-sodok", 9, 4)):
    game = engines.get(key)
    state, rng = game.new(), random.Random(plies)
    for _ in range(plies):
        state = game.apply(state, state.side, rng.choice(game.legal_moves(state)))
    out.append(game.format_move(state, ai.choose(game, state, state.side, level=level, seed=7)))
print(json.dumps(out))
"""


def test_plain_python_plays_the_same_moves_as_the_compiled_kernel() -> None:
    runs = []
    for disabled in ("0", "1"):
        env = dict(os.environ, NUMBA_DISABLE_JIT=disabled)
        done = subprocess.run([sys.executable, "-c", _PLAIN], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=300, check=True)
        runs.append(json.loads(done.stdout))
    assert runs[0] == runs[1]


@pytest.mark.parametrize("key", ["dames", "dames-turques"])
def test_the_kernels_capture_threat_test_agrees_with_the_engines_generator(key: str) -> None:
    from engines.ai.fast.board import mailbox
    from engines.ai.fast.movegen import can_capture
    from engines.ai.fast.searcher import Kernel

    seen = set()
    for seed in range(8):
        game, state = _midgame(key, 10 + 3 * seed, 200 + seed)
        kernel = Kernel(game.rules)
        cells = mailbox(state.board, kernel.size)
        for side in (0, 1):
            expected = game.generator.has_capture(state.board, side)
            assert can_capture(cells, side, kernel.tables) == expected, (game.position(state), side)
            seen.add(expected)
    assert seen == {True, False}


def test_the_search_refinements_keep_the_forced_win_and_legal_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(KernelSearcher, "features", {"reductions": True, "threats": True})
    test_the_searcher_finds_a_forced_win()
    for seed in range(2):
        game, state = _midgame("dames", 14 + seed, seed)
        problem = problem_of(game)
        moves = problem.root_moves(game.legal_moves(state))
        raws = [problem.raw_of(move) for move in moves]
        result = searcher_for(problem, LEVELS[6], random.Random(0)).search(problem.position(state), raws)
        assert result.move in raws and result.depth >= 3
