"""The house rules of the layout that hold for the whole tree: no module of bot/, engines/ or
render/ over 450 lines, and no ``getattr`` / ``hasattr`` probing of a game in bot/ (the engines
declare their capabilities in ``engines.base.Game``, with defaults)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "engines", "render")
MODULES = sorted(path for package in PACKAGES for path in (ROOT / package).rglob("*.py"))


def _name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_modules_stay_under_450_lines(path: Path) -> None:
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 450


def _probes(path: Path) -> list[str]:
    """``line: call`` for each getattr / hasattr whose object is a game or an engine."""
    source = path.read_text(encoding="utf-8")
    found = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr")
                and node.args):
            target = ast.get_source_segment(source, node.args[0]) or ""
            if "game" in target.lower() or "engine" in target.lower():
                found.append(f"{node.lineno}: {ast.get_source_segment(source, node)}")
    return found


@pytest.mark.parametrize("path", [p for p in MODULES if _name(p).startswith("bot/")], ids=_name)
def test_the_bot_never_probes_a_game(path: Path) -> None:
    assert _probes(path) == []


def test_the_probe_check_sees_a_probe(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("step = getattr(match.game, 'next_steps', None)\n", encoding="utf-8")
    assert _probes(sample) == ["1: getattr(match.game, 'next_steps', None)"]
