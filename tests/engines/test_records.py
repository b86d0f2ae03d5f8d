"""Game records of the board games (engines.records): ``game.record`` and ``game.read_record``.

Round trips on seeded play-outs of every board game, from the start, from custom positions and
under options that change the rules; Dames records replayed by pydraughts' own PDN reader; our
reader on a real tournament file; and bad records refused with BadNotation.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from draughts import Board, Move
from draughts.PDN import PDNReader

import engines
from engines import BadNotation, MoveError
from tests.engines.test_pydraughts_oracle import GAMES_DIR, MIDGAMES, WK2003_FINAL
from tests.helpers.games import play_out

BOARD_GAMES = ["macadam", "dames", "dames-turques", "mak-yek", "apit-sodok"]
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "macadam": [{}, {"free_placement": True}],
    "dames": [{}, {"draw_moves": 25}, {"huffing": True}],
    "dames-turques": [{}],
    "mak-yek": [{}, {"no_capture_plies": 30}],
    "apit-sodok": [{}, {"no_capture_plies": 40}],
}
CASES = [(key, options, seed) for key in BOARD_GAMES for options in OPTIONS[key] for seed in range(4)]


def tags_of(text: str) -> dict[str, str]:
    return dict(re.findall(r'^\[(\w+) "((?:[^"\\]|\\.)*)"\]$', text, flags=re.M))


def canonical(game: Any, fen: str) -> str:
    """A FEN in our canonical form (pydraughts lists squares in its own order)."""
    return str(game.position(game.new(options={"position": fen})))


def assert_round_trip(game: Any, start: Any, moves: list[Any], tags: dict[str, str] | None = None) -> str:
    text = game.record(start, moves, tags)
    read_start, read_moves, read_tags = game.read_record(text)
    assert game.dump(read_start) == game.dump(start)
    assert read_moves == moves
    assert read_tags == tags_of(text)
    return text


@pytest.mark.parametrize(("key", "options", "seed"), CASES, ids=[f"{k}-{o}-{s}" for k, o, s in CASES])
def test_a_seeded_playout_round_trips_through_its_record(key: str, options: dict[str, Any], seed: int) -> None:
    game = engines.get(key)
    played = play_out(game, seed, options=options)
    text = assert_round_trip(game, played.states[0], played.moves)
    assert tags_of(text)["Result"] == game.result_token(game.outcome(played.final))
    assert tags_of(text).get("Options", "") == " ".join(
        f"{name}={'true' if value is True else value}" for name, value in sorted(options.items())
    )


@pytest.mark.parametrize("key", BOARD_GAMES)
def test_an_unfinished_match_round_trips_with_an_open_result(key: str) -> None:
    game = engines.get(key)
    played = play_out(game, 11)
    half = len(played.moves) // 2
    text = assert_round_trip(game, played.states[0], played.moves[:half])
    assert tags_of(text)["Result"] == "*"


@pytest.mark.parametrize("key", ["dames", "dames-turques"])
@pytest.mark.parametrize("index", range(3))
def test_a_match_from_a_custom_position_writes_it_in_fen_and_replays(key: str, index: int) -> None:
    game = engines.get(key)
    position = MIDGAMES[key][index]
    played = play_out(game, index, options={"position": position})
    text = assert_round_trip(game, played.states[0], played.moves)
    assert tags_of(text)["FEN"] == game.position(game.new(options={"position": position}))  # canonical form


def test_a_macadam_or_mak_yek_match_from_a_custom_position_writes_it_in_fen() -> None:
    for key, seed in (("macadam", 2), ("mak-yek", 5), ("apit-sodok", 6)):
        game = engines.get(key)
        middle = play_out(game, seed).states[6]
        start = game.new(options={"position": game.position(middle)})
        played = play_out(game, seed, options={"position": game.position(middle)})
        text = assert_round_trip(game, start, played.moves)
        assert tags_of(text)["FEN"] == game.position(middle)


def test_a_record_from_the_initial_position_has_no_fen() -> None:
    for key in BOARD_GAMES:
        game = engines.get(key)
        assert "FEN" not in tags_of(game.record(game.new(), []))


def test_a_record_starts_with_the_seven_tag_roster_and_the_game_type() -> None:
    game = engines.get("dames")
    text = game.record(game.new(), [], {"White": 'Ann "the fox"', "Event": "Club night", "Termination": "Normal"})
    names = re.findall(r'^\[(\w+) ', text, flags=re.M)
    assert names[:7] == ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    assert tags_of(text)["GameType"] == "20"
    assert tags_of(engines.get("dames-turques").record(engines.get("dames-turques").new(), []))["GameType"] == "30"
    assert '[White "Ann \\"the fox\\""]' in text
    assert game.read_record(text)[2]["White"] == 'Ann "the fox"'
    assert tags_of(text)["Termination"] == "Normal"


def test_draughts_results_are_written_draughts_style_and_others_chess_style() -> None:
    dames, macadam = engines.get("dames"), engines.get("macadam")
    win, loss, draw = engines.Outcome((0,), "x"), engines.Outcome((1,), "x"), engines.Outcome((), "x")
    assert [dames.result_token(o) for o in (win, loss, draw, None)] == ["2-0", "0-2", "1-1", "*"]
    assert [macadam.result_token(o) for o in (win, loss, draw, None)] == ["1-0", "0-1", "1/2-1/2", "*"]


def test_a_given_result_tag_overrides_the_position_for_a_resignation() -> None:
    game = engines.get("dames")
    played = play_out(game, 1)
    text = game.record(played.states[0], played.moves[:10], {"Result": "0-2", "Termination": "Resignation"})
    assert tags_of(text)["Result"] == "0-2"
    assert text.rstrip().endswith("0-2")


def test_when_the_second_seat_moves_first_the_first_move_is_numbered_with_dots() -> None:
    game = engines.get("dames")
    start = game.new(options={"position": MIDGAMES["dames"][1]})  # black to move
    move = game.legal_moves(start)[0]
    text = game.record(start, [move, game.legal_moves(game.apply(start, 1, move))[0]])
    assert "\n1... " + game.format_move(start, move) + " 2. " in text


@pytest.mark.parametrize("seed", range(6))
def test_pydraughts_reads_a_dames_record_and_reaches_the_same_final_position(seed: int) -> None:
    game = engines.get("dames")
    played = play_out(game, seed)
    text = game.record(played.states[0], played.moves, {"White": "Ann", "Black": "Bob"})
    read = PDNReader(pdn_text=text).games[0]
    assert read.variant == "standard"
    assert read.game_ending == game.result_token(game.outcome(played.final))
    board = Board("standard")
    for pdn_move in read.moves:
        board.push(Move(board, pdn_move=pdn_move))
    assert len(read.moves) == len(played.moves)
    assert canonical(game, board.fen) == game.position(played.final)


def test_pydraughts_reads_a_dames_record_from_a_custom_position() -> None:
    game = engines.get("dames")
    position = MIDGAMES["dames"][0]
    played = play_out(game, 3, options={"position": position})
    read = PDNReader(pdn_text=game.record(played.states[0], played.moves)).games[0]
    board = Board("standard", fen=read.tags["FEN"])
    for pdn_move in read.moves:
        board.push(Move(board, pdn_move=pdn_move))
    assert canonical(game, board.fen) == game.position(played.final)


def test_our_reader_replays_the_2003_world_championship_file_to_its_final_positions() -> None:
    game = engines.get("dames")
    text = (GAMES_DIR / "dames_wk2003.pdn").read_text(encoding="utf-8").replace("\r\n", "\n")
    blocks = [block for block in re.split(r"\n(?=\[Event )", text.strip()) if "[Event " in block]
    assert len(blocks) == len(WK2003_FINAL)
    for block in blocks:
        start, moves, tags = game.read_record(block)
        state = start
        for move in moves:
            state = game.apply(state, game.to_move(state), move)
        assert game.position(state) == canonical(game, WK2003_FINAL[(tags["Round"], tags["White"])])


@pytest.mark.parametrize(
    ("key", "text"),
    [
        ("dames", '[Event "x"]\n\n1. 32-28 19-23 2. 28-22 *'),  # 28-22 is not a move there
        ("dames", '[Event "x"\n\n1. 32-28 *'),  # a broken tag line
        ("dames", '[FEN "W:W99:B1"]\n\n*'),  # no such square
        ("macadam", '[Options "free_placement=maybe"]\n\n*'),
        ("mak-yek", '[Options "no_capture_plies"]\n\n*'),
        ("dames-turques", "1. a3-a4 b6-b5 2. zz *"),
    ],
)
def test_a_bad_record_is_refused_with_a_move_error(key: str, text: str) -> None:
    with pytest.raises(MoveError):
        engines.get(key).read_record(text)


def test_a_move_after_the_end_is_refused_in_a_record() -> None:
    game = engines.get("mak-yek")
    played = play_out(game, 0)
    text = game.record(played.states[0], played.moves).replace(game.result_token(game.outcome(played.final)), "")
    extra = game.format_move(played.states[-2], played.moves[-1])
    with pytest.raises(BadNotation):
        game.read_record(text.rstrip() + " " + extra)
