"""Every message exists in English and French, with the same placeholders."""

from __future__ import annotations

import string

from bot import i18n


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_message_is_in_both_languages_with_the_same_placeholders() -> None:
    english, french = i18n.MESSAGES["en"], i18n.MESSAGES["fr"]
    assert set(english) == set(french)
    for key, text in english.items():
        assert _fields(text) == _fields(french[key]), key


def test_a_count_of_one_reads_in_the_singular() -> None:
    assert i18n.t("en", "select.piece_option", cell=32, n=1) == "Piece on 32 (1 move)"
    assert i18n.t("fr", "select.piece_option", cell=32, n=2) == "Pièce en 32 (2 coups)"
    assert i18n.t("fr", "move.capture_required", count=1) == "La prise est obligatoire : vous pouvez prendre une pièce."
