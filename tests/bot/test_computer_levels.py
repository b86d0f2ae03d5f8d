"""Levels that say what they mean (issue 30): wherever a person picks the computer's level, each
level is named, with its measured rating in the game when the game is known (data/ai_ratings.json),
in the player's language."""

from __future__ import annotations

import json
from importlib.resources import files

from tests.helpers.guild import Club
from tests.helpers.tables import card_bot, open_table

NBSP = "\u00a0"


def shipped(game: str) -> dict[int, int]:
    """The ratings the data file gives the levels of ``game``."""
    table = json.loads(files("data").joinpath("ai_ratings.json").read_text(encoding="utf-8"))
    return {int(level): rating for level, rating in table["games"][game]["levels"].items()}


async def test_challenge_names_the_levels_with_the_chosen_games_ratings_in_english_and_french(table: Club) -> None:
    standin, dames, makyek = table.standin, shipped("dames"), shipped("mak-yek")
    async with standin.running(table.new_bot()):
        english = await standin.autocomplete(table.alice, "challenge", {"game": "dames", "level": ""},
                                             focused="level")
        french = await standin.autocomplete(table.alice, "challenge", {"game": "mak-yek", "level": ""},
                                            focused="level", locale="fr")
        unknown = await standin.autocomplete(table.alice, "challenge", {"level": ""}, focused="level")
        typed = await standin.autocomplete(table.alice, "challenge", {"game": "dames", "level": "strong"},
                                           focused="level")
    assert [c["value"] for c in english] == list(range(1, 9))
    assert english[0]["name"] == f"1 — beginner: about {dames[1]}"
    assert english[5]["name"] == f"6 — strong: about {dames[6]}"
    assert english[7]["name"] == f"8 — strongest: about {dames[8]}"
    assert french[0]["name"] == f"1 — débutant{NBSP}: environ {makyek[1]}"
    assert french[7]["name"] == f"8 — le plus fort{NBSP}: environ {makyek[8]}"
    # Before the game is chosen, the names alone: a rating belongs to one game.
    assert [c["name"] for c in unknown] == ["1 — beginner", "2 — novice", "3 — casual", "4 — intermediate",
                                            "5 — good", "6 — strong", "7 — expert", "8 — strongest"]
    assert [c["value"] for c in typed] == [6, 8]


async def test_the_add_computer_menu_names_the_levels_with_the_card_games_ratings(localised_table: Club) -> None:
    table, locale = localised_table, localised_table.guild.locale
    french = locale == "fr"
    ratings = shipped("macadam-cartes")
    async with table.standin.running(card_bot(table)):
        lobby = await open_table(table, table.alice, locale=locale)
        await table.press(table.bob, lobby, "Rejoindre" if french else "Join", locale=locale)
        menu = (await table.press(table.alice, lobby, "Ajouter l'ordinateur" if french else "Add computer",
                                  locale=locale)).message
        options = menu.select(prefix="gt:cpu_level:")["options"]
    assert [o["value"] for o in options] == [str(n) for n in range(1, 9)]
    if french:
        assert options[0]["label"] == f"1 — débutant{NBSP}: environ {ratings[1]}"
        assert options[7]["label"] == f"8 — le plus fort{NBSP}: environ {ratings[8]}"
    else:
        assert options[0]["label"] == f"1 — beginner: about {ratings[1]}"
        assert options[3]["label"] == f"4 — intermediate: about {ratings[4]}"
        assert options[7]["label"] == f"8 — strongest: about {ratings[8]}"
