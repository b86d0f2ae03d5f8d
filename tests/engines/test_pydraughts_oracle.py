"""Differential tests: our two draughts engines against pydraughts 0.6.7 (tests/engines/oracle.py).

At every position compared, the full set of legal moves must be the same, as
(start, end, captured pieces) in our labels with each piece counted as often as a move lists it,
our path of each capture (with its captured cells in jump order) must be one of pydraughts' paths
of that move, and the position reached by a move must be the same.
The oracle applies the two documented Turkish corrections (see oracle.py); the first tests show
that pydraughts alone really differs there, so the corrections are needed and do their job.

Everything is deterministic: fixed seeds, and random choices are made among the oracle's moves
sorted by repr(), so the games do not depend on our engine's move order.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from draughts.convert import move_to_variant
from draughts.core.game import Game as PyGame

from tests.engines.oracle import (
    Oracle,
    format_pdn_fen,
    format_rank_text,
    keys_of,
    turkish_label,
    turkish_square,
)
from tests.helpers.games import DAMES, TURQUES

GAMES = {"dames": DAMES, "dames-turques": TURQUES}
ORACLES = {key: Oracle(key) for key in GAMES}
GAMES_DIR = Path(__file__).parent / "games"

PLAYOUT_SEEDS = range(30)  # per variant, from the start position
PLY_CAP = 400  # safety net only: every play-out so far ends well before (draw rules included)

# Mid-game positions with kings on both sides (hand-made, checked legal by both engines).
MIDGAMES = {
    "dames": [
        "W:W26,28,31,32,33,36,37,38,K3:B8,12,13,14,17,19,21,23,K44",
        "B:WK46,K50,30,35,39,40,43:B7,9,11,13,16,K22,24,27",
        "W:WK10,K28,34,41,42,45:BK37,K15,18,20,25,26",
    ],
    "dames-turques": [
        "8/1b1b2bb/bb2b1b1/3W4/1w2w3/w1ww2w1/8/3B4 w",
        "3W4/bb3bb1/8/2b1w3/8/ww3w1w/8/B7 b",
        "8/8/1b2b3/3B4/8/2W2w2/1w6/8 w",
    ],
}
MIDGAME_SEEDS = range(8)


# --- helpers ----------------------------------------------------------------------------------
def start(key: str, text: str | None = None):
    game = GAMES[key]
    return game.new(options={} if text is None else {"position": text})


def compare_moves(key: str, state) -> dict:
    """Assert our legal moves == pydraughts' at ``state``; return {MoveKey: our move}.

    Compared per move: start, end and the captured pieces counted with their multiplicity (a
    piece listed twice is an error), then our representative path with its captured cells in
    jump order must be one of pydraughts' paths of that move."""
    game, oracle = GAMES[key], ORACLES[key]
    text = game.position(state)
    expected = oracle.moves(oracle.parse(text))
    ours = list(game.legal_moves(state))
    by_key = {(m.path[0], m.path[-1], frozenset(m.captured)): m for m in ours}
    assert len(by_key) == len(ours), f"{text}: a move is listed twice: {sorted(map(str, ours))}"
    want = {(start, end, tuple(sorted(taken))) for start, end, taken in expected}
    got = {(m.path[0], m.path[-1], tuple(sorted(m.captured))) for m in ours}
    missing, extra = want - got, got - want
    assert not missing and not extra, f"{text}: missing {sorted(missing, key=repr)}, extra {sorted(extra, key=repr)}"
    for move_key, move in by_key.items():
        if move.captured:
            assert (move.path, move.captured) in expected.paths[move_key], (
                f"{text}: {move.path} taking {move.captured} is none of pydraughts' paths "
                f"{sorted(expected.paths[move_key])}"
            )
    return by_key


