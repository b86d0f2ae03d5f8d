"""Game records of the board games: a tag-pair header and the moves in the game's own notation.

The format is PDN's (and PGN's): ``[Name "value"]`` lines, a blank line, then numbered moves
and the result. Dames and Dames turques write PDN as lidraughts does (their ``GameType`` and
draughts-style results come from the game's ``record_header`` and ``result_token``); Macadam, Mak-Yek and Apit-Sodok write the same header
and the notation ``/move`` accepts, so any record replays move by move.

A start that is not the game's initial position is written as its position text in ``FEN``; the
options that change the rules (``huffing``, ``no_capture_plies``...) in one ``Options`` tag of
``name=value`` pairs. :func:`read_record` is the inverse of :func:`write_record`.

With an ``analysis``, the record is annotated (evaluations, ``?!`` ``?`` ``??`` marks, the better
move as a variation: :mod:`engines.annotations`); :func:`read_record` reads it back to the same
moves, skipping comments, variations and marks.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Protocol, cast

from engines.annotations import Notes, RecordAnalysis, checked_plies, notes_of
from engines.errors import BadNotation, MoveError
from engines.outcome import Outcome


class RecordedGame(Protocol):
    """What a record asks of its game (every :class:`engines.base.Game` answers it; the game
    hands itself to :func:`write_record` and :func:`read_record`)."""

    def new(self, seats: int = ..., seed: int = ..., options: Mapping[str, Any] | None = ...) -> Any: ...

    def to_move(self, state: Any) -> int | None: ...

    def apply(self, state: Any, seat: int, move: Any) -> Any: ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def parse_move(self, state: Any, text: str) -> Any: ...

    def format_move(self, state: Any, move: Any) -> str: ...

    def result_token(self, outcome: Outcome | None) -> str: ...

    def record_header(self, start: Any) -> dict[str, str]: ...

    def record_options(self, start: Any) -> dict[str, Any]: ...


class _Positioned(Protocol):
    """A board game: it writes its positions as texts (the ``position`` option's format)."""

    def position(self, state: Any) -> str: ...


def _position(game: RecordedGame, state: Any) -> str:
    return cast(_Positioned, game).position(state)


#: the seven tags every record starts with, in this order (PGN's "seven tag roster").
ROSTER = ("Event", "Site", "Date", "Round", "White", "Black", "Result")
UNKNOWN = {"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "-", "White": "?", "Black": "?"}
LINE_WIDTH = 80

_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_COMMENT = re.compile(r"\{[^}]*\}")
_VARIATION = re.compile(r"\([^()]*\)")  # innermost first: variations nest
_NAG = re.compile(r"\$\d+")
_NUMBER = re.compile(r"^\d+\.(\.\.)?$|^\d+\.{1,3}")
_RESULTS = frozenset({"1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*"})


def write_record(
    game: RecordedGame, start: Any, moves: Sequence[Any], tags: Mapping[str, str] | None = None,
    analysis: RecordAnalysis | None = None,
) -> str:
    """The record of the game that began at ``start`` and played ``moves`` (each legal in turn:
    an illegal one raises the engine's :class:`~engines.errors.MoveError`), annotated with
    ``analysis`` when given (ValueError if it is of other moves)."""
    header = dict(UNKNOWN)
    plies = None if analysis is None else checked_plies(analysis, moves)
    state, texts = start, []
    for index, move in enumerate(moves):
        seat = game.to_move(state)
        if seat is None:
            raise MoveError("game_over", "a move after the end of the game")
        after = game.apply(state, seat, move)
        notes = Notes()
        if plies is not None:
            ply = plies[index]
            better = None if ply.judgement is None else game.format_move(state, ply.best)
            notes = notes_of(ply, better, ended=game.outcome(after) is not None)
        texts.append((seat, game.format_move(state, move), notes))
        state = after
    header["Result"] = game.result_token(game.outcome(state))
    header.update(game.record_header(start))
    options = game.record_options(start)
    if options:
        header["Options"] = " ".join(f"{name}={json.dumps(value)}" for name, value in sorted(options.items()))
    initial = game.new(options=options)
    if _position(game, start) != _position(game, initial):
        header["FEN"] = _position(game, start)
    header.update({name: str(value) for name, value in (tags or {}).items()})
    body = _wrap([*_numbered(texts), header["Result"]])
    return header_lines(header) + "\n\n" + body + "\n"


def header_lines(header: Mapping[str, str], roster: Sequence[str] = ROSTER) -> str:
    """The tag pairs of ``header``, those of ``roster`` first in its order, the others after."""
    ordered = [name for name in roster if name in header] + [name for name in header if name not in roster]
    return "\n".join(f'[{name} "{_escape(header[name])}"]' for name in ordered)


def read_record(game: RecordedGame, text: str) -> tuple[Any, list[Any], dict[str, str]]:
    """``(start, moves, tags)`` of a record :func:`write_record` wrote (or any PDN/PGN-like text
    in the game's notation); BadNotation naming the first token it cannot play."""
    if not isinstance(text, str):
        raise BadNotation("bad_record", "a record is a text")
    tags: dict[str, str] = {}
    body_lines: list[str] = []
    for line in _COMMENT.sub(" ", text).splitlines():
        stripped = line.strip()
        if stripped.startswith("[") and not body_lines:
            match = _TAG.fullmatch(stripped)
            if match is None:
                raise BadNotation("bad_record", f"not a tag pair: {stripped[:60]!r}")
            tags[match.group(1)] = _unescape(match.group(2))
        elif stripped:
            body_lines.append(stripped)
    options = _options(tags.get("Options", ""))
    if "FEN" in tags:
        options["position"] = tags["FEN"]
    try:
        start = game.new(options=options)
    except ValueError as error:
        raise BadNotation("bad_record", f"the header does not give a start: {error}") from None
    state, moves = start, []
    for token in _tokens(" ".join(body_lines)):
        seat = game.to_move(state)
        if seat is None:
            raise BadNotation("bad_record", f"a move after the end of the game: {token!r}")
        move = game.parse_move(state, token)
        moves.append(move)
        state = game.apply(state, seat, move)
    return start, moves, tags


def _numbered(texts: Sequence[tuple[int, str, Notes]]) -> Iterator[str]:
    """Moves with PDN numbers: ``1.`` before the first seat's move, ``1...`` before a second
    seat's move that does not follow the first seat's of the same number; each move's notes
    after it (not numbered again: see :mod:`engines.annotations`)."""
    number, after_first = 1, False
    for seat, text, notes in texts:
        if seat == 0:
            yield f"{number}. {text}{notes.mark}"
            after_first = True
        else:
            yield f"{text}{notes.mark}" if after_first else f"{number}... {text}{notes.mark}"
        if notes.comment is not None:
            yield notes.comment
        if notes.better is not None:
            yield f"({number}{'.' if seat == 0 else '...'} {notes.better})"
        if seat != 0:
            number, after_first = number + 1, False


def _wrap(words: Sequence[str]) -> str:
    lines: list[str] = []
    for word in words:
        if lines and len(lines[-1]) + 1 + len(word) <= LINE_WIDTH:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "\n".join(lines)


def _without_variations(text: str) -> str:
    count = 1
    while count:
        text, count = _VARIATION.subn(" ", text)
    return text


def _tokens(body: str) -> Iterator[str]:
    body = re.sub(r";[^\n]*", " ", body)  # rest-of-line comments
    body = _NAG.sub(" ", _without_variations(body))
    for token in body.split():
        token = _NUMBER.sub("", token).rstrip("!?")
        if token and token not in _RESULTS:
            yield token


def _options(text: str) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in text.split():
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise BadNotation("bad_record", f"an option is name=value, not {pair!r}")
        try:
            options[name] = json.loads(value)
        except ValueError:
            raise BadNotation("bad_record", f"option {name}: {value!r} is not a value") from None
    return options


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)
