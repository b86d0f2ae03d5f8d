"""Every refusal an engine can give (a bad move, a bad option or position) has a stable code, and
every code has a message in both catalogues: found by scanning the engines' source, so a new code
without its message fails here."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import engines
from bot.i18n.catalogue import LANGS, catalogue, fluent_id

ENGINES = Path(engines.__file__).resolve().parent

#: the catalogue prefix of each family of coded refusals.
PREFIXES = {engines.MoveError: "move", engines.BadOption: "refusal"}


def _family(cls: type) -> dict[str, str]:
    """Class name -> catalogue prefix, for ``cls`` and all its subclasses."""
    found = {cls.__name__: PREFIXES[cls]}
    stack = list(cls.__subclasses__())
    while stack:
        sub = stack.pop()
        found[sub.__name__] = PREFIXES[cls]
        stack.extend(sub.__subclasses__())
    return found


CLASSES = {name: prefix for cls in PREFIXES for name, prefix in _family(cls).items()}


def _raised() -> tuple[set[tuple[str, str]], list[str]]:
    """((prefix, code) of every coded refusal the engines build, places whose code is no literal)."""
    codes: set[tuple[str, str]] = set()
    unreadable: list[str] = []
    for path in sorted(ENGINES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name not in CLASSES:
                continue
            first = node.args[0] if node.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                codes.add((CLASSES[name], first.value))
            else:
                unreadable.append(f"{path.relative_to(ENGINES)}:{node.lineno}")
    return codes, unreadable


CODES, UNREADABLE = _raised()


def test_the_scan_finds_codes_of_both_families() -> None:
    prefixes = {prefix for prefix, _ in CODES}
    assert prefixes == {"move", "refusal"}
    assert ("move", "not_your_turn") in CODES and ("refusal", "fen_side") in CODES


def test_every_refusal_names_its_code_as_a_literal() -> None:
    assert UNREADABLE == []


@pytest.mark.parametrize(("prefix", "code"), sorted(CODES), ids=[f"{p}.{c}" for p, c in sorted(CODES)])
@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_code_has_a_message(prefix: str, code: str, lang: str) -> None:
    name = fluent_id(f"{prefix}.{code}")
    messages = catalogue().messages[lang]
    assert name in messages or any(key.startswith(f"{name}--") for key in messages), f"{name} in {lang}"


def test_a_bad_option_is_a_value_error_with_its_english_text() -> None:
    with pytest.raises(ValueError, match="must start with W or B") as error:
        engines.get("dames").new(options={"position": "nonsense"})
    assert isinstance(error.value, engines.BadOption)
    assert error.value.code == "fen_side" and error.value.params == {}