def compare_after(key: str, state, move_key, move) -> object:
    """Play ``move`` in our engine; assert the position equals pydraughts' result; return it."""
    game, oracle = GAMES[key], ORACLES[key]
    before = oracle.parse(game.position(state))
    after = game.apply(state, game.to_move(state), move)
    assert oracle.parse(game.position(after)) == oracle.moves(before)[move_key], (
        f"{game.position(state)}: after {game.format_move(state, move)} we reach {game.position(after)}, "
        f"pydraughts {oracle.format(oracle.moves(before)[move_key])}"
    )
    return after


def replay(key: str, moves: list[str], check: Callable[[object, str, object], None]) -> object:
    """Play the recorded ``moves`` from the start, each compared with pydraughts (``compare_moves``,
    ``compare_after``) and checked by ``check(state, text, move)``; return the final state."""
    game = GAMES[key]
    state = start(key)
    for number, text in enumerate(moves):
        assert game.outcome(state) is None, f"game over before move {number + 1} ({text})"
        by_key = compare_moves(key, state)
        move = game.parse_move(state, text)
        check(state, text, move)
        move_key = (move.path[0], move.path[-1], frozenset(move.captured))
        state = compare_after(key, state, move_key, by_key[move_key])
    return state


def walk(key: str, state, rng: random.Random) -> tuple[object, int]:
    """Random play-out in lockstep with pydraughts; returns the final state and the plies."""
    game, oracle = GAMES[key], ORACLES[key]
    for ply in range(PLY_CAP):
        outcome = game.outcome(state)
        if outcome is not None:
            if outcome.reason in ("no_pieces", "blocked"):
                # A loss on the board: pydraughts has no move either.
                assert oracle.moves(oracle.parse(game.position(state))) == {}
                assert outcome.winners == (1 - state.side,)
            return state, ply
        by_key = compare_moves(key, state)
        choice = rng.choice(sorted(by_key, key=repr))
        state = compare_after(key, state, choice, by_key[choice])
    raise AssertionError(f"{key}: play-out still running after {PLY_CAP} plies: {game.position(state)}")


# --- the adapter itself -------------------------------------------------------------------------
def test_turkish_square_numbering_follows_pydraughts_own_algebraic_conversion():
    for square in range(1, 65):
        assert move_to_variant(f"{square}-{square}", variant="turkish").split("-")[0] == turkish_label(square)
        assert turkish_square(turkish_label(square)) == square
    assert (turkish_label(1), turkish_label(8), turkish_label(57), turkish_label(64)) == ("a8", "h8", "a1", "h1")


@pytest.mark.parametrize("key", ["dames", "dames-turques"])
def test_start_position_through_the_adapter_is_pydraughts_start_position(key):
    oracle = ORACLES[key]
    board = oracle.board(oracle.parse(GAMES[key].rules.start_position))
    variant = "standard" if key == "dames" else "turkish"
    assert PyGame(variant).get_fen() == PyGame(variant, board_fen(board)).get_fen()
    white = sorted(p.position for p in board.searcher.uncaptured_pieces if p.player == 2)
    black = sorted(p.position for p in board.searcher.uncaptured_pieces if p.player == 1)
    if key == "dames":
        assert (white, black) == (list(range(31, 51)), list(range(1, 21)))
    else:  # pydraughts' own Turkish start: ranks 2-3 are its squares 41-56, ranks 6-7 are 9-24
        assert (white, black) == (list(range(41, 57)), list(range(9, 25)))
    assert compare_moves(key, start(key))  # and the first moves agree


def board_fen(board) -> str:
    """Hub FEN of a pydraughts board (what pydraughts' own Game.get_fen writes)."""
    squares = ["e"] * board.position_count
    for piece in board.searcher.uncaptured_pieces:
        letter = "w" if piece.player == 2 else "b"
        squares[piece.position - 1] = letter.upper() if piece.king else letter
    return ("W" if board.player_turn == 2 else "B") + "".join(squares)


