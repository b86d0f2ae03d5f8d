"""Words with one meaning, where a machine can check them (issue 26; the packages' docstrings say
what each word means):

- *view*: what one seat may see, an engine's typed player view. No module or package is named
  ``view``/``views`` outside ``engines/`` and ``render/views.py`` (Discord's components are
  *controls*, their handlers live in ``bot/handlers/``);
- *record*: a game's record (PDN and the other games' records). No class is named ``...Record``
  outside ``engines/`` (stored matches are *rows*), no module is named ``record``/``records``
  in ``bot/`` or ``render/``, and nothing in ``bot/`` reads a ``.record`` attribute (a Match's
  stored row is ``match.row``; ``game.record(...)``, the engine's writer, is called, not read);
- *Table*: the card game's table. No class is named ``Table`` outside the card engine.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TREE = ("bot", "engines", "render", "tests", "benchmarks")
CARD_TABLE = Path("engines/cards/macadam_cartes/table.py")


def sources(*packages: str) -> Iterator[tuple[Path, ast.Module]]:
    for package in packages:
        for path in sorted((ROOT / package).rglob("*.py")):
            yield path.relative_to(ROOT), ast.parse(path.read_text(encoding="utf-8"))


def classes(*packages: str) -> Iterator[tuple[Path, ast.ClassDef]]:
    for path, tree in sources(*packages):
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                yield path, node


def test_only_the_card_engine_has_a_class_named_table() -> None:
    found = [f"{path}:{node.lineno}" for path, node in classes(*TREE) if node.name == "Table" and path != CARD_TABLE]
    assert not found, f"a class named Table outside the card engine: {found}"


def test_records_are_game_records_only() -> None:
    found = [f"{path}:{node.lineno} {node.name}" for path, node in classes(*TREE)
             if node.name.endswith("Record") and path.parts[0] != "engines"]
    assert not found, f"a ...Record class that is no game record: {found}"
    modules = [str(path) for package in ("bot", "render") for path in sorted((ROOT / package).rglob("*.py"))
               if path.stem in ("record", "records")]
    assert not modules, f"a module named record(s) outside engines/: {modules}"


def test_views_are_engine_views_only() -> None:
    found = []
    for package in TREE:
        for path in sorted((ROOT / package).rglob("*")):
            relative = path.relative_to(ROOT)
            if path.stem not in ("view", "views") or relative.parts[0] == "engines":
                continue
            if relative == Path("render/views.py") or (path.is_file() and path.suffix != ".py"):
                continue
            found.append(str(relative))
    assert not found, f"a module or package named view(s) outside engines/ and render/views.py: {found}"


def test_nothing_in_bot_reads_a_record_attribute() -> None:
    found = []
    for path, tree in sources("bot"):
        called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
        found += [f"{path}:{node.lineno}" for node in ast.walk(tree)
                  if isinstance(node, ast.Attribute) and node.attr == "record" and id(node) not in called]
    assert not found, f"a .record attribute read in bot/ (a Match's stored row is match.row): {found}"
