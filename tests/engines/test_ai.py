"""Computer players: legal, repeatable, sound searches, and blind to what their seat cannot see."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

import engines
from engines import ai
from engines.ai.draughts import DraughtsProblem
from engines.ai.levels import LEVELS, Level
from engines.ai.macadam import MacadamProblem
from engines.ai.makyek import MakYekProblem
from engines.ai.problems import problem_of
from engines.ai.search import INFINITY, Searcher, searcher_for
from tests.engines.test_macadam_cartes_playouts import scrambled

BOARD_GAMES = ["macadam", "dames", "dames-turques", "mak-yek", "apit-sodok"]


def midgame(key: str, plies: int, seed: int, seats: int = 2):
    game = engines.get(key)
    state = game.new(seats=seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if game.outcome(state) is not None:
            break
        state = game.apply(state, game.to_move(state), rng.choice(list(game.legal_moves(state))))
    return game, state


@pytest.mark.parametrize("key", BOARD_GAMES + ["macadam-cartes"])
@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_the_choice_is_one_of_the_legal_moves_and_repeats(key, level):
    for seed in range(3):
        game, state = midgame(key, 6 + 5 * seed, seed)
        if game.outcome(state) is not None:
            continue
        seat = game.to_move(state)
        move = ai.choose(game, state, seat, level=level, seed=seed)
        assert move in game.legal_moves(state)
        assert ai.choose(game, state, seat, level=level, seed=seed) == move


@pytest.mark.parametrize("key", BOARD_GAMES)
def test_decide_plays_the_move_choose_plays_and_says_how_deep_it_searched(key):
    game, state = next((game, state) for game, state in (midgame(key, 10, seed) for seed in range(20))
                       if game.outcome(state) is None and ai.decide(game, state, game.to_move(state), 2).depth)
    seat = game.to_move(state)
    shallow, deep = (ai.decide(game, state, seat, level=level, seed=3) for level in (2, 6))
    assert shallow.move == ai.choose(game, state, seat, level=2, seed=3)
    assert deep.move == ai.choose(game, state, seat, level=6, seed=3)
    # each game's own budgets (the draughts games have theirs, sized for the compiled searcher)
    low, high = (searcher_for(problem_of(game), LEVELS[n], random.Random(0)).level for n in (2, 6))
    assert 1 <= shallow.depth <= low.depth < deep.depth <= high.depth
    assert 0 < shallow.nodes < deep.nodes


def test_levels_are_budgets_that_grow_with_the_level():
    assert sorted(LEVELS) == list(range(1, 9))
    for low, high in zip(range(1, 8), range(2, 9)):
        assert LEVELS[low].nodes < LEVELS[high].nodes
        assert LEVELS[low].playouts < LEVELS[high].playouts
        assert LEVELS[low].depth <= LEVELS[high].depth
        assert LEVELS[low].noise >= LEVELS[high].noise
    assert LEVELS[8].noise == 0 and LEVELS[8].quiescence


def test_an_oversight_drops_the_quiescence_for_that_move_only(monkeypatch):
    """Level 1 with an oversight of one half: about half its moves are searched without following
    captures at the horizon, the same ones for the same seeds; with none, never."""
    game = engines.get("mak-yek")
    searched: list[Level] = []

    def record(problem, level, state, moves, rng, stop):
        searched.append(level)
        return moves[0], SimpleNamespace(depth=0, nodes=0)

    monkeypatch.setattr(ai, "search_result", record)
    monkeypatch.setitem(LEVELS, 1, Level(1, nodes=40, depth=1, quiescence=True, noise=90, playouts=8, oversight=0.5))
    for seed in range(200):
        ai.decide(game, game.new(), 0, level=1, seed=seed)
    blind = [not level.quiescence for level in searched]
    assert 70 <= sum(blind) <= 130
    searched.clear()
    for seed in range(200):
        ai.decide(game, game.new(), 0, level=1, seed=seed)
    assert [not level.quiescence for level in searched] == blind
    monkeypatch.setitem(LEVELS, 1, Level(1, nodes=40, depth=1, quiescence=True, noise=90, playouts=8))
    searched.clear()
    for seed in range(50):
        ai.decide(game, game.new(), 0, level=1, seed=seed)
    assert all(level.quiescence for level in searched)


@pytest.mark.parametrize("level", [0, 9, True, "5"])
def test_a_level_outside_1_to_8_is_refused(level):
    game = engines.get("dames")
    with pytest.raises(ValueError):
        ai.choose(game, game.new(), 0, level=level)


def test_only_the_seat_to_act_gets_a_move():
    game = engines.get("dames")
    with pytest.raises(ValueError):
        ai.choose(game, game.new(), 1)


def test_a_stop_that_says_time_is_up_still_gives_a_legal_move():
    game, state = midgame("dames", 20, 4)
    move = ai.choose(game, state, game.to_move(state), level=8, stop=lambda: True)
    assert move in game.legal_moves(state)


# --- the search is sound: alpha-beta with its table and orderings equals plain minimax ----------------------
def minimax(problem, pos, depth):
    moves = problem.moves(pos)
    end = problem.end_score(pos, moves)
    if end is not None:
        return end
    if depth == 0:
        return problem.evaluate(pos)
    return max(-minimax(problem, problem.play(pos, move), depth - 1) for move in moves)


def problem_for(game):
    if game.key == "macadam":
        return MacadamProblem()
    if game.key in ("mak-yek", "apit-sodok"):
        return MakYekProblem(game)
    return DraughtsProblem(game)


#: depths that keep plain minimax quick: the draughts games branch little, the others a lot.
DEPTHS = {"macadam": 2, "dames": 4, "dames-turques": 4, "mak-yek": 2, "apit-sodok": 2}


@pytest.mark.parametrize("noise", [1, 40])
@pytest.mark.parametrize("key", BOARD_GAMES)
def test_alpha_beta_scores_the_root_moves_a_noisy_level_may_pick_as_plain_minimax_does(key, noise):
    """With noise, a root move within ``noise`` of the best gets its exact score (the noise may
    make it the pick); a worse one only a bound showing it cannot be picked."""
    depth = DEPTHS[key]
    noisy = Level(0, nodes=10**9, depth=depth, quiescence=False, noise=noise, playouts=0)
    checked = bounded = 0
    for seed in range(3):
        game, state = midgame(key, 12 + 3 * seed, seed)
        if game.outcome(state) is not None:
            continue
        problem = problem_for(game)
        pos = problem.position(state)
        raws = list(problem.moves(pos))
        if len(raws) < 2:
            continue
        searcher = Searcher(problem, noisy, random.Random(0))
        result = searcher.search(pos, raws)
        expected = [-minimax(problem, problem.play(pos, raw), depth - 1) for raw in raws]
        got = dict((id(move), score) for move, score in result.root_scores)
        best = max(expected)
        for raw, exact in zip(raws, expected):
            if exact >= best - noise:
                assert got[id(raw)] == exact
            else:
                assert exact <= got[id(raw)] < best - noise
                bounded += 1
        assert result.score == best < INFINITY
        checked += 1
    assert checked
    if noise == 1:
        assert bounded  # the positions have moves worse than the best: the bound was used


def test_principal_variation_search_gives_the_minimax_value():
    # Against plain minimax at depth 5 (no noise: principal variation search with null windows).
    checked = 0
    for seed in range(3):
        game, state = midgame("dames", 14 + seed, seed)
        problem = DraughtsProblem(game)
        pos = problem.position(state)
        raws = list(problem.moves(pos))
        if len(raws) < 2:
            continue  # a forced move is played without a search
        level = Level(0, nodes=10**9, depth=5, quiescence=False, noise=0, playouts=0)
        result = Searcher(problem, level, random.Random(0)).search(pos, raws)
        assert result.score == max(-minimax(problem, problem.play(pos, raw), 4) for raw in raws)
        checked += 1
    assert checked


@pytest.mark.parametrize("key", ["mak-yek", "apit-sodok"])
def test_each_mak_yek_level_from_3_searches_deeper_than_the_one_below(key):
    """Node budgets, not time: the completed depth of each level on middle-game positions. With
    the common budgets levels 3, 4 and 5 all stopped at depth 1 or 2 and played alike."""
    positions = [midgame(key, 10 + seed % 5, seed) for seed in range(4)]
    problem = problem_for(positions[0][0])
    mean_depths = []
    for number in range(3, 9):
        depths = []
        for game, state in positions:
            moves = problem.root_moves(game.legal_moves(state))
            raws = [problem.raw_of(move) for move in moves]
            depths.append(searcher_for(problem, LEVELS[number], random.Random(0)).search(
                problem.position(state), raws).depth)
        mean_depths.append(sum(depths) / len(depths))
    assert all(low < high for low, high in zip(mean_depths[:4], mean_depths[1:5])), mean_depths  # levels 3 to 7
    assert mean_depths[5] >= mean_depths[4]  # level 8 at least as deep as 7


# --- tactics a player expects the computer to see --------------------------------------------------------
def test_macadam_computer_walks_into_the_goal_when_it_can():
    game = engines.get("macadam")
    # White's pawn on d6 jumps over d7 into d8, the goal.
    state = game.new(options={"position": "8/3w4/3w4/8/8/8/b7/b7 w"})
    for level in (2, 5, 8):
        move = ai.choose(game, state, 0, level=level)
        assert game.outcome(game.apply(state, 0, move)).winners == (0,)


def test_mak_yek_computer_takes_a_man_left_between_two_of_its_own():
    game = engines.get("mak-yek")
    # h2 slides to d2: black's c2 is then closed between b2 and d2.
    state = game.new(options={"position": "7b/8/8/8/8/8/1wb4w/8 w"})
    for level in (3, 8):
        move = ai.choose(game, state, 0, level=level)
        assert move.captured, game.format_move(state, move)


def test_draughts_computer_does_not_step_into_a_capture():
    game = engines.get("dames-turques")
    # c2-c3 would let black's c4 take it (c4xc2); sideways steps are safe.
    state = game.new(options={"position": "8/8/8/8/2b5/8/2w5/8 w"})
    for level in (4, 8):
        move = ai.choose(game, state, 0, level=level)
        assert game.format_move(state, move) != "c2-c3"


# --- hidden cards: the computer sees only its seat's view ------------------------------------------------
@pytest.mark.parametrize("seats", [2, 3, 5])
def test_card_computer_plays_the_same_whatever_the_hidden_cards_are(seats):
    game = engines.get("macadam-cartes")
    rng = random.Random(seats)
    for plies in (0, 7, 23, 41):
        _, state = midgame("macadam-cartes", plies, seats, seats=seats)
        if game.outcome(state) is not None:
            continue
        seat = game.to_move(state)
        move = ai.choose(game, state, seat, level=3, seed=plies)
        for _ in range(3):
            other = scrambled(state, seat, rng)
            assert game.player_view(other, seat) == game.player_view(state, seat)
            assert ai.choose(game, other, seat, level=3, seed=plies) == move


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_a_determinized_state_shows_the_seat_its_own_view_and_moves(seats):
    game = engines.get("macadam-cartes")
    state = game.new(seats=seats, seed=seats, options={"manches": 2})
    rng, checked = random.Random(seats), 0
    while game.outcome(state) is None:
        seat = game.to_move(state)
        for observer in (seat, (seat + 1) % seats):
            view = game.player_view(state, observer)
            sampled = game.determinize(view, observer, rng)
            assert game.player_view(sampled, observer) == view
            checked += 1
        assert list(game.legal_moves(game.determinize(game.player_view(state, seat), seat, rng))) == list(
            game.legal_moves(state)
        )
        state = game.apply(state, seat, rng.choice(list(game.legal_moves(state))))
    assert checked > 100


@pytest.mark.parametrize(("game_key", "position", "seat", "expected"), [
    ("dames", "W:W31-40:B1-5", 1, "lost"),
    ("dames", "W:W31-40:B1-5", 0, "open"),
    ("dames", "W:WK31,K32:BK1,K2", 0, "drawn"),
    ("dames", "W:W31-35:B1-5", 1, "open"),
])
def test_assess_says_lost_drawn_or_open(game_key: str, position: str, seat: int, expected: str) -> None:
    game = engines.get(game_key)
    state = game.new(seats=2, seed=0, options={"position": position})
    assert ai.assess(game, state, seat, level=2) == expected
    assert ai.assess(game, state, seat, level=2) == expected  # deterministic


def test_assess_of_a_fresh_game_is_open_for_every_game() -> None:
    for key, game in engines.GAMES.items():
        state = game.new(seats=2, seed=3, options={})
        assert ai.assess(game, state, 0, level=1) == "open", key