def test_raw_pydraughts_turkish_king_flies_over_pieces_and_the_adapter_drops_those_moves():
    text = "8/8/8/8/8/7b/w7/W7 w"  # white king a1, own man on a2, black man on h3
    raw = set(Oracle("dames-turques", turkish_rulings=False).moves_of_text(text))
    fixed = set(ORACLES["dames-turques"].moves_of_text(text))
    over_own_man = {("a1", f"a{rank}", frozenset()) for rank in range(3, 9)}
    assert over_own_man <= raw  # pydraughts' known bug
    assert not over_own_man & fixed
    assert fixed == raw - over_own_man
    assert keys_of(TURQUES.legal_moves(start("dames-turques", text))) == fixed


def test_raw_pydraughts_turkish_man_crowned_mid_capture_stays_a_man_and_the_adapter_crowns_it():
    # White man d6 jumps d7 to d8 (far row). Rulings: crowned at once, it goes on as a king:
    # over f8 to h8, down over h7, then left along rank 6 (across its own start cell d6) over b6,
    # then up over a7: 5 pieces. pydraughts alone continues as a man: no further capture.
    text = "5b2/b2b3b/1b1w4/2b4b/8/8/ww6/8 w"
    raw = Oracle("dames-turques", turkish_rulings=False).moves_of_text(text)
    assert set(raw) == {("d6", "d8", frozenset({"d7"}))}
    fixed = ORACLES["dames-turques"].moves_of_text(text)
    expected_key = ("d6", "a8", frozenset({"d7", "f8", "h7", "b6", "a7"}))
    assert set(fixed) == {expected_key}
    state = start("dames-turques", text)
    assert [TURQUES.format_move(state, m) for m in TURQUES.legal_moves(state)] == ["d6xd8xh8xh6xa6xa8"]
    (move,) = TURQUES.legal_moves(state)
    after = compare_after("dames-turques", state, expected_key, move)
    assert ("a8", 0, True) in ORACLES["dames-turques"].parse(TURQUES.position(after))[1]


def test_pydraughts_lists_every_king_path_and_the_adapter_counts_distinct_moves():
    # King 50 takes 44 and may land on 39, 33 or 28; from each it takes 22 and lands on 17, 11
    # or 6: pydraughts lists 9 paths, which are 3 moves (same start, end and captured set).
    oracle = ORACLES["dames"]
    position = oracle.parse("W:WK50:B44,22")
    paths = oracle.capture_paths(position)
    assert sorted(p for p, _ in paths) == sorted((50, a, b) for a in (39, 33, 28) for b in (17, 11, 6))
    assert set(oracle.moves(position)) == {(50, end, frozenset({44, 22})) for end in (17, 11, 6)}
    state = start("dames", "W:WK50:B44,22")
    assert sorted(DAMES.format_move(state, m) for m in DAMES.legal_moves(state)) == ["50x11", "50x17", "50x6"]


# --- random play-outs -------------------------------------------------------------------------
@pytest.mark.parametrize("seed", PLAYOUT_SEEDS)
@pytest.mark.parametrize("key", ["dames", "dames-turques"])
def test_random_playout_from_the_start_matches_pydraughts_at_every_ply(key, seed):
    state, plies = walk(key, start(key), random.Random(seed))
    assert GAMES[key].outcome(state) is not None
    assert plies > 10


@pytest.mark.parametrize("seed", MIDGAME_SEEDS)
@pytest.mark.parametrize(
    ("key", "text"), [(key, text) for key, texts in MIDGAMES.items() for text in texts]
)
def test_random_playout_from_a_midgame_with_kings_matches_pydraughts(key, text, seed):
    state, plies = walk(key, start(key, text), random.Random(1000 + seed))
    assert GAMES[key].outcome(state) is not None
    assert plies >= 1


