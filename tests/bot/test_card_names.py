"""The card game's names (cards, signals, the penalty) come from the viewer's language's catalogue,
in the words of that language's /rules: in the texts (hand line, actions, errors) and on the
images (the hand's printed names, what must be followed)."""

from __future__ import annotations

import re
from dataclasses import replace
from importlib.resources import files

import pytest

from bot import i18n
from bot.present.games.macadam_cartes.hand import hand_line
from bot.present.captions import image_words
from engines.cards.macadam_cartes.deck import CARDS, SIGNAL_KINDS
from render import Captions
from render import cards as card_render

LANGS = ("en", "fr")
#: a name in quotes in a message: the penalty's.
QUOTED = re.compile(r"[“«]\s*([^”»]+?)\s*[”»]")


def rules(lang: str) -> str:
    return (files("data") / "rules" / f"macadam-cartes.{lang}.md").read_text(encoding="utf-8").casefold()


def card_image_keys() -> list[str]:
    return [key for key in card_render.WORDS if key.startswith("card_")]


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_and_signal_name_of_the_texts_is_in_the_rules(lang: str) -> None:
    text = rules(lang)
    names = [i18n.word(lang, "card", card) for card in CARDS] + [i18n.word(lang, "kind", k) for k in SIGNAL_KINDS]
    assert [name for name in names if name.casefold() not in text] == []
    # the hand line shows the same names
    line = hand_line(lang, list(CARDS)).casefold()
    assert all(i18n.word(lang, "card", card).casefold() in line for card in CARDS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_name_printed_on_the_images_is_in_the_rules(lang: str) -> None:
    text, words = rules(lang), image_words(lang)
    keys = card_image_keys()
    assert {f"card_{card}" for card in CARDS} <= set(keys)  # every card's printed name is a caption
    assert [words[key] for key in keys if words[key].casefold() not in text] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_penalty_is_named_as_the_rules_name_it(lang: str) -> None:
    for key in ("did.pass", "action.pass"):
        quoted = QUOTED.findall(i18n.t(lang, key, who="X"))
        assert quoted and all(name.casefold() in rules(lang) for name in quoted), (key, quoted)


def test_english_texts_carry_no_french_card_names() -> None:
    english = " ".join([hand_line("en", list(CARDS)), *image_words("en").values(),
                        *(i18n.t("en", f"action.{verb}", card=i18n.word("en", "card", "BIC"),
                                 the_card=i18n.word("en", "the_card", "BIC"),
                                 kind=i18n.word("en", "kind", "passez")) for verb in ("play", "signal", "pass"))])
    for french in ("Piéton", "piétons", "Bicyclette", "Flèche", "Perdez", "Passez", "circulation", "Permis"):
        assert french.casefold() not in english.casefold(), french


def test_the_menu_and_the_private_note_say_what_an_action_does() -> None:
    from bot.present.games.macadam_cartes.hand import action_option

    assert action_option("en", "signal attendez").description == "Put the token on a “pedestrians wait” signal"
    assert action_option("fr", "signal attendez").description == "Poser le jeton sur un signal « attendez piétons »"
    assert action_option("en", "play P-rouge").description == "Play the red pedestrian"
    assert action_option("fr", "agent BIC").description == "Envoyer un agent au centre et jouer la bicyclette"


def test_the_hand_image_asks_its_player_in_the_second_person() -> None:
    from render.cards.hand import _task
    from tests.render.test_render_cards import hand_view

    view = replace(hand_view(["BIC", "P-rouge"]), follow=None, coup=(), pending=None)
    for lang, lead, discard in (("en", "choose a signal", "put a card under the talon"),
                                ("fr", "choisissez un signal", "glissez une carte sous le talon")):
        words = image_words(lang)
        assert _task(view, True, Captions(words=words))[0] == lead
        assert _task(replace(view, pending="discard"), True, Captions(words=words))[0] == discard
        assert words["lead"] != lead  # the table says it of the player to act
