"""The rules texts and the README say what the engines and the bot do (issue 10, texts)."""

from __future__ import annotations

import re
from importlib.resources import files
from pathlib import Path

import pytest

import engines
from bot.i18n import NAMES_FR
from engines.base import MoveError
from engines.cards.macadam_cartes.deck import CARDS, SIGNAL_KINDS
from engines.cards.macadam_cartes.notation import VERB_OF, fold, read_move

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
COMMANDS = ("challenge", "table", "move", "board", "matches", "settings", "resign", "draw", "abort", "rules",
            "privacy")


def rules(key: str, language: str) -> str:
    return (files("data") / "rules" / f"{key}.{language}.md").read_text(encoding="utf-8")


def paragraph(text: str, marker: str) -> str:
    """The paragraph (or list item) that holds ``marker``."""
    return next(block for block in re.split(r"\n\n|\n- ", text) if marker in block)


def slash_commands(text: str) -> set[str]:
    return set(re.findall(r"`/([^\s`]+)", text))


@pytest.mark.parametrize("key", list(engines.GAMES))
def test_french_rules_texts_name_the_french_commands(key):
    named = slash_commands(rules(key, "fr"))
    assert named, "a rules text says how to play here"
    assert named <= {NAMES_FR[command] for command in COMMANDS}, named


@pytest.mark.parametrize("key", list(engines.GAMES))
def test_english_rules_texts_name_the_english_commands(key):
    assert slash_commands(rules(key, "en")) <= set(COMMANDS)


def test_readme_lists_each_command_with_its_french_name():
    for command in COMMANDS:
        assert f"`/{command}` (`/{NAMES_FR[command]}`)" in README, command


def test_english_macadam_rules_check_6_2_first_for_the_player_who_just_moved():
    six_two = paragraph(rules("macadam", "en"), "*6-2*")
    assert "first for the player who has just moved" in six_two
    assert "moved first" not in six_two
    assert "d'abord pour celui qui vient de jouer" in paragraph(rules("macadam", "fr"), "*6-2*")


def test_french_apit_sodok_intervention_needs_no_closing_man_like_the_english():
    assert "No closing man is needed" in paragraph(rules("apit-sodok", "en"), "*Intervention*")
    intervention = paragraph(rules("apit-sodok", "fr"), "*Intervention*")
    assert "Nul besoin qu'une de vos pièces ferme la file" in intervention
    assert "ne doit fermer" not in intervention


def test_french_apit_sodok_says_an_equal_count_is_a_drawn_game():
    end = paragraph(rules("apit-sodok", "fr"), "**Fin.**")
    assert "à égalité, la partie est nulle" in end
    assert "c'est nul" not in end


@pytest.mark.parametrize("language", ["en", "fr"])
def test_card_rules_list_every_card_and_signal_code_to_type(language):
    text = rules("macadam-cartes", language)
    quoted = re.findall(r"`([^`]+)`", text)
    for code in (*CARDS, *SIGNAL_KINDS):
        assert code in quoted, code


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_move_example_of_the_card_rules_parses(language):
    options = set(NAMES_FR) | set(NAMES_FR.values())
    for snippet in re.findall(r"`([^`]+)`", rules("macadam-cartes", language)):
        if snippet.startswith("/") or snippet in options:
            continue
        if "<" in snippet or " " not in snippet and fold(snippet) in VERB_OF:
            # a verb alone, or a pattern such as `play <card>`: a verb the parser knows
            assert fold(snippet.split()[0]) in VERB_OF, snippet
            continue
        assert _parses(snippet), snippet


def _parses(snippet: str) -> bool:
    for text in (snippet, f"play {snippet}", f"signal {snippet}"):
        try:
            read_move(text)
        except MoveError:
            continue
        return True
    return False


def test_card_rules_say_the_leader_may_roll_draw_and_expose_in_the_same_lead():
    english = paragraph(rules("macadam-cartes", "en"), "**A trick")
    assert "in any order and each at most once: roll the die; draw" in english
    assert "lay an insurance card" in english
    french = paragraph(rules("macadam-cartes", "fr"), "**Un coup.**")
    assert "dans l'ordre qu'il veut et chaque chose au plus une fois : lancer le dé ; tirer" in french
    assert "carte d'assurance" in french


def test_card_rules_say_followers_may_roll():
    assert "may first roll the die, then must lay" in rules("macadam-cartes", "en")
    assert "peut d'abord lancer le dé, puis doit poser" in rules("macadam-cartes", "fr")


def test_card_rules_say_how_several_manches_are_won():
    assert "add up over the rounds; the highest total at the end wins" in rules("macadam-cartes", "en")
    assert "s'additionnent ; le plus haut total final l'emporte" in rules("macadam-cartes", "fr")


def test_french_card_rules_call_a_trick_a_coup_and_a_players_turn_a_tour():
    text = rules("macadam-cartes", "fr")
    assert "**Un coup.** Une manche compte au plus 16 coups" in text
    for trick_called_a_turn in ("**Un tour.**", "le tour repart", "arrête le tour", "à chaque tour le joueur"):
        assert trick_called_a_turn not in text
    assert "jusqu'à la fin de son tour" in text  # the timeout acts for one player's turn


def test_readme_says_resigning_or_timing_out_loses_whatever_the_count_in_mak_yek():
    assert "every end is decided by the capture counts" not in README
    assert "Resigning or running out of time loses whatever the count." in README


@pytest.mark.parametrize("key", list(engines.GAMES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_rules_texts_give_the_servers_default_time_control(key, language):
    clock = paragraph(rules(key, language), "**Clock.**" if language == "en" else "**Pendule.**")
    wanted = "by default the server's setting, else 3 days" if language == "en" else "par défaut le réglage du serveur, sinon 3 jours"
    assert wanted in clock
    assert "default the server's setting, else 3 days" in README


def test_readme_gives_the_draw_moves_default():
    default = engines.get("dames").option_defaults["draw_moves"]
    assert f"`draw_moves` (default {default}:" in README


def test_readme_lists_every_benchmark():
    for script in sorted((ROOT / "benchmarks").glob("bench_*.py")):
        assert f"benchmarks/{script.name}" in README, script.name