# --- random positions ---------------------------------------------------------------------------
RANDOM_POSITIONS = 500  # per variant, in chunks of 100
CHUNKS = range(RANDOM_POSITIONS // 100)


def random_position(key: str, rng: random.Random) -> str:
    """A random legal placement: 1-15 (Dames) / 1-12 (Turkish) pieces a side, kings at one of
    three densities, men never on their crowning row (a man drawn there is made a king),
    either side to move."""
    if key == "dames":
        cells: list = list(range(1, 51))
        crown = ({1, 2, 3, 4, 5}, {46, 47, 48, 49, 50})
        most = 15
    else:
        cells = [f"{f}{r}" for r in range(1, 9) for f in "abcdefgh"]
        crown = ({c for c in cells if c.endswith("8")}, {c for c in cells if c.endswith("1")})
        most = 12
    rng.shuffle(cells)
    whites, blacks = rng.randint(1, most), rng.randint(1, most)
    king_rate = rng.choice((0.0, 0.15, 0.4))
    pieces = set()
    for i, cell in enumerate(cells[: whites + blacks]):
        seat = 0 if i < whites else 1
        pieces.add((cell, seat, rng.random() < king_rate or cell in crown[seat]))
    position = (rng.randint(0, 1), frozenset(pieces))
    return format_pdn_fen(position) if key == "dames" else format_rank_text(position)


@pytest.mark.parametrize("chunk", CHUNKS)
@pytest.mark.parametrize("key", ["dames", "dames-turques"])
def test_random_positions_have_pydraughts_moves_and_results(key, chunk):
    game, oracle = GAMES[key], ORACLES[key]
    rng = random.Random(f"{key}-{chunk}")
    compared = captures = 0
    for _ in range(100):
        text = random_position(key, rng)
        state = start(key, text)
        outcome = game.outcome(state)
        if outcome is not None and outcome.winners == ():
            continue  # drawn at once (Turkish lone kings): no moves to compare
        if outcome is not None:
            assert oracle.moves_of_text(text) == {}, text
            continue
        by_key = compare_moves(key, state)
        for move_key, move in by_key.items():
            compare_after(key, state, move_key, move)
        compared += 1
        captures += any(k[2] for k in by_key)
    assert compared >= 90 and captures >= 30  # the sample really exercises captures


# --- recorded games ---------------------------------------------------------------------------
def read_pdn(path: Path) -> list[tuple[dict[str, str], list[str], str]]:
    """(tags, move texts, result) of every game of a PDN file (comments and numbers dropped)."""
    text = re.sub(r"\{[^}]*\}", " ", path.read_text(encoding="utf-8").replace("\r\n", "\n"))
    games = []
    for block in re.split(r"\n(?=\[Event )", text.strip()):
        tags = dict(re.findall(r'^\[(\w+)\s+"([^"]*)"\]\s*$', block, flags=re.M))
        body = re.sub(r"^\[.*\]\s*$", " ", block, flags=re.M).split()
        moves = [token for token in body[:-1] if not re.fullmatch(r"\d+\.+", token)]
        games.append((tags, moves, body[-1]))
    return games


WK2003 = read_pdn(GAMES_DIR / "dames_wk2003.pdn")

# Final positions, from replaying each game with pydraughts (oracle.py) when the file was added.
WK2003_FINAL = {
    ("1", "Ndjofang, J.M."): "W:W24,25,29,37,38,42,47,49:B4,8,13,14,15,21,26,31",
    ("1", "Ba,B."): "B:W24,34,38,40:B9,12,25,28",
    ("1", "Gantwarg,A."): "W:W22,30,35,36,39,43:B4,7,8,13,19,29",
    ("1", "Weitsman,V."): "W:W22,28,32,33,35,36,38,45:B11,13,17,19,23,24,25,26",
    ("1", "Erdenebileg,A."): "B:W16,28,32,35,38,41,48:B3,7,11,15,17,18,19",
    ("1", "Jansen,G."): "B:W14,K36,37,42:B16,26,K44",
    ("1", "Samb,N."): "B:W25,26,27,28,31,39:B11,13,14,16,19,23,36",
    ("1", "Clerc,R."): "B:W25,26,35,39,K42:B32,K46",
    ("1", "Georgiev,A."): "B:W37,44,K48:B15,16,26,K36",
    ("1", "Getmanski,A."): "B:WK6,25,K44,50:B16,36,K42",
    ("2", "Valneris,G."): "B:W32,33,37,38,39,40,49:B1,4,12,13,18,19,24",
    ("2", "Koifman,I."): "W:W33,37,39,40,44,47:B12,13,14,15,17,18",
    ("2", "Samb,N."): "W:W27,28,37,39,40,45:B13,15,16,17,18,30",
    ("2", "Tsjizjow,A."): "W:W19,30,32,34:B9,15,17,22",
    ("2", "Boezjinski,E."): "B:W20,25,26,36,43:B13,14,16,K50",
    ("2", "Ndjofang,J."): "W:W21,30,37,38:B12,15,22,29",
    ("2", "Milshin,A"): "B:W33,36,37,40:B23,26,27,30",
    ("2", "Thijssen,K."): "B:W16,21,25,31,38:B7,18,22,23,29",
    ("2", "Andall,A."): "B:W6,27:BK1,33",
    ("2", "Heusdens,R."): "B:WK1,22,25,40:BK21,24",
    ("3", "Valneris,G."): "B:W27,28,32,33,34,35,37,42:B13,14,16,17,19,23,24,26",
    ("3", "Buzhinski,E"): "W:W24,29,33,36,37,43:B4,13,18,19,25,26",
    ("3", "Georgiev,A."): "B:W32,39:B12,20",
}


def test_the_recorded_dames_file_holds_23_finished_games():
    assert len(WK2003) == 23
    assert {(tags["Round"], tags["White"]) for tags, _, _ in WK2003} == set(WK2003_FINAL)
    assert all(result in ("1-0", "0-1", "1/2-1/2") for _, _, result in WK2003)


@pytest.mark.parametrize(
    "game_record", WK2003, ids=[f"r{t['Round']}-{t['White']}-{t['Black']}" for t, _, _ in WK2003]
)
def test_world_championship_2003_game_replays_move_by_move(game_record):
    tags, moves, result = game_record

    def check(_state, text, move):
        cells = [int(cell) for cell in re.split(r"[-x]", text)]
        assert (move.path[0], move.path[-1], bool(move.captured)) == (cells[0], cells[-1], "x" in text)

    state = replay("dames", moves, check)
    # Decided by agreement or resignation, not on the board: our engine sees no end yet.
    assert DAMES.outcome(state) is None, f"{result}: {DAMES.outcome(state)}"
    oracle = ORACLES["dames"]
    assert oracle.parse(DAMES.position(state)) == oracle.parse(WK2003_FINAL[(tags["Round"], tags["White"])])


def test_recorded_dames_games_with_flying_king_moves_are_in_the_sample():
    # Kings move far in several games, e.g. Georgiev-Schwarzman: 56... 50-17, 59... 50x4, 61... 4-36.
    georgiev = next(moves for tags, moves, _ in WK2003 if tags["White"] == "Georgiev,A." and tags["Round"] == "1")
    assert {"50-17", "17-50", "50x4", "4-36"} <= set(georgiev)


TURKISH_GAME = read_pdn(GAMES_DIR / "dames-turques_seeded_playout.pdn")


def test_turkish_seeded_game_replays_to_its_finish_on_the_board():
    ((tags, moves, result),) = TURKISH_GAME
    assert tags["GameType"] == "30" and result == "1-0"
    oracle = ORACLES["dames-turques"]

    def check(state, text, move):
        if "x" in text:  # the recorded landing path is one of pydraughts' paths of this move
            paths = oracle.capture_paths(oracle.parse(TURQUES.position(state)))
            taken_here = frozenset(move.captured)
            assert tuple(text.split("x")) in {path for path, taken in paths if frozenset(taken) == taken_here}
        else:
            assert (move.path, move.captured) == (tuple(text.split("-")), ())

    state = replay("dames-turques", moves, check)
    assert TURQUES.outcome(state).winners == (0,)
    assert TURQUES.outcome(state).reason == "no_pieces"
    assert TURQUES.position(state) == "8/8/8/4Ww2/4w3/w7/4w3/8 b"
