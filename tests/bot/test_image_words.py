"""Every label a renderer draws comes from the catalogues, in both languages."""

from __future__ import annotations

from bot import i18n
from bot.present.captions import image_words
from render import IMAGE_WORDS


def test_every_image_word_is_a_catalogue_message() -> None:
    missing = [key for key in IMAGE_WORDS if not i18n.has(f"image.{key}")]
    assert missing == []


def test_image_words_are_given_in_each_language() -> None:
    for lang in i18n.LANGS:
        words = image_words(lang)
        assert {key.partition("#")[0] for key in words} == set(IMAGE_WORDS)  # and count forms: key#n
        assert all(text and not text.startswith("image.") for text in words.values())


def test_a_boards_image_words_are_formatted_once_per_language(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Each board hands the drawing its words; formatting about 60 messages for every board was
    the main process's largest cost of a move (bench_move_latency's profile)."""
    first = image_words("fr")
    calls: list[str] = []
    real = i18n.t

    def counting(lang: str, key: str, **kwargs: object) -> str:
        calls.append(key)
        return real(lang, key, **kwargs)

    monkeypatch.setattr(i18n, "t", counting)
    again = image_words("fr")
    assert again == first and again is not first  # a dict of its own: it crosses to the drawing process
    again["pawn"] = "changed"
    assert image_words("fr") == first
    assert calls == []
