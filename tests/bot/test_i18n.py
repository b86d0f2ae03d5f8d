"""Every message exists in English and French, with the same placeables; every key the code names exists."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot import i18n
from bot.i18n.catalogue import catalogue, variables_of

ROOT = Path(__file__).resolve().parents[2]


def test_every_message_is_in_both_languages_with_the_same_placeholders() -> None:
    english, french = catalogue().messages["en"], catalogue().messages["fr"]
    assert set(english) == set(french)
    for key, message in english.items():
        assert variables_of(message) == variables_of(french[key]), key


#: call -> the position of the message key among its arguments.
KEY_ARGUMENT = {"t": 1, "explain": 1, "offer_key": 1, "offer_text": 2, "UserError": 0, "WithMatch": 0, "__init__": 0}


def _keys_named(tree: ast.AST) -> set[str]:
    """The message keys written as string literals where the code asks for a message."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        position = KEY_ARGUMENT.get(name)
        if position is None or len(node.args) <= position:
            continue
        argument = node.args[position]
        for value in (argument.body, argument.orelse) if isinstance(argument, ast.IfExp) else (argument,):
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                found.add(value.value)
    return found


@pytest.mark.parametrize("module", sorted(str(p.relative_to(ROOT)) for p in (ROOT / "bot").rglob("*.py")))
def test_every_key_the_code_names_exists(module: str) -> None:
    missing = {key for key in _keys_named(ast.parse((ROOT / module).read_text(encoding="utf-8")))
               if not i18n.has(key)}
    assert not missing, missing


def test_the_code_names_the_messages_it_uses() -> None:
    every = set()
    for path in (ROOT / "bot").rglob("*.py"):
        every |= _keys_named(ast.parse(path.read_text(encoding="utf-8")))
    assert {"table.lobby", "board.header", "challenge", "unknown_match", "board_changed", "resigned"} <= every


def test_texts_keep_discord_markup_and_carry_no_isolation_marks() -> None:
    text = i18n.t("fr", "clock.reminder", user="<@42>", game="Dames", match_id=7, when="<t:1700000000:R>",
                  link="https://discord.com/channels/1/2/3")
    assert text == ("⏰ <@42>, c'est à vous de jouer dans **Dames** (partie n°7) : le temps expire "
                    "<t:1700000000:R>. https://discord.com/channels/1/2/3")
    assert not {"\u2068", "\u2069"} & set(text)
    assert i18n.t("en", "result.ranked", winner="Player 2", points=1300, reason="r", tiebreak="t",
                  scores="Player 1 -1200") == "Player 2 wins with 1300 points (r; t). Scores: Player 1 -1200."


def test_a_missing_parameter_stays_visible() -> None:
    assert i18n.t("en", "board.seat", colour="Blue") == "Blue: {user}"


def test_catalogues_are_package_data() -> None:
    from importlib.resources import files

    for lang in i18n.LANGS:
        assert any(item.name.endswith(".ftl") for item in (files("data") / "locales" / lang).iterdir())
    assert '"*.ftl"' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_a_count_of_one_reads_in_the_singular() -> None:
    assert i18n.t("en", "select.piece_option", cell=32, n=1) == "Piece on 32 (1 move)"
    assert i18n.t("fr", "select.piece_option", cell=32, n=2) == "Pièce en 32 (2 coups)"
    assert i18n.t("fr", "move.capture_required", count=1) == "La prise est obligatoire : vous pouvez prendre une pièce."


def test_every_count_agrees_with_its_noun() -> None:
    """Issue 25: "1 gagnées", "1 are" and the images' "1 prises"."""
    line = i18n.t("fr", "ratings.line", rating="1500?", n=2, wins=1, draws=0, losses=1)
    assert line == "**1500?** · 2 parties : 1 gagnée, 0 nulle, 1 perdue"
    line = i18n.t("fr", "ratings.line", rating="1500", n=7, wins=3, draws=2, losses=2)
    assert line == "**1500** · 7 parties : 3 gagnées, 2 nulles, 2 perdues"
    assert i18n.t("en", "table_too_few", n=2, seated=1) == "At least 2 players must be seated to start; only 1 is."
    assert i18n.t("en", "table_too_few", n=3, seated=2) == "At least 3 players must be seated to start; only 2 are."
    assert i18n.t("fr", "challenge_detail.draw_moves", n=1) == "nulle après 1 coup de dame chacun"
    assert i18n.t("en", "challenge_detail.draw_moves", n=1) == "draw after 1 king move each"
    assert i18n.t("en", "challenge_detail.draw_moves", n=20) == "draw after 20 king moves each"
    from bot.present.captions import image_words
    from render import Captions

    french, english = Captions(words=image_words("fr")), Captions(words=image_words("en"))
    assert [french.count_word("makyek_taken", n) for n in (0, 1, 2, 16)] == ["prise", "prise", "prises", "prises"]
    assert [french.count_word("macadam_across", n) for n in (1, 3)] == ["traversé", "traversés"]
    assert [english.count_word("makyek_taken", n) for n in (1, 2)] == ["taken", "taken"]


def _engine_codes() -> set[tuple[str, frozenset[str]]]:
    """Every error the card engine raises: (code, the parameter names that call gives)."""
    import ast
    from importlib import resources

    found = set()
    for module in ("rules.py", "notation.py", "game.py"):
        source = resources.files("engines.cards.macadam_cartes").joinpath(module).read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("IllegalMove", "BadNotation")):
                code = node.args[0]
                assert isinstance(code, ast.Constant) and isinstance(code.value, str)
                found.add((code.value, frozenset(k.arg for k in node.keywords if k.arg)))
    return found


