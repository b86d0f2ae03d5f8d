"""Packaged data: every game has its rules in French and English, every asset loads."""

from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path

import pytest

import engines
from bot.cogs.info import PAGE_LIMIT
from tests import seed_fingerprints

LANGUAGES = ("en", "fr")


@pytest.mark.parametrize("key", list(engines.GAMES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_game_has_rules_text_in_each_language(key, language):
    text = (files("data") / "rules" / f"{key}.{language}.md").read_text(encoding="utf-8")
    assert text.startswith("# ")
    assert 500 < len(text.strip()) <= PAGE_LIMIT, "a rules text fits one page (one embed) of /rules"


def test_rules_texts_do_not_copy_the_seed_sheets():
    # Our own words: no run of 12 words from the original rule sheets. The sheets are not in the
    # repository; their fingerprints are, so the check runs in every clone, CI included.
    copied = seed_fingerprints.stored()
    assert len(copied) > 1000, "the fingerprints of the rule sheets are missing"
    for path in (files("data") / "rules").iterdir():
        if not path.name.endswith(".md"):
            continue
        for run in seed_fingerprints.runs(path.read_text(encoding="utf-8")):
            assert seed_fingerprints.fingerprint(run) not in copied, (path.name, " ".join(run))


def test_seed_fingerprints_match_the_sheets_wherever_they_are_beside_the_clone():
    sheets = _seed_sheets()
    if sheets is None:
        if os.environ.get("CI"):
            pytest.fail("CI runs with shared/ beside the clone: shared/seeds is missing")
        pytest.skip("no shared/seeds folder above this clone: the stored fingerprints are checked above")
    texts = seed_fingerprints.sheets_in(sheets)
    assert seed_fingerprints.fingerprints_of(texts) == seed_fingerprints.stored(), (
        "the rule sheets changed: run python -m tests.seed_fingerprints"
    )
    # A sentence lifted from a sheet, even with other capitals and punctuation, is caught.
    lifted = " ".join(next(seed_fingerprints.runs(texts[0]))).upper() + "!"
    assert any(seed_fingerprints.fingerprint(run) in seed_fingerprints.stored() for run in seed_fingerprints.runs(lifted))


def _seed_sheets() -> Path | None:
    """``shared/seeds`` in the clone's parent folder or any folder above it."""
    for folder in Path(__file__).resolve().parents[1:]:
        candidate = folder / "shared" / "seeds"
        if candidate.is_dir() and any(candidate.glob("*.txt")):
            return candidate
    return None


def test_fonts_ship_with_their_licence():
    fonts = files("data") / "fonts"
    names = {p.name for p in fonts.iterdir()}
    assert any(n.endswith(".ttf") for n in names)
    assert any(n.upper().startswith("LICENSE") for n in names)
