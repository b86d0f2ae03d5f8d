"""The shape of ``bot/service/``: no Discord (it runs the same under tests, the scheduler and a
second process), no card-game word (every game-specific answer comes from the engine's declared
capabilities), modules of one job under about 450 lines, and the names the bot imports."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import bot.service

PACKAGE = Path(bot.service.__file__).parent
MODULES = sorted(PACKAGE.glob("*.py"))
#: field names and words of the card game (its view, its moves, its rounds and ranking).
CARD_WORDS = re.compile(
    r"manche|\bcards?\b|cartes|discard|pi[ée]tons?|talon|dealer|tiebreak|[\"'](players|pass|score)[\"']",
    re.IGNORECASE,
)


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def test_the_package_has_its_modules() -> None:
    assert {p.stem for p in MODULES} >= {"__init__", "match", "core", "challenges", "moves", "clocks", "policy"}


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_no_discord_import(path: Path) -> None:
    assert not [name for name in _imports(path) if name.split(".")[0] == "discord"]


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_no_card_game_word(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert [(n, line) for n, line in enumerate(lines, 1) if CARD_WORDS.search(line)] == []


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_modules_stay_short(path: Path) -> None:
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 450


def test_no_capability_probing() -> None:
    for path in MODULES:
        text = path.read_text(encoding="utf-8")
        assert "getattr(" not in text and "hasattr(" not in text, path.name


def test_the_names_other_modules_import_stay_importable() -> None:
    from bot.service import (  # noqa: F401
        BOARD_SIZE,
        CHALLENGE_TTL,
        DAY_PRESETS,
        ClockEvent,
        GameService,
        Match,
        Played,
        challengeable,
        default_action,
        draws_allowed,
        pick_match,
        public_notation,
        table_game,
    )

    for name in ("play", "resign", "offer_draw", "answer_draw", "abort", "challenge", "accept", "decline",
                 "open_table", "join_table", "leave_table", "start_table", "time_out", "remind", "sweep",
                 "expire", "expire_due", "next_timer", "board_png", "hand_png", "set_messages", "get",
                 "move_log", "matches_for_user", "matches_here", "challenger_of", "opponent_of"):
        assert callable(getattr(GameService, name)), name
