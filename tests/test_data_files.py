"""Packaged data: every game has its rules in French and English, every asset loads."""

from __future__ import annotations

from importlib.resources import files

import pytest

import engines

LANGUAGES = ("en", "fr")


@pytest.mark.parametrize("key", list(engines.GAMES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_game_has_rules_text_in_each_language(key, language):
    text = (files("data") / "rules" / f"{key}.{language}.md").read_text(encoding="utf-8")
    assert text.startswith("# ")
    assert 500 < len(text) < 4000, "a rules text must fit in one Discord embed description"


def test_rules_texts_do_not_copy_the_seed_sheets():
    # Our own words: no long verbatim run from the original rule sheets.
    from pathlib import Path

    seeds = Path(__file__).resolve().parents[2] / "shared" / "seeds"
    if not seeds.is_dir():
        pytest.skip("the seed sheets are not beside this checkout")
    sheets = " ".join(p.read_text(encoding="utf-8") for p in seeds.glob("*.txt")).lower()
    for path in (files("data") / "rules").iterdir():
        if not path.name.endswith(".md"):
            continue
        words = path.read_text(encoding="utf-8").lower().split()
        for start in range(len(words) - 12):
            assert " ".join(words[start : start + 12]) not in sheets, (path.name, words[start : start + 12])


def test_fonts_ship_with_their_licence():
    fonts = files("data") / "fonts"
    names = {p.name for p in fonts.iterdir()}
    assert any(n.endswith(".ttf") for n in names)
    assert any(n.upper().startswith("LICENSE") for n in names)