SAMPLE = {"card": "BIC", "follow": "signal:piste", "kind": "piste", "verb": "draw", "wanted": "card", "text": "x",
          "seat": 0, "to_move": 1}


def test_every_error_of_the_card_engine_is_explained_in_both_languages() -> None:
    codes = _engine_codes()
    assert {"must-follow", "no-licence", "signal-covered", "discard-pending", "unknown-card"} <= {c for c, _ in codes}
    assert len(codes) >= 26
    for code, names in sorted(codes):
        params = {name: SAMPLE[name] for name in names}
        for lang in i18n.LANGS:
            text = i18n.explain(lang, f"move.{code}", params, game="macadam-cartes")
            unknown = i18n.t(lang, "move.unknown", code=code)
            assert text != unknown and "{" not in text, (code, lang, text)
    # the ids the engine gives are shown in words
    assert i18n.explain("en", "move.must-follow", {"card": "BIC", "follow": "vehicle"}, game="macadam-cartes") == (
        "This card (bicycle) does not follow: you must play any vehicle.")
    assert i18n.explain("fr", "move.already-done", {"verb": "roll"}, game="macadam-cartes") == (
        "Vous avez déjà lancé le dé pendant ce tour.")


def test_every_end_of_a_card_game_reads_in_both_languages() -> None:
    from render.cards import REASONS, TIEBREAKS

    for lang in i18n.LANGS:
        for reason in (*REASONS, "agreed"):
            for tiebreak in TIEBREAKS:
                result = {"winners": [1] if tiebreak != "shared" else [0, 1], "reason": reason,
                          "scores": [300, 300, -100], "tiebreak": tiebreak}
                text = i18n.result_text(lang, result, [])
                assert "{" not in text and f"reason.{reason}" not in text and "tiebreak." not in text, text
    assert i18n.result_text("en", {"winners": [1], "reason": "all-signals", "scores": [1100, 1300, -200],
                                   "tiebreak": "score"}, []) == (
        "Player 2 wins with 1300 points (all the signals are covered; the highest score wins). "
        "Scores: Player 1 1100, Player 2 1300, Player 3 -200.")
    assert i18n.result_text("fr", {"winners": [0, 2], "reason": "hand-emptied", "scores": [400, 250, 400],
                                   "tiebreak": "shared"}, []) == (
        "Victoire partagée : Joueur 1 et Joueur 3, 400 points chacun (un joueur a exposé toutes ses cartes après "
        "épuisement du talon ; égalité sur tous les critères : la victoire est partagée). "
        "Scores : Joueur 1 400, Joueur 2 250, Joueur 3 400.")
    assert i18n.result_text("en", {"winners": [1, 2], "reason": "resignation", "by": 0, "scores": [500, 100, 100],
                                   "tiebreak": None}, []) == (
        "Shared victory: Player 2 and Player 3, 100 points each (Player 1 resigned). "
        "Scores: Player 1 500, Player 2 100, Player 3 100.")


async def test_the_translator_gives_french_for_the_whole_command_tree() -> None:
    import importlib
    import inspect

    import discord
    from discord import app_commands
    from discord.ext import commands

    from bot.cogs import EXTENSIONS

    where = app_commands.TranslationContextLocation
    strings: list[tuple[str, app_commands.TranslationContextLocation]] = []
    for extension in EXTENSIONS:
        module = importlib.import_module(extension)
        for _, cog in inspect.getmembers(module, inspect.isclass):
            if not issubclass(cog, commands.Cog) or cog.__module__ != module.__name__:
                continue
            tops = cog.__cog_app_commands__
            # a group's subcommands (/tournament create) are translated like commands
            for command in [*tops, *(sub for top in tops for sub in getattr(top, "commands", []))]:
                location = where.group_name if isinstance(command, app_commands.Group) else where.command_name
                strings += [(command.name, location), (command.description, where.command_description)]
                for parameter in getattr(command, "parameters", []):
                    strings += [(parameter.name, where.parameter_name),
                                (parameter.description, where.parameter_description)]
                    strings += [(choice.name, where.choice_name) for choice in parameter.choices]
    assert len(strings) > 50
    translator = i18n.Translator()
    for text, location in strings:
        context = app_commands.TranslationContext(location, None)
        french = await translator.translate(app_commands.locale_str(text), discord.Locale.french, context)
        assert french is not None, text
        assert await translator.translate(app_commands.locale_str(text), discord.Locale.british_english,
                                          context) is None
    assert i18n.NAMES_FR["draw_moves"] == "coups_nulle"
    assert ("round_days", where.parameter_name) in strings  # /tournament create's options were walked


def test_french_record_counts_agree_with_their_number() -> None:
    """0 and 1 take the singular in French: "1 gagnée, 0 nulle", not "1 gagnées, 0 nulles"."""
    line = i18n.t("fr", "ratings.line", rating="1500", n=1, wins=1, draws=0, losses=0)
    assert line == "**1500** · 1 partie : 1 gagnée, 0 nulle, 0 perdue"
    line = i18n.t("fr", "ratings.line", rating="1520", n=5, wins=2, draws=3, losses=0)
    assert line == "**1520** · 5 parties : 2 gagnées, 3 nulles, 0 perdue"
    assert i18n.t("en", "ratings.line", rating="1500", n=1, wins=1, draws=0, losses=0) == (
        "**1500** · 1 game: 1 won, 0 drawn, 0 lost")
