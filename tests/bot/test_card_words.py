"""The generic layers of the bot do not know the card game: its field names and words live in its
presenter (``bot/present/games/``, its handlers in ``bot/handlers/games/``), its engine and its renderer only.

Checked on the code's names and its key-like strings (field names, message keys, control ids:
strings without spaces), not on prose: "the players" in a docstring is English, ``"players"`` in
code is the card view's field. Words with no meaning outside the card game (talon, manche...) are
refused in prose too. Only the games' own packages (``bot/present/games/``, ``bot/handlers/games/``) are left out.
"""

from __future__ import annotations

import io
import re
import tokenize
from collections.abc import Collection
from pathlib import Path

import pytest

BOT = Path(__file__).resolve().parents[2] / "bot"
#: Left out: the game presenters and handlers (the card game's own among them).
EXCLUDED = ("present/games/", "handlers/games/")

#: Words that mean the card game wherever they appear, prose included.
CARD_ONLY = {"talon", "manche", "manches", "coup", "coups", "pietons", "piétons", "licences", "penalties",
             "tickets", "dealer", "tiebreak"}
#: ... and as names in code (a variable, a function, a keyword parameter).
CARD_NAMES = CARD_ONLY | {"hand", "hands", "signals", "follow", "leader", "card", "cards", "exposed"}
#: ... and as keys (the card view's field names, message keys, control ids), with those words that
#: are also plain English as names ("players" of a lobby, a ``pending`` set of tasks, set.discard).
CARD_KEYS = CARD_NAMES | {"signal", "pending", "players", "token", "discard"}
#: The same word in another sense: (file, word) -> why.
ALLOWED = {
    ("config.py", "token"): "DISCORD_TOKEN, the bot's own token",
    ("app.py", "signal"): "the task waiting for SIGTERM or SIGINT",
    ("cogs/lobby.py", "manches"): "/table's option, named as Discord shows it (slash command parameters are static)",
    ("publish/panels.py", "hand"): "the service's hand_png: render's image of a seat's private view",
    ("service/images.py", "hand"): "render's HAND_RENDERERS and hand_png: the image of a seat's private view",
    ("service/__init__.py", "hand"): "GameService's hand_png, forwarded to its images (service/images.py)",
    ("i18n/results.py", "tiebreak"): "the tie-break of a result ranked by score (Game.result_json)",
    ("storage/row_checks.py", "tiebreak"): "a stored result's tie-break (Game.result_json)",
    ("storage/copy.py", "players"): "the deleted_players table (issue 31: a deleted person's marker)",
}


def _modules() -> list[Path]:
    return sorted(p for p in BOT.rglob("*.py")
                  if not any(p.relative_to(BOT).as_posix().startswith(prefix) for prefix in EXCLUDED))


def _words(text: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[^\W\d_]+", text)]


def _docstring_lines(source: str) -> set[int]:
    """Lines where a string token stands alone as a statement (a docstring)."""
    lines: set[int] = set()
    previous = tokenize.NEWLINE
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.STRING and previous in (tokenize.NEWLINE, tokenize.NL, tokenize.INDENT,
                                                          tokenize.DEDENT):
            lines.update(range(token.start[0], token.end[0] + 1))
        if token.type not in (tokenize.COMMENT,):
            previous = token.type
    return lines


def card_words(path: Path, allowed: Collection[tuple[str, str]] = ALLOWED) -> list[str]:
    """``line: word (token)`` for each card-game word the module's code uses."""
    source = path.read_text(encoding="utf-8")
    name = path.relative_to(BOT).as_posix()
    docstrings = _docstring_lines(source)
    found = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.NAME:
            refused = CARD_NAMES
        elif token.type == tokenize.COMMENT or (token.type == tokenize.STRING and (
                token.start[0] in docstrings or " " in token.string)):
            refused = CARD_ONLY  # prose
        elif token.type == tokenize.STRING:
            refused = CARD_KEYS
        else:
            continue
        for word in _words(token.string):
            if word in refused and (name, word) not in allowed:
                found.append(f"{token.start[0]}: {word} ({token.string[:60]!r})")
    return found


@pytest.mark.parametrize("path", _modules(), ids=lambda p: p.relative_to(BOT).as_posix())
def test_generic_bot_modules_hold_no_card_game_words(path: Path) -> None:
    assert card_words(path) == []


def test_the_check_sees_card_words() -> None:
    """The check itself finds a view field, a message key and a card word in prose."""
    presenter = BOT / "present" / "games" / "macadam_cartes" / "table.py"
    found = " ".join(card_words(presenter))
    assert "token" in found and "manche" in found and "coup" in found


def test_every_allowance_is_still_needed() -> None:
    """An allowance nobody needs any more is taken off the list."""
    used = set()
    for path in _modules():
        name = path.relative_to(BOT).as_posix()
        for line in card_words(path, allowed=()):
            used.add((name, line.split(" ")[1]))
    assert used == set(ALLOWED)
